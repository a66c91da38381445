"""The plain driver connection the fast loaders read with, whichever database it is.

The loaders (``fast_load``, ``night_rows``) write their SQL once, with ``?`` placeholders,
and run it on the driver's own connection: SQLite's ``sqlite3`` takes it as it is, and a
PostgreSQL connection (psycopg) is wrapped in :class:`PlainServerConnection`, which says the
same in psycopg's ``%s``. SQLite's path is one ``isinstance`` per load, nothing per row.
"""

from __future__ import annotations

import sqlite3
from typing import Any


class PlainServerConnection:
    """A psycopg connection that runs the loaders' ``?``-placeholder SQL."""

    __slots__ = ("connection",)

    def __init__(self, connection: Any) -> None:
        self.connection = connection

    def execute(self, query: str, params: tuple[Any, ...] | list[Any] = ()) -> Any:
        # Without parameters psycopg leaves the text alone (no placeholders, no % escapes).
        if params:
            return self.connection.execute(query.replace("?", "%s"), params)
        return self.connection.execute(query)


def plain_connection(source: Any) -> Any:
    """The driver connection behind ``source`` (a Session, or a driver connection already),
    ready for ``?``-placeholder SQL, inside the same transaction."""
    if isinstance(source, (sqlite3.Connection, PlainServerConnection)):
        return source
    driver = source.connection().connection.driver_connection
    if isinstance(driver, sqlite3.Connection):
        return driver
    return PlainServerConnection(driver)
