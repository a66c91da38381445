"""A league's own rules (SPEC 8), one example or property each."""

from __future__ import annotations

import dataclasses

import pytest
from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.entries import unnamed_finishes
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import (
    Basis,
    ChampionshipDecisions,
    ChampionshipRules,
    Event,
    League,
    PayoutRange,
    PointsRange,
    PointsRule,
    SeasonPrizes,
    SetAside,
    TieBreak,
    UnnamedEntries,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from tests.domain.builders import D, league_of, played, rules, status

ONE_PLACE = (PayoutRange(1, 40, (D(100),)),)
TABLE = PointsRule(preset="table", places=(10, 6, 4, 2), participation=1)
PRIZE_HALF = PointsRule(preset=None, formula="prize / 2")


def report(*events, league: League | None = None, **rule_changes):
    league = league or league_of(rules(**rule_changes), *events)
    return compute_season_report(league, "S")


def problem(*events, **rule_changes) -> str:
    found = first_problem(league_of(rules(**rule_changes), *events))
    assert found is not None
    return found.message


# What was paid ------------------------------------------------------------------------------


def chop() -> Event:
    # 4 x 30 = 120 in the pool; 1st and 2nd chopped 50 each, 3rd took 20.
    entries = (played("p01", 1), played("p02", 2), played("p03", 3), played("p04", 4))
    return Event(1, entries=entries, payouts=(("p01", D(50)), ("p02", D(50)), ("p03", D(20))))


def test_a_chop_pays_what_was_paid_and_keeps_one_winner():
    result = report(chop(), points=PRIZE_HALF)
    assert [(p.player, p.finish, p.amount) for p in result.events[0].payouts] == [
        ("p01", 1, D(50)),
        ("p02", 2, D(50)),
        ("p03", 3, D(20)),
    ]
    assert dict(result.events[0].points) == {"p01": 25, "p02": 25, "p03": 10, "p04": 0}
    assert [row.wins for row in result.standings if row.player in ("p01", "p02")] == [1, 0]


def test_paid_places_is_the_number_of_players_listed():
    result = report(chop(), points=PointsRule(preset=None, formula="paid_places"))
    assert set(dict(result.events[0].points).values()) == {3.0}


def test_payouts_that_do_not_add_up_to_the_pool_name_the_event_and_the_difference():
    short = dataclasses.replace(chop(), payouts=(("p01", D(50)), ("p02", D(40))))
    assert problem(short) == "event 1 paid 90.00, 30.00 less than its pool of 120.00"


# Unnamed entries -----------------------------------------------------------------------------


def with_others(*entries, **counts) -> Event:
    return Event(1, entries=entries, others=UnnamedEntries(**counts))


def test_unnamed_entries_count_in_the_field_the_gross_and_the_set_asides():
    event = with_others(played("p01", 1), played("p02", 2), played("p03", 3), entries=3, rebuys=1)
    result = report(
        event,
        points=PointsRule(preset=None, formula="n"),
        set_asides=(SetAside("final", Basis.PER_ENTRY, D(1)),),
    )
    money = result.events[0].money
    assert (money.entries, money.gross, money.set_aside("final")) == (6, D(210), D(6))
    assert dict(result.events[0].points) == {"p01": 6, "p02": 6, "p03": 6}
    assert sum(p.amount for p in result.events[0].payouts) == money.pool


def test_unnamed_entries_take_the_free_finishes_once_each():
    gap = with_others(played("p01", 1), played("p02", 4), entries=1)
    assert problem(gap, payout_table=ONE_PLACE) == (
        "the finishes of event 1 are not a valid sequence: finish 3 is missing "
        "(with 1 unnamed entry)"
    )
    filled = with_others(played("p01", 1), played("p02", 4), entries=2)
    assert first_problem(league_of(rules(payout_table=ONE_PLACE), filled)) is None


def test_a_paid_place_that_falls_to_an_unnamed_entry_is_refused_naming_it():
    # 4 entries: the table pays 3 places, and place 3 was an unnamed entry's.
    event = with_others(played("p01", 1), played("p02", 2), played("p03", 4), entries=1)
    assert problem(event).startswith("place 3 of event 1 is paid but falls to an unnamed")


def test_late_cancel_takes_the_points_of_an_unnamed_last_finisher():
    event = with_others(played("p01", 1), played("p02", 2), status("p03", "late_cancel"), entries=2)
    result = report(event, points=TABLE, late_cancel_penalty=True, payout_table=ONE_PLACE)
    # Finish 4 (unnamed) earns 2 + 1 participation.
    assert dict(result.events[0].penalties) == {"p03": -3}


# Rebuy or add-on ---------------------------------------------------------------------------


def test_an_entry_with_a_rebuy_and_an_add_on_is_refused_naming_the_player():
    event = Event(1, entries=(played("p01", 1, rebuys=1, addons=1), played("p02", 2)))
    assert problem(event, rebuy_or_addon=True) == (
        "p01 has 1 rebuy and 1 add-on in event 1; the season allows a rebuy or an add-on, not both"
    )
    assert first_problem(league_of(rules(), event)) is None


# Points: by field size, a night worth more, handicaps ----------------------------------------

BY_FIELD = PointsRule(
    preset="table_by_field",
    ranges=(PointsRange(2, 3, (5, 2), 0), PointsRange(4, 9, (10, 6, 3), 1)),
)


def test_points_by_field_size_take_the_table_of_the_range_holding_n():
    small = Event(1, entries=(played("p01", 1), played("p02", 2)))
    big = Event(2, entries=(played("p01", 2), played("p02", 1)), others=UnnamedEntries(2))
    result = report(small, big, points=BY_FIELD, payout_table=ONE_PLACE)
    assert dict(result.events[0].points) == {"p01": 5, "p02": 2}
    assert dict(result.events[1].points) == {"p02": 11, "p01": 7}


def test_a_field_outside_every_range_names_the_event():
    event = Event(7, entries=tuple(played(f"p{i:02d}", i) for i in range(1, 11)))
    assert problem(event, points=BY_FIELD) == (
        "the points table has no range for a field of 10 (event 7)"
    )


def test_a_night_worth_double_doubles_its_points_and_its_penalties():
    entries = (played("p01", 1), played("p02", 2), status("p03", "late_cancel"))
    result = report(
        Event(1, entries=entries, points_factor=2), points=TABLE, late_cancel_penalty=True
    )
    assert dict(result.events[0].points) == {"p01": 22, "p02": 14, "p03": 0}
    assert dict(result.events[0].penalties) == {"p03": -14}


def test_starting_points_count_in_points_and_best_points():
    events = (
        Event(1, entries=(played("p01", 1), played("p02", 2))),
        Event(2, entries=(played("p01", 2), played("p02", 1))),
    )
    base = league_of(rules(points=TABLE, best_results=1), *events)
    season = dataclasses.replace(base.seasons[0], starting_points=(("p02", -3.0),))
    rows = report(league=dataclasses.replace(base, seasons=(season,))).standings
    assert [(r.player, r.points, r.best_points) for r in rows] == [
        ("p01", 18, 11),
        ("p02", 15, 8),
    ]


# Guests --------------------------------------------------------------------------------------


def test_a_guest_counts_in_the_field_and_is_paid_but_has_no_standings_line():
    base = league_of(
        rules(points=PointsRule(preset=None, formula="n"), championship=ChampionshipRules(seats=2)),
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),
    )
    players = tuple(dataclasses.replace(p, guest=p.id == "p01") for p in base.players)
    result = report(league=dataclasses.replace(base, players=players))
    assert result.events[0].payouts[0].player == "p01"
    assert dict(result.events[0].points)["p02"] == 3
    assert [row.player for row in result.standings] == ["p02", "p03"]
    assert result.championship is not None
    assert [seat.player for seat in result.championship.field] == ["p02", "p03"]


