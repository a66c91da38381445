"""A deal is said on the phones and the big screen as on the night card, "Paid by a deal",
during the night and after the close (issue 31, item 11)."""

from __future__ import annotations

from leaguemgr.exporters.big_screen_text import result_texts
from leaguemgr.services.big_screen import closed_night
from leaguemgr.services.phone_page import league_snapshot
from leaguemgr.web.page import phone_page
from tests.services.deal_night import EVENT, NOW, SEASON, DealNight, deal_night, money

__all__ = ["deal_night"]


def test_a_deal_is_labelled_on_the_phones_and_the_big_screen(deal_night: DealNight) -> None:
    service, nights = deal_night.service, deal_night.nights
    assert "Paid by a deal" not in phone_page(league_snapshot(service, SEASON, money, NOW), NOW)
    deal_night.deal()
    night = league_snapshot(service, SEASON, money, NOW)
    assert night.night.deal
    assert "Paid by a deal" in phone_page(night, NOW)
    for player in deal_night.players[3:0:-1]:
        nights.bust(SEASON, EVENT, [player])
    nights.close(SEASON, EVENT)
    after = league_snapshot(service, SEASON, money, NOW)
    assert after.night is None and after.result.deal
    assert "Paid by a deal" in phone_page(after, NOW)
    result = closed_night(service, SEASON, EVENT)
    names = {p.id: p.name for p in service.league.players}
    assert result_texts(result, names, "USD").payouts_title == "Result · Paid by a deal"
