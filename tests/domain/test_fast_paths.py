"""Every fast path of the rules core gives what the straightforward computation gives.

The season calculator (per-event caching, carried dealer credits), the quick event check in
front of the full one, the Neau shortcut and the reworked payout and money arithmetic are
each compared with the plain computation on synthetic leagues (the benchmark generator at
small sizes, many seeds) and on random edits of them. Reports are compared whole: every
amount, every float to the last bit, and the same first problem when the data is refused.
"""

from __future__ import annotations

import dataclasses
import random
from collections.abc import Callable, Sequence
from decimal import Decimal

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.dealer_credits import dealer_credits_at_season_end
from leaguemgr.domain.entries import counts, tie_sizes
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.event_money import compute_event_money, entry_buyin, set_aside_amount
from leaguemgr.domain.event_result import compute_event_core
from leaguemgr.domain.money import ZERO, cents, percent_of, round_to_unit
from leaguemgr.domain.payouts import split_by_finish
from leaguemgr.domain.points import neau_points, points_function
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    EventTerms,
    League,
    PayoutRange,
    Player,
    PointsRule,
    Season,
    SetAside,
)
from leaguemgr.domain.season_calculator import CarriedCredits, SeasonCalculator
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import event_looks_clean, event_problems, first_problem
from tests import synthetic
from tests.domain.test_properties import UNITS, finishing_orders

D = Decimal
# (seasons, events per season, entries per event, players): small, but every rule in play.
SIZES = [(2, 5, 12, 24), (3, 4, 16, 30), (1, 9, 24, 32)]


def outcome(compute: Callable[[], object]) -> tuple[object, ...]:
    """What a computation gives: its result, or the kind and text of what it refused."""
    try:
        return ("result", compute())
    except (RuleError, KeyError, ValueError, ArithmeticError) as exc:
        return ("refused", type(exc).__name__, str(exc))


def plain(league: League, season: str) -> tuple[object, ...]:
    return outcome(lambda: compute_season_report(league, season))


@pytest.mark.parametrize("seed", range(1, 7))
@pytest.mark.parametrize("size", SIZES)
def test_the_calculator_reports_every_season_like_the_plain_computation(seed, size):
    league = synthetic.league(*size, seed=seed)
    calculator = SeasonCalculator()
    for season in league.seasons:
        assert outcome(lambda s=season: calculator.report(league, s.name)) == plain(
            league, season.name
        )
        # Asked again with nothing changed, it answers from what it kept.
        assert calculator.report(league, season.name) == compute_season_report(league, season.name)


@pytest.mark.parametrize("seed", range(1, 13))
def test_the_calculator_follows_random_edits_like_a_fresh_computation(seed):
    rng = random.Random(seed)
    league = synthetic.league(*SIZES[seed % len(SIZES)], seed=seed)
    name = league.seasons[-1].name
    calculator = SeasonCalculator()
    valid = [league]
    refused = 0
    for _step in range(40):
        league = random_edit(rng, league, name)
        expected = plain(league, name)
        assert outcome(lambda league=league: calculator.report(league, name)) == expected
        if expected[0] == "refused":
            refused += 1
            if rng.random() < 0.7:
                league = rng.choice(valid)  # undo back to a league the rules accept
                assert calculator.report(league, name) == compute_season_report(league, name)
        else:
            valid.append(league)
    assert len(valid) > 10 and refused > 0, "the edits should give valid and refused leagues"


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_calculators_check_follows_random_edits_like_the_full_check(seed):
    rng = random.Random(seed)
    league = synthetic.league(*SIZES[seed % len(SIZES)], seed=seed)
    name = league.seasons[-1].name
    index = len(league.seasons) - 1
    calculator = SeasonCalculator()
    valid = [league]
    refused = 0
    for _step in range(40):
        league = random_edit(rng, league, name)
        expected = first_problem(league, only_season=index)
        assert calculator.first_problem(league, name) == expected
        if expected is not None:
            refused += 1
            league = rng.choice(valid)
            assert calculator.first_problem(league, name) is None
        else:
            valid.append(league)
            # The check and the report share what they keep: the report stays right.
            assert outcome(lambda league=league: calculator.report(league, name)) == plain(
                league, name
            )
    assert len(valid) > 10 and refused > 0, "the edits should give valid and refused leagues"


