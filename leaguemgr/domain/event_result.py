"""Everything that happens at one regular event: money, payouts, points, knockouts, bounty."""

from __future__ import annotations

import math
from collections import Counter
from dataclasses import dataclass, replace
from decimal import Decimal
from itertools import chain

from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.entries import counting_entries, counts, tie_sizes
from leaguemgr.domain.event_money import entry_buyin, money_of_counting
from leaguemgr.domain.knockouts import knockouts_paid
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.payouts import percents_for, split_by_finish
from leaguemgr.domain.points import (
    EntryFigures,
    PointsFunction,
    neau_points,
    tie_averaged_points,
)
from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    SeasonRules,
    event_knockout,
    event_terms,
)
from leaguemgr.domain.results import BountyOutcome, EventResult, Payout


@dataclass(frozen=True, slots=True)
class BountyState:
    """The bounty as it stands before an event: who is the target and what has carried over."""

    target: str | None
    carried: Decimal


@dataclass(frozen=True, slots=True)
class EventCore:
    """An event's result apart from the bounty, which depends on the events before it.

    Everything in here depends on the event and its season's rules alone, so a season's
    calculator can keep it while other events are edited.
    """

    result: EventResult
    """The result with ``bounty`` left as ``None``."""
    counting: tuple[Entry, ...]


def compute_event(
    event: Event,
    rules: SeasonRules,
    points_function: PointsFunction,
    bounty: BountyState | None,
) -> tuple[EventResult, BountyState | None]:
    """The result of one regular event and the bounty state it leaves for the next one."""
    return with_bounty(compute_event_core(event, rules, points_function), event, rules, bounty)


def with_bounty(
    core: EventCore, event: Event, rules: SeasonRules, bounty: BountyState | None
) -> tuple[EventResult, BountyState | None]:
    """Complete an event's result with the bounty state carried in from the event before."""
    outcome, next_state = _bounty(event, core.counting, bounty, rules)
    result = core.result
    if outcome is None:
        return result, next_state
    return replace(result, bounty=outcome), next_state


