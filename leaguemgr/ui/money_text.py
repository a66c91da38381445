"""How amounts of money and points are written on screen."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.league_formats import money, number


def money_text(amount: Decimal, currency: str = "USD", locale: str | None = None) -> str:
    """``Decimal("1800")`` -> "$1,800.00", "1.800,00 €" in a de_DE league; negative amounts
    keep their sign in front; a currency without a symbol follows: "12.00 CHF"."""
    return money(amount, currency, locale, code_after=True)


def knockouts_text(knockouts: float) -> str:
    """Knockouts as counted: whole ("1", never "1.0"), or with the half of a shared one."""
    return f"{knockouts:g}" if knockouts else ""


def points_text(points: float, locale: str | None = None) -> str:
    """Points as the standings show them: two decimals ("12,50" in a de_DE league)."""
    if locale is None:
        return f"{points:.2f}"
    return number(points, locale, places=2, grouping=False)
