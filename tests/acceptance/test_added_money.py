"""The examples with money added to a pool (SPEC 2.2 ``added``): the league file keeps it,
a league on a file or a server stores it, ``export-json``, ``import`` and ``copy`` carry it,
and the report shows it with every event reconciling."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from tests.acceptance.test_examples import EXAMPLES

ADDED = "125.50"


def with_added(league_file: Path, out: Path) -> tuple[Path, str, int]:
    """The example with ``ADDED`` on its first regular event that has entries and pays by
    its payout table (one that records what was paid would no longer add up, SPEC 8)."""
    document = json.loads(league_file.read_text())
    season = document["seasons"][-1]
    event = next(
        e
        for e in season["events"]
        if e.get("entries") and e.get("kind") != "championship" and "payouts" not in e
    )
    event["added"] = ADDED
    out.write_text(json.dumps(document))
    return out, season["name"], event["number"]


def report(db: str, season: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", season, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


@pytest.mark.parametrize("league_file", EXAMPLES, ids=lambda p: p.name.split(".")[0])
def test_the_examples_round_trip_with_added_money(league_file, league_target, tmp_path, capsys):
    plain = json.loads(
        league_file.with_name(league_file.name.replace(".league.", ".report.")).read_text()
    )
    source, season, number = with_added(league_file, tmp_path / "added.league.json")
    assert main(["import", str(source), "--db", league_target]) == 0
    first = report(league_target, season, capsys)
    (event,) = [e for e in first["events"] if e["number"] == number]
    (before,) = [e for e in plain["events"] if e["number"] == number]
    assert event["added"] == ADDED
    assert Decimal(event["pool"]) == Decimal(before["pool"]) + Decimal(ADDED)
    for each in first["events"]:
        set_aside = sum((Decimal(a) for a in each["set_asides"].values()), Decimal(0))
        paid = sum((Decimal(p["amount"]) for p in each["payouts"]), Decimal(0))
        knockouts = Decimal((each.get("knockouts") or {"money": "0"})["money"])
        assert Decimal(each["gross"]) + Decimal(each["added"]) == (
            knockouts + set_aside + Decimal(each["pool"])
        )
        assert Decimal(each["pool"]) == paid

    exported = tmp_path / "exported.league.json"
    assert main(["export-json", "--db", league_target, "-o", str(exported)]) == 0
    written = json.loads(exported.read_text())
    events = [e for s in written["seasons"] for e in s["events"]]
    assert [e["added"] for e in events if "added" in e] == [ADDED]  # only where not 0
    again = str(tmp_path / "again.sqlite")
    assert main(["import", str(exported), "--db", again]) == 0
    assert report(again, season, capsys) == first
    copied = str(tmp_path / "copied.sqlite")
    assert main(["copy", league_target, copied]) == 0
    assert report(copied, season, capsys) == first