def compute_event_core(
    event: Event, rules: SeasonRules, points_function: PointsFunction
) -> EventCore:
    """Money, payouts, points, knockouts and penalties of one regular event."""
    terms = event_terms(event, rules)
    entries = event.entries
    counting = counting_entries(entries)
    knockout = event_knockout(event, rules)
    others = event.others
    unnamed = others.entries if others is not None else 0
    money = money_of_counting(
        counting,
        terms,
        event.pick_a_stack,
        rules.set_asides,
        rules.bounty,
        event.added,
        knockout,
        others,
    )
    n = len(counting) + unnamed
    finishes = _finishes(counting)
    sizes = tie_sizes(finishes)
    bounties = knockouts_paid(knockout, counting, money.knockouts)
    recorded = event.payouts
    if recorded is None and is_cash_out(event, rules):
        recorded = ()  # no cash-out typed yet: nobody took any chips home, and no table
    if recorded is not None:
        percents = tuple(amount for _, amount in recorded)  # one per paid player
        amounts = _recorded_payouts(recorded, counting)
    else:
        percents = percents_for(rules.payout_table, n) if n else ()
        amounts = split_by_finish(money.pool, percents, finishes, rules.rounding_unit, sizes)
    prizes = {
        entry.player: amount
        for entry, amount in zip(counting, amounts, strict=True)
        if amount is not None
    }
    ranked = sorted(
        [index for index, amount in enumerate(amounts) if amount is not None],
        key=finishes.__getitem__,
    )
    payouts = tuple(Payout(counting[i].player, finishes[i], amounts[i] or ZERO) for i in ranked)
    knockouts: Counter[str] = Counter(chain.from_iterable([entry.busted_by for entry in entries]))
    for entry in entries:
        if entry.knockout_adjustment:
            knockouts[entry.player] += entry.knockout_adjustment  # type: ignore[assignment]

    if event.pick_a_stack and n:
        # Unnamed entries paid the event's own buy-in.
        named_buyins = sum((entry_buyin(e, terms, True) for e in counting), ZERO)
        mean_buyin = (named_buyins + terms.buyin * unnamed) / n
    else:
        mean_buyin = terms.buyin
    pool = float(money.pool)
    paid_places = len(percents)
    if not unnamed and all(entry.points is not None for entry in counting):
        raw = {}  # every entry carries the points its source counted (an import, SPEC 5)
    elif points_function is neau_points:
        raw = _neau_points(counting, finishes, sizes, float(mean_buyin), terms.rebuy_cost, n)
    else:
        raw = {}
        for entry in counting:
            figures = EntryFigures(
                finish=_finish(entry),
                buyin=float(mean_buyin),
                rebuy_cost=float(entry.rebuys * terms.rebuy_cost),
                addon_cost=float(entry.addons * terms.addon_cost),
                rebuys=entry.rebuys,
                addons=entry.addons,
                knockouts=knockouts.get(entry.player, 0),
                prize=float(prizes.get(entry.player, ZERO)),
                bounties=float(bounties.of(entry.player)) if bounties else 0.0,
            )
            raw[entry.player] = tie_averaged_points(
                points_function, figures, sizes[figures.finish], n, pool, paid_places
            )
    for entry in counting:
        if entry.points is not None:
            raw[entry.player] = entry.points
    factor = event.points_factor
    if factor != 1:
        raw = {player: value * factor for player, value in raw.items()}
    played = EntryStatus.PLAYED
    points = tuple(
        [(entry.player, raw[entry.player] if entry.status is played else 0.0) for entry in entries]
    )
    if any(entry.points_adjustment for entry in entries):
        adjustments = {entry.player: entry.points_adjustment for entry in entries}
        points = tuple((player, value + adjustments[player]) for player, value in points)
    penalties = ()
    if rules.late_cancel_penalty:
        unnamed_last = _unnamed_last_points(
            finishes, n, unnamed, points_function, float(terms.buyin), pool, paid_places
        )
        penalties = _late_cancel_penalties(
            entries,
            counting,
            finishes,
            raw,
            None if unnamed_last is None else unnamed_last * factor,
        )
    result = EventResult(
        number=event.number,
        money=money,
        payouts=payouts,
        points=points,
        bounty=None,
        knockouts=tuple(sorted(knockouts.items())),
        penalties=penalties,
        bounties=bounties,
    )
    return EventCore(result, tuple(counting))


def _recorded_payouts(
    recorded: tuple[tuple[str, Decimal], ...], counting: tuple[Entry, ...]
) -> list[Decimal | None]:
    """Each counting entry's recorded payout (``Event.payouts``), ``None`` if unpaid."""
    paid: dict[str, Decimal] = {}
    for player, amount in recorded:
        paid[player] = paid.get(player, ZERO) + amount
    return [paid.get(entry.player) for entry in counting]


def _neau_points(
    counting: list[Entry],
    finishes: list[int],
    sizes: dict[int, int],
    buyin: float,
    rebuy_price: Decimal,
    n: int,
) -> dict[str, float]:
    """Neau points of each counting entry, tie-averaged: the preset, without a dict per entry.

    The arithmetic is :func:`~leaguemgr.domain.points.neau_points` step by step, so the
    floats are the same to the last bit; the square root depends only on the rebuys, so
    it is taken once per rebuy count. ``n`` counts unnamed entries too (SPEC 8).
    """
    roots: dict[int, float] = {}
    raw: dict[str, float] = {}
    for entry, finish in zip(counting, finishes, strict=True):
        rebuys = entry.rebuys
        root = roots.get(rebuys)
        if root is None:
            cost = buyin + float(rebuys * rebuy_price)
            root = roots[rebuys] = 0.0 if cost <= 0 else math.sqrt(n * buyin * (buyin / cost))
        tied = sizes[finish]
        if root == 0.0:
            raw[entry.player] = 0.0
        elif tied == 1:
            raw[entry.player] = root / (finish + 1)
        else:
            total = 0.0
            for place in range(finish, finish + tied):
                total += root / (place + 1)
            raw[entry.player] = total / tied
    return raw


