"""A league database on a PostgreSQL server (SPEC 6): the same tables, the same migrations
and the same units of work as a file, for several venues and directors at once.

:class:`ServerDatabase` answers what :class:`~leaguemgr.storage.database.Database` answers,
so services, the CLI and the app use either without asking which:

- **Writes serialise on the change counter.** Each write's first statement locks the one
  ``league_change`` row (``SELECT ... FOR UPDATE``), as ``BEGIN IMMEDIATE`` takes the
  file's write lock: a second writer waits there (at most ``busy_timeout``, then the
  league is reported busy), and once it has the row every statement of its transaction
  (READ COMMITTED) sees what the first one committed. The counter is then checked against
  :attr:`ServerDatabase.seen` and counted up, exactly as on a file.
- **Reads see one snapshot.** ``read_raw()`` and ``read()`` run REPEATABLE READ, READ ONLY.
- **Every write is announced.** It ends with ``pg_notify`` on ``server_listen.CHANNEL``,
  which the server delivers on commit to every :meth:`ServerDatabase.change_listener`
  of the same database: another director's app reads the change at once.
- **Rights are the server's.** A role that may not update the league's tables opens it
  read-only, with the reason; a write refused by the server all the same is the read-only
  fault.
- **What a file has that a server does not.** No daily backup file (the server's own
  backups apply: :attr:`ServerDatabase.backup_problem` says so once), no WAL or journal
  mode, no backup copy before a migration: the server's DDL is transactional, so a failed
  migration changes nothing.

psycopg and SQLAlchemy are imported only when a league on a server is opened.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from datetime import datetime
from types import TracebackType
from typing import TYPE_CHECKING, Any

from leaguemgr.language.texts import _
from leaguemgr.storage import migrate
from leaguemgr.storage.answer_counter import ANSWERS, LEAGUE
from leaguemgr.storage.errors import Fault, StorageError, fault_error
from leaguemgr.storage.faults import translate_errors
from leaguemgr.storage.locations import ServerLocation
from leaguemgr.storage.own_writes import WriteNotes
from leaguemgr.storage.plain import PlainServerConnection
from leaguemgr.storage.server_faults import read_only_on_server
from leaguemgr.storage.server_listen import CHANNEL, ChangeListener

if TYPE_CHECKING:
    from sqlalchemy import Engine
    from sqlalchemy.orm import Session

#: What a server league says where a file says how its daily backup went.
SERVER_BACKUPS = (
    "no automatic backup file is made of a league on a server: the server's own backups "
    "apply (ask whoever runs it); `leaguemgr copy URL FILE` keeps a copy in a file"
)
_COUNTER = "SELECT counter, changed_at, changed_by FROM league_change WHERE id = 1"
_MAX_WAIT_MS = 60_000


def _connect(location: ServerLocation, *, autocommit: bool) -> Any:
    import psycopg

    # libpq reads the URL itself: ?host=/socket/dir, PGPASSWORD, ~/.pgpass and PGSERVICE
    # all work as with psql. The name tells the server's administrator who is connected.
    # A server that vanishes from the network (a venue's Wi-Fi drops) answers nothing, and
    # without these a query would wait on the socket for many minutes: unacknowledged data
    # or silent keepalives end the connection within about ten seconds instead, so the
    # action fails with one line (libpq ignores them on a Unix socket).
    return psycopg.connect(
        location.url,
        autocommit=autocommit,
        application_name="leaguemgr",
        connect_timeout=10,
        **DEAD_SERVER_LIMITS,
    )


#: libpq settings that bound how long a connection waits on a server that went silent.
DEAD_SERVER_LIMITS = {
    "keepalives": 1,
    "keepalives_idle": 5,
    "keepalives_interval": 2,
    "keepalives_count": 3,
    "tcp_user_timeout": 10_000,  # milliseconds
}


class ServerDatabase:
    """An open league database on a PostgreSQL server."""

    on_server = True

    def __init__(
        self, location: ServerLocation, *, busy_timeout: float, read_only_reason: str | None
    ) -> None:
        self.path = location
        self.backup = None
        self.read_only_reason = read_only_reason
        self.seen: int | None = None
        #: The answers' counter of what was last read (as ``Database.seen_answers``).
        self.seen_answers: int | None = None
        self.snapshot_answers = 0
        self._elsewhere: str | None = None
        self.snapshot_version = 0
        self.backup_problem: str | None = None
        #: This program's counted writes as they commit (as ``Database.own_writes``).
        self.own_writes = WriteNotes()
        self._busy_timeout = busy_timeout
        self._raw: Any = None
        self._engine: Engine | None = None
        self._reader: Engine | None = None
        self._told_backups = False
        self._listener: ChangeListener | None = None

    @property
    def read_only(self) -> bool:
        return self.read_only_reason is not None

    def connection(self) -> PlainServerConnection:
        """The plain connection (autocommit), made again after the server went away."""
        raw = self._raw
        if raw is None or raw.closed or raw.broken:
            if raw is not None:
                raw.close()
            self._raw = None
            with translate_errors(self.path):
                self._raw = _connect(self.path, autocommit=True)
        return PlainServerConnection(self._raw)

    def _engines(self) -> tuple[Engine, Engine]:
        if self._engine is None or self._reader is None:
            from sqlalchemy import create_engine

            # Pre-ping: a connection the server dropped (it went away and came back) is
            # replaced before use instead of failing the next action too.
            self._engine = create_engine(
                "postgresql+psycopg://",
                creator=lambda: _connect(self.path, autocommit=False),
                pool_pre_ping=True,
                pool_size=2,
            )
            self._reader = self._engine.execution_options(
                isolation_level="REPEATABLE READ", postgresql_readonly=True
            )
        return self._engine, self._reader

    @contextmanager
    def read_raw(self) -> Iterator[PlainServerConnection]:
        """One read-only snapshot on the plain connection (for the fast loaders)."""
        with translate_errors(self.path):
            plain = self.connection()
            plain.execute("BEGIN ISOLATION LEVEL REPEATABLE READ READ ONLY")
            try:
                self.snapshot_version, self.snapshot_answers = _counters(plain)
                yield plain
            finally:
                _end_quietly(plain)

    @contextmanager
    def transaction(self, *, reread: bool = False, counted: bool = True) -> Iterator[Session]:
        """A unit of work, committed at the end of the block, rolled back on any exception;
        refused with ``ChangedMeanwhile`` when the league changed since :attr:`seen`, unless
        ``reread`` (as ``Database.transaction``: the caller reads inside, under the lock);
        not ``counted``: no edit of the league, neither checked nor counted (as there)."""
        with self._write_session() as session:
            self._note_backups()
            if not counted:
                yield session
                return
            version = self._claim(session, check=not reread)
            yield session
        self.seen = version
        self.own_writes.note(version - 1, version)

    @contextmanager
    def _write_session(self) -> Iterator[Session]:
        """Every write's opening: the read-only refusal, then a session in one transaction
        whose faults are worded for the organizer."""
        from sqlalchemy.orm import Session

        if self.read_only:
            raise read_only_on_server(self.path, self.read_only_reason or "")
        with (
            translate_errors(self.path),
            Session(self._engines()[0], expire_on_commit=False) as session,
            session.begin(),
        ):
            yield session

    def _locked_counter(self, session: Session, *, check: bool = True) -> int:
        """Lock the change counter (writers queue here) and, if ``check``, refuse a write
        when another program changed the league since :attr:`seen`; the counter."""
        from sqlalchemy import text

        from leaguemgr.storage.who_writes import changed_meanwhile

        wait = max(1, min(_MAX_WAIT_MS, int(self._busy_timeout * 1000)))
        session.execute(text(f"SET LOCAL lock_timeout = {wait}"))
        row = session.execute(text(_COUNTER + " FOR UPDATE")).first()
        if row is None:
            raise fault_error(Fault.CORRUPT, self.path, _("its change counter is missing"))
        counter = int(row[0])
        if check and self.seen is not None and counter != self.seen:
            raise changed_meanwhile(self.path, row[2], row[1])
        return counter

    def _claim(self, session: Session, *, check: bool = True) -> int:
        """Lock the change counter, check it, count this write."""
        from sqlalchemy import text

        from leaguemgr.storage.who_writes import actor

        counter = self._locked_counter(session, check=check)
        # The notification is delivered on commit only (never for a write rolled back), to
        # every app listening on this database: they read the change at once instead of at
        # their next poll. Sent by the same statement, so a write costs no extra round trip.
        session.execute(
            text(
                "UPDATE league_change SET counter = :counter, changed_at = :at,"
                " changed_by = :by WHERE id = 1"
                " RETURNING pg_notify(:channel, CAST(counter AS text))"
            ),
            {
                "counter": counter + 1,
                "at": datetime.now().isoformat(timespec="seconds"),
                "by": actor(),
                "channel": CHANNEL,
            },
        )
        return counter + 1

    @contextmanager
    def answer_transaction(self) -> Iterator[Session]:
        """A unit of work appending a player's answer (as ``Database.answer_transaction``):
        it queues on the change counter's lock, is refused for an edit since the league was
        read but never for other answers, and counts the answers' counter, announced like
        any write."""
        from sqlalchemy import text

        from leaguemgr.storage.answer_counter import ANSWERS_ROW
        from leaguemgr.storage.who_writes import actor

        with self._write_session() as session:
            self._locked_counter(session)
            answers = session.execute(
                text("SELECT counter FROM league_change WHERE id = :id"), {"id": ANSWERS_ROW}
            ).scalar()
            answers = int(answers or 0)
            current = self.seen is not None and self.seen_answers == answers
            session.execute(
                text(
                    "INSERT INTO league_change (id, counter, changed_at, changed_by)"
                    " VALUES (:id, :counter, :at, :by) ON CONFLICT (id) DO UPDATE SET"
                    " counter = excluded.counter, changed_at = excluded.changed_at,"
                    " changed_by = excluded.changed_by"
                    " RETURNING pg_notify(:channel, CAST(counter AS text))"
                ),
                {
                    "id": ANSWERS_ROW,
                    "counter": answers + 1,
                    "at": datetime.now().isoformat(timespec="seconds"),
                    "by": actor(),
                    "channel": CHANNEL,
                },
            )
            yield session
        if current:
            self.seen_answers = answers + 1

    def _note_backups(self) -> None:
        """Say once, where a file's backup problem would show, that no backup file is made."""
        if not self._told_backups:
            self._told_backups = True
            self.backup_problem = SERVER_BACKUPS
        else:
            self.backup_problem = None

    def changed_elsewhere(self) -> bool:
        """Whether another program wrote the league since :attr:`seen` (one cheap SELECT)."""
        with translate_errors(self.path):
            plain = self.connection()
            counter, answers = _counters(plain)
        self._elsewhere = None
        if self.seen is not None and counter != self.seen:
            self._elsewhere = LEAGUE
        elif self.seen is not None and answers != (self.seen_answers or 0):
            self._elsewhere = ANSWERS
        return self._elsewhere is not None

    def answers_only(self) -> bool:
        """After :meth:`changed_elsewhere` said ``True``: whether only answers came."""
        return self._elsewhere == ANSWERS

    def change_listener(self) -> ChangeListener:
        """What hears another program's write as it commits (``storage.server_listen``);
        made on first use, closed with the league."""
        if self._listener is None:
            self._listener = ChangeListener(lambda: _connect(self.path, autocommit=True))
        return self._listener

    def last_change(self) -> tuple[str, str]:
        with translate_errors(self.path):
            row = self.connection().execute(_COUNTER).fetchone()
        return (row[1], row[2]) if row else ("", "")

    @contextmanager
    def read(self) -> Iterator[Session]:
        from sqlalchemy.orm import Session

        with translate_errors(self.path), Session(self._engines()[1]) as session:
            yield session

    def close(self) -> None:
        if self._listener is not None:
            self._listener.close()
            self._listener = None
        if self._engine is not None:
            self._engine.dispose()
            self._engine = self._reader = None
        if self._raw is not None:
            self._raw.close()
            self._raw = None

    def __enter__(self) -> ServerDatabase:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()


