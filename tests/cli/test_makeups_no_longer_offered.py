"""A night that takes away a recorded make-up buy-in leaves a season that reports (SPEC 2.8,
issue 21): the close says so, the report lists it, ``check`` names it and is ok."""

from __future__ import annotations

import json

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
NIGHT = [["start"], ["arrive", "p07"], ["arrive", "p01"], ["draw"], ["bust", "p01", "--by", "p07"]]


def test_a_night_bringing_a_make_up_player_to_min_events_leaves_a_league_that_reports(
    league_target: str, capsys
):
    db = league_target
    assert main(["import", str(AZ), "--db", db]) == 0
    live = ["live", "--db", db, "--season", "2026", "--event", "12"]
    for action in NIGHT:
        assert main([*live, *action]) == 0
    capsys.readouterr()

    assert main([*live, "close"]) == 0
    said = capsys.readouterr().out.splitlines()
    assert said[:2] == ["closed event 12 of season 2026", "Cash-out:"]  # then who gets what
    assert said[-1] == (
        "Make-up buy-in of Hal A7 no longer offered: the player qualified on points; "
        "its 60.00 fee leaves the championship pool"
    )

    assert main(["report", "--db", db, "--season", "2026", "--format", "json"]) == 0
    champ = json.loads(capsys.readouterr().out)["championship"]
    assert champ["makeups_no_longer_offered"] == ["p07"]
    assert {"player": "p07", "via": "points"}.items() <= champ["field"][0].items()
    assert all(seat["fee"] == "0.00" for seat in champ["field"])

    assert main(["report", "--db", db, "--season", "2026"]) == 0
    assert "Make-up buy-in of Hal A7 no longer offered" in capsys.readouterr().out

    assert main(["check", "--db", db]) == 0
    assert capsys.readouterr().out.splitlines() == [
        f"{db}: season 2026: Make-up buy-in of Hal A7 (p07) no longer offered: the player "
        "qualified on points; it joins neither the field nor the pool",
        "ok",
    ]
