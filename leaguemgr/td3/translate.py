"""TD3's points formula written in leaguemgr's own language (SPEC 2.4), where it can be.

Imported nights keep the points TD3's formula gave (evaluated by :mod:`formula`); this is
for the nights the organizer adds afterwards, so that they count the same way. The
statements are inlined into one expression: a variable assigned at the top level becomes
its value wherever it is read, ``if(c, a, b)`` becomes ``a if c else b`` (a missing ``b`` is
0, as TD3's two-argument ``if``), an ``assign`` used as a value becomes that value,
``pow(a, b)`` becomes ``a ** b`` (bounded in leaguemgr too) and ``round(x)`` becomes
``floor(x + 0.5)``, which takes halves up as TD3 does (Python's ``round`` takes them to even).

TD3's money totals have no variable of their own in leaguemgr; their sum ``totalBuyInsAmount
+ totalRebuysAmount + totalAddOnsAmount`` is the money taken in, which is ``pool`` in a
season without set-asides (the caller checks that). Whatever has no faithful translation
(a variable read after a conditional assignment, ``%`` with JavaScript's signs, list and
profile functions, a total alone) gives ``None``, never an approximation.
"""

from __future__ import annotations

from leaguemgr.td3.formula import Node, Td3Formula

# TD3's canonical variables that leaguemgr has under another name (SPEC 2.4).
_VARIABLES = {
    "buyins": "n",
    "rank": "place",
    "numberofhits": "knockouts",
    "numberofrebuys": "rebuys",
    "numberofaddons": "addons",
    "buyincost": "buyin",
    "rebuycost": "rebuy_cost",
    "addoncost": "addon_cost",
    "prizewinnings": "prize",
    "totalwinnings": "prize",
    "pot": "pool",
}
_ALIASES = {
    "n": "buyins",
    "numberofplayers": "buyins",
    "r": "rank",
    "nh": "numberofhits",
    "rebuys": "numberofrebuys",
    "nr": "numberofrebuys",
    "addons": "numberofaddons",
    "na": "numberofaddons",
    "bc": "buyincost",
    "rc": "rebuycost",
    "ac": "addoncost",
    "pw": "prizewinnings",
    "tw": "totalwinnings",
    "pp": "pot",
    "prizepool": "pot",
}
_SAME_FUNCTIONS = {"floor", "ceil", "abs", "sqrt", "exp", "log", "log10", "max", "min"}
_MONEY_TOTALS = ("totalbuyinsamount", "totalrebuysamount", "totaladdonsamount")
_COMPARISONS = {"==", "!=", "<", ">", "<=", ">="}
_ATOM_END = ")"


class _Untranslatable(Exception):
    pass


def to_leaguemgr_formula(formula: Td3Formula) -> str | None:
    """``formula`` as a leaguemgr formula, or ``None`` if it has no faithful translation.
    The caller still compiles the result (its length is bounded there)."""
    try:
        return _Translator().program(formula.program)
    except _Untranslatable:
        return None