@pytest.mark.parametrize("seed", range(1, 7))
def test_carried_credits_stand_in_for_the_earlier_seasons(seed):
    league = synthetic.league(4, 4, 12, 20, seed=seed)
    for index, season in enumerate(league.seasons):
        carried = CarriedCredits.of(league, index)
        alone = dataclasses.replace(
            league,
            seasons=tuple(
                s if i == index else dataclasses.replace(s, events=())
                for i, s in enumerate(league.seasons)
            ),
        )
        calculator = SeasonCalculator(carried)
        got = outcome(lambda c=calculator, a=alone, s=season: c.report(a, s.name))
        assert got == plain(league, season.name)
        # The ledger carried in and walked on equals the walk over the whole league.
        ledger, problems = dealer_credits_at_season_end(league, index)
        assert not problems
        if season.rules.dealer_credits and got[0] == "result":
            assert got[1].dealer_credits == ledger.rows()


def test_an_unearned_free_entry_in_an_earlier_season_is_refused_at_the_same_place():
    league = synthetic.league(3, 4, 12, 20, seed=3)
    first = league.seasons[0]
    assert first.rules.dealer_credits
    event = first.events[0]
    entries = list(event.entries)
    entries[2] = dataclasses.replace(entries[2], free_entry=True)
    broken_event = dataclasses.replace(event, entries=tuple(entries))
    broken_first = dataclasses.replace(first, events=(broken_event, *first.events[1:]))
    broken = dataclasses.replace(league, seasons=(broken_first, *league.seasons[1:]))
    last = broken.seasons[-1].name
    expected = plain(broken, last)
    assert expected[0] == "refused" and "seasons[0].events[0].entries[2].free_entry" in expected[2]
    carried = CarriedCredits.of(broken, len(broken.seasons) - 1)
    assert outcome(lambda: SeasonCalculator(carried).report(broken, last)) == expected
    assert outcome(lambda: SeasonCalculator().report(broken, last)) == expected


# Random edits, as an organizer (or a half-typed cell) makes them ---------------------------


def random_edit(rng: random.Random, league: League, name: str) -> League:
    season = next(s for s in league.seasons if s.name == name)
    events = list(season.events)
    index = rng.randrange(len(events))
    event = events[index]
    entries = list(event.entries)
    kind = rng.randrange(12)
    if kind <= 3 and entries:  # the common edit: two players trade places
        counting = [i for i, e in enumerate(entries) if counts(e)]
        if len(counting) >= 2:
            a, b = rng.sample(counting, 2)
            entries[a], entries[b] = (
                dataclasses.replace(entries[a], finish=entries[b].finish),
                dataclasses.replace(entries[b], finish=entries[a].finish),
            )
    elif kind == 4 and entries:  # a finish typed half-way
        i = rng.randrange(len(entries))
        entries[i] = dataclasses.replace(entries[i], finish=rng.choice([None, 1, 2, 99]))
    elif kind == 5 and entries:
        i = rng.randrange(len(entries))
        entries[i] = dataclasses.replace(entries[i], rebuys=rng.choice([0, 1, 2]))
    elif kind == 6 and entries:
        i = rng.randrange(len(entries))
        status = rng.choice(list(EntryStatus))
        entries[i] = dataclasses.replace(entries[i], status=status, paid=rng.random() < 0.7)
    elif kind == 7 and entries:
        i = rng.randrange(len(entries))
        entries[i] = dataclasses.replace(entries[i], free_entry=not entries[i].free_entry)
    elif kind == 8:
        game = rng.choice(list(DealerGame))
        dealer = Dealer(rng.choice(league.players).id, game)
        event = dataclasses.replace(event, dealers=(*event.dealers, dealer))
    elif kind == 9 and len(events) > 2:  # an event deleted
        del events[index]
        return _with_events(league, name, events)
    elif kind == 10:  # the season's rules edited
        rules = season.rules
        rules = dataclasses.replace(
            rules,
            late_cancel_penalty=not rules.late_cancel_penalty,
            rounding_unit=rng.choice([D("1"), D("5"), D("0.01")]),
        )
        seasons = tuple(
            dataclasses.replace(s, rules=rules) if s is season else s for s in league.seasons
        )
        return dataclasses.replace(league, seasons=seasons)
    else:  # a player added to the roster
        number = len(league.players) + 1
        player = Player(id=f"x{number}", name=f"New {number}")
        return dataclasses.replace(league, players=(*league.players, player))
    events[index] = dataclasses.replace(event, entries=tuple(entries))
    return _with_events(league, name, events)


