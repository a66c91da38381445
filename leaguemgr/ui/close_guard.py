"""Ask before the window closes while a screen holds changes that are not saved yet.

A screen inside the main window's tabs gets no close event of its own, so it watches the
window it is shown in: the question comes before the window (and the league) is closed.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QWidget


class CloseGuard(QObject):
    """Watches the top-level window of ``screen``; ``keep_or_drop()`` returns False to stay open."""

    def __init__(self, screen: QWidget, keep_or_drop: Callable[[], bool]):
        super().__init__(screen)
        self._screen = screen
        self._keep_or_drop = keep_or_drop
        self._window: QWidget | None = None

    def watch(self) -> None:
        """Call when the screen is shown: it may have been moved into another window."""
        window = self._screen.window()
        if window is self._window:
            return
        if self._window is not None:
            self._window.removeEventFilter(self)
        self._window = window
        window.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        closing = watched is self._window and event.type() == QEvent.Type.Close
        if closing and not self._keep_or_drop():
            event.ignore()
            return True
        return False
