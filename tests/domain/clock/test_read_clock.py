"""The clock read from stored moves: what the big screen and ``live status`` show."""

from __future__ import annotations

import pytest

from leaguemgr.domain.clock.clock import (
    ClockEvent,
    ClockMove,
    clock_status,
    level_period,
    read_clock,
    step_period,
)
from leaguemgr.domain.clock.structure import Break, Game, Level, Structure, StructureError

T0 = 1_764_020_000.25
"""An evening start that is not a whole second, as time.time() gives."""

EXAMPLE = Structure(
    "example",
    periods=(
        Level(20, 25, 50),
        Level(20, 50, 100),
        Break(10, "colour up: remove T25 chips", (25,)),
        Level(20, 100, 200, 25),
        Level(20, 150, 300, 25),
        Break(15, "dinner"),
        Level(30, 200, 400, 50),
    ),
)

STUD = Structure(
    "stud",
    game=Game.STUD,
    periods=(
        Level(20, ante=5, bring_in=10, small_bet=25, big_bet=50),
        Break(10),
        Level(20, ante=10, bring_in=15, small_bet=50, big_bet=100),
    ),
)


def start(at: float = T0) -> ClockEvent:
    return ClockEvent(ClockMove.START, at)


def pause(at: float) -> ClockEvent:
    return ClockEvent(ClockMove.PAUSE, at)


def resume(at: float) -> ClockEvent:
    return ClockEvent(ClockMove.RESUME, at)


def adjust(at: float, seconds: int) -> ClockEvent:
    return ClockEvent(ClockMove.ADJUST, at, seconds=seconds)


def goto(at: float, period: int) -> ClockEvent:
    return ClockEvent(ClockMove.GOTO, at, period=period)


def test_before_start_the_first_level_shows_its_full_time():
    reading = read_clock(EXAMPLE, [], T0 + 5000)
    assert (reading.started, reading.running, reading.finished) == (False, False, False)
    assert (reading.period, reading.level, reading.seconds_left) == (0, 1, 1200)
    assert (reading.blinds.small, reading.blinds.big) == (25, 50)
    assert reading.next_break_in == 2400


def test_a_fresh_level_shows_its_full_minutes_and_counts_down():
    events = [start()]
    assert read_clock(EXAMPLE, events, T0).seconds_left == 1200
    assert read_clock(EXAMPLE, events, T0 + 0.4).seconds_left == 1200
    assert read_clock(EXAMPLE, events, T0 + 1).seconds_left == 1199
    assert read_clock(EXAMPLE, events, T0 + 1199.9).seconds_left == 1


def test_the_next_level_begins_when_one_runs_out():
    reading = read_clock(EXAMPLE, [start()], T0 + 1200)
    assert (reading.level, reading.seconds_left) == (2, 1200)
    assert (reading.blinds.small, reading.blinds.big) == (50, 100)
    assert reading.next_level == Level(20, 100, 200, 25)


def test_a_break_counts_down_and_shows_the_blinds_that_follow():
    reading = read_clock(EXAMPLE, [start()], T0 + 2400 + 61)
    assert reading.on_break and reading.running
    assert reading.level == 2, "in a break, the level just played"
    assert reading.seconds_left == 539
    assert reading.current_break is not None
    assert reading.current_break.color_up == (25,)
    assert (reading.blinds.small, reading.blinds.big, reading.blinds.ante) == (100, 200, 25)
    assert reading.next_level == Level(20, 150, 300, 25)
    assert reading.next_break == Break(15, "dinner")
    assert reading.next_break_in == 539 + 2400


def test_levels_and_breaks_follow_one_another_while_nobody_reads():
    reading = read_clock(EXAMPLE, [start()], T0 + 40 * 60 + 10 * 60 + 40 * 60 + 15 * 60 + 5)
    assert (reading.period, reading.level, reading.seconds_left) == (6, 5, 30 * 60 - 5)
    assert reading.next_break is None and reading.next_break_in is None


def test_the_clock_finishes_on_the_last_level_with_nothing_left():
    total = sum(p.minutes for p in EXAMPLE.periods) * 60
    reading = read_clock(EXAMPLE, [start()], T0 + total + 3600)
    assert reading.finished and not reading.running
    assert (reading.period, reading.level, reading.seconds_left) == (6, 5, 0)
    assert reading.blinds.big == 400


def test_pause_holds_the_clock_however_long_the_dispute():
    events = [start(), pause(T0 + 300.5)]
    for later in (301, 5000, 86_400):
        reading = read_clock(EXAMPLE, events, T0 + later)
        assert not reading.running
        assert reading.seconds_left == 900  # ceiling of 899.5
    events.append(resume(T0 + 2000.5))
    reading = read_clock(EXAMPLE, events, T0 + 2100.5)
    assert reading.running and reading.seconds_left == 800


def test_a_restart_mid_level_resumes_at_the_right_second():
    events = [start(), pause(T0 + 100), resume(T0 + 160), adjust(T0 + 200, 60)]
    before_crash = read_clock(EXAMPLE, events, T0 + 700)
    # The app is closed and opened 17 minutes and 3 seconds later: the same stored moves.
    after_restart = read_clock(EXAMPLE, events, T0 + 700 + 17 * 60 + 3)
    assert (before_crash.level, before_crash.seconds_left) == (1, 1200 - 640 + 60)
    assert (after_restart.level, after_restart.seconds_left) == (2, 1200 - (17 * 60 + 3 - 620))


