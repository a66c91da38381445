"""The league as the web site reads it: one open service shared by the site's worker
threads, read again when another program (the desktop app, ``leaguemgr live``) changed it.

Every page asks :meth:`LeagueSite.reading` for the league; the lock keeps two requests from
reading the database through the one service at once. Each request first looks whether
another program changed the league (one cheap query: a reissued link ends at once), and
the players' link tokens are kept until the league changes.
"""

from __future__ import annotations

import threading
from collections.abc import Iterator
from contextlib import contextmanager

from leaguemgr.domain.records import Player
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService


class LeagueSite:
    """The shared service of one running site; :meth:`close` when the site stops."""

    def __init__(self, service: LeagueService):
        self._service = service
        self._lock = threading.RLock()
        self._tokens: tuple[object, dict[str, str]] | None = None

    @classmethod
    def open(cls, db: str) -> LeagueSite:
        """The site of the league at ``db`` (a file or a ``postgresql://`` URL); raises
        :class:`~leaguemgr.storage.errors.StorageError` if it cannot be read."""
        service = LeagueService.open(db, create=False)
        service.league  # noqa: B018 - read now: a damaged league is reported at the start
        return cls(service)

    @contextmanager
    def reading(self) -> Iterator[LeagueService]:
        """The service, up to date, for one request."""
        with self._lock:
            if self._service.changed_elsewhere():
                self._service.reload()
            yield self._service

    def player_of_token(self, token: str) -> Player | None:
        """The player whose link is ``token`` (constant-time compare), ``None`` if none."""
        with self.reading() as service:
            seen = service.database.seen
            if self._tokens is None or self._tokens[0] != seen:
                self._tokens = (seen, player_links.current_tokens(service))
            return player_links.player_of_token(service, token, self._tokens[1])

    def latest_season(self) -> str | None:
        """The season the site's front page shows (the latest), ``None`` with none."""
        with self.reading() as service:
            names = service.season_names()
            return names[-1] if names else None

    def remember_public_url(self, url: str) -> None:
        """Keep ``url`` as the address the links are made on (``leaguemgr links``)."""
        with self.reading() as service:
            player_links.remember_public_url(service, url)

    def form_key(self) -> bytes:
        """The key the site's form tokens are signed with: the league's, made at its first
        serving and kept, so an open page's form posts after a restart."""
        with self.reading() as service:
            return bytes.fromhex(player_links.form_key(service))

    def close(self) -> None:
        with self._lock:
            self._service.close()
