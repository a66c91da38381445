"""Deals among the last players (SPEC 4.3, FIDPA rule 8): ICM and chip-chop.

Equities are worked out with exact fractions and only rounded for showing; the amounts
handed out are rounded down to the unit and the units left over go to the largest
remainders, so a deal always sums to the money dealt, to the cent.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from decimal import Decimal
from fractions import Fraction

from leaguemgr.domain.money import CENT, MAX_AMOUNT, ZERO, cents, money_problem
from leaguemgr.language.texts import _

ICM = "icm"
CHIP_CHOP = "chip-chop"
METHODS = (ICM, CHIP_CHOP)
#: The exact model walks every subset of the players: 2**k states. Past a dozen players
#: nobody deals, and the work (and the fractions) grow past what a night can wait for.
MAX_DEAL_PLAYERS = 10
MAX_STACK = 10**12


class DealError(ValueError):
    """A deal that cannot be worked out; the message says what to change."""


@dataclass(frozen=True, slots=True)
class DealShare:
    stack: int
    equity: Decimal
    """The exact model value, rounded half-up to the cent (for showing)."""
    amount: Decimal
    """What the player takes, in whole units; the amounts sum to the money dealt."""


@dataclass(frozen=True, slots=True)
class Deal:
    method: str
    total: Decimal
    shares: tuple[DealShare, ...]


def deal(
    stacks: Sequence[int], prizes: Sequence[Decimal], method: str = ICM, unit: Decimal = CENT
) -> Deal:
    """Share ``prizes`` (places 1..k) among the ``k`` players holding ``stacks``."""
    _check(stacks, prizes, method, unit)
    total = sum(prizes, ZERO)
    equities = icm_equities if method == ICM else chip_chop_equities
    exact = equities(stacks, prizes)
    amounts = share_out(exact, stacks, total, unit)
    shares = tuple(
        DealShare(stack, _cents_of(value), amount)
        for stack, value, amount in zip(stacks, exact, amounts, strict=True)
    )
    return Deal(method, cents(total), shares)


def even_split(total: Decimal, players: int, unit: Decimal = CENT) -> tuple[Decimal, ...]:
    """``total`` chopped evenly among ``players``: whole units each, the units left over to
    the first listed (the best finish), so the amounts sum to ``total``."""
    if players < 1:
        raise DealError(_("a chop needs at least one player"))
    exact = [Fraction(total) / players] * players
    return tuple(share_out(exact, [1] * players, total, unit))


def icm_equities(stacks: Sequence[int], prizes: Sequence[Decimal]) -> list[Fraction]:
    """Each player's expected prize by Malmuth-Harville, exact.

    A player's chance of the next place is their share of the chips still in play among the
    players not placed yet; walking the subsets of unplaced players (each reached by every
    order of the players placed above, summed once) keeps it to 2**k states.
    """
    k = len(stacks)
    values = [Fraction(prize) for prize in prizes]
    chips = [Fraction(stack) for stack in stacks]
    full = (1 << k) - 1
    # chance[mask]: probability that exactly the players outside ``mask`` took the top places.
    chance: dict[int, Fraction] = {full: Fraction(1)}
    equity = [Fraction(0)] * k
    # Masks with more players come first: each is finished before any of its subsets.
    for mask in sorted(range(1, full + 1), key=lambda m: -bin(m).count("1")):
        probability = chance.get(mask)
        if not probability:
            continue
        place = k - bin(mask).count("1")
        if place >= len(values):
            continue
        left = sum((chips[i] for i in range(k) if mask >> i & 1), Fraction(0))
        for i in range(k):
            if mask >> i & 1:
                p = probability * chips[i] / left
                equity[i] += p * values[place]
                rest = mask & ~(1 << i)
                chance[rest] = chance.get(rest, Fraction(0)) + p
    return equity


def chip_chop_equities(stacks: Sequence[int], prizes: Sequence[Decimal]) -> list[Fraction]:
    """The k-th place's prize each, and the rest in proportion to chips."""
    floor = Fraction(min(prizes))
    rest = sum((Fraction(p) for p in prizes), Fraction(0)) - floor * len(prizes)
    chips = sum(stacks)
    return [floor + rest * stack / chips for stack in stacks]


def share_out(
    exact: Sequence[Fraction], stacks: Sequence[int], total: Decimal, unit: Decimal
) -> list[Decimal]:
    """Round each value down to ``unit``; hand the units left one at a time to the largest
    remainders (then the larger stack, then the one listed first), and a last part smaller
    than a unit to the next in that order, so the amounts sum to ``total``."""
    step = Fraction(unit)
    floors = [value // step for value in exact]
    amounts = [Decimal(int(units)) * unit for units in floors]
    remainders = [value - units * step for value, units in zip(exact, floors, strict=True)]
    order = sorted(range(len(exact)), key=lambda i: (-remainders[i], -stacks[i], i))
    left = total - sum(amounts, ZERO)
    turn = 0
    while left >= unit:
        amounts[order[turn % len(order)]] += unit
        left -= unit
        turn += 1
    if left > 0:
        amounts[order[turn % len(order)]] += left
    return [cents(amount) for amount in amounts]


def _cents_of(value: Fraction) -> Decimal:
    return cents(Decimal(value.numerator) / Decimal(value.denominator))


def _check(stacks: Sequence[int], prizes: Sequence[Decimal], method: str, unit: Decimal) -> None:
    if method not in METHODS:
        raise DealError(
            _("the method must be {choices}, not '{method}'").format(
                choices=" or ".join(METHODS), method=method
            )
        )
    if not stacks:
        raise DealError(_("a deal needs the stacks of the players left"))
    if len(stacks) != len(prizes):
        raise DealError(
            _(
                "{stacks} stacks but {prizes} prizes: a deal among k players shares"
                " the prizes of places 1..k"
            ).format(stacks=len(stacks), prizes=len(prizes))
        )
    if len(stacks) > MAX_DEAL_PLAYERS:
        raise DealError(
            _("a deal is worked out for at most {most} players, not {count}").format(
                most=MAX_DEAL_PLAYERS, count=len(stacks)
            )
        )
    for stack in stacks:
        if isinstance(stack, bool) or not isinstance(stack, int) or not 0 < stack <= MAX_STACK:
            raise DealError(
                _("a stack must be a whole number of chips from 1 to {most:,}").format(
                    most=MAX_STACK
                )
            )
    for prize in prizes:
        problem = money_problem(prize)
        if problem is not None:
            raise DealError(_("prize {prize}: {problem}").format(prize=prize, problem=problem))
    if sum(prizes, ZERO) > MAX_AMOUNT:
        raise DealError(_("the prizes add up to more than {most:,}").format(most=MAX_AMOUNT))
    problem = money_problem(unit)
    if problem is not None or unit < CENT:
        problem = problem or _("a unit is at least 0.01")
        raise DealError(_("unit {unit}: {problem}").format(unit=unit, problem=problem))
