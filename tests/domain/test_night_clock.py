"""The clock runs with the night (SPEC 4.4): every action is judged at the time it was made,
so busts, rebuys, add-ons and late arrivals follow the clock; no test waits in real time."""

from __future__ import annotations

import dataclasses
import json
import random

import pytest

from leaguemgr.domain.clock.clock import ClockMove
from leaguemgr.domain.clock.structure import Break, Level, Structure
from leaguemgr.domain.night import director
from leaguemgr.domain.night.actions import Action, action_from_payload, action_payload
from leaguemgr.domain.night.play import apply, replay, start
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.setup import AZ_STYLE, FNC_STYLE
from leaguemgr.domain.night.state import NightError, NightState, at_time

MINUTE = 60
T0 = 1_764_028_800.0  # an evening in November 2025, seconds since the epoch

# Four 20-minute levels, a 10-minute break (AZ: "10 minutes every 80 minutes"), then 30s.
CLOCK = Structure(
    "test",
    periods=(
        Level(20, 25, 50),
        Level(20, 50, 100),
        Level(20, 75, 150),
        Level(20, 100, 200),
        Break(10, "colour up the T25 chips", (25,)),
        Level(30, 150, 300, 25),
        Level(30, 200, 400, 50),
    ),
)
AZ = dataclasses.replace(AZ_STYLE, max_rebuys=1, structure=CLOCK)
FNC = dataclasses.replace(FNC_STYLE, max_rebuys=1, structure=CLOCK)


class Night:
    """A night driven as the night service drives it: each action decided on the night at
    the time it is made, and stamped with that time."""

    def __init__(self, rules: NightRules, players: int):
        self.rng = random.Random(1)
        self.now = T0
        self.log: list[Action] = [dataclasses.replace(director.start_night(rules), at=T0)]
        self.state: NightState = start(self.log[0])
        for i in range(players):
            self.do(lambda state, i=i: director.arrive(state, f"p{i}", self.rng))
        self.do(lambda state: director.draw_seats(state, self.rng))

    def at(self, minutes: float) -> NightState:
        """The night as the service would judge an action made ``minutes`` after T0."""
        self.now = T0 + minutes * MINUTE
        return at_time(self.state, self.now)

    def do(self, decide) -> NightState:
        action = dataclasses.replace(decide(at_time(self.state, self.now)), at=self.now)
        self.state = apply(self.state, action)
        self.log.append(action)
        return self.state

    def clock(self, minutes: float, move: ClockMove, seconds: int = 0) -> NightState:
        self.at(minutes)
        return self.do(lambda state: director.clock(state, move, seconds))

    def level(self, minutes: float, step: int) -> NightState:
        self.at(minutes)
        return self.do(lambda state: director.level(state, step))

    def bust(self, minutes: float, player: str) -> NightState:
        self.at(minutes)
        return self.do(lambda state: director.bust(state, (player,), (), self.rng))

    def rebuy(self, minutes: float, player: str) -> NightState:
        self.at(minutes)
        return self.do(lambda state: director.rebuy(state, player, self.rng))

    def reading(self, minutes: float):
        return self.state.clock_at(T0 + minutes * MINUTE)


def test_the_levels_follow_the_clock_across_a_break() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    assert night.bust(25, "p5").busts[-1].level == 2
    on_break = night.reading(81)
    assert (on_break.level, on_break.on_break, on_break.seconds_left) == (4, True, 9 * MINUTE)
    assert on_break.blinds == Level(30, 150, 300, 25)  # the blinds after the break
    assert on_break.current_break is not None and on_break.current_break.color_up == (25,)
    after = night.reading(95)  # the break ended at 90 minutes
    assert (after.level, after.on_break, after.seconds_left) == (5, False, 25 * MINUTE)
    assert night.bust(95, "p4").busts[-1].level == 5


def test_before_the_clock_starts_time_moves_no_level() -> None:
    night = Night(AZ, 6)
    assert night.bust(300, "p5").busts[-1].level == 1
    night.level(301, 1)
    assert night.state.level == 2 and night.reading(600).seconds_left == 20 * MINUTE
    night.clock(302, ClockMove.START)  # the clock starts on the level set by hand
    assert (night.reading(307).level, night.reading(307).seconds_left) == (2, 15 * MINUTE)


def test_a_paused_clock_stays_where_it_was_and_runs_on_when_resumed() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    night.clock(10, ClockMove.PAUSE)  # a dispute
    stopped = night.reading(190)
    assert (stopped.level, stopped.seconds_left, stopped.running) == (1, 10 * MINUTE, False)
    night.clock(190, ClockMove.RESUME)
    assert night.reading(195).seconds_left == 5 * MINUTE
    moved_on = night.reading(201)
    assert (moved_on.level, moved_on.seconds_left) == (2, 19 * MINUTE)


def test_adjusting_adds_or_takes_time_from_the_period_running() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    night.clock(5, ClockMove.ADJUST, 60)
    reading = night.reading(5)
    assert (reading.seconds_left, reading.period_seconds) == (16 * MINUTE, 21 * MINUTE)
    night.clock(5, ClockMove.ADJUST, -16 * MINUTE)  # all that is left: level 2 begins
    assert (night.state.level, night.reading(5).seconds_left) == (2, 20 * MINUTE)


