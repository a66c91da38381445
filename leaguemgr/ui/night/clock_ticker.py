"""One timer for the running clock: each tick reads the clock again, never counts ticks.

The clock is stored moves, so the time shown is whatever a read at "now" says; the timer
only decides when to look. It fires just after each whole second of wall-clock time (so
the display changes in step with the seconds), and it does not run at all while nothing
would change on screen: no night, a clock paused or not started, or every window that shows
it hidden or minimized. Showing such a window again reads the clock at once.
"""

from __future__ import annotations

import math
from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtWidgets import QWidget

from leaguemgr.domain.clock.clock import ClockReading

SECOND_MS = 1000
LATE_MS = 5
"""Fire this much after the second turns, so a read never lands just before it."""

_WINDOW_EVENTS = (QEvent.Type.Show, QEvent.Type.Hide, QEvent.Type.WindowStateChange)


class ClockTicker(QObject):
    """``read`` gives the clock now (``None``: no night or no clock); ``now`` the wall-clock
    time the timer aligns to. ``ticked`` carries each reading."""

    ticked = Signal(object)  # ClockReading | None

    def __init__(
        self,
        read: Callable[[], ClockReading | None],
        now: Callable[[], float],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._read = read
        self._now = now
        self._windows: list[QWidget] = []
        self.reading: ClockReading | None = None
        self.timer = QTimer(self)
        self.timer.setSingleShot(True)
        self.timer.setTimerType(Qt.TimerType.PreciseTimer)
        self.timer.timeout.connect(self.tick)

    def watch(self, window: QWidget) -> None:
        """Tick while ``window`` (a top-level window showing the clock) is on screen."""
        if window not in self._windows:
            self._windows.append(window)
            window.installEventFilter(self)
            window.destroyed.connect(lambda _obj=None, w=window: self._forget(w))

    def _forget(self, window: QWidget) -> None:
        if window in self._windows:
            self._windows.remove(window)

    def tick(self) -> None:
        """Read the clock now, tell the screens, and plan the next read."""
        self.reading = self._read()
        self.ticked.emit(self.reading)
        self._plan()

    def on_screen(self) -> bool:
        # A screen watched before it was put in its window is a window no longer.
        return any(w.isWindow() and w.isVisible() and not w.isMinimized() for w in self._windows)

    def _plan(self) -> None:
        reading = self.reading
        if reading is None or not reading.running or not self.on_screen():
            self.timer.stop()
            return
        now = self._now()
        into_second = now - math.floor(now)
        self.timer.start(max(1, round((1.0 - into_second) * SECOND_MS)) + LATE_MS)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in _WINDOW_EVENTS:
            if not self.on_screen():
                self.timer.stop()
            elif not self.timer.isActive():
                # Shown or restored: the time moved on while no one looked.
                QTimer.singleShot(0, self, self.tick)
        return False
