"""The end of a night: finishes from the busts, and the event the rest of the app uses."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

from leaguemgr.domain.money import ZERO
from leaguemgr.domain.night.state import NightError, NightState
from leaguemgr.domain.payouts import split_by_finish
from leaguemgr.domain.records import Entry, EntryStatus, Event, EventState


def finishes(state: NightState) -> dict[str, int]:
    """The finish of every player out for good, and 1 for the last one standing when only
    one is left. Busts in one hand share the better of the places they span (1, 2, 3, 3, 5)."""
    last_bust: dict[str, int] = {}
    for index, bust in enumerate(state.busts):
        for player in bust.players:
            last_bust[player] = index
    result: dict[str, int] = {}
    left = len(state.players)
    for index, bust in enumerate(state.busts):
        gone = [p for p in bust.players if p in state.out and last_bust[p] == index]
        for player in gone:
            result[player] = left - len(gone) + 1
        left -= len(gone)
    remaining = state.remaining
    if len(remaining) == 1:
        result[remaining[0]] = 1
    return result


def busted_by(state: NightState, player: str) -> tuple[str, ...]:
    """One hitman per bust, in order (a league file names one per bust: the first)."""
    return tuple(b.by[0] for b in state.busts if player in b.players and b.by)


def with_deal(
    state: NightState, entries: tuple[Entry, ...], pool: Decimal, percents, unit: Decimal
) -> tuple[tuple[str, Decimal], ...] | None:
    """The payouts of a night with a deal: the dealt amounts for the players who made it,
    the payout table for the others (``None`` without a deal). Should the players who dealt
    then tie, changing the table's rounding, the best of them takes the difference, so the
    payouts still sum to the pool."""
    if not state.deal:
        return None
    finishes = [entry.finish or 0 for entry in entries]
    table = split_by_finish(pool, percents, finishes, unit)
    dealt = dict(state.deal)
    paid = {
        entry.player: amount
        for entry, amount in zip(entries, table, strict=True)
        if amount is not None and entry.player not in dealt
    }
    difference = pool - sum(paid.values(), ZERO) - sum(dealt.values(), ZERO)
    best = min(dealt, key=lambda player: next(e.finish for e in entries if e.player == player))
    dealt[best] += difference
    paid.update(dealt)
    order = {entry.player: entry.finish for entry in entries}
    return tuple(sorted(paid.items(), key=lambda item: order[item[0]]))


def close_event(state: NightState, event: Event) -> Event:
    """``event`` with the night's result as its entries, closed; :class:`NightError` until
    one player is left standing."""
    if not state.arrivals:
        raise NightError("nobody played: there is nothing to close")
    if len(state.remaining) != 1:
        raise NightError(f"{len(state.remaining)} players are still in: bust them first")
    finish = finishes(state)
    entries = tuple(
        Entry(
            player=arrival.player,
            status=EntryStatus.PLAYED,
            paid=arrival.paid,
            finish=finish[arrival.player],
            rebuys=state.rebuys.get(arrival.player, 0),
            addons=state.addons.get(arrival.player, 0),
            on_time=arrival.on_time,
            exact_change=arrival.exact_change,
            free_entry=arrival.free_entry,
            busted_by=busted_by(state, arrival.player),
        )
        for arrival in state.arrivals
    )
    return dataclasses.replace(event, entries=entries, state=EventState.CLOSED)
