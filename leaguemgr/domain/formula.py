"""Points formulas: checked when saved, compiled once, evaluated within bounds (SPEC 2.4).

A formula is a single expression over :data:`VARIABLES`. Its length and bracket nesting are
bounded before it is parsed (``formula_bounds``); once parsed, every node is checked against
a short list of what is allowed (``formula_syntax``), so a formula can never reach Python,
files or the network. Only a formula that passes is compiled to Python code, with ``**``
turned into a call of a bounded power and the functions bound to bounded versions: with
nothing else reachable from the code (no builtins, no attributes, no names but these), it
can do no more than arithmetic on a few hundred characters' worth of numbers, which takes
microseconds, and it runs as fast as Python arithmetic does.
"""

from __future__ import annotations

import ast
import functools
import math
import time
import warnings
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from types import CodeType
from typing import TypeVar

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula_bounds import (
    EVALUATION_BUDGET,
    FUNCTION_TABLE,
    bounded_pow,
    check_length,
    check_parentheses,
    plain_reason,
)
from leaguemgr.domain.formula_syntax import VARIABLES, checked_names, text_offset
from leaguemgr.language.texts import _, ngettext

__all__ = ["FUNCTIONS", "VARIABLES", "Formula", "compile_formula"]


FUNCTIONS: dict[str, Callable[..., float]] = {name: row[0] for name, row in FUNCTION_TABLE.items()}

# Names no formula can write (every name is checked), so the user cannot reach these.
_POW = "_pow"
_CASES = "_cases"
# The only things compiled formula code can see: no builtins, the bounded functions.
_GLOBALS: dict[str, object] = {"__builtins__": {}, **FUNCTIONS, _POW: bounded_pow}
# A sweep takes the (place, prize) pairs of a field in one list, the rest as arguments.
_SWEEP_ARGUMENTS = tuple(name for name in VARIABLES if name not in ("place", "prize"))

_Node = TypeVar("_Node", bound=ast.AST)


# Sample inputs a formula is tried on when compiled: a small and a large field, first and last.
_TRIAL_VALUES = (
    dict(n=2, place=1, buyin=30.0, rebuy_cost=0.0, addon_cost=0.0, cost=30.0, rebuys=0,
         addons=0, knockouts=0, prize=60.0, bounties=0.0, pool=60.0, paid_places=1),
    dict(n=40, place=40, buyin=20.0, rebuy_cost=40.0, addon_cost=10.0, cost=60.0, rebuys=2,
         addons=1, knockouts=3, prize=0.0, bounties=30.0, pool=1200.0, paid_places=6),
)  # fmt: skip


@dataclass(frozen=True, eq=False)
class Formula:
    """A checked formula, ready to evaluate many times."""

    text: str
    names: frozenset[str]  # the variables it uses
    _code: CodeType
    _sweep: Callable[..., list[object]]

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """The formula's value for one entry; :class:`FormulaError`, naming the place, if the
        formula has no finite value there."""
        try:
            result = float(eval(self._code, _GLOBALS, variables))
        except Exception as exc:  # whatever the arithmetic raised, the formula caused it
            reason = plain_reason(exc)
            message = _("the formula cannot be evaluated{where}: {reason}").format(
                where=self._where(variables), reason=reason
            )
            raise FormulaError(message, None, self.text) from None
        if not math.isfinite(result):
            message = _("the formula gives an infinite or undefined value{where}").format(
                where=self._where(variables)
            )
            raise FormulaError(message, None, self.text)
        return result

    def _where(self, variables: Mapping[str, float]) -> str:
        # A formula of numbers alone fails everywhere: naming a place would mislead.
        return where(variables) if self.names else ""

    def sweep(
        self, cases: Sequence[tuple[int, float]], variables: Mapping[str, float]
    ) -> list[object]:
        """The raw values at each ``(place, prize)`` of ``cases``, the other variables as in
        ``variables``: for trying many places fast (one call, not one per place). Unchecked:
        it may raise anything or give values that are not finite; :meth:`evaluate` says why."""
        return self._sweep(*[variables[name] for name in _SWEEP_ARGUMENTS], cases)


def compile_formula(text: str) -> Formula:
    """Check ``text`` and return a :class:`Formula`; raise :class:`FormulaError` if it is bad.

    Besides the syntax and the bounds, the formula is tried on a few sample entries so that
    an expression that can only fail (dividing by ``place - place``, say) is refused now, not
    on a league night (``formula_range.check_formula_range`` tries every place).
    """
    return _compiled(text)


