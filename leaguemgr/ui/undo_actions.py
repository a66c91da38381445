"""Edit ▸ Undo and Redo: the undo group's actions, made to go through the league context.

The group keeps their text ("Undo Rename season 2026") and enabled state up to date. Their
trigger goes to the context instead of the stack: QUndoStack moves its index even when the
command's service call failed (a full disk, a lock), the context moves it only once the call
succeeded. A screen's own stack, when the window makes it the active one, is undone directly: its
commands change only what the screen shows.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QAction, QKeySequence, QUndoGroup
from PySide6.QtWidgets import QWidget

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


def undo_redo_actions(
    window: QWidget, group: QUndoGroup, context: Callable[[], LeagueContext | None]
) -> tuple[QAction, QAction]:
    """The Undo and Redo actions of ``window`` for the league ``context()`` shows."""
    undo = group.createUndoAction(window, translate("MainWindow", "&Undo"))
    undo.setShortcuts(QKeySequence.StandardKey.Undo)
    redo = group.createRedoAction(window, translate("MainWindow", "&Redo"))
    # Ctrl+Shift+Z first (shown in the menu), then the platform's keys, each once: a key
    # listed twice is an ambiguous shortcut, and Qt then runs neither.
    redo_keys = [QKeySequence("Ctrl+Shift+Z")]
    for key in QKeySequence.keyBindings(QKeySequence.StandardKey.Redo):
        if key not in redo_keys:
            redo_keys.append(key)
    redo.setShortcuts(redo_keys)
    for action, step in ((undo, LeagueContext.undo), (redo, LeagueContext.redo)):
        action.triggered.disconnect()  # the group's own undo()/redo()
        action.triggered.connect(lambda _checked=False, step=step: _on(group, context(), step))
    return undo, redo


def _on(
    group: QUndoGroup, context: LeagueContext | None, step: Callable[[LeagueContext], bool]
) -> None:
    """The league's edits go through the context; a screen's own stack (the event editor's
    unsaved edits, made active while they are on screen) is undone in place."""
    stack = group.activeStack()
    if context is not None and stack in (None, context.undo_stack):
        step(context)
    elif stack is not None and step is LeagueContext.undo:
        stack.undo()
    elif stack is not None:
        stack.redo()
