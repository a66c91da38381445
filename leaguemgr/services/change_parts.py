"""The parts of the league a :class:`~leaguemgr.services.league_service.Change` names: one
vocabulary for the services that report a change and the screens that follow it."""

from __future__ import annotations

from enum import StrEnum


class Part(StrEnum):
    """A part of the league a call changed (equal to its plain name, as stored in a
    ``Change``'s parts)."""

    LEAGUE = "league"
    """The league's own settings: its name, currency, structure."""
    PLAYERS = "players"
    SEASONS = "seasons"
    """Seasons added, renamed or deleted."""
    RULES = "rules"
    EVENTS = "events"
    CHAMPIONSHIP = "championship"
    LEDGER = "ledger"
    """Lines of a season's ledger (SPEC 7): balances and the cash box."""
    NIGHT = "night"
    """An action within a running night: nothing else shows it until the night closes."""


RESULTS = frozenset(
    {Part.LEAGUE, Part.PLAYERS, Part.EVENTS, Part.RULES, Part.CHAMPIONSHIP, Part.SEASONS}
)
"""What the standings, the players' pages and the championship are worked out of."""
