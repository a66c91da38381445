"""Opening files, schema migrations with backups, locking, and the unit of work."""

from __future__ import annotations

import shutil
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from alembic.autogenerate import compare_metadata
from alembic.runtime.migration import MigrationContext
from sqlalchemy import text

from leaguemgr.domain.records import League, Player
from leaguemgr.storage import (
    Database,
    StorageError,
    add_player,
    delete_season,
    migrate,
    open_database,
    replace_league,
)
from leaguemgr.storage.backups import backups_folder, league_key
from leaguemgr.storage.fast_load import load_whole_league
from leaguemgr.storage.tables import metadata
from tests.storage.league_oracle import load_players


def _files(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if not p.name.endswith(("-wal", "-shm")))


@pytest.mark.file_only  # WAL and these PRAGMAs are SQLite's; a server has neither
def test_database_runs_in_wal_mode_with_foreign_keys(db: Database, league: League) -> None:
    with db.transaction() as session:
        replace_league(session, league)
        assert session.execute(text("PRAGMA journal_mode")).scalar() == "wal"
        assert session.execute(text("PRAGMA foreign_keys")).scalar() == 1
        assert session.execute(text("PRAGMA busy_timeout")).scalar() == 200
        delete_season(session, "2026")
        # Cascades only work with foreign keys on: the season's entries must be gone too.
        assert session.execute(text("SELECT count(*) FROM entry")).scalar() == 1


