"""A spreadsheet's KO column holds a count or money (SPEC 9): a count imports as knockouts,
money as the bounties each player won (recorded bounties, on top of the buy-ins) and the
knockouts they make at the night's bounty."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

from leaguemgr.cli import main
from tests.sheets.samples import write_csv

D = Decimal

KO_MONEY = [
    ["Date", "Place", "Player", "Payout", "KO", "Buy-in"],
    ["2025-04-04", 1, "Ann", "$70", "$15", "$25"],
    ["2025-04-04", 2, "Bob", "$30", "$5", "$25"],
    ["2025-04-04", 3, "Cy", "", "", "$25"],
    ["2025-04-04", 4, "Di", "", 0, "$25"],
]


def _report(db: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", "bounties", "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_bounty_money_in_the_ko_column_imports_as_bounties_won_and_knockouts(
    tmp_path: Path, capsys
) -> None:
    path = write_csv(tmp_path / "bounties.csv", KO_MONEY)
    db = str(tmp_path / "league.sqlite")
    capsys.readouterr()
    assert main(["import-sheet", str(path), "--db", db]) == 0
    report = _report(db, capsys)
    (event,) = report["events"]
    assert event["knockouts"]["money"] == "20.00"
    paid = {p["player"]: p["amount"] for p in event["knockouts"]["paid"]}
    assert list(event["knockouts"]["paid"][0].values())[1] == "15.00"  # most first
    assert sorted(paid.values()) == ["15.00", "5.00"]
    # The bounties come on top of the 100.00 the buy-ins took in; the payouts are the 100.
    assert (event["gross"], event["pool"]) == ("120.00", "100.00")
    knockouts = sorted(row["knockouts"] for row in report["standings"])
    assert knockouts == [0, 0, 1, 3]  # $15 and $5 at the night's $5 a knockout
