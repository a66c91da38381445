"""Opening a file at the current schema without Alembic, and the 0001 -> 0002 upgrade."""

from __future__ import annotations

import sqlite3
import subprocess
import sys
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.storage import (
    Database,
    migrate,
    open_database,
    replace_league,
)
from leaguemgr.storage.fast_load import load_whole_league
from tests.older_schema import make_older

REPO = Path(__file__).resolve().parents[2]


def test_the_cached_head_revision_is_the_head_of_the_scripts() -> None:
    assert migrate.head_revision() == migrate.HEAD_REVISION


def test_a_current_file_is_recognised_with_plain_sqlite(db: Database, db_path: Path) -> None:
    db.close()
    raw = sqlite3.connect(db_path)
    try:
        assert migrate.is_current(raw)
        raw.execute("UPDATE alembic_version SET version_num = '0001'")
        assert not migrate.is_current(raw)
        raw.execute("DROP TABLE league")
        assert not migrate.is_current(raw)
    finally:
        raw.close()


def test_opening_and_reading_a_current_file_imports_neither_alembic_nor_sqlalchemy(
    db: Database, db_path: Path, league: League
) -> None:
    with db.transaction() as session:
        replace_league(session, league)
    db.close()
    script = (
        "import sys\n"
        "from leaguemgr.services.league_service import LeagueService\n"
        f"service = LeagueService.open({str(db_path)!r})\n"
        "from leaguemgr.domain.errors import RuleError\n"
        "try:\n"
        "    service.report(service.season_names()[-1])\n"
        "except RuleError:\n"
        "    pass  # this league is for storage, not all of it is valid for the rules\n"
        "print(sorted(m for m in ('alembic', 'sqlalchemy') if m in sys.modules))\n"
    )
    done = subprocess.run(
        [sys.executable, "-c", script], cwd=REPO, capture_output=True, text=True, check=False
    )
    assert (done.returncode, done.stderr, done.stdout.strip()) == (0, "", "[]")


def test_a_file_at_the_first_revision_gets_the_free_entry_index_after_a_backup(
    db_path: Path, league: League
) -> None:
    with open_database(db_path) as db, db.transaction() as session:
        replace_league(session, league)
    make_older(db_path, "0001")

    with open_database(db_path) as db:
        assert db.backup is not None
        with db.read() as session:
            assert load_whole_league(session) == league
        with db.read_raw() as raw:
            assert load_whole_league(raw) == league
            indexes = raw.execute(
                "SELECT name FROM sqlite_master WHERE type = 'index' AND tbl_name = 'entry'"
            ).fetchall()
            assert ("ix_entry_free_entry",) in indexes
            plan = raw.execute(
                "EXPLAIN QUERY PLAN SELECT event_id, position, player_id FROM entry"
                " WHERE free_entry"
            ).fetchall()
            assert "ix_entry_free_entry" in str(plan)
    with open_database(db_path) as again:
        assert again.backup is None


def test_the_known_revisions_and_head_tables_are_those_of_the_scripts_and_models() -> None:
    from alembic.script import ScriptDirectory

    from leaguemgr.storage.tables import metadata

    scripts = ScriptDirectory.from_config(migrate.alembic_config())
    revisions = [script.revision for script in scripts.walk_revisions()]
    assert tuple(reversed(revisions)) == migrate.REVISIONS
    assert {*metadata.tables, "alembic_version"} == migrate.HEAD_TABLES


def test_a_league_missing_a_table_is_named_damaged_not_upgraded(db_path: Path) -> None:
    import pytest

    from leaguemgr.storage.errors import Fault, StorageError

    open_database(db_path).close()
    raw = sqlite3.connect(db_path)
    raw.execute("DROP TABLE dealer")
    raw.commit()
    raw.close()
    with pytest.raises(StorageError, match="its table dealer is missing") as refused:
        open_database(db_path)
    assert refused.value.fault is Fault.CORRUPT
