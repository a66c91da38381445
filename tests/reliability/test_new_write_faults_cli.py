"""``leaguemgr links`` and ``leaguemgr live close`` meeting a full disk, a league in a
folder the user may not write, and another program holding the write lock: one line on
stderr, exit 2, and the league as it was (no link issued or replaced, the night running)."""

from __future__ import annotations

import itertools
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from tests.reliability.conftest import AZ, digest
from tests.reliability.test_full_disk import fill, small_disk
from tests.ui.fault_makers import write_lock_held

LIVE = ["--season", "2026", "--event", "12"]
PLAYERS = ["p01", "p02", "p03", "p04"]


def _league(folder: Path) -> Path:
    """The AZ example, p01's link issued and night 12 played up to its close."""
    db = folder / "az.sqlite"
    assert main(["import", str(AZ), "--db", str(db)]) == 0
    assert main(["links", "--db", str(db), "--player", "p01"]) == 0
    live = ["live", "--db", str(db), *LIVE]
    assert main([*live, "start"]) == 0
    for player in PLAYERS:
        assert main([*live, "arrive", player]) == 0
    assert main([*live, "draw", "--seed", "1"]) == 0
    for out, by in itertools.pairwise(PLAYERS):
        assert main([*live, "bust", out, "--by", by]) == 0
    return db


def _tokens(db: Path) -> dict[str, str]:
    service = LeagueService.open(db, read_only=True)
    try:
        return player_links.current_tokens(service)
    finally:
        service.close()


def _running(db: Path) -> bool:
    service = LeagueService.open(db, read_only=True)
    try:
        return service.event("2026", 12).night is not None
    finally:
        service.close()


@pytest.fixture
def on_small_disk(tmp_path: Path, capsys):
    with small_disk(tmp_path / "disk", 4096) as disk:
        db = _league(disk)
        capsys.readouterr()
        yield db


def test_links_and_the_close_on_a_full_disk_are_one_line_each(on_small_disk: Path, cli) -> None:
    db = on_small_disk
    tokens = _tokens(db)
    fill(db.parent, leave_kb=0)
    for command in (["links"], ["links", "--reissue"], ["live", "close"]):
        extra = LIVE if command[0] == "live" else []
        line = cli(command[0], "--db", db, *extra, *command[1:]).refused()
        assert "is full" in line and "nothing was saved" in line, line
    assert _tokens(db) == tokens  # p01's link still works; nobody else was given one
    assert _running(db)
    for filler in db.parent.glob("filler-*"):
        filler.unlink()  # what the message asks for
    closed = cli("live", "--db", db, *LIVE, "close")
    assert closed.code == 0 and "closed event 12" in closed.out


def test_links_and_the_close_in_a_folder_the_user_may_not_write(tmp_path: Path, cli, capsys):
    folder = tmp_path / "locked"
    folder.mkdir()
    db = _league(folder)
    capsys.readouterr()
    before = digest(db)
    folder.chmod(0o555)
    db.chmod(0o444)
    try:
        line = cli("links", "--db", db, "--reissue", unprivileged=True).refused()
        assert "is read-only" in line
        line = cli("live", "--db", db, *LIVE, "close", unprivileged=True).refused()
        assert "is read-only" in line
    finally:
        folder.chmod(0o755)
    assert digest(db) == before


def test_a_reissue_while_another_program_writes_keeps_the_old_link(
    tmp_path: Path, cli, capsys
) -> None:
    db = _league(tmp_path)
    capsys.readouterr()
    tokens = _tokens(db)
    with write_lock_held(db):
        line = cli("links", "--db", db, "--player", "p01", "--reissue").refused()
    assert "being written by another program" in line
    assert _tokens(db) == tokens