def advance_bounty(
    event: Event, rules: SeasonRules, state: BountyState | None
) -> BountyState | None:
    """The bounty state that ``event`` leaves, without computing its money or points.

    Walking a season's earlier events this way is what makes an event preview cheap.
    """
    counting = [entry for entry in event.entries if counts(entry)]
    return _bounty(event, counting, state, rules)[1]


def bounty_at(event: Event, rules: SeasonRules, state: BountyState | None) -> BountyOutcome | None:
    """The bounty at ``event`` (target, pot, winner), even before its finishes are complete."""
    counting = [entry for entry in event.entries if counts(entry)]
    return _bounty(event, counting, state, rules)[0]


def _finishes(counting: list[Entry]) -> list[int]:
    """The finishes of the counting entries, in order."""
    finishes = [entry.finish for entry in counting]
    if None in finishes:
        _finish(counting[finishes.index(None)])  # raises, naming the player
    return finishes  # type: ignore[return-value]  # no None is left


def _finish(entry: Entry) -> int:
    if entry.finish is None:  # validation refuses this before any computation
        raise ValueError(f"the entry of {entry.player} counts but has no finish")
    return entry.finish


def _unnamed_last_points(
    finishes: list[int],
    n: int,
    unnamed: int,
    function: PointsFunction,
    buyin: float,
    pool: float,
    paid_places: int,
) -> float | None:
    """The points of finish ``n`` when an unnamed entry took it (SPEC 8): the formula at
    place ``n`` with the event's buy-in and no rebuys, add-ons or prize; else ``None``."""
    if not unnamed or (finishes and max(finishes) + finishes.count(max(finishes)) - 1 >= n):
        return None
    figures = EntryFigures(n, buyin, 0.0, 0.0, 0, 0, 0, 0.0)
    return tie_averaged_points(function, figures, 1, n, pool, paid_places)


def _late_cancel_penalties(
    entries: tuple[Entry, ...],
    counting: list[Entry],
    finishes: list[int],
    raw: dict[str, float],
    unnamed_last: float | None,
) -> tuple[tuple[str, float], ...]:
    """Minus the points the last finisher earns by the formula, whatever that player's status;
    the last finisher is finish ``n``, named or not (``unnamed_last``: an unnamed one's)."""
    cancels = [entry.player for entry in entries if entry.status is EntryStatus.LATE_CANCEL]
    if not cancels:
        return ()
    if unnamed_last is not None:
        return tuple((player, -unnamed_last) for player in cancels)
    if not counting:
        return ()
    last = max(finishes)
    bottom = [raw[entry.player] for entry in counting if entry.finish == last]
    penalty = -sum(bottom) / len(bottom)
    return tuple((player, penalty) for player in cancels)


def _bounty(
    event: Event,
    counting: list[Entry],
    state: BountyState | None,
    rules: SeasonRules,
) -> tuple[BountyOutcome | None, BountyState | None]:
    if rules.bounty is None or state is None:
        return None, None
    if not counting:  # a planned night moves no money and crowns no winner
        return BountyOutcome(state.target, state.carried, None), state
    pot = state.carried + rules.bounty.amount_per_event
    winner = None
    if state.target is not None:
        target_entry = next((e for e in counting if e.player == state.target), None)
        if target_entry is not None and target_entry.busted_by:
            first_buster = target_entry.busted_by[0]
            if first_buster != state.target:
                winner = first_buster
    winners = [entry.player for entry in counting if entry.finish == 1]
    next_target = winners[0] if len(winners) == 1 else None
    outcome = BountyOutcome(target=state.target, pot=pot, winner=winner)
    return outcome, BountyState(target=next_target, carried=ZERO if winner else pot)
