"""The clock of a running night through the night service (SPEC 4.4): every move saved
before it returns, read back after a restart at the right second, the rebuy period closed
by it, and shown in the status. The service is told the time by a fake clock: nothing
here waits in real time."""

from __future__ import annotations

import json
import random

import pytest

from leaguemgr.domain.clock.structure import Break, Level, Structure
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightError, NightService
from leaguemgr.services.night_status import night_status
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12
T0 = 1_764_028_800.0


class FakeClock:
    """The time the service is told: moved on by hand."""

    def __init__(self, now: float = T0):
        self.now = now

    def __call__(self) -> float:
        return self.now

    def wait(self, seconds: float) -> None:
        self.now += seconds


@pytest.fixture
def db(league_target, tmp_path):
    return make_night_league(league_target, tmp_path)


def open_nights(db, clock: FakeClock) -> NightService:
    return NightService(LeagueService.open(db), random.Random(1), now=clock)


def begun(db, clock: FakeClock, players: int = 6) -> NightService:
    """A night started, with ``players`` arrived and seated, the clock not yet running."""
    nights = open_nights(db, clock)
    nights.start(SEASON, EVENT)
    for i in range(players):
        nights.arrive(SEASON, EVENT, f"p{i:02d}", on_time=True)
    nights.draw(SEASON, EVENT, seed=3)
    return nights


def period_starts(structure: Structure) -> list[int]:
    """Where each period begins, in seconds from the clock's start (and the end)."""
    starts = [0]
    for period in structure.periods:
        starts.append(starts[-1] + period.minutes * 60)
    return starts


def end_of_level(structure: Structure, level: int) -> int:
    played = 0
    for index, period in enumerate(structure.periods):
        played += isinstance(period, Level)
        if played == level:
            return period_starts(structure)[index + 1]
    raise AssertionError(f"no level {level}")


def test_a_restart_mid_level_resumes_at_the_right_second(db) -> None:
    clock = FakeClock()
    first = begun(db, clock)
    first.clock_start(SEASON, EVENT)
    structure = first.night(SEASON, EVENT).structure
    length = structure.periods[0].minutes * 60
    clock.wait(length / 2)
    assert first.clock(SEASON, EVENT).seconds_left == length - length // 2
    first.service.close()  # the app quits (or the power goes) mid-level

    later = FakeClock(T0 + length / 2 + 100.25)
    second = open_nights(db, later)
    reading = second.clock(SEASON, EVENT)
    assert (reading.level, reading.running) == (1, True)
    assert reading.seconds_left == length - length // 2 - 100  # whole seconds, rounded up


