"""Text that would run as a formula, break a number format or a workbook, or stall a page."""

from __future__ import annotations

import dataclasses
import json
import time

import pytest
from openpyxl import load_workbook

from leaguemgr.exporters.csv_export import csv_text, safe_text
from leaguemgr.exporters.report_json import report_json_text
from leaguemgr.exporters.tables import Column, Kind, Table
from leaguemgr.exporters.xlsx import money_format, write_xlsx
from leaguemgr.services.atomic_write import ExportError

FORMULAS = [
    "=1+1",
    "+1",
    "-2+3",
    "@SUM(A1)",
    '\uff1dHYPERLINK("http://evil.example")',  # full-width =
    "\uff0b1",  # full-width +
    "\uff0d1",  # full-width -
    "\uff20SUM(A1)",  # full-width @
    " =1+1",
    "   -1",
    "\t=1+1",
    "\r=1+1",
    "\n=1+1",
    " \t\r\n@x",
    "\u3000=1+1",  # ideographic space
    "\tplain",
    "\rplain",
]


@pytest.mark.parametrize("text", FORMULAS, ids=repr)
def test_every_formula_lead_gets_an_apostrophe_in_csv(text):
    assert safe_text(text) == "'" + text


@pytest.mark.parametrize("text", ["Ann Lee", "a=b", "x-1", "O'Neil", "", "3.5", "\u2212 1"])
def test_other_text_is_written_as_it_is(text):
    assert safe_text(text) == text


def test_numbers_stay_numbers_and_text_that_looks_like_one_does_not():
    table = Table(
        "t",
        (Column("Player"), Column("Points", Kind.POINTS), Column("Paid", Kind.MONEY)),
        (("\uff1d1+1", -3.5, "-12.50"), (" -3.5", 2.0, "0")),
    )
    lines = csv_text(table).splitlines()
    assert lines[1] == "'\uff1d1+1,-3.50,-12.50"
    assert lines[2] == "' -3.5,2.00,0.00"


@pytest.mark.parametrize(
    ("currency", "expected"),
    [
        ("USD", '"$"#,##0.00'),
        ("CHF", '"CHF "#,##0.00'),
        ('"0;@', '\\""0;@ "#,##0.00'),
        ('A"B"C', '"A"\\""B"\\""C "#,##0.00'),
        ("X.00", '"X.00 "#,##0.00'),
    ],
)
def test_the_currency_is_a_quoted_literal_in_the_number_format(currency, expected):
    assert money_format(currency) == expected
    assert money_format(currency, with_cents=False) == expected.removesuffix(".00")


def test_a_hostile_currency_and_control_characters_still_make_a_workbook(az, tmp_path):
    league, report = az
    players = list(league.players)
    players[0] = dataclasses.replace(players[0], name="Ann\x07 \ud800Lee\x00")
    league = dataclasses.replace(league, currency='"0;@', players=tuple(players))
    write_xlsx(league, report, tmp_path / "season.xlsx")
    book = load_workbook(tmp_path / "season.xlsx")
    cells = [cell for sheet in book for row in sheet.iter_rows() for cell in row]
    assert "Ann Lee" in [cell.value for cell in cells]
    formats = {cell.number_format for cell in cells}
    assert '\\""0;@ "#,##0.00' in formats


def test_report_json_never_holds_nan_or_infinity(az):
    _, report = az
    assert json.loads(report_json_text(report))["season"] == report.season
    row = dataclasses.replace(report.standings[0], points=float("-inf"))
    broken = dataclasses.replace(report, standings=(row, *report.standings[1:]))
    with pytest.raises(ExportError, match="not finite"):
        report_json_text(broken)


def test_a_megabyte_name_does_not_stall_the_pdf(az, tmp_path):
    from leaguemgr.exporters.pdf import write_pdf

    league, report = az
    players = list(league.players)
    players[0] = dataclasses.replace(players[0], name="W" * 1_000_000)
    league = dataclasses.replace(league, players=tuple(players))
    started = time.monotonic()
    write_pdf(league, report, tmp_path / "standings.pdf")
    write_pdf(league, report, tmp_path / "night.pdf", what="night-sheet")
    assert time.monotonic() - started < 20
