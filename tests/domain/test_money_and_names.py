"""Amounts and names as the organizer and a league file may write them, and nothing else."""

from __future__ import annotations

from decimal import Decimal

import pytest

from leaguemgr.domain.money import (
    money_problem,
    parse_money,
    percent_problem,
    round_to_unit,
    round_up_to_unit,
    rounding_unit_problem,
)
from leaguemgr.domain.names import MAX_NAME_LENGTH, name_problem

D = Decimal


@pytest.mark.parametrize(
    ("text", "amount"),
    [
        ("0", D("0")),
        ("12.50", D("12.50")),
        ("30", D("30")),
        (30, D("30")),
        ("1000000000", D(10**9)),
    ],
)
def test_amounts_written_with_digits_are_read_exactly(text, amount):
    assert parse_money(text) == amount


@pytest.mark.parametrize(
    ("text", "why"),
    [
        ("3_0", "digits 0-9"),
        ("\u0663\u0660", "digits 0-9"),  # Arabic-Indic "30": Decimal() reads it, we do not
        ("\uff13\uff10", "digits 0-9"),  # full-width "30"
        ("1e30", "digits 0-9"),
        ("1E+2", "digits 0-9"),
        (" 30", "digits 0-9"),
        ("30.", "digits 0-9"),
        (".5", "digits 0-9"),
        ("+30", "digits 0-9"),
        ("NaN", "digits 0-9"),
        ("Infinity", "digits 0-9"),
        ("9" * 41, "digits 0-9"),
        ("1000000000.01", "from 0 to 1,000,000,000"),
        ("-5", "from 0 to 1,000,000,000"),
        (10**100, "at most 1,000,000,000"),
        ("12.505", "two decimals"),
        (12.5, "decimal string"),
        (True, "decimal string"),
        (D("NaN"), "finite"),
    ],
)
def test_anything_else_is_refused_saying_why(text, why):
    with pytest.raises(ValueError, match=why):
        parse_money(text)


def test_rounding_units_percentages_and_amounts_have_their_bounds():
    assert rounding_unit_problem(D("0.01")) is None
    assert rounding_unit_problem(D("0")) == "a rounding unit is at least 0.01"
    assert "two decimals" in (rounding_unit_problem(D("1E-999999")) or "")
    assert percent_problem(D("33.3333")) is None
    assert percent_problem(D("100.0001")) == "a percentage must be from 0 to 100"
    assert percent_problem(D("33.33333")) == "a percentage has at most 4 decimals"
    assert percent_problem(D("1000"), D("1000")) is None
    assert money_problem(D("3E+1")) is None  # thirty, however it is written


def test_rounding_never_raises_a_decimal_error_at_the_bounds():
    gross = D(10**9) * 2001 * 10_000  # the largest prices, rebuys and add-ons, 10,000 entries
    assert round_to_unit(gross / 3, D("0.01")) == D("6670000000000000.00")
    assert round_to_unit(gross, D("0.03")) == gross
    assert round_up_to_unit(D("0.01"), D(10**9)) == D(10**9)


@pytest.mark.parametrize(
    "name",
    ["Ann Lee", "Zoë", "李小龍", "محمد", "می\u200cخواهم", "👩\u200d👩\u200d👧", "=1+1", "x" * 100],
)
def test_names_people_have_are_fine(name):
    assert name_problem(name) is None


@pytest.mark.parametrize(
    ("name", "why"),
    [
        ("", "a player name cannot be empty"),
        ("  \t", "a player name cannot be empty"),
        ("x" * 101, "a player name is 101 characters long; at most 100 are allowed"),
        ("x" * 1_000_000, "1,000,000 characters long"),
        ("Ann\x00", "invisible control character (U+0000) at position 4"),
        ("Ann\x07Lee", "invisible control character (U+0007) at position 4"),
        ("Ann\nLee", "invisible control character (U+000A)"),
        ("Ann\u202eeeL", "invisible control character (U+202E)"),  # right-to-left override
        ("Ann\u2028", "invisible control character (U+2028)"),
        ("\ud800", "half of a character (an unpaired surrogate, U+D800) at position 1"),
    ],
)
def test_names_no_one_can_print_are_refused_saying_why(name, why):
    assert why in (name_problem(name, "a player name") or "")
    assert MAX_NAME_LENGTH == 100
