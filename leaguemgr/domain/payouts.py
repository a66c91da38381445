"""Payout tables, tie splitting and the rounding rule (SPEC 2.3)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from leaguemgr.domain.entries import tie_sizes
from leaguemgr.domain.money import ZERO, percent_of, round_to_unit
from leaguemgr.domain.records import PayoutRange


class NoPayoutRow(ValueError):
    """The payout table has no row for a field of this size."""


def percents_for(table: Sequence[PayoutRange], entries: int) -> tuple[Decimal, ...]:
    """The percentages of places 1..P for a field of ``entries``."""
    for row in table:
        if row.min <= entries <= row.max:
            return row.percents
    raise NoPayoutRow(f"the payout table has no row for {entries} entries")


def split_by_finish(
    pool: Decimal,
    percents: Sequence[Decimal],
    finishes: Sequence[int],
    unit: Decimal,
) -> list[Decimal | None]:
    """Each finisher's payout, in the order given; ``None`` for those who are not paid.

    ``finishes`` is a valid finishing sequence (ties as equal finishes, the next one
    skipping). Tied players split evenly the exact shares of the places they span; each
    share is rounded half-up to ``unit`` and what rounding left over is handed out a unit at
    a time from the lowest finishing paid player upwards, so the payouts sum to ``pool``.
    Within a tie, the one listed first is treated as the lower finisher.
    """
    sizes = tie_sizes(finishes)
    places = len(percents)
    exact: list[Decimal] = []
    for finish in finishes:
        size = sizes[finish]
        spanned = range(finish, min(finish + size - 1, places) + 1)
        share = sum((percent_of(pool, percents[place - 1]) for place in spanned), ZERO)
        exact.append(share / size)
    amounts = [round_to_unit(share, unit) if share > 0 else ZERO for share in exact]
    paid = [i for i, share in enumerate(exact) if share > 0]
    if not paid:
        return [None] * len(finishes)
    # Lowest finisher first; the sort is stable, so within a tie the first listed leads.
    handout_order = sorted(paid, key=lambda i: -finishes[i])
    difference = pool - sum(amounts, ZERO)
    step = unit if difference > 0 else -unit
    turn = 0
    while abs(difference) >= unit:
        amounts[handout_order[turn % len(handout_order)]] += step
        difference -= step
        turn += 1
    if difference:
        amounts[handout_order[0]] += difference
    return [amount if share > 0 else None for amount, share in zip(amounts, exact, strict=True)]


def payouts_by_place(pool: Decimal, percents: Sequence[Decimal], unit: Decimal) -> list[Decimal]:
    """The payout of each paid place 1..P when no one is tied (a championship's table)."""
    amounts = split_by_finish(pool, percents, list(range(1, len(percents) + 1)), unit)
    return [amount for amount in amounts if amount is not None]
