"""TD3's points formula language, evaluated by an interpreter of its own (td3-format.md, 14).

A TD3 formula is a list of statements (ended by ``;`` or a line break) whose value is the
value of the last one, with ``assign("name", value)`` variables, two- and three-argument
``if``, case-insensitive names and JavaScript arithmetic (``round`` takes halves up, ``log``
is natural). leaguemgr's own formula language (SPEC 2.4) is a single Python-like expression
and lacks statements, ``pow`` and TD3's money totals, so TD3's text is kept and run here.

Nothing in a formula can reach Python: the text is tokenized and parsed into a small tree of
tuples, and only the functions of :data:`FUNCTIONS` are called. Each input is bounded before
the work it would cost (the text's length, its nesting, a number's digits) and each value is
checked finite, so an evaluation is a single walk over a tree of at most a few thousand nodes:
there are no loops and no user functions, so no formula can run for long or grow memory.
"""

from __future__ import annotations

import math
import re
from collections.abc import Callable, Mapping
from dataclasses import dataclass

from leaguemgr.language.texts import _

MAX_LENGTH = 5_000  # characters; ORF's formulas have about 620
MAX_DEPTH = 40  # nested brackets, calls and unary operators
MAX_DIGITS = 30  # characters of a number
ROUND_DIGITS = 15
LARGEST = 1e300


class Td3FormulaError(ValueError):
    """A TD3 formula that does not parse, uses what the import does not know, or has no
    finite value for an entry."""

    def __init__(self, message: str, position: int | None = None):
        said = (
            _("{problem} at position {position}").format(problem=message, position=position + 1)
            if position is not None
            else message
        )
        super().__init__(said)
        self.reason = message
        self.position = position


# The variables an import can give a value, by the canonical name of each (TD3's own, lower
# case), with TD3's aliases (td3-format.md, 14; the cheat sheet of TD3's manual).
VARIABLE_ALIASES: dict[str, tuple[str, ...]] = {
    "buyins": ("n", "numberofplayers"),
    "rank": ("r",),
    "position": (),
    "numberofhits": ("nh",),
    "numberofrebuys": ("rebuys", "nr"),
    "numberofaddons": ("addons", "na"),
    "totalbuyinsamount": (),
    "totalrebuysamount": (),
    "totaladdonsamount": (),
    "buyincost": ("bc",),
    "rebuycost": ("rc",),
    "addoncost": ("ac",),
    "totalcost": ("tc",),
    "prizewinnings": ("pw",),
    "totalwinnings": ("tw",),
    "pot": ("pp", "prizepool"),
    "inthemoney": ("m", "placed"),
    "totalrebuys": ("tnr",),
    "totaladdons": ("tna",),
}
VARIABLES: tuple[str, ...] = tuple(VARIABLE_ALIASES)
_CANONICAL: dict[str, str] = {
    alias: name for name, aliases in VARIABLE_ALIASES.items() for alias in (name, *aliases)
}

_TOKEN = re.compile(
    r"""(?P<blank>[ \t\r\f\v]+)
      | (?P<newline>\n)
      | (?P<number>\d[\d.]*(?:[eE][+-]?\d+)?|\.\d+)
      | (?P<name>[A-Za-z_][A-Za-z0-9_]*)
      | (?P<string>"[^"\n]*")
      | (?P<op>==|!=|<=|>=|&&|\|\||[-+*/%=<>!(),;])""",
    re.VERBOSE,
)
_NUMBER = re.compile(r"(?:\d+(?:\.\d*)?|\.\d+)(?:[eE][+-]?\d{1,3})?\Z")
_WORD_OPERATORS = {"and": "&&", "or": "||", "not": "!", "is": "=="}

Node = tuple  # ("num", value) ("str", text, pos) ("var", name, pos) ("call", name, args, pos)
#               ("bin", op, left, right, pos) ("neg"|"not", operand, pos) ("seq", statements)


@dataclass(frozen=True, eq=False)
class Td3Formula:
    """A parsed TD3 formula, ready to evaluate for each entry."""

    text: str
    program: Node
    names: frozenset[str]  # the canonical variables (of VARIABLES) it reads

    def evaluate(self, variables: Mapping[str, float]) -> float:
        """The formula's value for one entry, whose ``variables`` are keyed by the canonical
        names of :data:`VARIABLES`; :class:`Td3FormulaError` if it has no finite value."""
        scope = {name: float(variables[name]) for name in self.names}
        return _Evaluation(scope).value(self.program)


