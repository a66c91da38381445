"""A closed night's cash-out as it was handed over (the night's cash sheet, SPEC 7): what
each player owed at the close and what the close netted, read back from the ledger, so the
sheet printed a week later says what the close said."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain.cash_out import CashOutLine, Owed, cash_out, event_finishes, is_settlement
from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.entries import counts
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.ledger import unpaid_at
from leaguemgr.domain.ledger_statement import balances_at_close
from leaguemgr.domain.money import ZERO, cents
from leaguemgr.domain.payouts import NoPayoutRow, percents_for, split_by_finish
from leaguemgr.domain.records import Event, League, SeasonRules
from leaguemgr.domain.results import EventResult, SeasonReport


def closed_event(
    league: League, report: SeasonReport, season: str, number: int
) -> tuple[Event, EventResult]:
    """The event and its result; ``ValueError`` when the season has no such night played."""
    event = next((e for e in league.season(season).events if e.number == number), None)
    result = next((r for r in report.events if r.number == number), None)
    if event is None or result is None:
        raise ValueError(f"season {season} has no regular event {number} with a result")
    return event, result


def closed_cash_out(
    league: League, report: SeasonReport, season: str, number: int
) -> list[CashOutLine]:
    """The cash-out of closed event ``number``, as its close recorded it."""
    record = league.season(season)
    event, result = closed_event(league, report, season, number)
    players = {player.id: player for player in league.players}
    owes = balances_at_close(record, report, players, number)
    netted: dict[str, Decimal] = {}
    for line in record.ledger:
        if is_settlement(line, number):
            netted[line.player] = netted.get(line.player, ZERO) + line.amount
    owed = {player: Owed(other=amount) for player, amount in owes.items()}
    dealt = _dealt(event, result, rules_at(event, record.rules))
    finishes = event_finishes(event)
    lines = cash_out(result, owed, unpaid_at(event, record), dealt, finishes=finishes)
    return [_as_recorded(line, netted.get(line.player, ZERO)) for line in lines]


def _dealt(event: Event, result: EventResult, rules: SeasonRules) -> set[str]:
    """The players a deal paid: the places down to the last one paid other than the payout
    table pays it (a night's payouts are kept only when a deal or a typed amount changed
    them)."""
    if event.payouts is None or (event.source or "").startswith("td3:"):
        return set()
    if is_cash_out(event, rules):
        return set()  # every player's chips were cashed out: no deal (SPEC 8)
    entries = [entry for entry in event.entries if counts(entry) and entry.finish is not None]
    try:
        percents = percents_for(rules.payout_table, result.money.entries)
    except NoPayoutRow:
        return set()
    finishes = [entry.finish for entry in entries]
    amounts = split_by_finish(result.money.pool, percents, finishes, rules.rounding_unit)
    table = {entry.player: amount for entry, amount in zip(entries, amounts, strict=True)}
    finish = {entry.player: entry.finish for entry in entries}
    moved = [finish.get(p, 0) for p, amount in event.payouts if amount != table.get(p, ZERO)]
    # The players left at a deal finish 1..k: one of them may get the table's amount too.
    last = max(moved, default=0)
    return {player for player, _ in event.payouts if 0 < finish.get(player, 0) <= last}


def _as_recorded(line: CashOutLine, netted: Decimal) -> CashOutLine:
    """``line`` as the close settled it: what it netted, the rest of a debt left standing."""
    standing = line.owes > 0 and line.won > 0 and netted == 0
    return replace(line, recorded=cents(netted), standing=standing)
