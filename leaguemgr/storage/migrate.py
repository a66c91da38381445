"""Bring a league database to the current schema, with a backup first.

Alembic is configured in code (no alembic.ini): the scripts live in ``migrations/`` inside
the package and receive an open connection through ``config.attributes["connection"]``.

Opening a file that is already at the current schema (nearly every open) does not need
Alembic at all: :func:`is_current` compares the stored revision with :data:`HEAD_REVISION`
using the plain sqlite3 driver. Alembic (and the compiling of the migration scripts) is
imported only when a migration is due.
"""

from __future__ import annotations

import shutil
import sqlite3
from datetime import datetime
from pathlib import Path
from typing import TYPE_CHECKING

from leaguemgr.storage.errors import StorageError

if TYPE_CHECKING:
    from alembic.config import Config
    from sqlalchemy import Connection, Engine

MIGRATIONS_DIR = Path(__file__).with_name("migrations")
_PACKAGED_MIGRATIONS_DIR = MIGRATIONS_DIR
#: The head revision of the packaged migration scripts (a test checks it against Alembic's).
#: Update it with every new revision in ``migrations/versions``.
HEAD_REVISION = "0002"

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
    """Whether the database behind the plain driver connection ``raw`` is a league database
    at the current schema, which needs no migration: checked without Alembic.

    ``False`` means "let :func:`upgrade` decide" (a new file, an older or newer schema, or
    not a league at all); it never raises for those. With migration scripts other than the
    packaged ones (tests), it is always ``False``.
    """
    if MIGRATIONS_DIR != _PACKAGED_MIGRATIONS_DIR:
        return False
    tables = {
        name
        for (name,) in raw.execute(
            "SELECT name FROM sqlite_master WHERE type = 'table' AND name IN (?, ?)",
            tuple(_MARKER_TABLES),
        )
    }
    if tables != _MARKER_TABLES:
        return False
    rows = raw.execute("SELECT version_num FROM alembic_version").fetchall()
    return rows == [(HEAD_REVISION,)]


def not_a_league(path: Path) -> StorageError:
    """The error for a file that is not (or not yet recognisably) a league database."""
    return StorageError(f"{path} is not a leaguemgr league database")


def backup_path_for(path: Path, when: datetime) -> Path:
    """Where the pre-migration copy of ``path`` goes: ``<name>.backup-<timestamp>.sqlite``."""
    stamp = when.strftime("%Y%m%d-%H%M%S")
    candidate = path.with_name(f"{path.stem}.backup-{stamp}.sqlite")
    counter = 2
    while candidate.exists():
        # Two upgrades within a second (tests, scripts) must not overwrite the first copy.
        candidate = path.with_name(f"{path.stem}.backup-{stamp}-{counter}.sqlite")
        counter += 1
    return candidate


def backup_database(connection: Connection, path: Path, when: datetime | None = None) -> Path:
    """Copy the database file beside itself, after folding the WAL into it.

    The checkpoint runs on the raw driver connection, outside any transaction, because
    SQLite cannot checkpoint past a snapshot that this connection is still reading.
    """
    raw = connection.connection.driver_connection
    assert raw is not None
    busy, _log, _done = raw.execute("PRAGMA wal_checkpoint(TRUNCATE)").fetchone()
    if busy:
        raise StorageError(f"{path} is being written by another program; close it and try again")
    target = backup_path_for(path, when or datetime.now())
    shutil.copy2(path, target)
    return target


def upgrade(connection: Connection, path: Path) -> Path | None:
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
            raise StorageError(
                f"{path} was saved by a newer version of leaguemgr (schema {current}); "
                "install that version to open it"
            ) from None
    backup = backup_database(connection, path) if tables else None
    # IMMEDIATE: take the write lock before reading the revision again inside Alembic, so
    # two programs opening the same old file cannot both migrate it.
    connection.execution_options(leaguemgr_begin="IMMEDIATE")
    with connection.begin():
        command.upgrade(config, "head")
        broken = connection.exec_driver_sql("PRAGMA foreign_key_check").fetchall()
        if broken:
            raise StorageError(
                f"{path} could not be upgraded: {len(broken)} rows would point at missing "
                f"records (first in table {broken[0][0]}); the file was left unchanged"
            )
    return backup


def upgrade_engine(engine: Engine, path: Path) -> Path | None:
    """Run ``upgrade`` on a fresh connection of ``engine``."""
    with engine.connect() as connection:
        return upgrade(connection, path)
