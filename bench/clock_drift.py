"""The tournament clock over a simulated night: its drift, and what one read costs.

Six hours are simulated with a fake steady clock and a fake system clock that NTP steps
back by 2.7 s midway (nothing sleeps). The clock's time comes from ``WallClock`` (anchored
once, then advanced by the steady clock) and the level and seconds left from
``read_clock`` over the stored moves (start, a 5-minute pause each hour, a minute added
once). Every second (read half a second in, so a rounding of either side would show) the
reading is compared with the structure's cumulative times, pauses and the added minute
counted. Printed:

- drift of WallClock: the largest gap between its time and the true elapsed time (s);
- readings that disagree with the structure (out of 21,600), and the largest error (s);
- what the same reads would show from ``time.time()``-like wall time (the NTP step);
- the cost of one ``read_clock`` on the longest preset, with that night's moves (µs).

    .venv/bin/python bench/clock_drift.py [--repeat N]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import time
from bisect import bisect_right
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, read_clock
from leaguemgr.domain.clock.presets import PRESETS
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.services.clock_source import WallClock

HOURS = 6
NTP_STEP = -2.7
WALL_START = 1_764_020_000.337
STEADY_START = 81_234.567


class _FakeClocks:
    def __init__(self) -> None:
        self.steady_now = STEADY_START
        self.wall_offset = WALL_START - STEADY_START

    def steady(self) -> float:
        return self.steady_now

    def wall(self) -> float:
        return self.steady_now + self.wall_offset


def _longest(presets: dict[str, Structure]) -> Structure:
    return max(presets.values(), key=lambda s: (len(s.periods), sum(p.minutes for p in s.periods)))


def _night_moves(at) -> tuple[list[ClockEvent], list[tuple[int, int]], int]:
    """Start at 0, a 5-minute pause each hour, a minute added at 2:30 (seconds since start).

    Returns the moves (``at`` turns seconds since start into wall time), the pauses as
    (from, to) and the second the minute is added at.
    """
    pauses = [(hour * 3600 + 600, hour * 3600 + 900) for hour in range(HOURS)]
    events = [ClockEvent(ClockMove.START, at(0))]
    for begin, end in pauses:
        events.append(ClockEvent(ClockMove.PAUSE, at(begin)))
        events.append(ClockEvent(ClockMove.RESUME, at(end)))
    added = 2 * 3600 + 1800
    events.append(ClockEvent(ClockMove.ADJUST, at(added), seconds=60))
    events.sort(key=lambda e: e.at)
    return events, pauses, added


def _expected(structure: Structure, second: float, pauses, added) -> tuple[int, float]:
    """The period and the time left in it, from the structure alone, at ``second``."""
    run = second - sum(min(max(second - b, 0), e - b) for b, e in pauses)
    added_run = added - sum(min(max(added - b, 0), e - b) for b, e in pauses)
    end = 0.0
    for index, period in enumerate(structure.periods):
        start, end = end, end + period.minutes * 60
        if start <= added_run < end and second >= added:
            end += 60
        if run < end:
            return index, end - run
    return len(structure.periods) - 1, 0.0


def _position(reading, starts: list[int]) -> int:
    """Seconds into the schedule a reading shows."""
    return starts[reading.period] + reading.period_seconds - reading.seconds_left


def drift(structure: Structure) -> dict[str, float]:
    fake = _FakeClocks()
    clock = WallClock(fake.wall, fake.steady)
    start_wall = clock()
    events, pauses, added = _night_moves(lambda s: start_wall + s)
    times = [event.at for event in events]
    starts = [0]
    for period in structure.periods:
        starts.append(starts[-1] + period.minutes * 60)
    worst_clock = 0.0
    wrong = 0
    worst_error = 0.0
    naive_worst = 0.0
    reads = HOURS * 3600
    for second in range(reads):
        moment = second + 0.5
        fake.steady_now = STEADY_START + moment
        if second == reads // 2:
            fake.wall_offset += NTP_STEP
        now = clock()
        worst_clock = max(worst_clock, abs(now - (start_wall + moment)))
        period, left = _expected(structure, moment, pauses, added)
        made = events[: bisect_right(times, now)]  # the moves stored by now
        reading = read_clock(structure, made, now)
        if reading.period != period or reading.seconds_left != math.ceil(left):
            wrong += 1
            off = abs(reading.seconds_left - math.ceil(left)) if reading.period == period else 3600
            worst_error = max(worst_error, off)
        naive = read_clock(structure, made, fake.wall())
        naive_worst = max(naive_worst, abs(_position(naive, starts) - _position(reading, starts)))
    return {
        "reads": reads,
        "clock_drift_s": worst_clock,
        "wrong": wrong,
        "worst_error_s": worst_error,
        "naive_worst_s": naive_worst,
    }


def read_cost(structure: Structure, repeat: int) -> float:
    events, _, _ = _night_moves(lambda s: WALL_START + s)
    now = WALL_START + HOURS * 3600 - 1
    loops = 2_000
    samples = []
    for _ in range(repeat):
        began = time.perf_counter()
        for _ in range(loops):
            read_clock(structure, events, now)
        samples.append((time.perf_counter() - began) / loops * 1e6)
    return statistics.median(samples)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--repeat", type=int, default=11)
    args = parser.parse_args(argv)
    structure = _longest(PRESETS)
    figures = drift(structure)
    moves = len(_night_moves(lambda s: s)[0])
    print(f"structure: {structure.name} ({len(structure.periods)} periods)")
    print(
        f"WallClock drift over {HOURS} h, NTP step {NTP_STEP} s midway: "
        f"{figures['clock_drift_s']:.2g} s"
    )
    print(
        f"readings that disagree with the structure: {figures['wrong']} of {figures['reads']:,}"
        f" (largest error {figures['worst_error_s']:.0f} s)"
    )
    print(
        f"the same reads from the stepped system clock: off by up to "
        f"{figures['naive_worst_s']:.0f} s"
    )
    print(f"one read_clock ({moves} moves): {read_cost(structure, args.repeat):.1f} µs")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
