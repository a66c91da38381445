"""The clock of a night, read from its stored moves (SPEC 4.4).

The clock is not a process: it is the moves the director made (start, pause, resume,
adjust, go to a period), each with the wall-clock time it was made at. Reading the clock
at a time ``now`` walks the structure from those moves, so between two actions, across a
crash or a restart, it runs on, and a paused clock stays where it was.
"""

from __future__ import annotations

from bisect import bisect_right
from collections.abc import Sequence
from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from leaguemgr.domain.clock.structure import Break, Game, Level, Period, Structure, StructureError
from leaguemgr.language.texts import _


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
    """The level that follows ``blinds`` (None: ``blinds`` is the last level)."""
    current_break: Break | None
    next_break: Break | None
    next_break_in: int | None
    """Seconds until the next break begins (None: no break ahead)."""


PREV_RESTARTS_AFTER = 10
"""Seconds of a period after which "previous level" goes back to its start, not the one before."""

_UNIT = 1_000
"""The clock counts in whole milliseconds: sums of moves never drift by a rounding, and a
wall-clock time read a fraction of a microsecond off (float seconds near 1.8e9 carry about
0.2 µs) still lands on its millisecond, so a read on the second shows that second."""


def read_clock(structure: Structure, events: Sequence[ClockEvent], now: float) -> ClockReading:
    """The clock at wall-clock time ``now``, from the director's moves in the order stored.

    - START begins the current period (0, or a GOTO's target) running; a START on a clock
      already started resumes it if paused (a second "clock start" means "go").
    - PAUSE stops the clock (disputes); RESUME runs it on. Both do nothing before START.
    - ADJUST adds ``seconds`` to the period now on the clock, paused or running (negative
      takes off). It never leaves less than 0: taking off as much as is left or more ends
      the period, and the next begins at its full time (the excess is not carried over).
      Adding time to a finished clock gives the last period that time again.
    - GOTO puts period ``period`` (clamped into the structure) on the clock at its full time;
      a running clock keeps running, a paused one stays paused; before START it only moves
      the period START will begin.

    When a period runs out the next begins at once (breaks too: nothing has to run between
    two reads). After the last period the reading is ``finished``, not running, on the last
    period with 0 left. Times are rounded to the millisecond and then counted in integers,
    so the clock agrees exactly with the structure's cumulative times, however long it runs.

    A move stored with a time before the previous move's (another machine's clock a little
    behind) counts as made at the previous move's time; a ``now`` before the last move reads
    the clock as it was right after that move. To read the clock as it was at some past
    time, pass only the moves made until then.

    Cost: O(moves x log periods), plus O(periods) the first time a structure is read (its
    timeline is kept for the next reads, found by identity). Reading again after each new
    move costs that at each read: a replay that reads the clock as it goes keeps a
    :class:`ClockTrack` instead.
    """
    timeline = _timeline_of(structure)
    state = _State(timeline)
    for event in events:
        state.apply(event)
    state.advance(_ticks(now))
    return state.reading(structure)


@dataclass(frozen=True, slots=True, eq=False)
class ClockTrack:
    """The clock after a run of moves, kept so the next move or read starts from there.

    ``track_clock(structure, events).read(now)`` is ``read_clock(structure, events, now)``
    to the millisecond; ``then(event)`` is the track of the moves with one more, in
    O(log periods) plus the copy of the tuple of moves. A night replay carries one from
    action to action, so reading its whole log is linear in its moves, not quadratic.
    A track is never changed: ``then`` and ``read`` leave it as it was.
    """

    structure: Structure
    events: tuple[ClockEvent, ...]
    """The moves applied, in order (the very tuple given or built, so a holder can tell by
    identity that its moves are still these)."""
    _state: _State

    def then(self, event: ClockEvent) -> ClockTrack:
        """The track after one more move."""
        state = self._state.copy()
        state.apply(event)
        return ClockTrack(self.structure, (*self.events, event), state)

    def read(self, now: float) -> ClockReading:
        """The clock at wall-clock time ``now``, as :func:`read_clock` reads it."""
        state = self._state.copy()
        state.advance(_ticks(now))
        return state.reading(self.structure)


def track_clock(structure: Structure, events: Sequence[ClockEvent] = ()) -> ClockTrack:
    """The track of ``events`` on ``structure``, applied from the start: O(moves)."""
    state = _State(_timeline_of(structure))
    for event in events:
        state.apply(event)
    return ClockTrack(structure, tuple(events), state)


