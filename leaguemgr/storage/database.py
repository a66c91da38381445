"""Opening a league database and running units of work on it.

Every connection runs in WAL mode (readers never wait for the writer), with foreign keys
enforced and a busy timeout. Transactions are started by us, not by the sqlite3 module:
a write unit of work begins with ``BEGIN IMMEDIATE`` so a second program writing the file is
detected at the start (after the busy timeout) instead of failing half-way, and a read
begins with a plain ``BEGIN`` so all its SELECTs see one snapshot.

SQLAlchemy is imported, and its engine made, on the first ``transaction()`` or ``read()``:
opening a file at the current schema and reading it with ``read_raw()`` (what the app does
before its first paint) needs only the sqlite3 driver.
"""

from __future__ import annotations

import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.migrate import is_current, not_a_league

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session

__all__ = ["Database", "NotFoundError", "StorageError", "open_database"]

_SQLITE_HEADER = b"SQLite format 3\x00"
# Primary result codes (the low byte of sqlite_errorcode).
_SQLITE_BUSY, _SQLITE_LOCKED, _SQLITE_READONLY, _SQLITE_CANTOPEN, _SQLITE_NOTADB = 5, 6, 8, 14, 26


def _make_engine(path: Path, busy_timeout: float, *, checked: bool) -> Engine:
    """An engine on ``path``; ``checked`` once the file is known to be a league database.

    The migrating engine (not ``checked``) neither enforces foreign keys, which would make
    table rebuilds cascade, nor switches the file to WAL, which would alter a file that
    turns out not to be ours; ``migrate.upgrade`` does that after looking inside.
    """
    from sqlalchemy import Connection, create_engine, event
    from sqlalchemy.engine import URL
    from sqlalchemy.pool import ConnectionPoolEntry, NullPool

    engine = create_engine(
        URL.create("sqlite+pysqlite", database=str(path)),
        connect_args={"timeout": busy_timeout, "check_same_thread": False},
        **({} if checked else {"poolclass": NullPool}),
    )

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: ConnectionPoolEntry) -> None:
        _set_pragmas(dbapi_connection, busy_timeout, checked=checked)

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        mode = connection.get_execution_options().get("leaguemgr_begin", "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")

    return engine


def _set_pragmas(raw: sqlite3.Connection, busy_timeout: float, *, checked: bool) -> None:
    # None = the driver never issues BEGIN/COMMIT on its own; we (or the "begin" hook) do.
    raw.isolation_level = None
    raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    if checked:
        raw.execute("PRAGMA foreign_keys = ON")
        raw.execute("PRAGMA journal_mode = WAL")
    # NORMAL is durable across application crashes in WAL mode and much faster than FULL.
    raw.execute("PRAGMA synchronous = NORMAL")


def _connect(path: Path, busy_timeout: float) -> sqlite3.Connection:
    return sqlite3.connect(str(path), timeout=busy_timeout, check_same_thread=False)


def storage_error(path: Path, error: BaseException) -> StorageError | None:
    """The user-facing message for a driver error, or None for a programming error."""
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(error).lower()
    if primary in (_SQLITE_BUSY, _SQLITE_LOCKED) or "database is locked" in text:
        return StorageError(f"{path} is being written by another program; close it and try again")
    if primary == _SQLITE_NOTADB or "file is not a database" in text:
        return not_a_league(path)
    if primary == _SQLITE_READONLY:
        return StorageError(f"{path} is read-only; copy it somewhere you may write and open that")
    if primary == _SQLITE_CANTOPEN:
        return StorageError(
            f"{path} cannot be opened; check that its folder exists and you may write there"
        )
    if isinstance(error, sqlite3.IntegrityError):
        return StorageError(f"The change to {path} was refused by the database: {error}")
    return None


@contextmanager
def translate_errors(path: Path) -> Iterator[None]:
    """Turn driver errors a user can act on into ``StorageError``; let bugs through."""
    try:
        yield
    except Exception as error:
        # SQLAlchemy wraps driver errors; raw-driver calls (WAL checkpoint) raise them bare.
        if isinstance(error, sqlite3.Error):
            original: BaseException = error
        elif "sqlalchemy" in sys.modules and isinstance(error, _dbapi_error()):
            original = error.orig
        else:
            raise
        mapped = storage_error(path, original)
        if mapped is None:
            raise
        raise mapped from error


