"""Absent players (SPEC 4.2, FNC "Absent/late players", AZ "Late players", "Players leaving"):
what the director is due to do about each of them now.

The app never acts on its own: when a rule's moment has come it offers the action (the
director sees that the player is still not there) and the director takes it.
"""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.domain.night.state import NightState

REMOVE = "remove"
"""An absent unpaid player who never came: their chips come off the table now."""
FORFEIT = "forfeit"
"""An absent player away long enough: forfeit them once their chips are blinded off."""


@dataclass(frozen=True, slots=True)
class AbsentPlayer:
    player: str
    paid: bool
    came: bool
    """Whether they played tonight before they left (False: not there yet)."""
    level: int
    """The level they were absent from."""
    since: float | None
    """When they were first absent, in seconds since the epoch (None: not known)."""
    minutes: int | None
    """How long they have been away, in whole minutes (None: not known)."""
    due: str | None
    """:data:`REMOVE`, :data:`FORFEIT`, or ``None`` (nothing is due yet)."""


def absent_players(state: NightState) -> list[AbsentPlayer]:
    """The players absent now, in arrival order, each with what is due, read at the
    state's level and time (bring the state to the time now first, ``at_time``)."""
    result = []
    for arrival in state.arrivals:
        absence = state.absent.get(arrival.player)
        if absence is None:
            continue
        minutes = None
        if absence.at is not None and state.at is not None:
            minutes = max(0, int(state.at - absence.at) // 60)
        result.append(
            AbsentPlayer(
                player=arrival.player,
                paid=arrival.paid,
                came=absence.came,
                level=absence.level,
                since=absence.at,
                minutes=minutes,
                due=_due(state, arrival.paid, absence.came, minutes),
            )
        )
    return result


def _due(state: NightState, paid: bool, came: bool, minutes: int | None) -> str | None:
    rules = state.rules
    if not paid and not came:
        at_level = rules.absent_chips_removed_at_level
        return REMOVE if at_level is not None and state.level >= at_level else None
    limit = rules.forfeit_after_minutes
    if limit is not None and minutes is not None and minutes >= limit:
        return FORFEIT
    return None
