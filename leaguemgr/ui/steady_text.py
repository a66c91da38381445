"""A place in a layout for a label whose new text never lays the screen out again.

A label that changes its text asks its layout to lay itself out again, and the layout asks
the widget around it, and so on up: on the Night screen every bust changed several such
labels (the message, the players left, the next place out, the moves to make), and each
laid out the side panel and the screen around it again, though the text fit the room it
had. Qt stops asking at a widget without a layout: the label sits in one, placed by hand
across all of it, and that widget keeps a room of its own in the layout, one line or a
few, made taller only when a text needs it (:meth:`SteadyText.make_room`).
"""

from __future__ import annotations

from PySide6.QtCore import QSize
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget


class SteadyText(QWidget):
    """The room of ``lines`` lines of ``label``'s text, as wide as the layout gives it;
    ``label`` stays the widget to set texts on (and to read, select and reach with a screen
    reader)."""

    def __init__(self, label: QLabel, lines: int = 1, parent: QWidget | None = None):
        super().__init__(parent)
        label.setParent(self)
        self.label = label
        margins = label.contentsMargins()
        text = label.fontMetrics().height() + (lines - 1) * label.fontMetrics().lineSpacing()
        self._height = 0
        self.make_room(max(text + margins.top() + margins.bottom(), label.minimumHeight()))
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)

    def make_room(self, height: int) -> None:
        """Make the room ``height`` pixels tall (the layout around is laid out again)."""
        if height != self._height:
            self._height = height
            self.setFixedHeight(height)

    def room(self) -> int:
        return self._height

    def sizeHint(self) -> QSize:
        return QSize(0, self._height)

    def minimumSizeHint(self) -> QSize:
        return QSize(0, self._height)

    def resizeEvent(self, event: QResizeEvent) -> None:
        self.label.setGeometry(self.rect())
        super().resizeEvent(event)
