"""The league as the web site reads it: one open service shared by the site's worker
threads, read again when another program (the desktop app, ``leaguemgr live``) changed it.

Every page asks :meth:`LeagueSite.reading` for the league; the lock keeps two requests from
reading the database through the one service at once. The web routes hand their work to
:meth:`LeagueSite.run`, one worker thread of the site's own: the reads are one at a time
anyway, and a crowd of pool threads queued on the lock cost more than the pages.

Each request is answered from the league as it was when the request came in, or later: a
reissued link ends at once. So a request looks whether another program changed the league
(one cheap query) unless a look began after it arrived; when 200 players open their pages
together, the requests queued behind one look share it instead of asking the database
200 times. The players' link tokens are kept until the league changes.
"""

from __future__ import annotations

import asyncio
import hashlib
import hmac
import threading
import time
from collections.abc import Callable, Iterator
from concurrent.futures import ThreadPoolExecutor
from contextlib import contextmanager
from typing import TypeVar

from leaguemgr.domain.records import Player
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService

T = TypeVar("T")


class LeagueSite:
    """The shared service of one running site; :meth:`close` when the site stops."""

    def __init__(self, service: LeagueService):
        self._service = service
        self._lock = threading.RLock()
        self._depth = 0
        self._tokens: tuple[object, dict[str, str], dict[bytes, str]] | None = None
        self._worker = ThreadPoolExecutor(max_workers=1, thread_name_prefix="league-site")
        self._looked_at = float("-inf")  # when the latest look at the database began
        self._request = threading.local()  # the arrival of the request the thread answers

    @classmethod
    def open(cls, db: str) -> LeagueSite:
        """The site of the league at ``db`` (a file or a ``postgresql://`` URL); raises
        :class:`~leaguemgr.storage.errors.StorageError` if it cannot be read."""
        service = LeagueService.open(db, create=False)
        service.league  # noqa: B018 - read now: a damaged league is reported at the start
        return cls(service)

    async def run(self, work: Callable[..., T], *args: object) -> T:
        """``work(*args)`` on the site's worker thread, awaited from a request; its readings
        are up to date as of the request's arrival."""
        arrived = time.monotonic()

        def as_of_arrival() -> T:
            self._request.arrived = arrived
            try:
                return work(*args)
            finally:
                self._request.arrived = None

        return await asyncio.get_running_loop().run_in_executor(self._worker, as_of_arrival)

    @contextmanager
    def reading(self) -> Iterator[LeagueService]:
        """The service, up to date (as of the request's arrival, under :meth:`run`)."""
        with self._lock:
            # A reading inside a reading (a page asking for the player of its link) has
            # looked already: one look at the database per request at most.
            arrived = getattr(self._request, "arrived", None)
            if self._depth == 0 and (arrived is None or self._looked_at < arrived):
                looking = time.monotonic()
                if self._service.changed_elsewhere():
                    self._service.reload()
                self._looked_at = looking
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

    def read_only_reason(self) -> str | None:
        """Why the site may only read the league (``None``: its pages may write)."""
        with self._lock:
            return self._service.read_only_reason

    def close(self) -> None:
        self._worker.shutdown(wait=True, cancel_futures=True)
        with self._lock:
            self._service.close()


def _digest(token: str) -> bytes:
    return hashlib.sha256(token.encode()).digest()
