"""Seating (SPEC 4.1): the draw, late seats, balancing after every bust, breaks, redraws."""

from __future__ import annotations

import random
from collections import Counter

import pytest

from leaguemgr.domain.night import director
from leaguemgr.domain.night.play import apply, replay, start
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.seating import card, draw, seat_late, sizes, table_count
from leaguemgr.domain.night.setup import AZ_STYLE, FNC_STYLE

PLAYERS = [f"p{i:02d}" for i in range(30)]


def seated_night(rules: NightRules, players: list[str], seed: int):
    rng = random.Random(seed)
    actions = [director.start_night(rules)]
    state = start(actions[0])
    for player in players:
        actions.append(director.arrive(state, player, rng))
        state = apply(state, actions[-1])
    actions.append(director.draw_seats(state, rng))
    return apply(state, actions[-1]), actions, rng


@pytest.mark.parametrize(("players", "tables"), [(10, 1), (12, 1), (13, 2), (20, 2), (21, 3)])
def test_the_draw_spreads_players_evenly_over_the_fewest_tables(players, tables) -> None:
    placements = draw(PLAYERS[:players], AZ_STYLE, random.Random(1))
    counted = Counter(p.table for p in placements)
    assert len(counted) == tables == table_count(players, AZ_STYLE)
    assert max(counted.values()) - min(counted.values()) <= 1
    assert len({p.spot for p in placements}) == players
    assert all(1 <= p.seat <= (12 if tables == 1 else 10) for p in placements)


def test_only_a_big_table_takes_more_than_ten() -> None:
    assert table_count(12, AZ_STYLE) == 1
    assert table_count(11, FNC_STYLE) == 2


def test_the_draw_is_fair_and_a_seed_repeats_it() -> None:
    assert draw(PLAYERS, AZ_STYLE, random.Random(5)) == draw(PLAYERS, AZ_STYLE, random.Random(5))
    seat_one = Counter(
        next(p.player for p in draw(PLAYERS[:4], AZ_STYLE, random.Random(seed)) if p.seat == 1)
        for seed in range(2000)
    )
    assert set(seat_one) == set(PLAYERS[:4])
    assert min(seat_one.values()) > 400  # each about 500 of 2000


def test_az_cards_name_table_by_suit_and_seat_by_rank() -> None:
    assert card(1, 1) == "A\u2660"  # the button at table 1
    assert card(2, 2) == "2\u2665"  # the small blind at table 2
    assert card(3, 3) == "3\u2663"
    assert card(4, 12) == "Q\u2666"


def test_a_late_player_takes_an_open_seat_at_a_shortest_table() -> None:
    seating = {"a": (1, 1), "b": (1, 2), "c": (2, 1)}
    (placement,) = seat_late(seating, "d", FNC_STYLE, random.Random(2))
    assert placement.table == 2 and placement.seat != 1


@pytest.mark.parametrize("rules", [AZ_STYLE, FNC_STYLE], ids=["az", "fnc"])
@pytest.mark.parametrize("seed", range(5))
def test_tables_stay_balanced_after_every_bust_of_a_30_player_night(rules, seed) -> None:
    state, actions, rng = seated_night(rules, PLAYERS, seed)
    tables_seen = [len(sizes(state.seats))]
    while len(state.remaining) > 1:
        out = rng.sample(sorted(state.seats), 2 if len(state.remaining) > 3 and seed % 2 else 1)
        hitman = rng.choice(sorted(set(state.seats) - set(out)))
        action = director.bust(state, tuple(out), (hitman,), rng)
        state = apply(state, action)
        actions.append(action)
        counted = sizes(state.seats)
        assert max(counted.values()) - min(counted.values()) <= 1, counted
        assert len(counted) == table_count(len(state.remaining), rules) or (
            rules.redraw_at and len(state.remaining) > min(rules.redraw_at)
        )
        assert len(set(state.seats.values())) == len(state.seats)  # one player a seat
        assert set(state.seats) == set(state.remaining)
        for move in state.last_moves if not action.redraw else ():
            assert move.origin != move.to  # a move goes somewhere else
        tables_seen.append(len(counted))
    assert tables_seen[0] == 3 and tables_seen[-1] == 1
    assert replay(actions) == state  # the log alone gives the same night


def test_az_redraws_at_18_onto_two_tables_and_at_10_onto_the_final_table() -> None:
    state, _, rng = seated_night(AZ_STYLE, PLAYERS[:21], 3)
    redraws = []
    while len(state.remaining) > 9:
        action = director.bust(state, (sorted(state.seats)[0],), (), rng)
        state = apply(state, action)
        if action.redraw:
            redraws.append((len(state.remaining), len(sizes(state.seats))))
    assert redraws == [(18, 2), (10, 1)]


def test_fnc_breaks_the_highest_table_when_the_players_fit_one_table_fewer() -> None:
    state, _, rng = seated_night(FNC_STYLE, PLAYERS[:21], 4)
    while len(state.remaining) > 20:
        state = apply(state, director.bust(state, (sorted(state.seats)[0],), (), rng))
    assert sorted(sizes(state.seats)) == [1, 2]
    assert sorted(sizes(state.seats).values()) == [10, 10]
    assert any(move.origin and move.origin[0] == 3 for move in state.last_moves)


def test_a_balancing_move_is_named_from_table_and_seat_to_table_and_seat() -> None:
    state, _, rng = seated_night(FNC_STYLE, PLAYERS[:20], 1)
    at_table_one = sorted(p for p, (t, _) in state.seats.items() if t == 1)
    state = apply(state, director.bust(state, tuple(at_table_one[:2]), (), rng))
    (move,) = state.last_moves
    assert move.origin[0] == 2 and move.to[0] == 1
    assert state.seats[move.player] == move.to


def test_the_cards_drawn_at_the_table_give_the_seats() -> None:
    from leaguemgr.domain.night.seating import spot_of_card
    from leaguemgr.domain.night.state import NightError

    assert spot_of_card("A\u2660") == (1, 1)
    assert spot_of_card("10h") == (2, 10)
    assert spot_of_card("QD") == (4, 12)
    with pytest.raises(ValueError, match="not a card"):
        spot_of_card("1X")
    state = start(director.start_night(AZ_STYLE))
    for player in ("a", "b", "c"):
        state = apply(state, director.arrive(state, player, random.Random(1)))
    state = apply(state, director.draw_from_cards(state, {"a": "2S", "b": "AS", "c": "3S"}))
    assert state.seats == {"a": (1, 2), "b": (1, 1), "c": (1, 3)}
    state2 = start(director.start_night(AZ_STYLE))
    state2 = apply(state2, director.arrive(state2, "a", random.Random(1)))
    state2 = apply(state2, director.arrive(state2, "b", random.Random(1)))
    with pytest.raises(NightError, match="is taken"):
        director.draw_from_cards(state2, {"a": "AS", "b": "A\u2660"})
    with pytest.raises(NightError, match="seats everyone"):
        director.draw_from_cards(state2, {"a": "AS"})
