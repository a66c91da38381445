"""The Night screen's clock: its strip, the ticker that reads it, its sounds, its moves,
and the big screen that shows it across the room.

Every move (start, pause, resume, a minute more or less, a level) is one call of the night
service, made like the screen's other actions; the screen then shows the night again and
the ticker reads the clock at once. When the clock runs into another period on its own,
the screen is shown again too: the level, and with it the rebuy offer, follow the clock.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Protocol

from PySide6.QtCore import QEvent, QObject, Signal
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QWidget

from leaguemgr.domain.clock.clock import ClockReading
from leaguemgr.domain.night.facts import late_entry_open, rebuys_open
from leaguemgr.domain.night.state import NightState, at_time
from leaguemgr.ui import settings
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.clock_keys import (  # noqa: F401 - the clock's keys, named here too
    LESS_KEY,
    MINUTE,
    MORE_KEY,
    NEXT_KEY,
    PREV_KEY,
    TOGGLE_KEY,
)
from leaguemgr.ui.night.clock_sounds import ClockSounds, Sound, SoundPlayer
from leaguemgr.ui.night.clock_strip import ClockStrip
from leaguemgr.ui.night.clock_ticker import ClockTicker
from leaguemgr.ui.night.night_actions import NightActions
from leaguemgr.ui.night.night_calls import NightCalls
from leaguemgr.ui.night.night_session import NightSession


class ClockHost(Protocol):
    """The screen the clock strip sits on: where it says things and makes its calls."""

    context: LeagueContext
    calls: NightCalls
    actions: NightActions

    def say(self, text: str) -> None: ...

    def refresh(self) -> None: ...

    def window(self) -> QWidget: ...

    def installEventFilter(self, watcher: QObject) -> None: ...


class NightClock(QObject):
    """The clock of ``session``'s night on the Night screen ``view``; ``play`` plays a
    sound (tests pass their own)."""

    shown = Signal(object)  # the night at the time of the last read (NightState | None)
    big_screen_switched = Signal(bool)  # the big screen opened (True) or closed

    def __init__(
        self,
        view: ClockHost,
        session: NightSession,
        play: Callable[[Sound], None] | None = None,
    ):
        super().__init__(session)
        self._view = view
        self._session = session
        self.strip = ClockStrip()
        self.strip.set_keys(TOGGLE_KEY, LESS_KEY, MORE_KEY)
        self.ticker = ClockTicker(self._read, lambda: self._session.nights.now(), self)
        self.sounds = ClockSounds(play or SoundPlayer(self).play, settings.clock_sounds, self)
        self.night: NightState | None = None
        """The night brought to the time of the last read."""
        self.big_screen = None
        self._shown_night: tuple[str, int] | None = None
        self._following = False
        self.ticker.ticked.connect(self.sounds.heard)
        self.ticker.ticked.connect(self._ticked)
        self.strip.toggle_button.clicked.connect(self.toggle)
        self.strip.less_button.clicked.connect(lambda: self.adjust(-MINUTE))
        self.strip.more_button.clicked.connect(lambda: self.adjust(MINUTE))
        session.night_changed.connect(self._night_shown)
        view.installEventFilter(self)

    # Reading ------------------------------------------------------------------------------

    def _read(self) -> ClockReading | None:
        data = self._session.data
        if data is None:
            self.night = None
            return None
        self.night = at_time(data.night, self._session.nights.now())
        return self.night.clock_at()

    def _night_shown(self, data) -> None:
        key = (data.season, data.number) if data is not None else None
        if key != self._shown_night:
            self._shown_night = key
            self.sounds.forget()  # another night's clock does not run on from this one's
        self.ticker.watch(self._view.window())
        self.ticker.tick()

    def _ticked(self, reading: ClockReading | None) -> None:
        night = self.night
        if reading is None or night is None:
            self.strip.show_clock(None)
            self.shown.emit(None)
            return
        context = self._view.context
        self.strip.show_clock(
            reading,
            night.structure.game,
            rebuys_open(night),
            context.writable,
            late_entry_open(night),
            locale=context.service.locale(),
        )
        self.shown.emit(night)
        shown = self._session.data.night
        if (shown.level, shown.on_break) != (night.level, night.on_break) and not self._following:
            # The clock ran into another level or a break since the screen last read the
            # night: the screen, its level and its rebuy offer, follow. Its refresh reads
            # the night at this level (and ticks again: once, not over and over).
            self._following = True
            try:
                self._view.refresh()
            finally:
                self._following = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() in (QEvent.Type.Show, QEvent.Type.ParentChange):
            # Put in a window, or shown again: tick while that window is on screen.
            self.ticker.watch(self._view.window())
            if not self.ticker.timer.isActive():
                self.ticker.tick()
        return False

    # Moves --------------------------------------------------------------------------------

    def _no_night(self) -> None:
        """Said on the Night screen and in the status bar: the keys work from any screen."""
        self._view.say(translate("NightClock", "Start a night first (Ctrl+Shift+S)"))
        self._view.context.failed.emit(
            translate("NightClock", "no night is running: start one on the Night screen")
        )

    def _run(self, doing: str, call: Callable) -> bool:
        data = self._session.data
        if data is None:
            self._no_night()
            return False
        return self._view.calls.run(
            doing, lambda: call(data.season, data.number), within_night=True
        )

    def toggle(self) -> None:
        """One key for the clock: start it, else pause it, else resume it."""
        reading = self._read()
        if reading is None:
            self._no_night()
            return
        nights = self._session.nights
        if not reading.started:
            self._run(translate("NightClock", "Clock started"), nights.clock_start)
        elif reading.running:
            self._run(translate("NightClock", "Clock paused"), nights.clock_pause)
        else:
            self._run(translate("NightClock", "Clock running again"), nights.clock_resume)

    def adjust(self, seconds: int) -> None:
        doing = (
            translate("NightClock", "A minute added")
            if seconds > 0
            else translate("NightClock", "A minute taken off")
        )
        nights = self._session.nights
        self._run(doing, lambda season, number: nights.clock_adjust(season, number, seconds))

    def step(self, step: int) -> None:
        """The next (1) or previous (-1) level or break, as the Night screen's own keys do."""
        self._view.actions.level(step)

    # The big screen -----------------------------------------------------------------------

    def show_big_screen(self, actions: Sequence[QAction] = ()) -> None:
        """Open the big screen (or bring it back); ``actions``: the window's clock keys,
        which then work while the big screen has the focus too."""
        from leaguemgr.ui.bigscreen.big_screen_window import BigScreenWindow

        if self.big_screen is None:
            window = self._view.window()
            phones = getattr(window, "phones", None)  # the main window's phone page
            self.big_screen = BigScreenWindow(self._session, self.toggle, window, phones)
            self.shown.connect(self.big_screen.show_night)
            self.big_screen.show_night(self.night)
            self.big_screen.addActions(list(actions))
            file_actions = getattr(window, "file_actions", None)
            if file_actions is not None:  # Ctrl+Q quits from the big screen too
                self.big_screen.addAction(file_actions.quit)
            self.ticker.watch(self.big_screen)
            # It belongs to the main window, but shows this screen's night: it goes with it
            # (another league opened, or this one closed).
            self._session.destroyed.connect(self.big_screen.deleteLater)
            self.big_screen.closed.connect(lambda: self.big_screen_switched.emit(False))
        self.big_screen.show_on_screen()
        self.big_screen_switched.emit(True)
        self.ticker.tick()
