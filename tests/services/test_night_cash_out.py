"""The close's cash-out (issue 23 item 13, SPEC 7): who is handed what, an unpaid entry
netted against a prize, and what was netted recorded as a payment for entries."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.records import LedgerFor, LedgerKind
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_and_settle, closing_cash_out, event_cash_out
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_money import season_money
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12


def test_an_unpaid_winner_is_handed_the_prize_less_the_entry_and_the_close_settles_it(
    tmp_path: Path,
) -> None:
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    nights = NightService(service, random.Random(3))
    nights.start(SEASON, EVENT)
    players = ["p01", "p02", "p03", "p04", "p05"]
    for player in players:
        nights.arrive(SEASON, EVENT, player, paid=player != "p01")
    nights.draw(SEASON, EVENT, seed=3)
    for out in ("p05", "p04", "p03", "p02"):
        nights.bust(SEASON, EVENT, [out], by=["p01"])

    cash = closing_cash_out(service, nights, SEASON, EVENT)
    first = cash.lines[0]
    assert first.player == "p01" and first.finish == 1
    assert first.owes == Decimal("30")  # the AZ buy-in, fronted by the league
    assert first.hand_over == first.won - Decimal("30") and first.still_owes == 0
    text = first.text("Carl", lambda amount: f"{amount:.0f}")
    assert text.startswith(f"Carl: won {first.prize:.0f} (1st place)")
    assert text.endswith(f"owes 30: hand over {first.hand_over:.0f}")
    assert sum(line.prize for line in cash.lines) == cash.result.money.pool

    close_and_settle(service, nights, SEASON, EVENT, cash)
    line = service.season(SEASON).ledger[-1]
    assert (line.player, line.kind, line.purpose, line.amount) == (
        "p01",
        LedgerKind.PAYMENT,
        LedgerFor.ENTRIES,
        Decimal("30"),
    )
    assert season_money(service, SEASON).owes("p01") <= 0  # the entry is paid
    # The closed event's cash sheet says the same.
    again = event_cash_out(service.league, service.report(SEASON), SEASON, EVENT)
    assert [(c.player, c.hand_over) for c in again.lines] == [
        (c.player, c.hand_over) for c in cash.lines
    ]
    service.close()
