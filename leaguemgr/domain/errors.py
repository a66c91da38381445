"""Errors of the rules core. Each names where the problem is, in league-file terms."""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.language.texts import _

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
        return _("{where}: {message} (value: {value})").format(
            where=json_path(self.location), message=self.message, value=_show(self.value)
        )


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
        if position is None:
            super().__init__(message)
        else:
            super().__init__(
                _("{message} at position {position}").format(message=message, position=position + 1)
            )
        self.reason = message
        self.position = position
        self.formula = formula
