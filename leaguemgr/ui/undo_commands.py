"""One undo command per kind of edit; redo and undo both go through the league service."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from PySide6.QtCore import SignalInstance
from PySide6.QtGui import QUndoCommand

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_service import Change
from leaguemgr.storage.errors import StorageError

Action = Callable[[], Change]
# What a service call may refuse an edit with; nothing has changed then.
REFUSALS = (RuleError, StorageError, ValueError, OSError)


class CommandHost(Protocol):
    """What a command needs of the league context: to announce a change and to say why a
    step failed (the context is not imported here: it runs the commands)."""

    failed: SignalInstance

    def announce(self, change: Change) -> None: ...


class ServiceCommand(QUndoCommand):
    """An edit made of a service call and the call that reverses it.

    :class:`LeagueContext` makes the service call first (:meth:`run_ahead`) and moves the
    undo stack only when it succeeded: QUndoStack itself moves its index (and on a push drops
    the redo history) whatever the command did, so an edit the service refused, or an undo
    that failed on a full disk, would otherwise leave the stack out of step with the league.
    ``failure`` holds the last refusal's message, ``error`` the exception.
    """

    def __init__(
        self,
        context: CommandHost,
        text: str,
        do: Action,
        undo: Action,
        *,
        still_applies: Callable[[], bool] | None = None,
    ):
        super().__init__(text)
        # The two things the command does with the context, taken now.
        self._announce = context.announce
        self._failed = context.failed.emit
        self._do = do
        self._undo = undo
        self.still_applies = still_applies
        """After another program changed the league and it was read again: whether what
        this edit was made against is unchanged, so it may go in after theirs (SPEC 6: two
        directors saving different things both land). ``None``: never retried."""
        self._ran_ahead = False
        self.failure: str | None = None
        self.error: Exception | None = None

    def run_ahead(self, *, undoing: bool) -> Exception | None:
        """Make the service call of the next undo (or redo) now; ``None`` if it was done,
        else what refused it. Once done, the stack's own call has nothing left to do."""
        error = self._call(self._undo if undoing else self._do)
        self._ran_ahead = error is None
        return error

    def redo(self) -> None:
        self._step(self._do)

    def undo(self) -> None:
        self._step(self._undo)

    def _step(self, action: Action) -> None:
        if self._ran_ahead:
            self._ran_ahead = False
            return
        # Called by the stack directly (not through the context): the stack has moved already,
        # so the refusal can only be reported.
        error = self._call(action)
        if error is not None:
            self._failed(str(error))

    def _call(self, action: Action) -> Exception | None:
        try:
            change = action()
        except REFUSALS as exc:
            self.failure, self.error = str(exc), exc
            return exc
        self.failure = self.error = None
        self._announce(change)
        return None