def parse_td3_formula(text: str) -> Td3Formula:
    """Parse ``text``; :class:`Td3FormulaError` with the position if it is not a formula the
    import can evaluate. An empty text is the formula 0 (TD3 gives every player nothing)."""
    if len(text) > MAX_LENGTH:
        raise Td3FormulaError(
            _("the formula is too long ({length} characters; at most {largest})").format(
                length=f"{len(text):,}", largest=f"{MAX_LENGTH:,}"
            )
        )
    parser = _Parser(_tokens(text))
    program = parser.program()
    assigned = parser.assigned
    names: set[str] = set()
    for name, position in parser.read:
        if name in _CANONICAL:  # read before any assignment to it, it is TD3's own
            names.add(_CANONICAL[name])
        elif name not in assigned:
            raise Td3FormulaError(_("unknown variable '{name}'").format(name=name), position)
    return Td3Formula(text, program, frozenset(names))


# Reading ------------------------------------------------------------------------------------


def _tokens(text: str) -> list[tuple[str, str, int]]:
    """(kind, text, position) of each token; a line break outside brackets ends a statement."""
    tokens: list[tuple[str, str, int]] = []
    position = 0
    depth = 0
    while position < len(text):
        match = _TOKEN.match(text, position)
        if match is None:
            raise Td3FormulaError(
                _("unexpected character {character}").format(character=repr(text[position])),
                position,
            )
        kind = match.lastgroup or ""
        value = match.group()
        position = match.end()
        if kind == "blank" or (kind == "newline" and depth > 0):
            continue
        if kind == "newline":
            kind, value = "op", ";"
        elif kind == "number" and (len(value) > MAX_DIGITS or not _NUMBER.match(value)):
            raise Td3FormulaError(
                _("a malformed number '{number}'").format(number=value[:MAX_DIGITS]), match.start()
            )
        elif kind == "name":
            value = value.lower()
            if value in _WORD_OPERATORS:
                kind, value = "op", _WORD_OPERATORS[value]
        elif value == "(":
            depth += 1
            if depth > MAX_DEPTH:
                raise Td3FormulaError(
                    _("the formula is nested too deeply (at most {depth} levels)").format(
                        depth=MAX_DEPTH
                    ),
                    match.start(),
                )
        elif value == ")":
            depth = max(depth - 1, 0)
        tokens.append((kind, value, match.start()))
    tokens.append(("end", "", len(text)))
    return tokens


_BINARY_LEVELS: tuple[frozenset[str], ...] = (
    frozenset({"||"}),
    frozenset({"&&"}),
    frozenset({"=", "==", "!="}),
    frozenset({"<", ">", "<=", ">="}),
    frozenset({"+", "-"}),
    frozenset({"*", "/", "%"}),
)