def test_left_running_for_six_hours_the_clock_is_where_the_structure_says(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    nights.clock_start(SEASON, EVENT)
    structure = nights.night(SEASON, EVENT).structure
    starts = period_starts(structure)
    six_hours = min(6 * 3600, starts[-1] - 1)
    index = max(i for i, start in enumerate(starts[:-1]) if start <= six_hours)
    clock.wait(six_hours)
    reading = nights.clock(SEASON, EVENT)
    assert reading.period == index
    assert reading.seconds_left == starts[index + 1] - six_hours


def test_levels_and_breaks_follow_one_another_and_level_next_steps_the_clock(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    nights.clock_start(SEASON, EVENT)
    structure = nights.night(SEASON, EVENT).structure
    first_break = next(i for i, p in enumerate(structure.periods) if isinstance(p, Break))
    starts = period_starts(structure)
    clock.wait(starts[first_break] + 1)
    reading = nights.clock(SEASON, EVENT)
    assert reading.on_break and reading.level == first_break  # the levels before it
    assert reading.seconds_left == structure.periods[first_break].minutes * 60 - 1
    nights.level(SEASON, EVENT, 1)  # the director cuts the break short
    after = nights.clock(SEASON, EVENT)
    assert (after.on_break, after.level, after.running) == (False, first_break + 1, True)
    assert after.seconds_left == structure.periods[first_break + 1].minutes * 60


def test_pause_resume_and_adjust_are_saved_and_undone_like_any_action(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    nights.clock_start(SEASON, EVENT)
    length = nights.clock(SEASON, EVENT).period_seconds
    clock.wait(60)
    nights.clock_pause(SEASON, EVENT)
    clock.wait(3600)  # a long dispute: the clock does not move
    assert nights.clock(SEASON, EVENT).seconds_left == length - 60
    nights.clock_adjust(SEASON, EVENT, 120)
    assert nights.clock(SEASON, EVENT).seconds_left == length + 60
    nights.undo(SEASON, EVENT)
    assert nights.clock(SEASON, EVENT).seconds_left == length - 60
    nights.clock_resume(SEASON, EVENT)
    clock.wait(30)
    reopened = open_nights(db, clock)  # what was saved, read by another copy of the app
    reading = reopened.clock(SEASON, EVENT)
    assert (reading.running, reading.seconds_left) == (True, length - 90)


def test_a_clock_move_that_does_nothing_is_refused_and_nothing_is_written(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    log = nights.event(SEASON, EVENT).night
    for move, message in (
        (nights.clock_pause, "clock has not started yet"),
        (nights.clock_resume, "clock has not started yet"),
    ):
        with pytest.raises(NightError, match=message):
            move(SEASON, EVENT)
    nights.clock_start(SEASON, EVENT)
    with pytest.raises(NightError, match="clock has started already"):
        nights.clock_start(SEASON, EVENT)
    with pytest.raises(NightError, match="clock is running already"):
        nights.clock_resume(SEASON, EVENT)
    nights.clock_pause(SEASON, EVENT)
    with pytest.raises(NightError, match="clock is paused already"):
        nights.clock_pause(SEASON, EVENT)
    assert len(nights.event(SEASON, EVENT).night) == len(log) + 2


def test_a_rebuy_is_refused_once_the_clock_has_closed_the_period(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    night = nights.night(SEASON, EVENT)
    until = night.rules.rebuy_until_level
    assert until is not None  # AZ: the end of level 4
    closing = end_of_level(night.structure, until)
    nights.clock_start(SEASON, EVENT)
    nights.bust(SEASON, EVENT, ["p05"], by=["p01"])
    nights.bust(SEASON, EVENT, ["p04"], by=["p01"])
    clock.wait(closing - 1)
    nights.rebuy(SEASON, EVENT, "p05")  # the last second of the period
    assert "p05" in nights.night(SEASON, EVENT).remaining
    clock.wait(2)
    log = nights.event(SEASON, EVENT).night
    with pytest.raises(NightError, match=f"rebuy period closed at the end of level {until}"):
        nights.rebuy(SEASON, EVENT, "p04")
    assert nights.event(SEASON, EVENT).night == log
    assert night_status(nights, SEASON, EVENT)["clock"]["rebuys_open"] is False


def test_the_status_shows_the_clock_as_spec_4_4_says(db) -> None:
    clock = FakeClock()
    nights = begun(db, clock)
    waiting = night_status(nights, SEASON, EVENT)["clock"]
    assert (waiting["running"], waiting["started"], waiting["level"]) == (False, False, 1)
    nights.clock_start(SEASON, EVENT)
    structure = nights.night(SEASON, EVENT).structure
    second = end_of_level(structure, 1)
    clock.wait(second + 30)
    status = night_status(nights, SEASON, EVENT)
    level = structure.levels[1]
    assert status["level"] == 2
    clock_keys = {"running", "level", "break", "seconds_left", "blinds"}
    assert clock_keys <= set(status["clock"])
    assert status["clock"]["level"] == 2 and status["clock"]["break"] is False
    assert status["clock"]["running"] is True
    assert status["clock"]["blinds"] == {"small": level.small, "big": level.big, "ante": level.ante}
    assert status["clock"]["period_seconds"] == level.minutes * 60
    assert status["clock"]["seconds_left"] == level.minutes * 60 - 30
    assert status["clock"]["next_blinds"]["big"] == structure.levels[2].big
    assert status["clock"]["rebuys_open"] is True and status["rebuy_period"] == "open"
    assert isinstance(status["clock"]["next_break_in"], int)
    json.dumps(status)  # all of it is JSON
