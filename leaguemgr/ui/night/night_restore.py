"""What was on for a running night comes back as it was after a restart (issue 31).

A crash or a restart in the middle of a night must not make every player scan the phone
code again, nor leave the TV blank. While a night runs, the app's settings keep what was
switched on for it: the phone page's address, port and token, and whether the big screen
was open. When the league opens again with that night still running, the page is served
at the same address and the big screen opens. Switched off on purpose (the phone dialog's
switch, the big screen's window closed), it is forgotten; the page's transport is not this
module's concern: it starts the app's publisher with the kept token.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Callable

from PySide6.QtCore import QObject

from leaguemgr.services.phone_token import is_token
from leaguemgr.ui import settings
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from leaguemgr.ui.opening_screen import running_event


@dataclasses.dataclass(frozen=True)
class NightOn:
    """What is on for event ``number`` of ``season`` of the league at ``league``."""

    league: str
    season: str
    number: int
    address: str = ""
    port: int = 0
    token: str = ""
    big_screen: bool = False

    @property
    def phones(self) -> bool:
        return bool(self.address) and 0 < self.port <= 65535 and is_token(self.token)


def read_night_on() -> NightOn | None:
    """The kept record, or ``None`` (none kept, or not one this app wrote)."""
    try:
        kept = json.loads(settings.night_on() or "null")
        return NightOn(**kept) if isinstance(kept, dict) else None
    except (TypeError, ValueError):
        return None


class NightRestore(QObject):
    """Keeps what is on for the running night of ``context()`` and brings it back.

    ``big_screen``: whether the big screen is open now; ``open_big_screen`` opens it on the
    Night screen's night."""

    def __init__(
        self,
        context: Callable[[], LeagueContext | None],
        phones: PhonesPublisher,
        big_screen: Callable[[], bool],
        open_big_screen: Callable[[], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._context = context
        self._noted: tuple[str, str, int] | None = None  # the night kept last
        self._phones = phones
        self._big_screen = big_screen
        self._open_big_screen = open_big_screen
        self._resuming = False
        # Switched off it is not noted: the app switches the page off as it quits too.
        phones.switched.connect(lambda on: self.note() if on else None)
        phones.turned_off.connect(lambda: self.note())

    def _night(self) -> NightOn | None:
        """The running night of the league open now, nothing on yet."""
        context = self._context()
        if context is None or not context.season:
            return None
        number = running_event(context)
        if number is None:
            return None
        return NightOn(str(context.service.path), context.season, number)

    def big_screen_switched(self, shown: bool) -> None:
        """The big screen opened, or the director closed it (it is still visible as its
        window closes)."""
        self.note(big_screen=shown)

    def note(self, *_args, big_screen: bool | None = None) -> None:
        """Keep what is on now for the night running now (the page was switched on or off,
        the big screen opened or closed, a night started)."""
        night = self._night()
        if night is None or self._resuming:
            return
        server = self._phones.server
        if server is not None:
            night = dataclasses.replace(
                night, address=server.host, port=server.port, token=server.token
            )
        shown = self._big_screen() if big_screen is None else big_screen
        night = dataclasses.replace(night, big_screen=shown)
        settings.remember_night_on(json.dumps(dataclasses.asdict(night)))
        self._noted = (night.league, night.season, night.number)

    def note_if_new(self, *_args) -> None:
        """A change of the league: a night that started is kept with what is on for it
        (nothing is written for every other action of the night)."""
        night = self._night()
        if night is None:
            return
        key = (night.league, night.season, night.number)
        if key == self._noted:
            return  # kept already: the settings are not read again after every action
        kept = read_night_on()
        if kept is None or (kept.league, kept.season, kept.number) != key:
            self.note()
        self._noted = key

    def resume(self) -> str | None:
        """After the league opened: bring back what was on for its running night. The
        reason the page could not come back, if it could not (its port taken meanwhile)."""
        night, kept = self._night(), read_night_on()
        if night is None or kept is None:
            return None
        if (kept.league, kept.season, kept.number) != (night.league, night.season, night.number):
            return None
        problem = None
        self._resuming = True
        try:
            if kept.phones:
                problem = self._phones.start(kept.address, kept.port, token=kept.token)
            if kept.big_screen:
                self._open_big_screen()
        finally:
            self._resuming = False
        return problem
