"""Points formulas against hostile input: each is refused with a clear message, quickly,
and a formula accepted has a value at every place it can meet (SPEC 2.4)."""

from __future__ import annotations

import contextlib
import math
import time

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from leaguemgr.domain import formula_range
from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import FUNCTIONS, VARIABLES, compile_formula
from leaguemgr.domain.formula_range import check_formula_range, season_buyins
from leaguemgr.domain.points import EntryFigures, neau_points, points_function
from leaguemgr.domain.records import Event, PayoutRange, PointsRule
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from tests.domain.builders import AZ_TABLE, FNC_TABLE, D, field, league_of, played, rules

NEAU = "sqrt(n * buyin * (buyin / cost)) / (place + 1)"
QUICK = 1.0  # seconds: a refusal takes well under a millisecond; a hang takes minutes


def refusal(text: str) -> FormulaError:
    start = time.perf_counter()
    with pytest.raises(FormulaError) as caught:
        compile_formula(text)
    assert time.perf_counter() - start < QUICK
    return caught.value


def custom(text: str, **changes):
    return rules(points=PointsRule(preset=None, formula=text), **changes)


# A formula that passes the samples but fails on real data ---------------------------------


def test_a_formula_failing_at_one_place_is_refused_naming_the_place_and_field():
    compile_formula("10/(place-3)")  # the two samples (places 1 and 40) do not find it
    with pytest.raises(FormulaError) as caught:
        check_formula_range("10/(place-3)", buyins=[D("30")], payout_table=AZ_TABLE)
    assert str(caught.value) == (
        "the formula cannot be evaluated at place 3 of 3 (buy-in 30): division by zero"
    )


def test_import_and_save_refuse_it_at_the_formula_with_the_place():
    league = league_of(custom("10/(place-3)"), Event(1, entries=field(2)))
    problem = first_problem(league)
    assert problem.location == ("seasons", 0, "rules", "points", "formula")
    assert problem.value == "10/(place-3)"
    assert "place 3 of 3 (buy-in 30): division by zero" in problem.message


def test_every_buyin_the_season_uses_is_tried():
    text = "100 / (buyin - 25)"  # fine at the season's 30; not at the 25 of event 2
    assert first_problem(league_of(custom(text), Event(1, entries=field(3)))) is None
    cheap_night = Event(2, buyin=D("25"), entries=field(3))
    problem = first_problem(league_of(custom(text), Event(1, entries=field(3)), cheap_night))
    assert "at place 1 of 1 (buy-in 25)" in problem.message
    stacks = Event(3, pick_a_stack=True, entries=(played("p01", 1, buyin=D("25")),))
    season = league_of(custom(text), stacks).seasons[0]
    assert season_buyins(season) == (D("25"), D("30"))
    assert "(buy-in 25)" in first_problem(league_of(custom(text), stacks)).message


def test_the_payout_table_gives_prize_and_paid_places():
    with pytest.raises(FormulaError, match=r"place 1 of 13 .*division by zero"):
        check_formula_range("1 / (paid_places - 4)", buyins=[30], payout_table=AZ_TABLE)
    with pytest.raises(FormulaError, match=r"place 4 of 4 .*division by zero"):
        check_formula_range("100 / (prize + (place - 4) ** 2)", buyins=[30], payout_table=AZ_TABLE)
    check_formula_range("prize / pool * 100 + knockouts", buyins=[30], payout_table=FNC_TABLE)


def test_fields_up_to_the_largest_the_payout_table_plans_for_are_tried():
    big = (*AZ_TABLE, PayoutRange(21, 450, (D("100"),)))
    check_formula_range("1 / (n - 400)", buyins=[30], payout_table=AZ_TABLE)  # 300 by default
    with pytest.raises(FormulaError, match="place 1 of 400 "):
        check_formula_range("1 / (n - 400)", buyins=[30], payout_table=big)
    huge = (*AZ_TABLE, PayoutRange(21, 9999, (D("100"),)))
    with pytest.raises(FormulaError, match="place 1 of 9999 "):
        check_formula_range("1 / (n - 9999)", buyins=[30], payout_table=huge)


def test_rebuys_addons_and_knockouts_are_tried_too():
    for text, shown in (
        ("1 / (rebuys - 1)", "1 rebuy"),
        ("1 / (addons - 1)", "1 add-on"),
        ("1 / (knockouts - 1)", "1 knockout"),
    ):
        with pytest.raises(FormulaError, match=shown):
            check_formula_range(text, buyins=[30], payout_table=AZ_TABLE, rebuy_cost=30)


