"""A night's state from its actions (SPEC 4.2): rebuys, add-ons, busts, finishes, close."""

from __future__ import annotations

import random

import pytest

from leaguemgr.domain.night import director
from leaguemgr.domain.night.actions import action_from_payload, action_payload
from leaguemgr.domain.night.closing import close_event, finishes
from leaguemgr.domain.night.play import apply, replay, start
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.setup import AZ_STYLE, FNC_STYLE
from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import EntryStatus, Event, EventState

AZ = NightRules(**{**{f: getattr(AZ_STYLE, f) for f in AZ_STYLE.__slots__}, "max_rebuys": 1})
FNC = NightRules(**{**{f: getattr(FNC_STYLE, f) for f in FNC_STYLE.__slots__}, "max_rebuys": 1})


class Night:
    """A night driven like the director does, keeping its log."""

    def __init__(self, rules: NightRules, players: int, seed: int = 1):
        self.rng = random.Random(seed)
        self.log = [director.start_night(rules)]
        self.state = start(self.log[0])
        for i in range(players):
            self.do(director.arrive(self.state, f"p{i}", self.rng, on_time=i % 2 == 0))
        self.do(director.draw_seats(self.state, self.rng))

    def do(self, action):
        self.state = apply(self.state, action)
        self.log.append(action)
        return self.state

    def bust(self, *players, by=()):
        return self.do(director.bust(self.state, players, tuple(by), self.rng))

    def rebuy(self, player):
        return self.do(director.rebuy(self.state, player, self.rng))

    def level(self, step=1):
        return self.do(director.level(self.state, step))


def test_finishes_follow_the_busts_in_reverse_and_the_last_standing_wins() -> None:
    night = Night(AZ, 5)
    night.bust("p3", by=["p0"])
    night.bust("p1", "p4", by=["p0"])  # the same hand: they share 3rd
    night.bust("p2", by=["p0"])
    assert finishes(night.state) == {"p3": 5, "p1": 3, "p4": 3, "p2": 2, "p0": 1}


def test_a_rebuy_brings_the_player_back_to_their_seat_and_only_the_last_bust_counts() -> None:
    night = Night(FNC, 12)
    seat = night.state.seats["p5"]
    night.bust("p5", by=["p1"])
    night.rebuy("p5")
    assert night.state.seats["p5"] == seat and "p5" in night.state.remaining
    night.bust("p5", by=["p2"])
    event = _played_out(night)
    entry = next(e for e in event.entries if e.player == "p5")
    assert entry.rebuys == 1 and entry.busted_by == ("p1", "p2")


def test_a_rebuy_after_the_period_is_refused() -> None:
    night = Night(AZ, 6)
    night.bust("p5", by=["p1"])
    for _ in range(4):
        night.level()
    with pytest.raises(NightError, match="rebuy period closed at the end of level 4"):
        director.rebuy(night.state, "p5", night.rng)


def test_fnc_takes_a_rebuy_after_a_bust_only_in_the_level_of_the_bust() -> None:
    night = Night(FNC, 6)
    night.bust("p5")
    night.level()
    with pytest.raises(NightError, match="in level 1"):
        director.rebuy(night.state, "p5", night.rng)


def test_az_takes_a_short_stack_rebuy_and_refuses_a_second_one() -> None:
    night = Night(AZ, 6)
    night.rebuy("p1")
    assert night.state.rebuys == {"p1": 1}
    with pytest.raises(NightError, match="no rebuys left"):
        director.rebuy(night.state, "p1", night.rng)


def test_a_player_still_in_rebuys_in_any_league_and_keeps_the_seat() -> None:
    for rules in (AZ, FNC):  # SPEC 4.2: the director's word, no chip count
        night = Night(rules, 6)
        seat = night.state.seats["p1"]
        night.rebuy("p1")
        assert night.state.rebuys == {"p1": 1} and night.state.seats["p1"] == seat
        assert "p1" in night.state.remaining
        assert night.state.entries_so_far()[1].rebuys == 1  # the money follows
        with pytest.raises(NightError, match="no rebuys left"):
            director.rebuy(night.state, "p1", night.rng)


def test_a_player_still_in_may_not_rebuy_after_the_period() -> None:
    night = Night(FNC, 6)
    for _ in range(3):
        night.level()
    with pytest.raises(NightError, match="rebuy period closed at the end of level 3"):
        director.rebuy(night.state, "p1", night.rng)


