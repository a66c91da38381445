"""A whole night through ``leaguemgr live``, killed at random moments, closes to the same
report as the same night entered afterwards from a league file (SPEC 4, 4.4)."""

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

from tests import raw_league
from tests.conftest import REPO, SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
EVENT = "12"

# The night: 14 players, a rebuy after a bust, an add-on, a bust fixed by undo, two players
# out in the same hand, the level moved past the rebuy period (AZ: the end of level 4).
NIGHT: list[list[str]] = [
    ["start"],
    *[["arrive", f"p{i:02d}", "--on-time"] for i in range(10)],
    ["arrive", "p10", "--exact-change"],
    ["arrive", "p11"],
    ["arrive", "p12", "--on-time", "--exact-change"],
    ["arrive", "p13", "--unpaid"],
    ["draw", "--seed", "7"],
    ["addon", "p00"],
    ["bust", "p05", "--by", "p06"],
    ["rebuy", "p05"],
    ["level", "NEXT"],
    ["bust", "p07", "--by", "p01"],
    ["bust", "p08", "--by", "p01", "--same-hand", "p09"],
    ["level", "NEXT"],
    ["level", "NEXT"],
    ["level", "NEXT"],
    ["bust", "p10", "--by", "p00"],
    ["bust", "p11", "--by", "p03"],
    ["undo"],
    ["bust", "p11", "--by", "p02"],
    ["bust", "p12", "--by", "p03"],
    ["bust", "p13", "--by", "p04"],
    ["bust", "p05", "--by", "p06"],
    ["bust", "p02", "--by", "p00"],
    ["bust", "p03", "--by", "p00"],
    ["bust", "p04", "--by", "p06"],
    ["bust", "p01", "--by", "p00"],
    ["bust", "p06", "--by", "p00"],
    ["close"],
]

# The same night as the organizer would type it in afterwards.
ENTRIES = [
    {"player": "p00", "finish": 1, "addons": 1, "on_time": True},
    {"player": "p01", "finish": 3, "on_time": True, "busted_by": ["p00"]},
    {"player": "p02", "finish": 6, "on_time": True, "busted_by": ["p00"]},
    {"player": "p03", "finish": 5, "on_time": True, "busted_by": ["p00"]},
    {"player": "p04", "finish": 4, "on_time": True, "busted_by": ["p06"]},
    {"player": "p05", "finish": 7, "rebuys": 1, "on_time": True, "busted_by": ["p06", "p06"]},
    {"player": "p06", "finish": 2, "on_time": True, "busted_by": ["p00"]},
    {"player": "p07", "finish": 14, "on_time": True, "busted_by": ["p01"]},
    {"player": "p08", "finish": 12, "on_time": True, "busted_by": ["p01"]},
    {"player": "p09", "finish": 12, "on_time": True, "busted_by": ["p01"]},
    {"player": "p10", "finish": 11, "exact_change": True, "busted_by": ["p00"]},
    {"player": "p11", "finish": 10, "busted_by": ["p02"]},
    {"player": "p12", "finish": 9, "on_time": True, "exact_change": True, "busted_by": ["p03"]},
    {"player": "p13", "finish": 8, "paid": False, "busted_by": ["p04"]},
]


def _environment(data: Path) -> dict[str, str]:
    return {**os.environ, "XDG_DATA_HOME": str(data), "PYTHONPATH": str(REPO)}


def leaguemgr(data: Path, *arguments: str | Path) -> subprocess.CompletedProcess:
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr.cli", *map(str, arguments)],
        env=_environment(data),
        capture_output=True,
        text=True,
        timeout=120,
    )


def live(data: Path, db: str, *action: str) -> subprocess.CompletedProcess:
    return leaguemgr(data, "live", "--db", db, "--season", "2026", "--event", EVENT, *action)


