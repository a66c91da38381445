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
    sizes: dict[int, int] | None = None,
) -> list[Decimal | None]:
    """Each finisher's payout, in the order given; ``None`` for those who are not paid.

    ``finishes`` is a valid finishing sequence (ties as equal finishes, the next one
    skipping). Tied players split evenly the exact shares of the places they span; each
    share is rounded half-up to ``unit`` and what rounding left over is handed out a unit at
    a time from the lowest finishing paid player upwards, so the payouts sum to ``pool``.
    Within a tie, the one listed first is treated as the lower finisher. ``sizes`` is
    ``tie_sizes(finishes)`` when the caller has it already.
    """
    if sizes is None:
        sizes = tie_sizes(finishes)
    places = len(percents)
    # Each place's exact share is worked out once; most of a big field finishes out of the
    # money (past the last paid place), and those players get None without any arithmetic.
    place_share = [percent_of(pool, percent) for percent in percents]
    rounded: dict[int, Decimal] = {}  # index -> amount, for the paid finishers only
    in_money = [(index, finish) for index, finish in enumerate(finishes) if finish <= places]
    for index, finish in in_money:
        size = sizes[finish]
        if size == 1:  # no tie: the place's own share (rounding below fixes the exponent)
            share = place_share[finish - 1]
        else:
            share = ZERO
            for place in range(finish, min(finish + size - 1, places) + 1):
                share += place_share[place - 1]
            share /= size
        if share > 0:
            rounded[index] = round_to_unit(share, unit)
    amounts: list[Decimal | None] = [None] * len(finishes)
    if not rounded:
        return amounts
    # Lowest finisher first; the sort is stable, so within a tie the first listed leads.
    handout_order = sorted(rounded, key=lambda i: -finishes[i])
    difference = pool - sum(rounded.values(), ZERO)
    step = unit if difference > 0 else -unit
    # Whole rounds at once: a field smaller than the paid places can leave most of the pool
    # to hand out, and a cent at a time would take millions of turns.
    rounds, extra = divmod(int(abs(difference) // unit), len(handout_order))
    for turn, index in enumerate(handout_order):
        given = step * (rounds + (1 if turn < extra else 0))
        rounded[index] += given
        difference -= given
    if difference:
        rounded[handout_order[0]] += difference
    for index, amount in rounded.items():
        amounts[index] = amount
    return amounts


def payouts_by_place(pool: Decimal, percents: Sequence[Decimal], unit: Decimal) -> list[Decimal]:
    """The payout of each paid place 1..P when no one is tied (a championship's table)."""
    amounts = split_by_finish(pool, percents, list(range(1, len(percents) + 1)), unit)
    return [amount for amount in amounts if amount is not None]
