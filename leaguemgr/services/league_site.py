"""The league as the web site reads it: one open service shared by the site's worker
threads, read again when another program (the desktop app, ``leaguemgr live``) changed it.

Every page asks :meth:`LeagueSite.reading` for the league; the lock keeps two requests from
reading the database through the one service at once, and the league is looked at for
changes at most every :data:`LOOK_SECONDS`, so a room of phones costs one cheap query a
second, not one per request.
"""

from __future__ import annotations

import threading
import time
from collections.abc import Iterator
from contextlib import contextmanager

from leaguemgr.services.league_service import LeagueService

LOOK_SECONDS = 1.0


class LeagueSite:
    """The shared service of one running site; :meth:`close` when the site stops."""

    def __init__(self, service: LeagueService):
        self._service = service
        self._lock = threading.RLock()
        self._looked = 0.0

    @classmethod
    def open(cls, db: str) -> LeagueSite:
        """The site of the league at ``db`` (a file or a ``postgresql://`` URL); raises
        :class:`~leaguemgr.storage.errors.StorageError` if it cannot be read."""
        service = LeagueService.open(db, create=False)
        service.league  # noqa: B018 - read now: a damaged league is reported at the start
        return cls(service)

    @contextmanager
    def reading(self) -> Iterator[LeagueService]:
        """The service, up to date within a second, for one request."""
        with self._lock:
            now = time.monotonic()
            if now - self._looked >= LOOK_SECONDS:
                self._looked = now
                if self._service.changed_elsewhere():
                    self._service.reload()
            yield self._service

    def latest_season(self) -> str | None:
        """The season the site's front page shows (the latest), ``None`` with none."""
        with self.reading() as service:
            names = service.season_names()
            return names[-1] if names else None

    def remember_public_url(self, url: str) -> None:
        """Keep ``url`` as the address the links are made on (``leaguemgr links``)."""
        from leaguemgr.services.player_links import remember_public_url

        with self.reading() as service:
            remember_public_url(service, url)

    def close(self) -> None:
        with self._lock:
            self._service.close()