def test_the_answer_is_remembered_for_the_same_rules(monkeypatch):
    text = "50 / (place + 0.5)"
    check_formula_range(text, buyins=[D("25")], payout_table=AZ_TABLE)

    def not_again(*_args, **_kwargs):
        raise AssertionError("checked again")

    monkeypatch.setattr(formula_range, "_field_failure", not_again)
    check_formula_range(text, buyins=[D("25")], payout_table=AZ_TABLE)
    with pytest.raises(AssertionError):  # other buy-ins: checked
        check_formula_range(text, buyins=[D("26")], payout_table=AZ_TABLE)


def test_an_evaluation_that_fails_later_names_the_entry():
    function = points_function(PointsRule(preset=None, formula="10/(place-3)"))
    variables = EntryFigures(3, 30.0, 0.0, 0.0, 0, 0, 2, 0.0).variables(5, 150.0, 3)
    with pytest.raises(FormulaError) as caught:
        function(variables)
    assert str(caught.value) == (
        "the formula cannot be evaluated at place 3 of 5 (buy-in 30, 2 knockouts): division by zero"
    )


# Bounds --------------------------------------------------------------------------------


@pytest.mark.parametrize("text", ["4000000**4000000", "2**2**2**2**2**2", "n ** (place * 1e6)"])
def test_huge_powers_are_refused_quickly(text):
    assert "too large" in str(refusal(text))


def test_a_power_with_no_value_is_refused():
    assert "a negative number to a fractional power" in str(refusal("(-8) ** (1/3)"))


def test_rounding_digits_are_bounded():
    error = refusal("round(place, -4000000)")
    assert str(error) == "round() keeps between -15 and 15 digits at position 14"
    assert "round() keeps between -15 and 15 digits" in str(refusal("round(place, -n * 1000)"))
    assert compile_formula("round(10 / place, 2)").evaluate({"place": 3}) == 3.33


@pytest.mark.parametrize(
    "text",
    [
        "(" * 10_000 + "1" + ")" * 10_000,
        "-" * 100_000 + "1",
        "not " * 30_000 + "1",
        "place+" * 20_000,
    ],
)
def test_huge_texts_are_refused_by_their_length_before_parsing(text):
    error = refusal(text)
    assert error.reason.startswith("the formula is too long")
    assert "at most 500" in str(error)


@pytest.mark.parametrize(
    "text",
    [
        "(" * 33 + "1" + ")" * 33,
        "sqrt(" * 33 + "n" + ")" * 33,
        "-" * 33 + "1",
        "not " * 40 + "1",
    ],
)
def test_deep_nesting_is_refused_without_recursion(text):
    assert "nested too deeply (at most 32 levels)" in str(refusal(text))


def test_long_chains_are_not_nesting():
    assert compile_formula("+".join(["place"] * 80)).evaluate({"place": 2}) == 160
    chain = " else ".join(f"{10 - i} if place == {i}" for i in range(1, 21)) + " else 0"
    assert compile_formula(chain).evaluate({"place": 4}) == 6
    assert compile_formula("(" * 32 + "place" + ")" * 32).evaluate({"place": 2}) == 2


def test_a_100_kb_formula_is_refused_quickly():
    assert "100,000 characters" in str(refusal("1" * 100_000))
    start = time.perf_counter()
    problem = first_problem(league_of(custom("place + " * 12_500)))
    assert time.perf_counter() - start < QUICK
    assert problem.value == "place + place + place + place + place + … (100,000 characters)"
    assert "the formula is too long (99,999 characters; at most 500)" in problem.message


@pytest.mark.parametrize(
    ("text", "symbol", "position"),
    [
        ("1 @ 2", "@", 3),
        ("n << 3", "<<", 3),
        ("n | 1", "|", 3),
        ("~n", "~", 1),
        ("place in n", "in", 7),
        ("place is not n", "is not", 7),
    ],
)
def test_a_refused_operator_is_quoted_as_written(text, symbol, position):
    assert str(refusal(text)) == (
        f"'{symbol}' is not allowed in a points formula at position {position}"
    )


def test_functions_are_called_with_as_many_arguments_as_they_take():
    assert str(refusal("max(place)")) == "max() needs at least 2 arguments at position 1"
    assert str(refusal("n + sqrt(n, 2)")) == "sqrt() takes at most 1 argument at position 5"


def test_positions_count_characters_not_bytes():
    assert str(refusal("sqrt(n) × 2")) == "the formula does not parse at position 9"
    assert str(refusal("'é' + plaec")) == "only numbers may be written in a formula at position 1"
    assert str(refusal("(n +\n plaec)")) == "unknown name 'plaec' at position 7"


