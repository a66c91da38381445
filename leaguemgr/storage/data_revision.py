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
from typing import Any

from leaguemgr.storage.plain import plain_connection

#: Tables whose changes never alter a report, and why; every other table is triggered.
UNTRIGGERED_TABLES: dict[str, str] = {
    "alembic_version": "the schema's revision: a migration changes the code fingerprint too",
    "league_change": "who wrote last: bookkeeping that every write moves beside its data",
    "player_link": "the players' personal link tokens: no report shows them",
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