# Ties: a draw, net winnings -----------------------------------------------------------------


def level() -> tuple[Event, ...]:
    # p01 and p02 end level on 16 points at the top; p02 has the better count-back (a 1st).
    return (
        Event(1, entries=(played("p02", 1), played("p01", 2), played("p03", 3))),
        Event(2, entries=(played("p03", 1), played("p01", 2), played("p02", 4), played("p04", 3))),
    )


def standings_with(tie_break: TieBreak, drawn=()):
    base = league_of(rules(points=PointsRule(preset="table", places=(10, 8, 4, 6))), *level())
    season = dataclasses.replace(
        base.seasons[0],
        rules=dataclasses.replace(base.seasons[0].rules, tie_break=tie_break),
        championship=ChampionshipDecisions(drawn=drawn),
    )
    rows = report(league=dataclasses.replace(base, seasons=(season,))).standings
    return [(row.rank, row.player) for row in rows if row.player in ("p01", "p02")]


def test_with_draw_level_players_share_the_rank_until_a_draw_orders_them():
    assert standings_with(TieBreak.COUNT_BACK) == [(1, "p02"), (2, "p01")]
    assert standings_with(TieBreak.DRAW) == [(1, "p01"), (1, "p02")]
    assert standings_with(TieBreak.DRAW, (("p01", "p02"),)) == [(1, "p01"), (2, "p02")]
    # A draw among other players (or fewer of them) leaves these two level.
    assert standings_with(TieBreak.DRAW, (("p02", "p03"),)) == [(1, "p01"), (1, "p02")]


