"""When the phones' snapshot is built again: when the league changed, and when the night's
clock ran out its period, never merely because time passed.

Building a snapshot reads the whole running night (a file may hold 5,000 actions): done at
every tick of a timer it would stall the window each time. The phone server counts the
clock down by itself (:meth:`~leaguemgr.services.phone_page.PhoneClock.seconds_left_at`),
so between changes there is nothing new to build. The app's window and ``leaguemgr phones``
both feed the page through a :class:`PhoneFeed`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from leaguemgr.services.phone_page import PhoneSnapshot


@dataclass
class PhoneFeed:
    """Builds the snapshot with ``build(now)`` only when it is due."""

    build: Callable[[float], PhoneSnapshot]
    last: PhoneSnapshot | None = None
    builds: int = 0
    """How many snapshots were built (what a window pays for)."""
    _changed: bool = True

    def changed(self) -> None:
        """The league (or the season shown) changed: the next :meth:`snapshot` builds."""
        self._changed = True

    def due(self, now: float) -> bool:
        """Whether the last snapshot no longer tells the truth at ``now``: the league changed,
        or its running clock reached the end of the period it counted (the level moves on)."""
        if self._changed or self.last is None:
            return True
        night = self.last.night
        if night is None or not night.clock.running:
            return False
        clock = night.clock
        # A count already at zero when read (the last level run out) does not rebuild again.
        ends = [s for s in (clock.seconds_left, clock.next_break_in) if s]
        return any(now - clock.taken_at >= seconds for seconds in ends)

    def snapshot(self, now: float) -> PhoneSnapshot | None:
        """A new snapshot if one is due, else ``None`` (the last one still holds). What
        ``build`` raises is raised, and the next call tries again."""
        if not self.due(now):
            return None
        snapshot = self.build(now)
        self.builds += 1
        self.last, self._changed = snapshot, False
        return snapshot
