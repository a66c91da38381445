"""Everything that happens at one regular event: money, payouts, points, knockouts, bounty."""

from __future__ import annotations

from collections import Counter
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.entries import counts, earns_points, tie_sizes
from leaguemgr.domain.event_money import compute_event_money, entry_buyin
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.payouts import percents_for, split_by_finish
from leaguemgr.domain.points import EntryFigures, PointsFunction, tie_averaged_points
from leaguemgr.domain.records import Entry, EntryStatus, Event, SeasonRules, event_terms
from leaguemgr.domain.results import BountyOutcome, EventResult, Payout


@dataclass(frozen=True, slots=True)
class BountyState:
    """The bounty as it stands before an event: who is the target and what has carried over."""

    target: str | None
    carried: Decimal


def compute_event(
    event: Event,
    rules: SeasonRules,
    points_function: PointsFunction,
    bounty: BountyState | None,
) -> tuple[EventResult, BountyState | None]:
    """The result of one regular event and the bounty state it leaves for the next one."""
    terms = event_terms(event, rules)
    money = compute_event_money(
        event.entries, terms, event.pick_a_stack, rules.set_asides, rules.bounty
    )
    counting = [entry for entry in event.entries if counts(entry)]
    n = len(counting)
    percents = percents_for(rules.payout_table, n) if n else ()
    finishes = [_finish(entry) for entry in counting]
    amounts = split_by_finish(money.pool, percents, finishes, rules.rounding_unit)
    prizes = {
        entry.player: amount
        for entry, amount in zip(counting, amounts, strict=True)
        if amount is not None
    }
    ranked = sorted(
        (index for index, amount in enumerate(amounts) if amount is not None),
        key=lambda index: finishes[index],
    )
    payouts = tuple(
        Payout(counting[i].player, finishes[i], amounts[i] or ZERO) for i in ranked
    )
    knockouts = Counter(buster for entry in event.entries for buster in entry.busted_by)

    sizes = tie_sizes(finishes)
    mean_buyin = (
        sum((entry_buyin(e, terms, True) for e in counting), ZERO) / n
        if event.pick_a_stack and n
        else terms.buyin
    )
    raw: dict[str, float] = {}
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
        )
        raw[entry.player] = tie_averaged_points(
            points_function, figures, sizes[figures.finish], n, float(money.pool), len(percents)
        )
    points = tuple(
        (entry.player, raw[entry.player] if earns_points(entry) else 0.0)
        for entry in event.entries
    )
    penalties = _late_cancel_penalties(event.entries, counting, raw, rules.late_cancel_penalty)

    outcome, next_state = _bounty(event, counting, bounty, rules)
    result = EventResult(
        number=event.number,
        money=money,
        payouts=payouts,
        points=points,
        bounty=outcome,
        knockouts=tuple(sorted(knockouts.items())),
        penalties=penalties,
    )
    return result, next_state


def _finish(entry: Entry) -> int:
    if entry.finish is None:  # validation refuses this before any computation
        raise ValueError(f"the entry of {entry.player} counts but has no finish")
    return entry.finish


def _late_cancel_penalties(
    entries: tuple[Entry, ...],
    counting: list[Entry],
    raw: dict[str, float],
    enabled: bool,
) -> tuple[tuple[str, float], ...]:
    """Minus the points the last finisher earns by the formula, whatever that player's status."""
    cancels = [entry.player for entry in entries if entry.status is EntryStatus.LATE_CANCEL]
    if not enabled or not cancels or not counting:
        return ()
    last = max(_finish(entry) for entry in counting)
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