def test_add_ons_are_counted_and_limited() -> None:
    night = Night(AZ, 4)
    night.do(director.addon(night.state, "p2"))
    assert night.state.addons == {"p2": 1}
    with pytest.raises(NightError, match="no add-ons left"):
        director.addon(night.state, "p2")


@pytest.mark.parametrize(
    ("players", "by", "message"),
    [
        (("p9",), (), "p9 has not arrived"),
        (("p1",), ("p1",), "cannot be busted and bust"),
        (("p1", "p1"), (), "named twice"),
        (("p0", "p1", "p2"), (), "someone must be left"),
    ],
)
def test_impossible_busts_are_refused(players, by, message) -> None:
    night = Night(AZ, 3)
    with pytest.raises(NightError, match=message):
        director.bust(night.state, players, by, night.rng)


def test_a_bust_before_the_draw_is_refused() -> None:
    state = start(director.start_night(AZ))
    state = apply(state, director.arrive(state, "a", random.Random(1)))
    state = apply(state, director.arrive(state, "b", random.Random(1)))
    with pytest.raises(NightError, match="a is not seated"):
        director.bust(state, ("a",), (), random.Random(1))


def test_a_late_arrival_after_the_draw_gets_a_seat() -> None:
    night = Night(AZ, 4)
    night.do(director.arrive(night.state, "late", night.rng, paid=False))
    assert "late" in night.state.seats
    assert night.state.arrival("late").paid is False


def test_undo_is_replaying_the_log_without_its_last_action() -> None:
    night = Night(AZ, 5)
    before = night.state
    night.bust("p1", by=["p2"])
    assert replay(night.log[:-1]) == before


def test_the_log_replays_the_same_night_from_its_json() -> None:
    night = Night(AZ, 14, seed=3)
    night.bust("p1", by=["p2"])
    night.rebuy("p1")
    night.level()
    night.bust("p4", "p6", by=["p0", "p7"])
    again = [action_from_payload(action_payload(action)) for action in night.log]
    assert again == night.log
    assert replay(again) == night.state


def test_close_needs_one_player_left_and_gives_the_full_result() -> None:
    night = Night(AZ, 3)
    with pytest.raises(NightError, match="3 players are still in"):
        close_event(night.state, Event(number=4))
    event = _played_out(night)
    assert event.state is EventState.CLOSED
    assert sorted(e.finish for e in event.entries) == [1, 2, 3]
    assert all(e.status is EntryStatus.PLAYED for e in event.entries)
    assert [e.on_time for e in event.entries] == [True, False, True]


def _played_out(night: Night) -> Event:
    while len(night.state.remaining) > 1:
        night.bust(night.state.remaining[-1], by=[night.state.remaining[0]])
    return close_event(night.state, Event(number=4))


def test_a_bust_answered_by_a_rebuy_moves_nobody_even_at_a_redraw_count() -> None:
    night = Night(AZ, 14)  # two tables; AZ redraws onto the final table at 10 left
    for player in ("p11", "p12", "p13"):
        night.bust(player, by=["p0"])
    seats = dict(night.state.seats)
    assert len(seats) == 11 and len({t for t, _ in seats.values()}) == 2
    night.do(director.bust(night.state, ("p3",), ("p0",), night.rng, rebuy_follows=True))
    assert night.state.last_moves == () and not night.log[-1].redraw
    night.rebuy("p3")
    assert night.state.seats == seats
    assert [m.player for m in night.state.last_moves] in ([], ["p3"])
    night.bust("p3", by=["p0"])  # out for good: now the field is at 10, redrawn
    assert night.log[-1].redraw and len({t for t, _ in night.state.seats.values()}) == 1


def test_a_season_of_rebuy_or_add_on_refuses_the_second_kind_naming_the_player() -> None:
    night = Night(
        NightRules(**{**{f: getattr(AZ, f) for f in AZ.__slots__}, "rebuy_or_addon": True}), 4
    )
    night.do(director.addon(night.state, "p2"))
    with pytest.raises(NightError, match=r"^p2 took an add-on: the season allows a rebuy or an"):
        director.rebuy(night.state, "p2", night.rng)
    night.rebuy("p1")
    with pytest.raises(NightError, match=r"^p1 took a rebuy: the season allows a rebuy or an"):
        director.addon(night.state, "p1")
