"""Errors of the rules core. Each names where the problem is, in league-file terms."""

from __future__ import annotations

from dataclasses import dataclass

Location = tuple[str | int, ...]


def json_path(location: Location) -> str:
    """``("seasons", 0, "rules")`` -> ``$.seasons[0].rules``."""
    path = "$"
    for part in location:
        path += f"[{part}]" if isinstance(part, int) else f".{part}"
    return path


@dataclass(frozen=True)
class Problem:
    """One thing wrong with league data: where (a path into the league file), what, and why."""

    location: Location
    value: object
    message: str

    def describe(self) -> str:
        return f"{json_path(self.location)}: {self.message} (value: {_show(self.value)})"


def _show(value: object) -> str:
    if isinstance(value, (list, tuple)):
        return "[" + ", ".join(_show(v) for v in value) + "]"
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return f'"{value}"'
    return str(value)


class RuleError(ValueError):
    """League data that the rules cannot be applied to."""

    def __init__(self, problem: Problem):
        super().__init__(problem.describe())
        self.problem = problem


class FormulaError(ValueError):
    """A points formula that does not parse or uses something not allowed."""

    def __init__(self, message: str, position: int | None = None, formula: str = ""):
        where = f" at position {position + 1}" if position is not None else ""
        super().__init__(f"{message}{where}")
        self.reason = message
        self.position = position
        self.formula = formula
