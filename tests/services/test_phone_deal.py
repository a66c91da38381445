"""The phone page shows a deal's shares, as the big screen does (issue 22)."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.phone_page import league_snapshot
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12


def money(amount: Decimal) -> str:
    return f"${amount:,.2f}"


def test_after_a_deal_the_phones_show_the_deals_amounts(tmp_path: Path) -> None:
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    try:
        nights = NightService(service, random.Random(5), now=lambda: 1_000.0)
        nights.start(SEASON, EVENT)
        players = [p.id for p in service.league.players if p.active][:4]
        for player in players:
            nights.arrive(SEASON, EVENT, player)
        nights.draw(SEASON, EVENT)
        before = league_snapshot(service, SEASON, money, 1_000.0).night
        table = [place.text for place in before.payouts]
        nights.deal(SEASON, EVENT, dict(zip(players, (5000, 3000, 1500, 500), strict=True)))
        deal = nights.night(SEASON, EVENT).deal
        night = league_snapshot(service, SEASON, money, 1_000.0).night
        names = {p.id: p.name for p in service.league.players}
        shown = [place.text for place in night.payouts]
        assert shown == [f"{names[p]} {money(a)}" for p, a in deal]
        assert shown != table
    finally:
        service.close()
