"""Points by field size (SPEC 8, preset ``table_by_field``) typed as a league publishes it:
one line per range of entries, "4-6: 10, 7, 5 + 1" (1st, 2nd, 3rd, and 1 for taking part)."""

from __future__ import annotations

import re

from PySide6.QtGui import QFontDatabase
from PySide6.QtWidgets import QPlainTextEdit, QWidget

from leaguemgr.domain.records import PointsRange
from leaguemgr.ui.i18n import translate

_LINE = re.compile(r"^\s*(\d+)\s*(?:-|–|to)\s*(\d+)\s*:\s*([^+]*?)\s*(?:\+\s*(-?[\d.]+))?\s*$")
EXAMPLE = "4-6: 10, 7, 5 + 1\n7-12: 15, 10, 7, 4 + 1"


def ranges_text(ranges: tuple[PointsRange, ...]) -> str:
    """The ranges as lines the organizer can edit."""
    lines = []
    for points_range in ranges:
        places = ", ".join(_number(p) for p in points_range.places)
        extra = f" + {_number(points_range.participation)}" if points_range.participation else ""
        lines.append(f"{points_range.min}-{points_range.max}: {places}{extra}")
    return "\n".join(lines)


def parse_ranges(text: str) -> tuple[PointsRange, ...]:
    """The ranges typed; ``ValueError`` naming the line that is not one."""
    ranges = []
    for number, line in enumerate(text.splitlines(), start=1):
        if not line.strip():
            continue
        match = _LINE.match(line)
        if match is None:
            raise ValueError(
                translate("PointsByField", "line {line} is not like '{example}'").format(
                    line=number, example=EXAMPLE.splitlines()[0]
                )
            )
        low, high, places, participation = match.groups()
        try:
            points = tuple(float(p) for p in places.split(",") if p.strip())
        except ValueError:
            said = translate("PointsByField", "line {line}: '{points}' are not points by place")
            raise ValueError(said.format(line=number, points=places)) from None
        if int(low) > int(high):
            raise ValueError(
                translate("PointsByField", "line {line}: {low} entries is more than {high}").format(
                    line=number, low=low, high=high
                )
            )
        ranges.append(PointsRange(int(low), int(high), points, float(participation or 0)))
    if not ranges:
        said = translate("PointsByField", "type one range of field sizes a line, e.g. {example}")
        raise ValueError(said.format(example=EXAMPLE.splitlines()[0]))
    return tuple(ranges)


class RangesEdit(QPlainTextEdit):
    """A few lines of ranges, in a fixed-width font so the columns of points line up."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setFont(QFontDatabase.systemFont(QFontDatabase.SystemFont.FixedFont))
        self.setPlaceholderText(EXAMPLE)
        self.setTabChangesFocus(True)
        self.setMaximumHeight(self.fontMetrics().lineSpacing() * 6 + 12)


def _number(value: float) -> str:
    return str(int(value)) if float(value).is_integer() else f"{value:g}"
