"""The season workbook, read back with openpyxl as a spreadsheet program would."""

from __future__ import annotations

import dataclasses
import datetime as dt
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from leaguemgr.exporters.season_tables import SHEET_NAMES
from leaguemgr.exporters.xlsx import write_xlsx
from tests.exporters.support import HOSTILE_NAMES

MONEY = '"$"#,##0.00'


@pytest.fixture(scope="module")
def az_book(az, tmp_path_factory):
    league, report = az
    path = tmp_path_factory.mktemp("xlsx") / "az.xlsx"
    write_xlsx(league, report, path)
    return load_workbook(path)


def rows(sheet):
    return [list(row) for row in sheet.iter_rows(values_only=True)]


def test_sheets_are_named_for_what_they_hold(az_book):
    assert az_book.sheetnames == list(SHEET_NAMES)


def test_standings_sheet_matches_the_report(az, az_book):
    league, report = az
    names = {p.id: p.name for p in league.players}
    sheet = az_book["Standings"]
    values = rows(sheet)
    assert values[0] == ["Rank", "Player", "Points", "Events", "Wins", "Penalties",
                         "Season prize", "Championship"]  # fmt: skip
    for line, row in zip(values[1:], report.standings, strict=True):
        assert line[:6] == [row.rank, names[row.player], pytest.approx(row.points),
                            row.events_played, row.wins, row.penalties]  # fmt: skip
    assert values[1][6] == 153.0 and values[1][7] == "Qualified"


def test_numbers_are_numbers_with_real_formats(az_book):
    sheet = az_book["Standings"]
    points, prize, rank = sheet["C2"], sheet["G2"], sheet["A2"]
    assert (points.data_type, points.number_format) == ("n", "0.00")
    assert (prize.data_type, prize.number_format) == ("n", MONEY)
    assert isinstance(rank.value, int)
    payouts = az_book["Payouts"]
    assert payouts["D2"].value == 420.0 and payouts["D2"].number_format == MONEY
    assert az_book["Championship"]["G2"].number_format == "#,##0"  # starting stack in chips


def test_dates_are_dates(az_book):
    cell = az_book["Events"]["B2"]
    assert cell.value == dt.datetime(2026, 1, 15)
    assert cell.number_format == "yyyy-mm-dd"


def test_header_row_is_bold_and_frozen_on_every_sheet(az_book):
    for sheet in az_book.worksheets:
        assert sheet.freeze_panes == "A2", sheet.title
        assert all(cell.font.b for cell in sheet[1] if cell.value is not None), sheet.title


def test_sheets_print_landscape_and_fit_to_one_page_wide(az_book):
    for sheet in az_book.worksheets:
        setup = sheet.page_setup
        assert setup.orientation == "landscape"
        assert (setup.fitToWidth, setup.fitToHeight) == (1, 0)
        assert sheet.sheet_properties.pageSetUpPr.fitToPage
        assert sheet.print_title_rows == "$1:$1"


def test_columns_are_wide_enough_for_their_content(az_book):
    sheet = az_book["Payouts"]
    for column in ("A", "D", "K"):
        longest = max(len(str(c.value or "")) for c in sheet[column])
        assert sheet.column_dimensions[column].width >= min(longest, 40)


def test_ledger_sheet_balances(az_book):
    values = rows(az_book["Funds and ledger"])
    total = next(line for line in values if line[0] == "Season total")
    assert total[2] == 5970.0  # collected from players
    unaccounted = next(line for line in values if line[0] and line[0].startswith("Unaccounted"))
    assert unaccounted[1] == 0.0


def test_formula_like_names_stay_text(hostile, tmp_path):
    league, report = hostile
    path = tmp_path / "hostile.xlsx"
    write_xlsx(league, report, path)
    book = load_workbook(path)
    seen = set()
    for sheet in book.worksheets:
        for row in sheet.iter_rows():
            for cell in row:
                if cell.value in HOSTILE_NAMES.values():
                    assert cell.data_type == "s", (sheet.title, cell.coordinate, cell.value)
                    assert cell.quotePrefix or not str(cell.value).startswith(("=", "+", "-", "@"))
                    seen.add(cell.value)
    assert seen == set(HOSTILE_NAMES.values())
    # The top of the standings is the literal name, not a hyperlink formula.
    assert book["Standings"]["B2"].value == HOSTILE_NAMES["p19"]


def test_workbook_values_are_decimal_exact_to_the_cent(fnc, tmp_path):
    league, report = fnc
    path = tmp_path / "fnc.xlsx"
    write_xlsx(league, report, path)
    sheet = load_workbook(path)["Payouts"]
    pools = [Decimal(str(v)) for v in [c.value for c in sheet["G"]][1:]]
    assert pools == [r.money.pool for r in report.events]


def test_print_header_names_the_league_even_with_an_ampersand(az, tmp_path):
    league, report = az
    league = dataclasses.replace(league, name="Fish & Chips")
    write_xlsx(league, report, tmp_path / "f.xlsx")
    sheet = load_workbook(tmp_path / "f.xlsx")["Standings"]
    assert sheet.oddHeader.center.text == "Fish && Chips, season 2026: Standings"
    assert sheet.oddFooter.center.text == "Page &P of &N"
