"""A blind structure generated from the starting stack, the smallest chip and the times.

For an organizer whose rulebook gives a stack and a level length but no schedule, and for
the league default.
"""

from __future__ import annotations

import math
from dataclasses import dataclass

from leaguemgr.domain.clock.check import MAX_TOTAL_MINUTES
from leaguemgr.domain.clock.structure import MAX_PERIODS, Break, ChipStack, Level, Structure

MAX_STACK = 10_000_000
FIELD = 10
"""The field the schedule is planned for: its chips are FIELD starting stacks."""
BIG_BLINDS_AT_TARGET = 30
"""The field's chips are this many big blinds at the target time: the end is near."""
BIG_BLINDS_AT_END = 4
"""The schedule goes on past the target until the field's chips are this many big blinds."""
START_FRACTION = 100
"""The first big blind is about the starting stack over this."""
ANTES_FROM = 5
"""With antes and no break before it, the level they start at."""

_STANDARD_CHIPS = (
    1,
    5,
    25,
    100,
    500,
    1_000,
    5_000,
    25_000,
    100_000,
    500_000,
    1_000_000,
    5_000_000,
)
_NICE = (10, 12, 15, 20, 25, 30, 40, 50, 60, 75, 80)
"""Blind values look like these times a power of ten (100, 150, 250, 1,200 ...)."""


def generate(
    starting_stack: int,
    smallest_chip: int,
    level_minutes: int,
    target_minutes: int,
    *,
    break_every_minutes: int | None = None,
    break_minutes: int = 10,
    antes: bool = False,
    name: str = "Generated",
) -> Structure:
    """A hold'em structure that ends, for a 10-player field, about ``target_minutes`` in.

    The rule: the first big blind is about 1/100 of the starting stack (100 big blinds
    deep). The big blind then grows geometrically, level by level, so that at the target
    time a 10-player field's chips (10 starting stacks) are 30 big blinds: short stacks
    must move, and the tournament ends within a few levels. Past the target it goes on at
    the same pace until those chips are 4 big blinds, so a slow night never runs off the
    end of the clock. Each growth step is re-planned from the blinds actually reached.

    Blinds are rounded to nice values (1, 1.2, 1.5, 2, 2.5, 3, 4, 5, 6, 7.5, 8 times a power
    of ten, else the nearest multiple) that are multiples of the smallest chip in play; the
    small blind always rises, and the big blind is twice it. With ``antes``, an ante of
    about an eighth of the big blind starts at the first level after the first break, or
    at level 5 if no break has come by then.

    With ``break_every_minutes``, a break of ``break_minutes`` follows every block of
    levels that long (``break_every_minutes`` 80 with 20-minute levels: after levels 4, 8,
    ...). When the smallest chip in play is no longer needed (the small blind coming next
    is two chips of the next denomination or more), the next break colours it up
    ("remove T25 chips") and later amounts are multiples of the next chip. Without breaks
    nothing is coloured up.

    The starting stack is broken down from the denomination that pays the first small
    blind up to a fifth of the stack: eight or so of each small chip, the rest in the
    largest. Chips are ``smallest_chip`` and, above it, the usual 5, 25, 100, 500, 1,000,
    5,000, 25,000 ... that are multiples of it.

    Raises ValueError naming the input that is out of range.
    """
    _check_inputs(
        starting_stack,
        smallest_chip,
        level_minutes,
        target_minutes,
        break_every_minutes,
        break_minutes,
        name,
    )
    per_block = None
    if break_every_minutes is not None:
        per_block = max(1, round(break_every_minutes / level_minutes))
    planned = _levels_by(target_minutes, level_minutes, per_block, break_minutes)
    if planned < 2:
        raise ValueError(
            f"target_minutes {target_minutes}: leaves room for fewer than two "
            f"{level_minutes}-minute levels"
        )
    ladder = _chip_ladder(smallest_chip)
    first_small = max(starting_stack / START_FRACTION / 2, smallest_chip)
    chips = [c for c in ladder if c <= first_small] or [smallest_chip]
    in_play = [chips[-1], *[c for c in ladder if c > chips[-1] and c <= starting_stack / 5]]
    stack = _breakdown(starting_stack, in_play)
    in_play = [c.denomination for c in stack]

    field = FIELD * starting_stack
    plan = _Plan(
        planned=planned,
        small_at_target=field / BIG_BLINDS_AT_TARGET / 2,
        ratio=max((field / BIG_BLINDS_AT_TARGET / 2 / first_small) ** (1 / (planned - 1)), 1.05),
    )
    big_at_end = field / BIG_BLINDS_AT_END
    periods: list[Level | Break] = []
    small = ante = minutes = 0
    level = 0
    had_break = False
    while True:
        level += 1
        small = _nice_above(plan.wanted(level, small, first_small), small, in_play[0])
        big = 2 * small
        if antes and (had_break or level >= ANTES_FROM):
            ante = max(ante, in_play[0], round(big / 8 / in_play[0]) * in_play[0])
        periods.append(Level(level_minutes, small, big, ante))
        minutes += level_minutes
        if big >= big_at_end or len(periods) + 2 > MAX_PERIODS:
            break
        if minutes + level_minutes > MAX_TOTAL_MINUTES:
            break
        if per_block is not None and level % per_block == 0:
            if minutes + break_minutes + level_minutes > MAX_TOTAL_MINUTES:
                break
            removed = _colour_up(in_play, plan.wanted(level + 1, small, first_small))
            note = ""
            if removed:
                note = "Colour up: remove " + " and ".join(f"T{c:,}" for c in removed) + " chips"
                in_play = [c for c in in_play if c not in removed]
            periods.append(Break(break_minutes, note, tuple(removed)))
            minutes += break_minutes
            had_break = True
    made = (
        f"Generated from a {starting_stack:,} stack, T{smallest_chip:,} smallest chip, "
        f"{level_minutes}-minute levels and a target of {target_minutes // 60}:"
        f"{target_minutes % 60:02d}"
    )
    if per_block is not None:
        made += f", a {break_minutes}-minute break every {per_block * level_minutes} minutes"
    return Structure(name, periods=tuple(periods), chips=tuple(stack), notes=(made + ".",))