def level_period(structure: Structure, level: int) -> int:
    """The index in ``structure.periods`` of play level ``level`` (counted from 1)."""
    count = 0
    for index, period in enumerate(structure.periods):
        if isinstance(period, Level):
            count += 1
            if count == level:
                return index
    raise ValueError(
        _("level {level}: the structure has levels 1 to {count}").format(level=level, count=count)
    )


def step_period(structure: Structure, reading: ClockReading, step: int) -> int:
    """The period "level NEXT" (``step`` > 0) or "level PREV" (``step`` < 0) goes to.

    NEXT goes to the next period, level or break, ``step`` periods on; past the last period
    it is refused (ValueError). PREV behaves as clock apps do: if more than
    :data:`PREV_RESTARTS_AFTER` (10) seconds of the current period have run it goes back to
    the start of that period, else to the period before; each further step goes one more
    period back, and never before the first period.
    """
    last = len(structure.periods) - 1
    if step == 0:
        raise ValueError(_("level step: must be NEXT (+1) or PREV (-1), not 0"))
    if step > 0:
        target = reading.period + step
        if target > last:
            raise ValueError(
                _("the clock is on the last period of the structure; there is no next level")
            )
        return target
    ran = reading.period_seconds - reading.seconds_left
    back = -step if ran <= PREV_RESTARTS_AFTER else -step - 1
    return max(0, reading.period - back)


def clock_status(structure: Structure, reading: ClockReading) -> dict[str, Any]:
    """The ``clock`` object of ``live ... status`` (SPEC 4.4) for a reading."""
    level = reading.blinds
    if structure.game is Game.STUD:
        blinds = {
            "ante": level.ante,
            "bring_in": level.bring_in,
            "small_bet": level.small_bet,
            "big_bet": level.big_bet,
        }
    else:
        blinds = {"small": level.small, "big": level.big, "ante": level.ante}
    return {
        "running": reading.running,
        "level": reading.level,
        "break": reading.on_break,
        "seconds_left": reading.seconds_left,
        "blinds": blinds,
    }


def _ticks(seconds: float) -> int:
    return round(seconds * _UNIT)


@dataclass(frozen=True, slots=True)
class _Timeline:
    """What a read needs of a structure, computed once per read in O(periods)."""

    periods: tuple[Period, ...]
    starts: list[int]
    """Where each period begins on the nominal timeline (ms), and the total at the end."""
    levels_through: list[int]
    """Play levels among periods 0..i."""
    level_at: list[int]
    """The level whose blinds are up at period i: itself, or for a break the next level
    (the last one before it if none follows)."""
    next_break: list[int]
    """The first break after period i (-1: none)."""
    next_level: list[int]
    """The first level after period i (-1: none)."""

    @property
    def last(self) -> int:
        return len(self.periods) - 1

    def length(self, period: int) -> int:
        return self.starts[period + 1] - self.starts[period]


_TIMELINES: dict[int, tuple[Structure, _Timeline]] = {}
"""The timelines of the structures read lately, by identity: a screen reads the same
structure every second. The structure is kept with its timeline so its id stays its own."""


def _timeline_of(structure: Structure) -> _Timeline:
    cached = _TIMELINES.get(id(structure))
    if cached is not None and cached[0] is structure:
        return cached[1]
    timeline = _timeline(structure)
    if len(_TIMELINES) >= 16:
        _TIMELINES.clear()
    _TIMELINES[id(structure)] = (structure, timeline)
    return timeline


def _timeline(structure: Structure) -> _Timeline:
    periods = structure.periods
    if not any(isinstance(p, Level) for p in periods):
        raise StructureError(f"structure '{structure.name}': has no level for the clock to run")
    starts = [0]
    levels_through = []
    count = 0
    for period in periods:
        starts.append(starts[-1] + period.minutes * 60 * _UNIT)
        count += isinstance(period, Level)
        levels_through.append(count)
    size = len(periods)
    next_break = [-1] * size
    next_level = [-1] * size
    following_break = following_level = -1
    for index in range(size - 1, -1, -1):
        next_break[index] = following_break
        next_level[index] = following_level
        if isinstance(periods[index], Break):
            following_break = index
        else:
            following_level = index
    level_at = []
    previous_level = -1
    for index, period in enumerate(periods):
        if isinstance(period, Level):
            previous_level = index
            level_at.append(index)
        else:
            level_at.append(next_level[index] if next_level[index] >= 0 else previous_level)
    return _Timeline(periods, starts, levels_through, level_at, next_break, next_level)


