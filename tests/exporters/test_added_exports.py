"""Money added to a pool is a line of the event's money in every export (SPEC 2.2)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.records import Event, League
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.event_tables import event_money_table, find_event
from leaguemgr.exporters.ledger import ledger_tables, season_ledger
from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.night_sheet import field_table, night_sheet_html
from leaguemgr.exporters.report_text import report_text
from leaguemgr.exporters.season_tables import payouts_table
from leaguemgr.exporters.standings_page import standings_page
from tests.exporters.support import load_example

ADDED = Decimal("60.00")


def with_added(league: League, number: int, *, planned: bool = False) -> League:
    season = league.seasons[-1]
    events = list(season.events)
    if planned:
        events.append(Event(number=number, added=ADDED))
    else:
        index = next(i for i, e in enumerate(events) if e.number == number)
        events[index] = dataclasses.replace(events[index], added=ADDED)
    season = dataclasses.replace(season, events=tuple(events))
    return dataclasses.replace(league, seasons=(*league.seasons[:-1], season))


@pytest.fixture(scope="module")
def fnc_added():
    league, report = load_example("fnc-2017")
    league = with_added(league, 2)
    return league, compute_season_report(league, report.season), report


def test_the_event_money_table_of_pdf_and_html_has_an_added_line(fnc_added):
    league, report, before = fnc_added
    event, result = find_event(league, report, 2)
    rows = dict(event_money_table(league, event, result).rows)
    assert rows["Added to the pool"] == ADDED
    assert rows["Prize pool"] == before.events[1].money.pool + ADDED


def test_the_payouts_table_of_csv_and_xlsx_has_an_added_column(fnc_added):
    league, report, _ = fnc_added
    table = payouts_table(league, report)
    assert table.column("Added")[:3] == [Decimal(0), ADDED, Decimal(0)]


def test_the_text_report_says_what_was_added(fnc_added):
    league, report, _ = fnc_added
    text = report_text(league, report)
    assert text.count("  added to the pool: 0.00") == len(report.events) - 1
    assert "  added to the pool: 60.00" in text


def test_the_ledger_counts_the_added_money_and_still_balances(fnc_added):
    league, report, _ = fnc_added
    ledger = season_ledger(league, report)
    assert (ledger.added, ledger.difference) == (ADDED, 0)
    reconciliation = dict(ledger_tables(league, report)[1].rows)
    assert reconciliation["Added to the pools"] == ADDED


def test_the_night_sheet_prices_every_field_with_the_added_money():
    league, report = load_example("fnc-2017")
    number = max(e.number for e in league.seasons[-1].events) + 1
    plain = night_plan(league, report.season, report, number)
    league = with_added(league, number, planned=True)
    plan = night_plan(league, report.season, report, number)
    assert [f.pool for f in plan.fields] == [f.pool + ADDED for f in plain.fields]
    assert "every pool above includes the $60.00 added to it" in field_table(plan).notes[0]
    assert "added to the pool $60.00" in night_sheet_html(league, report.season, report, number)


def test_the_web_page_shows_what_was_added_to_the_last_night():
    league, report = load_example("fnc-2017")
    last = max(r.number for r in report.events if r.money.entries)
    league = with_added(league, last)
    page = standings_page(league, compute_season_report(league, report.season))
    assert "Added to the pool" in page and "$60.00" in page