@dataclass(frozen=True, slots=True)
class _Plan:
    planned: int
    """Levels that end by the target time."""
    small_at_target: float
    ratio: float
    """The growth per level past the target."""

    def wanted(self, level: int, small: int, first_small: float) -> float:
        """The small blind level ``level`` aims at, from the one reached before it."""
        if level == 1:
            return first_small
        if level <= self.planned:
            # Re-planned from the blinds reached, so rounding never piles up.
            return small * (self.small_at_target / small) ** (1 / (self.planned - level + 1))
        return small * self.ratio


def _check_inputs(
    stack: int,
    chip: int,
    level_minutes: int,
    target: int,
    break_every: int | None,
    break_minutes: int,
    name: str,
) -> None:
    def whole(value: object, what: str, least: int, most: int) -> None:
        if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
            raise ValueError(f"{what} {value!r}: must be a whole number from {least:,} to {most:,}")

    whole(chip, "smallest_chip", 1, MAX_STACK)
    whole(stack, "starting_stack", 40 * chip, MAX_STACK)
    if stack % chip:
        raise ValueError(
            f"starting_stack {stack:,}: must be made of T{chip:,} chips (a multiple of {chip:,})"
        )
    whole(level_minutes, "level_minutes", 5, 120)
    whole(target, "target_minutes", 30, MAX_TOTAL_MINUTES)
    if break_every is not None:
        whole(break_every, "break_every_minutes", level_minutes, MAX_TOTAL_MINUTES)
        whole(break_minutes, "break_minutes", 1, 60)
    if not isinstance(name, str) or not name.strip() or len(name) > 200:
        raise ValueError("name: must be text of 1 to 200 characters")
    if target // level_minutes > MAX_PERIODS // 2:
        raise ValueError(
            f"target_minutes {target} with {level_minutes}-minute levels: more than "
            f"{MAX_PERIODS // 2} levels; choose longer levels or a shorter target"
        )


def _levels_by(target: int, level_minutes: int, per_block: int | None, break_minutes: int) -> int:
    """How many levels end by the target time, breaks counted."""
    minutes = levels = 0
    while minutes + level_minutes <= target:
        minutes += level_minutes
        levels += 1
        if per_block is not None and levels % per_block == 0:
            minutes += break_minutes
    return levels


def _chip_ladder(chip: int) -> list[int]:
    """``chip`` and the usual denominations above it that are multiples of it."""
    ladder = [chip, *[c for c in _STANDARD_CHIPS if c > chip and c % chip == 0]]
    if len(ladder) == 1 or ladder[1] > 20 * chip:
        # An unusual smallest chip: its multiples by 5, 25, 100 ... keep each a multiple of
        # the one before, so colour-ups change up exactly.
        ladder = [chip * c for c in _STANDARD_CHIPS if chip * c <= MAX_STACK]
    return [c for c in ladder if c <= MAX_STACK]


def _breakdown(stack: int, denominations: list[int]) -> list[ChipStack]:
    """The starting stack in chips: about eight of each small chip, the rest in the largest.

    Each denomination divides the next, so the count of a chip is chosen (8 or more) such
    that what is left is a whole number of the next chip up.
    """
    chips = []
    left = stack
    for index, chip in enumerate(denominations):
        if index == len(denominations) - 1:
            chips.append(ChipStack(chip, left // chip))
            break
        following = denominations[index + 1]
        count = 8
        while (left - count * chip) % following:
            count += 1
        if left - count * chip < 2 * following:
            chips.append(ChipStack(chip, left // chip))
            break
        chips.append(ChipStack(chip, count))
        left -= count * chip
    return chips


def _nice_values(chip: int, least: int) -> list[int]:
    """Nice multiples of ``chip`` from ``least`` up, two decades or so of them."""
    values: list[int] = []
    exponent = max(0, len(str(least)) - 2)
    while len(values) < 24 and 10**exponent <= MAX_STACK * 100:
        for mantissa in _NICE:
            tenfold = mantissa * 10**exponent
            value = tenfold // 10
            if tenfold % 10 == 0 and value >= least and value % chip == 0:
                values.append(value)
        exponent += 1
    return values


def _nice_above(wanted: float, previous: int, chip: int) -> int:
    """The nice multiple of ``chip`` nearest ``wanted`` (by ratio), above ``previous``.

    A chip no nice value is a multiple of (T7) gets the nearest plain multiple instead.
    """
    least = max(previous + 1, chip)
    candidates = _nice_values(chip, least)
    if not candidates:
        first = math.ceil(least / chip) * chip
        below = max(first, math.floor(wanted / chip) * chip)
        candidates = [below, below + chip]
    return min(candidates, key=lambda c: (abs(math.log(c / wanted)), c))


def _colour_up(in_play: list[int], next_small: float) -> list[int]:
    """The smallest chips no longer needed: the small blind to come is two of the next chip."""
    removed = []
    index = 0
    while index + 1 < len(in_play) and next_small >= 2 * in_play[index + 1]:
        removed.append(in_play[index])
        index += 1
    return removed


def _last_ante(periods: list[Level | Break]) -> int:
    for period in reversed(periods):
        if isinstance(period, Level):
            return period.ante
    return 0
