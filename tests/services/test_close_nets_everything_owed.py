"""The close's cash-out (SPEC 7, issue 31 item 3): the prize less everything the player owes
at that moment, a payment line per kind netted, a debt left standing only on the
organizer's word, and every way of reading the books saying the same afterwards."""

from __future__ import annotations

import datetime
import random
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.exporters.money_tables import cash_sheet_table
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_night, closing_cash_out, event_cash_out
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_money import night_cash_boxes, record_lines, season_money
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12
CATHY = "p02"  # "Cat A2": arrives unpaid, fined $5, wins


@pytest.fixture
def night(tmp_path: Path):
    """Five players, Cathy unpaid and fined during the night, played down to one."""
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    nights = NightService(service, random.Random(3))
    nights.start(SEASON, EVENT)
    today = service.event(SEASON, EVENT).date
    for player in ("p01", CATHY, "p03", "p04", "p05"):
        nights.arrive(SEASON, EVENT, player, paid=player != CATHY)
    fine = LedgerLine(today, CATHY, LedgerKind.CHARGE, Decimal(5), LedgerFor.FINE, "phone")
    record_lines(service, SEASON, [fine])
    nights.draw(SEASON, EVENT, seed=3)
    for out in ("p05", "p04", "p03", "p01"):
        nights.bust(SEASON, EVENT, [out], by=[CATHY])
    yield service, nights
    service.close()


def _line(cash, player):
    return next(line for line in cash.lines if line.player == player)


def test_the_close_nets_the_unpaid_entry_and_the_fine_and_every_screen_agrees(night) -> None:
    service, nights = night
    before = season_money(service, SEASON).rows_of(CATHY)
    assert [row.balance for row in before] == [Decimal(5)]  # the fine: her entry is tonight's

    cash = closing_cash_out(service, nights, SEASON, EVENT)
    cathy = _line(cash, CATHY)
    assert cathy.owes == Decimal(35)  # the $30 entry and the $5 fine, not the entry alone
    assert cathy.hand_over == cathy.prize - 35 and cathy.still_owes == 0
    assert cash.text(lambda p: p, lambda a: f"{a:.2f}").count("owes 35.00: hand over") == 1

    close_night(service, nights, SEASON, EVENT)
    netted = [line for line in service.season(SEASON).ledger if line.player == CATHY][1:]
    assert [(line.kind, line.purpose, line.amount) for line in netted] == [
        (LedgerKind.PAYMENT, LedgerFor.ENTRIES, Decimal(30)),
        (LedgerKind.PAYMENT, LedgerFor.OTHER, Decimal(5)),
    ]
    money = season_money(service, SEASON)
    assert money.owes(CATHY) == 0
    # The Money screen's lines: the fine keeps the balance it showed, the night is a line.
    rows = money.rows_of(CATHY)
    assert [(row.kind_text, row.balance) for row in rows] == [
        ("charge", Decimal(5)),
        ("entry", Decimal(35)),
        ("payment", Decimal(5)),
        ("payment", Decimal(0)),
    ]
    # The night's cash box: nobody owes the league for event 12 any more.
    box = dict((e.number, b) for e, b in night_cash_boxes(service, SEASON))[EVENT]()
    assert box.owed_to_league == 0
    # The cash sheet says what the close said.
    again = _line(event_cash_out(service.league, service.report(SEASON), SEASON, EVENT), CATHY)
    assert (again.owes, again.hand_over, again.still_owes) == (35, cathy.hand_over, 0)
    table = cash_sheet_table(service.league, service.report(SEASON), EVENT)
    row = next(r for r in table.rows if r[0] == "Cat A2")
    assert row[4:7] == (Decimal(35), cathy.hand_over, Decimal(0))


def test_a_debt_left_standing_hands_the_prize_over_whole(night) -> None:
    service, nights = night
    _change, cash = close_night(service, nights, SEASON, EVENT, no_net={CATHY})
    cathy = _line(cash, CATHY)
    assert cathy.hand_over == cathy.prize and cathy.still_owes == 35
    assert "still owes $35.00 (left standing)" in cathy.text("Cathy", lambda a: f"${a:.2f}")
    assert not [line for line in service.season(SEASON).ledger if line.kind is LedgerKind.PAYMENT]
    assert season_money(service, SEASON).owes(CATHY) == 35
    again = _line(event_cash_out(service.league, service.report(SEASON), SEASON, EVENT), CATHY)
    assert (again.hand_over, again.still_owes, again.standing) == (cathy.prize, 35, True)


def test_lines_recorded_after_the_close_keep_every_earlier_balance(night) -> None:
    service, nights = night
    close_night(service, nights, SEASON, EVENT)
    shown = season_money(service, SEASON).rows_of(CATHY)
    today = datetime.date.today().isoformat()
    fine = LedgerLine(today, CATHY, LedgerKind.CHARGE, Decimal(10), LedgerFor.FINE, "late")
    record_lines(service, SEASON, [fine])
    after = season_money(service, SEASON).rows_of(CATHY)
    assert after[: len(shown)] == shown
    assert after[-1].balance == 10 == season_money(service, SEASON).owes(CATHY)
