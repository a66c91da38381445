"""Typed access to a JSON object, every failure naming the path of the value."""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from leaguemgr.domain.errors import Location, Problem, RuleError
from leaguemgr.domain.money import parse_money

_MISSING = object()


class LeagueFileError(RuleError):
    """A league file that cannot be read: the problem names the JSON path and the value."""


def fail(at: Location, value: object, message: str) -> LeagueFileError:
    return LeagueFileError(Problem(at, value, message))


class Obj:
    """A JSON object being read: fields are taken one by one, leftovers are unknown keys."""

    def __init__(self, value: object, at: Location, what: str):
        if not isinstance(value, Mapping):
            raise fail(at, value, f"{what} must be an object")
        self.value = value
        self.at = at
        self._taken: set[str] = set()

    def _get(self, key: str, default: object) -> object:
        self._taken.add(key)
        if key in self.value:
            return self.value[key]
        if default is _MISSING:
            raise fail((*self.at, key), None, f"'{key}' is required")
        return default

    def has(self, key: str) -> bool:
        return key in self.value

    def where(self, key: str) -> Location:
        return (*self.at, key)

    def text(self, key: str, default: object = _MISSING, *, nullable: bool = False) -> Any:
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if not isinstance(value, str):
            raise fail(self.where(key), value, "must be a string")
        return value

    def choice(self, key: str, choices: Sequence[str], default: object = _MISSING) -> Any:
        value = self.text(key, default)
        if value not in choices:
            raise fail(self.where(key), value, f"must be one of {', '.join(choices)}")
        return value

    def flag(self, key: str, default: object = _MISSING) -> Any:
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise fail(self.where(key), value, "must be true or false")
        return value

    def integer(self, key: str, default: object = _MISSING, *, nullable: bool = False) -> Any:
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if isinstance(value, bool) or not isinstance(value, int):
            raise fail(self.where(key), value, "must be a whole number")
        return value

    def number(self, key: str, default: object = _MISSING) -> Any:
        value = self._get(key, default)
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise fail(self.where(key), value, "must be a number")
        return float(value)

    def money(self, key: str, default: object = _MISSING, *, nullable: bool = False) -> Any:
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if isinstance(value, Decimal):
            return value
        return money_value(value, self.where(key))

    def array(self, key: str, default: object = _MISSING) -> list:
        value = self._get(key, default)
        if not isinstance(value, list):
            raise fail(self.where(key), value, "must be a list")
        return value

    def nullable_object(self, key: str) -> object:
        return self._get(key, None)

    def finish(self) -> None:
        """Refuse keys that were never read: a typo must not pass silently."""
        for key in self.value:
            if key not in self._taken:
                raise fail((*self.at, key), self.value[key], f"unknown key '{key}'")


def money_value(value: object, at: Location) -> Decimal:
    if isinstance(value, bool) or not isinstance(value, (str, int)):
        raise fail(at, value, 'an amount must be a decimal string such as "12.50"')
    try:
        return parse_money(value)
    except ValueError:
        raise fail(at, value, "is not an amount of money") from None


def player_ref(value: object, at: Location, known: set[str]) -> str:
    if not isinstance(value, str):
        raise fail(at, value, "must be a player id")
    if value not in known:
        raise fail(at, value, "unknown player")
    return value
