"""What a night padded with clock moves costs to read: the replay of its log, the clock read
at every action (rebuys, late arrivals and the level of a bust follow the clock).

    .venv/bin/python bench/clock_moves.py [--moves 5000] [--repeat 3] [--scratch]

Printed, for a night of ``--moves`` actions (5,000 is a league file's most; the clock
started, then adjusted, paused and resumed over and over):

- the domain's replay of the log and a read of its clock (median of ``--repeat``), and
  that per 1,000 moves at a fifth of the moves (linear: the two agree);
- with ``--scratch``, the same replay reading the clock from all the earlier moves at each
  action, as it did before the clock was carried along (quadratic: a minute at 5,000);
- the service's read of such a night imported from a league file (``NightService.night``
  then ``night_status``, what the Night screen and ``leaguemgr live status`` do).
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from dataclasses import replace
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from leaguemgr.domain.clock.clock import ClockMove
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.play import apply, replay, start
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.state import NightState

REPO = Path(__file__).resolve().parents[1]
AZ = REPO.parent / "shared" / "examples" / "az-2026.league.json"
T0 = 1_764_028_800.25
CYCLE = (
    (ClockMove.ADJUST, 60),
    (ClockMove.PAUSE, 0),
    (ClockMove.ADJUST, -30),
    (ClockMove.RESUME, 0),
)


def night_log(moves: int) -> list[Action]:
    """A night's start, the clock started, then clock moves up to ``moves`` actions."""
    log = [
        Action(Kind.START, rules=NightRules(), at=T0),
        Action(Kind.CLOCK, move=ClockMove.START, at=T0),
    ]
    for index in range(moves - len(log)):
        move, seconds = CYCLE[index % len(CYCLE)]
        log.append(Action(Kind.CLOCK, move=move, seconds=seconds, at=T0 + 1 + index * 0.25))
    return log


def replay_from_scratch(log: list[Action]) -> NightState:
    """The replay as it was: the clock carried along is dropped before every action."""
    state = start(log[0])
    for action in log[1:]:
        state = apply(replace(state, clock_track=None), action)
    return state


def timed(read, log: list[Action], repeat: int) -> tuple[float, int]:
    times, seconds_left = [], 0
    for _ in range(repeat):
        began = time.perf_counter()
        state = read(log)
        seconds_left = state.clock_at((state.at or 0.0) + 90.5).seconds_left
        times.append(time.perf_counter() - began)
    return statistics.median(times), seconds_left


def service_read(moves: int) -> tuple[float, float, int]:
    """Seconds to replay the imported night, then to compute its status; its clock moves."""
    from leaguemgr.services.night_service import NightService
    from leaguemgr.services.night_status import night_status
    from tests.web.hostile_night import hostile_night
    from tests.web.phone_league import QUOTED_SEASON

    folder = Path(tempfile.mkdtemp(prefix="leaguemgr-bench-"))
    service = hostile_night(folder, AZ, actions=moves, clock=True)
    try:
        began = time.perf_counter()
        night = NightService(service).night(QUOTED_SEASON, 12)
        replayed = time.perf_counter() - began
        nights = NightService(service, now=lambda: (night.at or 0.0) + 90.5)
        began = time.perf_counter()
        night_status(nights, QUOTED_SEASON, 12)
        return replayed, time.perf_counter() - began, len(night.clock)
    finally:
        service.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--moves", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=3)
    parser.add_argument("--scratch", action="store_true")
    options = parser.parse_args(argv)
    log = night_log(options.moves)
    fifth = night_log(options.moves // 5)

    took, left = timed(replay, log, options.repeat)
    small, _ = timed(replay, fifth, options.repeat)
    print(f"domain replay + clock read, {options.moves:,} actions: {took * 1000:.0f} ms "
          f"(clock: {left} s left)")  # fmt: skip
    per_1000 = took * 1000 / options.moves * 1000
    per_1000_small = small * 1000 / (options.moves // 5) * 1000
    print(f"  per 1,000 actions: {per_1000:.0f} ms at {options.moves:,}, "
          f"{per_1000_small:.0f} ms at {options.moves // 5:,}")  # fmt: skip
    if options.scratch:
        before, before_left = timed(replay_from_scratch, log, 1)
        assert before_left == left, "the clock carried along reads as the clock from scratch"
        print(f"  the same, clock read from scratch at each action: {before:.1f} s")
    replayed, status, clock_moves = service_read(options.moves)
    print(f"service read of an imported night, {clock_moves:,} clock moves: replay "
          f"{replayed * 1000:.0f} ms, status {status * 1000:.0f} ms")  # fmt: skip
    return 0


if __name__ == "__main__":
    sys.exit(main())
