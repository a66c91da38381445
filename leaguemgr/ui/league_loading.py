"""Reading the rest of a league after the window first shows it, on a worker thread.

At start only the latest season may have been read (the first screen shows it at once);
the rest of the league is read in the background while the window stays usable, and the
modules of the other screens (the night service, the storage layer, the exporters...) are
imported there too; then the other screens are built, one per turn of the event loop.
"""

from __future__ import annotations

from collections.abc import Callable
from concurrent.futures import Future

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QWidget

from leaguemgr.domain.records import League
from leaguemgr.services.league_service import WholeLeagueReader
from leaguemgr.ui.background import start_in_background
from leaguemgr.ui.collector import without_collecting
from leaguemgr.ui.files.file_actions import FILE_ERRORS
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.screen_tabs import ScreenTabs
from leaguemgr.ui.warm_imports import warm_imports


class LeagueLoading(QObject):
    """The background reading of one window: ``screens`` and ``context`` give what the
    window shows now, ``showing`` whether it is on screen, ``note`` is the status bar's
    "Reading…" and ``unreadable`` closes a league that cannot be read, saying why."""

    def __init__(
        self,
        window: QWidget,
        screens: Callable[[], ScreenTabs],
        context: Callable[[], LeagueContext | None],
        note: QWidget,
        unreadable: Callable[[Exception], None],
    ):
        super().__init__(window)
        self._window = window
        self._screens = screens
        self._context = context
        self._note = note
        self._unreadable = unreadable

    def finish(self, screens: ScreenTabs) -> None:
        """After the first paint: read the rest of the league on a worker thread (the window
        stays usable meanwhile), then build the other screens."""
        context = self._context()
        if not self._still_showing(screens) or context is None:
            return
        reader = context.service.whole_league_reader()
        if reader is None:  # read whole already: only the imports are left to do
            start_in_background(self, warm_imports, lambda _job: self._build_rest(screens))
            return
        self._note.show()
        read = without_collecting(reader.read)

        def work() -> League | None:
            league = read()
            warm_imports()
            return league

        start_in_background(self, work, lambda job: self._read(screens, reader, job))

    def _read(
        self, screens: ScreenTabs, reader: WholeLeagueReader, job: Future[League | None]
    ) -> None:
        """The worker is done: the service takes its league unless it was read or written
        meanwhile; the other screens are built next."""
        context = self._context()
        if not self._still_showing(screens) or context is None:
            return  # closed, or another league opened: the result is not for this window
        self._note.hide()
        try:
            league = job.result()
        except FILE_ERRORS:
            pass  # read again below: the league's own connection decides if it is unreadable
        else:
            context.service.take_whole_league(reader, league)
        # Nothing to do if the service has the whole league now (taken, or read meanwhile).
        if self.read_whole_league():
            QTimer.singleShot(0, self, lambda: self._build_rest(screens))

    def _build_rest(self, screens: ScreenTabs) -> None:
        """One screen per turn of the event loop, so the window keeps answering."""
        if self._still_showing(screens) and screens.build_next():
            QTimer.singleShot(0, self, lambda: self._build_rest(screens))

    def _still_showing(self, screens: ScreenTabs) -> bool:
        """``screens`` are still this open window's (no other league opened, not closed)."""
        return screens is self._screens() and self._window.isVisible()

    def read_whole_league(self) -> bool:
        """Read the whole league now (at start only its latest season may have been read);
        a league that cannot be read is closed, with the reason, and ``False`` returned."""
        context = self._context()
        if context is None:
            return False
        try:
            context.service.league  # noqa: B018 - read now, failures are explained here
        except FILE_ERRORS as exc:
            self._unreadable(exc)
            return False
        return True
