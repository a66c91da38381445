"""A full disk: every write path refuses with one line, and nothing changes.

Two ways of filling it: a small tmpfs where the tests may mount one (root, as in CI), with
the league and a file that takes up the rest of the space; and SQLite's own
``max_page_count``, which works anywhere.
"""

from __future__ import annotations

import contextlib
import os
import subprocess
import uuid
from collections.abc import Iterator
from pathlib import Path

import pytest

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import Fault, StorageError
from tests.reliability.conftest import AZ, FNC, digest


@contextlib.contextmanager
def small_disk(where: Path, size_kb: int) -> Iterator[Path]:
    where.mkdir()
    mounted = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size_kb}k", "tmpfs", str(where)],
        capture_output=True,
        check=False,
    )
    if mounted.returncode != 0:
        pytest.skip("cannot mount a small tmpfs here (needs root)")
    try:
        yield where
    finally:
        subprocess.run(["umount", "-l", str(where)], check=False)


def fill(disk: Path, leave_kb: int = 8) -> None:
    """Take up all but ``leave_kb`` of the disk."""
    filler = disk / f"filler-{uuid.uuid4().hex}"
    with contextlib.suppress(OSError), open(filler, "wb", buffering=0) as handle:
        while True:
            handle.write(b"\0" * 4096)
    os.truncate(filler, max(0, filler.stat().st_size - leave_kb * 1024))


@pytest.fixture
def full_disk(tmp_path: Path) -> Iterator[Path]:
    with small_disk(tmp_path / "disk", 2048) as disk:
        yield disk


def test_import_into_a_league_on_a_full_disk_changes_nothing(full_disk: Path, cli) -> None:
    league = full_disk / "az.sqlite"
    assert cli("import", AZ, "--db", league).code == 0
    before = cli("report", "--db", league, "--format", "json").out
    fill(full_disk)
    line = cli("import", FNC, "--db", league).refused()
    assert "is full" in line and "nothing was saved" in line
    assert cli("report", "--db", league, "--format", "json").out == before
    assert cli("check", "--db", league).out == "ok\n"


def test_a_first_import_on_a_full_disk_leaves_no_file(full_disk: Path, cli) -> None:
    fill(full_disk, leave_kb=40)
    league = full_disk / "new.sqlite"
    line = cli("import", AZ, "--db", league).refused()
    assert "is full" in line
    assert not league.exists()
    assert [p.name for p in full_disk.iterdir() if not p.name.startswith("filler-")] == []


def test_an_export_to_a_full_disk_leaves_no_file(full_disk: Path, cli, tmp_path: Path) -> None:
    league = tmp_path / "az.sqlite"
    assert cli("import", AZ, "--db", league).code == 0
    fill(full_disk)
    for name in ("season.xlsx", "season.pdf", "league.json"):
        command = "export-json" if name.endswith(".json") else "export"
        line = cli(command, "--db", league, "-o", full_disk / name).refused()
        assert "season" in name or "league" in name
        assert "No space left" in line or "is full" in line, line
    assert [p.name for p in full_disk.iterdir() if not p.name.startswith("filler-")] == []


def test_a_restore_onto_a_full_disk_changes_nothing(full_disk: Path, cli, tmp_path: Path) -> None:
    league = full_disk / "az.sqlite"
    assert cli("import", AZ, "--db", league).code == 0
    bigger = tmp_path / "bigger.sqlite"
    assert cli("import", FNC, "--db", bigger).code == 0
    assert cli("import", AZ, "--db", bigger).code == 0
    before = digest(league)
    fill(full_disk)
    line = cli("restore", bigger, "--db", league).refused()
    assert "is full" in line
    assert digest(league) == before
    for filler in full_disk.glob("filler-*"):
        filler.unlink()  # what the message asks for: free some space
    assert cli("check", "--db", league).out == "ok\n"
    assert cli("report", "--db", league).code == 0


def _limit_pages(service: LeagueService) -> None:
    """Let the league grow by no page at all from now on (SQLite answers SQLITE_FULL)."""
    from sqlalchemy import event

    _reader, writer = service.database._engines()

    @event.listens_for(writer.engine, "connect")
    def _limit(connection, _record) -> None:
        (pages,) = connection.execute("PRAGMA page_count").fetchone()
        connection.execute(f"PRAGMA max_page_count = {pages}")


def test_a_save_that_does_not_fit_is_refused_and_the_league_is_as_it_was(league: Path) -> None:
    service = LeagueService.open(league)
    try:
        _limit_pages(service)
        with pytest.raises(StorageError) as refused:
            for number in range(500):
                player = Player(id=f"new{number}", name=f"{'New player ':>90}{number}")
                service.add_player(player)
        assert refused.value.fault is Fault.DISK_FULL
        assert "nothing was saved" in str(refused.value)
        shown = sorted(p.id for p in service.league.players)
    finally:
        service.close()
    after = LeagueService.open(league, read_only=True)
    try:
        # What the app shows is what the file holds: the refused player is in neither.
        assert sorted(p.id for p in after.league.players) == shown
        assert f"new{len(shown) - 22}" not in shown
    finally:
        after.close()
