"""Tables that sort their own rows show them in the order QSortFilterProxyModel gave.

Each test drives a table sorted the new way and the same table sorted by a plain
QSortFilterProxyModel through the same steps (sorts by every column both ways, updates,
new rows) and compares what they list, top to bottom.
"""

from __future__ import annotations

import random
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QSortFilterProxyModel, Qt

from leaguemgr.ui.sorted_rows import SortedRowsModel, SourceSortProxy
from leaguemgr.ui.standings.standings_table_model import SORT_ROLE, StandingsColumn
from tests.ui.conftest import column_texts

ASCENDING, DESCENDING = Qt.SortOrder.AscendingOrder, Qt.SortOrder.DescendingOrder
# Case, accents, digits, spaces, a character beyond U+FFFF and one just below it.
PIECES = ["a", "A", "b", "B", "é", "É", "e", "ß", "ss", "😀", "Ｚ", "z", "Z", " ", "1", "10", "9"]


def random_row(rng: random.Random, key: int) -> tuple[Any, ...]:
    text = "".join(rng.choice(PIECES) for _ in range(rng.randint(0, 3)))
    number = rng.choice([rng.randint(-3, 3), None])
    points = rng.choice([0.0, 0.5, -1.25, 2.0, 1e9])
    return (f"k{key}", text, number, points, rng.randint(0, 2))


class Rows(SortedRowsModel):
    """A row is (id, value of column 0, value of column 1, ...)."""

    def sort_value(self, row: tuple[Any, ...], column: int) -> Any:
        return row[column + 1]

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows())

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else 4

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.row_at(index.row())
        return row[0] if role == Qt.ItemDataRole.DisplayRole else row[index.column() + 1]


class PlainRows(QAbstractTableModel):
    """The same rows as a model that leaves sorting to a QSortFilterProxyModel."""

    def __init__(self, columns: int = 4) -> None:
        super().__init__()
        self.rows: list[tuple[Any, ...]] = []
        self.columns = columns

    def reset_rows(self, rows: list[tuple[Any, ...]]) -> None:
        self.beginResetModel()
        self.rows = list(rows)
        self.endResetModel()

    def update_rows(self, rows: list[tuple[Any, ...]]) -> None:
        """The same rows with new values: every row announced as changed."""
        self.rows = list(rows)
        self.dataChanged.emit(self.index(0, 0), self.index(len(rows) - 1, self.columns - 1))

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else self.columns

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.rows[index.row()]
        return row[0] if role == Qt.ItemDataRole.DisplayRole else row[index.column() + 1]


def listed(proxy: QSortFilterProxyModel) -> list[str]:
    return column_texts(proxy, 0)


def test_random_tables_sort_as_the_proxy_sorted_them(qapp):
    rng = random.Random(20240611)
    for _trial in range(40):
        rows = [random_row(rng, key) for key in range(rng.randint(0, 30))]
        new, plain = Rows(), PlainRows()
        proxy = SourceSortProxy()
        proxy.setSourceModel(new)
        reference = QSortFilterProxyModel()
        reference.setSortRole(Qt.ItemDataRole.UserRole)
        reference.setSourceModel(plain)
        new.reset_rows(rows)
        plain.reset_rows(rows)
        reference.rowCount()  # a view asks at once; the proxy sorts what it has mapped
        for _step in range(12):
            if rng.random() < 0.25 and rows:  # new values for some rows, the same ids
                changed = set(rng.sample(range(len(rows)), rng.randint(1, len(rows))))
                rows = [random_row(rng, i) if i in changed else row for i, row in enumerate(rows)]
                new.update_rows(rows, lambda row: row[0])
                plain.update_rows(rows)
            else:
                column, order = rng.randrange(4), rng.choice([ASCENDING, DESCENDING])
                proxy.sort(column, order)
                reference.sort(column, order)
                assert (proxy.sortColumn(), proxy.sortOrder()) == (column, order)
            assert listed(proxy) == listed(reference), rows


def test_a_filter_still_applies(qapp):
    rows = [(f"k{i}", name, None, 0.0, 0) for i, name in enumerate(["bob", "Ann", "ann", "Al"])]
    model = Rows()
    proxy = SourceSortProxy()
    proxy.setSourceModel(model)
    proxy.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)
    proxy.setFilterRole(Qt.ItemDataRole.UserRole)
    model.reset_rows(rows)
    proxy.sort(0, ASCENDING)
    assert listed(proxy) == ["k3", "k1", "k2", "k0"]  # Al, Ann, ann, bob: case-sensitive
    proxy.setFilterFixedString("an")
    assert listed(proxy) == ["k1", "k2"]
    proxy.sort(0, DESCENDING)
    assert listed(proxy) == ["k2", "k1"]


def test_standings_headers_sort_as_before(window, qtbot):
    screen = window.show_screen("standings")
    service = window.context.service
    names = service.player_names()
    status = dict(
        zip(
            column_texts(screen.proxy, StandingsColumn.PLAYER),
            column_texts(screen.proxy, StandingsColumn.CHAMPIONSHIP),
            strict=True,
        )
    )
    # The standings as the old table had them: report order, values through data().
    plain = PlainRows(len(StandingsColumn))
    plain.reset_rows(
        [
            (
                names[r.player],
                r.rank,
                names[r.player],
                r.points,
                r.events_played,
                r.wins,
                r.penalties,
                status[names[r.player]],
                r.knockouts,
                r.points if r.best_points is None else r.best_points,
                0,  # bounties, in cents: none in this season
            )
            for r in service.report("2026").standings
        ]
    )
    reference = QSortFilterProxyModel()
    reference.setSortRole(SORT_ROLE)
    reference.setSourceModel(plain)
    reference.sort(StandingsColumn.RANK, ASCENDING)
    player = StandingsColumn.PLAYER
    assert column_texts(screen.proxy, player) == column_texts(reference, 0)
    for column in [*StandingsColumn, StandingsColumn.EVENTS, StandingsColumn.PLAYER]:
        for order in (DESCENDING, ASCENDING):
            screen.table.sortByColumn(column, order)
            reference.sort(column, order)
            assert column_texts(screen.proxy, player) == column_texts(reference, 0), column
            header = screen.table.horizontalHeader()
            assert (header.sortIndicatorSection(), header.sortIndicatorOrder()) == (column, order)
    # A new report (after an edit) keeps the sort column; ties come in report order.
    screen.table.sortByColumn(StandingsColumn.WINS, DESCENDING)
    reference.sort(StandingsColumn.WINS, DESCENDING)
    screen.refresh()
    plain.reset_rows(plain.rows)
    assert column_texts(screen.proxy, player) == column_texts(reference, 0)
