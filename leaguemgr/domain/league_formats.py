"""The one way leaguemgr writes money, numbers and dates, and reads typed amounts (SPEC 12).

A league with a ``locale`` ("de_DE") is written the way its players write: Babel's CLDR data
gives "1.234,50 €" (de_DE), "€ 1.234,50" (nl_NL), "1 234,50 €" (fr_FR). A league without
one (``None``) is written exactly as leaguemgr always wrote it ("$1,234.50", "-$5.00"), so
every report made before stays the same, byte for byte.
"""

from __future__ import annotations

import datetime as dt
import re
import unicodedata
from decimal import Decimal
from functools import lru_cache

from babel import Locale, UnknownLocaleError
from babel.dates import format_date, get_date_format
from babel.numbers import (
    format_currency,
    format_decimal,
    get_currency_name,
    get_decimal_symbol,
    get_group_symbol,
)

from leaguemgr.domain.money import MAX_AMOUNT, PERCENT_PLACES, cents, decimal_places
from leaguemgr.language.texts import _

# The symbols leaguemgr wrote before it knew locales; other codes are written out ("CHF").
_SYMBOLS = {
    "USD": "$",
    "CAD": "$",
    "AUD": "$",
    "NZD": "$",
    "EUR": "€",
    "GBP": "£",
    "JPY": "¥",
    "INR": "₹",
}
_SPACES = frozenset(" \u00a0\u202f\u2009")
_YEAR = re.compile(r"y+")
_ASCII_DIGITS = re.compile(r"[0-9]+")


def known_locale(name: str) -> bool:
    """Whether Babel knows the locale ``name`` ("de_DE", "fr"; not "xx_YY" nor "de-DE")."""
    return _locale(name) is not None


@lru_cache(maxsize=64)
def _locale(name: str) -> Locale | None:
    if not re.fullmatch(r"[A-Za-z]{2,3}(_[A-Za-z0-9]{2,4}){0,2}", name):
        return None
    try:
        return Locale.parse(name)
    except (UnknownLocaleError, ValueError):
        return None


def known_language(name: str) -> bool:
    """Whether ``name`` is a language Babel knows by itself ("de", "fr"; not "de_DE")."""
    return re.fullmatch(r"[a-z]{2,3}", name) is not None and known_locale(name)


def formats_problem(
    currency: str, locale: str | None, language: str | None
) -> tuple[tuple[str, str], str, str] | None:
    """What is wrong with a league's currency, locale or language, as (where, value,
    message), or ``None``: the three checks a file, the app and a command share."""
    if not re.fullmatch(r"[A-Z]{3}", currency):
        return ("league", "currency"), currency, "is not a currency code (e.g. EUR)"
    if locale is not None and not known_locale(locale):
        return ("league", "locale"), locale, "is not a locale (e.g. de_DE)"
    if language is not None and not known_language(language):
        return ("league", "language"), language, "is not a language (e.g. de)"
    return None


def _parsed(locale: str) -> Locale:
    found = _locale(locale)
    if found is None:
        raise ValueError(f'"{locale}" is not a locale')
    return found


def currency_symbol(currency: str, locale: str | None = None) -> str:
    """The currency as written beside amounts: "$", "€", else the code ("CHF")."""
    code = currency.upper()
    if locale is None:
        return _SYMBOLS.get(code, code)
    return _parsed(locale).currency_symbols.get(code, code)


def decimal_mark(locale: str) -> str:
    """The locale's decimal mark: "," in de_DE, "." in en_IE."""
    return get_decimal_symbol(_parsed(locale))


def currency_name(currency: str, locale: str) -> str:
    """The currency's name in ``locale`` ("Euro"), or its code when Babel has none."""
    try:
        return get_currency_name(currency.upper(), locale=_parsed(locale))
    except (ValueError, LookupError):
        return currency.upper()


def money(
    amount: Decimal,
    currency: str,
    locale: str | None = None,
    *,
    code_after: bool = False,
    whole: bool = False,
) -> str:
    """An amount for people, to the cent: "$1,234.50", "-$5.00"; "1.234,50 €" in de_DE.

    ``locale`` ``None`` keeps leaguemgr's own writing: a currency without a symbol is
    written "CHF 12.00", or "12.00 CHF" with ``code_after`` (the app's screens). ``whole``
    leaves out the cents of a whole amount ("$30", "30 €").
    """
    value = cents(amount)
    if locale is None:
        code = currency.upper()
        symbol = _SYMBOLS.get(code)
        sign = "-" if value < 0 else ""
        digits = f"{abs(value):,.2f}"
        if whole:
            digits = digits.removesuffix(".00")
        if symbol is not None:
            return f"{sign}{symbol}{digits}"
        return f"{sign}{digits} {code}" if code_after else f"{sign}{code} {digits}"
    where = _parsed(locale)
    if whole and value == value.to_integral_value():
        pattern = where.currency_formats["standard"].pattern.split(";")[0]
        pattern = re.sub(r"0\.0+", "0", pattern)
        return format_currency(
            value, currency.upper(), pattern, locale=where, currency_digits=False
        )
    # The league keeps cents in every currency: Babel's own digits (none for JPY) would hide them.
    return format_currency(value, currency.upper(), locale=where, currency_digits=False)


