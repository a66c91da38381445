"""TD3's formula language: ORF's real formulas give TD3's figures; nothing escapes or hangs."""

from __future__ import annotations

import math
import time

import pytest

from leaguemgr.td3.formula import (
    MAX_DEPTH,
    MAX_LENGTH,
    VARIABLES,
    Td3FormulaError,
    parse_td3_formula,
)

# td3-format.md 12, verbatim from ORF_Poker_20230119.tdt.
VARIANT_B = """assign ("points", 0)
assign ("T33", Round(n/3) )
assign ("T80", Floor(n*0.9) )
assign ("monies", totalBuyInsAmount + totalRebuysAmount + totalAddOnsAmount)
assign ("avgBC", monies/buyins)
assign ("temp", 10*(sqrt(n)/sqrt( (T33 + 1) ))*(1+log(avgBC+0.25))+ (numberofHits * 10))
IF (T80 > r and T33 < r, assign("points", round(temp * pow(0.66, (r-T33))) +(numberofHits * 10) ), (IF (T33 >= r, assign ("points", (round(10*(sqrt(n)/sqrt(r))*(1+log(avgBC+0.25)))+(numberofHits * 10))))))"""  # noqa: E501
VARIANT_A = VARIANT_B.replace(
    "round(temp * pow(0.66, (r-T33))) +(numberofHits * 10) )", "round(temp * pow(0.66, (r-T33) )))"
)
VARIANT_C = VARIANT_B.replace('assign ("points", 0)', 'assign ("points", 1)')


def values(**given: float) -> dict[str, float]:
    result = dict.fromkeys(VARIABLES, 0.0)
    result.update(given)
    return result


def orf_20230119(rank: int, hits: int) -> dict[str, float]:
    # 16 buy-ins of 200 kr (20 kr rake each, included) and 5 rebuys of 200 kr: G = 4,200.
    return values(
        buyins=16,
        rank=rank,
        numberofhits=hits,
        totalbuyinsamount=3200,
        totalrebuysamount=1000,
        totaladdonsamount=0,
    )


def test_variant_b_gives_the_worked_example_of_td3_format():
    formula = parse_td3_formula(VARIANT_B)
    # Winner, 5 hits: round(10 x 4 / 1 x 6.5712) + 50 = 263 + 50 = 313.
    assert formula.evaluate(orf_20230119(1, 5)) == 313
    # 6th, 1 hit: (10 x 4 / sqrt(6) x 6.5712 + 10) x 0.66 = 77.42 -> 77 + 10 = 87.
    assert formula.evaluate(orf_20230119(6, 1)) == 87
    # 14th to 16th: 0.
    assert [formula.evaluate(orf_20230119(r, 2)) for r in (14, 15, 16)] == [0, 0, 0]


def test_variant_a_does_not_add_the_hits_twice_in_the_middle():
    # 6th, 1 hit: round(77.42) = 77 (B adds 10 more).
    assert parse_td3_formula(VARIANT_A).evaluate(orf_20230119(6, 1)) == 77


def test_a_false_two_argument_if_gives_0_even_after_assign_points_1():
    # Variant C's bottom tier: the formula's value is its last statement's, not "points".
    assert parse_td3_formula(VARIANT_C).evaluate(orf_20230119(15, 0)) == 0


def test_the_plugin_style_rewrite_with_lower_case_and_three_argument_if():
    text = "if(r <= 3, max(n, 1) * 10 / r, if(r < 8, 1 + nh, 0))"
    formula = parse_td3_formula(text)
    assert formula.evaluate(values(buyins=16, rank=2, numberofhits=3)) == 80
    assert formula.evaluate(values(buyins=16, rank=5, numberofhits=3)) == 4
    assert formula.evaluate(values(buyins=16, rank=9, numberofhits=3)) == 0


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("", 0),
        ("n-r+1", 8),
        ('(assign("a", 6); assign("b", 3); a * b)', 18),
        ('assign("a", 6)\nassign("b", 3)\na * b', 18),
        ('assign("Points", 2); POINTS + points', 4),
        ("round(2.5)", 3),
        ("round(-2.5)", -2),  # JavaScript's Math.round: halves up
        ("round(1.005, 2)", 1.0),
        ("round(1.2345, 2)", 1.23),
        ("log(exp(2))", 2),  # natural
        ("log(100, 10)", 2),
        ("ln(1) + log10(1000)", 3),
        ("pow(2, 10) + power(3, 2)", 1033),
        ("7 % 3", 1),
        ("-7 % 3", -1),  # the sign of the dividend, as JavaScript
        ("1 = 1", 1),
        ("2 == 3", 0),
        ("2 is 2", 1),
        ("2 != 3", 1),
        ("1 and 0 or 1", 1),
        ("!0 && not 0", 1),
        ("1 || 0 && 0", 1),
        ("2 + 3 * 4 - 6 / 2", 11),
        ("-(2 + 3)", -5),
        ("roundToNearest(1234, 100) + roundUpToNearest(1201, 100) + roundDownToNearest(1299, 100)",
         1200 + 1300 + 1200),
        ("triangle(4)", 10),
        ("switch(2, 1, 10, 2, 20, 99)", 20),
        ("switch(5, 1, 10, 2, 20, 99)", 99),
        ("switch(5, 1, 10)", 0),
        ("lswitch(2, 10, 20, 30) + lswitch(9, 10, 20, 30)", 50),
        ("oneof(3, 1, 2, 3)", 1),
        ("min(4, 2, 8) + max(1, 5)", 7),
        ("if(1, 2)", 2),
        ("if(0, 2)", 0),
        ("if(0, 1/0, 3)", 3),  # only the chosen branch is evaluated
        ("position + numberOfPlayers + NR + na + tnr + tna", 0 + 8 + 0 + 0 + 0 + 0),
        ("  \n ;; 5 ;\n", 5),
        ('assign("r", r + 1); r', 2),  # TD3's r until it is assigned, then the new value
        ("IF (1 > 0,\n  2,\n  3)", 2),  # a line break inside brackets does not end a statement
    ],
)  # fmt: skip
def test_the_language(text, expected):
    assert parse_td3_formula(text).evaluate(values(buyins=8, rank=1)) == pytest.approx(expected)


