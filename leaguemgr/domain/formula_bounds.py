"""The limits that keep a points formula cheap, whatever is typed, pasted or imported.

A formula comes from the organizer or from a league file someone sent, so nothing in it can
be trusted to be small: a long or deeply nested text would exhaust the parser, and a power or
a rounding with a huge argument would hang every report. Each limit here is checked before
the work it protects, and each refusal is a :class:`FormulaError` in the organizer's words.
"""

from __future__ import annotations

import ast
import math
from collections.abc import Callable

from leaguemgr.domain.errors import FormulaError
from leaguemgr.language.texts import _, ngettext

MAX_LENGTH = 500
MAX_NESTING = 32
ROUND_DIGITS = 15
LARGEST = 1e300
# Per evaluation, measured when a formula is compiled. With the limits above an evaluation
# takes microseconds; this only refuses what they failed to foresee.
EVALUATION_BUDGET = 0.05

# How each operator Python would accept is written, so that a refusal quotes the formula.
OPERATOR_TEXT: dict[type, str] = {
    ast.Add: "+",
    ast.Sub: "-",
    ast.Mult: "*",
    ast.Div: "/",
    ast.FloorDiv: "//",
    ast.Mod: "%",
    ast.Pow: "**",
    ast.MatMult: "@",
    ast.LShift: "<<",
    ast.RShift: ">>",
    ast.BitOr: "|",
    ast.BitXor: "^",
    ast.BitAnd: "&",
    ast.Invert: "~",
    ast.Not: "not",
    ast.UAdd: "+",
    ast.USub: "-",
    ast.And: "and",
    ast.Or: "or",
    ast.Eq: "==",
    ast.NotEq: "!=",
    ast.Lt: "<",
    ast.LtE: "<=",
    ast.Gt: ">",
    ast.GtE: ">=",
    ast.Is: "is",
    ast.IsNot: "is not",
    ast.In: "in",
    ast.NotIn: "not in",
}

ALLOWED_OPERATORS = (
    ast.Add,
    ast.Sub,
    ast.Mult,
    ast.Div,
    ast.FloorDiv,
    ast.Mod,
    ast.Pow,
    ast.Not,
    ast.UAdd,
    ast.USub,
    ast.And,
    ast.Or,
    ast.Eq,
    ast.NotEq,
    ast.Lt,
    ast.LtE,
    ast.Gt,
    ast.GtE,
)

# Other constructs, as the organizer would recognise them in what they wrote.
CONSTRUCT_TEXT: dict[type, str] = {
    ast.Attribute: ".",
    ast.JoinedStr: "f'...'",
    ast.Subscript: "[...]",
    ast.Starred: "*",
    ast.NamedExpr: ":=",
    ast.Lambda: "lambda",
    ast.Tuple: ",",
    ast.List: "[...]",
    ast.Set: "{...}",
    ast.Dict: "{...}",
    ast.Slice: ":",
    ast.Await: "await",
    ast.Yield: "yield",
    ast.YieldFrom: "yield from",
}


def check_length(text: str) -> None:
    """Refuse a formula longer than :data:`MAX_LENGTH`, before anything else looks at it."""
    if len(text) > MAX_LENGTH:
        raise FormulaError(
            _("the formula is too long ({length:,} characters; at most {largest})").format(
                length=len(text), largest=MAX_LENGTH
            ),
            MAX_LENGTH,
            text[:MAX_LENGTH],
        )


def check_parentheses(text: str) -> None:
    """Refuse brackets nested deeper than :data:`MAX_NESTING`, before the parser recurses."""
    depth = 0
    for position, character in enumerate(text):
        if character in "([{":
            depth += 1
            if depth > MAX_NESTING:
                raise FormulaError(nesting_message(), position, text)
        elif character in ")]}":
            depth = max(depth - 1, 0)


def nesting_message() -> str:
    return _("the formula is nested too deeply (at most {count} levels)").format(count=MAX_NESTING)


