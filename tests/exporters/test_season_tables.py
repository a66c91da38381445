"""The shared tables behind every export: right rows, right names, books that balance."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.money import ZERO
from leaguemgr.exporters.event_tables import find_event
from leaguemgr.exporters.ledger import season_ledger
from leaguemgr.exporters.season_tables import (
    SHEET_NAMES,
    championship_tables,
    dealer_credits_table,
    entries_table,
    payouts_table,
    season_sheets,
    standings_table,
)
from leaguemgr.exporters.tables import format_cell, format_money_text


def test_the_workbook_has_the_six_sheets_in_order(az):
    league, report = az
    assert tuple(sheet.name for sheet in season_sheets(league, report)) == SHEET_NAMES


def test_standings_show_names_not_ids_in_rank_order(az):
    league, report = az
    table = standings_table(league, report)
    names = {p.id: p.name for p in league.players}
    assert table.column("Player") == [names[row.player] for row in report.standings]
    assert table.column("Rank") == [row.rank for row in report.standings]
    assert table.column("Points") == [row.points for row in report.standings]
    assert table.rows[0][:2] == (1, "Tess A19")


def test_standings_say_who_is_in_the_championship(az):
    league, report = az
    table = standings_table(league, report)
    status = dict(zip(table.column("Player"), table.column("Championship"), strict=True))
    assert status["Tess A19"] == "Qualified"
    assert status["Hal A7"] == "Qualified by make-up"
    assert status["Vic A21"] == "Out: subs may not play the championship"
    assert status["Cat A2"] == "Out: a no-show this season"
    assert status["Ned A13"] == "Out"


def test_season_prizes_appear_beside_the_winners(az):
    league, report = az
    table = standings_table(league, report)
    prizes = dict(zip(table.column("Player"), table.column("Season prize"), strict=True))
    assert prizes["Tess A19"] == Decimal("153.00")
    assert prizes["Ivy A8"] == Decimal("92.00")
    assert prizes["Ned A13"] == ZERO


def test_events_table_has_one_row_per_entry_of_every_event(example):
    league, report = example
    table = entries_table(league, report)
    season = league.season(report.season)
    assert len(table.rows) == sum(len(event.entries) for event in season.events)
    prize = [c.title for c in table.columns].index("Prize")
    for event in season.events:
        _, result = find_event(league, report, event.number)
        rows = [row for row in table.rows if row[0] == f"Event {event.number}"]
        # Every dollar of the pool is someone's prize.
        assert sum((row[prize] for row in rows), ZERO) == result.money.pool


def test_late_cancellation_shows_its_penalty(fnc):
    league, report = fnc
    table = entries_table(league, report)
    late = [row for row in table.rows if row[4] == "late cancel" and row[0] == "Event 11"]
    assert late == [("Event 11", "2026-11-15", None, "Ann A0", "late cancel", 0, 0, ZERO,
                     late[0][8], 0)]  # fmt: skip
    assert round(late[0][8], 2) == -1.41


def test_payouts_table_lists_every_paid_player_and_ties(fnc):
    league, report = fnc
    table = payouts_table(league, report)
    event2 = table.rows[1]
    cells = [format_cell(v, c.kind, "USD") for v, c in zip(event2, table.columns, strict=True)]
    assert cells[:7] == ["Event 2", "2026-02-15", "20", "$1,160.00", "$80.00", "$0.00",
                         "$1,080.00"]  # fmt: skip
    assert "Bob A1 (tied 4th)" in cells and "Ivy A8 (tied 4th)" in cells


def test_payouts_table_sets_aside_every_fund_and_the_bounty(az):
    league, report = az
    table = payouts_table(league, report)
    titles = [c.title for c in table.columns]
    assert titles[4:11] == ["To championship", "To points", "To expenses", "To bounty", "Added",
                            "Pool", "Comped"]  # fmt: skip
    row = table.rows[0]
    # gross + added = set-asides + pool
    assert row[3] + row[8] == row[4] + row[5] + row[6] + row[7] + row[9]


def test_ledger_reconciles_on_both_example_leagues(example):
    """Money collected = prizes + bounties paid + what the funds and the pot still hold."""
    league, report = example
    ledger = season_ledger(league, report)
    assert ledger.difference == ZERO
    assert ledger.collected == ledger.paid_out + ledger.held_in_funds + ledger.bounty_pot
    # ... and it agrees with the rules core, event by event and at season end.
    assert ledger.bounty_pot == report.bounty_pot_end
    comped = sum((r.money.comped for r in report.events), ZERO)
    set_aside = {fund: amount for fund, amount in report.funds}
    balances = dict(ledger.balances)
    for fund, amount in set_aside.items():
        expected = amount - comped if fund == "expenses" else amount
        assert balances[fund] == expected
    for line, result in zip(ledger.lines, report.events, strict=True):
        assert line.prizes == result.money.pool
        assert line.collected + line.comped == result.money.gross


def test_ledger_follows_the_bounty_pot(az):
    league, report = az
    lines = season_ledger(league, report).lines
    assert (lines[0].bounty_pot, lines[0].bounty_paid) == (Decimal("10.00"), ZERO)
    assert (lines[1].bounty_paid, lines[1].bounty_winner, lines[1].bounty_pot) == (
        Decimal("20.00"), "p19", ZERO)  # fmt: skip


def test_free_entries_are_paid_from_the_expenses_fund(az):
    league, report = az
    line = season_ledger(league, report).lines[9]  # event 10 had a free entry
    assert line.comped == Decimal("30.00")
    assert line.collected == line.gross - Decimal("30.00")


def test_reconciliation_table_ends_with_zero_unaccounted(example):
    league, report = example
    reconciliation = [t for s in season_sheets(league, report) for t in s.tables][4]
    assert reconciliation.title == "Reconciliation"
    unaccounted = ("Unaccounted: collected and added minus all of the above", ZERO)
    assert reconciliation.rows[-1] == unaccounted


def test_championship_field_has_starting_stacks_and_the_pool_sources(az):
    league, report = az
    field, sources, places, offers = championship_tables(league, report)
    tess = field.rows[0]
    assert tess[:3] == (1, "Tess A19", "points")
    assert tess[-1] == 20000 + tess[-2]  # starting stack = starting chips + bonus chips
    assert field.rows[-1][1:3] == ("Hal A7", "make-up")
    assert sources.rows[-1] == ("Championship pool", report.championship.pool)
    assert sum(amount for _, amount in sources.rows[:-1]) == report.championship.pool
    assert [row[2] for row in places.rows] == [p.amount for p in report.championship.payouts]
    assert offers.rows == (("Hal A7", 1, Decimal("60.00"), "yes"),)


def test_dealer_credits_by_name(az, fnc):
    league, report = az
    table = dealer_credits_table(league, report)
    assert ("Bob A1", 1, 1, 0, 1) in table.rows
    league, report = fnc
    assert dealer_credits_table(league, report).notes == ("This season has no dealer credits.",)


def test_money_is_shown_with_the_league_currency():
    assert format_money_text(Decimal("1234.5"), "USD") == "$1,234.50"
    assert format_money_text(Decimal("-5"), "EUR") == "-€5.00"
    assert format_money_text(Decimal("7"), "CHF") == "CHF 7.00"


def test_championship_results_appear_once_the_final_is_played(with_final):
    league, report = with_final
    tables = {table.title: table for table in championship_tables(league, report)}
    results = tables["Championship results"]
    assert results.rows[0] == (1, "Tess A19", report.championship.results[0].amount)
    assert sum(row[2] for row in results.rows) == report.championship.pool
