"""The phone server of one main window: switched on and off, and fed from the GUI thread.

It serves the league's whole web application on the venue's network (SPEC 10): the phone
page, the standings and each player's page with their answers. Those pages read and write
the league through a connection of their own (:class:`LeagueSite`, made here, used only on
the server's threads), as ``leaguemgr serve`` does; an answer given on a phone is another
program's write to the app, which reads it within a second (``ui.files.change_watcher``);
a director's action is read as soon as this server has stored it (:attr:`director_acted`).

The snapshot is built here, on the GUI thread (the league is only read there), only when it
is due (:class:`~leaguemgr.services.phone_feed.PhoneFeed`): when the league changes, when
another season is chosen, and when the night's clock ends a period. A timer looks every few
seconds whether the clock did; a night of thousands of actions is not read again for
nothing. The server's threads only ever read the last snapshot published.
"""

from __future__ import annotations

import contextlib
from collections.abc import Callable
from decimal import Decimal
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QTimer, Signal

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.clock_source import WallClock
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text

if TYPE_CHECKING:  # the server and the page are imported when the phones are switched on
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.league_site import LeagueSite
    from leaguemgr.services.phone_feed import PhoneFeed
    from leaguemgr.ui.night.night_session import NightSession
    from leaguemgr.web.server import PhoneServer

PUBLISH_MS = 3000


class PhonesPublisher(QObject):
    """Off until :meth:`start`; :meth:`stop` (also when the league closes or the app quits)
    frees the port. ``switched`` is emitted on each start and stop."""

    switched = Signal(bool)
    turned_off = Signal()  # by the director (not as the league closes or the app quits)
    # A director's action stored by this server (a director_desk.ActionStored): emitted on
    # the server's thread, so that the window reads it now rather than on its next poll.
    director_acted = Signal(object)

    def __init__(
        self,
        context: Callable[[], LeagueContext | None],
        parent: QObject | None = None,
        *,
        clock: Callable[[], float] | None = None,
    ):
        super().__init__(parent)
        self._context = context
        # The time the Night screen's clock reads (it never jumps with the system clock); the
        # server counts the snapshot's clock down by the same one.
        self._clock = clock or WallClock()
        self._server: PhoneServer | None = None
        self._watched: LeagueContext | None = None
        self._timer = QTimer(self)
        self._timer.setInterval(PUBLISH_MS)
        self._timer.timeout.connect(self._publish_if_due)
        self.feed: PhoneFeed | None = None
        self._session: NightSession | None = None
        #: Why the last snapshot could not be made ("" when it was).
        self.problem = ""
        #: Why only the phone page is served, not the players' own pages ("" when they are).
        self.site_problem = ""

    @property
    def server(self) -> PhoneServer | None:
        return self._server

    @property
    def url(self) -> str:
        return self._server.url if self._server is not None else ""

    @property
    def venue_base(self) -> str:
        """Where the players' own pages are served on the venue's network ("" when not)."""
        server = self._server
        return server.base if server is not None and server.site is not None else ""

    def start(self, host: str, port: int, *, token: str | None = None) -> str | None:
        """Serve on ``host``:``port`` under a new token (``token``: the one kept for the
        night, after a restart); the reason if it cannot be done."""
        self.stop()
        context = self._context()
        if context is None:
            return translate(
                "PhonesPublisher",
                "Open a league first: the page shows its standings and its night.",
            )
        from leaguemgr.services.phone_feed import PhoneFeed
        from leaguemgr.web.server import PhoneServer, start_problem

        site, self.site_problem = _own_site(context.service, context.writable)
        server = PhoneServer(
            host,
            port,
            clock=self._clock,
            token=token,
            site=site,
            director_acted=self.director_acted.emit,
        )
        try:
            server.start()
        except OSError as exc:
            if site is not None:
                site.close()
            return start_problem(exc, host, port)
        self._server = server
        self._watched = context
        self.feed = PhoneFeed(self._build)
        context.changed.connect(self.publish)
        context.season_selected.connect(self.publish)
        self.publish()
        self._timer.start()
        self.switched.emit(True)
        return None

    def follow(self, session: NightSession) -> None:
        """Take the running night from ``session`` (the Night screen's live model) instead
        of reading it again from the league."""
        self._session = session

    def stop(self) -> None:
        server = self._server
        if server is None:
            return
        self._server = None
        self._timer.stop()
        if self._watched is not None:
            for signal in (self._watched.changed, self._watched.season_selected):
                with contextlib.suppress(RuntimeError, TypeError):  # the context is gone
                    signal.disconnect(self.publish)
            self._watched = None
        self.feed = None
        server.stop()
        if server.site is not None:
            # After the stop; a request still reading holds the site's lock, and this waits.
            server.site.close()
        self.switched.emit(False)

    def publish(self, *_args) -> None:
        """Give the phones the league as it is now (it changed); if it cannot be read, they
        keep the last snapshot (the problem is kept for the dialog)."""
        if self.feed is not None:
            self.feed.changed()
        self._publish_if_due()

    def _publish_if_due(self) -> None:
        if self._server is None or self.feed is None or self._context() is None:
            return
        try:
            snapshot = self.feed.snapshot(self._clock())
        except (RuleError, StorageError, KeyError, ValueError) as exc:
            self.problem = translate(
                "PhonesPublisher", "The phones show the last good snapshot: {reason}"
            ).format(reason=exc)
            return
        if snapshot is not None:
            self.problem = ""
            self._server.publish(snapshot)

    def _build(self, now: float):
        from leaguemgr.services.phone_page import KnownNight, league_snapshot

        context = self._context()
        assert context is not None  # checked by _publish_if_due
        service = context.service
        currency, locale = service.currency(), service.locale()

        def money(amount: Decimal) -> str:
            return money_text(amount, currency, locale)

        known = None
        session = self._session
        with contextlib.suppress(RuntimeError):  # the Night screen is gone (league closed)
            data = session.data if session is not None else None
            if data is not None and data.season == context.season:
                known = KnownNight(data.number, data.log, data.night)
        return league_snapshot(
            service, context.season, money, now, known=known, read_again=context.read_again_later
        )


def _own_site(service: LeagueService, writable: bool) -> tuple[LeagueSite | None, str]:
    """The league's site on a connection of its own, or why there is none. The league is
    read by the first request, on the server's thread, not here."""
    if not writable:
        return None, translate(
            "PhonesPublisher", "This league is read-only: the players' own pages are not served."
        )
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.league_site import LeagueSite

    try:
        return LeagueSite(LeagueService.open(service.path, create=False)), ""
    except StorageError as exc:
        return None, translate(
            "PhonesPublisher", "The players' own pages are not served: {reason}"
        ).format(reason=exc)
