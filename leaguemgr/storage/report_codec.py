"""A season report to bytes and back, for the reports a league file keeps (issue 34).

Not pickle: a league file may come from someone else, and reading it must never run code.
The report's frozen dataclasses become plain tuples of their fields (``Decimal`` as its
exact string) and go through :mod:`marshal`, which builds only plain values. Decoding walks
them back with converters made once per class from its type hints, at import time: a field
holding only primitives is taken as marshal gives it, so only ``Decimal`` fields and nested
records cost a call.

:func:`decode` answers ``None`` for a payload it cannot read (truncated, garbage, another
shape): the caller computes the report instead.
"""

from __future__ import annotations

import dataclasses
import marshal
import operator
import types
import typing
from collections.abc import Callable
from decimal import Decimal
from typing import Any

from leaguemgr.domain.results import SeasonReport

#: Changes whenever the encoding does; part of the stored reports' code fingerprint.
FORMAT_VERSION = 1
# marshal's own format: fixed, so a payload reads the same on every Python that reads it.
_MARSHAL_VERSION = 4

_PRIMITIVE = (str, int, float, bool, type(None))

Convert = Callable[[Any], Any]


def encode(report: SeasonReport) -> bytes:
    """The bytes that :func:`decode` turns back into ``report``."""
    return marshal.dumps(_REPORT_PLAIN(report), _MARSHAL_VERSION)


def decode(payload: bytes) -> SeasonReport | None:
    """The report in ``payload``; ``None`` if it is not a report this code wrote."""
    try:
        report = _REPORT(marshal.loads(payload))
    except Exception:  # any damage at all: the report is computed instead
        return None
    return report if isinstance(report, SeasonReport) else None


@dataclasses.dataclass(frozen=True)
class _Way:
    """Which way a walk over the type hints turns values: what a ``Decimal`` and a record
    become (to plain values for :func:`encode`, back to the report for :func:`decode`)."""

    decimal: Convert
    record: Callable[[type], Convert]


def _converter(hint: Any, way: _Way) -> Convert | None:
    """How to turn a value of type ``hint`` the ``way`` asked (``None``: as it is)."""
    if hint in _PRIMITIVE:
        return None
    if hint is Decimal:
        return way.decimal
    if isinstance(hint, type) and dataclasses.is_dataclass(hint):
        return way.record(hint)
    origin, args = typing.get_origin(hint), typing.get_args(hint)
    if origin in (typing.Union, types.UnionType):
        options = [arg for arg in args if arg is not type(None)]
        if len(options) != 1:
            raise TypeError(f"a season report holds no {hint}")
        inner = _converter(options[0], way)
        if inner is None:
            return None
        return lambda value: None if value is None else inner(value)
    if origin is tuple:
        if len(args) == 2 and args[1] is Ellipsis:
            item = _converter(args[0], way)
            if item is None:
                return _tuple_of_primitives
            return lambda value: tuple(map(item, value))
        parts = [_converter(arg, way) or _identity for arg in args]
        if all(part is _identity for part in parts):
            return None  # taken as marshal gives it, like any other primitive field
        size = len(parts)

        def fixed(value: Any) -> tuple[Any, ...]:
            if len(value) != size:
                raise ValueError("a tuple of another size")
            return tuple(part(item) for part, item in zip(parts, value, strict=True))

        return fixed
    raise TypeError(f"a season report holds no {hint}")


def _tuple_of_primitives(value: Any) -> tuple[Any, ...]:
    if type(value) is not tuple:
        raise TypeError("not a tuple")
    return value


def _identity(value: Any) -> Any:
    return value


def _record_plainer(cls: type) -> Convert:
    hints = typing.get_type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    if len(names) == 1:  # attrgetter of one name gives the value, not a tuple of it
        raise TypeError(f"{cls.__name__}: a record of one field is not supported")
    fields = operator.attrgetter(*names)
    parts = [_converter(hints[name], _TO_PLAIN) for name in names]
    if all(part is None for part in parts):
        return fields
    converters = [part or _identity for part in parts]

    def record(value: Any) -> tuple[Any, ...]:
        values = fields(value)
        return tuple([convert(item) for convert, item in zip(converters, values, strict=True)])

    return record


def _record_converter(cls: type) -> Convert:
    hints = typing.get_type_hints(cls)
    parts = [_converter(hints[f.name], _FROM_PLAIN) for f in dataclasses.fields(cls)]
    if all(part is None for part in parts):
        return lambda value: cls(*_tuple_of_primitives(value))
    converters = [part or _identity for part in parts]

    def record(value: Any) -> Any:
        if type(value) is not tuple:
            raise TypeError("not a record")
        return cls(*[convert(item) for convert, item in zip(converters, value, strict=True)])

    return record


_TO_PLAIN = _Way(decimal=str, record=_record_plainer)
_FROM_PLAIN = _Way(decimal=Decimal, record=_record_converter)
_REPORT = _record_converter(SeasonReport)
_REPORT_PLAIN = _record_plainer(SeasonReport)
