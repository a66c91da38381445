"""The open league as the GUI sees it: one service, one undo stack, one change signal.

Screens never call the service to change data directly: they push an undo command
(:mod:`leaguemgr.ui.undo_commands`), whose redo/undo call the service and then announce the
:class:`~leaguemgr.services.league_service.Change`, so every screen refreshes what it shows
and every edit can be undone.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, Signal
from PySide6.QtGui import QUndoCommand, QUndoStack

from leaguemgr.services.league_service import Change, LeagueService


class LeagueContext(QObject):
    """Shared by every screen of one main window."""

    changed = Signal(object)  # a Change
    season_selected = Signal(str)
    failed = Signal(str)  # a message for the status bar / a dialog

    def __init__(self, service: LeagueService, parent: QObject | None = None):
        super().__init__(parent)
        self.service = service
        self.undo_stack = QUndoStack(self)
        names = service.season_names()
        self._season = names[-1] if names else ""
        self._failures: list[str] = []

    @property
    def season(self) -> str:
        """The season the screens show (empty when the league has none yet)."""
        return self._season

    def select_season(self, name: str) -> None:
        if name != self._season:
            self._season = name
            self.season_selected.emit(name)

    def push(self, command: QUndoCommand) -> bool:
        """Run an edit through the undo stack; ``False`` if the service refused it."""
        failure_before = len(self._failures)
        self.undo_stack.push(command)
        if len(self._failures) > failure_before:
            self.failed.emit(self._failures[-1])
            return False
        return True

    def report_failure(self, message: str) -> None:
        """A command could not be carried out; it marks itself obsolete and leaves the stack."""
        self._failures.append(message)

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
