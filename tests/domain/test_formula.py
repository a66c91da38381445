"""Points formulas: safe evaluation and errors that point at the position (SPEC 2.4)."""

import pytest

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import compile_formula


def test_a_formula_uses_the_documented_variables_and_functions():
    formula = compile_formula("max(1, 10 - place) + sqrt(n) + (2 if knockouts > 0 else 0)")
    assert formula.evaluate({"place": 3, "n": 16, "knockouts": 1}) == 7 + 4 + 2


@pytest.mark.parametrize(
    ("text", "message", "position"),
    [
        ("sqrt(n", "does not parse", None),
        ("place +* 2", "does not parse", None),
        ("open('x')", "only the listed functions", 1),
        ("__import__('os').system('x')", "only the listed functions", 1),
        ("n.bit_length()", "only the listed functions", 1),
        ("10 - plaec", "unknown name 'plaec'", 6),
        ("[n for n in range(9)]", "not allowed", 1),
        ("'a' * 9", "only numbers", 1),
        ("lambda: 1", "not allowed", 1),
    ],
)
def test_bad_formulas_are_refused_with_where(text, message, position):
    with pytest.raises(FormulaError) as caught:
        compile_formula(text)
    assert message in str(caught.value)
    if position is not None:
        assert f"at position {position}" in str(caught.value)


def test_a_formula_that_can_only_fail_is_refused_when_saved():
    with pytest.raises(FormulaError, match="division by zero"):
        compile_formula("10 / (n - n)")


def test_an_empty_formula_is_refused():
    with pytest.raises(FormulaError, match="empty"):
        compile_formula("   ")
