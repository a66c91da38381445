"""Exact money arithmetic: every amount is a ``Decimal`` rounded half-up to a unit.

Amounts come in as decimal strings and are held to bounds a league can reach: at most
a billion, to the cent. Within those bounds every sum, share and rounding below stays exact
in the default decimal context (28 digits), so no decimal error can surface later.
"""

from __future__ import annotations

import re
from decimal import ROUND_CEILING, ROUND_HALF_UP, Decimal, InvalidOperation

from leaguemgr.language.texts import N_, _

ZERO = Decimal("0")
CENT = Decimal("0.01")
HUNDRED = Decimal("100")
MAX_AMOUNT = Decimal(10**9)
MONEY_PLACES = 2
PERCENT_PLACES = 4

# ASCII digits only: str.isdigit and Decimal() also take "٣٠", "3_0", "1e9" and " 30 ".
_DECIMAL_TEXT = re.compile(r"-?[0-9]+(?:\.[0-9]+)?")
# Longer than any amount within bounds can be written, even with trailing zeros.
_MAX_TEXT = 40


# What is wrong with a number as written: (said of an amount, said of a percentage).
_NOT_A_DECIMAL_STRING = (
    N_('an amount must be a decimal string such as "12.50"'),
    N_('a percentage must be a decimal string such as "12.50"'),
)
_NOT_FINITE = (
    N_("an amount must be a finite number"),
    N_("a percentage must be a finite number"),
)
_TOO_LARGE = (
    N_("an amount must be at most {largest:,}"),
    N_("a percentage must be at most {largest:,}"),
)
_NOT_DIGITS = (
    N_('an amount must be written with the digits 0-9, such as "12.50"'),
    N_('a percentage must be written with the digits 0-9, such as "12.50"'),
)


def parse_decimal_text(text: str | int | Decimal, percentage: bool = False) -> Decimal:
    """A number written as digits, with an optional minus sign and decimal point ("12.50").

    Floats are refused (they are not exact), and so are exponents, underscores, spaces and
    digits other than 0-9: a league file says each amount one way only. The message calls
    the number an amount, or a percentage with ``percentage``.
    """
    said = int(percentage)
    if isinstance(text, bool) or not isinstance(text, (str, int, Decimal)):
        raise ValueError(_(_NOT_A_DECIMAL_STRING[said]))
    if isinstance(text, Decimal):
        if not text.is_finite():
            raise ValueError(_(_NOT_FINITE[said]))
        return text
    if isinstance(text, int):
        if abs(text) > MAX_AMOUNT:
            raise ValueError(_(_TOO_LARGE[said]).format(largest=MAX_AMOUNT))
        return Decimal(text)
    if len(text) > _MAX_TEXT or not _DECIMAL_TEXT.fullmatch(text):
        raise ValueError(_(_NOT_DIGITS[said]))
    try:
        return Decimal(text)
    except InvalidOperation:  # cannot happen after the pattern; kept as a guard
        raise ValueError(_("not an amount of money")) from None


def decimal_places(value: Decimal) -> int:
    """How many digits ``value`` has after the point ("12.50" has 2, "30" and "3E+1" 0)."""
    exponent = value.as_tuple().exponent
    return -exponent if isinstance(exponent, int) and exponent < 0 else 0


def money_problem(value: Decimal) -> str | None:
    """Why ``value`` cannot be an amount of money (0 to a billion, to the cent), or ``None``."""
    if not value.is_finite() or not ZERO <= value <= MAX_AMOUNT:
        return _("an amount must be from 0 to {largest:,}").format(largest=MAX_AMOUNT)
    if decimal_places(value) > MONEY_PLACES:
        return _("an amount has at most two decimals (cents)")
    return None


def percent_problem(value: Decimal, maximum: Decimal = HUNDRED) -> str | None:
    """Why ``value`` cannot be a percentage (0 to ``maximum``), or ``None``."""
    if not value.is_finite() or not ZERO <= value <= maximum:
        return _("a percentage must be from 0 to {maximum}").format(maximum=maximum)
    if decimal_places(value) > PERCENT_PLACES:
        return _("a percentage has at most {places} decimals").format(places=PERCENT_PLACES)
    return None


def rounding_unit_problem(value: Decimal) -> str | None:
    """Why ``value`` cannot be a rounding unit (a cent or more), or ``None``."""
    problem = money_problem(value)
    if problem is None and value < CENT:
        problem = _("a rounding unit is at least 0.01")
    return problem


def parse_money(text: str | int | Decimal) -> Decimal:
    """Read an amount of money written as a decimal string ("12.50") or a whole number.

    Raises ``ValueError`` saying why for anything else, for a negative amount, for more than
    a billion or for fractions of a cent.
    """
    value = parse_decimal_text(text)
    problem = money_problem(value)
    if problem is not None:
        raise ValueError(problem)
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
