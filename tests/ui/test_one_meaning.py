"""One meaning per Alt+letter and per shortcut everywhere (issue #23): every menu and
submenu, the welcome over the window, and the Night screen's own keys beside the window's."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMenu

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.help_actions import show_welcome
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.night.night_keys import ScreenKeys
from tests.ui.test_shortcuts import _mnemonic, _mnemonics

SAME_MEANING = {"Ctrl+Z", "Ctrl+Left", "Ctrl+Right"}
"""Keys the Night screen takes over with the window's meaning: the night's undo, the level."""


def _twice(texts: list[str]) -> list[str]:
    letters = Counter(m for t in texts if (m := _mnemonic(t)))
    return sorted(t for t in texts if (m := _mnemonic(t)) and letters[m] > 1)


def _menus(menu: QMenu) -> list[QMenu]:
    found = [menu]
    for action in menu.actions():
        if action.menu() is not None:
            found += _menus(action.menu())
    return found


def _menu_titles(window) -> list[str]:
    return [action.text() for action in window.menuBar().actions()]


def test_every_menu_and_submenu_has_each_letter_once(window):
    for key in window.screens:
        window.show_screen(key)  # each screen may add or rename its menu items
        QApplication.processEvents()
        window._update_actions()
        assert _twice(_menu_titles(window)) == []
        for top in window.menuBar().actions():
            for menu in _menus(top.menu()):
                texts = [a.text() for a in menu.actions() if not a.isSeparator()]
                assert _twice(texts) == [], (key, menu.title(), texts)


def test_the_welcome_takes_no_letter_of_the_menus(window, qtbot, tmp_path, az_league_file):
    own = MainWindow()
    qtbot.addWidget(own)
    service = LeagueService.open(tmp_path / "own.sqlite")
    service.import_league_file(az_league_file)
    own.load_service(service)
    for shown in (window, own):  # the sample open, and the organizer's own league
        dialog = show_welcome(shown, lambda: None, shown.own_league_name)
        reachable = _menu_titles(shown) + [text for _l, text in _mnemonics(dialog)]
        assert _twice(reachable) == [], reachable
        assert {_mnemonic(b.text()) for b in (dialog.explore_button, dialog.start_button)} <= {
            "k", "q"
        }  # fmt: skip
        dialog.close()


def test_the_welcome_takes_no_letter_of_any_screen_it_opens_over(window):
    """The welcome may open over any screen (Events: Edit &levels…; Night: E&xact change)."""
    dialog = show_welcome(window, lambda: None, window.own_league_name)
    welcome = [text for _l, text in _mnemonics(dialog)]
    for key in window.screens:
        view = window.show_screen(key)
        QApplication.processEvents()
        reachable = welcome + [text for _l, text in _mnemonics(view)]
        assert _twice(reachable) == [], (key, reachable)
    dialog.close()


def test_the_night_screens_keys_mean_one_thing(window):
    view = window.show_screen("night")
    QApplication.processEvents()
    keys = next(k for k in view.findChildren(ScreenKeys))
    own = keys.key_texts()
    assert len(own) == len(set(own))
    window_keys = {
        key.toString()
        for action in window.findChildren(QAction)
        if action.shortcutContext() == Qt.ShortcutContext.WindowShortcut
        for key in action.shortcuts()
    }
    assert set(own) & window_keys <= SAME_MEANING
    # Its Alt+letters (the arrival boxes) are no menu's, tab's or field's letter.
    reachable = [text for _l, text in _mnemonics(view) + _mnemonics(window.tabs.tabBar())]
    reachable += _menu_titles(window)
    letters = {_mnemonic(t) for t in reachable} - {
        _mnemonic(b.text()) for b in view.arrivals.boxes()
    }
    alt_keys = {k.removeprefix("Alt+").lower() for k in own if k.startswith("Alt+")}
    assert alt_keys.isdisjoint(letters)
    assert _twice(reachable) == []
