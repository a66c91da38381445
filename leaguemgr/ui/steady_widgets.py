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
    """A :class:`QTabWidget` that ignores layout requests which change nothing it uses:
    the tab bar's and the pages' size needs, the tab shown and where the tabs are."""

    def __init__(self, *args, **kwargs):
        super().__init__(*args, **kwargs)
        self._needs: tuple | None = None

    def event(self, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LayoutRequest:
            pages = [self.widget(i) for i in range(self.count())]
            bar = self.tabBar()
            needs = (
                self.currentIndex(),
                self.tabPosition(),
                self.documentMode(),
                self.size(),
                _needs([bar, *pages], self),
                tuple(self.tabText(i) for i in range(self.count())),
            )
            if needs == self._needs:
                return True
            self._needs = needs
        return super().event(event)
