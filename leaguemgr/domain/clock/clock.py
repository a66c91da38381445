"""The clock of a night, read from its stored moves (SPEC 4.4).

The clock is not a process: it is the moves the director made (start, pause, resume,
adjust, go to a period), each with the wall-clock time it was made at. Reading the clock
at a time ``now`` walks the structure from those moves, so between two actions, across a
crash or a restart, it runs on, and a paused clock stays where it was.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum

from leaguemgr.domain.clock.structure import Break, Level


class ClockMove(StrEnum):
    START = "start"
    PAUSE = "pause"
    RESUME = "resume"
    ADJUST = "adjust"
    GOTO = "goto"


@dataclass(frozen=True, slots=True)
class ClockEvent:
    move: ClockMove
    at: float
    """Wall-clock seconds since the epoch (UTC) when the director made the move."""
    seconds: int = 0
    """ADJUST: seconds added to the period now running (negative: taken off)."""
    period: int = 0
    """GOTO: the index in the structure's periods the clock jumps to, at its full time."""


@dataclass(frozen=True, slots=True)
class ClockReading:
    started: bool
    running: bool
    finished: bool
    """The last period has run out (the clock stays on the last level)."""
    period: int
    """The index of the period now, in the structure's periods."""
    level: int
    """Play levels counted from 1; during a break, the level just played."""
    on_break: bool
    seconds_left: int
    period_seconds: int
    blinds: Level
    """The level now, or during a break the one that follows it."""
    next_level: Level | None
    current_break: Break | None
    next_break: Break | None
    next_break_in: int | None
    """Seconds until the next break begins (None: no break ahead)."""
