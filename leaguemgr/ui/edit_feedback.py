"""Pushing an edit and getting back why it was refused, for screens that explain it in place."""

from __future__ import annotations

from PySide6.QtWidgets import QMessageBox, QWidget

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext, is_fault
from leaguemgr.ui.undo_commands import ServiceCommand


def push_for_reason(context: LeagueContext, command: ServiceCommand) -> str | None:
    """Run ``command``; ``None`` if it was done, else the service's reason for refusing it."""
    if context.push(command):
        return None
    return str(context.last_failure or translate("EditFeedback", "the change was refused"))


def push_or_explain(
    context: LeagueContext, command: ServiceCommand, parent: QWidget, title: str
) -> bool:
    """Run ``command``; if the rules refuse it, say why in a message box (the status bar may
    cut it). A fault of the file has had its own dialog from the window already."""
    reason = push_for_reason(context, command)
    if reason is None:
        return True
    if not is_fault(context.last_failure):
        QMessageBox.warning(
            parent, title, translate("EditFeedback", "Nothing was changed.") + f"\n\n{reason}"
        )
    return False
