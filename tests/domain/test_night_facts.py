"""The facts every screen says of a night, each from one function (issue 22)."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from leaguemgr.domain.night.facts import (
    Bounty,
    Prize,
    bounty_now,
    bounty_text,
    late_entry_open,
    prizes_now,
    rebuys_open,
)
from leaguemgr.domain.night.setup import AZ_STYLE
from tests.domain.test_night import Night

D = Decimal


def test_a_deal_closes_the_rebuys_and_late_entry_as_every_screen_says() -> None:
    night = Night(dataclasses.replace(AZ_STYLE, late_registration_until_level=3), 4)
    assert rebuys_open(night.state) and late_entry_open(night.state)
    dealt = dataclasses.replace(night.state, deal=(("p0", D("60")), ("p1", D("40"))))
    assert not rebuys_open(dealt) and late_entry_open(dealt) is False
    all_night = Night(dataclasses.replace(AZ_STYLE, late_registration_until_level=None), 4)
    assert late_entry_open(all_night.state) is None  # late arrivals all night: nothing to say


def test_the_bounty_is_won_by_the_first_hitman_and_stays_won_after_a_rebuy() -> None:
    night = Night(AZ_STYLE, 4)
    assert bounty_now(night.state, "p2") == Bounty("p2")
    assert bounty_now(night.state, None) is None
    night.bust("p2", by=("p3", "p1"))
    assert bounty_now(night.state, "p2") == Bounty("p2", "p3")
    night.rebuy("p2")
    night.bust("p2", by=("p1",))
    assert bounty_now(night.state, "p2") == Bounty("p2", "p3")
    names = {"p2": "Max Moore", "p3": "Dana Diaz"}
    assert bounty_text(bounty_now(night.state, "p2"), names) == "Max Moore, won by Dana Diaz"
    assert bounty_text(Bounty("p2"), names) == "Max Moore"


def test_after_a_deal_the_prizes_are_the_deals_shares_then_the_places_paid_below() -> None:
    table = [D("188"), D("141"), D("94"), D("50")]
    assert prizes_now(table, ()) == tuple(Prize(i, a) for i, a in enumerate(table, 1))
    deal = (("ann", D("153")), ("bob", D("143")), ("cy", D("127")))
    assert prizes_now(table, deal) == (
        Prize(1, D("153"), "ann"),
        Prize(2, D("143"), "bob"),
        Prize(3, D("127"), "cy"),
        Prize(4, D("50")),
    )
