"""Which undo stack Edit ▸ Undo acts on: what is on screen first."""

from __future__ import annotations

from PySide6.QtGui import QUndoGroup, QUndoStack
from PySide6.QtWidgets import QWidget

from leaguemgr.ui.screens import UndoScreen


def choose_undo_stack(group: QUndoGroup, screen: QWidget | None, league: QUndoStack) -> None:
    """Make active the shown ``screen``'s own stack while it has unsaved edits (the event
    editor's draft), else the ``league``'s stack of saved edits."""
    stack = screen.undo_stack_now() if isinstance(screen, UndoScreen) else None
    stack = stack or league
    if stack not in group.stacks():
        group.addStack(stack)
    if group.activeStack() is not stack:
        group.setActiveStack(stack)
