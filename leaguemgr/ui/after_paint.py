"""Running work right after a widget is next painted, so it does not delay what is seen."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QWidget


class _NextPaint(QObject):
    def __init__(self, widget: QWidget, then: Callable[[], None]):
        super().__init__(widget)
        self._then = then
        widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint:
            watched.removeEventFilter(self)
            # The rest of this paint (the widget's children, the flush) happens first.
            QTimer.singleShot(0, watched, self._then)
            self.deleteLater()
        return False


def after_next_paint(widget: QWidget, then: Callable[[], None]) -> None:
    """Call ``then`` once, from the event loop, after ``widget`` is next painted.

    Nothing is called if the widget is never painted (never shown) or is deleted first.
    """
    _NextPaint(widget, then)
