"""Exact money arithmetic: every amount is a ``Decimal`` rounded half-up to a unit."""

from __future__ import annotations

from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, InvalidOperation

ZERO = Decimal("0")
CENT = Decimal("0.01")
HUNDRED = Decimal("100")


def parse_money(text: str | int | Decimal) -> Decimal:
    """Read an amount written as a decimal string; floats are refused (they are not exact)."""
    if isinstance(text, (bool, float)):
        raise ValueError(f"money must be written as a decimal string, not {text!r}")
    try:
        value = Decimal(str(text).strip())
    except InvalidOperation:
        raise ValueError(f"{text!r} is not an amount of money") from None
    if not value.is_finite():
        raise ValueError(f"{text!r} is not an amount of money")
    return value


def round_to_unit(amount: Decimal, unit: Decimal) -> Decimal:
    """Round half-up to a multiple of ``unit`` (e.g. $5, $1 or a cent), kept to the cent."""
    units = (amount / unit).quantize(Decimal("1"), rounding=ROUND_HALF_UP)
    return cents(units * unit)


def round_up_to_unit(amount: Decimal, unit: Decimal) -> Decimal:
    """Round up (towards +infinity) to a multiple of ``unit``."""
    units = (amount / unit).quantize(Decimal("1"), rounding=ROUND_CEILING)
    return units * unit


def cents(amount: Decimal) -> Decimal:
    """Round half-up to the cent, the precision every reported amount carries."""
    return amount.quantize(CENT, rounding=ROUND_HALF_UP)


def percent_of(amount: Decimal, percent: Decimal) -> Decimal:
    """``percent`` % of ``amount``, exact (not rounded)."""
    return amount * percent / HUNDRED


def format_money(amount: Decimal) -> str:
    """The report's form of an amount: a decimal string with two places ("12.50")."""
    return f"{cents(amount):.2f}"
