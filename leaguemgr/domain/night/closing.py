"""The end of a night: finishes from the busts, and the event the rest of the app uses."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from fractions import Fraction

from leaguemgr.domain.entries import counting_entries
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.night.state import Bust, NightError, NightState
from leaguemgr.domain.payouts import split_by_finish
from leaguemgr.domain.records import Dealer, DealerGame, Entry, Event, EventState
from leaguemgr.language.texts import _, ngettext


def finishes(state: NightState) -> dict[str, int]:
    """The finish of every player out for good, and 1 for the last one standing when only
    one is left; tied players take the better of the places they span (1, 2, 3, 3, 5).
    Players whose chips came off (absent, unpaid) are no entry and take no finish."""
    last_bust: dict[str, int] = {}
    for index, bust in enumerate(state.busts):
        for player in bust.players:
            last_bust[player] = index
    result: dict[str, int] = {}
    left = len(state.players) - len(state.removed)
    for index, bust in enumerate(state.busts):
        gone = [p for p in bust.players if p in state.out and last_bust[p] == index]
        for layer in same_hand_layers(bust, gone):
            for player in layer:
                result[player] = left - len(layer) + 1
            left -= len(layer)
    remaining = state.remaining
    if len(remaining) == 1:
        result[remaining[0]] = 1
    return result


def same_hand_layers(bust: Bust, gone: list[str]) -> list[list[str]]:
    """The players out in one hand, from the lowest finish up, in groups that share a place
    (SPEC 4.1, AZ "Winning the tourney", FNC "Winning the tournament" 2, FIDPA 44.5).

    At one table the player who began the hand with fewer chips finishes lower, and equal
    chips share; at different tables (hand for hand) they share. When a hand busts several
    players at one table and others elsewhere, each table's players are ranked by chips and
    the n-th lowest of every table share a place: the lowest of each table go first, as if
    each table's busts came one after another, while across tables nobody is ranked."""
    if not bust.chips or len(gone) < 2:
        return [gone] if gone else []
    chips = dict(zip(bust.players, bust.chips, strict=True))
    tables = dict(zip(bust.players, bust.tables, strict=True)) if bust.tables else {}
    rank: dict[str, int] = {}
    for table in {tables.get(p, 0) for p in gone}:
        here = [p for p in gone if tables.get(p, 0) == table]
        levels = sorted({chips[p] for p in here})
        for player in here:
            rank[player] = levels.index(chips[player])
    return [[p for p in gone if rank[p] == layer] for layer in range(max(rank.values()) + 1)]


def busted_by(state: NightState, player: str) -> tuple[str, ...]:
    """One hitman per bust, in order: a league file names one per bust, the first named.

    The first hitman named is also the one who collects a bounty (SPEC 2.5 "the first
    buster wins the whole pot"; AZ: "There will be one bounty"): two hitmen of the target
    each get the knockout (:func:`knockout_adjustments`), but the pot is not split, so the
    director names first the one it goes to (for a split pot, the winner of the main pot)."""
    return tuple(b.by[0] for b in state.busts if player in b.players and b.by)


def knockout_adjustments(state: NightState) -> dict[str, float]:
    """What ``busted_by`` (the first hitman of each bust) does not say about knockouts:
    with two or more hitmen each is credited with the knockout (TD3's "full credit"), or
    where the season says "half", they share it (two hitmen: a half each) (SPEC 4.2)."""
    adjustments: dict[str, Fraction] = {}
    full = state.rules.hitman_credit == "full"
    for bust in state.busts:
        if len(bust.by) < 2:
            continue
        credit = Fraction(1) if full else Fraction(1, len(bust.by))
        for index, hitman in enumerate(bust.by):
            extra = (credit if index else credit - 1) * len(bust.players)
            adjustments[hitman] = adjustments.get(hitman, Fraction(0)) + extra
    return {player: float(amount) for player, amount in adjustments.items() if amount}


def with_deal(
    state: NightState, entries: tuple[Entry, ...], pool: Decimal, percents, unit: Decimal
) -> tuple[tuple[str, Decimal], ...] | None:
    """The payouts of a night with a deal: the dealt amounts for the players who made it,
    the payout table for the others (``None`` without a deal). Should the players who dealt
    then tie, changing the table's rounding, the best of them takes the difference, so the
    payouts still sum to the pool."""
    if not state.deal:
        return None
    entries = tuple(counting_entries(entries))  # a no-show whose chips came off has no place
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
        raise NightError(_("nobody played: there is nothing to close"))
    if len(state.remaining) != 1:
        count = len(state.remaining)
        raise NightError(
            ngettext(
                "{count} player is still in: bust them first",
                "{count} players are still in: bust them first",
                count,
            ).format(count=count)
        )
    finish = finishes(state)
    knockouts = knockout_adjustments(state)
    entries = tuple(
        Entry(
            player=arrival.player,
            status=state.status_of(arrival.player),
            paid=arrival.paid,
            finish=finish.get(arrival.player),
            rebuys=state.rebuys.get(arrival.player, 0),
            addons=state.addons.get(arrival.player, 0),
            on_time=arrival.on_time,
            exact_change=arrival.exact_change,
            free_entry=arrival.free_entry,
            busted_by=busted_by(state, arrival.player),
            knockout_adjustment=knockouts.get(arrival.player, 0.0),
        )
        for arrival in state.arrivals
    )
    dealers = tuple(Dealer(player, DealerGame(game)) for player, game in state.dealers)
    return dataclasses.replace(event, entries=entries, dealers=dealers, state=EventState.CLOSED)
