"""A table view that, when rows come or go, moves the rows below on screen and paints only
the rows that changed, not every row on screen.

A row added or taken away makes QTableView lay its rows out again on a timer and then
repaint its whole viewport. On the Night screen a bust takes a row out of the seats and
puts one at the top of the finishes: every row on screen was painted again, though each
looks as it did, one row higher or lower (the costliest part of a bust, and a table broken
up changed a dozen rows at once). This view moves the pixels of the rows below the place
where rows came or went, as scrolling does, and then paints the rows that appeared and the
rows the model said changed. It keeps Qt's whole repaint for everything else (a reset, new
columns, a move).

Moved pixels keep their colours, so alternating row colours would end up wrong: a model
that names its own bands (``banded(row)``, the seats of every other table, every other
place) has them painted behind its rows instead, and they move with the rows.
"""

from __future__ import annotations

from collections.abc import Iterable

from PySide6.QtCore import QAbstractItemModel, QModelIndex, QRect
from PySide6.QtGui import QPainter, QPaintEvent
from PySide6.QtWidgets import QHeaderView, QTableView, QWidget

from leaguemgr.ui.kept_scroll_bar import keep_pictures


class SteadyTable(QTableView):
    """A :class:`QTableView` whose row insertions and removals repaint only what changed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self._pending: str | None = None  # "rows": rows came or went; "whole": more than that
        self._changed: list[tuple[int, int]] = []  # rows announced as changed since
        self._scrolled = 0  # how far Qt moved the rows on screen while laying them out
        # Every row as tall as the next: a row's place on screen follows from its number.
        self.verticalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Fixed)
        # Rows coming and going resize the slider: the bar repaints on every bust.
        keep_pictures(self.verticalScrollBar())

    def setModel(self, model: QAbstractItemModel | None) -> None:
        super().setModel(model)
        self._pending, self._changed = "whole", []
        if model is None:
            return
        if hasattr(model, "banded"):
            self.setAlternatingRowColors(False)
        model.dataChanged.connect(self._data_changed)
        model.rowsInserted.connect(self._rows_came)
        model.rowsRemoved.connect(self._rows_went)
        for signal in (
            model.modelReset,
            model.layoutChanged,
            model.rowsMoved,
            model.columnsInserted,
            model.columnsRemoved,
            model.columnsMoved,
        ):
            signal.connect(self._whole_again)

    def setAlternatingRowColors(self, enable: bool) -> None:
        # A model's own bands move with its rows; colours by position would not.
        super().setAlternatingRowColors(enable and not hasattr(self.model(), "banded"))

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

    def _rows_came(self, _parent: QModelIndex, first: int, last: int) -> None:
        self._rows_came_or_went()
        self._move_rows_below(first, last - first + 1)

    def _rows_went(self, _parent: QModelIndex, first: int, last: int) -> None:
        self._rows_came_or_went()
        self._move_rows_below(first, first - last - 1)

    def _rows_came_or_went(self) -> None:
        if self._pending is None:
            self._pending = "rows"

    def _whole_again(self, *_args) -> None:
        self._pending = "whole"

    def _move_rows_below(self, first: int, rows: int) -> None:
        """Move what the screen shows from row ``first`` down by ``rows`` rows (up when
        negative), as the rows did: Qt moves the pixels and paints what the move uncovered.
        The screen still shows the rows as they were, since nothing paints before the layout."""
        viewport = self.viewport()
        if self._pending == "whole" or not viewport.isVisible() or not viewport.updatesEnabled():
            return  # all painted again anyway, or nothing shown
        height = self.verticalHeader().defaultSectionSize()
        top = max(first * height - self.verticalHeader().offset(), 0)
        if top < viewport.height():
            below = QRect(0, top, viewport.width(), viewport.height() - top)
            viewport.scroll(0, rows * height, below)

    def doItemsLayout(self) -> None:
        model = self.model()
        pending, changed = self._pending, self._changed
        self._pending, self._changed = None, []
        count = model.rowCount() if model is not None else 0
        if pending != "rows":
            super().doItemsLayout()
            return
        header = self.verticalHeader()
        before, self._scrolled = header.offset(), 0
        self.updateGeometries()
        viewport = self.viewport()
        # At the end of its scroll bar a table shows its last row at the bottom, the top row
        # cut anywhere: rows that came or went may move them all by part of a row without
        # the bar's value changing, and Qt scrolls nothing for that. The screen follows.
        missed = before - header.offset() - self._scrolled
        if missed:
            viewport.scroll(0, missed)
        # The rows that came and the room the rows that went left were uncovered by the
        # moves, and are painted as such: what is left is the rows whose text changed.
        for first, last in changed:
            if first < count:
                viewport.update(self._rows_rect(first, min(last, count - 1)))

    def scrollContentsBy(self, dx: int, dy: int) -> None:
        # What Qt moves on screen itself, in pixels (``dy`` counts rows, scrolled per row).
        offset = self.verticalHeader().offset()
        super().scrollContentsBy(dx, dy)
        self._scrolled += offset - self.verticalHeader().offset()

    def paintEvent(self, event: QPaintEvent) -> None:
        banded = getattr(self.model(), "banded", None)
        if banded is not None:
            self._paint_bands(event.rect(), banded)
        super().paintEvent(event)

    def _paint_bands(self, area: QRect, banded) -> None:
        """The model's bands behind the rows in ``area`` (the cells paint over them)."""
        viewport = self.viewport()
        height = self.verticalHeader().defaultSectionSize()
        first = self.rowAt(area.top())
        if first < 0:
            return
        last = self.rowAt(area.bottom())
        last = self.model().rowCount() - 1 if last < 0 else last
        brush = self.palette().alternateBase()
        painter = QPainter(viewport)
        for row in range(first, last + 1):
            if banded(row):
                painter.fillRect(0, self.rowViewportPosition(row), viewport.width(), height, brush)
        painter.end()

    def _rows_rect(self, first: int, last: int) -> QRect:
        """Where rows ``first`` to ``last`` are in the viewport, across its whole width."""
        top = self.rowViewportPosition(first)
        bottom = self.rowViewportPosition(last) + self.rowHeight(last)
        return QRect(0, top, self.viewport().width(), bottom - top)
