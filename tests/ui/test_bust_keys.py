"""Keys counted as a director presses them on the real window (issue #23): the keyboard
goes to the completer's list while it is open, as the window system delivers it."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from leaguemgr.services.big_screen import chips_in_play
from tests.ui.test_night_screen import arrive, az_db, bust, night_window, press, start_with

__all__ = ["az_db", "night_window"]


class Keyboard:
    """Types where the keys really land (the open list first) and counts every key."""

    def __init__(self, qtbot):
        self.qtbot, self.count = qtbot, 0

    def target(self):
        return QApplication.activePopupWidget() or QApplication.focusWidget()

    def type(self, text: str) -> None:
        for letter in text:
            self.qtbot.keyClick(self.target(), letter)
            self.count += 1

    def enter(self) -> None:
        self.qtbot.keyClick(self.target(), Qt.Key.Key_Return)
        self.count += 1


def seated_night(qtbot, window, players: int = 6):
    view, ids = start_with(qtbot, window, players)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    press(qtbot, "Ctrl+D")
    return view


def test_a_bust_with_a_hitman_is_two_names_and_two_enters(qtbot, night_window) -> None:
    view = seated_night(qtbot, night_window)
    for _ in range(5):  # past AZ's rebuy period: no rebuy question
        press(qtbot, "Ctrl+Right")
    assert not view.data.night.rebuy_period_open()
    night = view.data.night
    out, hitman = night.remaining[0], night.remaining[1]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(out))
    assert view.bust.name_field.completer().popup().isVisible()  # the list is open
    keys.enter()
    assert QApplication.focusWidget() is view.bust.by_field
    keys.type(view.names.name(hitman))
    assert view.bust.by_field.completer().popup().isVisible()
    keys.enter()
    name_letters = len(view.names.name(out)) + len(view.names.name(hitman))
    assert keys.count == name_letters + 2
    last = view.data.night.busts[-1]
    assert last.players == (out,) and last.by == (hitman,)
    assert QApplication.focusWidget() is view.bust.name_field  # ready for the next


def test_one_enter_takes_the_name_the_list_shows_for_a_few_letters(qtbot, night_window) -> None:
    view = seated_night(qtbot, night_window)
    player = view.data.night.remaining[2]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(player)[:3])  # "Cat": the list shows "Cat A2"
    keys.enter()
    assert QApplication.focusWidget() is view.bust.by_field
    assert view.bust.out == [player]


def test_one_enter_arrives_a_player_from_the_open_list(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 3)
    keys = Keyboard(qtbot)
    keys.type(view.names.name(ids[1]))
    assert view.arrivals.field.completer().popup().isVisible()
    keys.enter()
    assert view.data.night.players == (ids[1],)
    assert view.arrivals.field.text() == ""


def test_a_player_still_in_rebuys_from_the_seats_with_one_key(qtbot, night_window) -> None:
    view = seated_night(qtbot, night_window)
    press(qtbot, "Alt+I")  # to the seats
    assert QApplication.focusWidget() is view.seats_view
    press(qtbot, "Down")
    press(qtbot, "Down")
    player = view.seats.player_at(view.seats_view.currentIndex().row())
    seat = view.data.night.seats[player]
    pool = Decimal(view.data.status["pool"])
    chip_rules = night_window.context.service.season(view.data.season).rules.chips
    chips = chips_in_play(view.data.night, chip_rules)
    press(qtbot, "Ctrl+R")
    night = view.data.night
    assert night.rebuys == {player: 1} and night.seats[player] == seat
    assert player in night.remaining and Decimal(view.data.status["pool"]) > pool
    assert chips_in_play(night, chip_rules) == chips + chip_rules.rebuy  # the rebuy's chips
    assert "rebought" in view.message.text()


def test_a_rebuy_answered_at_the_redraw_count_keeps_every_seat(qtbot, night_window) -> None:
    view = seated_night(qtbot, night_window, players=14)  # AZ redraws at 10 left
    for _ in range(3):
        night = view.data.night
        bust(qtbot, view, [view.names.name(night.remaining[-1])], answer="Return")
    seats = dict(view.data.night.seats)
    assert len(seats) == 11 and len({t for t, _ in seats.values()}) == 2
    night = view.data.night
    bust(qtbot, view, [view.names.name(night.remaining[4])], view.names.name(night.remaining[0]),
         answer="R")  # fmt: skip
    assert view.data.night.seats == seats
    assert "redraw" not in view.panel.moves.text()


def test_a_walk_in_is_added_to_the_roster_and_arrives_on_one_more_key(qtbot, night_window) -> None:
    view, _ids = start_with(qtbot, night_window, 2)
    roster = len(night_window.context.service.league.players)
    keys = Keyboard(qtbot)
    keys.type("Alice Archer")
    keys.enter()
    assert "not on the roster: Enter = add to the roster and arrive" in view.message.text()
    keys.enter()
    players = night_window.context.service.league.players
    alice = next(p for p in players if p.name == "Alice Archer")
    assert len(players) == roster + 1
    assert view.data.night.players == (alice.id,)
    assert view.arrivals.field.text() == "" and "Alice Archer arrived" in view.message.text()
    assert keys.count == len("Alice Archer") + 2


def test_a_walk_in_declined_or_a_refused_name_leaves_the_field_empty(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 2)
    roster = len(night_window.context.service.league.players)
    keys = Keyboard(qtbot)
    keys.type("Bo Nobody")
    keys.enter()
    press(qtbot, "Escape")
    assert len(night_window.context.service.league.players) == roster
    assert view.arrivals.field.text() == "" and "not added" in view.message.text()
    arrive(qtbot, view, view.names.name(ids[0]))
    keys.type(view.names.name(ids[0]))  # here already
    keys.enter()
    assert view.arrivals.field.text() == ""
    assert "is not one of the players here" in view.message.text()
    keys.type(view.names.name(ids[1]))  # the next name is not appended to a refused one
    keys.enter()
    assert view.data.night.players == (ids[0], ids[1])


def test_the_arrows_pick_a_name_from_the_list_and_one_enter_takes_it(qtbot, night_window) -> None:
    view = seated_night(qtbot, night_window)
    keys = Keyboard(qtbot)
    keys.type(" A")  # every name: "Ann A0", "Bob A1", ...
    popup = view.bust.name_field.completer().popup()
    assert popup.isVisible()
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    picked = popup.currentIndex().data()
    keys.enter()
    assert [view.names.name(p) for p in view.bust.out] == [picked]
    assert view.bust.name_field.text() == "" and not popup.isVisible()
    assert QApplication.focusWidget() is view.bust.by_field
