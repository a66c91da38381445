"""What a player's personal page shows (SPEC 10), built from the league: their line in the
standings, their nights, their balance (SPEC 7) and each next night with its answers.

Immutable and plain (names and texts, no records): the web page only lays it out.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.records import EntryStatus, Player, RsvpAnswer
from leaguemgr.domain.rsvp import late
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.rsvp_service import local_now, next_nights


@dataclass(frozen=True, slots=True)
class StandingLine:
    rank: int
    points: str
    events: int
    wins: int


@dataclass(frozen=True, slots=True)
class NightLine:
    number: int
    date: str
    finish: str
    points: str
    prize: Decimal
    bounties: Decimal | None = None
    """Knockout bounties collected that night (SPEC 9); ``None``: the night paid none."""


@dataclass(frozen=True, slots=True)
class NextNightView:
    number: int
    title: str
    seats: int | None
    going: tuple[str, ...]
    waitlist: tuple[str, ...]
    answer: RsvpAnswer | None
    place: int | None
    """Their place on the waitlist (1: next in)."""
    going_self: bool
    rsvp_by: str | None
    past_deadline: bool


@dataclass(frozen=True, slots=True)
class PlayerView:
    league: str
    currency: str
    season: str | None
    player: str
    name: str
    standing: StandingLine | None
    nights: tuple[NightLine, ...]
    owes: Decimal
    """Positive: owes the league; negative: the league owes them."""
    next_nights: tuple[NextNightView, ...]


def _points(value: float) -> str:
    return f"{value:g}" if value == int(value) else f"{value:.2f}"


def player_view(service: LeagueService, player: Player) -> PlayerView:
    """The page of ``player`` as the league stands now."""
    league = service.league
    names = {p.id: p.name for p in league.players}
    seasons = service.season_names()
    if not seasons:
        return PlayerView(league.name, league.currency, None, player.id, player.name, None,
                          (), Decimal(0), ())  # fmt: skip
    season = seasons[-1]
    report = service.report(season)
    row = next((r for r in report.standings if r.player == player.id), None)
    standing = None
    if row is not None:
        standing = StandingLine(row.rank, _points(row.points), row.events_played, row.wins)
    results = {result.number: result for result in report.events}
    nights = []
    for event in league.season(season).events:
        entry = next((e for e in event.entries if e.player == player.id), None)
        result = results.get(event.number)
        if entry is None or result is None:
            continue
        points = dict(result.points).get(player.id, 0.0)
        finish = str(entry.finish) if entry.finish is not None else entry.status.value
        if entry.status is not EntryStatus.PLAYED:
            finish = entry.status.value.replace("_", " ")
        bounties = None
        if result.bounties is not None:
            bounties = dict(result.bounties.paid).get(player.id, Decimal(0))
        nights.append(NightLine(event.number, event.date or "", finish, _points(points),
                                result.prize_of(player.id), bounties))  # fmt: skip
    owes = Decimal(0)
    if report.ledger is not None:
        owes = dict(report.ledger.balances).get(player.id, Decimal(0))
    now = local_now(league.time_zone)
    upcoming = []
    for night in next_nights(service, season):
        event, state = night.event, night.state
        title = f"Event {event.number}" + (f", {event.date}" if event.date else "")
        upcoming.append(
            NextNightView(
                number=event.number,
                title=title,
                seats=event.seats,
                going=tuple(names.get(p, p) for p in state.going),
                waitlist=tuple(names.get(p, p) for p in state.waitlist),
                answer=state.answer_of(player.id),
                place=state.place_on_waitlist(player.id),
                going_self=player.id in state.going,
                rsvp_by=event.rsvp_by,
                past_deadline=late(now, event.rsvp_by),
            )
        )
    return PlayerView(league.name, league.currency, season, player.id, player.name, standing,
                      tuple(nights), owes, tuple(upcoming))  # fmt: skip
