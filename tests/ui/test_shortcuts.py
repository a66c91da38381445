"""Every key means one thing: no shortcut is claimed twice, no menu repeats a mnemonic."""

from __future__ import annotations

from collections import Counter

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QAbstractButton, QApplication, QGroupBox, QLabel, QTabBar, QWidget

from leaguemgr.ui.season import season_commands


def _keys(action: QAction) -> list[str]:
    return [key.toString() for key in action.shortcuts() if not key.isEmpty()]


def test_no_shortcut_has_two_meanings(window):
    for key in window.screens:
        window.screens[key]  # build every screen and its actions
    window_wide: list[str] = []
    per_screen: dict[int, list[str]] = {}
    for action in window.findChildren(QAction):
        keys = _keys(action)
        if action.shortcutContext() == Qt.ShortcutContext.WindowShortcut:
            window_wide += keys
        else:
            per_screen.setdefault(id(action.parent()), []).extend(keys)
    twice = [key for key, count in Counter(window_wide).items() if count > 1]
    assert twice == []
    for keys in per_screen.values():
        # A screen's key works while it has the focus: neither repeated there nor taken by
        # the window, or pressing it would be ambiguous.
        assert [k for k, n in Counter(keys).items() if n > 1] == []
        assert set(keys).isdisjoint(window_wide)


def test_menu_mnemonics_are_unique(window):
    window._update_actions()
    menus = [action.menu() for action in window.menuBar().actions()]
    titles = [action.text() for action in window.menuBar().actions()]
    for texts in [titles, *([a.text() for a in menu.actions()] for menu in menus)]:
        letters = [t[t.index("&") + 1].lower() for t in texts if "&" in t]
        assert len(letters) == len(set(letters)), texts


def test_undo_and_redo_by_their_keys_are_not_ambiguous(window, qtbot, qtlog):
    context = window.context
    context.push(season_commands.rename_season(context, "2026", "Spring"))
    for redo in ("Ctrl+Shift+Z", "Ctrl+Y"):  # the menu's key, and the platform's other one
        for keys, season in (("Ctrl+Z", "2026"), (redo, "Spring")):
            key = QKeySequence(keys)[0]
            qtbot.keyClick(window, key.key(), key.keyboardModifiers())
            assert context.service.season_names() == [season], keys
    assert not [record for record in qtlog.records if "Ambiguous" in record.message]


def _mnemonic(text: str) -> str | None:
    """The letter after a single ``&`` (``&&`` is a plain ampersand), lower case."""
    index = 0
    while (index := text.find("&", index)) >= 0 and index + 1 < len(text):
        if text[index + 1] != "&":
            return text[index + 1].lower()
        index += 2
    return None


def _mnemonics(root: QWidget, leave_out: QWidget | None = None) -> list[tuple[str, str]]:
    """(letter, text) of every Alt+letter under ``root``: labels with a buddy, buttons and
    check boxes, group boxes, tabs; hidden ones too (they show when a choice changes)."""
    found: list[tuple[str, str]] = []
    widgets = [root, *root.findChildren(QWidget)]
    for widget in widgets:
        if leave_out is not None and (widget is leave_out or leave_out.isAncestorOf(widget)):
            continue
        if isinstance(widget, QAbstractButton) or (
            isinstance(widget, QLabel) and widget.buddy() is not None
        ):
            texts = [widget.text()]
        elif isinstance(widget, QGroupBox):
            texts = [widget.title()]
        elif isinstance(widget, QTabBar):
            texts = [widget.tabText(i) for i in range(widget.count())]
        else:
            continue
        found += [(letter, text) for text in texts if (letter := _mnemonic(text))]
    return found


def test_every_mnemonic_has_one_meaning_on_each_screen(window):
    """What Alt+letter reaches at once (menus, tabs, the toolbar and the screen shown) never
    holds one letter twice: Alt+W is "New event" on the Events screen and nothing else."""
    menus = [(m, a.text()) for a in window.menuBar().actions() if (m := _mnemonic(a.text()))]
    clashes = {}
    for key in window.screens:
        screen = window.show_screen(key)
        QApplication.processEvents()
        reachable = menus + _mnemonics(window, leave_out=window.tabs) + _mnemonics(screen)
        reachable += _mnemonics(window.tabs.tabBar())
        letters = Counter(letter for letter, _text in reachable)
        twice = sorted(text for letter, text in reachable if letters[letter] > 1)
        if twice:
            clashes[key] = twice
    assert clashes == {}


def test_redo_has_both_keys_each_once(window):
    keys = [key.toString() for key in window.redo_action.shortcuts()]
    assert keys[0] == "Ctrl+Shift+Z"
    assert "Ctrl+Y" in keys
    assert len(keys) == len(set(keys))
