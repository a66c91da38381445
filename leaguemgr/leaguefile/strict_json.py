"""JSON text parsed as a league file must be: bounded, one value per key, numbers only.

Python's json module takes NaN and Infinity, lets a key appear twice (the last one wins,
silently), turns 1e400 into infinity, recurses once per level of nesting and refuses whole
numbers of more than 4,300 digits with a bare ValueError. Here each of those is either
refused with the path of the value, or said in one line for the whole text.
"""

from __future__ import annotations

import json
import math

from leaguemgr.domain.errors import Location
from leaguemgr.leaguefile.fields import LeagueFileError, fail
from leaguemgr.leaguefile.shown import Literal

MAX_DEPTH = 64
# Lists, objects and separators: a real league file of the largest allowed size has about
# three million; a file of empty lists that size would take gigabytes once parsed.
MAX_VALUES = 5_000_000
# No count or amount of a league file needs more digits; longer ones are shown cut.
MAX_DIGITS = 20


class JsonTextError(ValueError):
    """Text that is not a JSON document a league file may be; the message says why."""


class _Unusable(Literal):
    """A number the file wrote that no league value may be (NaN, 1e400, 10**100)."""

    def __init__(self, text: str, reason: str):
        super().__init__(text if len(text) <= MAX_DIGITS else text[:MAX_DIGITS] + "\u2026")
        self.reason = reason


class _KeyedTwice(dict):
    """An object in which a key appears more than once."""

    twice: str


def parse_league_json(text: str) -> object:
    """The parsed document; :class:`JsonTextError` or ``LeagueFileError`` if it is not one
    that a league file may be."""
    values = text.count(",") + text.count("[") + text.count("{")
    if values > MAX_VALUES:
        raise JsonTextError(
            f"holds about {values:,} values; a league file holds at most {MAX_VALUES:,}"
        )
    try:
        document = json.loads(
            text,
            object_pairs_hook=_object,
            parse_constant=_constant,
            parse_float=_float,
            parse_int=_integer,
        )
    except json.JSONDecodeError as exc:
        raise JsonTextError(
            f"not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    except RecursionError:
        raise JsonTextError(f"lists or objects are nested deeper than {MAX_DEPTH} levels") from None
    check_values(document)
    return document


def check_values(document: object) -> None:
    """Refuse the first unusable number, repeated key or too deep nesting, by its path.

    Walked with a stack rather than by recursion, so that no nesting can exhaust Python's;
    paths are worked out only once something is found, as most files have nothing to find.
    """
    if _first_flaw(document, with_paths=False) is not None:
        _first_flaw(document, with_paths=True)


def _first_flaw(document: object, *, with_paths: bool) -> object:
    """The first flawed value in document order (raising its error when ``with_paths``)."""
    stack: list[tuple[object, int, Location]] = [(document, 1, ())]
    while stack:
        value, depth, at = stack.pop()
        flaw = _flaw(value, depth)
        if flaw is not None:
            if with_paths:
                raise _error(value, at, flaw)
            return value
        if isinstance(value, dict):
            items = value.items()
        elif isinstance(value, list):
            items = enumerate(value)
        else:
            continue
        children = [
            (item, depth + 1, (*at, key) if with_paths else at)
            for key, item in items
            if isinstance(item, (dict, list, _Unusable))
        ]
        stack.extend(reversed(children))
    return None


def _flaw(value: object, depth: int) -> str | None:
    if isinstance(value, _Unusable):
        return value.reason
    if depth > MAX_DEPTH:
        return f"nested more than {MAX_DEPTH} levels deep"
    if isinstance(value, _KeyedTwice):
        return "this key appears twice in the object"
    return None


def _error(value: object, at: Location, flaw: str) -> LeagueFileError:
    if isinstance(value, _KeyedTwice):
        return fail((*at, value.twice), value[value.twice], flaw)
    if len(at) >= MAX_DEPTH:  # the first levels say where; all 64 would fill the line
        return fail((*at[:8], "\u2026"), value, flaw)
    return fail(at, value, flaw)


def _object(pairs: list[tuple[str, object]]) -> dict:
    document = dict(pairs)
    if len(document) == len(pairs):
        return document
    marked = _KeyedTwice(document)
    seen: set[str] = set()
    for key, _ in pairs:
        if key in seen:
            marked.twice = key
            break
        seen.add(key)
    return marked


def _constant(name: str) -> _Unusable:
    return _Unusable(name, "NaN and Infinity are not numbers a league file may hold")


def _float(text: str) -> float | _Unusable:
    value = float(text)
    if not math.isfinite(value):
        return _Unusable(text, "is too large a number")
    return value


def _integer(text: str) -> int | _Unusable:
    if len(text) > MAX_DIGITS:
        digits = len(text.lstrip("-"))
        return _Unusable(text, f"is a number of {digits:,} digits; no league value is that long")
    return int(text)
