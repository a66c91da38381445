"""The time the clock reads: anchored once, then steady, whatever the system clock does."""

from __future__ import annotations

import pytest

from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, read_clock
from leaguemgr.domain.clock.presets import PRESETS
from leaguemgr.domain.clock.structure import Break
from leaguemgr.services.clock_source import WallClock, steady_seconds


class FakeClocks:
    """A wall clock and a steady clock the test moves by hand."""

    def __init__(self, wall: float, steady: float) -> None:
        self.wall_offset = wall - steady
        self.steady_now = steady

    def wall(self) -> float:
        return self.steady_now + self.wall_offset

    def steady(self) -> float:
        return self.steady_now


def test_the_clock_follows_the_steady_clock_from_the_wall_time_at_start():
    fake = FakeClocks(wall=1_764_020_000.25, steady=5_000.0)
    clock = WallClock(fake.wall, fake.steady)
    assert clock() == 1_764_020_000.25
    fake.steady_now += 90.5
    assert clock.now() == pytest.approx(1_764_020_090.75, abs=1e-6)


def test_a_step_of_the_system_clock_does_not_move_the_tournament_clock():
    fake = FakeClocks(wall=1_764_020_000.0, steady=5_000.0)
    clock = WallClock(fake.wall, fake.steady)
    fake.steady_now += 600
    fake.wall_offset += 3_600  # someone sets the machine's clock an hour ahead
    assert clock() == pytest.approx(1_764_020_600.0, abs=1e-6)
    # The next start of the app takes the corrected time.
    assert WallClock(fake.wall, fake.steady)() == pytest.approx(1_764_024_200.0, abs=1e-6)


def test_the_real_clocks_give_a_time_near_now():
    import time

    clock = WallClock()
    assert abs(clock() - time.time()) < 1.0
    assert steady_seconds() <= steady_seconds()


def test_six_hours_read_every_second_agree_with_the_structure_exactly():
    structure = PRESETS["fnc-t10000"]
    fake = FakeClocks(wall=1_764_020_000.337, steady=81_234.567)
    steady_start = fake.steady_now
    clock = WallClock(fake.wall, fake.steady)
    events = [ClockEvent(ClockMove.START, clock())]
    ends = []
    total = 0
    for period in structure.periods:
        total += period.minutes * 60
        ends.append(total)
    period = 0
    for second in range(6 * 3600 + 1):
        fake.steady_now = steady_start + second
        if second == 3 * 3600:
            fake.wall_offset -= 2.7  # an NTP step backwards midway: no effect
        while ends[period] <= second:
            period += 1
        reading = read_clock(structure, events, clock())
        assert (reading.period, reading.seconds_left) == (period, ends[period] - second), second
        assert reading.on_break == isinstance(structure.periods[period], Break)
