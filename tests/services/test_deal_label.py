"""A deal is said on the phones and the big screen as on the night card, "Paid by a deal",
during the night and after the close (issue 31, item 11)."""

from __future__ import annotations

import random
from decimal import Decimal
from pathlib import Path

from leaguemgr.services.big_screen import closed_night
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.phone_page import league_snapshot
from leaguemgr.ui.bigscreen.big_screen_text import result_texts
from leaguemgr.web.page import phone_page
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12


def money(amount: Decimal) -> str:
    return f"${amount:,.2f}"


def test_a_deal_is_labelled_on_the_phones_and_the_big_screen(tmp_path: Path) -> None:
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    try:
        nights = NightService(service, random.Random(5), now=lambda: 1_000.0)
        nights.start(SEASON, EVENT)
        players = [p.id for p in service.league.players if p.active][:4]
        for player in players:
            nights.arrive(SEASON, EVENT, player)
        nights.draw(SEASON, EVENT)
        assert "Paid by a deal" not in phone_page(league_snapshot(service, SEASON, money, 1e3), 1e3)
        nights.deal(SEASON, EVENT, dict(zip(players, (5000, 3000, 1500, 500), strict=True)))
        night = league_snapshot(service, SEASON, money, 1_000.0)
        assert night.night.deal
        assert "Paid by a deal" in phone_page(night, 1_000.0)
        for player in players[3:0:-1]:
            nights.bust(SEASON, EVENT, [player])
        nights.close(SEASON, EVENT)
        after = league_snapshot(service, SEASON, money, 1_000.0)
        assert after.night is None and after.result.deal
        assert "Paid by a deal" in phone_page(after, 1_000.0)
        result = closed_night(service, SEASON, EVENT)
        names = {p.id: p.name for p in service.league.players}
        assert result_texts(result, names, "USD").payouts_title == "Result · Paid by a deal"
    finally:
        service.close()
