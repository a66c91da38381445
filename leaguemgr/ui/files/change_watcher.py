"""Noticing that another program changed the open league, and reading it again.

Every second the league is asked whether it changed (``PRAGMA data_version``, then the
change counter: cheap). If it did, the league is read again, every screen refreshes and the
status bar says who changed it and when, so the organizer never edits what is no longer
there. Not while a screen holds unsaved changes (they were typed against what is shown; the
save is refused with an explanation if it is stale) nor while a dialog is open.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QApplication

from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.league_context import LeagueContext

INTERVAL_MS = 1000


class ChangeWatcher(QObject):
    """Polls the league of ``context()``; ``busy()`` says a screen has unsaved changes;
    ``note(text)`` puts a line in the status bar."""

    def __init__(
        self,
        context: Callable[[], LeagueContext | None],
        busy: Callable[[], bool],
        note: Callable[[str], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._context = context
        self._busy = busy
        self._note = note
        self._last_problem = ""
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self.check)

    def start(self) -> None:
        self.timer.start()

    def check(self) -> bool:
        """Read the league again if another program changed it; ``True`` if it was."""
        context = self._context()
        if context is None or self._busy() or QApplication.activeModalWidget() is not None:
            return False
        try:
            changed = context.service.changed_elsewhere()
        except StorageError as exc:
            # Said once, not every second; the next edit explains it in a dialog.
            if str(exc) != self._last_problem:
                self._last_problem = str(exc)
                self._note(f"Cannot check the league for changes: {exc}")
            return False
        self._last_problem = ""
        if not changed or not context.reload():
            return False
        at, by = context.service.database.last_change()
        when = at.replace("T", " ") if at else "a moment ago"
        self._note(f"Reloaded: the league was changed by {by or 'another program'} at {when}")
        return True
