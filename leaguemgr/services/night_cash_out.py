"""The night's cash-out (issue 23 item 13): shown when the night closes, settled as ledger
lines on Enter, printed and exported as the night's cash sheet."""

from __future__ import annotations

import datetime
from dataclasses import dataclass

from leaguemgr.domain.cash_out import CashOutLine, cash_out, settlement_lines
from leaguemgr.domain.ledger import unpaid_at
from leaguemgr.domain.night.play import replay
from leaguemgr.domain.records import Event, League
from leaguemgr.domain.results import EventResult
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.services.season_reports import with_event


@dataclass(frozen=True, slots=True)
class NightCashOut:
    season: str
    event: Event
    result: EventResult
    lines: tuple[CashOutLine, ...]

    def settlement(self, today: datetime.date | None = None):
        """The ledger lines that record what the prizes paid of the unpaid entries."""
        date = self.event.date or (today or datetime.date.today()).isoformat()
        return settlement_lines(self.lines, date, self.event.number)


def _result_of(league: League, season: str, event: Event) -> EventResult:
    report = compute_season_report(with_event(league, season, event), season)
    return next(r for r in report.events if r.number == event.number)


def closing_cash_out(service: LeagueService, nights, season: str, number: int) -> NightCashOut:
    """The cash-out of a running night as closing it now would pay it (nothing is saved)."""
    running = service.event(season, number)
    closed = nights.closing(season, number)
    dealt = [player for player, _ in replay(running.night).deal] if running else []
    league = service.league
    result = _result_of(league, season, closed)
    unpaid = unpaid_at(closed, league.season(season))
    return NightCashOut(season, closed, result, tuple(cash_out(result, unpaid, dealt)))


def event_cash_out(league: League, report, season: str, number: int) -> NightCashOut:
    """The cash-out of a closed event, from its season's report (the night's cash sheet)."""
    event = next((e for e in league.season(season).events if e.number == number), None)
    result = next((r for r in report.events if r.number == number), None)
    if event is None or result is None:
        raise ValueError(f"season {season} has no regular event {number} with a result")
    unpaid = unpaid_at(event, league.season(season))
    return NightCashOut(season, event, result, tuple(cash_out(result, unpaid)))


def close_and_settle(
    service: LeagueService, nights, season: str, number: int, cash: NightCashOut
) -> Change:
    """Close the night, then record what the prizes paid of the unpaid entries."""
    change = nights.close(season, number)
    settled = cash.settlement()
    if settled:
        lines = service.record_ledger_lines(season, settled)
        change = Change(change.parts | lines.parts, season)
    return change
