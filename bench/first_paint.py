"""The first paint of the visible main window: the moment both start benches time, noted the
same way for the app (``app_start.py``) and for the bare window (``bare_window.py``) so that
their ratio compares like with like."""

from __future__ import annotations

import time
from typing import Any


def watch_first_paint(application: Any) -> Any:
    """An event filter installed on ``application`` whose ``painted`` becomes the wall-clock
    time of the first paint of any widget in the visible main window, and which then quits
    the event loop. Qt is imported here, when called, so that each bench keeps its own
    import order (the app's modules first, as its real start imports them)."""
    from PySide6.QtCore import QEvent, QObject, QTimer
    from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

    class FirstPaint(QObject):
        painted: float | None = None

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                self.painted is None
                and event.type() == QEvent.Type.Paint
                and isinstance(watched, QWidget)
                and isinstance(watched.window(), QMainWindow)
                and watched.window().isVisible()
            ):
                self.painted = time.time()
                QTimer.singleShot(0, QApplication.quit)
            return False

    watcher = FirstPaint(application)
    application.installEventFilter(watcher)
    return watcher