def child_levels(node: ast.AST) -> list[tuple[ast.AST, int]]:
    """The sub-expressions of ``node``, each with the levels of nesting it adds (0 or 1).

    A chain such as ``a + b - c``, ``a ** b ** c`` or ``x if p else y if q else z`` reads as
    one level, however long; everything else a sub-expression is nested in counts.
    """
    if isinstance(node, ast.BinOp):
        return [(node.left, 0), (node.right, 0 if isinstance(node.op, ast.Pow) else 1)]
    if isinstance(node, ast.IfExp):
        return [(node.test, 1), (node.body, 1), (node.orelse, 0)]
    return [
        (child, 1)
        for child in ast.iter_child_nodes(node)
        if not isinstance(
            child, (ast.operator, ast.unaryop, ast.boolop, ast.cmpop, ast.expr_context)
        )
    ]


def bounded_pow(base: float, exponent: float) -> float:
    """``base ** exponent`` in floating point, refused when it would be too large.

    Python's own integer power is exact and so grows without limit (``4000000 ** 4000000``
    takes minutes); a float power takes the same time whatever the numbers.
    """
    try:
        result = math.pow(base, exponent)
    except OverflowError:
        raise FormulaError(
            _("a power is too large (more than {largest:g})").format(largest=LARGEST)
        ) from None
    except ValueError:
        raise FormulaError(
            _(
                "a power has no value (a negative number to a fractional power, or 0 to a "
                "negative power)"
            )
        ) from None
    if abs(result) > LARGEST:
        raise FormulaError(
            _("a power is too large (more than {largest:g})").format(largest=LARGEST)
        )
    return result


def bounded_round(number: float, digits: float | None = None) -> float:
    """``round`` with at most :data:`ROUND_DIGITS` digits either side of the point.

    ``round(place, -4000000)`` would compute ten to the four millionth power first.
    """
    if digits is None:
        return float(round(number))
    if not -ROUND_DIGITS <= digits <= ROUND_DIGITS:  # also refuses nan and infinities
        raise FormulaError(round_digits_message())
    if int(digits) != digits:
        raise FormulaError(_("round() takes a whole number of digits"))
    return float(round(number, int(digits)))


def round_digits_message() -> str:
    return _("round() keeps between {fewest} and {most} digits").format(
        fewest=-ROUND_DIGITS, most=ROUND_DIGITS
    )


def whole_floor(number: float) -> float:
    # A float result: an integer floor of 1e300 would make every later product a huge int.
    return float(math.floor(number))


def whole_ceil(number: float) -> float:
    return float(math.ceil(number))


# name: (what is called, fewest arguments, most arguments or None for any number)
FUNCTION_TABLE: dict[str, tuple[Callable[..., float], int, int | None]] = {
    "sqrt": (math.sqrt, 1, 1),
    "log": (math.log, 1, 2),
    "log10": (math.log10, 1, 1),
    "exp": (math.exp, 1, 1),
    "min": (min, 2, None),
    "max": (max, 2, None),
    "abs": (abs, 1, 1),
    "round": (bounded_round, 1, 2),
    "floor": (whole_floor, 1, 1),
    "ceil": (whole_ceil, 1, 1),
}


def arity_message(name: str, given: int) -> str | None:
    """Why ``name`` cannot take ``given`` arguments, or ``None`` if it can."""
    _function, fewest, most = FUNCTION_TABLE[name]
    if given < fewest:
        return ngettext(
            "{name}() needs at least {count} argument",
            "{name}() needs at least {count} arguments",
            fewest,
        ).format(name=name, count=fewest)
    if most is not None and given > most:
        return ngettext(
            "{name}() takes at most {count} argument",
            "{name}() takes at most {count} arguments",
            most,
        ).format(name=name, count=most)
    return None


def constant_value(node: ast.AST) -> float | None:
    """The number ``node`` writes (``4`` or ``-4``), or ``None`` if it is not a plain number."""
    sign = 1
    while isinstance(node, ast.UnaryOp) and isinstance(node.op, (ast.UAdd, ast.USub)):
        sign = -sign if isinstance(node.op, ast.USub) else sign
        node = node.operand
    value = node.value if isinstance(node, ast.Constant) else None
    if isinstance(value, (int, float)) and not isinstance(value, bool):
        return sign * value
    return None


def plain_reason(exc: BaseException) -> str:
    """What went wrong in an evaluation, in the organizer's words where Python's are cryptic."""
    if isinstance(exc, FormulaError):
        return exc.reason
    text = str(exc)
    if text == "math domain error":
        return _("a function was given a number outside its range (math domain error)")
    if text == "math range error" or isinstance(exc, OverflowError):
        return _("a number is too large")
    return text or type(exc).__name__
