"""The league as the web site reads it: one open service shared by the site's worker
threads, read again when another program (the desktop app, ``leaguemgr live``) changed it.

Every page asks :meth:`LeagueSite.reading` for the league; the lock keeps two requests from
reading the database through the one service at once. Each request first looks whether
another program changed the league (one cheap query: a reissued link ends at once), and
the players' link tokens are kept until the league changes.
"""

from __future__ import annotations

import hashlib
import hmac
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
        self._depth = 0
        self._tokens: tuple[object, dict[str, str], dict[bytes, str]] | None = None

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
            # A reading inside a reading (a page asking for the player of its link) has
            # looked already: one look at the database per request.
            if self._depth == 0 and self._service.changed_elsewhere():
                self._service.reload()
            self._depth += 1
            try:
                yield self._service
            finally:
                self._depth -= 1

    def player_of_token(self, token: str) -> Player | None:
        """The player whose link is ``token`` (constant-time compare), ``None`` if none."""
        with self.reading() as service:
            seen = service.database.seen
            if self._tokens is None or self._tokens[0] != seen:
                tokens = player_links.current_tokens(service)
                index = {_digest(t): player for player, t in tokens.items()}
                self._tokens = (seen, tokens, index)
            _seen, tokens, index = self._tokens
            # Found by the token's SHA-256 (a stranger cannot aim at a digest's bytes), then
            # compared in constant time: not one compare per player on every page.
            player = index.get(_digest(token))
            if player is None or not hmac.compare_digest(token.encode(), tokens[player].encode()):
                return None
            return service.players_by_id().get(player)

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


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()
