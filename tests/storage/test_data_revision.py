"""The file's data revision (migration 0012): every change of report data moves it."""

from __future__ import annotations

import sqlite3
from pathlib import Path

import pytest

from leaguemgr.domain.records import League
from leaguemgr.storage import migrate, open_database, replace_league
from leaguemgr.storage.data_revision import (
    OPERATIONS,
    UNTRIGGERED_TABLES,
    counted_once,
    read_revision,
    trigger_name,
)
from leaguemgr.storage.tables import metadata
from tests.older_schema import make_older


@pytest.fixture
def written(db_path: Path, league: League) -> Path:
    database = open_database(db_path)
    with database.transaction() as session:
        replace_league(session, league)
    database.close()
    return db_path


def _triggers(raw: sqlite3.Connection) -> set[str]:
    return {name for (name,) in raw.execute("SELECT name FROM sqlite_master WHERE type='trigger'")}


def test_every_table_is_triggered_or_excluded_for_a_reason(written: Path) -> None:
    raw = sqlite3.connect(written)
    try:
        tables = {
            name for (name,) in raw.execute("SELECT name FROM sqlite_master WHERE type='table'")
        }
        triggers = _triggers(raw)
    finally:
        raw.close()
    # A table added later is caught here until its migration triggers it or it is excluded.
    assert {*metadata.tables, "alembic_version"} <= tables
    for table in sorted(tables):
        wanted = {trigger_name(table, operation) for operation in OPERATIONS}
        if table in UNTRIGGERED_TABLES:
            assert UNTRIGGERED_TABLES[table].strip(), table
            assert not wanted & triggers, table
        else:
            assert wanted <= triggers, f"table {table} changes no data revision"


def test_a_change_by_any_program_moves_the_revision(written: Path) -> None:
    raw = sqlite3.connect(written, isolation_level=None)
    try:
        before = read_revision(raw)
        raw.execute("UPDATE entry SET rebuys = rebuys WHERE id = (SELECT min(id) FROM entry)")
        after_update = read_revision(raw)
        raw.execute("DELETE FROM bust WHERE id = (SELECT min(id) FROM bust)")
        after_delete = read_revision(raw)
        raw.execute("UPDATE league_change SET changed_by = 'me'")
        after_bookkeeping = read_revision(raw)
    finally:
        raw.close()
    assert before is not None and before > 0  # the league's own rows counted it up
    assert after_update == before + 1
    assert after_delete == before + 2
    assert after_bookkeeping == after_delete


def test_a_write_through_leaguemgr_moves_the_revision_and_the_change_counter_alike(
    written: Path, league: League
) -> None:
    database = open_database(written)
    try:
        with database.read_raw() as raw:
            before = read_revision(raw)
        with database.transaction() as session:
            replace_league(session, league)
        with database.read_raw() as raw:
            assert read_revision(raw) > before
    finally:
        database.close()


def test_the_migration_goes_down_and_up_again(written: Path) -> None:
    from alembic import command
    from sqlalchemy import create_engine

    engine = create_engine(f"sqlite:///{written}")
    try:
        with engine.begin() as connection:
            command.downgrade(migrate.alembic_config(connection), "0011")
        raw = sqlite3.connect(written)
        try:
            assert not _triggers(raw)
            assert read_revision(raw) is None
            assert raw.execute("SELECT version_num FROM alembic_version").fetchone() == ("0011",)
        finally:
            raw.close()
        with engine.begin() as connection:
            command.upgrade(migrate.alembic_config(connection), "head")
    finally:
        engine.dispose()
    test_every_table_is_triggered_or_excluded_for_a_reason(written)


def test_an_older_file_is_upgraded_with_its_triggers(written: Path) -> None:
    make_older(written, "0011")
    open_database(written).close()
    test_every_table_is_triggered_or_excluded_for_a_reason(written)


def test_a_bulk_write_moves_the_revision_once_and_keeps_every_trigger(written: Path) -> None:
    raw = sqlite3.connect(written, isolation_level=None)
    try:
        before = read_revision(raw)
        raw.execute("BEGIN IMMEDIATE")
        with counted_once(raw):
            raw.execute("UPDATE entry SET rebuys = rebuys")  # every row
            assert read_revision(raw) == before  # not once per row
        raw.execute("COMMIT")
        assert read_revision(raw) == before + 1
        raw.execute("BEGIN IMMEDIATE")
        with pytest.raises(sqlite3.IntegrityError), counted_once(raw):
            raw.execute("INSERT INTO player (id, code, name) VALUES (1, 'x', 'x')")
        raw.execute("ROLLBACK")  # a failed bulk write takes the dropped triggers back too
        assert read_revision(raw) == before + 1
    finally:
        raw.close()
    test_every_table_is_triggered_or_excluded_for_a_reason(written)