class _State:
    """The clock between moves: a period, what is left of it, and whether it runs."""

    __slots__ = ("at", "finished", "left", "length", "period", "running", "started", "timeline")

    def __init__(self, timeline: _Timeline) -> None:
        self.timeline = timeline
        self.started = False
        self.running = False
        self.finished = False
        self.period = 0
        self.length = timeline.length(0)
        """The current period's length with its adjustments (ms)."""
        self.left = self.length
        self.at: int | None = None
        """The time (ms) the state above holds at; None before the first move."""

    def copy(self) -> _State:
        twin = _State.__new__(_State)
        for name in _State.__slots__:
            setattr(twin, name, getattr(self, name))
        return twin

    def apply(self, event: ClockEvent) -> None:
        at = _ticks(event.at)
        if self.at is not None:
            at = max(at, self.at)
        self.advance(at)
        self.at = at
        move = event.move if type(event.move) is ClockMove else ClockMove(event.move)
        if move is ClockMove.START or (move is ClockMove.RESUME and self.started):
            self.started = True
            self.running = True
        elif move is ClockMove.PAUSE:
            self.running = False
        elif move is ClockMove.ADJUST:
            self._adjust(event.seconds * _UNIT)
        elif move is ClockMove.GOTO:
            self._enter(min(max(event.period, 0), self.timeline.last))

    def advance(self, to: int) -> None:
        if self.at is None or to <= self.at:
            return
        elapsed = to - self.at
        self.at = to
        if not (self.running and not self.finished):
            return
        if elapsed < self.left:
            self.left -= elapsed
            return
        timeline = self.timeline
        if self.period == timeline.last:
            self._finish()
            return
        # Past this period: where the clock is now on the nominal timeline from the next one.
        position = timeline.starts[self.period + 1] + elapsed - self.left
        if position >= timeline.starts[-1]:
            self._finish()
            return
        period = bisect_right(timeline.starts, position) - 1
        self._enter(period)
        self.left = timeline.starts[period + 1] - position

    def _adjust(self, ticks: int) -> None:
        if self.finished:
            if ticks <= 0:
                return
            self.finished = False
        self.length = max(self.length + ticks, 0)
        self.left += ticks
        if self.left > 0:
            return
        if self.period == self.timeline.last:
            self._finish()
        else:
            self._enter(self.period + 1)

    def _enter(self, period: int) -> None:
        self.period = period
        self.length = self.left = self.timeline.length(period)
        self.finished = False

    def _finish(self) -> None:
        last = self.timeline.last
        if self.period != last:
            self.period = last
            self.length = self.timeline.length(last)
        self.left = 0
        self.finished = True

    def reading(self, structure: Structure) -> ClockReading:
        timeline = self.timeline
        period = self.period
        current = timeline.periods[period]
        blinds_index = timeline.level_at[period]
        blinds = timeline.periods[blinds_index]
        assert isinstance(blinds, Level)
        after = timeline.next_level[blinds_index]
        next_level = timeline.periods[after] if after >= 0 else None
        break_index = timeline.next_break[period]
        next_break = timeline.periods[break_index] if break_index >= 0 else None
        next_break_in = None
        if isinstance(next_break, Break):
            next_break_in = _ceil_seconds(
                self.left + timeline.starts[break_index] - timeline.starts[period + 1]
            )
        return ClockReading(
            started=self.started,
            running=self.running and not self.finished,
            finished=self.finished,
            period=period,
            level=timeline.levels_through[period],
            on_break=isinstance(current, Break),
            seconds_left=_ceil_seconds(self.left),
            period_seconds=_ceil_seconds(self.length),
            blinds=blinds,
            next_level=next_level if isinstance(next_level, Level) else None,
            current_break=current if isinstance(current, Break) else None,
            next_break=next_break if isinstance(next_break, Break) else None,
            next_break_in=next_break_in,
        )


def _ceil_seconds(ticks: int) -> int:
    return -(-ticks // _UNIT)


def clock_face(seconds: int) -> str:
    """Seconds left as a clock shows them: ``412`` -> "6:52"; an hour or more -> "1:02:05"
    (the Night screen, the big screen and the players' phones all write it so)."""
    seconds = max(0, seconds)
    hours, rest = divmod(seconds, 3600)
    minutes, secs = divmod(rest, 60)
    return f"{hours}:{minutes:02d}:{secs:02d}" if hours else f"{minutes}:{secs:02d}"
