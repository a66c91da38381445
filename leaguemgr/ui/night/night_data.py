"""What the Night screen shows of one event, read from the night service in one go."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.night.facts import Bounty, bounty_now
from leaguemgr.domain.night.state import NightState, at_time
from leaguemgr.domain.records import (
    Event,
    EventKind,
    EventState,
    KnockoutKind,
    KnockoutRules,
    event_knockout,
    event_state,
)
from leaguemgr.services.big_screen import carried_bounty
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status


@dataclass(frozen=True)
class NightData:
    season: str
    number: int
    event: Event
    night: NightState
    status: dict[str, Any]
    grown_by_one: bool = False
    """The log is the one shown before plus one action (the screen adds, not rebuilds)."""
    bounty_target: str | None = None
    """Who carries the bounty into this night (the season's rules and earlier events say)."""
    knockout: KnockoutRules | None = None
    """The night's knockout bounties (SPEC 9); ``None``: none."""

    @property
    def bounty(self) -> Bounty | None:
        """The bounty as the night stands (won once a hitman busted the target)."""
        return bounty_now(self.night, self.bounty_target)

    @property
    def heads(self) -> dict[str, Decimal] | None:
        """Each head in play as the status writes it, by player, with progressive bounties
        (a fixed head is the same for everyone: not worth a column); ``None`` otherwise."""
        if self.knockout is None or self.knockout.kind is not KnockoutKind.PROGRESSIVE:
            return None
        return {head["player"]: Decimal(head["amount"]) for head in self.status.get("heads", ())}

    @property
    def log(self) -> tuple[Action, ...]:
        return self.event.night


def running_numbers(nights: NightService, season: str) -> list[int]:
    """The season's events being played now."""
    events = nights.service.season(season).events
    return [e.number for e in events if event_state(e) is EventState.RUNNING]


def next_number(nights: NightService, season: str) -> int:
    """The event a new night starts: the first planned regular one, else a new number."""
    events = nights.service.season(season).events
    for event in events:
        if event_state(event) is EventState.PLANNED and event.kind is EventKind.REGULAR:
            return event.number
    return max((e.number for e in events), default=0) + 1


def read_night(
    nights: NightService, season: str, number: int, before: NightData | None = None
) -> NightData | None:
    """The running night of event ``number``; ``None`` if it is not running (any more).

    The night is the one the service's last action produced (no replay of the log after
    an action); ``before`` is what was read last time, to tell a log grown by one action
    (the screen then adds a line to the log shown, not rebuilds it).
    """
    try:
        event = nights.event(season, number)
    except ValueError:
        return None
    if event_state(event) is not EventState.RUNNING:
        return None
    log = event.night
    grown = False
    if before is not None and (before.season, before.number) == (season, number):
        old = before.log
        grown = len(log) == len(old) + 1 and log[:-1] == old
        night = before.night if log == old else nights.night_of(season, number, event)
    else:
        night = nights.night_of(season, number, event)
    # The night as the clock has it now, not as at its last action: the level, the rebuy
    # offer and late registration follow a clock that ran into another level meanwhile.
    night = at_time(night, nights.now())
    status = night_status(nights, season, number, night)
    knockout = event_knockout(event, nights.service.season(season).rules)
    return NightData(season, number, event, night, status, grown, knockout=knockout)


def bounty_target(nights: NightService, season: str, event: Event) -> str | None:
    """Who carries the bounty into this event (AZ: last month's winner), if the season has one."""
    return carried_bounty(nights.service, season, event)
