"""Opening a league database and running units of work on it.

Every connection runs in WAL mode (readers never wait for the writer), with foreign keys
enforced and a busy timeout. Transactions are started by us, not by the sqlite3 module:
a write unit of work begins with ``BEGIN IMMEDIATE`` so a second program writing the file is
detected at the start (after the busy timeout) instead of failing half-way, and a read
begins with a plain ``BEGIN`` so all its SELECTs see one snapshot.

Two things guard what is already in the file:

- **Reading never writes.** A database opened with ``read_only=True`` (what ``report``,
  ``export`` and ``check`` use, and the app for a file or folder it may not write) is opened
  with SQLite's ``mode=ro`` (``immutable=1`` where even that cannot work), is never given a
  schema and never migrated: an older schema is migrated in a copy in memory.
- **No write from stale state.** Every write counts up the league's change counter in its
  own transaction, and is refused when the counter moved since this program read the league
  (:attr:`Database.seen`): another copy of the app or a ``leaguemgr import`` wrote meanwhile.

SQLAlchemy is imported, and its engine made, on the first ``transaction()`` or ``read()``:
opening a file at the current schema and reading it with ``read_raw()`` (what the app does
before its first paint) needs only the sqlite3 driver.
"""

from __future__ import annotations

import os
import socket
import sqlite3
import stat
from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from leaguemgr.storage import migrate
from leaguemgr.storage.errors import ChangedMeanwhile, Fault, NotFoundError, StorageError
from leaguemgr.storage.faults import fault_error, storage_error, translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path
from leaguemgr.storage.locations import ServerLocation, is_server, locate

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session

__all__ = [
    "Database",
    "NotFoundError",
    "StorageError",
    "open_database",
    "storage_error",
    "translate_errors",
]

_SQLITE_HEADER = b"SQLite format 3\x00"
_actor = "the leaguemgr app"


@contextmanager
def acting_as(name: str) -> Iterator[None]:
    """Name this program in the change counter (``leaguemgr import``) while the block runs;
    outside it the writer is the app."""
    global _actor
    before, _actor = _actor, name
    try:
        yield
    finally:
        _actor = before


def actor() -> str:
    return f"{_actor} on {socket.gethostname()}"


def _make_engine(path: Path, busy_timeout: float, *, checked: bool) -> Engine:
    """An engine on ``path``; ``checked`` once the file is known to be a league database.

    The migrating engine (not ``checked``) neither enforces foreign keys, which would make
    table rebuilds cascade, nor switches the file to WAL, which would alter a file that
    turns out not to be ours; ``migrate.upgrade`` does that after looking inside.
    """
    from sqlalchemy import create_engine
    from sqlalchemy.engine import URL
    from sqlalchemy.pool import NullPool

    engine = create_engine(
        URL.create("sqlite+pysqlite", database=str(path)),
        connect_args={"timeout": busy_timeout, "check_same_thread": False},
        **({} if checked else {"poolclass": NullPool}),
    )
    _hook(engine, lambda raw: _set_pragmas(raw, busy_timeout, checked=checked))
    return engine


def _engine_over(raw: sqlite3.Connection) -> Engine:
    """An engine whose one connection is ``raw`` (a read-only or in-memory database)."""
    from sqlalchemy import create_engine
    from sqlalchemy.pool import StaticPool

    engine = create_engine("sqlite://", creator=lambda: raw, poolclass=StaticPool)
    _hook(engine, lambda _raw: None)
    return engine


def _hook(engine: Engine, on_connect) -> None:
    from sqlalchemy import event

    @event.listens_for(engine, "connect")
    def _on_connect(dbapi_connection: Any, _record: Any) -> None:
        on_connect(dbapi_connection)

    @event.listens_for(engine, "begin")
    def _on_begin(connection: Connection) -> None:
        mode = connection.get_execution_options().get("leaguemgr_begin", "DEFERRED")
        connection.exec_driver_sql(f"BEGIN {mode}")


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


