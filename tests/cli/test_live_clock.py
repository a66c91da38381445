"""``leaguemgr live ... clock``: the clock of a night driven one call at a time, with the
time given by LEAGUEMGR_NOW, so an evening passes between two calls without waiting."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from leaguemgr.domain.clock.structure import Level
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests import raw_league
from tests.conftest import REPO, SHARED_EXAMPLES

T0 = 1_764_028_800


def leaguemgr(data: Path, now: float | str | None, *arguments: str | Path):
    environment = {**os.environ, "XDG_DATA_HOME": str(data), "PYTHONPATH": str(REPO)}
    environment.pop("LEAGUEMGR_NOW", None)
    if now is not None:
        environment["LEAGUEMGR_NOW"] = str(now)
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr.cli", *map(str, arguments)],
        env=environment,
        capture_output=True,
        text=True,
        timeout=120,
    )


def live(data: Path, db: str, now: float | str | None, *action: str):
    return leaguemgr(data, now, "live", "--db", db, "--season", "2026", "--event", "12", *action)


def log_rows(db: str) -> list[tuple]:
    return raw_league.rows(db, "SELECT seq, payload, undone FROM night_action ORDER BY seq")


@pytest.fixture
def night_db(league_target: str, tmp_path: Path) -> str:
    """The AZ season with event 12 started, three players in and seated."""
    document = json.loads((SHARED_EXAMPLES / "az-2026.league.json").read_text())
    document["seasons"][0]["championship"] = {"declined": [], "makeups": []}
    base = tmp_path / "base.league.json"
    base.write_text(json.dumps(document))
    db = league_target
    assert leaguemgr(tmp_path, None, "import", base, "--db", db).returncode == 0
    for action in (["start"], ["arrive", "p00"], ["arrive", "p01"], ["draw", "--seed", "1"]):
        done = live(tmp_path, db, T0, *action)
        assert done.returncode == 0, done.stderr
    return db


def structure_of(db: str):
    service = LeagueService.open(db, create=False)
    try:
        return NightService(service).night("2026", 12).structure
    finally:
        service.close()


def test_the_clock_runs_between_calls_and_status_shows_it(tmp_path: Path, night_db: str) -> None:
    started = live(tmp_path, night_db, T0, "clock", "start")
    assert started.returncode == 0, started.stderr
    assert json.loads(started.stdout)["clock"]["running"] is True
    structure = structure_of(night_db)
    first, second = structure.periods[0], structure.periods[1]
    assert isinstance(first, Level) and isinstance(second, Level)
    later = T0 + first.minutes * 60 + 30  # half a minute into level 2
    status = json.loads(live(tmp_path, night_db, later, "status").stdout)
    assert status["level"] == 2
    clock = status["clock"]
    assert (clock["level"], clock["break"], clock["running"]) == (2, False, True)
    assert clock["seconds_left"] == second.minutes * 60 - 30
    assert clock["blinds"] == {"small": second.small, "big": second.big, "ante": second.ante}

    taken = live(tmp_path, night_db, later, "clock", "adjust", "-60")  # not an option
    assert taken.returncode == 0, taken.stderr
    assert json.loads(taken.stdout)["clock"]["seconds_left"] == second.minutes * 60 - 90
    paused = live(tmp_path, night_db, later + 5, "clock", "pause")
    assert json.loads(paused.stdout)["clock"]["running"] is False
    hours_later = json.loads(live(tmp_path, night_db, later + 7200, "status").stdout)
    assert hours_later["clock"]["seconds_left"] == second.minutes * 60 - 95
    assert live(tmp_path, night_db, later + 7200, "clock", "resume").returncode == 0
    added = live(tmp_path, night_db, later + 7210, "clock", "adjust", "+120")
    assert json.loads(added.stdout)["clock"]["seconds_left"] == second.minutes * 60 + 15


# Refusals come before anything is written, the same on both databases; that nothing is
# written on a server either is shown by test_live.py's refused action.
@pytest.mark.file_only
@pytest.mark.parametrize(
    ("action", "message"),
    [
        (["clock", "pause"], "event 12: the clock has not started yet"),
        (["clock", "adjust", "+0"], "clock adjust: '+0' is not +S or -S"),
        (["clock", "adjust", "ten"], "clock adjust: 'ten' is not +S or -S"),
    ],
)
def test_a_refused_clock_move_is_one_line_exit_2_and_nothing_written(
    tmp_path: Path, night_db: str, action: list[str], message: str
) -> None:
    before = log_rows(night_db)
    refused = live(tmp_path, night_db, T0 + 60, *action)
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and message in refused.stderr
    assert log_rows(night_db) == before


@pytest.mark.file_only  # as the refused clock moves above
def test_a_time_that_is_not_seconds_since_the_epoch_is_refused(
    tmp_path: Path, night_db: str
) -> None:
    before = log_rows(night_db)
    refused = live(tmp_path, night_db, "tonight", "clock", "start")
    assert refused.returncode == 2 and refused.stderr.count("\n") == 1
    assert "LEAGUEMGR_NOW: 'tonight' is not seconds since the epoch" in refused.stderr
    assert log_rows(night_db) == before
