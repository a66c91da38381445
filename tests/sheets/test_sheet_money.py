"""A spreadsheet's money comes in as the sheet recorded it, as TD3's does (SPEC 5), and every
imported event reconciles: gross + added = set-asides + pool, and pool = payouts. What the
Buy-in and Rebuys columns took in is the gross, money paid beyond it is added to the pool,
money taken in and not paid out is set aside into "not paid out"; a grid has no money at all."""

from __future__ import annotations

import json
from dataclasses import replace
from decimal import Decimal
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.domain.records import Basis, League, PayoutRange, Season, SeasonRules, SetAside
from leaguemgr.services.league_service import LeagueService, create_league_file
from tests.sheets.samples import write_csv
from tests.td3.test_money_history import reconciles

D = Decimal

NO_BUYINS = [
    ["Date", "Place", "Player", "Points", "Payout", "KOs"],
    ["2025-01-10", 1, "Ann Lee", 10, "$150", 2],
    ["2025-01-10", 2, "Bob Ray", 7, "$90", 1],
    ["2025-01-10", 3, "Cy Fox", 5, "", 0],
    ["2025-02-10", 1, "Bob Ray", 10, "$150", 1],
    ["2025-02-10", 2, "Cy Fox", 7, "$90", 0],
    ["2025-02-10", 3, "Ann Lee", 5, "", 1],
]

# Four nights with a Buy-in and a Rebuys column: paid what came in (with a rebuy), paid
# beyond it, paid less than it, and no payout recorded on a night of two buy-ins.
WITH_BUYINS = [
    ["Date", "Place", "Player", "Points", "Payout", "Rebuys", "Buy-in"],
    ["2025-03-01", 1, "Ann", 10, "$60", 1, "$20"],
    ["2025-03-01", 2, "Bob", 7, "$40", 0, "$20"],
    ["2025-03-01", 3, "Cy", 5, "", 0, "$20"],
    ["2025-03-01", 4, "Di", 3, "", 0, "$20"],
    ["2025-03-08", 1, "Bob", 10, "$70", 0, "$20"],
    ["2025-03-08", 2, "Cy", 7, "$30", 0, "$20"],
    ["2025-03-08", 3, "Ann", 5, "", 0, "$20"],
    ["2025-03-08", 4, "Di", 3, "", 0, "$20"],
    ["2025-03-15", 1, "Cy", 10, "$60", 1, "$20"],
    ["2025-03-15", 2, "Di", 7, "$30", 1, "$20"],
    ["2025-03-15", 3, "Ann", 5, "", 0, "$20"],
    ["2025-03-15", 4, "Bob", 3, "", 0, "$20"],
    ["2025-03-22", 1, "Di", 10, "", 0, "$30"],
    ["2025-03-22", 2, "Ann", 7, "", 0, "$30"],
    ["2025-03-22", 3, "Bob", 5, "", 0, "$20"],
    ["2025-03-22", 4, "Cy", 3, "", 0, "$20"],
]

GRID = [
    ["Player", "Week 1", "Week 2", "Week 3"],
    ["Ann", 41, 30, ""],
    ["Bob", 30, "", 41],
    ["Cy", 20, 41, 30],
]


def _import(path: Path, db: str, capsys, *more: str) -> str:
    capsys.readouterr()
    assert main(["import-sheet", str(path), "--db", db, *more]) == 0
    return capsys.readouterr().out


