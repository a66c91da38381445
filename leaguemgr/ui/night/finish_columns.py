"""The finishes' two name columns, Out and Busted by, sized to the names they hold.

Shared evenly (both stretched), a hand won by two hitmen ("Jake Jones, Alice Ames") was cut
off at 1024 pixels while the Out column beside it, one name a row, had room to spare.
Busted by is as wide as its widest text needs, Out takes the rest; when the two together
need more than there is, each keeps at least half.

The widths are worked out from the texts of the rows (a bust adds one: its texts alone are
measured) and set only when they change, so a bust lays the header out only on the night's
first hand won by two.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QHeaderView, QTableView

PADDING = 12
"""Room around a cell's text: its margins and the grid line, with a few pixels to spare."""


class FinishColumns(QObject):
    """Sizes columns ``out`` (stretched) and ``by`` (fixed) of ``view`` to their texts."""

    def __init__(self, view: QTableView, out: int, by: int):
        super().__init__(view)
        self._view, self._out, self._by = view, out, by
        self._needs: dict[str, int] = {}  # each text measured, its width
        self._widest = {out: 0, by: 0}
        header = view.horizontalHeader()
        header.setSectionResizeMode(out, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(by, QHeaderView.ResizeMode.Fixed)
        view.viewport().installEventFilter(self)

    def fit(self, rows: list[tuple[str, str]]) -> None:
        """Size the columns to ``rows``: each finish's Out and Busted by texts."""
        model = self._view.model()
        headings = {column: str(model.headerData(column, _HORIZONTAL)) for column in self._widest}
        for column, index in ((self._out, 0), (self._by, 1)):
            texts = [row[index] for row in rows] + [headings[column]]
            self._widest[column] = max(self._width(text) for text in texts)
        self._apply()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is _RESIZE:
            self._apply()
        return False

    def _width(self, text: str) -> int:
        width = self._needs.get(text)
        if width is None:
            width = self._view.fontMetrics().horizontalAdvance(text) + PADDING
            self._needs[text] = width
        return width

    def _apply(self) -> None:
        header = self._view.horizontalHeader()
        others = sum(
            header.sectionSize(c)
            for c in range(header.count())
            if c not in (self._out, self._by) and not header.isSectionHidden(c)
        )
        room = self._view.viewport().width() - others
        if room <= 0:
            return
        out, by = self._widest[self._out], self._widest[self._by]
        width = by if out + by <= room else min(by, max(room - out, room // 2, 1))
        width = min(width, max(room - PADDING, 1))  # Out keeps a sliver to stretch
        if header.sectionSize(self._by) != width:
            header.resizeSection(self._by, width)


_RESIZE = QEvent.Type.Resize
_HORIZONTAL = Qt.Orientation.Horizontal
