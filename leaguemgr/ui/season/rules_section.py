"""The common shape of the season editor's sections.

Each section owns some fields of :class:`SeasonRules`: it shows them (``load``), reads what
the organizer typed back into record values (``read``, noting any field that cannot be read)
and marks the fields that have a problem (``show_problems``).
"""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import Signal
from PySide6.QtWidgets import QGroupBox, QSpinBox, QWidget

from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.records import SeasonRules
from leaguemgr.ui.form_fields import MoneyEdit, ProblemMarks

ZERO = Decimal("0")


class RulesSection(QGroupBox):
    """A group of season-rule fields; ``edited`` fires on every change the organizer makes."""

    edited = Signal()

    def __init__(self, title: str, parent: QWidget | None = None):
        super().__init__(title, parent)
        self.marks = ProblemMarks()

    def load(self, rules: SeasonRules) -> None:
        """Show ``rules`` in the fields (without emitting ``edited``)."""
        raise NotImplementedError

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        """The :class:`SeasonRules` keyword arguments this section owns."""
        raise NotImplementedError

    def show_problems(self, problems: Iterable[Problem]) -> None:
        self.marks.show(problems)

    def changed(self, *_args: object) -> None:
        """Slot for any field's change signal."""
        if not self.signalsBlocked():
            self.edited.emit()


def read_money(
    edit: MoneyEdit, location: Location, problems: list[Problem], *, optional: bool = False
) -> Decimal | None:
    """The amount in ``edit``; a field that cannot be read is noted and read as zero.

    Reading it as zero keeps the rest of the rules checkable while the organizer types.
    """
    try:
        return edit.optional_value() if optional else edit.value()
    except ValueError as exc:
        problems.append(Problem(location, edit.text(), str(exc)))
        return ZERO


def count_spin(maximum: int = 1_000_000_000, step: int = 1, suffix: str = "") -> QSpinBox:
    """A spin box for chips and counts, with thousands separators."""
    spin = QSpinBox()
    spin.setRange(0, maximum)
    spin.setSingleStep(step)
    spin.setGroupSeparatorShown(True)
    spin.setSuffix(suffix)
    spin.setMinimumWidth(110)
    spin.setMaximumWidth(140)
    return spin
