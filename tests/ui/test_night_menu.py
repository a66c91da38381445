"""The Night menu lists the night's own actions with the Night screen's keys (issue 40,
item 7): Start night, Draw seats, Rebuy, Add-on, Deal, Close night, enabled when they apply;
chosen there they do what their key does, and a key keeps one meaning on each screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_night_screen import EVENT, arrive, az_db, night_window, press, start_with

__all__ = ["az_db", "night_window"]

LISTED = {
    "Start night": "Ctrl+Shift+S",
    "Draw seats": "Ctrl+D",
    "Rebuy": "Ctrl+R",
    "Add-on": "Ctrl+Shift+A",
    "Deal…": "Ctrl+Shift+D",
    "Close night…": "Ctrl+Shift+C",
}


def night_menu(window):
    top = next(a for a in window.menuBar().actions() if a.text() == "Ni&ght")
    menu = top.menu()
    menu.aboutToShow.emit()  # as opening it does
    return {a.text().replace("&", ""): a for a in menu.actions() if not a.isSeparator()}


def enabled(window) -> set[str]:
    return {text for text, a in night_menu(window).items() if text in LISTED and a.isEnabled()}


def test_the_night_menu_lists_the_nights_actions_with_their_keys(qtbot, night_window) -> None:
    window = night_window
    actions = night_menu(window)
    assert {text: actions[text].shortcut().toString() for text in LISTED} == LISTED
    assert enabled(window) == {"Start night"}  # no night running yet

    view, ids = start_with(qtbot, window, 4)
    assert view.data.number == EVENT
    assert enabled(window) == {"Start night", "Close night…"}
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    assert enabled(window) == {"Start night", "Draw seats", "Close night…"}
    press(qtbot, "Ctrl+2")  # another screen: the menu's Draw goes back to the Night screen
    night_menu(window)["Draw seats"].trigger()
    assert window.tabs.currentWidget() is view
    assert view.data.night.drawn
    assert enabled(window) == {"Start night", "Rebuy", "Add-on", "Deal…", "Close night…"}


def test_on_the_night_screen_a_key_does_its_action_once(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    log = len(view.data.log)
    press(qtbot, "Ctrl+D")
    assert view.data.night.drawn and len(view.data.log) == log + 1


def test_ctrl_d_still_deactivates_a_player_on_the_players_screen(qtbot, night_window) -> None:
    view, ids = start_with(qtbot, night_window, 4)
    for player in ids:
        arrive(qtbot, view, view.names.name(player))
    players = night_window.show_screen("players")
    players.table.setFocus()
    players.table.selectRow(0)
    QApplication.processEvents()
    qtbot.keyClick(players.table, Qt.Key.Key_D, Qt.KeyboardModifier.ControlModifier)
    assert not view.data.night.drawn  # Ctrl+D is Deactivate here, not the night's Draw