def _dbapi_error() -> type[Exception]:
    from sqlalchemy.exc import DBAPIError

    return DBAPIError


class Database:
    """An open league database. Use ``transaction()`` to change it, ``read()`` to look."""

    def __init__(
        self,
        path: Path,
        backup: Path | None,
        *,
        busy_timeout: float = 5.0,
        raw: sqlite3.Connection | None = None,
    ) -> None:
        self.path = path
        #: The copy made before upgrading this file's schema on open, if one was made.
        self.backup = backup
        self._busy_timeout = busy_timeout
        self._raw = raw
        self._engine: Engine | None = None
        self._writer: Engine | None = None

    def _engines(self) -> tuple[Engine, Engine]:
        """The reading and the writing engine, made on first use."""
        if self._engine is None or self._writer is None:
            self._engine = _make_engine(self.path, self._busy_timeout, checked=True)
            self._writer = self._engine.execution_options(leaguemgr_begin="IMMEDIATE")
        return self._engine, self._writer

    @contextmanager
    def read_raw(self) -> Iterator[sqlite3.Connection]:
        """A read-only snapshot on the plain sqlite3 connection, without SQLAlchemy.

        For the fast loaders (``leaguemgr.storage.fast_load``); rolled back at the end.
        """
        with translate_errors(self.path):
            if self._raw is None:
                self._raw = _connect(self.path, self._busy_timeout)
                _set_pragmas(self._raw, self._busy_timeout, checked=True)
            raw = self._raw
            raw.execute("BEGIN")
            try:
                yield raw
            finally:
                raw.execute("ROLLBACK")

    @contextmanager
    def transaction(self) -> Iterator[Session]:
        """A unit of work: commits when the block ends normally, rolls back on any exception.

        Repositories called with this session never commit; this is the only place that does.
        """
        from sqlalchemy.orm import Session

        with (
            translate_errors(self.path),
            Session(self._engines()[1], expire_on_commit=False) as session,
            session.begin(),
        ):
            yield session

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only snapshot; whatever the block does is rolled back at the end."""
        from sqlalchemy.orm import Session

        # Closing the session rolls its transaction back; nothing here ever commits.
        with translate_errors(self.path), Session(self._engines()[0]) as session:
            yield session

    @classmethod
    def open(cls, path: str | Path, *, busy_timeout: float = 5.0) -> Database:
        """Same as ``open_database(path)``."""
        return open_database(path, busy_timeout=busy_timeout)

    def close(self) -> None:
        """Close every connection (needed before the file can be moved or deleted)."""
        if self._raw is not None:
            self._raw.close()
            self._raw = None
        if self._engine is not None:
            self._engine.dispose()
            self._engine = self._writer = None

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def open_database(path: str | Path, *, busy_timeout: float = 5.0) -> Database:
    """Open (or create) the league database at ``path`` and bring its schema up to date.

    A new or empty file gets the current schema. An existing file at an older schema is
    first copied to ``<name>.backup-<timestamp>.sqlite`` beside it, then migrated. Raises
    ``StorageError`` when the file is not a league database, is locked by another program
    for longer than ``busy_timeout`` seconds, or was written by a newer leaguemgr.
    """
    path = Path(path)
    if path.is_dir():
        raise StorageError(f"{path} is a folder, not a leaguemgr league database")
    if path.exists() and path.stat().st_size > 0:
        with path.open("rb") as handle:
            if handle.read(len(_SQLITE_HEADER)) != _SQLITE_HEADER:
                raise not_a_league(path)
    if path.exists() and path.stat().st_size > 0:
        # Nearly every open: the file is ours and at the current schema. Plain sqlite3 says so
        # in well under a millisecond, and its connection is kept for the first reads.
        with translate_errors(path):
            raw = _connect(path, busy_timeout)
            try:
                _set_pragmas(raw, busy_timeout, checked=False)
                current = is_current(raw)
                if current:
                    _set_pragmas(raw, busy_timeout, checked=True)
            except BaseException:
                raw.close()
                raise
        if current:
            return Database(path, None, busy_timeout=busy_timeout, raw=raw)
        raw.close()
    from leaguemgr.storage.migrate import upgrade_engine

    migrator = _make_engine(path, busy_timeout, checked=False)
    try:
        with translate_errors(path):
            backup = upgrade_engine(migrator, path)
    finally:
        migrator.dispose()
    return Database(path, backup, busy_timeout=busy_timeout)
