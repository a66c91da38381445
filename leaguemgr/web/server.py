"""The phone server: the night's read-only page on the local network, off until the
organizer starts it (Night ▸ Players' Phones…, ``leaguemgr phones``), and the TV's page
beside it (``/tv/<token>``, :mod:`leaguemgr.web.tv_routes`).

It serves the phone page's routes (:mod:`leaguemgr.web.phone_routes`) under an unguessable
token, on the web application and the uvicorn server every page of the league shares
(:mod:`leaguemgr.web.serving`); the limits a venue's Wi-Fi needs are theirs. Given the
league's site (the desktop app's server, ``leaguemgr phones``), it serves the whole
application beside the phone page, as ``leaguemgr serve`` does: the standings and each
player's page with its answers, read and written on the site's own connection; and the
night's directors' pages ``/d/TOKEN``, which only this server serves. The GUI thread only
:meth:`PhoneServer.publish` es a new immutable snapshot (a reference swap under a lock) and
never waits on a request.
"""

from __future__ import annotations

import hmac
import threading
import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from leaguemgr.services.phone_page import EMPTY, PhoneSnapshot
from leaguemgr.services.phone_token import new_token
from leaguemgr.web import PHONE_PAGE_PORT
from leaguemgr.web.app import web_app
from leaguemgr.web.phone_routes import phone_routes
from leaguemgr.web.protocol import MAX_REQUEST_BYTES, REQUEST_DEADLINE
from leaguemgr.web.serving import BACKLOG, WebServer, start_problem
from leaguemgr.web.tv_routes import tv_routes

if TYPE_CHECKING:
    from leaguemgr.services.director_desk import ActionStored
    from leaguemgr.services.league_site import LeagueSite

__all__ = [
    "BACKLOG",
    "DEFAULT_PORT",
    "MAX_REQUEST_BYTES",
    "REQUEST_DEADLINE",
    "PhoneServer",
    "start_problem",
]

DEFAULT_PORT = PHONE_PAGE_PORT


class PhoneServer:
    """The page for players' phones on ``host``:``port`` (0: any free port), under a new
    random token, and ``site``'s pages beside it when given (the caller closes the site
    after :meth:`stop`); ``director_acted`` is called, on the server's thread, once a
    director's action is stored (with the night and the writes it took). :meth:`start`
    raises :class:`OSError` if the address cannot be used (:func:`start_problem` words it
    for the organizer)."""

    def __init__(
        self,
        host: str,
        port: int,
        *,
        clock: Callable[[], float] = time.time,
        token: str | None = None,
        site: LeagueSite | None = None,
        director_acted: Callable[[ActionStored], None] | None = None,
    ):
        self.host = host
        # ``token``: the one kept for a night running on after a restart (the app's).
        self.token = token or new_token()
        self.clock = clock
        self._snapshot = EMPTY
        self._lock = threading.Lock()
        self.site = site
        # The TV's routes first: /tv/TOKEN is never taken for a phone token.
        phone = tv_routes(self) + phone_routes(self)
        if site is None:
            app = web_app(phone, home=False)
        else:
            # Only here: the app starts without the site's pages loaded.
            from leaguemgr.web.director_routes import director_routes
            from leaguemgr.web.site import league_site_app

            # The directors' pages are the night's, on this server only: never on the
            # league's public site (``leaguemgr serve``).
            directors = director_routes(site, clock, taken=director_acted)
            app = league_site_app(site, also=[*phone, *directors])
        self._web = WebServer(app, host, port)

    @property
    def port(self) -> int:
        """The port served on (the one the system chose, when asked for port 0)."""
        return self._web.port

    @property
    def base(self) -> str:
        """The address of the site's root (the standings, when the site is served)."""
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}"

    @property
    def url(self) -> str:
        """The phone page's address."""
        return f"{self.base}/{self.token}/"

    @property
    def tv_url(self) -> str:
        """The TV's address (SPEC 11): the big screen as a page, under the same token."""
        return f"{self.base}/tv/{self.token}"

    @property
    def running(self) -> bool:
        return self._web.running

    @property
    def listening(self) -> bool:
        return self._web.listening

    def token_matches(self, candidate: str) -> bool:
        return hmac.compare_digest(candidate.encode(), self.token.encode())

    def publish(self, snapshot: PhoneSnapshot) -> None:
        """What the phones see from now on (the snapshot is immutable: no copy needed)."""
        with self._lock:
            self._snapshot = snapshot

    def snapshot(self) -> PhoneSnapshot:
        with self._lock:
            return self._snapshot

    def start(self) -> None:
        self._web.start()

    def stop(self) -> None:
        """Stop serving, close every open connection and free the port; no request is
        answered afterwards."""
        self._web.stop()
        with self._lock:
            self._snapshot = EMPTY
