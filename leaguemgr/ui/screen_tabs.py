"""The screens of one open league in the main window's tabs, each built when first needed.

Every tab is there from the start, with its title, so the window looks the same; a tab holds
an empty page until its screen is built: when it is shown, when someone asks for it
(``screens["players"]``), or when the window builds the rest after its first paint.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Mapping

from PySide6.QtWidgets import QTabWidget, QWidget

from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.screens import ScreenSpec


def tab_title(title: str) -> str:
    """A screen's tab shows its title without a mnemonic: Alt+letter keys belong to the
    menus and to the fields of the screen shown (View ▸ and Ctrl+1 … switch screens)."""
    return title.replace("&", "")


class ScreenTabs(Mapping[str, QWidget]):
    """Screen widgets by key (``"standings"``, ``"players"`` …), in tab order.

    Looking a screen up builds it if needed; iterating gives every key without building.
    ``on_built(key, widget)`` is called once for each screen built. Tab ``current`` is made
    the current one (its screen is not built yet: the window builds it when it is ready).
    """

    def __init__(
        self,
        tabs: QTabWidget,
        context: LeagueContext | None = None,
        specs: list[ScreenSpec] | None = None,
        on_built: Callable[[str, QWidget], None] | None = None,
        current: int = 0,
    ):
        self._tabs = tabs
        self._context = context
        self._specs = list(specs or [])
        self._on_built = on_built
        self._built: dict[str, QWidget] = {}
        blocked = tabs.blockSignals(True)  # no screen is built just because its tab came first
        try:
            for index, spec in enumerate(self._specs):
                tabs.addTab(QWidget(), tab_title(spec.title))
                tabs.setTabToolTip(index, f"{tab_title(spec.title)} (Ctrl+{index + 1})")
            tabs.setCurrentIndex(current if 0 <= current < len(self._specs) else 0)
        finally:
            tabs.blockSignals(blocked)

    def __getitem__(self, key: str) -> QWidget:
        for index, spec in enumerate(self._specs):
            if spec.key == key:
                return self.at(index)
        raise KeyError(key)

    def __iter__(self) -> Iterator[str]:
        return (spec.key for spec in self._specs)

    def __len__(self) -> int:
        return len(self._specs)

    def built(self) -> list[QWidget]:
        """The screens built so far (the others have nothing to save or refresh)."""
        return list(self._built.values())

    def built_screen(self, key: str) -> QWidget | None:
        """The screen ``key`` if it is built (``None`` otherwise: asking builds nothing)."""
        return self._built.get(key)

    def at(self, index: int) -> QWidget | None:
        """The screen in tab ``index``, built now if it was not yet; ``None`` if no such tab."""
        if not 0 <= index < len(self._specs):
            return None
        spec = self._specs[index]
        widget = self._built.get(spec.key)
        if widget is None:
            widget = self._build(index, spec)
        return widget

    def build_next(self) -> bool:
        """Build the first screen not built yet; ``False`` when every screen is built."""
        for index, spec in enumerate(self._specs):
            if spec.key not in self._built:
                self.at(index)
                return True
        return False

    def close(self) -> None:
        """Take every tab out of the window and delete the screens."""
        pages = [self._tabs.widget(i) for i in range(self._tabs.count())]
        blocked = self._tabs.blockSignals(True)
        try:
            self._tabs.clear()
        finally:
            self._tabs.blockSignals(blocked)
        for page in pages:
            page.deleteLater()
        self._specs = []
        self._built = {}

    def _build(self, index: int, spec: ScreenSpec) -> QWidget:
        widget = spec.factory(self._context)
        self._built[spec.key] = widget
        tabs = self._tabs
        page = tabs.widget(index)
        current = tabs.currentIndex()
        # Swap the empty page for the screen; the tab bar and current tab stay as they were.
        blocked = tabs.blockSignals(True)
        try:
            tabs.removeTab(index)
            tabs.insertTab(index, widget, tab_title(spec.title))
            tabs.setTabToolTip(index, f"{tab_title(spec.title)} (Ctrl+{index + 1})")
            tabs.setCurrentIndex(current)
        finally:
            tabs.blockSignals(blocked)
        page.deleteLater()
        if self._on_built is not None:
            self._on_built(spec.key, widget)
        return widget
