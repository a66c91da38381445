"""A league database and the units of work run on it (opening one is :mod:`.opening`).

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

import sqlite3
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from datetime import datetime
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from leaguemgr.language.texts import _
from leaguemgr.storage.answer_counter import ANSWERS, LEAGUE, count_answer, read_answers
from leaguemgr.storage.errors import Fault, NotFoundError, StorageError, fault_error
from leaguemgr.storage.faults import storage_error, translate_errors
from leaguemgr.storage.own_writes import WriteNotes
from leaguemgr.storage.who_writes import actor, changed_meanwhile

if TYPE_CHECKING:
    from sqlalchemy import Connection, Engine
    from sqlalchemy.orm import Session

__all__ = [
    "Database",
    "NotFoundError",
    "StorageError",
    "storage_error",
    "translate_errors",
]


def make_engine(path: Path, busy_timeout: float, *, checked: bool) -> Engine:
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
    _hook(engine, lambda raw: set_pragmas(raw, busy_timeout, checked=checked))
    return engine


def engine_over(raw: sqlite3.Connection) -> Engine:
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


def set_pragmas(raw: sqlite3.Connection, busy_timeout: float, *, checked: bool) -> None:
    """WAL, foreign keys and the busy timeout on ``raw``; ``checked`` once it is a league."""
    # None = the driver never issues BEGIN/COMMIT on its own; we (or the "begin" hook) do.
    raw.isolation_level = None
    raw.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
    if checked:
        raw.execute("PRAGMA foreign_keys = ON")
        raw.execute("PRAGMA journal_mode = WAL")
    # NORMAL is durable across application crashes in WAL mode and much faster than FULL.
    raw.execute("PRAGMA synchronous = NORMAL")


def connect(path: Path, busy_timeout: float) -> sqlite3.Connection:
    """A plain sqlite3 connection to ``path``, shared with the engine's thread."""
    return sqlite3.connect(str(path), timeout=busy_timeout, check_same_thread=False)


def connect_read_only(path: Path, busy_timeout: float) -> sqlite3.Connection:
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


