"""How amounts of money and points are written on screen."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.money import cents

_SYMBOLS = {"USD": "$", "CAD": "$", "AUD": "$", "EUR": "€", "GBP": "£"}


def money_text(amount: Decimal, currency: str = "USD") -> str:
    """``Decimal("1800")`` -> "$1,800.00"; negative amounts keep their sign in front."""
    symbol = _SYMBOLS.get(currency, "")
    sign = "-" if amount < 0 else ""
    text = f"{sign}{symbol}{abs(cents(amount)):,.2f}"
    return text if symbol else f"{text} {currency}"


def knockouts_text(knockouts: float) -> str:
    """Knockouts as counted: whole ("1", never "1.0"), or with the half of a shared one."""
    return f"{knockouts:g}" if knockouts else ""


def points_text(points: float) -> str:
    """Points as the standings show them: two decimals."""
    return f"{points:.2f}"
