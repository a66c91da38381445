"""A splitter and a tab widget that lay their panes out again only when what the panes
need has changed.

Whenever a label changes its text, Qt asks the layouts around it to redo themselves, and
each layout then tells its parent that its size may have changed, whether or not it did.
QSplitter and QTabWidget answer that by laying out and repainting everything they hold:
on the Night screen a bust (a new line in the message, the live panel's figures) repainted
the whole window. These two pass the request on only when a pane's size limits, hints or
visibility really changed, so a new text repaints the label and not the window.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QSplitter, QTabWidget, QWidget


def _needs(panes: list[QWidget], parent: QWidget) -> tuple:
    """What a container's layout of ``panes`` depends on besides its own size."""
    return tuple(
        (
            pane.isVisibleTo(parent),
            pane.minimumSizeHint(),
            pane.minimumSize(),
            pane.maximumSize(),
            pane.sizeHint(),
            pane.sizePolicy(),
        )
        for pane in panes
    )


class SteadySplitter(QSplitter):
    """A :class:`QSplitter` that ignores layout requests which change nothing it uses."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._needs: tuple | None = None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            needs = (self.count(), _needs([self.widget(i) for i in range(self.count())], self))
            if needs == self._needs:
                return True
            self._needs = needs
        return super().event(event)


class SteadyTabs(QTabWidget):
    """A :class:`QTabWidget` that lays itself out again only when what its own layout uses
    changed: the tab bar's size needs, the tab shown, where the tabs are, its own size.

    A page's new size needs change nothing the tab widget itself places (the page fills
    the pane whatever it asks for): they are passed on to the window's layout, which may
    have to grow, without QTabWidget's own answer, a repaint of everything it holds (on
    the Night screen, a side panel line wrapping to two lines after a bust repainted the
    whole window: the worst bust of 30 took three times the median)."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._own: tuple | None = None
        self._pages: tuple | None = None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            bar = self.tabBar()
            own = (
                self.count(),
                self.currentIndex(),
                self.tabPosition(),
                self.documentMode(),
                self.size(),
                _needs([bar], self),
                tuple(self.tabText(i) for i in range(self.count())),
            )
            pages = _needs([self.widget(i) for i in range(self.count())], self)
            if own == self._own:
                if pages != self._pages:
                    self._pages = pages
                    self.updateGeometry()
                return True
            self._own, self._pages = own, pages
        return super().event(event)
