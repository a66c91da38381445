"""Dealer credits: 2 units a full game, 1 a half, 6 units a free entry (SPEC 2.6)."""

from dataclasses import replace

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import Dealer, DealerGame, Event, Season
from leaguemgr.domain.season_report import compute_season_report
from tests.domain.builders import league_of, played, rules

FULL, HALF = DealerGame.FULL, DealerGame.HALF


def night(number, dealers=(), free=()):
    entries = tuple(played(f"p{i:02d}", i, free_entry=f"p{i:02d}" in free) for i in range(1, 6))
    return Event(number, entries=entries, dealers=tuple(Dealer(p, g) for p, g in dealers))


def credits(league, season="S"):
    return {r.player: r for r in compute_season_report(league, season).dealer_credits}


def test_three_full_games_earn_a_free_entry():
    league = league_of(
        rules(dealer_credits=True), *(night(n, [("p01", FULL)]) for n in range(1, 4))
    )
    row = credits(league)["p01"]
    assert (row.units, row.free_entries_earned, row.free_entries_available) == (0, 1, 1)


def test_halves_and_fulls_combine_and_the_free_entry_is_used_later():
    league = league_of(
        rules(dealer_credits=True),
        night(1, [("p02", FULL)]),
        night(2, [("p02", HALF)]),
        night(3, [("p02", FULL)]),
        night(4, [("p02", HALF)]),  # 6 units after this night
        night(5, free=("p02",)),
    )
    row = credits(league)["p02"]
    assert (row.units, row.free_entries_earned, row.free_entries_used) == (0, 1, 1)
    assert row.free_entries_available == 0
    assert compute_season_report(league, "S").events[4].money.comped == 30


def test_a_free_entry_not_yet_earned_is_an_error_naming_the_entry():
    league = league_of(
        rules(dealer_credits=True),
        night(1, [("p03", FULL)]),
        night(2, [("p03", FULL)]),
        night(3, [("p03", FULL)], free=("p03",)),  # earned only at the end of this night
    )
    with pytest.raises(RuleError) as caught:
        compute_season_report(league, "S")
    assert "p03 uses a free entry at event 3" in str(caught.value)
    assert "$.seasons[0].events[2].entries[2].free_entry" in str(caught.value)


def test_credits_carry_over_to_the_next_season():
    first = league_of(
        rules(dealer_credits=True), night(1, [("p01", FULL)]), night(2, [("p01", FULL)])
    )
    second = Season(
        "S2", rules(dealer_credits=True), (night(1, [("p01", FULL)]), night(2, free=("p01",)))
    )
    league = replace(first, seasons=(*first.seasons, second))
    row = credits(league, "S2")["p01"]
    assert (row.units, row.free_entries_earned, row.free_entries_used) == (0, 1, 1)


def test_a_season_without_dealer_credits_reports_none():
    league = league_of(rules(), night(1, [("p01", FULL)]))
    assert compute_season_report(league, "S").dealer_credits == ()
