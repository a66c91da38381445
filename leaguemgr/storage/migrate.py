"""Bring a league database to the current schema, with a backup first.

Alembic is configured in code (no alembic.ini): the scripts live in ``migrations/`` inside
the package and receive an open connection through ``config.attributes["connection"]``.

Opening a file that is already at the current schema (nearly every open) does not need
Alembic at all: :func:`is_current` compares the stored revision with :data:`HEAD_REVISION`
using the plain sqlite3 driver. Alembic (and the compiling of the migration scripts) is
imported only when a migration is due.
"""

from __future__ import annotations

import sqlite3
from pathlib import Path
from typing import TYPE_CHECKING

from leaguemgr.language.texts import _, ngettext
from leaguemgr.storage.errors import Fault, StorageError, fault_error

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Connection, Engine

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_PACKAGED_MIGRATIONS_DIR = MIGRATIONS_DIR
#: The head revision of the packaged migration scripts (a test checks it against Alembic's).
#: Update it with every new revision in ``migrations/versions``.
HEAD_REVISION = "0016"
#: Every revision this version knows, oldest first (a test checks them against the scripts).
REVISIONS = (
    *("0001", "0002", "0003", "0004", "0005", "0006", "0007", "0008", "0009", "0010"),
    *("0011", "0012", "0013", "0014", "0015", "0016"),
)
#: The tables of a database at the head revision (a test checks them against the models).
HEAD_TABLES = frozenset(
    {
        "alembic_version",
        "league",
        "player",
        "season",
        "season_rules",
        "event",
        "entry",
        "bust",
        "dealer",
        "championship_decision",
        "league_change",
        "night_action",
        "ledger_line",
        "rsvp",
        "player_link",
        "night_director",
        "data_revision",
        "stored_report",
    }
)
CURRENT, OLDER, NEW = "current", "older", "new"
# The advisory lock two programs migrating the same server database take in turn.
_MIGRATION_LOCK = 0x1EA6E

# Tables that mark a file as a leaguemgr database, whatever its schema revision.
_MARKER_TABLES = {"alembic_version", "league"}


def alembic_config(connection: Connection | None = None) -> Config:
    """An Alembic config for the packaged migration scripts, bound to ``connection``."""
    from alembic.config import Config

    config = Config()
    config.set_main_option("script_location", str(MIGRATIONS_DIR))
    config.attributes["connection"] = connection
    return config


def head_revision() -> str:
    """The schema revision this version of leaguemgr writes (read from the scripts)."""
    from alembic.script import ScriptDirectory

    head = ScriptDirectory.from_config(alembic_config()).get_current_head()
    assert head is not None, "the packaged migrations have no head revision"
    return head


def is_current(raw: sqlite3.Connection) -> bool:
    """Whether the database behind ``raw`` is a whole league at the current schema."""
    try:
        return schema_state(raw, Path("database")) == CURRENT
    except StorageError:
        return False


_SQLITE_TABLES = "SELECT name FROM sqlite_master WHERE type = 'table'"
#: The same question on PostgreSQL: the tables of the schema the connection works in.
SERVER_TABLES = "SELECT tablename FROM pg_tables WHERE schemaname = current_schema()"


def schema_state(raw: sqlite3.Connection, path: Path, *, tables_query: str = _SQLITE_TABLES) -> str:
    """Where the database behind the plain driver connection ``raw`` stands, without Alembic:
    :data:`CURRENT` (nearly every open), :data:`OLDER` (to migrate) or :data:`NEW` (no
    tables yet). Raises ``StorageError`` for another program's database, a schema from a
    newer leaguemgr, or a league whose tables are not all there (damaged).

    With migration scripts other than the packaged ones (tests) a league is always OLDER,
    so Alembic decides.
    """
    tables = {name for (name,) in raw.execute(tables_query)}
    if not tables:
        return NEW
    if not tables >= _MARKER_TABLES:
        raise not_a_league(path)
    rows = raw.execute("SELECT version_num FROM alembic_version").fetchall()
    if len(rows) != 1:
        raise fault_error(Fault.CORRUPT, path, _("its schema revision is missing"))
    (revision,) = rows[0]
    if revision not in REVISIONS:
        raise fault_error(Fault.NEWER, path, _("schema {revision}").format(revision=revision))
    if MIGRATIONS_DIR != _PACKAGED_MIGRATIONS_DIR or revision != HEAD_REVISION:
        return OLDER
    missing = sorted(HEAD_TABLES - tables)
    if missing:
        raise fault_error(
            Fault.CORRUPT, path, _("its table {table} is missing").format(table=missing[0])
        )
    return CURRENT