def test_a_new_file_gets_the_schema_and_no_backup(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite"
    with open_database(path) as db:
        assert db.backup is None
        with db.read() as session:
            assert load_whole_league(session) is None
    with open_database(path) as again:
        assert again.backup is None
    assert _files(tmp_path) == ["new.sqlite"]


def test_migrations_build_exactly_the_tables_the_code_uses(db: Database) -> None:
    with db.read() as session:
        context = MigrationContext.configure(session.connection())
        assert compare_metadata(context, metadata) == []
        assert context.get_current_revision() == migrate.head_revision()


def test_a_text_file_is_not_a_league_database(tmp_path: Path) -> None:
    path = tmp_path / "notes.sqlite"
    path.write_text("shopping list: chips, cards\n")
    with pytest.raises(StorageError) as caught:
        open_database(path)
    assert str(caught.value) == f"{path} is not a leaguemgr league database"
    assert path.read_text() == "shopping list: chips, cards\n"


def test_another_programs_sqlite_file_is_refused_and_left_untouched(tmp_path: Path) -> None:
    path = tmp_path / "photos.sqlite"
    other = sqlite3.connect(path)
    other.execute("CREATE TABLE photo (id INTEGER PRIMARY KEY)")
    other.commit()
    other.close()
    before = path.read_bytes()
    with pytest.raises(StorageError) as caught:
        open_database(path)
    assert str(caught.value) == f"{path} is not a leaguemgr league database"
    assert path.read_bytes() == before
    assert _files(tmp_path) == ["photos.sqlite"]


def test_a_folder_is_refused(tmp_path: Path) -> None:
    with pytest.raises(StorageError, match=r"league database \(it is a folder\)"):
        open_database(tmp_path)


@pytest.fixture
def writer(db_path: Path, db: Database) -> Iterator[sqlite3.Connection]:
    """Another program in the middle of writing the league file."""
    other = sqlite3.connect(db_path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("INSERT INTO league (name, currency) VALUES ('other', 'USD')")
    yield other
    other.rollback()
    other.close()


def test_a_file_being_written_elsewhere_gives_a_clear_error(
    db: Database, db_path: Path, writer: sqlite3.Connection
) -> None:
    with pytest.raises(StorageError) as caught, db.transaction() as session:
        add_player(session, Player("ann", "Ann Lee"))
    assert str(caught.value) == (
        f"{db_path} is being written by another program; close it and try again"
    )
    writer.rollback()
    with db.transaction() as session:
        add_player(session, Player("ann", "Ann Lee"))
    with db.read() as session:
        assert load_players(session) == (Player("ann", "Ann Lee"),)


def test_reading_works_while_another_program_writes(
    db: Database, writer: sqlite3.Connection
) -> None:
    with db.read() as session:
        assert load_whole_league(session) is None


def test_a_failed_unit_of_work_leaves_the_database_unchanged(db: Database, league: League) -> None:
    with db.transaction() as session:
        replace_league(session, league)
    with pytest.raises(RuntimeError), db.transaction() as session:
        add_player(session, Player("gus", "Gus Hale"))
        delete_season(session, "2026")
        raise RuntimeError("the organizer pressed cancel")
    with db.read() as session:
        assert load_whole_league(session) == league


def test_a_file_from_a_newer_leaguemgr_is_refused(db: Database, db_path: Path) -> None:
    db.close()
    raw = sqlite3.connect(db_path)
    raw.execute("UPDATE alembic_version SET version_num = '9999'")
    raw.commit()
    raw.close()
    with pytest.raises(StorageError) as caught:
        open_database(db_path)
    assert str(caught.value) == (
        f"{db_path} was saved by a newer version of leaguemgr (schema 9999); "
        "install that version to open it"
    )


NEXT_REVISION = '''
"""Test-only revision standing in for the next schema change."""
import sqlalchemy as sa
from alembic import op

revision = "0999"
down_revision = "{head}"
branch_labels = None
depends_on = None


def upgrade() -> None:
    op.create_table("note", sa.Column("id", sa.Integer(), primary_key=True))


def downgrade() -> None:
    op.drop_table("note")
'''


def newer_migrations(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """Make the next ``open_database`` see one more revision than the file has."""
    scripts = tmp_path / "migrations"
    shutil.copytree(migrate.MIGRATIONS_DIR, scripts, ignore=shutil.ignore_patterns("__pycache__"))
    head = migrate.head_revision()
    (scripts / "versions" / "0999_next.py").write_text(NEXT_REVISION.format(head=head))
    monkeypatch.setattr(migrate, "MIGRATIONS_DIR", scripts)


def _old_file(path: Path, league: League) -> None:
    with open_database(path) as db, db.transaction() as session:
        replace_league(session, league)


def test_upgrading_an_older_file_backs_it_up_first(
    tmp_path: Path, league: League, monkeypatch: pytest.MonkeyPatch
) -> None:
    folder = tmp_path / "league"
    folder.mkdir()
    path = folder / "agpt.sqlite"
    # The old version is still running: its changes sit in the WAL, not yet in the file.
    old_app = open_database(path)
    with old_app.transaction() as session:
        replace_league(session, league)
    assert path.with_name("agpt.sqlite-wal").stat().st_size > 0
    old_revision = migrate.head_revision()
    newer_migrations(tmp_path, monkeypatch)

    with open_database(path) as db:
        assert db.backup is not None
        # Backups go to the data folder's backups/, named after the league they keep.
        assert db.backup.parent == backups_folder()
        assert db.backup.name.startswith(f"{league_key(path)}.")
        assert db.backup.name.endswith(".migration.sqlite")
        with db.read() as session:
            assert load_whole_league(session) == league
            revision = session.execute(text("SELECT version_num FROM alembic_version")).scalar()
            assert revision == "0999"
    backup = sqlite3.connect(db.backup)
    try:
        assert backup.execute("SELECT version_num FROM alembic_version").fetchall() == [
            (old_revision,)
        ]
        # The copy is complete although the data was still in the WAL when it was made.
        assert backup.execute("SELECT count(*) FROM entry").fetchone() == (12,)
    finally:
        backup.close()
    old_app.close()
    assert _files(folder) == ["agpt.sqlite"]


def test_an_older_file_being_written_elsewhere_is_not_upgraded(
    tmp_path: Path, league: League, monkeypatch: pytest.MonkeyPatch
) -> None:
    path = tmp_path / "agpt.sqlite"
    _old_file(path, league)
    newer_migrations(tmp_path, monkeypatch)
    other = sqlite3.connect(path, isolation_level=None)
    other.execute("BEGIN IMMEDIATE")
    other.execute("UPDATE league SET name = 'busy'")
    try:
        with pytest.raises(StorageError, match="is being written by another program"):
            open_database(path, busy_timeout=0.1)
    finally:
        other.rollback()
        other.close()
    with open_database(path) as db, db.read() as session:
        assert load_whole_league(session) == league


def test_a_write_that_reads_under_the_lock_lands_after_a_change_elsewhere(
    db: Database, league: League
) -> None:
    """Two directors on one night: the second read the league before the first wrote; its
    action, applied to the league read again inside its own transaction, still lands."""
    with db.transaction() as session:
        replace_league(session, league)
    other = open_database(db.path)
    try:
        with other.transaction() as session:
            add_player(session, Player("gus", "Gus Hale"))
        with db.transaction(reread=True) as session:
            assert "gus" in {player.id for player in load_players(session)}
            add_player(session, Player("hal", "Hal Ames"))
        with db.read() as session:
            assert [p.id for p in load_players(session)][-2:] == ["gus", "hal"]
        assert not db.changed_elsewhere()
    finally:
        other.close()