def _counters(plain: PlainServerConnection) -> tuple[int, int]:
    """The league's change counter and its answers' (ANSWERS_ROW), in one round trip: every
    page of the site asks."""
    rows = plain.execute("SELECT id, counter FROM league_change WHERE id IN (1, 2)").fetchall()
    found = {int(key): int(counter) for key, counter in rows}
    return found.get(1, 0), found.get(2, 0)


def _end_quietly(plain: PlainServerConnection) -> None:
    """End a read; a connection the server dropped meanwhile has nothing left to end."""
    import psycopg

    try:
        plain.execute("ROLLBACK")
    except psycopg.Error:
        if not (plain.connection.closed or plain.connection.broken):
            raise


def open_server(
    location: ServerLocation, *, busy_timeout: float, create: bool, read_only: bool
) -> ServerDatabase:
    """Open the league in the database at ``location`` (see ``open_database``).

    An empty database becomes a league (the same migrations as a file) unless ``create``
    is false or it is opened ``read_only``; an older schema is upgraded in place (in one
    transaction); a newer one, or another program's tables, are refused as for a file.
    """
    state, may_write, raw = _look(location)
    if state != migrate.CURRENT:
        if state == migrate.NEW and (read_only or not create):
            raise fault_error(Fault.MISSING, location, _("the database holds no league yet"))
        if read_only:
            raise StorageError(
                _(
                    "{location} is at an older schema and is only being read; open it once "
                    "to change it, with a role that may write it, and it is upgraded"
                ).format(location=location),
                Fault.READ_ONLY,
            )
        _migrate(location)  # a role that may not alter it is refused: the read-only fault
        _state, may_write, raw = _look(location)
    reason = None
    if read_only:
        reason = "opened for reading"
    elif not may_write:
        reason = _("your role on the server may only read this league")
    database = ServerDatabase(location, busy_timeout=busy_timeout, read_only_reason=reason)
    database._raw = raw  # the connection that looked serves the first reads: one connect less
    return database


def _look(location: ServerLocation) -> tuple[str, bool, Any]:
    """The schema's state (``migrate.schema_state``) and, at the current schema, whether
    this role may write the league (the change counter and the entries), on one connection,
    returned still open at the current schema (else closed, and ``None``)."""
    with translate_errors(location):
        raw = _connect(location, autocommit=True)
        try:
            plain = PlainServerConnection(raw)
            state = migrate.schema_state(plain, location, tables_query=migrate.SERVER_TABLES)
            if state != migrate.CURRENT:
                raw.close()
                return state, False, None
            row = plain.execute(
                "SELECT has_table_privilege('league_change', 'UPDATE')"
                " AND has_table_privilege('entry', 'INSERT')"
            ).fetchone()
        except BaseException:
            raw.close()
            raise
    return state, bool(row and row[0]), raw


def _migrate(location: ServerLocation) -> None:
    from sqlalchemy import create_engine
    from sqlalchemy.pool import NullPool

    engine = create_engine(
        "postgresql+psycopg://",
        creator=lambda: _connect(location, autocommit=False),
        poolclass=NullPool,
    )
    try:
        with translate_errors(location):
            migrate.upgrade_engine(engine, location)
    finally:
        engine.dispose()
