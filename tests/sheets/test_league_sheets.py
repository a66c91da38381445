"""A league's own sheet imports as it is (SPEC 8, issue 39): its headers read as they are
written, no row lost, its nights as paid and reconciled, dates in one order per sheet, and
a sheet that cannot be read asks for the mapping instead of guessing."""

from __future__ import annotations

import json
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import League
from leaguemgr.services.league_service import LeagueService, create_league_file
from leaguemgr.services.sheet_import import plan_sheet_import, read_sheet_files
from leaguemgr.sheets import values
from leaguemgr.sheets.layout import NO_HEADERS, Field, detect
from leaguemgr.sheets.reading import Grid
from tests.sheets.league_sheets import (
    IRELAND_STANDINGS,
    UK_DATES,
    ireland_csv,
    ireland_league,
    uk_grid,
)
from tests.td3.test_money_history import reconciles

D = Decimal


def _import(capsys, *args: str, code: int = 0) -> str:
    capsys.readouterr()
    assert main(["import-sheet", *args]) == code
    captured = capsys.readouterr()
    return captured.out if code == 0 else captured.err


def _report(db: Path, season: str, capsys) -> dict:
    capsys.readouterr()
    assert main(["report", "--db", str(db), "--season", season, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    reconciles(report)  # gross + added = set-asides + pool, pool = payouts, every night
    return report


def _league(db: Path) -> League:
    service = LeagueService.open(db, read_only=True)
    try:
        return service.league
    finally:
        service.close()


@pytest.fixture
def ireland_db(tmp_path: Path) -> Path:
    db = tmp_path / "league.sqlite"
    create_league_file(db, ireland_league())
    return db


def test_the_league_sheet_as_published_gives_its_leaderboard_and_its_nights_as_paid(
    tmp_path, ireland_db, capsys
):
    path = ireland_csv(tmp_path)
    out = _import(capsys, str(path), "--db", str(ireland_db), "--season", "2026")
    lines = out.splitlines()
    assert lines[0].endswith("0 new player(s), 5 already in the league")
    assert lines[1] == "read 3 night(s), 13 row(s), 5 player name(s)"  # the totals row is not one
    assert "results.csv: results; player G, payout E, rebuys D, buyin C, night A" in lines
    assert "Game 1: the sheet took in 210.00 and paid 215.00: 5.00 added to the pool" in lines
    assert (
        "Game 2: the sheet took in 140.00 and paid 80.00: 60.00 set aside into 'not paid out'"
        in lines
    )
    assert (
        "row 10: Liam Murphy's rebuy 30.00 is not a whole number of 20.00 rebuys: "
        "1 rebuy, 10.00 left out" in lines
    )
    shown = [line.split() for line in lines[lines.index("standings of 2026:") + 1 :][:5]]
    assert [(int(r[0]), " ".join(r[1:-3]), float(r[-3]), int(r[-2][1:])) for r in shown] == (
        IRELAND_STANDINGS
    )
    report = _report(ireland_db, "2026", capsys)
    names = {p.id: p.name for p in ireland_league().players}
    assert [(names[row["player"]], row["points"]) for row in report["standings"]] == [
        (name, points) for _, name, points, _ in IRELAND_STANDINGS
    ]
    money = [(e["gross"], e["added"], e["set_asides"], e["pool"]) for e in report["events"]]
    assert money == [
        ("210.00", "5.00", {}, "215.00"),
        ("140.00", "0.00", {"not paid out": "60.00"}, "80.00"),
        ("120.00", "0.00", {}, "120.00"),
    ]
    assert report["funds"] == {"not paid out": "60.00"}
    capsys.readouterr()
    assert main(["check", "--db", str(ireland_db)]) == 0
    assert capsys.readouterr().out == "ok\n"
    assert [e["entries"] for e in report["events"]] == [5, 4, 4]
    assert [e.name for e in _league(ireland_db).seasons[0].events] == ["Game 1", "Game 2", "Game 3"]
    first = _league(ireland_db).seasons[0].events[0]
    # Ordered by what each was paid; equal amounts tie (2, 2), and so do the nothings (4, 4).
    assert [(names[e.player], e.finish, e.rebuys) for e in first.entries] == [
        ("Seán Ó Briain", 1, 1),
        ("Aoife Kelly", 2, 0),
        ("Liam Murphy", 2, 0),
        ("Ciarán Walsh", 4, 0),
        ("Niamh Byrne", 4, 2),  # €40 of rebuys at the season's €20, not the buy-in's €30
    ]
    # The same file again: nothing changes, no player is made twice.
    out = _import(capsys, str(path), "--db", str(ireland_db), "--season", "2026")
    assert out.splitlines()[0].startswith("0 night(s) to add, 0 to update, 3 already imported")
    assert len(_league(ireland_db).players) == 5


@pytest.mark.parametrize(
    ("headers", "fields"),
    [
        (
            ["Game_Number", "PlayerNo", "BuyIn", "Rebuy", "CashOut", "ROI", "PlayerName", "Place"],
            ["night", "ignore", "buyin", "rebuys", "payout", "ignore", "player", "place"],
        ),
        (
            ["NIGHT", "Name", "Buy-in", "Re-entries", "Add-on", "Winnings", "KO", "Pos"],
            ["night", "player", "buyin", "rebuys", "addons", "payout", "knockouts", "place"],
        ),
        (
            ["week no.", "player name", "buy in (€)", "rebuys", "won", "bounties", "finish"],
            ["night", "player", "buyin", "rebuys", "payout", "knockouts", "place"],
        ),
        (
            ["Date", "Player", "Rank", "Pts", "Prize", "Knockouts", "Add-ons"],
            ["night", "player", "place", "points", "payout", "knockouts", "addons"],
        ),
    ],
)
def test_the_headers_leagues_write_say_what_their_columns_are(headers, fields):
    row = ["1", "4", "€30.00", "0", "€0.00", "1", "Ann", "2"][: len(headers)]
    row[headers.index(next(h for h in headers if "name" in h.lower() or h == "Player"))] = "Ann"
    sheet = detect(Grid("results.csv", None, (tuple(headers), tuple(row))))
    assert [f.value for f in sheet.fields] == fields
    assert sheet.header_row == 0


def test_headers_it_cannot_read_ask_for_the_mapping_and_the_first_row_is_never_lost(
    tmp_path, capsys
):
    header = "Spiel, Nr, Einsatz, Nachkauf, Auszahlung, ROI, Spieler"
    path = ireland_csv(tmp_path, header)
    db = tmp_path / "league.sqlite"
    err = _import(capsys, str(path), "--db", str(db), code=2)
    assert err == f"leaguemgr: error: no results found (results.csv: skipped, {NO_HEADERS})\n"
    assert not db.exists()
    mapping = "A=night,C=buyin,D=rebuys,E=payout,G=player"
    out = _import(capsys, str(path), "--db", str(db), "--map", mapping, "--dry-run")
    assert "read 3 night(s), 13 row(s), 5 player name(s)" in out  # Seán's first night too


def test_a_grid_of_nights_headed_by_their_dates_day_first_reads_every_night(tmp_path, capsys):
    path = uk_grid(tmp_path)
    db = tmp_path / "club.sqlite"
    out = _import(capsys, str(path), "--db", str(db))
    assert out.startswith("15 night(s) to add")
    assert "read 15 night(s), 3 row(s), 3 player name(s)" in out
    assert f"{path.name}: dates read day first (22/10/2025 can only be read so)" in out
    dates = [event.date for event in _league(db).seasons[0].events]
    assert dates[:3] == ["2025-10-22", "2025-10-29", "2025-11-05"]
    assert dates[-2:] == ["2026-02-04", "2026-02-11"]
    assert len(set(dates)) == 15


@pytest.mark.parametrize(("currency", "first"), [("USD", "2025-01-11"), ("EUR", "2025-11-01")])
def test_dates_that_read_either_way_are_read_in_the_leagues_order(tmp_path, currency, first):
    path = uk_grid(tmp_path, ["1/11/2025", "8/11/2025", "10/12/2025"])
    reading = read_sheet_files([path])
    planned = plan_sheet_import(League(name="Club", currency=currency), reading)
    assert planned.league.seasons[0].events[0].date == first
    order = "month first" if currency == "USD" else "day first"
    assert f"{path.name}: dates read {order}, the league's order (they read either way)" in (
        planned.summary()
    )


@pytest.mark.parametrize(
    ("dates", "message"),
    [
        (
            [*UK_DATES[:3], "10/22/2025"],
            "Club Season 2025-26.csv: B1: 22/10/2025 is day first but "
            "Club Season 2025-26.csv: E1: 10/22/2025 is month first: "
            "write the sheet's dates in one order",
        ),
        (
            ["22/10/2025", "31/02/2026"],
            "Club Season 2025-26.csv: C1: '31/02/2026' looks like a night's date but is none, "
            "read day first as the sheet's dates are",
        ),
    ],
)
def test_a_night_whose_date_cannot_be_read_stops_the_import_naming_it(
    tmp_path, capsys, dates, message
):
    path = uk_grid(tmp_path, dates)
    err = _import(capsys, str(path), "--db", str(tmp_path / "club.sqlite"), code=2)
    assert err == f"leaguemgr: error: {message}\n"


@pytest.mark.parametrize(
    ("cell", "amount"),
    [("€1,250.00", "1250.00"), ("£ 1,250", "1250"), ("$1,200.50", "1200.50"), ("€12,50", "12.50")],
)
def test_amounts_with_signs_and_thousands_separators(cell, amount):
    assert values.money(cell) == D(amount)


def test_a_rebuy_column_of_money_into_a_new_season_prices_a_rebuy_at_the_least_paid(tmp_path):
    reading = read_sheet_files([ireland_csv(tmp_path)])
    assert [s.fields.count(Field.REBUYS) for s in reading.sheets] == [1]
    planned = plan_sheet_import(None, reading)
    (season,) = planned.league.seasons
    assert (season.rules.buyin, season.rules.rebuy_cost) == (D(30), D(20))
    assert [e.rebuys for e in season.events[0].entries] == [1, 0, 0, 0, 2]


def test_add_ons_as_money_are_counted_at_the_seasons_price_and_reconcile(tmp_path, capsys):
    rows = [
        "Night, Place, Player, Buy-in, Add-on, Winnings",
        "1, 1, Ann, £20, £10, £70",
        "1, 2, Bo, £20, £0, £30",
        "1, 3, Cy, £20, £10, ",
    ]
    path = tmp_path / "club.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    db = tmp_path / "club.sqlite"
    out = _import(capsys, str(path), "--db", str(db))
    assert "club.csv: results; player C, place B, payout F, addons E, buyin D, night A" in out
    (season,) = _league(db).seasons
    assert season.rules.addon_cost == D(10)
    assert [e.addons for e in season.events[0].entries] == [1, 0, 1]
    (event,) = _report(db, "club", capsys)["events"]
    assert (event["gross"], event["pool"]) == ("80.00", "100.00")  # 60 + 2 x 10; paid 100


def test_a_rebuy_column_of_plain_whole_amounts_is_money_and_says_so(tmp_path):
    rows = [
        "Night, Player, Buy-in, Rebuy, Winnings",
        "1, Seán Ó Briain, 30, 20, 80",
        "1, Aoife Kelly, 30, 0, 40",
        "1, Liam Murphy, 30, 40, 0",
    ]
    path = tmp_path / "plain.csv"
    path.write_text("\n".join(rows) + "\n", encoding="utf-8")
    planned = plan_sheet_import(ireland_league(), read_sheet_files([path]), season="2026")
    assert "plain.csv: column D (Rebuy) holds money: rebuys counted at the season's price" in (
        planned.summary()
    )
    (event,) = planned.league.season("2026").events
    assert [e.rebuys for e in event.entries] == [1, 0, 2]  # 20 and 40 at the season's 20
    assert [e.finish for e in event.entries] == [1, 2, 3]


def test_a_row_of_results_with_two_dates_is_never_taken_as_headers():
    rows = [
        ("Datum", "Spieler", "Einsatz", "Gewinn", "Bezahlt am"),
        ("22/10/2025", "Ann", "€30", "€95", "23/10/2025"),
        ("22/10/2025", "Bo", "€30", "€0", "23/10/2025"),
    ]
    sheet = detect(Grid("abend.csv", None, rows))
    assert (sheet.skipped, sheet.header_row) == (NO_HEADERS, -1)