def _report(db: str, season: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", season, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    reconciles(report)
    return report


def _money(event: dict) -> tuple:
    return event["gross"], event["added"], event["set_asides"], event["pool"]


def test_payouts_with_no_buy_ins_are_added_money_on_a_file_and_a_server(
    league_target, tmp_path, capsys
):
    path = write_csv(tmp_path / "nights.csv", NO_BUYINS)
    out = _import(path, league_target, capsys)
    line = "the sheet paid 240.00 and records no buy-ins: 240.00 added to the pool"
    assert f"2025-01-10: {line}\n2025-02-10: {line}\n" in out
    assert "nights.csv: no Buy-in column, so the sheet records no money taken in" in out
    report = _report(league_target, "nights", capsys)
    assert [_money(event) for event in report["events"]] == [("0.00", "240.00", {}, "240.00")] * 2
    assert [[p["amount"] for p in e["payouts"]] for e in report["events"]] == [
        ["150.00", "90.00"]
    ] * 2
    assert "is unchanged" in _import(path, league_target, capsys)
    assert _report(league_target, "nights", capsys) == report


def test_buy_ins_and_rebuys_are_the_gross_and_what_was_not_paid_out_is_set_aside(tmp_path, capsys):
    path = write_csv(tmp_path / "march.csv", WITH_BUYINS)
    db = str(tmp_path / "league.sqlite")
    out = _import(path, db, capsys)
    assert "2025-03-01" not in out  # paid what it took in: nothing to say but the count
    assert "2025-03-08: the sheet took in 80.00 and paid 100.00: 20.00 added to the pool" in out
    assert (
        "2025-03-15: the sheet took in 120.00 and paid 90.00: 30.00 set aside into 'not paid out'"
        in out
    )
    assert (
        "2025-03-22: the sheet took in 100.00 and records no payouts: 100.00 set aside into "
        "'not paid out'" in out
    )
    assert "1 night(s) paid out what they took in" in out
    report = _report(db, "march", capsys)
    assert [_money(event) for event in report["events"]] == [
        ("100.00", "0.00", {}, "100.00"),
        ("80.00", "20.00", {}, "100.00"),
        ("120.00", "0.00", {"not paid out": "30.00"}, "90.00"),
        ("100.00", "0.00", {"not paid out": "100.00"}, "0.00"),
    ]
    assert report["funds"] == {"not paid out": "130.00"}
    assert "is unchanged" in _import(path, db, capsys)
    capsys.readouterr()
    assert main(["check", "--db", db]) == 0
    assert capsys.readouterr().out == "ok\n"
    # A later rule change, closed events recomputed, does not move what the sheet recorded.
    service = LeagueService.open(Path(db))
    try:
        rules = service.season("march").rules
        expenses = SetAside("expenses", Basis.PER_ENTRY, D(5))
        changed = replace(rules, buyin=D(50), set_asides=(expenses,))
        service.save_rules("march", changed, recompute_closed=True)
    finally:
        service.close()
    assert _report(db, "march", capsys)["events"] == report["events"]
    # A payout corrected in the file: the night is updated, its money kept anew.
    rows = [row[:] for row in WITH_BUYINS]
    rows[5][4] = "$60"
    write_csv(path, rows)
    out = _import(path, db, capsys)
    assert "2025-03-08: the sheet took in 80.00 and paid 90.00: 10.00 added to the pool" in out
    events = _report(db, "march", capsys)["events"]
    assert _money(events[1]) == ("80.00", "10.00", {}, "90.00")
    assert events[2:] == report["events"][2:]


def test_a_grid_or_a_sheet_without_buy_ins_keeps_a_seasons_prices_out_of_its_nights(
    tmp_path, capsys
):
    db = tmp_path / "league.sqlite"
    expenses = SetAside("expenses", Basis.PER_ENTRY, D(5))
    table = (PayoutRange(min=1, max=100, percents=(D(60), D(40))),)
    rules = SeasonRules(buyin=D(25), rebuy_cost=D(25), set_asides=(expenses,), payout_table=table)
    create_league_file(db, League(name="Club", seasons=(Season("2025", rules),)))
    grid = write_csv(tmp_path / "grid.csv", GRID)
    out = _import(grid, str(db), capsys, "--season", "2025")
    assert "the sheet" not in out and "paid out what they took in" not in out
    report = _report(str(db), "2025", capsys)
    assert [_money(event) for event in report["events"]] == [("0.00", "0.00", {}, "0.00")] * 3
    nights = write_csv(tmp_path / "nights.csv", NO_BUYINS)
    _import(nights, str(db), capsys, "--season", "2025")
    events = _report(str(db), "2025", capsys)["events"]
    assert [_money(event) for event in events[3:]] == [("0.00", "240.00", {}, "240.00")] * 2
    # Paid as the sheet says (150 and 90), not as the season's table would (144 and 96).
    assert [p["amount"] for p in events[3]["payouts"]] == ["150.00", "90.00"]
