"""The night's cash-out (SPEC 7): one service for the app's close and ``leaguemgr live
close``. Shown before the night closes, settled as ledger lines in the close's own
transaction, printed, and kept as the closed night's cash sheet."""

from __future__ import annotations

import datetime
from collections.abc import Callable, Collection
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_out import (
    CashOutLine,
    Owed,
    cash_out,
    event_finishes,
    owed_of,
    settlement_lines,
)
from leaguemgr.domain.cash_sheet import closed_cash_out, closed_event
from leaguemgr.domain.ledger import entries_payments, player_money, unpaid_at
from leaguemgr.domain.ledger_index import index_of
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.night.play import replay
from leaguemgr.domain.records import Event, League, LedgerLine
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.language.texts import _
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.services.season_reports import with_event
from leaguemgr.storage.errors import ChangedMeanwhile


@dataclass(frozen=True, slots=True)
class NightCashOut:
    season: str
    event: Event
    result: EventResult
    lines: tuple[CashOutLine, ...]
    no_net: frozenset[str] = frozenset()
    """The players whose debt the organizer left standing."""

    def settlement(self, today: datetime.date | None = None) -> list[LedgerLine]:
        """The ledger lines that record what the winnings paid of each debt netted."""
        date = self.event.date or (today or datetime.date.today()).isoformat()
        return settlement_lines(self.lines, date, self.event.number)

    def text(self, name: Callable[[str], str], money: Callable[[Decimal], str]) -> str:
        """ "Cash-out:" and a line a player, then what the close records (app and CLI)."""
        lines = [
            _("Cash-out:"),
            *(f"  {line.text(name(line.player), money)}" for line in self.lines),
        ]
        if not self.lines:
            lines.append("  " + _("nobody is handed anything"))
        settled = self.settlement()
        if settled:
            total = sum((line.amount for line in settled), ZERO)
            lines.append(
                _("Closing records {amount} paid from the winnings.").format(amount=money(total))
            )
        return "\n".join(lines)


def _result_of(report: SeasonReport, number: int) -> EventResult:
    return next(r for r in report.events if r.number == number)


def owed_now(league: League, report: SeasonReport, season: str) -> dict[str, Owed]:
    """What every player owes the league in ``league`` (its events closed as they are)."""
    record = league.season(season)
    players = {player.id: player for player in league.players}
    paid_entries = entries_payments(record.ledger)
    index = index_of(record.ledger)
    return {
        player: owed_of(money, paid_entries.get(player, ZERO), index.dues_paid(player))
        for player, money in player_money(record, report, players).items()
    }


def closing_cash_out(
    service: LeagueService, nights, season: str, number: int, no_net: Collection[str] = ()
) -> NightCashOut:
    """The cash-out of a running night as closing it now would pay it (nothing is saved):
    each player's winnings less everything they owe with tonight's entries in it; the
    players in ``no_net`` keep their debt and are handed their winnings whole."""
    running = service.event(season, number)
    closed = nights.closing(season, number)
    dealt = [player for player, _ in replay(running.night).deal] if running else []
    league = with_event(service.league, season, closed)
    report = compute_season_report(league, season)
    owed = owed_now(league, report, season)
    unpaid = unpaid_at(closed, league.season(season))
    standing = frozenset(no_net)
    finishes = event_finishes(closed)
    lines = cash_out(_result_of(report, number), owed, unpaid, dealt, standing, finishes)
    return NightCashOut(season, closed, _result_of(report, number), tuple(lines), standing)


def close_night(
    service: LeagueService, nights, season: str, number: int, no_net: Collection[str] = ()
) -> tuple[Change, NightCashOut]:
    """Close the night and record what its cash-out netted, in one transaction; returns
    what changed and the cash-out handed over."""
    cash = closing_cash_out(service, nights, season, number, no_net)
    return nights.close(season, number, ledger=cash.settlement()), cash


def close_and_settle(
    service: LeagueService, nights, season: str, number: int, cash: NightCashOut
) -> Change:
    """Close the night as ``cash`` (shown to the organizer) says, settling what it nets.

    Refused (nothing saved) when the cash-out is no longer what was shown: another program
    changed the night or the ledger meanwhile (a payment recorded while the question was
    open), and settling the old figures would net a debt twice."""
    now = closing_cash_out(service, nights, season, number, cash.no_net)
    if now.settlement() != cash.settlement() or _winnings(now) != _winnings(cash):
        raise ChangedMeanwhile(
            f"the cash-out of event {number} changed after it was shown (another program "
            "changed the night or the ledger meanwhile); nothing was saved: close the night "
            "again to see it as it is now"
        )
    return nights.close(season, number, ledger=cash.settlement())


def _winnings(cash: NightCashOut) -> list[tuple[str, Decimal]]:
    return [(line.player, line.won) for line in cash.lines if line.won]


def event_cash_out(league: League, report: SeasonReport, season: str, number: int) -> NightCashOut:
    """The cash-out of a closed event as it was handed over (the night's cash sheet)."""
    event, result = closed_event(league, report, season, number)
    lines = closed_cash_out(league, report, season, number)
    return NightCashOut(season, event, result, tuple(lines))
