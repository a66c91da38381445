"""After the organizer saves, keep the changed season's report in the league file.

A cold ``leaguemgr report`` (or the next start of a reader) then reads the report instead
of computing it (issue 34). The work waits until the edits pause (a burst of edits stores
once) and runs on a worker thread with a connection of its own, so no keystroke and no bust
waits for it; a running night's actions are not followed at all (their night's report is
stored when it closes). Storing a report is no change of the league: another copy of the
app that has it open is not told it changed.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QTimer

from leaguemgr.services.league_change import NIGHT_ONLY, Change
from leaguemgr.ui.background import start_in_background
from leaguemgr.ui.league_context import LeagueContext

#: How long the edits must pause before the reports are stored.
QUIET_MS = 3000


class ReportKeeper(QObject):
    """Stores the reports of the seasons changed in ``context``, once the edits pause."""

    def __init__(self, context: LeagueContext) -> None:
        super().__init__(context)
        self._context = context
        self._seasons: set[str] = set()
        self._working = False
        self._quiet = QTimer(self)
        self._quiet.setSingleShot(True)
        self._quiet.setInterval(QUIET_MS)
        self._quiet.timeout.connect(self._store)
        context.changed.connect(self._changed)

    def _changed(self, change: Change) -> None:
        if change.parts == NIGHT_ONLY:
            return
        database = self._context.service.database
        if database.on_server or database.read_only:
            return
        self._seasons.add(change.season or self._context.season)
        self._quiet.start()  # (again): the edits have not paused yet

    def _store(self) -> None:
        if self._working:  # one at a time: the next when this one is done
            self._quiet.start()
            return
        from leaguemgr.services.report_store import refresh_after_write

        path = self._context.service.path
        seasons = sorted(self._seasons)
        self._seasons.clear()
        self._working = True
        start_in_background(self, lambda: refresh_after_write(path, *seasons), self._done)

    def _done(self, _job: object) -> None:
        self._working = False