class _Parser:
    def __init__(self, tokens: list[tuple[str, str, int]]):
        self.tokens = tokens
        self.index = 0
        self.depth = 0
        self.assigned: set[str] = set()
        self.read: list[tuple[str, int]] = []

    def peek(self) -> tuple[str, str, int]:
        return self.tokens[self.index]

    def take(self) -> tuple[str, str, int]:
        token = self.tokens[self.index]
        if token[0] != "end":
            self.index += 1
        return token

    def at(self, operator: str) -> bool:
        kind, value, _ = self.peek()
        return kind == "op" and value == operator

    def expect(self, operator: str) -> None:
        kind, value, position = self.take()
        if kind != "op" or value != operator:
            found = _shown(kind, value)
            raise Td3FormulaError(
                _("expected '{operator}' but found {found}").format(operator=operator, found=found),
                position,
            )

    def program(self) -> Node:
        statements = self.statements()
        kind, value, position = self.peek()
        if kind != "end":
            raise Td3FormulaError(
                _("unexpected {found}").format(found=_shown(kind, value)), position
            )
        return statements

    def statements(self) -> Node:
        statements: list[Node] = []
        while True:
            while self.at(";"):
                self.take()
            kind, value, _ = self.peek()
            if kind == "end" or (kind == "op" and value in (")", ",")):
                return ("seq", tuple(statements))
            statements.append(self.binary(0))
            if not self.at(";"):
                return ("seq", tuple(statements))

    def binary(self, level: int) -> Node:
        if level == len(_BINARY_LEVELS):
            return self.unary()
        operators = _BINARY_LEVELS[level]
        left = self.binary(level + 1)
        while True:
            kind, value, position = self.peek()
            if kind != "op" or value not in operators:
                return left
            self.take()
            left = ("bin", "==" if value == "=" else value, left, self.binary(level + 1), position)

    def unary(self) -> Node:
        kind, value, position = self.peek()
        if kind == "op" and value in ("-", "+", "!"):
            self.take()
            self.enter(position)
            operand = self.unary()
            self.depth -= 1
            if value == "+":
                return operand
            return ("neg" if value == "-" else "not", operand, position)
        return self.primary()

    def enter(self, position: int) -> None:
        self.depth += 1
        if self.depth > MAX_DEPTH:
            raise Td3FormulaError(
                _("the formula is nested too deeply (at most {depth} levels)").format(
                    depth=MAX_DEPTH
                ),
                position,
            )

    def primary(self) -> Node:
        kind, value, position = self.take()
        if kind == "number":
            return ("num", float(value))
        if kind == "string":
            return ("str", value[1:-1], position)
        if kind == "op" and value == "(":
            self.enter(position)
            inner = self.statements()
            self.expect(")")
            self.depth -= 1
            if len(inner[1]) == 0:
                raise Td3FormulaError(_("empty brackets"), position)
            return inner
        if kind == "name":
            if self.at("("):
                return self.call(value, position)
            if value in FUNCTIONS or value in ("if", "assign"):
                raise Td3FormulaError(
                    _("'{name}' is a function: call it as {name}(...)").format(name=value), position
                )
            self.read.append((value, position))
            return ("var", value, position)
        raise Td3FormulaError(_("unexpected {found}").format(found=_shown(kind, value)), position)

    def call(self, name: str, position: int) -> Node:
        self.take()  # (
        self.enter(position)
        arguments: list[Node] = []
        if not self.at(")"):
            while True:
                arguments.append(self.binary(0))
                if not self.at(","):
                    break
                self.take()
        self.expect(")")
        self.depth -= 1
        self.check_call(name, arguments, position)
        return ("call", name, tuple(arguments), position)

    def check_call(self, name: str, arguments: list[Node], position: int) -> None:
        if name == "assign":
            if len(arguments) != 2 or arguments[0][0] != "str":
                message = _('assign takes a quoted name and a value: assign("x", 1)')
                raise Td3FormulaError(message, position)
            target = arguments[0][1].lower()
            if not re.fullmatch(r"[a-z_][a-z0-9_]*", target):
                raise Td3FormulaError(
                    _("'{name}' cannot be a variable name").format(name=arguments[0][1]), position
                )
            self.assigned.add(target)
            return
        if name == "if":
            fewest, most = 2, 3
        elif name in FUNCTIONS:
            _function, fewest, most = FUNCTIONS[name]
        else:
            raise Td3FormulaError(_("unknown function '{name}'").format(name=name), position)
        if len(arguments) < fewest or (most is not None and len(arguments) > most):
            if fewest == most:
                said = _("{name}() takes {fewest} arguments, not {count}")
            elif most is None:
                said = _("{name}() takes {fewest} to any number of arguments, not {count}")
            else:
                said = _("{name}() takes {fewest} to {most} arguments, not {count}")
            message = said.format(name=name, fewest=fewest, most=most, count=len(arguments))
            raise Td3FormulaError(message, position)
        for argument in arguments:
            if argument[0] == "str":
                raise Td3FormulaError(_("only assign() takes a quoted name"), argument[2])


def _shown(kind: str, value: str) -> str:
    if kind == "end":
        return _("the end of the formula")
    if kind == "op" and value == ";":
        return _("the end of a statement")
    return f"'{value}'"


# Evaluating ---------------------------------------------------------------------------------


class _Evaluation:
    __slots__ = ("scope",)

    def __init__(self, scope: dict[str, float]):
        self.scope = scope

    def value(self, node: Node) -> float:
        kind = node[0]
        if kind == "num":
            return node[1]
        if kind == "var":
            found = self.scope.get(node[1])
            if found is None:
                found = self.scope.get(_CANONICAL.get(node[1], ""))
            if found is None:
                raise Td3FormulaError(
                    _("'{name}' is used before it is assigned").format(name=node[1]), node[2]
                )
            return found
        if kind == "seq":
            result = 0.0
            for statement in node[1]:
                result = self.value(statement)
            return result
        if kind == "bin":
            return self.binary(node)
        if kind == "neg":
            return -self.value(node[1])
        if kind == "not":
            return 0.0 if self.value(node[1]) else 1.0
        if kind == "call":
            return self.call(node)
        raise Td3FormulaError(_("a quoted name is not a number"), node[2])

    def binary(self, node: Node) -> float:
        _kind, operator, left_node, right_node, position = node
        left = self.value(left_node)
        if operator == "&&":
            return 1.0 if left and self.value(right_node) else 0.0
        if operator == "||":
            return 1.0 if left or self.value(right_node) else 0.0
        right = self.value(right_node)
        try:
            result = _ARITHMETIC[operator](left, right)
        except ZeroDivisionError:
            raise Td3FormulaError(_("division by zero"), position) from None
        return _finite(result, position)

    def call(self, node: Node) -> float:
        _kind, name, arguments, position = node
        if name == "if":
            if self.value(arguments[0]):
                return self.value(arguments[1])
            # TD3 does not say what a false two-argument if gives; 0, as a reference reader.
            return self.value(arguments[2]) if len(arguments) == 3 else 0.0
        if name == "assign":
            result = self.value(arguments[1])
            self.scope[arguments[0][1].lower()] = result
            return result
        if name == "switch":
            return self.switch(arguments)
        values = [self.value(argument) for argument in arguments]
        function = FUNCTIONS[name][0]
        try:
            result = function(*values)
        except ZeroDivisionError:
            raise Td3FormulaError(
                _("{name}() divides by zero").format(name=name), position
            ) from None
        except (ValueError, OverflowError, TypeError):
            message = _("{name}() has no value for {values}").format(
                name=name, values=_numbers(values)
            )
            raise Td3FormulaError(message, position) from None
        return _finite(result, position)

    def switch(self, arguments: tuple[Node, ...]) -> float:
        subject = self.value(arguments[0])
        cases = arguments[1:]
        for index in range(0, len(cases) - 1, 2):
            if self.value(cases[index]) == subject:
                return self.value(cases[index + 1])
        return self.value(cases[-1]) if len(cases) % 2 == 1 else 0.0


