"""When the league owes the season's prizes (SPEC 7): a season prize once the season has
earned it, a championship payout once the championship is closed.

Mid-season the standings still move, so a season prize worked out then is only what the
player may expect at the season's end: it is in no balance and no total. It becomes owed
when the last regular event is closed (the season's ``events_planned`` reached) or when the
organizer marks the regular season complete, whichever came first, and is dated that day.
"First" is by the ledger lines recorded before each (``Event.closed_at_line``,
``Season.completed_at_line``) where both are known, else by date.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.records import EventKind, EventState, Season, event_state
from leaguemgr.domain.results import SeasonReport

SEASON_PRIZE = "season prize"
CHAMPIONSHIP_PRIZE = "championship prize"


@dataclass(frozen=True, slots=True)
class Earned:
    """When a prize became owed: ``date`` (ISO, "" for an undated night) and the night whose
    close earned it, or ``None``: the organizer marked the regular season complete."""

    date: str
    event: int | None


@dataclass(frozen=True, slots=True)
class Prize:
    """A season prize or championship payout: ``earned`` is ``None`` while it is expected."""

    player: str
    amount: Decimal
    note: str
    earned: Earned | None


def season_earned(season: Season) -> Earned | None:
    """When the season earned its prizes, or ``None``: not yet (see the module's docstring)."""
    by_night = None
    planned = season.rules.events_planned
    closed = sorted(
        (
            e
            for e in season.events
            if e.kind is EventKind.REGULAR and event_state(e) is EventState.CLOSED
        ),
        key=lambda e: e.number,
    )
    if planned is not None and len(closed) >= planned:
        night = closed[planned - 1]
        by_night = Earned(night.date or "", night.number)
    if not season.complete:
        return by_night
    marked = season.completed_on
    if marked is None:
        # Marked in a league file, which keeps no day: the last night closed is the day.
        if by_night is not None:
            return by_night
        return Earned(closed[-1].date or "", closed[-1].number) if closed else Earned("", None)
    if by_night is not None and _night_first(season, by_night, marked):
        return by_night
    return Earned(marked, None)


def _night_first(season: Season, by_night: Earned, marked: str) -> bool:
    """Whether the night that completed the season closed before it was marked complete."""
    night = next(e for e in season.events if e.number == by_night.event)
    night_at, marked_at = night.closed_at_line, season.completed_at_line
    if night_at is not None and marked_at is not None and night_at != marked_at:
        return night_at < marked_at
    return by_night.date <= marked


def championship_earned(season: Season) -> Earned | None:
    """The closed championship event's day, or ``None`` while it is not closed."""
    for event in season.events:
        if event.kind is EventKind.CHAMPIONSHIP and event_state(event) is EventState.CLOSED:
            return Earned(event.date or "", event.number)
    return None


def season_prizes_of(season: Season, report: SeasonReport) -> tuple[Prize, ...]:
    """The report's season prizes and championship payouts, each owed or expected."""
    earned = season_earned(season)
    prizes = [
        Prize(award.player, award.amount, SEASON_PRIZE, earned)
        for award in report.season_prizes
        if award.amount
    ]
    championship = report.championship
    if championship is not None and championship.results:
        when = championship_earned(season)
        prizes += [
            Prize(payout.player, payout.amount, CHAMPIONSHIP_PRIZE, when)
            for payout in championship.results
            if payout.amount
        ]
    return tuple(prizes)
