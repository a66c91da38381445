"""``leaguemgr live`` with absent players, busts ranked by chips, hand for hand and dealers
(SPEC 4.1, 4.2, 4.4): each action saved, each refusal one line, exit 2, nothing written."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from tests.cli.test_live import base_document, leaguemgr
from tests.raw_league import dump

T0 = 1_800_000_000


def live(data: Path, db: str, *action: str, minutes: int = 0) -> subprocess.CompletedProcess:
    environment = {
        **os.environ,
        "XDG_DATA_HOME": str(data),
        "PYTHONPATH": str(Path(__file__).resolve().parents[2]),
        "LEAGUEMGR_NOW": str(T0 + minutes * 60),
    }
    return subprocess.run(
        [sys.executable, "-m", "leaguemgr.cli", "live", "--db", str(db), "--season", "2026",
         "--event", "12", *action],
        env=environment, capture_output=True, text=True, timeout=120,
    )  # fmt: skip


@pytest.fixture
def league_db(league_target: str, tmp_path: Path) -> str:
    document = base_document()
    document["seasons"][0]["rules"]["night"] = {
        "absent_chips_removed_at_level": 2,
        "forfeit_after_minutes": 20,
    }
    base = tmp_path / "base.league.json"
    base.write_text(json.dumps(document))
    db = league_target
    done = leaguemgr(tmp_path, "import", base, "--db", db)
    assert done.returncode == 0, done.stderr
    return db


# Its twin on a server, in one process, is tests/services/test_night_table_rules.py: as
# separate processes it would add some 15 s there for nothing the server does differently.
@pytest.mark.file_only
def test_a_night_with_an_absent_player_chips_hand_for_hand_and_a_dealer(
    tmp_path: Path, league_db: str
) -> None:
    steps = [
        ["start"],
        *[["arrive", f"p{i:02d}"] for i in range(5)],
        ["arrive", "p05", "--unpaid", "--absent"],
        ["draw", "--seed", "4"],
        ["dealer", "p00", "full"],
        ["hand-for-hand", "on"],
        ["bust", "p03", "--same-hand", "p04", "--by", "p00", "--chips", "p03=1200,p04=3000"],
    ]
    for step in steps:
        done = live(tmp_path, league_db, *step)
        assert done.returncode == 0, (step, done.stderr)
    status = json.loads(live(tmp_path, league_db, "status").stdout)
    assert status["absent"] == [
        {"player": "p05", "paid": False, "came": False, "level": 1, "minutes": 0, "due": None}
    ]
    assert status["dealers"] == [{"player": "p00", "game": "full"}]
    assert status["hand_for_hand"] is True
    assert {f["player"]: f["finish"] for f in status["finishes"]} == {"p03": 6, "p04": 5}

    assert live(tmp_path, league_db, "level", "NEXT", minutes=1).returncode == 0
    status = json.loads(live(tmp_path, league_db, "status", minutes=1).stdout)
    assert status["level"] == 2 and status["absent"][0]["due"] == "remove"
    assert live(tmp_path, league_db, "present", "p05", minutes=2).returncode == 0
    status = json.loads(live(tmp_path, league_db, "status", minutes=2).stdout)
    assert status["absent"] == []


@pytest.mark.parametrize(
    ("action", "message"),
    [
        # One refusal on a server shows nothing is written there either; each refusal is
        # the rules' (the same on both), and on a server each would add some 8 s.
        (["bust", "p01", "--same-hand", "p02", "--chips", "p01=5"], "chips Cat A2 began"),
        *(
            pytest.param(action, message, marks=pytest.mark.file_only)
            for action, message in [
                (["bust", "p01", "--same-hand", "p02", "--chips", "p01=lots"], "not PLAYER=CHIPS"),
                (["remove", "p05"], "until level 2 begins"),
                (["forfeit", "p05"], "never came"),
                (["present", "p01"], "Bob A1 is not absent"),
                (["bust", "p05"], "Fay A5 is absent"),
                (["dealer", "p01", "none"], "Bob A1 is not a dealer"),
                (["hand-for-hand", "off"], "hand for hand is off already"),
            ]
        ),
    ],
)
def test_a_refused_action_is_one_line_and_writes_nothing(
    tmp_path: Path, league_db: str, action: list[str], message: str
) -> None:
    for step in (
        ["start"],
        ["arrive", "p01"],
        ["arrive", "p02"],
        ["arrive", "p03"],
        ["arrive", "p05", "--unpaid", "--absent"],
        ["draw", "--seed", "1"],
    ):
        assert live(tmp_path, league_db, *step).returncode == 0
    before = dump(league_db)
    refused = live(tmp_path, league_db, *action)
    assert refused.returncode == 2
    assert refused.stderr.count("\n") == 1 and message in refused.stderr, refused.stderr
    assert dump(league_db) == before
