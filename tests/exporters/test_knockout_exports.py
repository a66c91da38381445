"""Knockout bounties (SPEC 9) in every output that is a function of the report: the text
report, the event's money, the payouts and standings tables, the ledger and the cash box,
each still reconciling to the cent."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.cash_box import night_box, season_box
from leaguemgr.domain.records import KnockoutKind, KnockoutRules
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.event_tables import event_money_table
from leaguemgr.exporters.ledger import ledger_tables, season_ledger
from leaguemgr.exporters.report_text import report_text
from leaguemgr.exporters.season_tables import payouts_table, standings_table
from tests.exporters.support import load_example

D = Decimal


@pytest.fixture(scope="module")
def az_knockouts():
    league, _ = load_example("az-2026")
    season = league.seasons[0]
    rules = dataclasses.replace(season.rules, knockout=KnockoutRules(KnockoutKind.FIXED, D("5")))
    season = dataclasses.replace(season, rules=rules)
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)


def _column(table, title: str) -> list:
    index = [column.title for column in table.columns].index(title)
    return [row[index] for row in table.rows]


def test_the_ledger_and_the_cash_box_reconcile_with_knockout_bounties(az_knockouts):
    league, report = az_knockouts
    ledger = season_ledger(league, report)
    knockouts = sum((result.money.knockouts for result in report.events), D(0))
    assert knockouts > 0
    assert ledger.knockouts_paid == knockouts
    assert ledger.difference == 0
    table, reconciliation = ledger_tables(league, report)
    assert dict(reconciliation.rows)["Paid out in knockout bounties"] == knockouts
    assert dict(reconciliation.rows)["Unaccounted: collected and added minus all of the above"] == 0
    assert _column(table, "Knockout bounties paid")[-1] == knockouts  # the season's total
    season = league.seasons[0]
    players = {player.id: player for player in league.players}
    box = season_box(season, report, players)
    assert box.on_hand == box.taken_in - box.paid_out
    night = night_box(season, season.events[0], report.events[0])
    assert night.paid_out == report.events[0].money.pool + report.events[0].money.knockouts


def test_the_payouts_standings_and_event_tables_show_the_bounties(az_knockouts):
    league, report = az_knockouts
    payouts = payouts_table(league, report)
    assert _column(payouts, "Knockout bounties") == [r.money.knockouts for r in report.events]
    standings = standings_table(league, report)
    by_player: dict[str, Decimal] = {}
    for result in report.events:
        for player, amount in result.bounties.paid:
            by_player[player] = by_player.get(player, D(0)) + amount
    names = {player.id: player.name for player in league.players}
    shown = dict(zip(_column(standings, "Player"), _column(standings, "Bounties"), strict=True))
    assert shown == {names[p]: by_player.get(p, D(0)) for p in (r.player for r in report.standings)}
    money = event_money_table(league, league.seasons[0].events[0], report.events[0])
    assert dict(money.rows)["Knockout bounties"] == report.events[0].money.knockouts
    assert any(note.startswith("Knockout bounties collected: ") for note in money.notes)
    text = report_text(league, report)
    assert f"knockout bounties: {report.events[0].money.knockouts:.2f} (collected: " in text
    # The text standings have the Bounties column the table has, figure for figure.
    lines = text.splitlines()
    header = next(line for line in lines if line.startswith("Rank"))
    assert "  Knockouts  Bounties  Penalties" in header
    best = report.standings[0]
    row = next(line for line in lines if line.strip().startswith(f"1  {names[best.player]}"))
    assert f"{by_player.get(best.player, D(0)):.2f}" in row.split()


def test_a_season_without_knockouts_shows_no_bounty_columns():
    league, report = load_example("az-2026")
    assert "Bounties" not in [c.title for c in standings_table(league, report).columns]
    assert "Knockout bounties" not in [c.title for c in payouts_table(league, report).columns]
    assert "knockout bounties" not in report_text(league, report)
    assert "Bounties" not in report_text(league, report)


def test_the_cash_sheet_hands_over_the_bounties_with_the_prizes(az_knockouts):
    from leaguemgr.exporters.money_tables import cash_sheet_table

    league, report = az_knockouts
    result = report.events[0]
    table = cash_sheet_table(league, report, result.number)
    names = {player.id: player.name for player in league.players}
    shown = dict(zip(table.column("Player"), table.column("Knockout bounties"), strict=True))
    for player, amount in result.bounties.paid:
        assert shown[names[player]] == amount
    handed = table.column("Hand over")
    paid = sum(p.amount for p in result.payouts) + result.money.knockouts
    assert handed[-1] == paid  # one hand over per player: prizes and bounties together
    assert sum(handed[:-1]) == paid


def test_the_night_sheet_of_a_played_night_lists_who_collected_the_bounties(az_knockouts):
    from leaguemgr.exporters.night_sheet import night_sheet_html

    league, report = az_knockouts
    result = report.events[0]
    html = night_sheet_html(league, report.season, report, result.number)
    assert "Knockout bounties" in html and "knockout bounty $5.00 a head" in html
    best, amount = result.bounties.paid[0]
    names = {player.id: player.name for player in league.players}
    assert names[best] in html and f"{amount:.2f}" in html


def test_the_night_card_names_who_collected_the_most_in_bounties(az_knockouts):
    from leaguemgr.exporters.cards.content import night_content

    league, report = az_knockouts
    result = report.events[0]
    card = night_content(league, report, result.number)
    best, amount = result.bounties.paid[0]
    names = {player.id: player.name for player in league.players}
    assert names[best] in card.knockouts
    assert card.knockouts_detail.startswith(f"Most in bounties: ${amount:.2f}")
    assert card.knockouts_detail.endswith(f", of ${result.money.knockouts:.2f}")


def test_the_standings_page_shows_the_bounties_and_the_last_nights_knockout_money(az_knockouts):
    from leaguemgr.exporters.standings_page import standings_page

    league, report = az_knockouts
    page = standings_page(league, report)
    assert "Bounties</th>" in page
    assert f"${report.events[-1].money.knockouts:.2f}" in page
    assert "Knockout bounties" in page


def test_the_cash_sheet_gives_the_place_of_a_player_paid_bounties_alone(az_knockouts):
    """A player who finished out of the money (3rd, unpaid) but collected knockout bounties
    has a line for those bounties: with the place they finished, not a blank."""
    from leaguemgr.exporters.money_tables import cash_sheet_table

    league, report = az_knockouts
    result = report.events[0]
    event = next(e for e in league.seasons[0].events if e.number == result.number)
    finish = {entry.player: entry.finish for entry in event.entries}
    prized = {payout.player for payout in result.payouts}
    bounty_only = [player for player, _ in result.bounties.paid if player not in prized]
    assert bounty_only  # the night has such a player
    names = {player.id: player.name for player in league.players}
    table = cash_sheet_table(league, report, result.number)
    places = dict(zip(table.column("Player"), table.column("Place"), strict=True))
    for player in bounty_only:
        place = finish[player]
        suffix = {1: "st", 2: "nd", 3: "rd"}.get(place if place < 20 else place % 10, "th")
        assert places[names[player]] == f"{place}{suffix}"
