"""A spreadsheet's KO column holds a count or money (SPEC 9): a count imports as knockouts,
money as the bounties each player won (recorded bounties, on top of the buy-ins) and the
knockouts they make at the night's bounty."""

from __future__ import annotations

import dataclasses
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


KO_COUNT = [
    ["Date", "Place", "Player", "Payout", "KO", "Buy-in"],
    ["2025-04-04", 1, "Ann", "$70", 2, "$25"],
    ["2025-04-04", 2, "Bob", "$30", 1.5, "$25"],
    ["2025-04-04", 3, "Cy", "", 0.5, "$25"],
    ["2025-04-04", 4, "Di", "", "", "$25"],
]


def _plan_counts(tmp_path: Path, knockout):
    from leaguemgr.domain.records import League, Season, SeasonRules
    from leaguemgr.services.sheet_import import plan_sheet_import, read_sheet_files
    from leaguemgr.services.td3_import import NO_FORMULA, WHOLE_FIELD

    rules = SeasonRules(D(25), D(25), payout_table=(WHOLE_FIELD,), points=NO_FORMULA)
    rules = dataclasses.replace(rules, knockout=knockout)
    league = League(name="Bounties", seasons=(Season("2025", rules),))
    reading = read_sheet_files([write_csv(tmp_path / "counts.csv", KO_COUNT)])
    planned = plan_sheet_import(league, reading, season="2025")
    (event,) = planned.league.season("2025").events
    return planned, event


def test_a_ko_count_at_the_seasons_fixed_bounty_imports_the_bounties_won(tmp_path: Path) -> None:
    from leaguemgr.domain.records import KnockoutKind, KnockoutRules
    from leaguemgr.domain.season_report import compute_season_report

    planned, event = _plan_counts(tmp_path, KnockoutRules(KnockoutKind.FIXED, D(10)))
    won = {e.player: e.bounties_won for e in event.entries}
    assert sorted(won.values(), key=lambda a: a or 0) == [None, D("5.00"), D("15.00"), D("20.00")]
    assert sorted(e.knockout_adjustment for e in event.entries) == [0, 0.5, 1.5, 2]
    (result,) = compute_season_report(planned.league, "2025").events
    # The 40.00 of bounties come on top of the 100.00 the buy-ins took in (SPEC 9).
    assert (result.money.gross, result.money.pool) == (D("140.00"), D("100.00"))
    assert (
        "1 night(s) of season 2025 count knockouts in the KO column: bounties won are each "
        "count x 10.00 (the season's bounty)"
    ) in planned.summary()


def test_a_ko_count_without_a_fixed_bounty_is_knockouts_alone_and_says_so(
    tmp_path: Path,
) -> None:
    from leaguemgr.domain.records import KnockoutKind, KnockoutRules

    planned, event = _plan_counts(tmp_path, None)
    assert [e.bounties_won for e in event.entries] == [None] * 4
    assert sorted(e.knockout_adjustment for e in event.entries) == [0, 0.5, 1.5, 2]
    assert any(
        "imported as knockouts, no bounties won (the season has no knockout bounty" in line
        for line in planned.summary()
    )
    progressive = KnockoutRules(KnockoutKind.PROGRESSIVE, D(10))
    planned, event = _plan_counts(tmp_path, progressive)
    assert [e.bounties_won for e in event.entries] == [None] * 4
    assert any("the season's bounties are progressive" in line for line in planned.summary())
