"""The syntax a points formula may use, checked node by node (SPEC 2.4).

Only numbers, the variables, arithmetic, comparisons, ``and``/``or``/``not``, ``x if c else
y`` and calls of the listed functions are allowed: anything else (attributes, subscripts,
strings, lambdas, comprehensions, unknown names, bitwise operators) is refused with its
position and as it was written, so that a formula can never reach Python, files or the
network. The walk is iterative and bounds the nesting, so no formula can exhaust the stack.
"""

from __future__ import annotations

import ast
import re
from collections import deque
from typing import NoReturn

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula_bounds import (
    ALLOWED_OPERATORS,
    CONSTRUCT_TEXT,
    FUNCTION_TABLE,
    MAX_NESTING,
    OPERATOR_TEXT,
    ROUND_DIGITS,
    arity_message,
    child_levels,
    constant_value,
    nesting_message,
    round_digits_message,
)
from leaguemgr.language.texts import _

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
    "bounties",
    "pool",
    "paid_places",
)

_FUNCTIONS = frozenset(FUNCTION_TABLE)

_ALLOWED_NODES = (ast.BinOp, ast.UnaryOp, ast.BoolOp, ast.Compare, ast.IfExp, ast.Call, ast.Name)


def checked_names(root: ast.expr, text: str) -> frozenset[str]:
    """Refuse anything not allowed, or nested too deeply; the variables used, if all is well.

    Breadth first and without recursion: a node is checked before what it contains, so the
    outermost mistake is the one reported.
    """
    called: set[int] = set()
    names: set[str] = set()
    queue: deque[tuple[ast.AST, int]] = deque([(root, 0)])
    while queue:
        node, depth = queue.popleft()
        if depth > MAX_NESTING:
            _refuse(nesting_message(), node, text)
        _check_node(node, text, called)
        if isinstance(node, ast.Name) and node.id in VARIABLES:
            names.add(node.id)
        queue.extend((child, depth + adds) for child, adds in child_levels(node))
    return frozenset(names)


def _check_node(node: ast.AST, text: str, called: set[int]) -> None:
    if isinstance(node, ast.Constant):
        if isinstance(node.value, bool) or not isinstance(node.value, (int, float)):
            _refuse(_("only numbers may be written in a formula"), node, text)
        return
    if not isinstance(node, _ALLOWED_NODES):
        shown = CONSTRUCT_TEXT.get(type(node)) or _excerpt(node, text)
        _refuse(_("'{shown}' is not allowed in a points formula").format(shown=shown), node, text)
    if isinstance(node, ast.BinOp):
        _check_operator(node.op, node.left, node, text)
    elif isinstance(node, ast.UnaryOp):
        _check_operator(node.op, None, node, text)
    elif isinstance(node, ast.Compare):
        for op, before in zip(node.ops, [node.left, *node.comparators], strict=False):
            _check_operator(op, before, node, text)
    elif isinstance(node, ast.Name):
        if node.id not in VARIABLES and node.id not in _FUNCTIONS:
            _refuse(_("unknown name '{id}'").format(id=node.id), node, text)
        if node.id in _FUNCTIONS and id(node) not in called:
            _refuse(_("'{id}' is a function: call it as {id}(...)").format(id=node.id), node, text)
    elif isinstance(node, ast.Call):
        _check_call(node, text)
        called.add(id(node.func))


def _check_operator(op: ast.AST, after: ast.AST | None, node: ast.AST, text: str) -> None:
    """Refuse an operator not allowed, quoted as written, at its place in ``text``."""
    if isinstance(op, ALLOWED_OPERATORS):
        return
    symbol = OPERATOR_TEXT.get(type(op), type(op).__name__.lower())
    position = _position(node, text)
    found = text.find(symbol, position if after is None else _end(after, text))
    position = found if found >= 0 else position
    raise FormulaError(
        _("'{symbol}' is not allowed in a points formula").format(symbol=symbol), position, text
    )


def _check_call(node: ast.Call, text: str) -> None:
    if not isinstance(node.func, ast.Name) or node.func.id not in _FUNCTIONS:
        _refuse(_("only the listed functions may be called"), node, text)
    if node.keywords or any(isinstance(arg, ast.Starred) for arg in node.args):
        _refuse(_("functions take plain arguments only"), node, text)
    problem = arity_message(node.func.id, len(node.args))
    if problem:
        _refuse(problem, node, text)
    if node.func.id == "round" and len(node.args) == 2:
        digits = constant_value(node.args[1])
        if digits is not None and not -ROUND_DIGITS <= digits <= ROUND_DIGITS:
            _refuse(round_digits_message(), node.args[1], text)


def _refuse(message: str, node: ast.AST, text: str) -> NoReturn:
    # The position is worked out only now: for every node it would cost more than the check.
    raise FormulaError(message, _position(node, text), text)


def _position(node: ast.AST, text: str) -> int:
    return text_offset(text, getattr(node, "lineno", 1), getattr(node, "col_offset", 0), None)


def _end(node: ast.AST, text: str) -> int:
    return text_offset(
        text, getattr(node, "end_lineno", 1), getattr(node, "end_col_offset", 0), None
    )


def text_offset(text: str, line: int, utf8_column: int | None, column: int | None) -> int:
    """The index in ``text`` of a line and column as the parser counts them (its columns
    are UTF-8 bytes, a syntax error's are characters)."""
    starts = [0, *(match.end() for match in re.finditer(r"\r\n|\r|\n", text))]
    start = starts[min(max(line, 1), len(starts)) - 1]
    if column is None:
        rest = text[start:].encode("utf-8")[: utf8_column or 0]
        column = len(rest.decode("utf-8", "ignore"))
    return min(max(start + column, 0), len(text))


def _excerpt(node: ast.AST, text: str) -> str:
    written = ast.get_source_segment(text, node) or type(node).__name__.lower()
    return written if len(written) <= 30 else written[:29] + "…"
