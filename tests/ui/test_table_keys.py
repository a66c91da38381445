"""Nothing typed at the table is lost (issue 31): a shortcut pressed while a name list is
open acts and never becomes text, a refused or ambiguous name never swallows the next one,
players out in one hand may each rebuy, the seats' selection stays on its player."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_bust_keys import Keyboard, seated_night
from tests.ui.test_night_screen import az_db, night_window, press, start_with

__all__ = ["az_db", "night_window"]


def chord(qtbot, keys: str) -> None:
    """A key with modifiers ("Alt+O") pressed where the keyboard really goes: the open
    name list first, as the window system delivers it."""
    from PySide6.QtGui import QKeySequence

    key = QKeySequence(keys)[0]
    target = QApplication.activePopupWidget() or QApplication.focusWidget()
    qtbot.keyClick(target, key.key(), key.keyboardModifiers())


def seated(qtbot, window, players: int = 6):
    """A drawn night, with the arrivals' list the last arrival left open (the helpers press
    Enter on the field, past the list) closed."""
    view = seated_night(qtbot, window, players)
    popup = QApplication.activePopupWidget()
    if popup is not None:
        popup.hide()
    return view


def test_alt_o_with_the_list_open_ticks_on_time_and_types_nothing(qtbot, night_window) -> None:
    view, _ids = start_with(qtbot, night_window, 3)
    keys = Keyboard(qtbot)
    keys.type("Sam")
    assert view.arrivals.field.completer().popup().isVisible()
    chord(qtbot, "Alt+O")
    assert view.arrivals.field.text() == "Sam"
    assert view.arrivals.on_time.isChecked()
    chord(qtbot, "Alt+U")
    assert view.arrivals.field.text() == "Sam" and view.arrivals.unpaid.isChecked()
    keys.enter()
    sam = view.names.find("Sam A18")
    assert view.data.night.players == (sam,)
    arrival = view.data.night.arrival(sam)
    assert arrival.on_time and not arrival.paid


def test_ctrl_r_with_the_list_open_rebuys_the_player_typed(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    player = view.data.night.remaining[0]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(player))
    assert view.bust.name_field.completer().popup().isVisible()
    chord(qtbot, "Ctrl+R")
    assert view.data.night.rebuys == {player: 1}
    assert view.bust.name_field.text() == ""
    assert not view.bust.name_field.completer().popup().isVisible()


def test_ctrl_r_with_a_name_highlighted_rebuys_that_name(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    keys = Keyboard(qtbot)
    keys.type(" A")  # every name
    popup = view.bust.name_field.completer().popup()
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    picked = view.names.find(popup.currentIndex().data())
    chord(qtbot, "Ctrl+R")
    assert view.data.night.rebuys == {picked: 1}


def test_an_ambiguous_arrival_offers_the_choice_and_never_eats_the_next_name(
    qtbot, night_window
) -> None:
    view, _ids = start_with(qtbot, night_window, 3)
    keys = Keyboard(qtbot)
    keys.type("A2")  # Cat A2, Uma A20, Vic A21
    press(qtbot, "Escape")  # the list closed: Enter asks for "A2" itself
    keys.enter()
    assert "3 players match 'A2'" in view.message.text()
    qtbot.waitUntil(lambda: view.arrivals.field.completer().popup().isVisible())
    keys.type("Quin")  # not "A2Quin"
    keys.enter()
    quin = view.names.find("Quin A16")
    assert view.data.night.players == (quin,)
    keys.type("A2")
    press(qtbot, "Escape")
    keys.enter()
    popup = view.arrivals.field.completer().popup()
    qtbot.waitUntil(popup.isVisible)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    qtbot.keyClick(popup, Qt.Key.Key_Down)
    picked = view.names.find(popup.currentIndex().data())
    keys.enter()
    assert view.data.night.players == (quin, picked)
    assert view.names.name(picked) in ("Cat A2", "Uma A20", "Vic A21")


def test_a_refused_bust_name_is_cleared_for_the_next(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    keys = Keyboard(qtbot)
    keys.type("Zed")  # nobody here
    keys.enter()
    assert "'Zed' is not one of the players here" in view.message.text()
    assert view.bust.name_field.text() == ""
    player = view.data.night.remaining[1]
    keys.type(view.names.name(player))
    keys.enter()
    assert view.bust.out == [player]


def test_each_player_out_in_one_hand_is_offered_the_rebuy(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    night = view.data.night
    assert night.rebuy_period_open()
    oda, lou, tess = night.remaining[0], night.remaining[1], night.remaining[2]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(oda))
    press(qtbot, "Ctrl+Return")
    keys.type(view.names.name(lou))
    keys.enter()
    keys.type(view.names.name(tess))
    keys.enter()
    assert view.bust.asking_rebuy
    assert view.bust.pending_label.text().count("R = rebuy") == 1
    assert f"{view.names.name(oda)}: R = rebuy" in view.bust.pending_label.text()
    press(qtbot, "R")  # Oda rebuys
    assert f"{view.names.name(lou)}: R = rebuy" in view.bust.pending_label.text()
    press(qtbot, "Return")  # Lou is out
    night = view.data.night
    assert night.rebuys == {oda: 1} and oda in night.remaining and oda in night.seats
    assert lou not in night.remaining
    assert [b.players for b in night.busts] == [(oda,), (lou,)]
    assert all(b.by == (tess,) for b in night.busts)


def test_a_player_out_rebuys_later_from_the_bust_field(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    night = view.data.night
    oda, lou = night.remaining[0], night.remaining[1]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(oda))
    press(qtbot, "Ctrl+Return")
    keys.type(view.names.name(lou))
    keys.enter()
    press(qtbot, "Escape")  # busted by nobody
    press(qtbot, "Return")  # Oda out
    press(qtbot, "Return")  # Lou out
    for chips in ("1200", "3000"):  # one table: the chips they began the hand with
        keys.type(chips)
        keys.enter()
    assert oda not in view.data.night.remaining and lou not in view.data.night.remaining
    keys.type(view.names.name(oda))
    press(qtbot, "Escape")  # the list (of the players left) closes
    chord(qtbot, "Ctrl+R")
    night = view.data.night
    assert night.rebuys == {oda: 1} and oda in night.remaining and oda in night.seats
    assert "rebought" in view.message.text()


def test_the_seats_selection_stays_on_its_player_across_a_bust(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    press(qtbot, "Alt+I")
    press(qtbot, "Down")
    press(qtbot, "Down")
    chosen = view.seats.player_at(view.seats_view.currentIndex().row())
    first = view.seats.player_at(0)
    assert chosen != first
    press(qtbot, "Alt+B")
    keys = Keyboard(qtbot)
    keys.type(view.names.name(first))
    keys.enter()
    press(qtbot, "Escape")  # nobody busted them
    press(qtbot, "Return")  # out, no rebuy
    assert first not in view.data.night.remaining
    assert view.seats.player_at(view.seats_view.currentIndex().row()) == chosen
    press(qtbot, "Alt+I")
    press(qtbot, "Ctrl+R")
    assert view.data.night.rebuys == {chosen: 1}


def test_a_rebuy_back_into_the_seat_names_no_move_to_make(qtbot, night_window) -> None:
    view = seated(qtbot, night_window)
    player = view.data.night.remaining[3]
    seat = view.data.night.seats[player]
    keys = Keyboard(qtbot)
    keys.type(view.names.name(player))
    keys.enter()
    press(qtbot, "Escape")
    press(qtbot, "R")
    assert view.data.night.seats[player] == seat
    assert view.panel.moves.text() == "none"


def test_alt_n_and_alt_g_in_the_bust_field_type_nothing(qtbot, night_window) -> None:
    """Alt+N is the Season menu's letter, Alt+G the Night menu's: with the list open neither
    becomes a letter of the name."""
    from PySide6.QtWidgets import QMenu

    view = seated(qtbot, night_window)
    keys = Keyboard(qtbot)
    keys.type("Ann")
    assert view.bust.name_field.completer().popup().isVisible()
    chord(qtbot, "Alt+N")
    menu = QApplication.activePopupWidget()
    if isinstance(menu, QMenu):  # the Season menu opened over the list: closed again
        assert menu.title().replace("&", "") == "Season"
        menu.hide()
    assert view.bust.name_field.text() in ("Ann", "Ann A0")
    assert night_window.tabs.currentWidget() is view
    view.bust.name_field.setFocus()
    keys.type(" A")
    chord(qtbot, "Alt+G")
    menu = QApplication.activePopupWidget()
    assert isinstance(menu, QMenu) and menu.title().replace("&", "") == "Night"
    menu.hide()
    assert "g" not in view.bust.name_field.text().casefold()
