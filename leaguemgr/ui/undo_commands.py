"""One undo command per kind of edit; redo and undo both go through the league service."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtGui import QUndoCommand

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_service import Change
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.league_context import LeagueContext

Action = Callable[[], Change]


class ServiceCommand(QUndoCommand):
    """An edit made of a service call and the call that reverses it.

    If the service refuses the edit (bad data, a database problem) nothing has changed:
    ``failure`` holds the message and :meth:`LeagueContext.push` takes the command back off
    the stack.
    """

    def __init__(self, context: LeagueContext, text: str, do: Action, undo: Action):
        super().__init__(text)
        self._context = context
        self._do = do
        self._undo = undo
        self.failure: str | None = None

    def redo(self) -> None:
        self._run(self._do)

    def undo(self) -> None:
        if self.failure:
            return
        self._run(self._undo)

    def _run(self, action: Action) -> None:
        try:
            change = action()
        except (RuleError, StorageError, ValueError, OSError) as exc:
            # Nothing changed: an obsolete command is dropped by the stack, so Undo never
            # "undoes" an edit that did not happen.
            self.failure = str(exc)
            self.setObsolete(True)
            self._context.report_failure(self.failure)
            return
        self._context.announce(change)