def test_net_winnings_order_level_players_by_money_before_count_back():
    # By the AZ table (50/30/20): p01 two 2nds, 27 + 36 less 60 in buy-ins = +3; p02 a 1st
    # and a 4th, 45 + 0 less 60 = -15.
    assert standings_with(TieBreak.NET_WINNINGS) == [(1, "p01"), (2, "p02")]


# Championship: stacks by points, its fund -----------------------------------------------------


def test_stacks_by_points_round_up_to_the_smallest_chip_and_ignore_negative_points():
    champ = ChampionshipRules(seats=3, starting_chips=0, chips_per_point=7, smallest_chip=25)
    events = (Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),)
    base = league_of(rules(points=TABLE, championship=champ), *events)
    season = dataclasses.replace(base.seasons[0], starting_points=(("p03", -20.0),))
    result = report(league=dataclasses.replace(base, seasons=(season,)))
    assert result.championship is not None
    # 11 x 7 = 77 -> 100; 7 x 7 = 49 -> 50; 5 - 20 < 0 -> 0.
    assert [seat.bonus_chips for seat in result.championship.field] == [100, 50, 0]


def test_the_championship_pool_takes_the_fund_it_names():
    champ = ChampionshipRules(seats=2, fund="trip")
    set_asides = (
        SetAside("trip", Basis.PER_ENTRY, D(5)),
        SetAside("championship", Basis.PER_EVENT, D(1)),
    )
    events = (Event(1, entries=(played("p01", 1), played("p02", 2))),)
    result = report(*events, championship=champ, set_asides=set_asides)
    assert result.championship is not None and result.championship.pool == D(10)


# Season prizes shared by points ---------------------------------------------------------------


def prizes_shared(among: int, fund: int):
    events = (
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 2), played("p04", 4))),
    )
    set_asides = (SetAside("trip", Basis.PER_EVENT, D(fund)),)
    prizes = SeasonPrizes(fund="trip", shared_by_points=True, among=among)
    points = PointsRule(preset="table", places=(6, 3, 3, 0))
    return report(*events, season_prizes=prizes, set_asides=set_asides, points=points)


def test_prizes_shared_by_points_among_the_top_include_everyone_level_at_the_boundary():
    result = prizes_shared(among=2, fund=60)
    assert [(a.player, a.amount) for a in result.season_prizes] == [
        ("p01", D(30)),
        ("p02", D(15)),
        ("p03", D(15)),
    ]


@settings(max_examples=40, deadline=None)
@given(st.integers(1, 4), st.integers(1, 100))
def test_prizes_shared_by_points_add_up_to_the_fund(among: int, fund: int):
    awards = prizes_shared(among, fund).season_prizes
    assert sum(a.amount for a in awards) == D(fund)
    assert all(a.amount > 0 for a in awards)


def test_an_unknown_player_in_a_draw_or_a_handicap_is_named():
    base = league_of(rules(), Event(1, entries=(played("p01", 1),)))
    season = dataclasses.replace(
        base.seasons[0], championship=ChampionshipDecisions(drawn=(("p01", "zed"),))
    )
    found = first_problem(dataclasses.replace(base, seasons=(season,)))
    assert found is not None and found.location[-3:] == ("drawn", 0, 1)
    season = dataclasses.replace(base.seasons[0], starting_points=(("zed", 3.0),))
    with pytest.raises(RuleError, match="unknown player"):
        compute_season_report(dataclasses.replace(base, seasons=(season,)), "S")


@settings(max_examples=60, deadline=None)
@given(st.lists(st.integers(1, 3), min_size=1, max_size=12), st.data())
def test_unnamed_entries_take_exactly_the_finishes_the_named_leave(ties, data):
    # A valid sequence (1, 2, 2, 4 ...) from tie sizes; any player outside a tie may be unnamed.
    finishes, place = [], 1
    for size in ties:
        finishes += [place] * size
        place += size
    singles = [i for i, f in enumerate(finishes) if finishes.count(f) == 1]
    unnamed = data.draw(st.sets(st.sampled_from(singles)) if singles else st.just(set()))
    named = [f for i, f in enumerate(finishes) if i not in unnamed]
    taken = unnamed_finishes(named, len(unnamed))
    assert taken == sorted(finishes[i] for i in unnamed)
