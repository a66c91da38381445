"""The night's table rules that a result depends on (SPEC 4.1, 4.2): FNC's late seat, busts
in one hand ranked by chips or shared, two hitmen, hand for hand, and the night's dealers."""

from __future__ import annotations

import random
from dataclasses import replace

import pytest

from leaguemgr.domain.night import director
from leaguemgr.domain.night.actions import action_from_payload, action_payload
from leaguemgr.domain.night.closing import close_event, finishes
from leaguemgr.domain.night.play import replay
from leaguemgr.domain.night.seating import Placement, seat_third
from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import Dealer, DealerGame, Event
from tests.domain.test_night import AZ, FNC, Night

FNC_SEAT_3 = replace(FNC, late_seat="seat_3")


def test_fnc_late_seat_takes_seat_3_of_the_short_table_and_bumps_the_others_back() -> None:
    night = Night(FNC_SEAT_3, 12)  # two tables of six, seats 1..6
    gone = next(p for p, spot in night.state.seats.items() if spot == (1, 5))
    night.bust(gone)
    before = dict(night.state.seats)
    holder = {spot: p for p, spot in before.items()}
    action = director.arrive(night.state, "late", night.rng)
    night.do(action)
    assert action.seats == (
        Placement("late", 1, 3),
        Placement(holder[(1, 3)], 1, 4),
        Placement(holder[(1, 4)], 1, 5),  # into the seat left open by the bust
    )
    after = night.state.seats
    assert after["late"] == (1, 3)
    assert after[holder[(1, 6)]] == (1, 6) and after[holder[(1, 1)]] == (1, 1)
    moved = {(m.player, m.origin, m.to) for m in night.state.last_moves}
    assert (holder[(1, 3)], (1, 3), (1, 4)) in moved
    # The moves are in the log: a replay from its JSON seats everyone the same way.
    again = [action_from_payload(action_payload(a)) for a in night.log]
    assert replay(again).seats == after


def test_fnc_late_seat_bumps_round_the_table_to_the_only_open_seat() -> None:
    seating = {f"s{seat}": (1, seat) for seat in range(1, 11) if seat != 2}
    placed = seat_third(seating, "late", FNC_SEAT_3)
    assert placed[0] == Placement("late", 1, 3)
    assert [(p.player, p.seat) for p in placed[1:]] == [
        *[(f"s{seat}", seat + 1) for seat in range(3, 10)],
        ("s10", 1),
        ("s1", 2),
    ]


def test_fnc_late_seat_among_equal_tables_goes_to_the_first_and_a_full_house_opens_one() -> None:
    equal = {"a": (1, 1), "b": (2, 1)}
    assert seat_third(equal, "late", FNC_SEAT_3) == [Placement("late", 1, 3)]
    shorter = {"a": (1, 1), "b": (1, 2), "c": (2, 1)}
    assert seat_third(shorter, "late", FNC_SEAT_3) == [Placement("late", 2, 3)]
    full = {f"s{seat}": (1, seat) for seat in range(1, 11)}
    assert seat_third(full, "late", FNC_SEAT_3) == [Placement("late", 2, 3)]


def test_a_rebuy_keeps_its_seat_and_a_re_entry_whose_seat_was_taken_gets_seat_3() -> None:
    night = Night(FNC_SEAT_3, 12)
    kept = next(p for p, spot in night.state.seats.items() if spot == (2, 2))
    night.bust(kept)
    night.rebuy(kept)
    assert night.state.seats[kept] == (2, 2)
    player = next(p for p, spot in night.state.seats.items() if spot == (2, 3))
    night.bust(player)
    night.do(director.arrive(night.state, "late", night.rng))  # table 2 is short: seat 3
    assert night.state.seats["late"] == (2, 3)
    night.rebuy(player)  # their seat is taken: a re-entry, seated as a late player
    assert night.state.seats[player] == (1, 3)


def test_busts_in_one_hand_at_one_table_are_ranked_by_the_chips_they_began_with() -> None:
    night = Night(AZ, 5)  # one table
    night.do(director.bust(night.state, ("p1", "p4"), ("p0",), night.rng, {"p1": 1200, "p4": 3000}))
    assert finishes(night.state) == {"p1": 5, "p4": 4}
    night.do(director.bust(night.state, ("p2", "p3"), ("p0",), night.rng, {"p2": 800, "p3": 800}))
    assert finishes(night.state) == {"p1": 5, "p4": 4, "p2": 2, "p3": 2, "p0": 1}


def test_busts_in_one_hand_at_different_tables_share_the_place() -> None:
    night = Night(AZ, 14, seed=5)  # two tables of seven
    night.do(director.hand_for_hand(night.state, True))
    one = sorted(p for p, (t, _) in night.state.seats.items() if t == 1)
    two = sorted(p for p, (t, _) in night.state.seats.items() if t == 2)
    chips = {one[0]: 1000, one[1]: 3000, two[0]: 500}
    night.do(director.bust(night.state, tuple(chips), (), night.rng, chips))
    # The fewest chips of each table go out together; table 1's bigger stack finishes above.
    assert finishes(night.state) == {one[0]: 13, two[0]: 13, one[1]: 12}


