"""The roster sorts as it did when a QSortFilterProxyModel sorted it, only faster.

The reference is the roster as it was built before the model sorted its own rows: a model
in league order that hands the proxy its sort values through data(), and a proxy that sorts
by comparing them (ties, case and all). Each test clicks the headers of the real screen and
of the reference the same way and compares the players they show, top to bottom.
"""

from __future__ import annotations

import dataclasses
from typing import Any

import pytest
from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPoint, QSortFilterProxyModel, Qt
from PySide6.QtWidgets import QTableView

from leaguemgr.domain.records import League, Player
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.players.players_table_model import PlayerColumn, PlayersTableModel
from leaguemgr.ui.players.players_view import PlayersView
from leaguemgr.ui.sorted_rows import name_order

SORT_ROLE = Qt.ItemDataRole.UserRole
ACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2

# Ties on every column, names that differ only by case, accents, a character beyond U+FFFF
# and one from the top of the Basic Plane (UTF-16 orders those two the other way round).
TRICKY = [
    ("ann lee", False, True),
    ("ANN LEE", True, True),
    ("Ann Lee", False, False),
    ("Émile Roy", False, True),
    ("emile roy", True, True),
    ("Zoë Park", False, True),
    ("zoe park", False, False),
    ("Ærin Holt", True, True),
    ("😀 Smiley", False, True),
    ("Ｚed Wide", False, True),
    ("ßam Fox", True, False),
    ("Sam Fox", False, True),
    ("bob martinez", False, True),
]


class OldRosterModel(QAbstractTableModel):
    """The roster model before it sorted itself: league order, a refresh of the same players
    announced as a change of every row, and the sort values the proxy compared (a name as
    the one text of its place in the league's collation)."""

    def __init__(self) -> None:
        super().__init__()
        self.rows: list[Any] = []

    def set_rows(self, rows: list[Any]) -> None:
        if [r.player.id for r in rows] == [r.player.id for r in self.rows]:
            self.rows = rows
            if rows:
                last = self.index(len(rows) - 1, len(PlayerColumn) - 1)
                self.dataChanged.emit(self.index(0, 0), last)
            return
        self.beginResetModel()
        self.rows = rows
        self.endResetModel()

    def rowCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: Any = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(PlayerColumn)

    def data(self, index: Any, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        row = self.rows[index.row()]
        player = row.player
        if role == SORT_ROLE:
            return (
                name_order(player.name),
                player.id,
                int(player.sub),
                int(player.guest),
                int(player.active),
                row.events_played,
                row.owes,
            )[index.column()]
        if role == ACTIVE_ROLE:
            return player.active
        if role == Qt.ItemDataRole.DisplayRole:
            shown = (player.name, player.id, "", "", "", str(row.events_played), row.balance)
            return shown[index.column()]
        return None


class OldRosterProxy(QSortFilterProxyModel):
    """The roster proxy before: it sorted by the sort values and filtered as the screen does."""

    def __init__(self) -> None:
        super().__init__()
        self.show_inactive = True
        self.setSortRole(SORT_ROLE)
        self.setFilterCaseSensitivity(Qt.CaseSensitivity.CaseInsensitive)

    def set_show_inactive(self, show: bool) -> None:
        self.beginFilterChange()
        self.show_inactive = show
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: Any) -> bool:
        model = self.sourceModel()
        if not self.show_inactive and not model.index(source_row, 0).data(ACTIVE_ROLE):
            return False
        needle = self.filterRegularExpression()
        if not needle.pattern():
            return True
        return any(
            needle.match(str(model.index(source_row, column).data())).hasMatch()
            for column in (PlayerColumn.NAME, PlayerColumn.ID)
        )


class Reference:
    """The old roster table, fed the same rows as the screen's model, sorted the same way."""

    def __init__(self) -> None:
        self.model = OldRosterModel()
        self.proxy = OldRosterProxy()
        self.proxy.setSourceModel(self.model)
        # Set up as the screen set up its table: the proxy sorted by name before any row came.
        self.view = QTableView()
        self.view.setModel(self.proxy)
        self.view.setSortingEnabled(True)
        self.view.sortByColumn(PlayerColumn.NAME, Qt.SortOrder.AscendingOrder)

    def follow(self, screen: PlayersView) -> None:
        """Sort as the screen's header says (after a click on it)."""
        header = screen.table.horizontalHeader()
        self.view.sortByColumn(header.sortIndicatorSection(), header.sortIndicatorOrder())


def shown(model: Any) -> list[tuple[str, str]]:
    """The players as listed, top to bottom: (name, id), so that equal names tell apart."""
    return [
        (model.index(row, PlayerColumn.NAME).data(), model.index(row, PlayerColumn.ID).data())
        for row in range(model.rowCount())
    ]