def _finite(result: float, position: int) -> float:
    if not math.isfinite(result) or abs(result) > LARGEST:
        raise Td3FormulaError(_("a value is infinite, undefined or too large"), position)
    return result


def _numbers(values: list[float]) -> str:
    return ", ".join(f"{value:g}" for value in values)


def _modulo(left: float, right: float) -> float:
    return math.fmod(left, right) if right else math.nan  # JavaScript's %: the sign of left


_ARITHMETIC: dict[str, Callable[[float, float], float]] = {
    "+": lambda a, b: a + b,
    "-": lambda a, b: a - b,
    "*": lambda a, b: a * b,
    "/": lambda a, b: a / b,
    "%": _modulo,
    "==": lambda a, b: float(a == b),
    "!=": lambda a, b: float(a != b),
    "<": lambda a, b: float(a < b),
    ">": lambda a, b: float(a > b),
    "<=": lambda a, b: float(a <= b),
    ">=": lambda a, b: float(a >= b),
}


def js_round(number: float, digits: float = 0.0) -> float:
    """JavaScript's ``Math.round`` (halves up, so -2.5 gives -2), to ``digits`` decimals."""
    if not -ROUND_DIGITS <= digits <= ROUND_DIGITS or digits != int(digits):
        raise ValueError(digits)
    scale = 10.0 ** int(digits)
    return math.floor(number * scale + 0.5) / scale


def bounded_pow(base: float, exponent: float) -> float:
    result = math.pow(base, exponent)  # a float power: the same time whatever the numbers
    if abs(result) > LARGEST:
        raise OverflowError
    return result


def _log(number: float, base: float | None = None) -> float:
    return math.log(number) if base is None else math.log(number, base)


def _nearest(number: float, multiple: float, rounding: Callable[[float], float]) -> float:
    if multiple == 0:
        return number
    return rounding(number / multiple) * multiple


def _lswitch(index: float, *values: float) -> float:
    position = int(index) - 1
    return values[position] if 0 <= position < len(values) else values[-1]


# name: (function, fewest arguments, most arguments or None for any number)
FUNCTIONS: dict[str, tuple[Callable[..., float], int, int | None]] = {
    "round": (js_round, 1, 2),
    "floor": (math.floor, 1, 1),
    "ceil": (math.ceil, 1, 1),
    "abs": (abs, 1, 1),
    "sqrt": (math.sqrt, 1, 1),
    "exp": (math.exp, 1, 1),
    "sin": (math.sin, 1, 1),
    "cos": (math.cos, 1, 1),
    "tan": (math.tan, 1, 1),
    "asin": (math.asin, 1, 1),
    "acos": (math.acos, 1, 1),
    "atan": (math.atan, 1, 1),
    "log": (_log, 1, 2),
    "ln": (math.log, 1, 1),
    "log10": (math.log10, 1, 1),
    "pow": (bounded_pow, 2, 2),
    "power": (bounded_pow, 2, 2),
    "max": (lambda *values: max(values), 1, None),
    "min": (lambda *values: min(values), 1, None),
    "roundtonearest": (lambda x, m: _nearest(x, m, lambda v: js_round(v)), 2, 2),
    "rounduptonearest": (lambda x, m: _nearest(x, m, math.ceil), 2, 2),
    "rounddowntonearest": (lambda x, m: _nearest(x, m, math.floor), 2, 2),
    "triangle": (lambda k: k * (k + 1) / 2, 1, 1),
    "switch": (lambda *_: 0.0, 2, None),  # evaluated lazily by _Evaluation.switch
    "lswitch": (_lswitch, 2, None),
    "oneof": (lambda x, *values: float(x in values), 2, None),
}
