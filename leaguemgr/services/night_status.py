"""The status of a night as JSON (SPEC 4.4): who is in, where they sit, the money so far."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any

from leaguemgr.domain.clock.clock import ClockReading, clock_status
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.knockouts import Heads, paid_order
from leaguemgr.domain.money import format_money
from leaguemgr.domain.night.absence import absent_players
from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.night.closing import finishes
from leaguemgr.domain.night.facts import rebuys_open
from leaguemgr.domain.night.knockouts import night_heads
from leaguemgr.domain.night.seating import card
from leaguemgr.domain.night.state import NightState, at_time
from leaguemgr.domain.payouts import NoPayoutRow, payouts_by_place, percents_for
from leaguemgr.domain.records import (
    Event,
    EventState,
    SeasonRules,
    event_knockout,
    event_state,
    event_terms,
)
from leaguemgr.domain.results import EventMoney
from leaguemgr.services.night_service import NightService


def night_status(
    nights: NightService, season: str, number: int, night: NightState | None = None
) -> dict[str, Any]:
    """The status of event ``number`` now; ``night``: its running night, when the caller
    has replayed it already (the night screen keeps it up to date action by action).

    The level, the rebuy period and the clock are read at the service's time now, so
    they follow the clock between actions."""
    event = nights.event(season, number)
    state = event_state(event)
    rules = nights.service.season(season).rules
    if state is not EventState.RUNNING:
        status: dict[str, Any] = {"state": state.value, "entries": len(event.entries)}
        if state is EventState.CLOSED:
            ranked = sorted(
                (e for e in event.entries if e.finish is not None), key=lambda e: -e.finish
            )
            status["finishes"] = [{"player": e.player, "finish": e.finish} for e in ranked]
        return status
    night = at_time(night if night is not None else nights.night(season, number), nights.now())
    reading = night.clock_at()
    knockout = event_knockout(event, rules)
    money, payouts = _money(night, event, rules)
    running: dict[str, Any] = {
        "state": state.value,
        "level": night.level,
        "entries": money.entries,
        "rebuys": sum(night.rebuys.values()),
        "remaining": list(night.remaining),
        "tables": _tables(night),
        "last_moves": [
            {"player": m.player, "from": list(m.origin) if m.origin else None, "to": list(m.to)}
            for m in night.last_moves
        ],
        "finishes": [
            {"player": player, "finish": finish}
            for player, finish in sorted(finishes(night).items(), key=lambda i: (-i[1], i[0]))
        ],
        "rebuy_period": "open" if rebuys_open(night) else "closed",
        "deal": [{"player": p, "amount": format_money(a)} for p, a in night.deal],
        "pool": format_money(money.pool),
        "payouts": [dict(payout) for payout in payouts],  # the caller's own
        "clock": _clock(night, reading),
        "absent": [
            {
                "player": a.player,
                "paid": a.paid,
                "came": a.came,
                "level": a.level,
                "minutes": a.minutes,
                "due": a.due,
            }
            for a in absent_players(night)
        ],
        "no_shows": sorted(night.removed),
        "dealers": [{"player": p, "game": g} for p, g in night.dealers],
        "hand_for_hand": night.hand_for_hand,
        "log": [_logged(action) for action in event.night[-LOG_LENGTH:]],
    }
    if knockout is not None:
        running.update(_knockouts(night_heads(event.night, knockout), money.knockouts))
        running["knockout"] = knockout.kind.value  # the phones show progressive heads
    return running


LOG_LENGTH = 10
"""The last actions of the night the status lists (what an undo would take back next)."""


def _logged(action: Action) -> dict[str, Any]:
    """One action of the log: what, about whom, when, and ``by`` which director (``None``:
    the Night screen or ``leaguemgr live``)."""
    logged: dict[str, Any] = {"action": action.kind.value, "players": list(action.players)}
    if action.by:
        logged["hitmen"] = list(action.by)
    logged["at"] = action.at
    logged["by"] = action.director
    return logged


_last_money: tuple[tuple[object, ...], tuple[object, ...], tuple[EventMoney, list]] | None = None
"""The money worked out last, with what it was worked out from: a bust changes none of it
(the entries, their rebuys and add-ons), and the status is asked for after every action."""


def _money(
    night: NightState, event: Event, rules: SeasonRules
) -> tuple[EventMoney, list[dict[str, Any]]]:
    """The night's money so far and its payouts by place, as the status writes them."""
    global _last_money
    # The night's own records are never changed in place, and an action that changes none
    # of them hands them on as they were: the same objects, compared as such.
    entries = (night.arrivals, night.rebuys, night.addons, night.removed, night.forfeited)
    terms = event_terms(event, rules)
    knockout = event_knockout(event, rules)
    prices = (terms, knockout, event.added, event.others, rules)
    last = _last_money
    if (
        last is not None
        and all(a is b for a, b in zip(last[0], entries, strict=True))
        and last[1] == prices
    ):
        return last[2]
    money = compute_event_money(
        night.entries_so_far(),
        terms,
        False,
        rules.set_asides,
        rules.bounty,
        event.added,
        knockout,
        event.others,
    )
    result = (money, _payouts(rules, money.entries, money.pool))
    _last_money = (entries, prices, result)
    return result


def _knockouts(heads: Heads, money: Decimal) -> dict[str, Any]:
    """The knockout bounties as the night stands (SPEC 9): the money, each head in play
    (biggest first, then by id) and what each hitman has collected so far."""
    return {
        "knockout_money": format_money(money),
        "heads": [
            {"player": player, "amount": format_money(amount)}
            for player, amount in paid_order(heads.heads)
        ],
        "bounties_collected": [
            {"player": player, "amount": format_money(amount)}
            for player, amount in paid_order(heads.collected)
        ],
    }


def _clock(night: NightState, reading: ClockReading) -> dict[str, Any]:
    """SPEC 4.4's clock, and what a clock display needs besides: the blinds after these,
    the seconds to the next break and in the whole period, and whether rebuys are open."""
    structure = night.structure
    clock = clock_status(structure, reading)
    following = None
    if reading.next_level is not None:
        ahead = dataclasses.replace(reading, blinds=reading.next_level)
        following = clock_status(structure, ahead)["blinds"]
    clock.update(
        started=reading.started,
        finished=reading.finished,
        period_seconds=reading.period_seconds,
        next_blinds=following,
        next_break_in=reading.next_break_in,
        rebuys_open=rebuys_open(night),
    )
    return clock


def _tables(night: NightState) -> list[dict[str, Any]]:
    tables: dict[int, list[dict[str, Any]]] = {}
    for player, (table, seat) in sorted(night.seats.items(), key=lambda item: item[1]):
        row: dict[str, Any] = {"seat": seat, "player": player}
        if night.rules.card_draw:
            row["card"] = card(table, seat)
        tables.setdefault(table, []).append(row)
    return [{"table": table, "seats": seats} for table, seats in sorted(tables.items())]


def _payouts(rules: SeasonRules, entries: int, pool) -> list[dict[str, Any]]:
    if not entries:
        return []
    try:
        percents = percents_for(rules.payout_table, entries)
    except NoPayoutRow:
        return []
    amounts = payouts_by_place(pool, percents, rules.rounding_unit)
    return [
        {"place": place, "amount": format_money(amount)} for place, amount in enumerate(amounts, 1)
    ]