def fingerprint(db: str) -> tuple:
    """What an action changes: the event's state and the night's log."""
    state = raw_league.rows(
        db,
        "SELECT e.state FROM event AS e JOIN season AS s ON s.id = e.season_id"
        " WHERE s.name = '2026' AND e.number = ?",
        (int(EVENT),),
    )
    # undone is a boolean on a server: counted the same way on both.
    log = raw_league.rows(
        db, "SELECT count(*), sum(CASE WHEN undone THEN 1 ELSE 0 END) FROM night_action"
    )
    return (tuple(state), tuple(log))


def base_document() -> dict:
    """The AZ season without its championship make-ups: one more event changes the offers."""
    document = json.loads(AZ.read_text())
    document["seasons"][0]["championship"] = {"declined": [], "makeups": []}
    return document


@pytest.fixture
def league_db(league_target: str, tmp_path: Path) -> str:
    db = league_target
    base = tmp_path / "base.league.json"
    base.write_text(json.dumps(base_document()))
    done = leaguemgr(tmp_path, "import", base, "--db", db)
    assert done.returncode == 0, done.stderr
    return db


def test_a_night_killed_at_random_moments_closes_to_the_report_of_the_same_night_typed_in(
    tmp_path: Path, league_db: str
) -> None:
    chance = random.Random(20261124)
    kills = 0
    for action in NIGHT:
        if chance.random() < 0.4:
            before = fingerprint(league_db)
            process = subprocess.Popen(
                [sys.executable, "-m", "leaguemgr.cli", "live", "--db", str(league_db),
                 "--season", "2026", "--event", EVENT, *action],
                env=_environment(tmp_path),
                stdout=subprocess.DEVNULL,
                stderr=subprocess.DEVNULL,
            )  # fmt: skip
            time.sleep(chance.uniform(0.05, 0.6))
            if process.poll() is None:
                process.send_signal(signal.SIGKILL)
                kills += 1
            process.wait()
            if fingerprint(league_db) != before:
                continue  # the action landed before the kill
        done = live(tmp_path, league_db, *action)
        assert done.returncode == 0, (action, done.stderr)
    assert kills > 0

    checked = leaguemgr(tmp_path, "check", "--db", league_db)
    assert checked.returncode == 0, checked.stdout
    after_live = leaguemgr(tmp_path, "report", "--db", league_db, "--format", "json")
    assert after_live.returncode == 0, after_live.stderr

    typed = base_document()
    typed["seasons"][0]["events"].append({"number": int(EVENT), "entries": ENTRIES})
    typed_file = tmp_path / "typed.league.json"
    typed_file.write_text(json.dumps(typed))
    typed_db = tmp_path / "typed.sqlite"
    assert leaguemgr(tmp_path, "import", typed_file, "--db", typed_db).returncode == 0
    typed_report = leaguemgr(tmp_path, "report", "--db", typed_db, "--format", "json")
    assert typed_report.returncode == 0, typed_report.stderr
    assert after_live.stdout == typed_report.stdout

    exported = tmp_path / "exported.league.json"
    assert leaguemgr(tmp_path, "export-json", "--db", league_db, "-o", exported).returncode == 0
    event = json.loads(exported.read_text())["seasons"][0]["events"][-1]
    assert "night" not in event and "state" not in event  # closed like one typed in


