"""Typed access to a JSON object, every failure naming the path of the value.

Each accessor also holds its value to the bounds of league-file.md, so whatever is read can
be stored, computed, printed and exported without surprises further on.
"""

from __future__ import annotations

import datetime as dt
import math
import re
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from leaguemgr.domain.errors import Location, Problem, RuleError
from leaguemgr.domain.money import (
    HUNDRED,
    parse_decimal_text,
    parse_money,
    percent_problem,
    rounding_unit_problem,
)
from leaguemgr.domain.names import character_problem, name_problem
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.shown import shown_location, shown_value

_MISSING = object()
MAX_NUMBER = 1e9  # points (a table's values, participation): finite and at most this
MAX_TEXT = 2000  # free text (a points formula): longer than anyone writes one
_DATE = re.compile(r"[0-9]{4}-[0-9]{2}-[0-9]{2}")


class LeagueFileError(RuleError):
    """A league file that cannot be read: the problem names the JSON path and the value."""


def fail(at: Location, value: object, message: str) -> LeagueFileError:
    """The error for ``value`` at ``at``: both are shown short and printable, whatever they hold."""
    return LeagueFileError(Problem(shown_location(at), shown_value(value), message))


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
            raise fail((*self.at, key), None, _("'{key}' is required").format(key=key))
        return default

    def raw(self, key: str, default: object = _MISSING) -> Any:
        """The value as the file has it, for a check the caller words itself."""
        return self._get(key, default)

    def has(self, key: str) -> bool:
        return key in self.value

    def where(self, key: str) -> Location:
        return (*self.at, key)

    def text(self, key: str, default: object = _MISSING, *, nullable: bool = False) -> Any:
        """A string: one line of printable text of a sensible length."""
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if not isinstance(value, str):
            raise fail(self.where(key), value, _("must be a string"))
        problem = _text_problem(value)
        if problem is not None:
            raise fail(self.where(key), value, problem)
        return value

    def name(self, key: str, what: str, default: object = _MISSING) -> Any:
        """A name (of a player, season, fund...): see :func:`leaguemgr.domain.names`."""
        value = self._get(key, default)
        if value is None and default is None:
            return None
        if not isinstance(value, str):
            raise fail(self.where(key), value, _("must be a string"))
        problem = name_problem(value, what)
        if problem is not None:
            raise fail(self.where(key), value, problem)
        return value

    def choice(self, key: str, choices: Sequence[str], default: object = _MISSING) -> Any:
        value = self._get(key, default)
        if value not in choices:
            raise fail(
                self.where(key),
                value,
                _("must be one of {choices}").format(choices=", ".join(choices)),
            )
        return value

    def flag(self, key: str, default: object = _MISSING) -> Any:
        value = self._get(key, default)
        if not isinstance(value, bool):
            raise fail(self.where(key), value, _("must be true or false"))
        return value

    def integer(
        self, key: str, low: int, high: int, default: object = _MISSING, *, nullable: bool = False
    ) -> Any:
        """A whole number from ``low`` to ``high``."""
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if isinstance(value, bool) or not isinstance(value, int) or not low <= value <= high:
            raise fail(
                self.where(key),
                value,
                _("must be a whole number from {low:,} to {high:,}").format(low=low, high=high),
            )
        return value

    def number(self, key: str, default: object = _MISSING) -> Any:
        return number_value(self._get(key, default), self.where(key))

    def money(self, key: str, default: object = _MISSING, *, nullable: bool = False) -> Any:
        value = self._get(key, default)
        if value is None and (nullable or default is None):
            return None
        if isinstance(value, Decimal):
            return value
        return money_value(value, self.where(key))

    def percent(self, key: str, default: object = _MISSING, maximum: Decimal = HUNDRED) -> Any:
        value = self._get(key, default)
        if value is None and default is None:
            return None
        return percent_value(value, self.where(key), maximum)

    def rounding_unit(self, key: str, default: Decimal) -> Decimal:
        value = self.money(key, default)
        problem = rounding_unit_problem(value)
        if problem is not None:
            raise fail(self.where(key), self.value.get(key, value), problem)
        return value

    def date(self, key: str) -> str | None:
        """An ISO date ("2026-01-17") of the calendar, or ``None`` when absent."""
        value = self._get(key, None)
        if value is None:
            return None
        if not isinstance(value, str) or not _DATE.fullmatch(value):
            raise fail(self.where(key), value, _("must be a date written YYYY-MM-DD"))
        try:
            dt.date.fromisoformat(value)
        except ValueError:
            raise fail(self.where(key), value, _("is not a date of the calendar")) from None
        return value

    def array(self, key: str, default: object = _MISSING) -> list:
        value = self._get(key, default)
        if not isinstance(value, list):
            raise fail(self.where(key), value, _("must be a list"))
        return value

    def nullable_object(self, key: str) -> object:
        return self._get(key, None)

    def finish(self) -> None:
        """Refuse keys that were never read: a typo must not pass silently."""
        for key in self.value:
            if key not in self._taken:
                shown_key = shown_location((key,))[0]
                raise fail(
                    (*self.at, key), self.value[key], _("unknown key '{key}'").format(key=shown_key)
                )


def _text_problem(value: str) -> str | None:
    if len(value) > MAX_TEXT:
        return _("is {length:,} characters long; at most {largest:,} are allowed").format(
            length=len(value), largest=MAX_TEXT
        )
    # A formula may be longer than a name, but it is still one line of real characters.
    return character_problem(value)


def money_value(value: object, at: Location) -> Decimal:
    """An amount of money: a decimal string (or a whole number), 0 to a billion, to the cent."""
    try:
        return parse_money(value)  # type: ignore[arg-type]
    except ValueError as exc:
        raise fail(at, value, str(exc)) from None


def percent_value(value: object, at: Location, maximum: Decimal = HUNDRED) -> Decimal:
    """A percentage: a decimal string (or a whole number) from 0 to ``maximum``."""
    try:
        number = parse_decimal_text(value, percentage=True)  # type: ignore[arg-type]
    except ValueError as exc:
        raise fail(at, value, str(exc)) from None
    problem = percent_problem(number, maximum)
    if problem is not None:
        raise fail(at, value, problem)
    return number


def number_value(value: object, at: Location) -> float:
    """A number of points: finite and within a billion either way."""
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(at, value, _("must be a number"))
    if isinstance(value, float) and not math.isfinite(value):
        raise fail(at, value, _("must be a finite number"))
    if not -MAX_NUMBER <= value <= MAX_NUMBER:
        raise fail(
            at,
            value,
            _("must be from {low:,.0f} to {high:,.0f}").format(low=-MAX_NUMBER, high=MAX_NUMBER),
        )
    return float(value)


def player_ref(value: object, at: Location, known: set[str]) -> str:
    if not isinstance(value, str):
        raise fail(at, value, _("must be a player id"))
    if value not in known:
        raise fail(at, value, _("unknown player"))
    return value


def money_text(value: Decimal) -> str:
    """A money value as the file writes it: a string of the exact decimal."""
    return format(value, "f")


def optional_money_text(value: Decimal | None) -> str | None:
    return None if value is None else money_text(value)


def plain_number(value: float) -> int | float:
    """A number as the file writes it: whole numbers without a trailing ``.0``."""
    return int(value) if float(value).is_integer() else value
