"""Hearing at once that another director changed a league on a server (SPEC 6).

Every write to a league on a server ends with ``pg_notify(CHANNEL, counter)`` in its own
transaction (``ServerDatabase._claim``), so the server delivers it on commit only, and only
to connections to the same database. A :class:`ChangeListener` keeps one more connection
(autocommit) that has run ``LISTEN``: the app watches its socket and, when it is readable,
calls :meth:`ChangeListener.drain`, which never waits.

Nothing here may hold up the window: the connection is made in a background thread, and
when the server goes away the listener drops it and tries again (at most every
``retry_after`` seconds, each time it is drained) until the server is back. Meanwhile the
app's one-second poll of the change counter goes on, so nothing is missed, only heard later.
"""

from __future__ import annotations

import threading
from collections.abc import Callable
from time import monotonic
from typing import Any

#: The one channel of every league: a notification reaches only the listeners connected to
#: the same database, so leagues sharing a server never hear each other.
CHANNEL = "leaguemgr_change"
RETRY_AFTER = 5.0


class ChangeListener:
    """``LISTEN`` on its own connection, made by ``connect()`` (a psycopg connection in
    autocommit); ``clock`` and ``retry_after`` pace the attempts to connect again."""

    def __init__(
        self,
        connect: Callable[[], Any],
        *,
        clock: Callable[[], float] = monotonic,
        retry_after: float = RETRY_AFTER,
    ) -> None:
        self._connect = connect
        self._clock = clock
        self._retry_after = retry_after
        self._lock = threading.Lock()
        self._connection: Any = None
        self._connecting = False
        self._next_try = clock()
        # Connected since the last drain: a change made while there was no connection was
        # not heard, so the next drain says "look" once.
        self._fresh = False
        self._closed = False
        self._on_close: list[Callable[[], None]] = []
        self._try_connecting()

    @property
    def listening(self) -> bool:
        """Whether a notification would be heard now."""
        with self._lock:
            return self._connection is not None

    def fileno(self) -> int | None:
        """The socket to watch for reading; ``None`` while not connected."""
        with self._lock:
            connection = self._connection
        if connection is None:
            return None
        import psycopg

        try:
            return int(connection.fileno())
        except psycopg.Error:  # "the connection is lost"
            return None

    def drain(self) -> bool:
        """Read what the server sent, without waiting; ``True`` if another write may have
        happened (a notification arrived, or the listener connected again since the last
        drain). A lost connection is dropped quietly and made again later."""
        import psycopg

        with self._lock:
            if self._closed:
                return False
            connection = self._connection
            fresh, self._fresh = self._fresh, False
        if connection is None:
            self._try_connecting()
            return fresh
        try:
            heard = list(connection.notifies(timeout=0))
        except psycopg.Error:
            self._drop(connection)
            return False
        return fresh or bool(heard)

    def when_closed(self, callback: Callable[[], None]) -> None:
        """Call ``callback`` before the socket closes for good (to stop watching it)."""
        self._on_close.append(callback)

    def close(self) -> None:
        with self._lock:
            if self._closed:
                return
            self._closed = True
        for callback in self._on_close:
            callback()
        self._on_close.clear()
        with self._lock:
            connection, self._connection = self._connection, None
        if connection is not None:
            _close_quietly(connection)

    def _drop(self, connection: Any) -> None:
        with self._lock:
            if self._connection is connection:
                self._connection = None
            self._next_try = self._clock()
        _close_quietly(connection)
        self._try_connecting()

    def _try_connecting(self) -> None:
        with self._lock:
            if self._closed or self._connecting or self._connection is not None:
                return
            if self._clock() < self._next_try:
                return
            self._connecting = True
        # A thread, because a server that is away may take the whole connect timeout to say
        # so; daemon, so that a program closing meanwhile does not wait for it.
        threading.Thread(target=self._connect_now, name="leaguemgr-listen", daemon=True).start()

    def _connect_now(self) -> None:
        import psycopg

        connection = None
        try:
            connection = self._connect()
            connection.execute(f"LISTEN {CHANNEL}")
        except (psycopg.Error, OSError):  # any refusal: the poll carries on, try again later
            if connection is not None:
                _close_quietly(connection)
            connection = None
        with self._lock:
            self._connecting = False
            if connection is None:
                self._next_try = self._clock() + self._retry_after
                return
            if not self._closed:
                self._connection, connection = connection, None
                self._fresh = True
        if connection is not None:  # closed meanwhile
            _close_quietly(connection)


def _close_quietly(connection: Any) -> None:
    import psycopg

    try:
        connection.close()
    except psycopg.Error:  # a connection already lost has nothing left to close
        return
