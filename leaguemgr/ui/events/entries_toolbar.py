"""The entries table's toolbar: move an entry, fill and sort the finishes, clear a cell,
remove an entry; each with its key, which works while the event editor has the focus."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QToolBar, QWidget

from leaguemgr.ui.events.entries_table_model import EntriesTableModel
from leaguemgr.ui.events.entries_table_view import EntriesTableView
from leaguemgr.ui.i18n import translate

# The keys as the user's language writes them ("Strg+S"): Qt translates its own key names.
NATIVE = QKeySequence.SequenceFormat.NativeText


def editor_action(
    editor: QWidget, text: str, shortcut: object, slot: Callable[[], object]
) -> QAction:
    """An action of ``editor`` whose key works only while the editor has the focus: the main
    window may use the same keys elsewhere."""
    action = QAction(text.replace("&", ""), editor)
    if shortcut is not None:
        action.setShortcut(QKeySequence(shortcut))
        action.setToolTip(f"{text.replace('&', '')} ({action.shortcut().toString(NATIVE)})")
    action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
    action.triggered.connect(slot)
    editor.addAction(action)
    return action


class EntriesToolbar(QToolBar):
    """The actions on the entries of ``table`` (showing ``model``), keyed in ``editor``."""

    def __init__(self, table: EntriesTableView, model: EntriesTableModel, editor: QWidget):
        super().__init__()
        self._editor = editor
        self.up_action = self._action(
            translate("EntriesToolbar", "Move up"), "Alt+Up", lambda: table.move_current(-1)
        )
        self.down_action = self._action(
            translate("EntriesToolbar", "Move down"), "Alt+Down", lambda: table.move_current(1)
        )
        self.fill_action = self._action(
            translate("EntriesToolbar", "Fill finishes from row order"),
            "Ctrl+Shift+F",
            model.fill_finishes_from_order,
        )
        self.sort_action = self._action(
            translate("EntriesToolbar", "Sort by finish"), "Ctrl+Shift+O", model.sort_by_finish
        )
        self.addSeparator()
        self.clear_action = self._action(
            translate("EntriesToolbar", "Clear cell"),
            QKeySequence.StandardKey.Delete,
            table.clear_cell,
        )
        self.remove_action = self._action(
            translate("EntriesToolbar", "Remove entry"), "Ctrl+Del", table.remove_current
        )
        # Short button texts (the menu keeps the full ones): at 1024 px every button fits, so
        # "Remove entry" never falls into the toolbar's overflow menu.
        for action, short in (
            (self.up_action, translate("EntriesToolbar", "Up")),
            (self.down_action, translate("EntriesToolbar", "Down")),
            (self.fill_action, translate("EntriesToolbar", "Fill finishes")),
            (self.sort_action, translate("EntriesToolbar", "Sort")),
            (self.clear_action, translate("EntriesToolbar", "Clear")),
        ):
            action.setIconText(short)

    def set_read_only(self) -> None:
        """A read-only league: nothing in the entries can be changed."""
        for action in (
            self.up_action,
            self.down_action,
            self.fill_action,
            self.sort_action,
            self.clear_action,
            self.remove_action,
        ):
            action.setEnabled(False)

    def _action(self, text: str, shortcut: object, slot: Callable[[], object]) -> QAction:
        action = editor_action(self._editor, text, shortcut, slot)
        self.addAction(action)
        return action
