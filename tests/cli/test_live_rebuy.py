"""``leaguemgr live rebuy`` on a player still in (SPEC 4.2, issue #23): the rebuy is taken on
the director's word while the period is open, the seat is kept, the money and the count
follow; the period and the season's rebuy limit still refuse in one line, exit 2."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from tests.cli.test_live import base_document, leaguemgr, live
from tests.raw_league import dump


@pytest.fixture
def fnc_night_db(tmp_path: Path) -> str:
    """The AZ season with FNC's night rules: a rebuy after a bust in its level only."""
    document = base_document()
    document["seasons"][0]["rules"]["night"] = {"rebuy_until_level": 3, "rebuy_in_bust_level": True}
    base = tmp_path / "base.league.json"
    base.write_text(json.dumps(document))
    db = str(tmp_path / "league.sqlite")
    done = leaguemgr(tmp_path, "import", base, "--db", db)
    assert done.returncode == 0, done.stderr
    return db


def seat_of(status: dict, player: str) -> tuple[int, int]:
    return next(
        (table["table"], seat["seat"])
        for table in status["tables"]
        for seat in table["seats"]
        if seat["player"] == player
    )


def test_a_player_still_in_rebuys_and_keeps_the_seat(tmp_path: Path, fnc_night_db: str) -> None:
    db = fnc_night_db
    for step in (["start"], *[["arrive", f"p0{i}"] for i in range(4)], ["draw", "--seed", "3"]):
        assert live(tmp_path, db, *step).returncode == 0
    before = json.loads(live(tmp_path, db, "status").stdout)
    done = live(tmp_path, db, "rebuy", "p01")
    assert done.returncode == 0, done.stderr
    after = json.loads(live(tmp_path, db, "status").stdout)
    assert after["rebuys"] == 1 and "p01" in after["remaining"]
    assert seat_of(after, "p01") == seat_of(before, "p01")
    assert after["tables"] == before["tables"] and after["last_moves"] == []
    assert float(after["pool"]) > float(before["pool"])  # the rebuy's money is in the pool

    written = dump(db)
    again = live(tmp_path, db, "rebuy", "p01")  # AZ's season: one rebuy a player
    assert again.returncode == 2 and again.stderr.count("\n") == 1
    assert "no rebuys left" in again.stderr and dump(db) == written
    for _ in range(3):
        assert live(tmp_path, db, "level", "NEXT").returncode == 0  # level 4: closed
    written = dump(db)
    late = live(tmp_path, db, "rebuy", "p02")
    assert late.returncode == 2 and "rebuy period closed at the end of level 3" in late.stderr
    assert dump(db) == written


def test_live_help_lists_every_action(tmp_path: Path) -> None:
    shown = leaguemgr(tmp_path, "live", "--help").stdout
    for action in ("start", "arrive", "draw", "rebuy", "addon", "bust", "level", "clock"):
        assert f"    {action} " in shown, action
    assert "undo" in shown and "status" in shown and "close" in shown
