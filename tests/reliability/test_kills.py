"""A process killed at any moment of a first import or a restore leaves a whole league or
none, and the next start removes what it left behind."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from tests import synthetic
from tests.conftest import REPO
from tests.reliability.conftest import AZ

KILLS = 6


@pytest.fixture(scope="module")
def big_league_file(tmp_path_factory) -> Path:
    """A league whose import takes a good second: time enough to be killed inside it."""
    path = tmp_path_factory.mktemp("big") / "big.league.json"
    path.write_text(json.dumps(synthetic.league_document(4, 40, 40, 120, seed=3)))
    return path


def _start(data: Path, *arguments: str | Path) -> subprocess.Popen:
    environment = {**os.environ, "XDG_DATA_HOME": str(data), "PYTHONPATH": str(REPO)}
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr.cli", *map(str, arguments)],
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )


def _duration(data: Path, *arguments: str | Path) -> float:
    """How long the command takes, run whole: the kills are spread over that."""
    started = time.monotonic()
    assert _start(data, *arguments).wait() == 0
    return time.monotonic() - started


def _kill_after(process: subprocess.Popen, seconds: float) -> bool:
    """Kill the process after ``seconds``; ``True`` if it was still running then."""
    deadline = time.monotonic() + seconds
    while time.monotonic() < deadline:
        if process.poll() is not None:
            return False
        time.sleep(0.005)
    process.send_signal(signal.SIGKILL)
    process.wait()
    return True


def _litter(folder: Path) -> list[str]:
    return sorted(p.name for p in folder.iterdir() if p.name.endswith(".leaguemgr-tmp"))


def test_a_first_import_killed_at_any_moment_leaves_no_league_or_a_whole_one(
    big_league_file: Path, tmp_path: Path, data: Path, cli
) -> None:
    randomly = random.Random(15)
    killed = 0
    for attempt in range(KILLS):
        folder = tmp_path / f"try{attempt}"
        folder.mkdir()
        league = folder / "league.sqlite"
        process = _start(data, "import", big_league_file, "--db", league)
        killed += _kill_after(process, randomly.uniform(0.4, 2.5))
        if league.exists():
            assert cli("check", "--db", league).out == "ok\n"
            assert len(json.loads(cli("report", "--db", league, "--format", "json").out))
        # The next run beside it tidies what the killed one left.
        assert cli("import", AZ, "--db", folder / "other.sqlite").code == 0
        assert _litter(folder) == []
    assert killed >= KILLS // 2, "the import ended before most kills: make it bigger"


def test_a_restore_killed_at_any_moment_leaves_the_old_league_or_the_backup(
    big_league_file: Path, tmp_path: Path, data: Path, cli
) -> None:
    backup = tmp_path / "big.sqlite"
    assert cli("import", big_league_file, "--db", backup).code == 0
    _pad(backup, megabytes=48)  # a copy that takes a while: kills land inside it
    pristine = tmp_path / "az.sqlite"
    assert cli("import", AZ, "--db", pristine).code == 0
    old = cli("report", "--db", pristine, "--format", "json").out
    new_seasons = {s["name"] for s in json.loads(big_league_file.read_text())["seasons"]}
    randomly = random.Random(16)
    outcomes = set()
    whole = _duration(data, "restore", backup, "--db", tmp_path / "timed.sqlite")
    for attempt in range(KILLS):
        league = tmp_path / f"az{attempt}.sqlite"
        league.write_bytes(pristine.read_bytes())
        process = _start(data, "restore", backup, "--db", league)
        outcomes.add(_kill_after(process, randomly.uniform(0.3, 0.95) * whole))
        assert cli("check", "--db", league).out == "ok\n"
        now = cli("report", "--db", league, "--format", "json")
        assert now.code == 0, now.err
        report = json.loads(now.out)
        assert now.out == old or report["season"] in new_seasons
    assert True in outcomes, "every restore ended before its kill: make the backup bigger"


def _pad(league: Path, megabytes: int) -> None:
    """Make the league file bigger with a table leaguemgr does not read."""
    import sqlite3

    connection = sqlite3.connect(league)
    connection.execute("CREATE TABLE padding (data BLOB)")
    for _ in range(megabytes):
        connection.execute("INSERT INTO padding VALUES (randomblob(1048576))")
    connection.commit()
    connection.close()
