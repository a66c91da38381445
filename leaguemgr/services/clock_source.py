"""Where the tournament clock gets the time: wall-clock seconds that never jump.

The clock's moves are stored with wall-clock times (so they mean the same after a restart
and on another machine), but during a night the system clock can be stepped (NTP, an
organizer fixing the time). :class:`WallClock` reads the wall clock once and then adds
the steady clock's progress, so a step of the system clock does not move the tournament
clock; a new WallClock (the next start of the app) takes the corrected time.
"""

from __future__ import annotations

import sys
import time
from collections.abc import Callable

Now = Callable[[], float]
"""A source of wall-clock seconds since the epoch (UTC); injected, so tests never sleep."""


def steady_seconds() -> float:
    """Seconds from a clock that never steps back and keeps counting while the machine sleeps.

    A laptop closed during a break must find the clock where the room's clock is: Linux's
    CLOCK_BOOTTIME and macOS's CLOCK_MONOTONIC count suspended time, where plain
    ``time.monotonic`` (CLOCK_MONOTONIC on Linux, uptime on macOS) would not. Windows'
    ``time.monotonic`` counts it already.
    """
    if hasattr(time, "CLOCK_BOOTTIME"):
        return time.clock_gettime(time.CLOCK_BOOTTIME)
    if sys.platform == "darwin":
        return time.clock_gettime(time.CLOCK_MONOTONIC)
    return time.monotonic()


class WallClock:
    """Wall-clock seconds anchored once, then advanced by the steady clock.

    ``WallClock()`` reads ``time.time()`` and :func:`steady_seconds` at construction; each
    call gives that wall time plus the steady time elapsed since. Both functions can be
    injected (tests drive a fake steady clock and step a fake wall clock).
    """

    __slots__ = ("_steady", "_steady_anchor", "_wall_anchor")

    def __init__(self, wall: Now = time.time, steady: Now = steady_seconds) -> None:
        self._steady = steady
        # The steady clock is read on both sides of the wall clock, so the anchor pairs the
        # wall time with the middle of the read, not its start.
        before = steady()
        self._wall_anchor = wall()
        self._steady_anchor = (before + steady()) / 2

    def now(self) -> float:
        """Wall-clock seconds since the epoch (UTC), never jumping with the system clock."""
        return self._wall_anchor + (self._steady() - self._steady_anchor)

    __call__ = now

    @property
    def anchored_at(self) -> float:
        """The wall-clock time read when this clock was made."""
        return self._wall_anchor
