"""A table view that repaints, when rows come or go, the rows that changed and not every row
on screen.

A row added or taken away makes QTableView lay its rows out again on a timer and then
repaint its whole viewport, and the cells the model announced as changed meanwhile are not
repainted on their own (the layout to come will). On the Night screen a bust takes a row
out of the seats: every seat on screen was painted again (65 cells, the costliest part of a
bust), though the rows above the one that went and the rows off screen look the same. This
view keeps Qt's whole repaint for everything else (a reset, new columns, a move) and, after
rows came or went only, repaints the rows the model said changed and the room below the
last row that was or is there.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QRect
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget


class SteadyTable(QTableView):
    """A :class:`QTableView` whose row insertions and removals repaint only what changed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._pending: str | None = None  # "rows": rows came or went; "whole": more than that
        self._changed: list[tuple[int, int]] = []  # rows announced as changed since
        self._count = 0  # the rows laid out last

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self._pending, self._changed = "whole", []
        if model is None:
            return
        model.dataChanged.connect(self._data_changed)
        model.rowsInserted.connect(self._rows_came_or_went)
        model.rowsRemoved.connect(self._rows_came_or_went)
        for signal in (
            model.modelReset,
            model.layoutChanged,
            model.rowsMoved,
            model.columnsInserted,
            model.columnsRemoved,
            model.columnsMoved,
        ):
            signal.connect(self._whole_again)

    def fix_columns(self, stretch: Iterable[int]) -> None:
        """Every column of a fixed width (new ones too) but ``stretch``, which share the
        rest: with columns sized to their contents as the header's default, even one set
        otherwise since, the header was painted again whenever rows came or went."""
        header = self.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        for column in stretch:
            header.setSectionResizeMode(column, QHeaderView.ResizeMode.Stretch)

    def lay_out_now(self) -> None:
        """Lay the rows out now rather than on the timer: the change shows in one paint."""
        self.executeDelayedItemsLayout()

    def _data_changed(self, top_left: QModelIndex, bottom_right: QModelIndex, *_roles) -> None:
        self._changed.append((top_left.row(), bottom_right.row()))

    def _rows_came_or_went(self, *_args) -> None:
        if self._pending is None:
            self._pending = "rows"

    def _whole_again(self, *_args) -> None:
        self._pending = "whole"

    def doItemsLayout(self) -> None:
        model = self.model()
        pending, changed = self._pending, self._changed
        self._pending, self._changed = None, []
        count = model.rowCount() if model is not None else 0
        before, self._count = self._count, count
        if pending != "rows":
            super().doItemsLayout()
            return
        self.updateGeometries()
        viewport = self.viewport()
        for first, last in changed:
            if first < count:
                viewport.update(self._rows_rect(first, min(last, count - 1)))
        if before != count:  # the rows that came, or the room the rows that went left
            first = min(before, count)
            top = self._rows_rect(first - 1, first - 1).bottom() + 1 if first else 0
            viewport.update(QRect(0, top, viewport.width(), viewport.height() - top))

    def _rows_rect(self, first: int, last: int) -> QRect:
        """Where rows ``first`` to ``last`` are in the viewport, across its whole width."""
        top = self.rowViewportPosition(first)
        bottom = self.rowViewportPosition(last) + self.rowHeight(last)
        return QRect(0, top, self.viewport().width(), bottom - top)
