"""Plain SQL on a league database, past leaguemgr, on a file or on a server alike: what
tests use to see exactly what was written, or to write what another program might.

Statements use ``?`` placeholders, as sqlite3 does; on a server they become psycopg's.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import Any

from leaguemgr.storage.locations import is_server


def _connect(target: str) -> Any:
    if is_server(target):
        import psycopg

        return psycopg.connect(target)
    import sqlite3

    return sqlite3.connect(target)


def _sql(target: str, statement: str) -> str:
    return statement.replace("?", "%s") if is_server(target) else statement


def rows(target: str, statement: str, parameters: Sequence[Any] = ()) -> list[tuple]:
    """The rows ``statement`` reads."""
    connection = _connect(str(target))
    try:
        return [tuple(row) for row in connection.execute(_sql(str(target), statement), parameters)]
    finally:
        connection.close()


def execute(target: str, *statements: tuple[str, Sequence[Any]] | str) -> None:
    """Run ``statements`` in one committed transaction."""
    connection = _connect(str(target))
    try:
        for statement in statements:
            text, parameters = (statement, ()) if isinstance(statement, str) else statement
            connection.execute(_sql(str(target), text), parameters)
        connection.commit()
    finally:
        connection.close()


def dump(target: str) -> dict[str, list[tuple]]:
    """Every row of every table, in a fixed order: equal dumps mean nothing was written."""
    if is_server(str(target)):
        listing = (
            "SELECT table_name FROM information_schema.tables"
            " WHERE table_schema = 'public' AND table_type = 'BASE TABLE'"
        )
    else:
        listing = "SELECT name FROM sqlite_master WHERE type = 'table'"
    names = sorted(name for (name,) in rows(target, listing))
    connection = _connect(str(target))
    try:
        return {
            name: sorted(
                (tuple(row) for row in connection.execute(f'SELECT * FROM "{name}"')), key=repr
            )
            for name in names
        }
    finally:
        connection.close()
