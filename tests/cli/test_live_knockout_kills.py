"""A progressive knockout night through ``leaguemgr live``, killed (SIGKILL) at random
moments of its busts and clock moves and restarted: the night, every head and every
bounty collected, and the clock come back as the same night played without a kill."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.cli.night import NOW_VARIABLE
from tests.cli.test_live import fingerprint
from tests.cli.test_live_knockouts import _league
from tests.conftest import REPO

KNOCKOUT = {"kind": "progressive", "amount": "10", "share": "50"}
START = 1_800_000_000  # seconds since the epoch: the night's own time, a minute an action
NIGHT = [
    ["start"],
    *[["arrive", f"p{i:02d}"] for i in range(1, 8)],
    ["draw", "--seed", "7"],
    ["clock", "start"],
    ["bust", "p07", "--by", "p01"],
    ["bust", "p06", "--by", "p01"],
    ["clock", "pause"],
    ["clock", "resume"],
    ["rebuy", "p07"],
    ["bust", "p05", "--by", "p02", "--by", "p03"],
    ["bust", "p01", "--by", "p07"],
    ["level", "NEXT"],
    ["bust", "p04", "--by", "p07"],
]
KILLED_FROM = NIGHT.index(["clock", "start"])  # the kills land among the busts


def _at(step: int) -> str:
    return str(START + 60 * step)


def _live_process(db: str, step: int, action: list[str]) -> subprocess.Popen:
    environment = {**os.environ, "PYTHONPATH": str(REPO), NOW_VARIABLE: _at(step)}
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr.cli", "live", "--db", db,
         "--season", "2026", "--event", "12", *action],
        env=environment,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip


def _new_league(folder: Path) -> str:
    folder.mkdir()
    return _league(folder, KNOCKOUT)


def _act(db: str, step: int, action: list[str], monkeypatch) -> None:
    monkeypatch.setenv(NOW_VARIABLE, _at(step))
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", *action]) == 0


def _status(db: str, capsys, monkeypatch, step: int) -> dict:
    monkeypatch.setenv(NOW_VARIABLE, _at(step))
    capsys.readouterr()
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", "status"]) == 0
    return json.loads(capsys.readouterr().out.splitlines()[-1])


def test_a_knockout_night_killed_at_random_moments_comes_back_whole(
    tmp_path: Path, capsys, monkeypatch
) -> None:
    played, killed = (_new_league(tmp_path / name) for name in ("played", "killed"))
    for step, action in enumerate(NIGHT):  # the night as played, nothing killed
        _act(played, step, action, monkeypatch)
        if step < KILLED_FROM:
            _act(killed, step, action, monkeypatch)

    # The kill lands within the time a reading run takes on this machine now, so a fast
    # machine kills as often as a loaded one: a wall-clock window let every run finish.
    began = time.monotonic()
    assert _live_process(killed, KILLED_FROM, ["status"]).wait(timeout=120) == 0
    one_run = time.monotonic() - began
    chance = random.Random(20261127)
    kills = 0
    for step, action in enumerate(NIGHT[KILLED_FROM:], KILLED_FROM):
        if chance.random() < 0.25:  # this one is not killed
            _act(killed, step, action, monkeypatch)
            continue
        before = fingerprint(killed)
        process = _live_process(killed, step, action)
        time.sleep(chance.uniform(0.2, 0.8) * one_run)
        if process.poll() is None:
            process.send_signal(signal.SIGKILL)
            kills += 1
        process.wait()
        if fingerprint(killed) == before:  # killed before the action landed: given again
            again = _live_process(killed, step, action)
            assert again.wait(timeout=120) == 0, (action, again.stderr.read())
    assert kills >= 3

    end = len(NIGHT) + 2  # two minutes after the last bust: the clock ran on meanwhile
    after_kills, as_played = (_status(db, capsys, monkeypatch, end) for db in (killed, played))
    assert after_kills == as_played
    heads = {h["player"]: h["amount"] for h in after_kills["heads"]}
    assert set(heads) == {"p02", "p03", "p07"}  # the players still in, each with a head
    assert after_kills["clock"] == as_played["clock"] and after_kills["level"] == 2
