"""The Night menu's clock actions: window-wide keys for the clock and the big screen.

They belong to the main window (so they work on every screen) and are added to the big
screen too (so they work while it has the focus). Each acts on the Night screen's night,
through its :class:`~leaguemgr.ui.night.clock_control.NightClock`.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QWidget

from leaguemgr.ui import settings
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.clock_keys import (
    LESS_KEY,
    MINUTE,
    MORE_KEY,
    NEXT_KEY,
    PREV_KEY,
    TOGGLE_KEY,
)

if TYPE_CHECKING:  # the clock itself comes with the Night screen, after the first paint
    from leaguemgr.ui.night.clock_control import NightClock

BIG_SCREEN_KEY = "Ctrl+Shift+B"


class ClockActions:
    """``clock()`` gives the Night screen's clock (building the screen if need be), or
    ``None`` when no league is open."""

    def __init__(self, window: QWidget, clock: Callable[[], NightClock | None]):
        self._clock = clock
        self.toggle = self._action(
            window,
            translate("ClockActions", "&Start / pause clock"),
            [TOGGLE_KEY],
            lambda c: c.toggle(),
        )
        self.next_level = self._action(
            window, translate("ClockActions", "&Next level"), [NEXT_KEY], lambda c: c.step(1)
        )
        self.previous_level = self._action(
            window, translate("ClockActions", "Pre&vious level"), [PREV_KEY], lambda c: c.step(-1)
        )
        # Ctrl+= is the "+" key without Shift; Ctrl++ is what a keypad's plus sends.
        self.more = self._action(
            window,
            translate("ClockActions", "&Add a minute"),
            [MORE_KEY, "Ctrl++"],
            lambda c: c.adjust(MINUTE),
        )
        self.less = self._action(
            window,
            translate("ClockActions", "&Take a minute off"),
            [LESS_KEY],
            lambda c: c.adjust(-MINUTE),
        )
        self.big_screen = self._action(
            window,
            translate("ClockActions", "&Big screen…"),
            [BIG_SCREEN_KEY],
            lambda c: c.show_big_screen(self.keys),
        )
        self.big_screen.setToolTip(
            translate("ClockActions", "The clock and the night, large, on a second screen or a TV")
        )
        self.sounds = QAction(translate("ClockActions", "Clock s&ounds"), window)
        self.sounds.setCheckable(True)
        self.sounds.setChecked(settings.clock_sounds())
        self.sounds.setToolTip(
            translate("ClockActions", "Beep at a level's last minute and chime at its end")
        )
        self.sounds.toggled.connect(settings.set_clock_sounds)

    @property
    def keys(self) -> list[QAction]:
        """The actions the big screen answers to as well."""
        return [self.toggle, self.next_level, self.previous_level, self.more, self.less]

    @property
    def actions(self) -> list[QAction]:
        return [*self.keys, self.big_screen, self.sounds]

    def _action(
        self,
        window: QWidget,
        text: str,
        keys: list[str],
        do: Callable[[NightClock], None],
    ) -> QAction:
        action = QAction(text, window)
        action.setShortcuts([QKeySequence(key) for key in keys])
        action.triggered.connect(lambda _checked=False: self._do(do))
        return action

    def _do(self, do: Callable[[NightClock], None]) -> None:
        clock = self._clock()
        if clock is not None:
            do(clock)