def _roll_back(raw: sqlite3.Connection) -> None:
    """Undo the open transaction, if there still is one (a failed COMMIT may have ended
    it); the error that brought us here is the one to report."""
    if raw.in_transaction:
        with suppress(sqlite3.Error):
            raw.execute("ROLLBACK")


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
        #: The answers' counter (:mod:`.answer_counter`) of what the caller last read: the
        #: answers from the web in memory. Never refuses a write; only says answers came.
        self.seen_answers: int | None = None
        #: The change counter of the last ``read_raw()`` snapshot.
        self.snapshot_version = 0
        #: The answers' counter of the last ``read_raw()`` snapshot.
        self.snapshot_answers = 0
        #: Why today's automatic backup could not be made (the write went ahead).
        self.backup_problem: str | None = None
        #: This program's counted writes as they commit (for whoever asks).
        self.own_writes = WriteNotes()
        self._busy_timeout = busy_timeout
        self._raw = raw
        self._engine: Engine | None = None
        self._writer: Engine | None = None
        self._data_version: int | None = None
        self._elsewhere: str | None = None
        self._backed_up_on: str | None = None

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    def connection(self) -> sqlite3.Connection:
        """The plain sqlite3 connection (made on first use), outside any transaction."""
        if self._raw is None:
            with translate_errors(self.path):
                self._raw = connect(self.path, self._busy_timeout)
                set_pragmas(self._raw, self._busy_timeout, checked=True)
        return self._raw

    def _engines(self) -> tuple[Engine, Engine]:
        """The reading and the writing engine, made on first use."""
        if self._engine is None or self._writer is None:
            if self.read_only:
                self._engine = engine_over(self.connection())
            else:
                self._engine = make_engine(self.path, self._busy_timeout, checked=True)
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
                self.snapshot_answers = read_answers(raw.execute)
                yield raw
            finally:
                raw.execute("ROLLBACK")

    @contextmanager
    def transaction(self, *, reread: bool = False, counted: bool = True) -> Iterator[Session]:
        """A unit of work: commits when the block ends normally, rolls back on any exception.

        Repositories called with this session never commit; this is the only place that does.
        Refused with :class:`ChangedMeanwhile` when the league changed since :attr:`seen`,
        unless ``reread``: the caller reads what it changes inside this transaction, after
        the write lock is taken (a live action applied to the night as it is now), so a
        change made elsewhere meanwhile is not overwritten and the write may go ahead.

        Not ``counted``: a write that is no edit of the league (the site's form key, made
        once): neither checked nor counted, so no program holding the league, this one
        included, reads it again or has its next write refused for it.
        """
        with self._write_session() as session:
            if not counted:
                yield session
                return
            version = self._claim(session.connection().exec_driver_sql, check=not reread)
            yield session
        self._committed(version)

    @contextmanager
    def _write_session(self) -> Iterator[Session]:
        """A session in one database transaction of the league's writer, after the day's
        backup; refused on a league this program may not write. What :meth:`transaction`
        and :meth:`answer_transaction` share."""
        from sqlalchemy.orm import Session

        if self.read_only:
            raise fault_error(Fault.READ_ONLY, self.path, self.read_only_reason or "")
        self._daily_backup()
        with (
            translate_errors(self.path),
            Session(self._engines()[1], expire_on_commit=False) as session,
            session.begin(),
        ):
            yield session

    @contextmanager
    def answer_transaction(self) -> Iterator[Session]:
        """A unit of work that appends a player's answer (SPEC 10): under the write lock
        like :meth:`transaction`, refused like it when an edit came since the league was
        read, but never for other answers (an answer is appended and changes nothing else);
        counted in the answers' counter, not the change counter, so it never makes the
        organizer's save fail.

        :attr:`seen_answers` moves on only if this program had read every change and
        answer before it: otherwise what it holds lacks them and must be read again
        (:meth:`changed_elsewhere` says so)."""
        with self._write_session() as session:
            execute = session.connection().exec_driver_sql
            row = execute(
                "SELECT counter, changed_at, changed_by FROM league_change WHERE id = 1"
            ).fetchone()
            if self.seen is not None and (int(row[0]) if row else 0) != self.seen:
                # An edit (the night started, a player gone): what the answer is checked
                # against is read again first. Other answers never refuse it.
                raise changed_meanwhile(self.path, row[2] if row else "", row[1] if row else "")
            answers = read_answers(execute)
            current = self.seen is not None and self.seen_answers == answers
            counted = count_answer(execute, answers)
            yield session
        if current:
            self.seen_answers = counted

    @contextmanager
    def plain_transaction(self) -> Iterator[sqlite3.Connection]:
        """What :meth:`transaction` is (refused when read-only or when the league changed
        since :attr:`seen`, counted, committed when the block ends normally and rolled back
        on any exception) on the plain sqlite3 connection, without SQLAlchemy: for a write
        of a row or two that must be quick, where the ORM's own work cost more than the
        write (a night's action: a bust is saved while the director waits for it)."""
        if self.read_only:
            raise fault_error(Fault.READ_ONLY, self.path, self.read_only_reason or "")
        self._daily_backup()
        with translate_errors(self.path):
            raw = self.connection()
            raw.execute("BEGIN IMMEDIATE")
            try:
                version = self._claim(raw.execute)
                yield raw
                raw.execute("COMMIT")
            except BaseException:
                _roll_back(raw)
                raise
        self._committed(version)

    def _committed(self, version: int) -> None:
        """A counted write that made the counter ``version`` committed."""
        self.seen = version
        self.own_writes.note(version - 1, version)

    def _claim(self, execute: Callable[..., Any], *, check: bool = True) -> int:
        """Check that nobody wrote since :attr:`seen` and count this write (under the lock
        ``BEGIN IMMEDIATE`` took, so no other writer can come in between); ``execute``
        runs a statement in the transaction (SQLAlchemy's or the plain connection's)."""
        row = execute(
            "SELECT counter, changed_at, changed_by FROM league_change WHERE id = 1"
        ).fetchone()
        counter = int(row[0]) if row else 0
        if check and self.seen is not None and counter != self.seen:
            raise changed_meanwhile(self.path, row[2] if row else "", row[1] if row else "")
        stamp = datetime.now().isoformat(timespec="seconds")
        execute(
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
            self._elsewhere = self._what_changed(raw)
            return self._elsewhere is not None

    def answers_only(self) -> bool:
        """After :meth:`changed_elsewhere` said ``True``: whether all that changed is answers
        from the web (read them again, but the organizer's edits still stand)."""
        return self._elsewhere == ANSWERS

    def _what_changed(self, raw: sqlite3.Connection) -> str | None:
        if self.seen is None:
            return None
        if read_counter(raw) != self.seen:
            return LEAGUE
        if read_answers(raw.execute) != (self.seen_answers or 0):  # None: none read yet
            return ANSWERS
        return None

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
            self.backup_problem = _("today's automatic backup could not be made: {problem}").format(
                problem=exc
            )

    @contextmanager
    def read(self) -> Iterator[Session]:
        """A read-only snapshot; whatever the block does is rolled back at the end."""
        from sqlalchemy.orm import Session

        # Closing the session rolls its transaction back; nothing here ever commits.
        with translate_errors(self.path), Session(self._engines()[0]) as session:
            yield session

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