class _Translator:
    def __init__(self) -> None:
        self.values: dict[str, str] = {}  # top-level assignments, translated
        self.conditional: set[str] = set()  # assigned somewhere below the top level

    def program(self, program: Node) -> str:
        statements = program[1]
        if not statements:
            return "0"
        for statement in statements[:-1]:
            if not (statement[0] == "call" and statement[1] == "assign"):
                raise _Untranslatable  # a statement whose value is thrown away: no effect
            name = statement[2][0][1].lower()
            self.values[name] = self.expression(statement[2][1])
            self.conditional.discard(name)
        return self.expression(statements[-1])

    def expression(self, node: Node) -> str:
        kind = node[0]
        if kind == "num":
            value = node[1]
            return str(int(value)) if value.is_integer() and abs(value) < 1e15 else repr(value)
        if kind == "var":
            return self.variable(node[1])
        if kind == "seq":
            if len(node[1]) != 1:
                raise _Untranslatable
            return self.expression(node[1][0])
        if kind == "neg":
            return f"-{_atom(self.expression(node[1]))}"
        if kind == "not":
            return f"(not {_atom(self.expression(node[1]))})"
        if kind == "bin":
            return self.binary(node)
        if kind == "call":
            return self.call(node)
        raise _Untranslatable

    def condition(self, node: Node) -> str:
        """A test, where Python's truth is TD3's (non-zero): no need to make it 1 or 0."""
        if node[0] == "seq" and len(node[1]) == 1:
            return self.condition(node[1][0])
        if node[0] == "bin" and node[1] in ("&&", "||"):
            word = "and" if node[1] == "&&" else "or"
            return f"({self.condition(node[2])} {word} {self.condition(node[3])})"
        if node[0] == "bin" and node[1] in _COMPARISONS:
            operator = "==" if node[1] == "=" else node[1]
            left, right = self.expression(node[2]), self.expression(node[3])
            return f"{_atom(left)} {operator} {_atom(right)}"
        if node[0] == "not":
            return f"(not {self.condition(node[1])})"
        return self.expression(node)

    def variable(self, name: str) -> str:
        if name in self.conditional:
            raise _Untranslatable  # its value depends on which branch ran
        if name in self.values:
            return self.values[name]
        canonical = _ALIASES.get(name, name)
        if canonical == "position":
            return "(n - place + 1)"
        if canonical == "totalcost":
            return "(buyin + rebuy_cost + addon_cost)"
        if canonical in _VARIABLES:
            return _VARIABLES[canonical]
        raise _Untranslatable

    def binary(self, node: Node) -> str:
        _, operator, left, right, _ = node
        if _money_total(node):
            return "pool"
        if operator == "%":
            raise _Untranslatable
        if operator in ("&&", "||"):
            word = "and" if operator == "&&" else "or"
            # JavaScript-like 1 or 0, not Python's operand: the same wherever it is used.
            return f"(1 if {self.expression(left)} {word} {self.expression(right)} else 0)"
        text = f"{_atom(self.expression(left))} {operator} {_atom(self.expression(right))}"
        return f"(1 if {text} else 0)" if operator in _COMPARISONS else f"({text})"

    def call(self, node: Node) -> str:
        _, name, arguments, _ = node
        if name == "assign":
            target = arguments[0][1].lower()
            value = self.expression(arguments[1])
            self.conditional.add(target)
            return value
        if name == "if":
            test = self.condition(arguments[0])
            chosen = self.expression(arguments[1])
            other = self.expression(arguments[2]) if len(arguments) == 3 else "0"
            return f"({chosen} if {test} else {other})"
        values = [self.expression(argument) for argument in arguments]
        if name == "round" and len(values) == 1:
            return f"floor({values[0]} + 0.5)"
        if name in ("pow", "power"):
            return f"({_atom(values[0])} ** {_atom(values[1])})"
        if name == "ln":
            return f"log({values[0]})"
        if name in ("max", "min") and len(values) == 1:
            return values[0]
        if name in _SAME_FUNCTIONS:
            return f"{name}({', '.join(values)})"
        raise _Untranslatable


def _money_total(node: Node) -> bool:
    """``totalBuyInsAmount + totalRebuysAmount + totalAddOnsAmount``, in any order."""
    names: list[str] = []
    stack = [node]
    while stack:
        item = stack.pop()
        if item[0] == "bin" and item[1] == "+":
            stack.extend((item[2], item[3]))
        elif item[0] == "var":
            names.append(item[1])
        else:
            return False
    return sorted(names) == sorted(_MONEY_TOTALS)


def _atom(text: str) -> str:
    """``text`` as an operand: bracketed unless it is a name, a number or a call."""
    if text.replace("_", "").replace(".", "").isalnum() or (
        text.endswith(_ATOM_END) and _balanced_call(text)
    ):
        return text
    return f"({text})"


def _balanced_call(text: str) -> bool:
    """Whether ``text`` is one bracketed group or one call, ``f(...)`` or ``(...)``."""
    start = text.find("(")
    if start < 0 or not (start == 0 or text[:start].isidentifier()):
        return False
    depth = 0
    for position in range(start, len(text)):
        if text[position] == "(":
            depth += 1
        elif text[position] == ")":
            depth -= 1
            if depth == 0:
                return position == len(text) - 1
    return False