def test_names_are_case_insensitive_and_aliases_read_the_same_variable():
    formula = parse_td3_formula("NumberOfHits + NH + numberofhits + Buyins + N + numberOfPlayers")
    assert formula.names == {"numberofhits", "buyins"}
    assert formula.evaluate(values(numberofhits=2, buyins=10)) == 36


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("__import__('os')", "unexpected character"),
        ("open(1)", "unknown function 'open'"),
        ("n.__class__", "unexpected character '.'"),
        ("eval(1)", "unknown function 'eval'"),
        ("leagueRank", "unknown variable 'leaguerank'"),
        ("random()", "unknown function 'random'"),
        ("assign(x, 1)", "assign takes a quoted name"),
        ('assign("1x", 1)', "cannot be a variable name"),
        ('sqrt("n")', "only assign() takes a quoted name"),
        ("round", "'round' is a function"),
        ("round(1, 2, 3)", "round() takes 1 to 2 arguments, not 3"),
        ("pow(2)", "pow() takes 2 arguments, not 1"),
        ("if(1)", "if() takes 2 to 3 arguments"),
        ("(1", "expected ')'"),
        ("1)", "unexpected ')'"),
        ("1 +", "unexpected the end of the formula"),
        ("()", "empty brackets"),
        ("1.2.3", "malformed number"),
        ("1 2", "unexpected '2'"),
    ],
)
def test_what_is_refused_when_parsed(text, expected):
    with pytest.raises(Td3FormulaError, match=expected.replace("(", r"\(").replace(")", r"\)")):
        parse_td3_formula(text)


@pytest.mark.parametrize(
    ("text", "expected"),
    [
        ("1 / (r - r)", "division by zero"),
        ("sqrt(-1)", "sqrt() has no value"),
        ("log(0)", "log() has no value"),
        ("pow(10, 400)", "pow() has no value"),
        ("exp(1000)", "exp() has no value"),
        ("pow(-8, 0.5)", "pow() has no value"),
        ("1e300 * 1e300", "infinite, undefined or too large"),
        ('x + assign("x", 1)', "'x' is used before it is assigned"),
        ("round(1, 99)", "round() has no value"),
    ],
)
def test_what_fails_when_evaluated_is_a_formula_error(text, expected):
    formula = parse_td3_formula(text)
    with pytest.raises(Td3FormulaError, match=expected.replace("(", r"\(").replace(")", r"\)")):
        formula.evaluate(values(rank=1))


def test_length_and_depth_are_bounded_before_parsing():
    with pytest.raises(Td3FormulaError, match="too long"):
        parse_td3_formula("1+" * MAX_LENGTH + "1")
    for deep in ("(" * 100_000, "sqrt(" * 100_000, "-" * 100_000 + "1", "!" * 4000 + "1"):
        with pytest.raises(Td3FormulaError, match=f"at most {MAX_DEPTH} levels"):
            parse_td3_formula(deep[:MAX_LENGTH])
    assert parse_td3_formula("(" * MAX_DEPTH + "1" + ")" * MAX_DEPTH).evaluate(values()) == 1


def test_the_longest_formula_evaluates_quickly():
    # No loops and no user functions: the worst is one walk over the longest text.
    text = "+".join(["pow(1.0001, sqrt(n*r+1))"] * (MAX_LENGTH // 26))
    formula = parse_td3_formula(text)
    start = time.perf_counter()
    for _ in range(100):
        result = formula.evaluate(values(buyins=40, rank=3))
    assert math.isfinite(result)
    assert time.perf_counter() - start < 1
