"""Points formulas: checked when saved, evaluated safely with simpleeval (SPEC 2.4).

A formula is a single expression over the variables below. It is parsed once, every node is
checked against a short list of what is allowed, and any other construct (attributes,
subscripts, strings, lambdas, comprehensions, unknown names) is rejected with its position,
so a formula can never reach Python, files or the network.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Mapping
from dataclasses import dataclass

import simpleeval

from leaguemgr.domain.errors import FormulaError

VARIABLES: tuple[str, ...] = (
    "n",
    "place",
    "buyin",
    "rebuy_cost",
    "addon_cost",
    "cost",
    "rebuys",
    "addons",
    "knockouts",
    "prize",
    "pool",
    "paid_places",
)

FUNCTIONS = {
    "sqrt": math.sqrt,
    "log": math.log,
    "log10": math.log10,
    "exp": math.exp,
    "min": min,
    "max": max,
    "abs": abs,
    "round": round,
    "floor": math.floor,
    "ceil": math.ceil,
}

_ALLOWED_NODES = (
    ast.Expression,
    ast.Expr,
    ast.BinOp,
    ast.UnaryOp,
    ast.BoolOp,
    ast.Compare,
    ast.IfExp,
    ast.Call,
    ast.Name,
    ast.Constant,
    ast.Load,
    ast.operator,
    ast.unaryop,
    ast.boolop,
    ast.cmpop,
)

# Sample inputs a formula is tried on when saved: a small and a large field, first and last.
_TRIAL_VALUES = (
    dict(n=2, place=1, buyin=30.0, rebuy_cost=0.0, addon_cost=0.0, cost=30.0, rebuys=0,
         addons=0, knockouts=0, prize=60.0, pool=60.0, paid_places=1),
    dict(n=40, place=40, buyin=20.0, rebuy_cost=40.0, addon_cost=10.0, cost=60.0, rebuys=2,
         addons=1, knockouts=3, prize=0.0, pool=1200.0, paid_places=6),
)  # fmt: skip


@dataclass(frozen=True)
class Formula:
    """A checked formula, ready to evaluate many times."""

    text: str
    _tree: ast.AST
    _evaluator: simpleeval.SimpleEval

    def evaluate(self, variables: Mapping[str, float]) -> float:
        self._evaluator.names = variables
        return float(self._evaluator.eval(self.text, previously_parsed=self._tree))


def compile_formula(text: str) -> Formula:
    """Check ``text`` and return a :class:`Formula`; raise :class:`FormulaError` if it is bad.

    Besides the syntax, the formula is tried on a few sample entries so that an expression
    that can only fail (dividing by ``place - place``, say) is refused now, not on a league
    night.
    """
    if not text or not text.strip():
        raise FormulaError("the formula is empty", 0, text)
    try:
        tree = ast.parse(text.strip(), mode="eval")
    except SyntaxError as exc:
        offset = (exc.offset or 1) - 1
        raise FormulaError("the formula does not parse", offset, text) from None
    for node in ast.walk(tree):
        _check_node(node, text)
    evaluator = simpleeval.SimpleEval(functions=dict(FUNCTIONS), names={})
    formula = Formula(text.strip(), evaluator.parse(text.strip()), evaluator)
    for values in _TRIAL_VALUES:
        try:
            result = formula.evaluate(values)
        except FormulaError:
            raise
        except Exception as exc:  # any arithmetic failure the user wrote
            raise FormulaError(f"the formula cannot be evaluated ({exc})", None, text) from None
        if not math.isfinite(result):
            raise FormulaError("the formula gives an infinite or undefined value", None, text)
    return formula


def _check_node(node: ast.AST, text: str) -> None:
    position = getattr(node, "col_offset", None)
    if not isinstance(node, _ALLOWED_NODES):
        what = type(node).__name__.lower()
        raise FormulaError(f"'{what}' is not allowed in a points formula", position, text)
    if isinstance(node, ast.Constant) and (
        isinstance(node.value, bool) or not isinstance(node.value, (int, float))
    ):
        raise FormulaError("only numbers may be written in a formula", position, text)
    if isinstance(node, ast.Name) and node.id not in VARIABLES and node.id not in FUNCTIONS:
        raise FormulaError(f"unknown name '{node.id}'", position, text)
    if isinstance(node, ast.Call):
        if not isinstance(node.func, ast.Name) or node.func.id not in FUNCTIONS:
            raise FormulaError("only the listed functions may be called", position, text)
        if node.keywords:
            raise FormulaError("functions take plain arguments only", position, text)
    if isinstance(node, ast.Name) and node.id in FUNCTIONS and _is_bare_function(node, text):
        raise FormulaError(f"'{node.id}' is a function: call it as {node.id}(...)", position, text)


def _is_bare_function(node: ast.Name, text: str) -> bool:
    end = getattr(node, "end_col_offset", None)
    rest = text.strip()[end:] if end is not None else ""
    return not rest.lstrip().startswith("(")
