"""The phone page shows a deal's shares, as the big screen does (issue 22)."""

from __future__ import annotations

import re

from leaguemgr.exporters.big_screen_text import figure_texts, room_money
from leaguemgr.services.big_screen import big_screen_figures
from leaguemgr.services.night_status import night_status
from leaguemgr.services.phone_page import league_snapshot, snapshot_json
from leaguemgr.web.page import phone_page
from tests.services.deal_night import EVENT, NOW, SEASON, STACKS, DealNight, deal_night, money

__all__ = ["deal_night"]


def test_after_a_deal_the_phones_show_the_deals_amounts(deal_night: DealNight) -> None:
    service, nights = deal_night.service, deal_night.nights
    before = league_snapshot(service, SEASON, money, NOW).night
    table = [place.text for place in before.payouts]
    deal_night.deal()
    deal = nights.night(SEASON, EVENT).deal
    night = league_snapshot(service, SEASON, money, NOW).night
    names = {p.id: p.name for p in service.league.players}
    shown = [f"{share.player} {share.amount}" for share in night.shares]
    assert shown == [f"{names[p]} {money(a)}" for p, a in deal]
    assert shown != table


def test_a_deal_shows_its_shares_most_first_and_claims_no_places(deal_night: DealNight) -> None:
    """Issue 40, item 4: the Deal dialog names the players in the order it listed them, so
    the smallest stack first gives shares that went up the list as "1. … 4. …"."""
    service, nights = deal_night.service, deal_night.nights
    nights.deal(SEASON, EVENT, dict(zip(deal_night.players, reversed(STACKS), strict=True)))
    names = {p.id: p.name for p in service.league.players}
    dealt = sorted(nights.night(SEASON, EVENT).deal, key=lambda share: share[1], reverse=True)
    most_first = [(names[player], money(amount)) for player, amount in dealt]
    snapshot = league_snapshot(service, SEASON, money, NOW)
    night = snapshot.night
    assert [(share.player, share.amount) for share in night.shares] == most_first
    status = snapshot_json(snapshot, NOW)["night"]
    assert status["deal"] == [{"player": p, "amount": a} for p, a in most_first]
    # The places the payouts still list are below the four dealers': none is theirs.
    assert all(payout["place"] > len(STACKS) for payout in status["payouts"])
    page = phone_page(snapshot, NOW)
    payouts = page[page.index('<section id="payouts">') :]
    payouts = payouts[: payouts.index("</section>")]
    assert "<h2>Paid by a deal</h2>" in payouts
    shown = re.findall(r'<span class="who">([^<]*)</span><span class="amt">([^<]*)</span>', payouts)
    assert shown == most_first
    assert '<span class="n">1.</span>' not in payouts  # no share is numbered as a place
    # The big screen lists the same shares in the same order, under the same words.
    rules = service.season(SEASON).rules
    status_now = night_status(nights, SEASON, EVENT)
    state = nights.night(SEASON, EVENT)
    figures = big_screen_figures(EVENT, state, status_now, rules, NOW, names=names)
    texts = figure_texts(figures, "USD")
    assert texts.payouts_title == "Paid by a deal"
    on_wall = [f"{names[p]}  {room_money(a, 'USD')}" for p, a in dealt]
    assert texts.payouts.splitlines()[: len(STACKS)] == on_wall
