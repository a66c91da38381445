"""Knockout bounties (SPEC 9): the money taken first, who collects it, the report's figures."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.knockouts import Bust, Buy, Heads, play_busts, split_evenly
from leaguemgr.domain.records import (
    Basis,
    Event,
    EventTerms,
    KnockoutKind,
    KnockoutRules,
    PointsRule,
    SetAside,
    UnnamedEntries,
)
from leaguemgr.domain.season_report import compute_season_report
from tests.domain.builders import league_of, played, rules, status

D = Decimal
TERMS = EventTerms(buyin=D("50"), rebuy_cost=D("50"), addon_cost=D("20"), max_rebuys=None)
FIXED = KnockoutRules(KnockoutKind.FIXED, D("10"))
PROGRESSIVE = KnockoutRules(KnockoutKind.PROGRESSIVE, D("10"))


def test_the_knockout_money_is_taken_first_and_the_set_asides_are_measured_without_it():
    set_asides = (
        SetAside("championship", Basis.PERCENT_OF_BUYINS, D("10")),
        SetAside("points", Basis.PERCENT_OF_GROSS, D("10")),
        SetAside("expenses", Basis.PER_ENTRY, D("1")),
    )
    entries = (
        played("p01", 1, rebuys=1, addons=1),
        played("p02", 2, free_entry=True),
        status("p03", "no_show", paid=True, finish=3),
        status("p04", "late_cancel"),
    )
    money = compute_event_money(entries, TERMS, False, set_asides, None, knockout=FIXED)
    # Bounties bought: 3 buy-ins (the free entry and the paid no-show too) + 1 rebuy.
    assert money.knockouts == D("40.00")
    assert money.gross == D("220.00")
    # 10% of the buy-ins less their bounty parts (150 - 30), 10% of gross - K (180), 3 x 1.
    assert money.set_asides == (
        ("championship", D("12.00")),
        ("points", D("18.00")),
        ("expenses", D("3.00")),
    )
    assert money.pool == D("147.00")
    set_aside = sum(amount for _, amount in money.set_asides)
    assert money.gross + money.added == money.knockouts + set_aside + money.pool


def test_unnamed_entries_buy_bounties_with_their_buyins_and_rebuys_not_their_addons():
    entries = (played("p01", 1), played("p02", 2))
    others = UnnamedEntries(entries=3, rebuys=2, addons=4)
    money = compute_event_money(entries, TERMS, False, (), None, knockout=FIXED, others=others)
    assert money.knockouts == D("70.00")


def test_recorded_bounties_come_on_top_of_the_gross_and_leave_the_set_asides_alone():
    recorded = KnockoutRules(KnockoutKind.FIXED, D("10"), recorded=True)
    entries = (played("p01", 1, bounties_won=D("25")), played("p02", 2, bounties_won=D("5")))
    set_asides = (SetAside("rake", Basis.PERCENT_OF_GROSS, D("10")),)
    money = compute_event_money(entries, TERMS, False, set_asides, None, knockout=recorded)
    assert (money.gross, money.knockouts) == (D("130.00"), D("30.00"))
    assert money.set_asides == (("rake", D("10.00")),)
    assert money.pool == D("90.00")


def _report_event(event: Event, **rule_changes):
    season_rules = rules(buyin=D("50"), rebuy_cost=D("50"), **rule_changes)
    league = league_of(season_rules, event)
    return compute_season_report(league, "S").events[0]


def test_fixed_bounties_typed_afterwards_pay_one_bounty_a_bust_and_the_winner_the_rest():
    event = Event(
        number=1,
        entries=(
            played("p01", 1, rebuys=1, busted_by=("p02",)),
            played("p02", 2, rebuys=2, busted_by=("p01", "p03")),
            played("p03", 3, busted_by=()),  # a bust without a hitman
            played("p04", 4, busted_by=("p02",)),
            status("p05", "no_show", paid=True, finish=5),
        ),
    )
    result = _report_event(event, knockout=FIXED)
    assert result.money.knockouts == D("80.00")
    # p02 (2 rebuys, 2nd) was busted 3 times: by p01, by p03 and once by nobody named. The
    # winner p01 (1 rebuy) was busted once, by p02, and keeps the rest: his own head, p02's
    # third bust, p03's (no hitman) and the paid no-show's.
    assert result.bounties.paid == (
        ("p01", D("50.00")),
        ("p02", D("20.00")),
        ("p03", D("10.00")),
    )


def test_a_player_with_a_rebuy_and_one_hitman_named_was_busted_twice_the_second_by_nobody():
    event = Event(
        number=1,
        entries=(
            played("p01", 1),
            played("p02", 2, busted_by=("p01",)),
            played("p03", 3, rebuys=1, busted_by=("p02",)),
        ),
    )
    result = _report_event(event, knockout=FIXED)
    # p02 collects one bounty for the one bust named, not p03's two; the winner the rest.
    assert result.bounties.paid == (("p01", D("30.00")), ("p02", D("10.00")))
    assert sum(amount for _, amount in result.bounties.paid) == result.money.knockouts


def test_players_tied_for_first_share_what_nobody_won_odd_cents_by_player_id():
    rule = KnockoutRules(KnockoutKind.FIXED, D("0.05"))
    event = Event(
        number=1,
        entries=(played("p02", 1), played("p01", 1), played("p03", 3, busted_by=())),
    )
    result = _report_event(event, knockout=rule)
    assert dict(result.bounties.paid) == {"p01": D("0.08"), "p02": D("0.07")}


def test_progressive_bounties_typed_afterwards_must_sum_to_the_knockout_money():
    entries = (
        played("p01", 1, bounties_won=D("25")),
        played("p02", 2, bounties_won=D("3")),
        played("p03", 3),
    )
    with pytest.raises(RuleError, match=r"event 1 sum to 28\.00, not the knockout money 30\.00"):
        _report_event(Event(number=1, entries=entries), knockout=PROGRESSIVE)
    entries = (*entries[:2], played("p03", 3, bounties_won=D("2")))
    result = _report_event(Event(number=1, entries=entries), knockout=PROGRESSIVE)
    assert result.bounties.paid == (("p01", D("25.00")), ("p02", D("3.00")), ("p03", D("2.00")))


def test_an_events_own_null_knockout_means_none_there_and_the_report_key_is_null():
    event = Event(number=1, entries=(played("p01", 1), played("p02", 2)), knockout_set=True)
    result = _report_event(event, knockout=FIXED)
    assert result.bounties is None
    assert result.money.knockouts == 0
    assert result.money.pool == D("100.00")


def test_the_points_formula_reads_the_bounties_a_player_collected():
    event = Event(number=1, entries=(played("p01", 1), played("p02", 2, busted_by=("p01",))))
    result = _report_event(
        event, knockout=FIXED, points=PointsRule(preset=None, formula="bounties")
    )
    assert dict(result.points) == {"p01": 20.0, "p02": 0.0}


def test_a_progressive_hitman_takes_the_share_and_puts_the_rest_on_his_own_head():
    heads = Heads(PROGRESSIVE)
    for player in ("ann", "bob", "cy", "dee"):
        heads.buy(player)
    assert heads.bust("bob", ["ann"]) == {"ann": D("5.00")}
    assert heads.heads == {"ann": D("15.00"), "cy": D("10"), "dee": D("10")}
    assert heads.bust("ann", ["cy"]) == {"cy": D("7.50")}  # half of 15
    heads.buy("ann")  # a rebuy after a bust starts the head at one bounty
    assert heads.heads["ann"] == D("10")
    # Two hitmen each take half of both parts, an odd cent to the first named.
    assert heads.bust("cy", ["ann", "dee"]) == {"ann": D("4.38"), "dee": D("4.37")}
    assert heads.heads == {"ann": D("14.38"), "dee": D("14.37")}
    collected = heads.finish(["ann"])
    assert collected == {"ann": D("38.13"), "cy": D("7.50"), "dee": D("4.37")}
    assert sum(collected.values()) == D("50")


def test_a_fixed_bust_by_two_hitmen_shares_the_head_an_odd_cent_to_the_first_named():
    rule = KnockoutRules(KnockoutKind.FIXED, D("0.05"))
    collected = play_busts(rule, [Buy("a"), Buy("b"), Buy("c"), Bust("a", ("c", "b"))], ["c"])
    assert collected == {"c": D("0.03") + D("0.05") + D("0.05"), "b": D("0.02")}


def test_split_evenly_gives_odd_cents_to_the_first():
    assert split_evenly(D("10.01"), 3) == [D("3.34"), D("3.34"), D("3.33")]


def test_the_close_writes_the_bounties_where_the_busts_alone_would_pay_otherwise():
    from leaguemgr.domain.night.actions import Action, Kind
    from leaguemgr.domain.night.knockouts import with_bounties

    log = (
        *(Action(Kind.ARRIVE, (player,)) for player in ("p01", "p02", "p03")),
        Action(Kind.REBUY, ("p01",)),  # while still in: two bounties on p01's head
        Action(Kind.BUST, ("p01",), by=("p02",)),  # p02 collects both
        Action(Kind.REBUY, ("p01",)),
        Action(Kind.BUST, ("p01",), by=("p03",)),
        Action(Kind.BUST, ("p02",), by=("p03",)),
    )
    closed = Event(
        number=1,
        entries=(
            played("p01", 3, rebuys=2, busted_by=("p02", "p03")),
            played("p02", 2, busted_by=("p03",)),
            played("p03", 1),
        ),
    )
    # The busts alone would pay p02 and p03 one bounty each and the winner p03 the third.
    written = with_bounties(closed, log, FIXED)
    assert [entry.bounties_won for entry in written.entries] == [None, D("20"), D("30")]
    result = _report_event(written, knockout=FIXED)
    assert dict(result.bounties.paid) == {"p02": D("20.00"), "p03": D("30.00")}
    # A night the busts describe fully is left as it is.
    plain = log[:3] + log[4:]  # no rebuy while still in
    simple = replace(closed, entries=(played("p01", 3, rebuys=1, busted_by=("p02", "p03")),
                                      *closed.entries[1:]))  # fmt: skip
    assert with_bounties(simple, plain, FIXED) == simple


def test_knockouts_added_to_a_season_leave_the_closed_nights_paid_as_they_were():
    from leaguemgr.domain.frozen_money import with_new_rules

    closed = Event(number=1, entries=(played("p01", 1), played("p02", 2, busted_by=("p01",))))
    season_rules = rules(buyin=D("50"), rebuy_cost=D("50"))
    league = league_of(season_rules, closed)
    before = compute_season_report(league, "S").events[0]
    season = with_new_rules(league.seasons[0], replace(season_rules, knockout=PROGRESSIVE))
    after = compute_season_report(replace(league, seasons=(season,)), "S").events[0]
    assert after.bounties is None and after.money == before.money
    # Recomputed on purpose, the closed night takes the new rule (and must state its bounties).
    season = with_new_rules(league.seasons[0], replace(season_rules, knockout=FIXED), True)
    recomputed = compute_season_report(replace(league, seasons=(season,)), "S").events[0]
    assert recomputed.bounties.paid == (("p01", D("20.00")),)


def test_a_bounty_bigger_than_the_buyin_or_the_rebuy_that_buys_it_is_refused_where_typed():
    from leaguemgr.domain.validation import rules_problems

    def said(**prices) -> list[tuple]:
        season = replace(rules(), knockout=KnockoutRules(KnockoutKind.FIXED, Decimal(20)), **prices)
        return [(p.location, p.message) for p in rules_problems(season, (), set())]

    assert said(buyin=Decimal(50), rebuy_cost=Decimal(50)) == []
    assert said(buyin=Decimal(50), rebuy_cost=Decimal(0)) == []  # no rebuys: none bought
    assert said(buyin=Decimal(10), rebuy_cost=Decimal(50)) == [
        (
            ("knockout", "amount"),
            'the bounty is more than the buy-in (10.00) that buys it; "40 + 10 KO" is a '
            "buy-in of 50 with a bounty of 10",
        )
    ]
    assert said(buyin=Decimal(50), rebuy_cost=Decimal(15))[0][1].startswith(
        "the bounty is more than the rebuy (15.00)"
    )
