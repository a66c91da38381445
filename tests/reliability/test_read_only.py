"""A league in a folder (or a file) the user may not write can still be read."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import Fault, StorageError
from tests.reliability.conftest import FNC, digest


@pytest.fixture
def locked_folder(league: Path, tmp_path: Path):
    """The league in a folder nobody may write (taken back at the end for clean-up)."""
    folder = tmp_path / "locked"
    folder.mkdir()
    moved = folder / league.name
    league.rename(moved)
    folder.chmod(0o555)
    moved.chmod(0o444)
    yield moved
    folder.chmod(0o755)


def test_reading_commands_work_in_a_folder_the_user_may_not_write(
    locked_folder: Path, cli, tmp_path: Path
) -> None:
    before = digest(locked_folder)
    report = cli("report", "--db", locked_folder, "--format", "json", unprivileged=True)
    assert report.code == 0, report.err
    assert json.loads(report.out)["season"] == "2026"
    assert cli("check", "--db", locked_folder, unprivileged=True).out == "ok\n"
    out = tmp_path / "standings.csv"
    exported = cli("export", "--db", locked_folder, "-o", out, unprivileged=True)
    assert exported.code == 0, exported.err
    assert "Rank" in out.read_text() or out.stat().st_size > 0
    assert digest(locked_folder) == before
    assert sorted(p.name for p in locked_folder.parent.iterdir()) == [locked_folder.name]


def test_writing_to_a_league_the_user_may_not_write_is_one_line(locked_folder: Path, cli) -> None:
    before = digest(locked_folder)
    line = cli("import", FNC, "--db", locked_folder, unprivileged=True).refused()
    assert "is read-only" in line
    assert digest(locked_folder) == before


def test_a_league_opened_read_only_refuses_every_write_and_says_so(league: Path) -> None:
    service = LeagueService.open(league, read_only=True)
    try:
        assert service.read_only_reason
        assert service.season_names() == ["2026"]
        with pytest.raises(StorageError) as refused:
            service.delete_season("2026")
        assert refused.value.fault is Fault.READ_ONLY
    finally:
        service.close()
    assert LeagueService.open(league, read_only=True).season_names() == ["2026"]
