"""Knockout bounties on a live night (SPEC 9) through ``leaguemgr live``: a bust says who
collects what, the status shows the heads, undo takes a bounty back, and the report after
the close pays each player what the night paid, to the cent."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.conftest import SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"


def _league(tmp_path: Path, knockout: dict) -> str:
    document = json.loads(AZ.read_text())
    season = document["seasons"][0]
    season["championship"] = {"declined": [], "makeups": []}
    season["rules"]["knockout"] = knockout
    for event in season["events"]:  # the season's nights so far were played without
        event["knockout"] = None
    source = tmp_path / "ko.league.json"
    source.write_text(json.dumps(document))
    db = str(tmp_path / "league.sqlite")
    assert main(["import", str(source), "--db", db]) == 0
    return db


def _live(db: str, capsys, *action: str) -> tuple[list[str], dict]:
    """The lines ``live`` printed before its status, and the status."""
    capsys.readouterr()
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", *action]) == 0
    lines = capsys.readouterr().out.splitlines()
    return lines[:-1], json.loads(lines[-1])


def _names(db: str, capsys) -> dict[str, str]:
    capsys.readouterr()
    assert main(["export-json", "--db", db, "-o", "-"]) == 0
    players = json.loads(capsys.readouterr().out)["players"]
    return {player["id"]: player["name"] for player in players}


def _amounts(items: list[dict]) -> dict[str, str]:
    return {item["player"]: item["amount"] for item in items}


def _play(db: str, capsys, night: list[list[str]]) -> list[tuple[list[str], dict]]:
    return [_live(db, capsys, *action) for action in night]


ARRIVALS = [["start"], *[["arrive", f"p{i:02d}"] for i in range(1, 6)], ["draw", "--seed", "7"]]


def test_a_progressive_night_pays_at_each_bust_and_the_report_pays_the_same(
    tmp_path: Path, capsys
) -> None:
    db = _league(tmp_path, {"kind": "progressive", "amount": "10", "share": "50"})
    _play(db, capsys, ARRIVALS)
    said, status = _live(db, capsys, "bust", "p05", "--by", "p01")
    names = _names(db, capsys)
    assert said == [f"{names['p01']} collects 5.00, {names['p05']}'s bounty"]
    heads = _amounts(status["heads"])
    assert heads["p01"] == "15.00" and "p05" not in heads
    assert status["knockout_money"] == "50.00"
    # A bust taken back takes its bounty back.
    said, status = _live(db, capsys, "bust", "p04", "--by", "p01")
    assert _amounts(status["heads"])["p01"] == "20.00"
    said, status = _live(db, capsys, "undo")
    assert said == [f"{names['p01']} hands back 5.00"]  # the table hears it
    assert _amounts(status["heads"])["p01"] == "15.00"
    assert _amounts(status["bounties_collected"]) == {"p01": "5.00"}
    # A rebuy after a bust starts the head again; two hitmen share.
    _live(db, capsys, "rebuy", "p05")
    _, status = _live(db, capsys, "bust", "p04", "--by", "p02", "--by", "p03")
    assert _amounts(status["bounties_collected"]) == {"p01": "5.00", "p02": "2.50", "p03": "2.50"}
    said, _ = _live(db, capsys, "bust", "p01", "--by", "p05")
    assert said[0].split(" collects ")[1].startswith("7.50")  # half of p01's 15.00
    said, _ = _live(db, capsys, "bust", "p02", "--by", "p05")
    assert len(said) == 1  # two left: no winner yet
    said, status = _live(db, capsys, "bust", "p03", "--by", "p05")
    heads = _amounts(status["heads"])
    assert said[-1] == f"{names['p05']} wins and collects {heads['p05']}: own head"
    collected = {p: Decimal(a) for p, a in _amounts(status["bounties_collected"]).items()}
    assert set(heads) == {"p05"}
    total = sum(collected.values()) + Decimal(heads["p05"])
    assert total == Decimal(status["knockout_money"]) == Decimal("60.00")

    capsys.readouterr()
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", "close"]) == 0
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", "2026", "--format", "json"]) == 0
    event = json.loads(capsys.readouterr().out)["events"][-1]
    night = dict(collected)
    night["p05"] = night.get("p05", Decimal(0)) + Decimal(heads["p05"])  # the winner's own
    assert {p["player"]: Decimal(p["amount"]) for p in event["knockouts"]["paid"]} == night
    assert event["knockouts"]["money"] == "60.00"
    set_aside = sum(Decimal(v) for v in event["set_asides"].values())
    assert Decimal(event["gross"]) + Decimal(event["added"]) == (
        Decimal(event["knockouts"]["money"]) + set_aside + Decimal(event["pool"])
    )


@pytest.mark.parametrize("shared", [False, True])
def test_a_fixed_night_closes_to_the_bounties_it_paid(tmp_path: Path, capsys, shared) -> None:
    db = _league(tmp_path, {"kind": "fixed", "amount": "5"})
    _play(db, capsys, ARRIVALS)
    hitmen = ["--by", "p01", "--by", "p02"] if shared else ["--by", "p01"]
    said, _ = _live(db, capsys, "bust", "p05", *hitmen)
    assert [line.split(" collects ")[1].split(",")[0] for line in said] == (
        ["2.50", "2.50"] if shared else ["5.00"]
    )
    for player, hitman in (("p04", "p01"), ("p03", "p02"), ("p02", "p01")):
        _live(db, capsys, "bust", player, "--by", hitman)
    capsys.readouterr()
    assert main(["live", "--db", db, "--season", "2026", "--event", "12", "close"]) == 0
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", "2026", "--format", "json"]) == 0
    event = json.loads(capsys.readouterr().out)["events"][-1]
    paid = {p["player"]: p["amount"] for p in event["knockouts"]["paid"]}
    if shared:
        assert paid == {"p01": "17.50", "p02": "7.50"}
    else:
        assert paid == {"p01": "20.00", "p02": "5.00"}
