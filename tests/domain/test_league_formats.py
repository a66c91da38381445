"""The one formatter (SPEC 12): money, numbers and dates in the league's locale, as Babel's
CLDR data writes them (no-break spaces written out), and exactly as before without one;
typed amounts read in the locale, one that could mean two amounts refused with its
reading."""

from __future__ import annotations

import datetime as dt
from decimal import Decimal

import pytest

from leaguemgr.domain.league_formats import date, known_locale, money, number, read_amount
from leaguemgr.exporters.tables import currency_symbol, format_money_text
from leaguemgr.ui.money_text import money_text

AMOUNT = Decimal("1234.5")
DAY = dt.date(2026, 1, 31)


@pytest.mark.parametrize(
    ("locale", "written", "negative", "day"),
    [
        ("de_DE", "1.234,50\xa0€", "-5,00\xa0€", "31.01.2026"),
        ("fr_FR", "1\u202f234,50\xa0€", "-5,00\xa0€", "31/01/2026"),
        ("nl_NL", "€\xa01.234,50", "€\xa0-5,00", "31-01-2026"),
        ("en_IE", "€1,234.50", "-€5.00", "31/01/2026"),
        ("es_ES", "1.234,50\xa0€", "-5,00\xa0€", "31/1/2026"),
    ],
)
def test_a_euro_league_writes_its_money_and_days_as_its_players_do(
    locale, written, negative, day
) -> None:
    assert money(AMOUNT, "EUR", locale) == written
    assert money(Decimal("-5"), "EUR", locale) == negative
    assert date(DAY, locale) == day
    assert format_money_text(AMOUNT, "EUR", locale) == written
    assert money_text(AMOUNT, "EUR", locale) == written


def test_without_a_locale_everything_reads_as_it_always_did() -> None:
    assert money(AMOUNT, "USD") == "$1,234.50"
    assert money(Decimal("-5"), "USD") == "-$5.00"
    assert money(AMOUNT, "EUR") == "€1,234.50"
    assert date(DAY) == "2026-01-31"
    # The exports put an unknown code in front, the app's screens after the amount.
    assert format_money_text(Decimal("12"), "CHF") == "CHF 12.00"
    assert money_text(Decimal("12"), "CHF") == "12.00 CHF"
    assert money_text(Decimal("-5"), "CHF") == "-5.00 CHF"
    assert currency_symbol("CHF") == "CHF "
    assert currency_symbol("usd") == "$"


def test_whole_amounts_drop_their_cents_in_any_locale() -> None:
    assert money(Decimal("1196"), "USD", whole=True) == "$1,196"
    assert money(Decimal("1196"), "EUR", "de_DE", whole=True) == "1.196\xa0€"
    assert money(Decimal("11.5"), "EUR", "de_DE", whole=True) == "11,50\xa0€"


def test_the_league_keeps_cents_even_in_a_currency_without_them() -> None:
    assert money(Decimal("1500.25"), "JPY", "ja_JP") == "￥1,500.25"


def test_numbers_in_the_locale() -> None:
    assert number(1234567, "de_DE") == "1.234.567"
    assert number(12.5, "fr_FR", places=2, grouping=False) == "12,50"
    assert number(12.5, None, places=2, grouping=False) == "12.50"


@pytest.mark.parametrize(
    ("typed", "locale", "read"),
    [
        ("12,50", "de_DE", "12.50"),
        ("1.234,50 €", "de_DE", "1234.50"),
        ("-3,5", "de_DE", "-3.5"),
        ("12.50", "de_DE", "12.50"),  # a keypad's point: it cannot be a German thousands dot
        ("1 234,50", "fr_FR", "1234.50"),  # a plain space for CLDR's narrow no-break one
        ("€ 1.234,50", "nl_NL", "1234.50"),
        ("1,234.50", "en_IE", "1234.50"),
        ("12,5%", "de_DE", "12.5"),
        ("$1,250.50", None, "1250.50"),
        ("1,234", None, "1234"),
    ],
)
def test_a_typed_amount_is_read_in_the_league_s_locale(typed, locale, read) -> None:
    assert read_amount(typed, locale) == Decimal(read)


def test_an_amount_that_could_mean_two_is_refused_with_the_reading_it_would_take() -> None:
    with pytest.raises(ValueError) as refused:
        read_amount("1,234", "de_DE")
    assert str(refused.value) == (
        "'1,234' could mean 1,2340 or 1234: it would be read as 1,2340; type it that way to be sure"
    )
    with pytest.raises(ValueError, match="it would be read as 1234;"):
        read_amount("1.234", "de_DE")


def test_what_is_not_an_amount_in_the_locale_says_how_one_is_written() -> None:
    with pytest.raises(ValueError) as refused:
        read_amount("12,50", "en_IE")
    assert str(refused.value) == "'12,50' is not a number (amounts here are written 1,234.50)"
    with pytest.raises(ValueError, match="is not a number"):
        read_amount("1.23.4", "de_DE")
    with pytest.raises(ValueError, match="more than 4 decimals"):
        read_amount("1,23456", "de_DE")


def test_only_locales_babel_knows() -> None:
    assert known_locale("de_DE") and known_locale("fr")
    assert not known_locale("xx_YY") and not known_locale("de-DE") and not known_locale("")