# About 40 processes each: on a server the refusal path is the refused-action test's, and
# the status that of tests/services/test_league_copy.py (each would add 15-20 s there).
@pytest.mark.file_only
def test_a_rebuy_after_the_period_is_refused_and_nothing_is_written(
    tmp_path: Path, league_db: str
) -> None:
    for action in NIGHT[:12]:  # everyone in, seated
        assert live(tmp_path, league_db, *action).returncode == 0
    live(tmp_path, league_db, "bust", "p07", "--by", "p01")
    for _ in range(4):
        assert live(tmp_path, league_db, "level", "NEXT").returncode == 0  # level 5
    before = raw_league.dump(league_db)
    refused = live(tmp_path, league_db, "rebuy", "p07")
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1
    assert "rebuy period closed at the end of level 4" in refused.stderr
    assert raw_league.dump(league_db) == before


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (["arrive", "nobody"], "there is no player 'nobody'"),
        # One refusal on a server shows it writes nothing there too; the rest is the rules'.
        pytest.param(["bust", "p01"], "Bob A1 is not seated", marks=pytest.mark.file_only),
        pytest.param(["arrive", "p00"], "Ann A0 has already arrived", marks=pytest.mark.file_only),
        pytest.param(["level", "PREV"], "level 1 already", marks=pytest.mark.file_only),
    ],
)
def test_a_refused_action_is_one_line_exit_2_and_changes_nothing(
    tmp_path: Path, league_db: str, action: list[str], message: str
) -> None:
    for step in (["start"], ["arrive", "p00"], ["arrive", "p01"]):
        assert live(tmp_path, league_db, *step).returncode == 0
    before = raw_league.dump(league_db)
    refused = live(tmp_path, league_db, *action)
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and message in refused.stderr
    assert raw_league.dump(league_db) == before


def test_an_action_on_a_closed_event_is_refused(tmp_path: Path, league_db: str) -> None:
    refused = live(tmp_path, league_db, "arrive", "p00")  # no event 12 yet
    assert refused.returncode == 2
    closed = leaguemgr(
        tmp_path, "live", "--db", league_db, "--season", "2026", "--event", "1", "bust", "p00"
    )
    assert closed.returncode == 2 and "closed" in closed.stderr


@pytest.mark.file_only  # see the rebuy test above
def test_status_shows_the_night_as_json(tmp_path: Path, league_db: str) -> None:
    for action in NIGHT[:19]:  # up to the rebuy after the first bust
        assert live(tmp_path, league_db, *action).returncode == 0
    status = json.loads(live(tmp_path, league_db, "status").stdout)
    assert status["state"] == "running"
    assert status["entries"] == 14 and status["rebuys"] == 1
    assert "p05" in status["remaining"] and len(status["remaining"]) == 14
    seated = [seat["player"] for table in status["tables"] for seat in table["seats"]]
    assert sorted(seated) == sorted(status["remaining"])
    assert [t["table"] for t in status["tables"]] == [1, 2]
    assert status["payouts"][0]["place"] == 1
    total = sum(float(p["amount"]) for p in status["payouts"])
    assert f"{total:.2f}" == status["pool"]


def test_deal_reproduces_the_published_icm_values(tmp_path: Path) -> None:
    done = leaguemgr(tmp_path, "deal", "--stacks", "5000,3000,2000", "--prizes", "500,300,200")
    assert done.returncode == 0, done.stderr
    assert json.loads(done.stdout) == {
        "method": "icm",
        "total": "1000.00",
        "players": [
            {"stack": 5000, "equity": "383.93", "amount": "384.00"},
            {"stack": 3000, "equity": "327.50", "amount": "327.00"},
            {"stack": 2000, "equity": "288.57", "amount": "289.00"},
        ],
    }


@pytest.mark.parametrize(
    "arguments",
    [
        ["--stacks", "5000,-3000,2000", "--prizes", "500,300,200"],
        ["--stacks", "5000,abc", "--prizes", "500,300"],
        ["--stacks", "5000,3000", "--prizes", "500,300,200"],
        ["--stacks", ",".join(["100"] * 11), "--prizes", ",".join(["10"] * 11)],
        ["--stacks", "9" * 40 + ",1", "--prizes", "1,1"],
        ["--stacks", "5,5", "--prizes", "1e9999,1"],
        ["--stacks", "5,5", "--prizes", "2,1", "--method", "magic"],
        ["--stacks", "5,5", "--prizes", "2,1", "--unit", "0"],
    ],
)
def test_deal_refuses_bad_input_in_one_line(tmp_path: Path, arguments: list[str]) -> None:
    done = leaguemgr(tmp_path, "deal", *arguments)
    assert done.returncode == 2
    assert done.stderr.count("\n") == 1 and "Traceback" not in done.stderr
