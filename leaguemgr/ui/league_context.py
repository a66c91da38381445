"""The open league as the GUI sees it: one service, one undo stack, one change signal.

Screens never call the service to change data directly: they push an undo command
(:mod:`leaguemgr.ui.undo_commands`), whose redo/undo call the service and then announce the
:class:`~leaguemgr.services.league_service.Change`, so every screen refreshes what it shows
and every edit can be undone.

Edits, undos and redos all go through :meth:`LeagueContext.push`, :meth:`~LeagueContext.undo`
and :meth:`~LeagueContext.redo`: the service call is made first and the stack moves only when
it succeeded. A refusal is announced by ``failed`` (a line for the status bar) and, when the
file or the machine is at fault, by ``fault`` (the window explains it in a dialog). When
another program changed the league meanwhile, the league is read again first.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer, Signal
from PySide6.QtGui import QUndoStack

from leaguemgr.services.league_change import WHOLE_LEAGUE
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.storage.errors import ChangedMeanwhile, StorageError
from leaguemgr.ui.undo_commands import ServiceCommand


def is_fault(error: BaseException) -> bool:
    """Whether the file or the machine refused (a full disk, a damaged file…), not the rules:
    a StorageError without a fault is a problem of the league's data, explained in place."""
    return isinstance(error, StorageError) and error.fault is not None


class LeagueContext(QObject):
    """Shared by every screen of one main window."""

    changed = Signal(object)  # a Change
    season_selected = Signal(str)
    failed = Signal(str)  # a refused edit, in a line for the status bar
    fault = Signal(object, str)  # a StorageError with a fault, and the edit it refused
    unreadable = Signal(object)  # a StorageError: the league can no longer be read

    def __init__(self, service: LeagueService, parent: QObject | None = None):
        super().__init__(parent)
        self.service = service
        self.undo_stack = QUndoStack(self)
        names = service.season_names()
        self._season = names[-1] if names else ""
        #: Why the last push, undo or redo was refused (``None`` if it was done).
        self.last_failure: Exception | None = None
        self._read_again_due = False

    @property
    def season(self) -> str:
        """The season the screens show (empty when the league has none yet)."""
        return self._season

    @property
    def writable(self) -> bool:
        """Whether the league may be changed; every control that writes checks it."""
        return self.service.read_only_reason is None

    def select_season(self, name: str) -> None:
        if name != self._season:
            self._season = name
            self.season_selected.emit(name)

    # Edits ------------------------------------------------------------------------------------

    def push(self, command: ServiceCommand) -> bool:
        """Make an edit and put it on the undo stack; ``False`` (stack untouched) if refused."""
        if not self._run(command, undoing=False):
            return False
        self.undo_stack.push(command)
        return True

    def undo(self) -> bool:
        """Undo the last edit; if the service refuses, the stack stays where it was."""
        index = self.undo_stack.index()
        if index == 0 or not self._run(self.undo_stack.command(index - 1), undoing=True):
            return False
        self.undo_stack.undo()
        return True

    def redo(self) -> bool:
        """Redo the next edit; if the service refuses, the stack stays where it was."""
        index = self.undo_stack.index()
        if index >= self.undo_stack.count():
            return False
        if not self._run(self.undo_stack.command(index), undoing=False):
            return False
        self.undo_stack.redo()
        return True

    def _run(self, command: ServiceCommand, *, undoing: bool) -> bool:
        error = command.run_ahead(undoing=undoing)
        self.last_failure = error
        if error is None:
            return True
        doing = command.text()
        if undoing:
            doing = f"Undo {doing}"
        if isinstance(error, ChangedMeanwhile):
            # Show what the other program saved; the edit was made on the league as it was.
            read_again = self.reload()
            # If what it was made against is untouched, it goes in after theirs.
            if read_again and not undoing and _still_applies(command):
                error = command.run_ahead(undoing=False)
                self.last_failure = error
                if error is None:
                    return True
        self.failed.emit(str(error))
        if is_fault(error):
            self.fault.emit(error, doing)
        return False

    # Changes ----------------------------------------------------------------------------------

    def announce(self, change: Change) -> None:
        names = self.service.season_names()
        if self._season not in names:
            # The shown season was renamed, deleted or is back from an undo: follow the change
            # to the season it names, else show the latest one.
            if change.season in names:
                self.select_season(change.season)
            else:
                self.select_season(names[-1] if names else "")
        self.changed.emit(change)

    def reload(self, *, answers_only: bool = False) -> bool:
        """Read the league again after another program changed it; ``False`` (and
        ``unreadable`` emitted) if it can no longer be read.

        The undo history is cleared: its edits were made against the league as it was, and
        undoing one now would overwrite what the other program saved. Not when all that
        came is players' answers from the web (``answers_only``, SPEC 10): they are not
        edits, and an undo keeps a night's answers as stored (``storage.kept_answers``).
        """
        try:
            change = self.service.reload()
        except StorageError as exc:
            self.unreadable.emit(exc)
            return False
        if not answers_only:
            self.undo_stack.clear()
        self.announce(change)
        return True

    def read_again_later(self) -> None:
        """The service read the whole league again by itself (a night following another
        program's write, in the middle of a screen's refresh): once that refresh is over,
        every screen shows it and the undo history goes, as after :meth:`reload`."""
        if not self._read_again_due:
            self._read_again_due = True
            QTimer.singleShot(0, self, self._announce_read_again)

    def _announce_read_again(self) -> None:
        self._read_again_due = False
        self.undo_stack.clear()
        self.announce(WHOLE_LEAGUE)


def _still_applies(command: ServiceCommand) -> bool:
    check = command.still_applies
    return check is not None and check()
