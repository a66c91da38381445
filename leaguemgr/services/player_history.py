"""One player's season as the organizer reads it on the player's page.

A pure function over the league and its season report: the GUI shows these figures and never
works them out itself, so the page always agrees with ``leaguemgr report``.
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.entries import counts
from leaguemgr.domain.event_money import entry_buyin
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.records import (
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    Season,
    event_terms,
)
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.language.texts import _
from leaguemgr.services.season_progress import season_progress


@dataclass(frozen=True, slots=True)
class EventLine:
    """The player's part in one event of the season (regular or the championship)."""

    number: int
    title: str
    kind: EventKind
    entered: bool
    """False when the player only dealt at this event."""
    status: EntryStatus
    finish: int | None
    points: float
    """Event points plus any late-cancellation penalty (0 for the championship)."""
    money_in: Decimal
    prize: Decimal
    bounty_won: Decimal
    knockouts: int
    free_entry: bool
    dealt: DealerGame | None
    knockout_bounties: Decimal = ZERO
    """Knockout bounties collected at the event (SPEC 9), handed over with the prize."""


@dataclass(frozen=True, slots=True)
class PlayerHistory:
    """Totals and per-event lines of one player in one season."""

    player: str
    name: str
    events: tuple[EventLine, ...]
    events_played: int
    wins: int
    points: float
    """Season points as ranked in the standings (after the no-show policy)."""
    rank: int | None
    money_in: Decimal
    prizes: Decimal
    bounties_won: Decimal
    bounty_count: int
    season_prize: Decimal
    money_out: Decimal
    """Prizes, bounties, knockout bounties and the season prize once the season is over
    (none before)."""
    knockouts: int
    full_games_dealt: int
    half_games_dealt: int
    free_entries_used: int
    free_entries_earned: int
    free_entries_available: int
    dealer_units: int
    season_prize_provisional: bool = False
    """The season is not over: ``season_prize`` is what the standings would pay now."""
    knockout_bounties: Decimal = ZERO
    """Knockout bounties collected over the season (SPEC 9), in ``money_out`` too."""

    @property
    def net(self) -> Decimal:
        """Money out minus money in: what the season was worth to the player."""
        return self.money_out - self.money_in


def player_history(league: League, report: SeasonReport, player_id: str) -> PlayerHistory:
    """Every event of the season the player entered or dealt, with money, points and credits."""
    season = league.season(report.season)
    results = {result.number: result for result in report.events}
    lines: list[EventLine] = []
    for event in sorted(season.events, key=lambda e: e.number):
        entry = next((e for e in event.entries if e.player == player_id), None)
        dealt = next((d.game for d in event.dealers if d.player == player_id), None)
        if entry is None and dealt is None:
            continue
        if event.kind is EventKind.CHAMPIONSHIP:
            line = _championship_line(season, report, event, entry, player_id, dealt)
        else:
            line = _regular_line(season, results.get(event.number), event, entry, player_id, dealt)
        if line is not None:
            lines.append(line)

    standing = next((row for row in report.standings if row.player == player_id), None)
    season_prize = _sum(a.amount for a in report.season_prizes if a.player == player_id)
    final = season_progress(league, report).over
    credits = next((row for row in report.dealer_credits if row.player == player_id), None)
    money_in = _sum(line.money_in for line in lines)
    prizes = _sum(line.prize for line in lines)
    bounties = _sum(line.bounty_won for line in lines)
    knockout_bounties = _sum(line.knockout_bounties for line in lines)
    names = {player.id: player.name for player in league.players}
    return PlayerHistory(
        player=player_id,
        name=names.get(player_id, player_id),
        events=tuple(lines),
        events_played=standing.events_played if standing else 0,
        wins=standing.wins if standing else 0,
        points=standing.points if standing else 0.0,
        rank=standing.rank if standing else None,
        money_in=money_in,
        prizes=prizes,
        bounties_won=bounties,
        bounty_count=sum(1 for line in lines if line.bounty_won),
        season_prize=season_prize,
        # A season prize before the season's end is not money paid out (yet).
        money_out=prizes + bounties + knockout_bounties + (season_prize if final else ZERO),
        season_prize_provisional=bool(season_prize) and not final,
        knockouts=sum(line.knockouts for line in lines),
        full_games_dealt=sum(1 for line in lines if line.dealt is DealerGame.FULL),
        half_games_dealt=sum(1 for line in lines if line.dealt is DealerGame.HALF),
        free_entries_used=sum(1 for line in lines if line.free_entry),
        free_entries_earned=credits.free_entries_earned if credits else 0,
        free_entries_available=credits.free_entries_available if credits else 0,
        dealer_units=credits.units if credits else 0,
        knockout_bounties=knockout_bounties,
    )


def _regular_line(
    season: Season,
    result: EventResult | None,
    event: Event,
    entry: Entry | None,
    player_id: str,
    dealt: DealerGame | None,
) -> EventLine:
    points = 0.0
    prize = bounty = collected = ZERO
    knockouts = 0
    if result is not None:
        if result.bounties is not None:
            collected = dict(result.bounties.paid).get(player_id, ZERO)
        points = sum(p for who, p in result.points if who == player_id)
        points += sum(p for who, p in result.penalties if who == player_id)
        prize = result.prize_of(player_id)
        if result.bounty is not None and result.bounty.winner == player_id:
            bounty = result.bounty.pot
        knockouts = sum(count for who, count in result.knockouts if who == player_id)
    return EventLine(
        number=event.number,
        title=event.name or _("Event {number}").format(number=event.number),
        kind=event.kind,
        entered=entry is not None,
        status=entry.status if entry else EntryStatus.PLAYED,
        finish=entry.finish if entry and counts(entry) else None,
        points=points,
        money_in=_paid(season, event, entry),
        prize=prize,
        bounty_won=bounty,
        knockouts=knockouts,
        free_entry=bool(entry and counts(entry) and entry.free_entry),
        dealt=dealt,
        knockout_bounties=collected,
    )


def _championship_line(
    season: Season,
    report: SeasonReport,
    event: Event,
    entry: Entry | None,
    player_id: str,
    dealt: DealerGame | None,
) -> EventLine | None:
    championship = report.championship
    rules = season.rules.championship
    if championship is None or rules is None:
        return None
    seat = next((s for s in championship.field if s.player == player_id), None)
    money_in = cents(seat.fee + rules.buyin) if seat else ZERO
    results = championship.results or ()
    prize = _sum(row.amount for row in results if row.player == player_id)
    knockouts = sum(e.busted_by.count(player_id) for e in event.entries)
    return EventLine(
        number=event.number,
        title=event.name or "Championship",
        kind=event.kind,
        entered=entry is not None,
        status=entry.status if entry else EntryStatus.PLAYED,
        finish=entry.finish if entry and counts(entry) else None,
        points=0.0,
        money_in=money_in,
        prize=prize,
        bounty_won=ZERO,
        knockouts=knockouts,
        free_entry=False,
        dealt=dealt,
    )


def _paid(season: Season, event: Event, entry: Entry | None) -> Decimal:
    """What the player put in at an event: buy-in (unless comped), rebuys and add-ons."""
    if entry is None or not counts(entry):
        return ZERO
    terms = event_terms(event, season.rules)
    buyin = ZERO if entry.free_entry else entry_buyin(entry, terms, event.pick_a_stack)
    extras = entry.rebuys * terms.rebuy_cost + entry.addons * terms.addon_cost
    return cents(buyin + extras)


def _sum(amounts: Iterable[Decimal]) -> Decimal:
    return sum(amounts, ZERO)