def test_a_result_that_is_not_finite_is_refused():
    assert "infinite or undefined" in str(refusal("1e308 * 10 * place"))
    assert "too large" in str(refusal("exp(n * 100)"))


# Same values as before ---------------------------------------------------------------------


def test_the_neau_formula_written_out_gives_the_preset_to_the_bit():
    formula = compile_formula(NEAU)
    for n in (1, 2, 14, 40, 300):
        for place in range(1, n + 1):
            variables = EntryFigures(place, 30.0, 20.0, 0.0, 1, 0, 0, 0.0).variables(n, 0.0, 0)
            assert formula.evaluate(variables) == neau_points(variables)


def test_whole_numbers_keep_their_values():
    formula = compile_formula("2 ** 10 + floor(place / 2) + ceil(7 / 2) + round(2.5) + 7 // 2")
    assert formula.evaluate({"place": 5}) == 1024 + 2 + 4 + 2 + 3


def test_a_custom_formula_season_reports_like_the_preset():
    ties = (played("p01", 1), played("p02", 2), played("p03", 2), played("p04", 4))
    events = (Event(1, entries=field(14)), Event(2, entries=ties), Event(3, entries=field(20)))
    preset = compute_season_report(league_of(rules(), *events), "S")
    written = compute_season_report(league_of(custom(NEAU), *events), "S")
    assert [event.points for event in written.events] == [event.points for event in preset.events]
    assert written.standings == preset.standings


# Whatever is typed -------------------------------------------------------------------------

_PIECES = [
    *VARIABLES,
    *(f"{name}(" for name in FUNCTIONS),
    *"0123456789",
    "1e308",
    "4000000",
    ".5",
    " ",
    "(",
    ")",
    ",",
    "+",
    "-",
    "*",
    "/",
    "//",
    "%",
    "**",
    "@",
    "<",
    "==",
    " if ",
    " else ",
    " and ",
    " or ",
    "not ",
    "lambda: ",
    "[",
    "]",
    "'",
    ".",
    "__import__",
]
_NOISE = st.lists(st.one_of(st.sampled_from(_PIECES), st.text(max_size=3)), max_size=60)
_LEAVES = st.one_of(
    st.sampled_from(VARIABLES),
    st.integers(-(10**6), 10**6).map(str),
    st.floats(allow_nan=False, allow_infinity=False).map(repr),
)


def _grown(inner: st.SearchStrategy[str]) -> st.SearchStrategy[str]:
    operators = st.sampled_from(["+", "-", "*", "/", "//", "%", "**", "<", "==", " and ", " or "])
    return st.one_of(
        st.tuples(inner, operators, inner).map(lambda t: f"({t[0]}{t[1]}{t[2]})"),
        st.tuples(st.sampled_from(["-", "+", "not "]), inner).map("".join),
        st.tuples(st.sampled_from(sorted(FUNCTIONS)), st.lists(inner, min_size=1, max_size=3)).map(
            lambda t: f"{t[0]}({', '.join(t[1])})"
        ),
        st.tuples(inner, inner, inner).map(lambda t: f"({t[0]} if {t[1]} else {t[2]})"),
    )


# Random characters and grammar pieces (mostly refused), and well-formed formulas.
_TEXTS = st.one_of(_NOISE.map("".join), st.recursive(_LEAVES, _grown, max_leaves=40))
_VALUES = st.fixed_dictionaries(
    {
        "n": st.integers(1, 400),
        "place": st.integers(1, 400),
        "buyin": st.floats(0, 1e6),
        "rebuy_cost": st.floats(0, 1e6),
        "addon_cost": st.floats(0, 1e6),
        "cost": st.floats(0, 1e6),
        "rebuys": st.integers(0, 50),
        "addons": st.integers(0, 5),
        "knockouts": st.integers(0, 400),
        "prize": st.floats(0, 1e7),
        "pool": st.floats(0, 1e7),
        "paid_places": st.integers(0, 40),
    }
)


@settings(deadline=2000, max_examples=400, suppress_health_check=[HealthCheck.too_slow])
@given(text=_TEXTS, values=_VALUES)
def test_any_text_compiles_to_finite_numbers_or_is_refused(text, values):
    start = time.perf_counter()
    try:
        formula = compile_formula(text)
        result = formula.evaluate(values)
    except FormulaError:
        pass
    else:
        assert isinstance(result, float) and math.isfinite(result)
    with contextlib.suppress(FormulaError):
        check_formula_range(text, buyins=[values["buyin"]], payout_table=AZ_TABLE, max_field=30)
    assert time.perf_counter() - start < QUICK