def _with_events(league: League, name: str, events: list[Event]) -> League:
    seasons = tuple(
        dataclasses.replace(s, events=tuple(events)) if s.name == name else s
        for s in league.seasons
    )
    return dataclasses.replace(league, seasons=seasons)


# The quick event check ----------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(1, 9))
def test_the_quick_check_clears_valid_events_and_never_an_event_with_a_problem(seed):
    rng = random.Random(seed)
    league = synthetic.league(*SIZES[seed % len(SIZES)], seed=seed)
    players = {player.id for player in league.players}
    for season in league.seasons:
        for event in season.events:
            assert event_looks_clean(event, season.rules, players)
            for _ in range(12):
                changed, rules = broken_variant(rng, event, season, league)
                if event_looks_clean(changed, rules, players):
                    assert list(event_problems(changed, rules, (), players)) == []


def broken_variant(rng: random.Random, event: Event, season: Season, league: League):
    """``event`` (or its rules) with one value changed, often to one the rules refuse."""
    rules = season.rules
    entries = list(event.entries)
    i = rng.randrange(len(entries)) if entries else 0
    change = rng.randrange(16)
    if not entries or change == 0:
        return dataclasses.replace(event, buyin=rng.choice([D("-1"), D("0"), D("45")])), rules
    entry = entries[i]
    other = rng.choice(entries).player
    match change:
        case 1:
            entry = dataclasses.replace(entry, finish=rng.choice([None, 0, -1, 1, 2, 500]))
        case 2:
            entry = dataclasses.replace(entry, status=rng.choice(list(EntryStatus)))
        case 3:
            entry = dataclasses.replace(entry, paid=not entry.paid)
        case 4:
            entry = dataclasses.replace(entry, rebuys=rng.choice([-1, 2, 5]))
        case 5:
            entry = dataclasses.replace(entry, addons=rng.choice([-1, 1, 3]))
        case 6:
            entry = dataclasses.replace(entry, buyin=rng.choice([D("-5"), D("30")]))
        case 7:
            entry = dataclasses.replace(entry, busted_by=(entry.player,))
        case 8:
            entry = dataclasses.replace(entry, busted_by=(rng.choice(["nobody", other]),))
        case 9:
            entry = dataclasses.replace(entry, busted_by=(other,) * rng.choice([1, 2, 3, 4]))
        case 10:
            entry = dataclasses.replace(entry, player=rng.choice([other, "nobody"]))
        case 11:
            dealer = Dealer(rng.choice([other, "nobody"]), DealerGame.FULL)
            dealers = (*event.dealers, dealer, dealer)[: rng.choice([1, 2, 3])]
            return dataclasses.replace(event, dealers=dealers), rules
        case 12:
            return dataclasses.replace(event, max_rebuys_set=True, max_rebuys=0), rules
        case 13:
            table = rules.payout_table[: rng.choice([1, 2])]
            return event, dataclasses.replace(rules, payout_table=table)
        case 14:
            grab = SetAside("all", Basis.PER_ENTRY, D("1000"))
            return event, dataclasses.replace(rules, set_asides=(*rules.set_asides, grab))
        case _:
            kind = rng.choice(list(EventKind))
            return dataclasses.replace(event, kind=kind, pick_a_stack=not event.pick_a_stack), rules
    entries[i] = entry
    return dataclasses.replace(event, entries=tuple(entries)), rules


# The Neau shortcut --------------------------------------------------------------------------


@pytest.mark.parametrize("seed", range(1, 5))
def test_the_neau_shortcut_gives_the_formula_to_the_last_bit(seed):
    league = synthetic.league(*SIZES[seed % len(SIZES)], seed=seed)
    for season in league.seasons:
        rules = dataclasses.replace(season.rules, points=PointsRule(preset="neau"))
        assert points_function(rules.points) is neau_points

        def generic(variables, formula=neau_points):  # not the preset object: the plain path
            return formula(variables)

        for event in season.events:
            if event.kind is EventKind.REGULAR:
                fast = compute_event_core(event, rules, neau_points)
                assert fast == compute_event_core(event, rules, generic)


# Payouts and event money against their straightforward forms ---------------------------