@functools.lru_cache(maxsize=64)
def _compiled(text: str) -> Formula:
    if not text or not text.strip():
        raise FormulaError(_("the formula is empty"), 0, text)
    stripped = text.strip()
    check_length(stripped)
    check_parentheses(stripped)
    try:
        with warnings.catch_warnings():  # "invalid decimal literal" and such: refused below
            warnings.simplefilter("ignore")
            tree = ast.parse(stripped, mode="eval")
    except SyntaxError as exc:
        position = text_offset(stripped, exc.lineno or 1, None, (exc.offset or 1) - 1)
        raise FormulaError(_("the formula does not parse"), position, stripped) from None
    except (ValueError, MemoryError, RecursionError):  # null characters, and the like
        raise FormulaError(_("the formula does not parse"), None, stripped) from None
    names = checked_names(tree.body, stripped)
    expression = _with_bounded_powers(tree.body)
    formula = Formula(stripped, names, *_compiled_code(expression))
    for values in _TRIAL_VALUES:
        _timed_trial(formula, values)
    return formula


def _timed_trial(formula: Formula, values: Mapping[str, float]) -> None:
    for _attempt in range(2):  # once more before refusing: the machine may just be busy
        start = time.perf_counter()
        formula.evaluate(values)
        if time.perf_counter() - start <= EVALUATION_BUDGET:
            return
    raise FormulaError(_("the formula takes too long to evaluate"), None, formula.text)


def _plural(count: float) -> int:
    """The number that picks a count's plural form (a count of the formula may be 2.0)."""
    return 1 if count == 1 else 2


def where(variables: Mapping[str, float]) -> str:
    """`` at place 3 of 12 (buy-in 30)``: the entry an evaluation was for, as far as known."""
    place, n, buyin = (variables.get(key) for key in ("place", "n", "buyin"))
    text = ""
    if place is not None and n is not None:
        text = _(" at place {place} of {n}").format(place=_shown(place), n=_shown(n))
    elif place is not None:
        text = _(" at place {place}").format(place=_shown(place))
    details = [_("buy-in {amount}").format(amount=_shown(buyin))] if buyin is not None else []
    rebuys, addons, knockouts = (variables.get(key) for key in ("rebuys", "addons", "knockouts"))
    if rebuys:
        form = ngettext("{count} rebuy", "{count} rebuys", _plural(rebuys))
        details.append(form.format(count=_shown(rebuys)))
    if addons:
        form = ngettext("{count} add-on", "{count} add-ons", _plural(addons))
        details.append(form.format(count=_shown(addons)))
    if knockouts:
        form = ngettext("{count} knockout", "{count} knockouts", _plural(knockouts))
        details.append(form.format(count=_shown(knockouts)))
    return text + (" ({details})".format(details=", ".join(details)) if details else "")


def _shown(value: object) -> str:
    try:
        return f"{float(value):.2f}".rstrip("0").rstrip(".")  # type: ignore[arg-type]
    except (TypeError, ValueError, OverflowError):
        return str(value)[:20]


# Compiling ----------------------------------------------------------------------------------


def _with_bounded_powers(root: ast.expr) -> ast.expr:
    """``a ** b`` becomes ``_pow(a, b)``: Python's own power of two integers is exact and so
    unbounded. Without recursion, like the checks."""
    holder = ast.Expression(body=root)
    stack: list[ast.AST] = [holder]
    while stack:
        node = stack.pop()
        for field, value in ast.iter_fields(node):
            if isinstance(value, list):
                value[:] = [_bounded_power(item) for item in value]
                stack.extend(item for item in value if isinstance(item, ast.AST))
            elif isinstance(value, ast.AST):
                replaced = _bounded_power(value)
                setattr(node, field, replaced)
                stack.append(replaced)
    return holder.body


def _bounded_power(node: object) -> object:
    if isinstance(node, ast.BinOp) and isinstance(node.op, ast.Pow):
        function = _located(ast.Name(id=_POW, ctx=ast.Load()), node)
        return _located(ast.Call(func=function, args=[node.left, node.right], keywords=[]), node)
    return node


def _compiled_code(expression: ast.expr) -> tuple[CodeType, Callable[..., list[object]]]:
    """The code :meth:`Formula.evaluate` runs on a mapping of the variables, and a function
    that evaluates the formula at many places in one call (a list comprehension)."""
    code = compile(ast.Expression(body=expression), "<formula>", "eval")
    place_prize = ast.Tuple(
        elts=[_name(name, expression, ast.Store()) for name in ("place", "prize")],
        ctx=ast.Store(),
    )
    loop = ast.comprehension(
        target=_located(place_prize, expression),
        iter=_name(_CASES, expression, ast.Load()),
        ifs=[],
        is_async=0,
    )
    sweep = ast.Lambda(
        args=ast.arguments(
            posonlyargs=[],
            args=[_located(ast.arg(arg=name), expression) for name in (*_SWEEP_ARGUMENTS, _CASES)],
            kwonlyargs=[],
            kw_defaults=[],
            defaults=[],
        ),
        body=_located(ast.ListComp(elt=expression, generators=[loop]), expression),
    )
    sweep_code = compile(ast.Expression(body=_located(sweep, expression)), "<formula>", "eval")
    return code, eval(sweep_code, _GLOBALS)


def _name(name: str, like: ast.AST, context: ast.expr_context) -> ast.Name:
    return _located(ast.Name(id=name, ctx=context), like)


def _located(node: _Node, like: ast.AST) -> _Node:
    return ast.copy_location(node, like)
