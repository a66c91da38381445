"""Faults made to happen for the app's tests: damaged files, a full disk, a held lock.

Nothing here is mocked: the files are really damaged, SQLite really runs out of pages, and
another connection really holds the write lock, so the app meets what it meets in the field.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from sqlalchemy import event

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService


def truncated(league: Path) -> None:
    """Half the file, as a copy cut short or a disk that lost its end."""
    league.write_bytes(league.read_bytes()[: league.stat().st_size // 2])


def garbage_pages(league: Path) -> None:
    """A few pages in the middle overwritten with garbage."""
    data = bytearray(league.read_bytes())
    page = 4096
    for number in range(2, len(data) // page, 3):
        data[number * page + 8 : number * page + 400] = b"\xa5" * 392
    league.write_bytes(bytes(data))


def missing_table(league: Path) -> None:
    """The entries' table dropped, as another tool might."""
    connection = sqlite3.connect(league)
    connection.execute("DROP TABLE entry")
    connection.commit()
    connection.close()


def empty_file(league: Path) -> None:
    league.write_bytes(b"")


def text_file(league: Path) -> None:
    league.write_text("shopping list\n")


def newer_schema(league: Path) -> None:
    connection = sqlite3.connect(league)
    connection.execute("UPDATE alembic_version SET version_num = '9999'")
    connection.commit()
    connection.close()


# Each damage and the headline of what the app says about it.
DAMAGE = [
    (truncated, "The league file is damaged."),
    (garbage_pages, "The league file is damaged."),
    (missing_table, "The league file is damaged."),
    (empty_file, "This file is not a league database."),
    (text_file, "This file is not a league database."),
    (newer_schema, "The league was saved by a newer leaguemgr."),
]


def with_daily_backup(league: Path) -> None:
    """Write to the league once, as a day's work does: the first write of the day takes an
    automatic backup of the league as it was."""
    service = LeagueService.open(league)
    try:
        service.add_player(Player(id="backup-day", name="Dana Daily"))
    finally:
        service.close()


class FullDisk:
    """From :meth:`fill` on, the league may not grow by one page through ``service``: SQLite
    answers SQLITE_FULL, as on a full disk. :meth:`free` makes room again.

    Made before the service's first write: it limits each connection the service writes
    through as it is opened (``PRAGMA max_page_count``).
    """

    UNLIMITED = 1073741823

    def __init__(self, service: LeagueService):
        self._full = False
        self._connections: list[sqlite3.Connection] = []
        _reader, writer = service.database._engines()
        event.listen(writer.engine, "connect", self._connected)

    def fill(self) -> None:
        self._full = True
        for raw in self._connections:
            self._limit(raw)

    def free(self) -> None:
        self._full = False
        for raw in self._connections:
            self._limit(raw)

    def _connected(self, raw: sqlite3.Connection, _record: object) -> None:
        self._connections.append(raw)
        self._limit(raw)

    def _limit(self, raw: sqlite3.Connection) -> None:
        (pages,) = raw.execute("PRAGMA page_count").fetchone()
        raw.execute(f"PRAGMA max_page_count = {pages if self._full else self.UNLIMITED}")


def quick_busy_timeout(service: LeagueService) -> None:
    """The service waits 50 ms, not 5 s, for another program's write lock (a test need not
    sit out the whole timeout to see the lock reported)."""
    _reader, writer = service.database._engines()
    event.listen(
        writer.engine, "connect", lambda raw, _record: raw.execute("PRAGMA busy_timeout = 50")
    )


@contextmanager
def write_lock_held(league: Path) -> Iterator[None]:
    """Another program holds the league's write lock (``BEGIN IMMEDIATE``) meanwhile."""
    other = sqlite3.connect(league, isolation_level=None)
    try:
        other.execute("BEGIN IMMEDIATE")
        yield
        other.execute("ROLLBACK")
    finally:
        other.close()