def not_a_league(path: Path) -> StorageError:
    """The error for a file that is not (or not yet recognisably) a league database."""
    return fault_error(Fault.NOT_A_LEAGUE, path)


def backup_database(connection: Connection, path: Path) -> Path:
    """Back the database up into the backups folder before it is migrated (checked, atomic).

    Runs on the raw driver connection, outside any transaction.
    """
    from leaguemgr.storage.backups import take_backup

    raw = connection.connection.driver_connection
    assert raw is not None
    return take_backup(raw, path, "migration")


def upgrade(connection: Connection, path: Path, *, backup: bool = True) -> Path | None:
    """Migrate the database behind ``connection`` to the head revision.

    Returns the backup made before migrating an existing database, or None when nothing was
    copied (a new, empty file, or one already at the head revision). The connection must not
    enforce foreign keys: table rebuilds in SQLite batch migrations would cascade deletes.
    """
    from alembic import command
    from alembic.runtime.migration import MigrationContext
    from alembic.script import ScriptDirectory
    from alembic.util.exc import CommandError
    from sqlalchemy import inspect

    config = alembic_config(connection)
    scripts = ScriptDirectory.from_config(config)
    head = scripts.get_current_head()
    with connection.begin():
        tables = set(inspect(connection).get_table_names())
        current = MigrationContext.configure(connection).get_current_revision()
    if tables and (not tables >= _MARKER_TABLES or current is None):
        raise not_a_league(path)
    on_file = connection.dialect.name == "sqlite"
    if on_file:
        raw = connection.connection.driver_connection
        assert raw is not None
        # Outside any transaction: SQLite cannot change the journal mode inside one.
        raw.execute("PRAGMA journal_mode = WAL")
    if current == head:
        return None
    if current is not None:
        try:
            scripts.get_revision(current)
        except CommandError:
            raise fault_error(
                Fault.NEWER, path, _("schema {revision}").format(revision=current)
            ) from None
    # A server keeps its own backups (its administrator's); a file gets one here.
    copy = backup_database(connection, path) if tables and backup and on_file else None
    # IMMEDIATE: take the write lock before reading the revision again inside Alembic, so
    # two programs opening the same old file cannot both migrate it. On a server the same
    # is a transaction-wide advisory lock; its DDL is transactional, so a failed migration
    # leaves nothing behind there either.
    if on_file:
        connection.execution_options(leaguemgr_begin="IMMEDIATE")
    with connection.begin():
        if not on_file:
            connection.exec_driver_sql(f"SELECT pg_advisory_xact_lock({_MIGRATION_LOCK})")
        command.upgrade(config, "head")
        if not on_file:
            return copy  # foreign keys are enforced by the server all along
        broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise StorageError(
                ngettext(
                    "{path} could not be upgraded: {count} rows would point at missing "
                    "records (first in table {table}); the file was left unchanged",
                    "{path} could not be upgraded: {count} rows would point at missing "
                    "records (first in table {table}); the file was left unchanged",
                    len(broken),
                ).format(path=path, count=len(broken), table=broken[0][0]),
                Fault.CORRUPT,
            )
    return copy


def upgrade_engine(engine: Engine, path: Path) -> Path | None:
    """Run ``upgrade`` on a fresh connection of ``engine``."""
    with engine.connect() as connection:
        return upgrade(connection, path)