def test_adding_a_minute_lengthens_the_level_now_running():
    reading = read_clock(EXAMPLE, [start(), adjust(T0 + 100, 60)], T0 + 100)
    assert (reading.seconds_left, reading.period_seconds) == (1160, 1260)
    assert read_clock(EXAMPLE, [start(), adjust(T0 + 100, 60)], T0 + 1259).level == 1
    assert read_clock(EXAMPLE, [start(), adjust(T0 + 100, 60)], T0 + 1260).level == 2


def test_taking_a_minute_off_shortens_it_and_the_next_level_keeps_its_time():
    events = [start(), adjust(T0 + 100, -60)]
    assert read_clock(EXAMPLE, events, T0 + 100).seconds_left == 1040
    reading = read_clock(EXAMPLE, events, T0 + 1140)
    assert (reading.level, reading.seconds_left) == (2, 1200)


def test_taking_more_than_is_left_ends_the_level_and_the_next_begins_in_full():
    events = [start(), adjust(T0 + 1170, -60)]
    reading = read_clock(EXAMPLE, events, T0 + 1170)
    assert (reading.level, reading.seconds_left, reading.running) == (2, 1200, True)


def test_adjusting_a_paused_clock_changes_what_is_left():
    events = [start(), pause(T0 + 200), adjust(T0 + 250, 120)]
    reading = read_clock(EXAMPLE, events, T0 + 9000)
    assert (reading.running, reading.seconds_left) == (False, 1120)


def test_adding_time_to_a_finished_clock_plays_the_last_level_again():
    total = sum(p.minutes for p in EXAMPLE.periods) * 60
    events = [start(), adjust(T0 + total + 50, 300)]
    reading = read_clock(EXAMPLE, events, T0 + total + 60)
    assert not reading.finished and reading.running
    assert reading.seconds_left == 290


def test_goto_jumps_to_a_period_at_its_full_time_and_keeps_running():
    events = [start(), goto(T0 + 100, 3)]
    reading = read_clock(EXAMPLE, events, T0 + 160)
    assert (reading.level, reading.seconds_left, reading.running) == (3, 1140, True)


def test_goto_on_a_paused_clock_stays_paused():
    events = [start(), pause(T0 + 100), goto(T0 + 150, 4)]
    reading = read_clock(EXAMPLE, events, T0 + 5000)
    assert (reading.level, reading.seconds_left, reading.running) == (4, 1200, False)


def test_goto_before_start_moves_the_starting_level():
    events = [goto(T0 - 600, 3)]
    assert read_clock(EXAMPLE, events, T0).level == 3
    reading = read_clock(EXAMPLE, [*events, start(T0)], T0 + 60)
    assert (reading.level, reading.seconds_left) == (3, 1140)


def test_goto_back_from_a_finished_clock_runs_again():
    total = sum(p.minutes for p in EXAMPLE.periods) * 60
    events = [start(), goto(T0 + total + 10, 0)]
    reading = read_clock(EXAMPLE, events, T0 + total + 70)
    assert (reading.finished, reading.level, reading.seconds_left) == (False, 1, 1140)


def test_a_move_stamped_a_little_early_by_another_machine_still_counts():
    events = [start(), pause(T0 + 300), resume(T0 + 299)]
    reading = read_clock(EXAMPLE, events, T0 + 400)
    assert reading.running and reading.seconds_left == 800


def test_reading_before_the_last_move_shows_the_clock_right_after_it():
    events = [start(), pause(T0 + 300)]
    assert read_clock(EXAMPLE, events, T0 + 299).running is False


def test_stud_levels_read_their_bring_in_and_limits():
    reading = read_clock(STUD, [start()], T0 + 1200 + 30)
    assert reading.on_break and reading.level == 1
    assert (reading.blinds.ante, reading.blinds.bring_in) == (10, 15)
    assert (reading.blinds.small_bet, reading.blinds.big_bet) == (50, 100)
    status = clock_status(STUD, reading)
    assert status == {
        "running": True,
        "level": 1,
        "break": True,
        "seconds_left": 570,
        "blinds": {"ante": 10, "bring_in": 15, "small_bet": 50, "big_bet": 100},
    }


def test_status_is_the_clock_object_of_live_status():
    status = clock_status(EXAMPLE, read_clock(EXAMPLE, [start()], T0 + 2 * 1200 + 600 + 788))
    assert status == {
        "running": True,
        "level": 3,
        "break": False,
        "seconds_left": 412,
        "blinds": {"small": 100, "big": 200, "ante": 25},
    }


def test_a_structure_without_levels_cannot_run():
    with pytest.raises(StructureError, match="no level"):
        read_clock(Structure("empty", periods=(Break(10),)), [], T0)


def test_level_period_skips_breaks():
    assert [level_period(EXAMPLE, n) for n in (1, 2, 3, 4, 5)] == [0, 1, 3, 4, 6]
    with pytest.raises(ValueError, match="levels 1 to 5"):
        level_period(EXAMPLE, 6)


def test_next_goes_to_the_next_period_even_a_break():
    reading = read_clock(EXAMPLE, [start()], T0 + 1300)
    assert step_period(EXAMPLE, reading, +1) == 2
    last = read_clock(EXAMPLE, [start(), goto(T0, 6)], T0)
    with pytest.raises(ValueError, match="last period"):
        step_period(EXAMPLE, last, +1)


def test_prev_restarts_the_level_after_ten_seconds_else_goes_back_one():
    events = [start(), goto(T0, 3)]
    assert step_period(EXAMPLE, read_clock(EXAMPLE, events, T0 + 10), -1) == 2
    assert step_period(EXAMPLE, read_clock(EXAMPLE, events, T0 + 11), -1) == 3
    assert step_period(EXAMPLE, read_clock(EXAMPLE, [start()], T0 + 2), -1) == 0