def number(
    value: float | int | Decimal,
    locale: str | None = None,
    *,
    places: int | None = None,
    grouping: bool = True,
) -> str:
    """A number for people: "1,234" / "1.234" (de_DE); ``places`` fixes the decimals."""
    if locale is None:
        comma = "," if grouping else ""
        return f"{value:{comma}.{places}f}" if places is not None else f"{value:{comma}}"
    pattern = None
    if places is not None:
        pattern = ("#,##0" if grouping else "0") + ("." + "0" * places if places else "")
    return format_decimal(value, pattern, locale=_parsed(locale), group_separator=grouping)


def date_pattern(locale: str) -> str:
    """The locale's short date with the whole year, as a CLDR pattern ("dd.MM.yyyy")."""
    return _YEAR.sub("yyyy", get_date_format("short", locale=_parsed(locale)).pattern)


def currency_pattern_sides(locale: str) -> tuple[str, str]:
    """What the locale writes before and after an amount's digits, "¤" standing for the
    currency: ("", "\u00a0¤") in de_DE, ("¤\u00a0", "") in nl_NL, ("¤", "") in en_IE."""
    pattern = _parsed(locale).currency_formats["standard"].pattern.split(";")[0]
    digits = re.search(r"[#0,.]+", pattern)
    if digits is None:
        return "¤", ""
    return pattern[: digits.start()], pattern[digits.end() :]


def date(day: dt.date, locale: str | None = None) -> str:
    """A day in the locale's short form with the whole year: "31.01.2026" (de_DE),
    "31/01/2026" (en_IE); ``None``: ISO, "2026-01-31", as always."""
    if locale is None:
        return day.isoformat()
    return format_date(day, date_pattern(locale), locale=_parsed(locale))


def read_amount(text: str, locale: str | None = None) -> Decimal:
    """An amount or a percentage as typed, read in ``locale``: "12,50" is 12.5 in de_DE.

    ``ValueError`` with the reason for anything else, and for a text that could mean two
    amounts ("1,234" in de_DE: 1,234 as written there, or 1234 as written in English),
    naming the reading it would take. ``None``: as always, "$1,250.50" and "12.5%".
    """
    shown = text.strip()[:40]
    if locale is None:
        cleaned = text.strip().replace("$", "").replace(",", "").replace("%", "").strip()
        return _bounded(_digits(cleaned, shown), shown)
    where = _parsed(locale)
    point = get_decimal_symbol(where)
    group = get_group_symbol(where)
    cleaned = "".join(
        char for char in text if char != "%" and unicodedata.category(char) != "Sc"
    ).strip()
    if group in _SPACES:
        cleaned = "".join(" " if char in _SPACES else char for char in cleaned)
        group = " "
    reading = _reading(cleaned, point, group)
    # A league whose decimal is "," is often typed for in English too ("12.50" from a
    # keypad): taken when it reads one way only; a lone separator before three digits
    # ("1,234") means one amount here and another there, and is refused.
    other = _reading(cleaned, ".", ",") if point != "." else None
    if reading is None and other is None:
        example = format_decimal(Decimal("1234.5"), "#,##0.00", locale=where)
        raise ValueError(
            _("'{text}' is not a number (amounts here are written {example})").format(
                text=shown, example=example
            )
        )
    if reading is not None and other is not None and other != reading:
        said = _unmistakable(reading, where)
        raise ValueError(
            _(
                "'{text}' could mean {said} or {other}: "
                "it would be read as {said}; type it that way to be sure"
            ).format(text=shown, said=said, other=_unmistakable(other, where))
        )
    return _bounded(reading if reading is not None else other, shown)


def _reading(text: str, point: str, group: str) -> Decimal | None:
    """``text`` as a number written with ``point`` and ``group``, or ``None`` if it is not."""
    sign = ""
    if text.startswith("-"):
        sign, text = "-", text[1:].lstrip()
    whole, _point, fraction = text.partition(point)
    parts = whole.split(group)
    if not all(_ASCII_DIGITS.fullmatch(part) for part in (*parts, fraction or "0")):
        return None
    # Groups of three after the first: "1.234" is a thousand in de_DE, "1.23" is nothing.
    if len(parts) > 1 and (not 1 <= len(parts[0]) <= 3 or any(len(p) != 3 for p in parts[1:])):
        return None
    digits = "".join(parts) + (f".{fraction}" if fraction else "")
    try:
        return _digits(sign + digits, text)
    except ValueError:
        return None


def _digits(cleaned: str, shown: str) -> Decimal:
    # Digits 0-9 only, as in a league file: no "1e30", "3_0" or other scripts' digits.
    if not re.fullmatch(r"-?[0-9]+(\.[0-9]+)?", cleaned) or len(cleaned) > 40:
        raise ValueError(_("'{text}' is not a number").format(text=shown))
    return Decimal(cleaned)


def _bounded(value: Decimal, shown: str) -> Decimal:
    if abs(value) > MAX_AMOUNT:
        raise ValueError(
            _("'{text}' is too large (at most {largest:,})").format(text=shown, largest=MAX_AMOUNT)
        )
    if decimal_places(value) > PERCENT_PLACES:
        raise ValueError(
            _("'{text}' has more than {places} decimals").format(text=shown, places=PERCENT_PLACES)
        )
    return value


def _unmistakable(value: Decimal, where: Locale) -> str:
    """``value`` written in the locale so that it reads one way only: no group separator,
    and never exactly three decimals ("1,2340", "1234")."""
    places = decimal_places(value)
    places = places + 1 if places == 3 else places
    pattern = "0" + ("." + "0" * places if places else "")
    return format_decimal(value, pattern, locale=where, group_separator=False)
