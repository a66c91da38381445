"""Season setup's sections in columns that fit the window: three side by side where they fit,
else two, the last stack of sections under the shorter of the other two.

Three columns need about 1,360 pixels; at 1200x800 the third (Points, the blind structure,
the night) was cut off at the right, behind a horizontal scroll bar nobody looks for. The
columns are rearranged only when the room crosses what three need, never while typing.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QHBoxLayout, QScrollArea, QVBoxLayout, QWidget


class SectionColumns(QWidget):
    """``stacks``: the sections of each column, top to bottom; ``stretched``: the section
    that takes the height its column has to spare (the others keep theirs)."""

    def __init__(self, stacks: Sequence[Sequence[QWidget]], stretched: QWidget):
        super().__init__()
        self._stacks = [list(stack) for stack in stacks]
        self._stretched = stretched
        self._row = QHBoxLayout(self)
        self._columns: list[list[QWidget]] = []
        self.arrange(len(self._stacks))

    @property
    def columns(self) -> list[list[QWidget]]:
        """The sections of each column as laid out now."""
        return [list(column) for column in self._columns]

    def follow(self, scroll: QScrollArea) -> None:
        """Rearrange whenever ``scroll``'s view (the room the columns have) changes width."""
        scroll.viewport().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() is QEvent.Type.Resize:
            self.fit(watched.width())  # type: ignore[attr-defined]
        return False

    def fit(self, room: int) -> None:
        """As many columns as ``room`` pixels hold side by side: all, else two."""
        count = len(self._stacks) if room >= self.width_side_by_side() else 2
        if count != len(self._columns):
            self.arrange(count)

    def width_side_by_side(self) -> int:
        """The width every stack needs in a column of its own."""
        margins = self._row.contentsMargins()
        widths = [max(s.minimumSizeHint().width() for s in stack) for stack in self._stacks]
        spacing = self._row.spacing() * (len(widths) - 1)
        return sum(widths) + spacing + margins.left() + margins.right()

    def arrange(self, count: int) -> None:
        """Lay the stacks out in ``count`` columns (2 up to the number of stacks)."""
        columns = [list(stack) for stack in self._stacks[:count]]
        for stack in self._stacks[count:]:
            heights = [sum(s.minimumSizeHint().height() for s in c) for c in columns]
            columns[heights.index(min(heights))].extend(stack)
        while self._row.count():
            item = self._row.takeAt(0)
            layout = item.layout()
            if layout is not None:
                while layout.count():
                    layout.takeAt(0)
                layout.deleteLater()
        for sections in columns:
            column = QVBoxLayout()
            for section in sections:
                column.addWidget(section, 1 if section is self._stretched else 0)
            if self._stretched not in sections:
                column.addStretch(1)
            self._row.addLayout(column, 1)
        self._columns = columns
