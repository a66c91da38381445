"""Pushing an edit and getting back why it was refused, for screens that explain it in place."""

from __future__ import annotations

from PySide6.QtGui import QUndoCommand
from PySide6.QtWidgets import QMessageBox, QWidget

from leaguemgr.ui.league_context import LeagueContext


def push_for_reason(context: LeagueContext, command: QUndoCommand) -> str | None:
    """Run ``command``; ``None`` if it was done, else the service's reason for refusing it."""
    reasons: list[str] = []

    def note(message: str) -> None:
        reasons.append(message)

    context.failed.connect(note)
    try:
        done = context.push(command)
    finally:
        context.failed.disconnect(note)
    if done:
        return None
    return reasons[-1] if reasons else "the change was refused"


def push_or_explain(
    context: LeagueContext, command: QUndoCommand, parent: QWidget, title: str
) -> bool:
    """Run ``command``; if refused, say why in a message box (the status bar may cut it)."""
    reason = push_for_reason(context, command)
    if reason is not None:
        QMessageBox.warning(parent, title, f"Nothing was changed.\n\n{reason}")
        return False
    return True
