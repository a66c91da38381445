"""What the TV by a link shows (``/tv/TOKEN``, SPEC 11): the app's big screen, as a page.

A :class:`TvScreen` rides on the phones' snapshot (made where the snapshot is: the app's GUI
thread, or ``leaguemgr phones``' loop) and holds the night as stored, not its figures: the
server's threads ask :meth:`TvScreen.figures` at the time of each request, and the figures
come from :func:`~leaguemgr.services.big_screen.big_screen_figures`, the function the app's
big screen window calls. So the level, the break and the rebuy period move on with the
clock between snapshots, and no figure is worked out twice.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from types import MappingProxyType
from typing import Any

from leaguemgr.domain.night.facts import NightResult
from leaguemgr.domain.night.state import NightState
from leaguemgr.domain.records import (
    Event,
    KnockoutKind,
    KnockoutRules,
    SeasonRules,
    event_knockout,
)
from leaguemgr.services.big_screen import BigScreenFigures, big_screen_figures, carried_bounty
from leaguemgr.services.league_service import LeagueService


@dataclass(frozen=True, slots=True)
class TvNight:
    """A running night as the big screen window reads it (its ``NightData``)."""

    number: int
    night: NightState
    status: Mapping[str, Any]
    rules: SeasonRules
    bounty_target: str | None
    heads: Mapping[str, Decimal] | None
    knockout: KnockoutRules | None


@dataclass(frozen=True, slots=True)
class TvScreen:
    league: str
    currency: str
    names: Mapping[str, str]
    """Player ids to the names shown."""
    night: TvNight | None = None
    result: NightResult | None = None
    """The last night's result once it is closed, while no night is running."""
    locale: str | None = None
    """The league's locale, in which the TV writes its money and chips."""

    def figures(self, now: float) -> BigScreenFigures | None:
        """The running night's figures at wall-clock ``now`` (``None``: no night running)."""
        night = self.night
        if night is None:
            return None
        return big_screen_figures(
            night.number,
            night.night,
            dict(night.status),
            night.rules,
            now,
            bounty_target=night.bounty_target,
            names=dict(self.names),
            heads=night.heads,
            knockout=night.knockout,
        )


def tv_screen(
    service: LeagueService,
    season: str,
    *,
    running: tuple[Event, NightState, Mapping[str, Any]] | None = None,
    result: NightResult | None = None,
) -> TvScreen:
    """The TV of ``season``: its ``running`` night (the event, its night as replayed and its
    ``night_status``), else the ``result`` of its last night played."""
    league = service.league
    names = MappingProxyType({player.id: player.name for player in league.players})
    screen = TvScreen(league.name, league.currency, names, result=result, locale=league.locale)
    if running is None:
        return screen
    event, night, status = running
    rules = service.season(season).rules
    knockout = event_knockout(event, rules)
    heads = None
    if knockout is not None and knockout.kind is KnockoutKind.PROGRESSIVE:
        # As the Night screen's data has them: each head in play, by player.
        heads = MappingProxyType(
            {head["player"]: Decimal(head["amount"]) for head in status.get("heads", ())}
        )
    tv_night = TvNight(
        event.number,
        night,
        MappingProxyType(dict(status)),
        rules,
        carried_bounty(service, season, event),
        heads,
        knockout,
    )
    return TvScreen(league.name, league.currency, names, night=tv_night, locale=league.locale)