def _connect_read_only(path: Path, busy_timeout: float) -> sqlite3.Connection:
    """A connection that cannot write: ``mode=ro``, or ``immutable=1`` in a folder where
    even a reader cannot make the WAL index it needs."""
    uri = path.absolute().as_uri()
    last: sqlite3.Error | None = None
    for options in ("mode=ro", "immutable=1"):
        raw = sqlite3.connect(
            f"{uri}?{options}", uri=True, timeout=busy_timeout, check_same_thread=False
        )
        try:
            raw.isolation_level = None
            raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
            raw.execute("SELECT count(*) FROM sqlite_master").fetchone()
        except sqlite3.Error as exc:
            raw.close()
            code = getattr(exc, "sqlite_errorcode", 0) & 0xFF
            if code not in (8, 14):  # READONLY, CANTOPEN: the WAL index cannot be made
                raise
            last = exc
            continue
        return raw
    assert last is not None
    raise last


def read_counter(raw: sqlite3.Connection) -> int:
    """The league's change counter in ``raw``'s snapshot (0 before the first write)."""
    row = raw.execute("SELECT counter FROM league_change WHERE id = 1").fetchone()
    return int(row[0]) if row else 0


class Database:
    """An open league database. Use ``transaction()`` to change it, ``read()`` to look."""

    #: A league file (``storage.server.ServerDatabase`` is the league on a server).
    on_server = False

    def __init__(
        self,
        path: Path,
        backup: Path | None,
        *,
        busy_timeout: float = 5.0,
        raw: sqlite3.Connection | None = None,
        read_only_reason: str | None = None,
    ) -> None:
        self.path = path
        #: The copy made before upgrading this file's schema on open, if one was made.
        self.backup = backup
        #: Why this league may only be read (``None`` when it may be written).
        self.read_only_reason = read_only_reason
        #: The change counter of what the caller last read (``None``: nothing read yet).
        #: A write is refused when the file's counter has moved since.
        self.seen: int | None = None
        #: The change counter of the last ``read_raw()`` snapshot.
        self.snapshot_version = 0
        #: Why today's automatic backup could not be made (the write went ahead).
        self.backup_problem: str | None = None
        self._busy_timeout = busy_timeout
        self._raw = raw
        self._engine: Engine | None = None
        self._writer: Engine | None = None
        self._data_version: int | None = None
        self._backed_up_on: str | None = None

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    def connection(self) -> sqlite3.Connection:
        """The plain sqlite3 connection (made on first use), outside any transaction."""
        if self._raw is None:
            with translate_errors(self.path):
                self._raw = _connect(self.path, self._busy_timeout)
                _set_pragmas(self._raw, self._busy_timeout, checked=True)
        return self._raw

    def _engines(self) -> tuple[Engine, Engine]:
        """The reading and the writing engine, made on first use."""
        if self._engine is None or self._writer is None:
            if self.read_only:
                self._engine = _engine_over(self.connection())
            else:
                self._engine = _make_engine(self.path, self._busy_timeout, checked=True)
            self._writer = self._engine.execution_options(leaguemgr_begin="IMMEDIATE")
        return self._engine, self._writer

    @contextmanager
    def read_raw(self) -> Iterator[sqlite3.Connection]:
        """A read-only snapshot on the plain sqlite3 connection, without SQLAlchemy.

        For the fast loaders (``leaguemgr.storage.fast_load``); rolled back at the end.
        :attr:`snapshot_version` is the change counter of that snapshot.
        """
        with translate_errors(self.path):
            raw = self.connection()
            raw.execute("BEGIN")
            try:
                self.snapshot_version = read_counter(raw)
                yield raw
            finally:
                raw.execute("ROLLBACK")

    @contextmanager
    def transaction(self, *, reread: bool = False) -> Iterator[Session]:
        """A unit of work: commits when the block ends normally, rolls back on any exception.

        Repositories called with this session never commit; this is the only place that does.
        Refused with :class:`ChangedMeanwhile` when the league changed since :attr:`seen`,
        unless ``reread``: the caller reads what it changes inside this transaction, after
        the write lock is taken (a live action applied to the night as it is now), so a
        change made elsewhere meanwhile is not overwritten and the write may go ahead.
        """
        from sqlalchemy.orm import Session

        if self.read_only:
            raise fault_error(Fault.READ_ONLY, self.path, self.read_only_reason or "")
        self._daily_backup()
        with (
            translate_errors(self.path),
            Session(self._engines()[1], expire_on_commit=False) as session,
            session.begin(),
        ):
            version = self._claim(session.connection(), check=not reread)
            yield session
        self.seen = version

    def _claim(self, connection: Connection, *, check: bool = True) -> int:
        """Check that nobody wrote since :attr:`seen` and count this write (under the lock
        ``BEGIN IMMEDIATE`` took, so no other writer can come in between)."""
        row = connection.exec_driver_sql(
            "SELECT counter, changed_at, changed_by FROM league_change WHERE id = 1"
        ).fetchone()
        counter = int(row[0]) if row else 0
        if check and self.seen is not None and counter != self.seen:
            raise changed_meanwhile(self.path, row[2] if row else "", row[1] if row else "")
        stamp = datetime.now().isoformat(timespec="seconds")
        connection.exec_driver_sql(
            "INSERT INTO league_change (id, counter, changed_at, changed_by) VALUES (1, ?, ?, ?)"
            " ON CONFLICT (id) DO UPDATE SET counter = excluded.counter,"
            " changed_at = excluded.changed_at, changed_by = excluded.changed_by",
            (counter + 1, stamp, actor()),
        )
        return counter + 1

    def changed_elsewhere(self) -> bool:
        """Whether another program wrote the league since :attr:`seen` (cheap enough to ask
        every second: ``PRAGMA data_version`` first, the counter only when it moved)."""
        with translate_errors(self.path):
            raw = self.connection()
            (data_version,) = raw.execute("PRAGMA data_version").fetchone()
            if data_version == self._data_version:
                return False
            self._data_version = data_version
            return self.seen is not None and read_counter(raw) != self.seen

    def last_change(self) -> tuple[str, str]:
        """When and by whom the league was last written (``("", "")`` if never)."""
        with translate_errors(self.path):
            row = (
                self.connection()
                .execute("SELECT changed_at, changed_by FROM league_change WHERE id = 1")
                .fetchone()
            )
        return (row[0], row[1]) if row else ("", "")

    def _daily_backup(self) -> None:
        """Before the first write of a day: a backup of the league as it is, unless one was
        taken today. A failed backup does not stop the write; ``backup_problem`` says why."""
        from leaguemgr.storage.backups import backed_up_today, take_backup

        today = datetime.now().strftime("%Y%m%d")
        if self._backed_up_on == today:
            return
        self._backed_up_on = today
        try:
            raw = self.connection()
            (leagues,) = raw.execute("SELECT count(*) FROM league").fetchone()
            if leagues and not backed_up_today(self.path):
                take_backup(raw, self.path, "daily")
            self.backup_problem = None
        except (StorageError, sqlite3.Error, OSError) as exc:
            self.backup_problem = f"today's automatic backup could not be made: {exc}"

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only snapshot; whatever the block does is rolled back at the end."""
        from sqlalchemy.orm import Session

        # Closing the session rolls its transaction back; nothing here ever commits.
        with translate_errors(self.path), Session(self._engines()[0]) as session:
            yield session

    @classmethod
    def open(cls, path: str | Path | ServerLocation, **options: Any) -> Database:
        """Same as ``open_database(path, ...)``."""
        return open_database(path, **options)

    def close(self) -> None:
        """Close every connection (needed before the file can be moved or deleted)."""
        if self._engine is not None:
            self._engine.dispose()
            self._engine = self._writer = None
        if self._raw is not None:
            self._raw.close()
            self._raw = None

    def __enter__(self) -> Database:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def changed_meanwhile(path: Path, by: str, at: str) -> ChangedMeanwhile:
    when = at.replace("T", " ") if at else "a moment ago"
    who = by or "another program"
    return ChangedMeanwhile(
        f"{path} was changed by {who} at {when}, after this copy read it; "
        "nothing was saved, so that change is not overwritten",
        by=who,
        at=when,
    )


def open_database(
    path: str | Path | ServerLocation,
    *,
    busy_timeout: float = 5.0,
    create: bool = True,
    read_only: bool = False,
) -> Database:
    """Open the league database at ``path``: a file, or a ``postgresql://`` URL (SPEC 6,
    see ``storage.server``; the same options mean the same there).

    - ``read_only``: never writes. A missing or empty file is refused, an older schema is
      upgraded in a copy in memory, never in the file.
    - otherwise, with ``create``, a missing or empty file becomes a new league: built in a
      temporary file and renamed, so a kill leaves nothing behind (without ``create`` both
      are refused). A file or folder this
      user may not write is opened read-only (``Database.read_only_reason`` says why). An
      older schema is upgraded after a checked backup into the backups folder.

    Raises ``StorageError`` (with its ``fault``) when the file is not a league database, is
    damaged, is locked for longer than ``busy_timeout`` seconds, or is from a newer leaguemgr.
    """
    if is_server(path):
        from leaguemgr.storage.server import open_server

        return open_server(  # type: ignore[return-value]  # the same interface
            locate(path),  # type: ignore[arg-type]
            busy_timeout=busy_timeout,
            create=create,
            read_only=read_only,
        )
    path = Path(path)
    kind = _file_kind(path)
    denied = _read_only_reason(path) if kind == "file" and not read_only else None
    if read_only or denied:
        if kind != "file":
            raise _absent(path, kind)
        return _open_read_only(path, busy_timeout, denied or "opened for reading")
    if kind != "file":
        if not create:
            raise _absent(path, kind)
        _create_league_file(path, busy_timeout)
    # Nearly every open: the file is ours and at the current schema. Plain sqlite3 says so
    # in well under a millisecond, and its connection is kept for the first reads.
    with translate_errors(path):
        raw = _connect(path, busy_timeout)
        try:
            _set_pragmas(raw, busy_timeout, checked=False)
            state = migrate.schema_state(raw, path)
            if state == migrate.CURRENT:
                _set_pragmas(raw, busy_timeout, checked=True)
        except BaseException:
            raw.close()
            raise
    if state == migrate.CURRENT:
        return Database(path, None, busy_timeout=busy_timeout, raw=raw)
    raw.close()
    migrator = _make_engine(path, busy_timeout, checked=False)
    try:
        with translate_errors(path):
            backup = migrate.upgrade_engine(migrator, path)
    finally:
        migrator.dispose()
    return Database(path, backup, busy_timeout=busy_timeout)


def _file_kind(path: Path) -> str:
    """``missing``, ``empty`` or ``file``; refuses a folder, a device or other non-file."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return "missing"
    except OSError as exc:
        raise fault_error(Fault.READ_ONLY, path, exc.strerror or str(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise fault_error(Fault.NOT_A_LEAGUE, path, "it is a folder")
    if not stat.S_ISREG(info.st_mode):
        raise fault_error(Fault.NOT_A_LEAGUE, path, "it is not a regular file")
    if info.st_size == 0:
        return "empty"
    try:
        with path.open("rb") as handle:
            header = handle.read(len(_SQLITE_HEADER))
    except OSError as exc:
        raise storage_error(path, exc) from None
    if header != _SQLITE_HEADER:
        raise fault_error(Fault.NOT_A_LEAGUE, path)
    return "file"


def _absent(path: Path, kind: str) -> StorageError:
    if kind == "missing":
        return fault_error(Fault.MISSING, path)
    return fault_error(Fault.NOT_A_LEAGUE, path, "the file is empty")


def _read_only_reason(path: Path) -> str | None:
    """Why this user may not write the league (SQLite in WAL mode also needs to make files
    beside it), or ``None``."""
    if not os.access(path, os.W_OK):
        return "you may not write to this file"
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return "you may not write to its folder"
    return None


def _open_read_only(path: Path, busy_timeout: float, reason: str) -> Database:
    with translate_errors(path):
        raw = _connect_read_only(path, busy_timeout)
        try:
            state = migrate.schema_state(raw, path)
            if state == migrate.OLDER:
                raw = _migrated_in_memory(raw, path)
        except BaseException:
            raw.close()
            raise
    return Database(path, None, busy_timeout=busy_timeout, raw=raw, read_only_reason=reason)


def _migrated_in_memory(raw: sqlite3.Connection, path: Path) -> sqlite3.Connection:
    """A copy in memory of the database behind ``raw`` (closed here), at the current schema."""
    memory = sqlite3.connect(":memory:", check_same_thread=False)
    try:
        raw.backup(memory)
        raw.close()
        memory.isolation_level = None
        engine = _engine_over(memory)
        with engine.connect() as connection:
            migrate.upgrade(connection, path, backup=False)
    except BaseException:
        memory.close()
        raise
    return memory


def _create_league_file(path: Path, busy_timeout: float) -> None:
    """A new league database at ``path``, with the current schema and nothing else."""
    temporary = temporary_path(path)
    try:
        migrator = _make_engine(temporary, busy_timeout, checked=False)
        try:
            with translate_errors(path):
                migrate.upgrade_engine(migrator, temporary)
        finally:
            migrator.dispose()
        with translate_errors(path):
            move_into_place(temporary, path)
    finally:
        remove_temporary(temporary)
