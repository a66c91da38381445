"""The Night menu's night actions: start, draw, rebuy, add-on, deal and close, with the
Night screen's own keys beside them.

The Night screen takes these keys itself (:mod:`leaguemgr.ui.night.night_keys`), and some
mean something else on other screens (Ctrl+D deactivates a player on the Players screen,
Ctrl+Shift+D records a deal in the event editor). So the menu's actions show the keys and
take them only on the Night screen (they are added to it, with a shortcut context of that
screen); chosen from the menu, each opens the Night screen and does what its key does there.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from leaguemgr.ui.i18n import translate

if TYPE_CHECKING:  # the Night screen comes after the first paint
    from leaguemgr.ui.night.night_view import NightView


class NightMenuActions:
    """``screen()`` gives the Night screen, built if need be, and ``shown()`` that screen
    shown (both ``None`` with no league open)."""

    def __init__(
        self,
        window: QWidget,
        screen: Callable[[], NightView | None],
        shown: Callable[[], NightView | None],
    ):
        self._screen, self._view = screen, shown
        self._shown: NightView | None = None
        self.start = self._action(
            window,
            translate("NightMenu", "Start n&ight"),
            "Ctrl+Shift+S",
            lambda v: v.start_night(),
        )
        self.draw = self._action(
            window, translate("NightMenu", "Dra&w seats"), "Ctrl+D", lambda v: v.draw()
        )
        self.rebuy = self._action(
            window, translate("NightMenu", "&Rebuy"), "Ctrl+R", lambda v: v.buy_more("rebuy")
        )
        self.addon = self._action(
            window, translate("NightMenu", "A&dd-on"), "Ctrl+Shift+A", lambda v: v.buy_more("addon")
        )
        self.deal = self._action(
            window, translate("NightMenu", "D&eal…"), "Ctrl+Shift+D", lambda v: v.offer_deal()
        )
        self.close = self._action(
            window,
            translate("NightMenu", "C&lose night…"),
            "Ctrl+Shift+C",
            lambda v: v.close_night(),
        )
        for action in self.actions:
            action.setEnabled(False)  # until the Night screen is there to say

    @property
    def actions(self) -> list[QAction]:
        return [self.start, self.draw, self.rebuy, self.addon, self.deal, self.close]

    def follow(self, view: NightView) -> None:
        """The Night screen was built: its keys are these actions' too."""
        self._shown = view
        view.addActions(self.actions)
        view.destroyed.connect(self._gone)  # another league opened: its own screen follows
        self.update()

    def _gone(self) -> None:
        self._shown = None

    def update(self) -> None:
        """Enabled as the Night screen's buttons are (none with no league open)."""
        view = self._shown or self._screen()  # building it, if the menu opens that soon
        if view is None:
            for action in self.actions:
                action.setEnabled(False)
            return
        data = view.data
        night = data.night if data is not None else None
        buying = view.bust.isEnabled() and night is not None and not night.deal
        self.start.setEnabled(view.start_button.isEnabled())
        self.draw.setEnabled(view.draw_button.isEnabled())
        self.rebuy.setEnabled(buying)
        self.addon.setEnabled(buying)
        self.deal.setEnabled(view.deal_button.isEnabled())
        self.close.setEnabled(view.close_button.isEnabled())

    def _action(
        self, window: QWidget, text: str, key: str, do: Callable[[object], None]
    ) -> QAction:
        action = QAction(text, window)
        action.setShortcut(QKeySequence(key))
        # Taken only where the Night screen has the focus (see the module's docstring).
        action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
        action.triggered.connect(lambda _checked=False: self._do(do))
        return action

    def _do(self, do: Callable[[object], None]) -> None:
        view = self._view()
        if view is not None:
            do(view.actions)