def test_a_clock_move_that_would_do_nothing_is_refused() -> None:
    night = Night(AZ, 4)
    for move, message in (
        (ClockMove.PAUSE, "has not started"),
        (ClockMove.RESUME, "has not started"),
        (ClockMove.ADJUST, "has not started"),
    ):
        with pytest.raises(NightError, match=message):
            director.clock(night.at(1), move, 60)
    night.clock(1, ClockMove.START)
    with pytest.raises(NightError, match="started already"):
        director.clock(night.at(2), ClockMove.START)
    with pytest.raises(NightError, match="running already"):
        director.clock(night.at(2), ClockMove.RESUME)
    with pytest.raises(NightError, match="1 to 36000 seconds"):
        director.clock(night.at(2), ClockMove.ADJUST, 0)
    night.clock(2, ClockMove.PAUSE)
    with pytest.raises(NightError, match="paused already"):
        director.clock(night.at(3), ClockMove.PAUSE)
    with pytest.raises(NightError, match="started already: resume it"):
        director.clock(night.at(3), ClockMove.START)


def test_level_next_steps_into_the_break_and_prev_goes_back() -> None:
    night = Night(AZ, 4)
    with pytest.raises(NightError, match="level 1 already"):
        director.level(night.at(0), -1)
    night.clock(0, ClockMove.START)
    for minute in (1, 2, 3):
        night.level(minute, 1)
    night.level(4, 1)
    assert (night.state.level, night.state.on_break) == (4, True)
    assert night.reading(4).seconds_left == 10 * MINUTE  # the break at its full time
    night.level(5, 1)
    assert (night.state.level, night.state.on_break) == (5, False)
    night.level(5, -1)  # within seconds of the level's start: back to the break
    assert night.state.on_break
    night.level(8, -1)  # three minutes into the break: back to its start
    assert night.state.on_break and night.reading(8).seconds_left == 10 * MINUTE


def test_az_takes_rebuys_to_the_end_of_level_4_and_not_at_the_break_after_it() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    night.bust(10, "p5")
    night.bust(11, "p4")
    night.rebuy(80 - 1 / 60, "p5")  # the last second of level 4
    assert night.state.rebuys == {"p5": 1} and "p5" in night.state.remaining
    late = night.at(80 + 1 / 60)  # the break has begun
    assert not late.rebuy_period_open()
    with pytest.raises(NightError, match="rebuy period closed at the end of level 4"):
        director.rebuy(late, "p4", night.rng)
    with pytest.raises(NightError, match="add-ons closed at the end of level 4"):
        director.addon(late, "p0")


def test_a_paused_clock_keeps_the_rebuy_period_open() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    night.bust(10, "p5")
    night.clock(79, ClockMove.PAUSE)
    assert night.at(200).rebuy_period_open()
    night.clock(200, ClockMove.RESUME)
    assert not night.at(202).rebuy_period_open()


def test_fnc_takes_a_rebuy_in_the_level_of_the_bust_until_the_end_of_level_3() -> None:
    night = Night(FNC, 6)
    night.clock(0, ClockMove.START)
    night.bust(10, "p5")
    with pytest.raises(NightError, match="went out in level 1"):
        director.rebuy(night.at(21), "p5", night.rng)
    night.bust(45, "p4")
    night.rebuy(59, "p4")  # level 3, the level of the bust
    night.bust(59.5, "p3")
    with pytest.raises(NightError, match="rebuy period closed at the end of level 3"):
        director.rebuy(night.at(60.5), "p3", night.rng)


def test_late_registration_closes_with_the_clock() -> None:
    rules = dataclasses.replace(AZ, late_registration_until_level=2)
    night = Night(rules, 4)
    night.clock(0, ClockMove.START)
    night.at(39)
    night.do(lambda state: director.arrive(state, "late", night.rng))
    assert "late" in night.state.seats
    with pytest.raises(NightError, match="late registration closed at the end of level 2"):
        director.arrive(night.at(41), "later", night.rng)


def test_a_replay_of_the_stored_log_gives_the_same_night() -> None:
    night = Night(AZ, 6)
    night.clock(0, ClockMove.START)
    night.bust(25, "p5")
    night.clock(30, ClockMove.PAUSE)
    night.clock(40, ClockMove.RESUME)
    night.clock(41, ClockMove.ADJUST, -90)
    night.level(50, 1)
    stored = [json.loads(json.dumps(action_payload(action))) for action in night.log]
    assert [action_from_payload(payload) for payload in stored] == night.log
    assert replay(action_from_payload(payload) for payload in stored) == night.state
    assert {"action": "clock", "move": "adjust", "seconds": -90, "at": T0 + 41 * MINUTE} in stored


def test_a_log_from_before_the_clock_reads_as_it_did() -> None:
    rules = {"structure": None, "rebuy_until_level": 4}
    old = [
        {"action": "start", "rules": rules},
        {"action": "arrive", "players": ["p1"]},
        {"action": "level", "level": 3},
    ]
    night = replay(action_from_payload(payload) for payload in old)
    assert (night.level, night.at, night.clock_at().started) == (3, None, False)


@pytest.mark.parametrize(
    ("payload", "message"),
    [
        ({"action": "clock"}, "names its move"),
        ({"action": "clock", "move": "stop"}, "unknown clock move"),
        ({"action": "clock", "move": "adjust"}, "names its seconds"),
        ({"action": "clock", "move": "goto"}, "names its period"),
        ({"action": "clock", "move": "adjust", "seconds": 99999}, "from -36000 to 36000"),
        ({"action": "arrive", "players": ["p1"], "at": "late"}, "seconds since the epoch"),
        ({"action": "arrive", "players": ["p1"], "at": 1e20}, "seconds since the epoch"),
    ],
)
def test_a_damaged_clock_action_is_named(payload, message) -> None:
    with pytest.raises(ValueError, match=message):
        action_from_payload(payload)
