"""The season report as the JSON document of league-file.md (a stable contract)."""

from __future__ import annotations

import json
from typing import Any

from leaguemgr.domain.money import format_money
from leaguemgr.domain.results import (
    EventResult,
    KnockoutPaid,
    LedgerSummary,
    Payout,
    SeasonReport,
    StandingRow,
)
from leaguemgr.services.atomic_write import ExportError


def report_json_text(report: SeasonReport) -> str:
    """The report as JSON text (indented, UTF-8 as it is). Raises :class:`ExportError` if a
    number in it is not finite: JSON has no NaN or Infinity, and a reader would choke."""
    try:
        return json.dumps(report_document(report), indent=2, ensure_ascii=False, allow_nan=False)
    except ValueError:
        raise ExportError(
            f"the report of season {report.season} holds a number that is not finite "
            "(infinite or undefined points); check the points formula"
        ) from None


def _standing(row: StandingRow) -> dict[str, Any]:
    document: dict[str, Any] = {
        "rank": row.rank,
        "player": row.player,
        "points": row.points,
        "events_played": row.events_played,
        "wins": row.wins,
        "penalties": row.penalties,
        # A whole number unless the season credits half knockouts (league-file.md).
        "knockouts": int(row.knockouts) if row.knockouts == int(row.knockouts) else row.knockouts,
    }
    if row.best_points is not None:  # the season counts only the best N results
        document["best_points"] = row.best_points
    return document


def report_document(report: SeasonReport) -> dict[str, Any]:
    """The report's JSON shape: money as two-decimal strings, points as numbers."""
    champ = report.championship
    document = {
        "season": report.season,
        "events": [_event(event) for event in report.events],
        "standings": [_standing(row) for row in report.standings],
        "funds": {fund: format_money(amount) for fund, amount in report.funds},
        "bounty_pot_end": format_money(report.bounty_pot_end),
        "dealer_credits": {
            row.player: {
                "units": row.units,
                "free_entries_earned": row.free_entries_earned,
                "free_entries_used": row.free_entries_used,
                "free_entries_available": row.free_entries_available,
            }
            for row in report.dealer_credits
        },
        "season_prizes": [
            {"player": award.player, "amount": format_money(award.amount)}
            for award in report.season_prizes
        ],
        "championship": None if champ is None else _championship(champ),
    }
    if report.ledger is not None:
        document["ledger"] = ledger_section(report.ledger)
    if report.next_events:
        document["next_events"] = [
            {
                "number": state.number,
                "seats": state.seats,
                "going": list(state.going),
                "waitlist": list(state.waitlist),
                "declined": list(state.declined),
                "maybe": list(state.maybe),
                "late_cancels": list(state.late_cancels),
            }
            for state in report.next_events
        ]
    return document


def ledger_section(ledger: LedgerSummary) -> dict[str, Any]:
    """The report's ``ledger`` section (SPEC 7)."""
    return {
        "balances": [
            {"player": player, "owes": format_money(owes)} for player, owes in ledger.balances
        ],
        "dues_unpaid": list(ledger.dues_unpaid),
        "receivable": format_money(ledger.receivable),
        "payable": format_money(ledger.payable),
    }


def _payout(payout: Payout) -> dict[str, Any]:
    return {"player": payout.player, "finish": payout.finish, "amount": format_money(payout.amount)}


def _event(event: EventResult) -> dict[str, Any]:
    money = event.money
    set_asides: dict[str, str] = {}
    for fund in dict(money.set_asides):
        set_asides[fund] = format_money(money.set_aside(fund))
    bounty = event.bounty
    return {
        "number": event.number,
        "entries": money.entries,
        "gross": format_money(money.gross),
        "set_asides": set_asides,
        "added": format_money(money.added),
        "pool": format_money(money.pool),
        "comped": format_money(money.comped),
        "payouts": [_payout(payout) for payout in event.payouts],
        "points": dict(event.points),
        "bounty": None
        if bounty is None
        else {"target": bounty.target, "pot": format_money(bounty.pot), "winner": bounty.winner},
        "knockouts": _knockouts(event.bounties),
    }


def _knockouts(paid: KnockoutPaid | None) -> dict[str, Any] | None:
    """The event's knockout bounties (SPEC 9): K and who collected what."""
    if paid is None:
        return None
    return {
        "money": format_money(paid.money),
        "paid": [
            {"player": player, "amount": format_money(amount)} for player, amount in paid.paid
        ],
    }


def _championship(champ) -> dict[str, Any]:
    document: dict[str, Any] = {
        "field": [
            {
                "player": seat.player,
                "via": seat.via,
                "fee": format_money(seat.fee),
                "bonus_chips": seat.bonus_chips,
            }
            for seat in champ.field
        ],
        "makeup_offers": [
            {"player": offer.player, "missed": offer.missed, "fee": format_money(offer.fee)}
            for offer in champ.makeup_offers
        ],
        "makeups_no_longer_offered": [late.player for late in champ.makeups_no_longer_offered],
        "ties_at_cut": list(champ.ties_at_cut),
        "pool": format_money(champ.pool),
        "payouts": [
            {"place": payout.place, "amount": format_money(payout.amount)}
            for payout in champ.payouts
        ],
    }
    if champ.results is not None:
        document["results"] = [_payout(result) for result in champ.results]
    return document
