"""The data revision of a league file: a number that every change of its data moves.

SQLite triggers on every table that feeds a report (migration 0012) count
``data_revision.n`` up on each inserted, updated or deleted row, whoever writes: the app,
``leaguemgr``, another copy, a script or the ``sqlite3`` shell. A stored season report
(:mod:`leaguemgr.storage.stored_reports`) names the revision it was computed from, so a
report that no longer matches the data is never read.

This is not the league's change counter (``league_change``, :mod:`.who_writes`): that one
is counted by leaguemgr's own writes and guards against writing from stale state; the data
revision is counted by the file itself and only says whether a stored result still holds.
A league on a server has no triggers and no stored reports (every writer would wait for one
revision row).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterator
from contextlib import contextmanager
from typing import Any

from leaguemgr.storage.plain import plain_connection

#: Tables whose changes never alter a report, and why; every other table is triggered.
UNTRIGGERED_TABLES: dict[str, str] = {
    "alembic_version": "the schema's revision: a migration changes the code fingerprint too",
    "league_change": "who wrote last: bookkeeping that every write moves beside its data",
    "player_link": "the players' personal link tokens: no report shows them",
    "night_director": "the night's directors and their link tokens: no report shows them",
    "stored_report": "the stored reports themselves",
    "data_revision": "the revision itself",
}
OPERATIONS = ("INSERT", "UPDATE", "DELETE")


def trigger_name(table: str, operation: str) -> str:
    """The name of the trigger that counts ``operation`` on ``table``."""
    return f"data_revision_{table}_{operation.lower()}"


def trigger_statements(table: str) -> list[str]:
    """The statements that make every change of ``table`` move the data revision."""
    return [
        f"CREATE TRIGGER {trigger_name(table, operation)} AFTER {operation} ON {table}"
        " BEGIN UPDATE data_revision SET n = n + 1 WHERE id = 1; END"
        for operation in OPERATIONS
    ]


def read_revision(source: Any) -> int | None:
    """The data revision in the snapshot of ``source`` (a sqlite3 connection, or a Session
    on a file); ``None``: a file without one."""
    raw = plain_connection(source)
    try:
        row = raw.execute("SELECT n FROM data_revision WHERE id = 1").fetchone()
    except sqlite3.OperationalError:
        return None
    return int(row[0]) if row else None


@contextmanager
def counted_once(session: Any) -> Iterator[None]:
    """Inside a write transaction on a file (a Session or its sqlite3 connection): the block
    writes in bulk (an import, a restore, a copy) and the data revision moves once at the end
    instead of once per row (a trigger per row is about a quarter of a big import's time).

    The triggers are dropped for the block and made again, word for word, after it, in the
    same transaction: no other program can write meanwhile, none sees the file without
    them, and a block that fails takes the transaction, and the drop, back with it.
    """
    raw = plain_connection(session)
    if not isinstance(raw, sqlite3.Connection):  # a server: no triggers
        yield
        return
    triggers = raw.execute(
        "SELECT name, sql FROM sqlite_master WHERE type = 'trigger'"
        " AND name LIKE 'data!_revision!_%' ESCAPE '!'"
    ).fetchall()
    for name, _ in triggers:
        raw.execute(f'DROP TRIGGER "{name}"')
    yield
    for _, sql in triggers:
        raw.execute(sql)
    raw.execute("UPDATE data_revision SET n = n + 1 WHERE id = 1")
