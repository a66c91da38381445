"""The live night of one open league: one model every night screen listens to.

The session owns the night service, the night as it now stands (read once after each
action, from the state that action produced) and the facts worked out of it: the
names shown, who carries the bounty. ``night_changed(data)`` tells the Night screen, its
clock strip, the big screen and the seating view; none of them reads the night again.
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QObject, Signal

from leaguemgr.domain.records import Player
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.night_data import NightData, bounty_target, read_night


class NightSession(QObject):
    """``night_changed`` carries the :class:`NightData` shown now (``None``: no night)."""

    night_changed = Signal(object)  # NightData | None

    def __init__(self, context: LeagueContext, parent: QObject | None = None):
        super().__init__(parent)
        self.context = context
        # A night read again whole (another program wrote) is shown whole, after the read.
        self.nights = NightService(context.service, read_again=context.read_again_later)
        self.data: NightData | None = None
        self.names = Names(())
        self._players: tuple[Player, ...] = ()
        self._bounty: dict[tuple[str, int], tuple[tuple[object, ...], str | None]] = {}

    def read(self, season: str, number: int | None) -> NightData | None:
        """The running night of event ``number`` of ``season`` as it stands now (``None``
        when there is none), kept as :attr:`data`; :meth:`announce` tells the screens."""
        players = self.context.service.league.players
        if players is not self._players:  # the same tuple while the roster is unchanged
            self._players, self.names = players, Names(players)
            self.data = None  # the names shown in the log change too
        data = None
        if number is not None:
            data = read_night(self.nights, season, number, self.data)
        if data is not None:
            data = dataclasses.replace(data, bounty_target=self._bounty_target(data))
        self.data = data
        return data

    def announce(self) -> None:
        self.night_changed.emit(self.data)

    def players(self) -> tuple[Player, ...]:
        """The roster the names were made from."""
        return self._players

    def _bounty_target(self, data: NightData) -> str | None:
        """Worked out again only when the season's rules or an event before this one
        changed (the bounty is on last month's winner, if the rules have a bounty)."""
        key = (data.season, data.number)
        season = self.context.service.season(data.season)
        before = (season.rules, *(e for e in season.events if e.number < data.number))
        cached = self._bounty.get(key)
        if (
            cached is None
            or len(cached[0]) != len(before)
            or any(a is not b for a, b in zip(cached[0], before, strict=True))
        ):
            cached = (before, bounty_target(self.nights, data.season, data.event))
            self._bounty[key] = cached
        return cached[1]