def test_chips_must_name_every_player_out_in_the_hand() -> None:
    night = Night(AZ, 5)
    with pytest.raises(NightError, match="chips p4 began the hand with"):
        director.bust(night.state, ("p1", "p4"), (), night.rng, {"p1": 1200})
    with pytest.raises(NightError, match="p2, who is not out"):
        director.bust(night.state, ("p1",), (), night.rng, {"p1": 100, "p2": 100})
    with pytest.raises(NightError, match="two or more players"):
        director.bust(night.state, ("p1",), (), night.rng, {"p1": 100})
    with pytest.raises(NightError, match="from 1 to"):
        director.bust(night.state, ("p1", "p4"), (), night.rng, {"p1": 0, "p4": 10})


def test_hand_for_hand_is_switched_on_and_off_and_refused_twice() -> None:
    night = Night(AZ, 14)
    assert night.state.hand_for_hand is False
    night.do(director.hand_for_hand(night.state, True))
    assert night.state.hand_for_hand is True
    with pytest.raises(NightError, match="hand for hand is on already"):
        director.hand_for_hand(night.state, True)
    night.do(director.hand_for_hand(night.state, False))
    assert night.state.hand_for_hand is False


@pytest.mark.parametrize(("credit", "second"), [("full", 1.0), ("half", 0.5)])
def test_two_hitmen_are_each_credited_through_the_knockout_adjustment(credit, second) -> None:
    night = Night(replace(AZ, hitman_credit=credit), 4)
    night.bust("p3", by=["p1", "p2"])  # a split pot busts p3
    night.bust("p2", by=["p0"])
    night.bust("p1", by=["p0"])
    event = close_event(night.state, Event(number=4))
    entries = {e.player: e for e in event.entries}
    assert entries["p3"].busted_by == ("p1",)  # the league file keeps one buster per bust
    assert entries["p1"].knockout_adjustment == second - 1.0
    assert entries["p2"].knockout_adjustment == second
    knockouts = {"p1": second, "p2": second, "p0": 2.0}
    counted = {p: 0.0 for p in entries}
    for entry in event.entries:
        for hitman in entry.busted_by:
            counted[hitman] += 1
    for entry in event.entries:
        counted[entry.player] += entry.knockout_adjustment
    assert {p: k for p, k in counted.items() if k} == knockouts


def test_a_hitman_is_named_once() -> None:
    night = Night(AZ, 4)
    with pytest.raises(NightError, match="named twice"):
        director.bust(night.state, ("p3",), ("p1", "p1"), night.rng)


def test_the_dealers_of_the_night_end_in_the_event() -> None:
    night = Night(replace(AZ, dealer_credits=True), 3)
    night.do(director.dealer(night.state, "p0", "full"))
    night.do(director.dealer(night.state, "p1", "full"))
    night.do(director.dealer(night.state, "p1", "half"))  # named again: the game changes
    night.do(director.dealer(night.state, "p2", "half"))
    night.do(director.dealer(night.state, "p2", "none"))  # taken off
    assert night.state.dealers == (("p0", "full"), ("p1", "half"))
    with pytest.raises(NightError, match="deals a half game already"):
        director.dealer(night.state, "p1", "half")
    with pytest.raises(NightError, match="not a dealer"):
        director.dealer(night.state, "p2", "none")
    while len(night.state.remaining) > 1:
        night.bust(night.state.remaining[-1], by=[night.state.remaining[0]])
    event = close_event(night.state, Event(number=4))
    assert event.dealers == (Dealer("p0", DealerGame.FULL), Dealer("p1", DealerGame.HALF))


def test_new_actions_go_through_json_and_back() -> None:
    night = Night(AZ, 6, seed=2)
    night.do(director.dealer(night.state, "p0", "half"))
    night.do(director.hand_for_hand(night.state, True))
    night.do(director.bust(night.state, ("p1", "p2"), ("p0", "p3"), night.rng, {"p1": 5, "p2": 9}))
    night.do(director.arrive(night.state, "late", random.Random(3), paid=False, absent=True))
    again = [action_from_payload(action_payload(action)) for action in night.log]
    assert again == night.log
    assert replay(again) == night.state


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"action": "dealer", "players": ["a"]}, "names its game"),
        ({"action": "dealer", "players": ["a"], "game": "double"}, "'game' is one of"),
        ({"action": "arrive", "players": ["a"], "game": "full"}, "names its game"),
        ({"action": "arrive", "players": ["a"], "chips": [5]}, "only a bust names chips"),
        ({"action": "bust", "players": ["a", "b"], "chips": [5, 0]}, "whole numbers from 1"),
    ],
)
def test_a_damaged_action_in_a_log_is_refused_with_what_is_wrong(payload, message) -> None:
    with pytest.raises(ValueError, match=message):
        action_from_payload(payload)