def click_header(qtbot, screen: PlayersView, column: int) -> None:
    header = screen.table.horizontalHeader()
    x = header.sectionViewportPosition(column) + header.sectionSize(column) // 2
    qtbot.mouseClick(
        header.viewport(), Qt.MouseButton.LeftButton, pos=QPoint(x, header.height() // 2)
    )


@pytest.fixture
def reference(monkeypatch) -> Reference:
    """A reference that receives every roster the Players screen is given."""
    ref = Reference()
    set_rows = PlayersTableModel.set_rows

    def both(model: PlayersTableModel, rows: list[Any]) -> None:
        set_rows(model, rows)
        ref.model.set_rows(rows)

    monkeypatch.setattr(PlayersTableModel, "set_rows", both)
    return ref


def _add_tricky_players(window) -> None:
    service = window.context.service
    for name, sub, active in TRICKY:
        player = Player(service.next_player_id(), name, sub=sub, active=active)
        window.context.announce(service.add_player(player))


def _update(window, who: str, **changes: Any) -> None:
    service = window.context.service
    player = next(p for p in service.league.players if p.name == who)
    window.context.announce(service.update_player(dataclasses.replace(player, **changes)))


# Each column twice (both directions), in an order that leaves ties of one column sorted by
# the one before: a click keeps tied players in the order they were shown in.
CLICKS = [
    PlayerColumn.EVENTS,
    PlayerColumn.EVENTS,
    PlayerColumn.SUB,
    PlayerColumn.SUB,
    PlayerColumn.GUEST,
    PlayerColumn.GUEST,
    PlayerColumn.NAME,
    PlayerColumn.NAME,
    PlayerColumn.ACTIVE,
    PlayerColumn.ACTIVE,
    PlayerColumn.ID,
    PlayerColumn.ID,
    PlayerColumn.BALANCE,
    PlayerColumn.BALANCE,
    PlayerColumn.SUB,
    PlayerColumn.EVENTS,
    PlayerColumn.ACTIVE,
    PlayerColumn.NAME,
]


def test_every_header_sorts_as_before_in_both_directions(window, qtbot, reference):
    _add_tricky_players(window)
    screen = window.show_screen("players")
    assert shown(screen.proxy) == shown(reference.proxy)  # by name, as the screen opens
    names = [name for name, _id in shown(screen.proxy)]
    # In the league's collation: case and accents ignored ("Émile Roy" among the E's), the
    # fullwidth "Ｚed Wide" among the Z's, and the emoji, no letter, after every name.
    assert names.index("ANN LEE") < names.index("bob martinez") < names.index("Émile Roy")
    assert names.index("Ｚed Wide") < names.index("Zoë Park") < names.index("😀 Smiley")
    header = screen.table.horizontalHeader()
    seen = set()
    for column in CLICKS:
        click_header(qtbot, screen, column)
        reference.follow(screen)
        assert header.sortIndicatorSection() == column
        assert header.isSortIndicatorShown()
        seen.add((column, header.sortIndicatorOrder()))
        assert shown(screen.proxy) == shown(reference.proxy), (column, header.sortIndicatorOrder())
    assert len(seen) == 2 * len(PlayerColumn)  # every column, both ways


def test_edits_keep_the_order_as_before(window, qtbot, reference):
    _add_tricky_players(window)
    screen = window.show_screen("players")
    for column in (PlayerColumn.EVENTS, PlayerColumn.SUB, PlayerColumn.NAME):
        click_header(qtbot, screen, column)
        reference.follow(screen)
        # An edit that leaves the order sorted keeps it as shown (ties included) ...
        _update(window, "Sam Fox", sub=True)
        assert shown(screen.proxy) == shown(reference.proxy), column
        # ... one that moves a player sorts again, ties falling back to league order.
        _update(window, "Zoë Park", name="Aaron Zed")
        assert shown(screen.proxy) == shown(reference.proxy), column
        _update(window, "Aaron Zed", name="Zoë Park")
        _update(window, "Sam Fox", sub=False)
        assert shown(screen.proxy) == shown(reference.proxy), column


def test_search_and_inactive_filter_with_sorting(window, qtbot, reference):
    _add_tricky_players(window)
    screen = window.show_screen("players")
    click_header(qtbot, screen, PlayerColumn.EVENTS)
    reference.follow(screen)
    qtbot.keyClicks(screen.search, "an")
    reference.proxy.setFilterFixedString("an")
    assert shown(screen.proxy) == shown(reference.proxy)
    assert {name for name, _id in shown(screen.proxy)} >= {"ann lee", "ANN LEE", "Ann Lee"}
    screen.show_inactive.setChecked(False)
    reference.proxy.set_show_inactive(False)
    inactive = {(p.name, p.id) for p in window.context.service.league.players if not p.active}
    assert ("Ann Lee", "p25") in inactive
    assert not inactive & set(shown(screen.proxy))
    for column in (PlayerColumn.SUB, PlayerColumn.SUB, PlayerColumn.NAME, PlayerColumn.NAME):
        click_header(qtbot, screen, column)
        reference.follow(screen)
        assert shown(screen.proxy) == shown(reference.proxy), column
    _update(window, "ANN LEE", name="Anna Zed")
    assert shown(screen.proxy) == shown(reference.proxy)
    _update(window, "Anna Zed", active=False)  # disappears while inactive players are hidden
    assert "Anna Zed" not in [name for name, _id in shown(screen.proxy)]
    assert shown(screen.proxy) == shown(reference.proxy)


def test_names_sort_as_the_league_collates_them(window, qtbot):
    """ "Özil" beside "Ozil", "Élodie" before "Eric" (SPEC 12), in both directions."""
    service = window.context.service
    for name in ("Zoë Park", "Özil", "Eric", "Élodie", "Ozil"):
        window.context.announce(service.add_player(Player(service.next_player_id(), name)))
    screen = window.show_screen("players")
    mine = {"Zoë Park", "Özil", "Eric", "Élodie", "Ozil"}

    def listed() -> list[str]:
        return [name for name, _ in shown(screen.proxy) if name in mine]

    assert listed() == ["Élodie", "Eric", "Ozil", "Özil", "Zoë Park"]
    click_header(qtbot, screen, PlayerColumn.NAME)
    assert listed() == ["Zoë Park", "Özil", "Ozil", "Eric", "Élodie"]


def test_the_selected_player_stays_selected(window, qtbot):
    _add_tricky_players(window)
    screen = window.show_screen("players")
    chosen = next(p for p in window.context.service.league.players if p.name == "Émile Roy")
    assert screen.select_player(chosen.id)

    def still_selected() -> None:
        assert screen.selected_player().id == chosen.id
        row = screen.table.currentIndex().row()
        assert screen.proxy.index(row, PlayerColumn.ID).data() == chosen.id
        assert screen.table.selectionModel().isRowSelected(row)
        assert screen.detail.title.text() == screen.selected_player().name

    for column in (PlayerColumn.EVENTS, PlayerColumn.NAME, PlayerColumn.NAME, PlayerColumn.ID):
        click_header(qtbot, screen, column)
        still_selected()
    _update(window, "Zoë Park", name="Aaron Zed")  # another player moves
    still_selected()
    _update(window, "Émile Roy", name="Zed Roy")  # the selected player moves
    still_selected()
    assert screen.selected_player().name == "Zed Roy"


def _big_roster(tmp_path, players: int) -> LeagueService:
    service = LeagueService.open(tmp_path / "big.sqlite")
    roster = tuple(
        Player(f"p{i:04d}", f"{'ABCDEFGH'[i % 8]}{'aeiou'[i % 5]} Player {i % 700}")
        for i in range(players)
    )
    service.import_league(League("Big", players=roster))
    return service


def test_a_refresh_of_a_big_roster_does_not_ask_for_data_per_comparison(
    tmp_path, qtbot, monkeypatch
):
    calls: list[int] = []
    data = PlayersTableModel.data

    def counted(model: PlayersTableModel, index: Any, role: int = 0) -> Any:
        calls.append(role)
        return data(model, index, role)

    monkeypatch.setattr(PlayersTableModel, "data", counted)
    service = _big_roster(tmp_path, 5000)
    try:
        context = LeagueContext(service)
        screen = PlayersView(context)
        qtbot.addWidget(screen)
        screen.show()
        qtbot.waitExposed(screen)
        assert screen.proxy.rowCount() == 5000
        assert calls, "the count sees the model's data() calls"

        player = service.league.players[4321]
        calls.clear()
        context.announce(service.update_player(dataclasses.replace(player, name="A First")))
        assert screen.proxy.index(0, PlayerColumn.NAME).data() == "A First"
        # Sorting 5,000 rows through data() asked for two values per comparison: tens of
        # thousands of calls. Now the refresh asks for fewer values than there are rows.
        assert len(calls) < 5000
        assert SORT_ROLE not in calls

        for column in (PlayerColumn.EVENTS, PlayerColumn.NAME):
            calls.clear()
            screen.table.sortByColumn(column, Qt.SortOrder.DescendingOrder)
            assert len(calls) < 5000
            assert SORT_ROLE not in calls
        assert screen.proxy.index(4999, PlayerColumn.NAME).data() == "A First"
    finally:
        service.close()