def reference_split_by_finish(
    pool: Decimal, percents: Sequence[Decimal], finishes: Sequence[int], unit: Decimal
) -> list[Decimal | None]:
    """SPEC 2.3 written the plain way: every finisher's exact share, then the hand-out."""
    sizes = tie_sizes(finishes)
    places = len(percents)
    exact = []
    for finish in finishes:
        size = sizes[finish]
        spanned = range(finish, min(finish + size - 1, places) + 1)
        share = sum((percent_of(pool, percents[place - 1]) for place in spanned), ZERO)
        exact.append(share / size)
    amounts = [round_to_unit(share, unit) if share > 0 else ZERO for share in exact]
    paid = [i for i, share in enumerate(exact) if share > 0]
    if not paid:
        return [None] * len(finishes)
    handout_order = sorted(paid, key=lambda i: -finishes[i])
    difference = pool - sum(amounts, ZERO)
    step = unit if difference > 0 else -unit
    turn = 0
    while abs(difference) >= unit:
        amounts[handout_order[turn % len(handout_order)]] += step
        difference -= step
        turn += 1
    if difference:
        amounts[handout_order[0]] += difference
    return [a if s > 0 else None for a, s in zip(amounts, exact, strict=True)]


TABLES = st.sampled_from(
    [
        (PayoutRange(1, 100, (D("50"), D("30"), D("20"))),),
        (PayoutRange(1, 100, (D("40.9"), D("20.4"), D("13.5"), D("10.2"), D("8.2"), D("6.8"))),),
        (PayoutRange(1, 100, (D("100"),)),),
        (PayoutRange(1, 100, (D("60"), D("0"), D("40"))),),
    ]
)


# The reference hands leftovers out a unit at a time: pools stay modest so that a field
# smaller than the paid places (most of the pool left over) is still quick to check.
@settings(max_examples=300, deadline=None)
@given(finishing_orders(max_size=30), st.integers(0, 10**5), UNITS, TABLES)
def test_payouts_match_the_plain_rule(finishes, pool_cents, unit, table):
    pool = D(pool_cents) / 100
    percents = table[0].percents
    assert split_by_finish(pool, percents, finishes, unit) == reference_split_by_finish(
        pool, percents, finishes, unit
    )


def reference_event_money(entries, terms, pick_a_stack, set_asides, bounty):
    """SPEC 2.2 the plain way: each counting entry priced one by one."""
    counting = [entry for entry in entries if counts(entry)]
    if not counting:
        return (0, ZERO, ZERO, (), ZERO, ZERO)
    buyins = extras = comped = ZERO
    for entry in counting:
        buyin = entry_buyin(entry, terms, pick_a_stack)
        buyins += buyin
        extras += entry.rebuys * terms.rebuy_cost + entry.addons * terms.addon_cost
        if entry.free_entry:
            comped += buyin
    gross = buyins + extras
    taken = [(s.fund, set_aside_amount(s, gross, buyins, len(counting))) for s in set_asides]
    if bounty is not None:
        taken.append(("bounty", cents(bounty.amount_per_event)))
    pool = gross - sum((amount for _, amount in taken), ZERO)
    return (len(counting), cents(buyins), cents(gross), tuple(taken), cents(pool), cents(comped))


MONEY = st.sampled_from([D("0"), D("20"), D("30"), D("12.50"), D("33.33")])
ENTRIES = st.lists(
    st.builds(
        Entry,
        player=st.just("p"),
        status=st.sampled_from(list(EntryStatus)),
        paid=st.booleans(),
        buyin=st.none() | MONEY,
        rebuys=st.integers(0, 3),
        addons=st.integers(0, 2),
        free_entry=st.booleans(),
    ),
    max_size=25,
)
SET_ASIDES = st.lists(
    st.builds(
        SetAside,
        fund=st.sampled_from(["championship", "points"]),
        basis=st.sampled_from(list(Basis)),
        amount=st.sampled_from([D("0"), D("2"), D("10"), D("12.5")]),
    ),
    max_size=3,
)


@settings(max_examples=300, deadline=None)
@given(ENTRIES, MONEY, MONEY, MONEY, st.booleans(), SET_ASIDES, st.none() | MONEY)
def test_event_money_matches_pricing_each_entry(
    entries, buyin, rebuy, addon, pick_a_stack, set_asides, bounty
):
    terms = EventTerms(buyin, rebuy, addon, None)
    bounty_rules = None if bounty is None else BountyRules(bounty)
    money = compute_event_money(entries, terms, pick_a_stack, set_asides, bounty_rules)
    fields = (money.entries, money.buyins, money.gross, money.set_asides, money.pool, money.comped)
    assert fields == reference_event_money(entries, terms, pick_a_stack, set_asides, bounty_rules)
