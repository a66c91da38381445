"""The phone page shows a deal's shares, as the big screen does (issue 22)."""

from __future__ import annotations

from leaguemgr.services.phone_page import league_snapshot
from tests.services.deal_night import EVENT, NOW, SEASON, DealNight, deal_night, money

__all__ = ["deal_night"]


def test_after_a_deal_the_phones_show_the_deals_amounts(deal_night: DealNight) -> None:
    service, nights = deal_night.service, deal_night.nights
    before = league_snapshot(service, SEASON, money, NOW).night
    table = [place.text for place in before.payouts]
    deal_night.deal()
    deal = nights.night(SEASON, EVENT).deal
    night = league_snapshot(service, SEASON, money, NOW).night
    names = {p.id: p.name for p in service.league.players}
    shown = [place.text for place in night.payouts]
    assert shown == [f"{names[p]} {money(a)}" for p, a in deal]
    assert shown != table
