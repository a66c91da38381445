"""Shared set-up of the app's table views: sorting and filtering through a proxy model."""

from __future__ import annotations

from PySide6.QtCore import QItemSelectionModel, QModelIndex, Qt
from PySide6.QtWidgets import QAbstractItemView, QHeaderView, QTableView, QWidget

from leaguemgr.ui.sorted_rows import SortedRowsModel, SourceSortProxy


def sorted_rows_proxy(
    model: SortedRowsModel, filter_column: int, parent: QWidget
) -> SourceSortProxy:
    """A proxy that filters one column by typed text; sorting is the model's own (see
    sorted_rows), so that a big table sorts without a call into Python per comparison."""
    proxy = SourceSortProxy(parent)
    proxy.setSourceModel(model)
    proxy.setFilterKeyColumn(filter_column)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    return proxy


# Columns are sized to the text of the rows on screen plus this many more: enough to see the
# widths a column takes, and a league of 5,000 players still opens at once (sizing over every
# row asked the model for each cell of each row, several times, before the first paint).
RESIZE_SAMPLE_ROWS = 100


def configure_table(view: QTableView, stretch_column: int | None = None) -> None:
    """Row selection, alternating rows, columns sized to the text of a sample of rows."""
    view.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
    view.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
    view.setAlternatingRowColors(True)
    view.setTabKeyNavigation(False)  # Tab goes on to the next field: arrows move in the table
    view.verticalHeader().setVisible(False)
    # Rows as tall as the text needs (the style default leaves gaps on some platforms).
    view.verticalHeader().setDefaultSectionSize(view.fontMetrics().height() + 10)
    header = view.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setHighlightSections(False)
    header.setResizeContentsPrecision(RESIZE_SAMPLE_ROWS)
    if stretch_column is not None:
        header.setSectionResizeMode(stretch_column, QHeaderView.ResizeMode.Stretch)
    else:
        header.setStretchLastSection(True)


# What lets a cell be changed: typing into it, or ticking its check box.
EDITING_FLAGS = Qt.ItemFlag.ItemIsEditable | Qt.ItemFlag.ItemIsUserCheckable


def shown_only(flags: Qt.ItemFlag) -> Qt.ItemFlag:
    """``flags`` without editing or ticking: how a read-only league's tables show a cell
    (still selectable, so it can be read and copied)."""
    return flags & ~EDITING_FLAGS


def select_row(table: QTableView, index: QModelIndex) -> None:
    """Make ``index`` (of the table's own model) the current row, selected whole and
    scrolled into view, as a click on it would."""
    table.selectionModel().setCurrentIndex(
        index,
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )
    table.scrollTo(index)


# Room a cell's text needs beyond its own width: the item's margins and a focus frame.
_CELL_PADDING = 14


def widen_to_fit(view: QTableView) -> None:
    """Widen each column whose shown text no longer fits ("is owed $1,153.00" once a prize is
    owed, "-$159.00"), measured in the view's own font, so a figure is never cut short; a
    column the organizer widened or that still fits keeps its width."""
    model = view.model()
    if model is None:
        return
    header = view.horizontalHeader()
    metrics = view.fontMetrics()
    rows = model.rowCount()
    for column in range(model.columnCount()):
        if header.isSectionHidden(column) or header.sectionResizeMode(column) in (
            QHeaderView.ResizeMode.Stretch,
            QHeaderView.ResizeMode.ResizeToContents,
        ):
            continue
        needed = max(
            (
                metrics.horizontalAdvance(str(model.index(row, column).data() or ""))
                for row in range(rows)
            ),
            default=0,
        )
        if needed + _CELL_PADDING > header.sectionSize(column):
            view.resizeColumnToContents(column)
