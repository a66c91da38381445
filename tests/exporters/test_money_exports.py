"""The money exports (SPEC 7): the workbook's Money sheet reconciles to the cent with the
season's funds and payouts, the CSV of the lines, a PDF statement per player, and the
night's cash sheet as a PDF and a web page."""

from __future__ import annotations

import dataclasses
import subprocess
from decimal import Decimal

import pytest
from openpyxl import load_workbook

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.dispatch import export_season

D = Decimal
LINES = (
    LedgerLine("2026-03-01", "p03", LedgerKind.CHARGE, D("10.00"), LedgerFor.FINE, "late"),
    LedgerLine("2026-03-02", "p03", LedgerKind.PAYMENT, D("4.50"), LedgerFor.FINE, ""),
    LedgerLine("2026-04-01", "p19", LedgerKind.PAYOUT, D("100.00"), LedgerFor.PRIZE, "cash"),
)


@pytest.fixture(scope="module")
def money(az):
    league, _ = az
    season = dataclasses.replace(league.seasons[0], ledger=LINES)
    entries = list(season.events[2].entries)
    entries[1] = dataclasses.replace(entries[1], paid=False)  # one unpaid entry at event 3
    events = list(season.events)
    events[2] = dataclasses.replace(events[2], entries=tuple(entries))
    season = dataclasses.replace(season, events=tuple(events))
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)


def _table(sheet, title: str) -> dict:
    values = [list(row) for row in sheet.iter_rows(values_only=True)]
    # The sheet's first table has no title row: its header is the sheet's first row.
    start = next((i for i, row in enumerate(values) if row[0] == title), -1)
    table = {}
    for row in values[start + 2 :]:
        if row[0] is None or all(cell is None for cell in row[1:]):
            break  # the blank row or the note under the table
        table[row[0]] = row[1:]
    return table


def test_the_money_sheet_reconciles_to_the_cent(money, tmp_path) -> None:
    league, report = money
    path = export_season(league, report, tmp_path / "season.xlsx")
    sheet = load_workbook(path)["Money"]
    box = {k: D(str(v[0])).quantize(D("0.01")) for k, v in _table(sheet, "Cash box").items()}
    funds = sum((amount for _, amount in report.funds), D(0))
    payouts = sum((p.amount for r in report.events for p in r.payouts), D(0))
    assert box["Funds set aside (report)"] == funds
    assert box["Event payouts (report)"] == payouts
    assert box["Bounty pot left"] == report.bounty_pot_end
    assert box["Taken in - paid out"] == box["Cash on hand should be"]
    assert box["Cash on hand should be"] == (
        box["Funds held"] - box["Owed to the league"] + box["Owed by the league"]
    )
    assert box["Owed to the league"] == report.ledger.receivable
    assert box["Owed by the league"] == report.ledger.payable
    balances = _table(sheet, "Balances")
    names = {p.id: p.name for p in league.players}
    for player, owes in report.ledger.balances:
        assert D(str(balances[names[player]][-1])).quantize(D("0.01")) == owes


def test_the_lines_csv_carries_each_line_with_its_running_balance(money, tmp_path) -> None:
    league, report = money
    path = export_season(league, report, tmp_path / "lines.csv", what="ledger")
    rows = path.read_text(encoding="utf-8-sig").splitlines()
    assert rows[0] == "Date,Player,Kind,For,Amount,Balance after,Note"
    names = {p.id: p.name for p in league.players}
    assert rows[1] == f"2026-03-01,{names['p03']},charge,fine,10.00,10.00,late"
    assert rows[2] == f"2026-03-02,{names['p03']},payment,fine,4.50,5.50,"


def test_statements_and_the_cash_sheet_print(money, tmp_path) -> None:
    league, report = money
    names = {p.id: p.name for p in league.players}
    pdf = export_season(league, report, tmp_path / "statements.pdf", what="statements")
    text = subprocess.run(["pdftotext", str(pdf), "-"], capture_output=True, text=True).stdout
    assert f"{names['p03']}: season 2026" in text and "Balance (positive" in text
    sheet = export_season(league, report, tmp_path / "cash.pdf", what="cash-sheet", event=3)
    text = subprocess.run(["pdftotext", str(sheet), "-"], capture_output=True, text=True).stdout
    assert "Cash sheet: Event 3" in text and "Hand over" in text
    page = export_season(league, report, tmp_path / "cash.html", what="cash-sheet", event=3)
    html = page.read_text()
    unpaid = league.seasons[0].events[2].entries[1].player
    assert "Cash sheet: Event 3" in html and names[unpaid] in html
