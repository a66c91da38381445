"""A season's ``night`` settings and the ``structure`` of a league, season or event.

All are optional, so every earlier league file reads and writes as before: a season without
``night`` keeps the guess it always had (``night_rules_for``), and a night without a
structure of its own uses its season's, else its league's, else the built-in default.

``night`` is written with every key, so a reader sees each setting; reading takes each
missing key as the default of :class:`~leaguemgr.domain.records.NightSettings`. A structure
is written as :func:`~leaguemgr.domain.clock.structure.structure_payload` gives it.
"""

from __future__ import annotations

import re
from typing import Any

from leaguemgr.domain.clock.structure import (
    Break,
    Structure,
    StructureError,
    structure_from_payload,
    structure_payload,
)
from leaguemgr.domain.errors import Location
from leaguemgr.domain.names import character_problem
from leaguemgr.domain.night.rules import (
    HITMAN_CREDITS,
    LATE_SEATS,
    MAX_ADDONS,
    MAX_FIELD,
    MAX_FORFEIT_MINUTES,
    MAX_LEVEL,
    MAX_REDRAWS,
    MAX_TABLE_SEATS,
)
from leaguemgr.domain.night.setup import settings_problem, structure_problem
from leaguemgr.domain.records import NightSettings
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.fields import Obj, fail
from leaguemgr.leaguefile.shown import shown_text

_DEFAULTS = NightSettings()


def read_night_settings(obj: Obj, key: str = "night") -> NightSettings | None:
    """The night settings at ``key`` of ``obj`` (a season's rules), ``None`` if absent."""
    value = obj.nullable_object(key)
    if value is None:
        return None
    night = Obj(value, obj.where(key), "night settings")
    redraws = night.array("redraw_at", [])
    if len(redraws) > MAX_REDRAWS:
        raise fail(
            night.where("redraw_at"),
            redraws,
            _("at most {count} redraws").format(count=MAX_REDRAWS),
        )
    settings = NightSettings(
        max_per_table=night.integer("max_per_table", 2, MAX_TABLE_SEATS, _DEFAULTS.max_per_table),
        one_table_max=night.integer("one_table_max", 2, MAX_TABLE_SEATS, _DEFAULTS.one_table_max),
        card_draw=night.flag("card_draw", _DEFAULTS.card_draw),
        redraw_at=tuple(
            _count(item, (*night.where("redraw_at"), i)) for i, item in enumerate(redraws)
        ),
        late_seat=night.choice("late_seat", LATE_SEATS, _DEFAULTS.late_seat),
        rebuy_until_level=_level(night, "rebuy_until_level", 1),
        rebuy_in_bust_level=night.flag("rebuy_in_bust_level", _DEFAULTS.rebuy_in_bust_level),
        hitman_credit=night.choice("hitman_credit", HITMAN_CREDITS, _DEFAULTS.hitman_credit),
        late_registration_until_level=_level(night, "late_registration_until_level", 1),
        absent_chips_removed_at_level=_level(night, "absent_chips_removed_at_level", 2),
        forfeit_after_minutes=night.integer(
            "forfeit_after_minutes", 1, MAX_FORFEIT_MINUTES, None, nullable=True
        ),
        max_addons=night.integer("max_addons", 0, MAX_ADDONS, _DEFAULTS.max_addons, nullable=True),
    )
    night.finish()
    problem = settings_problem(settings)
    if problem is not None:
        name, shown, message = problem
        raise fail(night.where(name), shown, message)
    return settings


def _level(obj: Obj, key: str, low: int) -> int | None:
    return obj.integer(key, low, MAX_LEVEL, None, nullable=True)


def _count(value: object, at: Location) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 2 <= value <= MAX_FIELD:
        raise fail(
            at, value, _("a redraw is at 2 to {count:,} players left").format(count=MAX_FIELD)
        )
    return value


def night_settings_document(settings: NightSettings) -> dict[str, Any]:
    """The ``night`` object of a season's rules: every setting, ``null`` for "no limit"."""
    return {
        "max_per_table": settings.max_per_table,
        "one_table_max": settings.one_table_max,
        "card_draw": settings.card_draw,
        "redraw_at": list(settings.redraw_at),
        "late_seat": settings.late_seat,
        "rebuy_until_level": settings.rebuy_until_level,
        "rebuy_in_bust_level": settings.rebuy_in_bust_level,
        "hitman_credit": settings.hitman_credit,
        "late_registration_until_level": settings.late_registration_until_level,
        "absent_chips_removed_at_level": settings.absent_chips_removed_at_level,
        "forfeit_after_minutes": settings.forfeit_after_minutes,
        "max_addons": settings.max_addons,
    }


def read_structure(obj: Obj, key: str = "structure") -> Structure | None:
    """The blind structure at ``key`` of ``obj``, ``None`` if absent; one that cannot be
    read, or that the clock cannot run, is refused with the path of what is wrong."""
    value = obj.nullable_object(key)
    if value is None:
        return None
    at = obj.where(key)
    try:
        structure = structure_from_payload(value, _MARK)
    except StructureError as exc:
        where, message = _split(str(exc))
        raise fail((*at, *where), _walk(value, where), message) from None
    for where, text in _texts(structure):
        problem = character_problem(text)
        if problem is not None:
            raise fail((*at, *where), text, problem)
    problem = structure_problem(structure)
    if problem is not None:
        raise fail(at, structure.name, problem)
    return structure


def _texts(structure: Structure) -> list[tuple[Location, str]]:
    """Every text of ``structure`` with its path: one line of real characters, as all of a
    league file's text is (the structure's reader checks only the length)."""
    texts: list[tuple[Location, str]] = [(("name",), structure.name)]
    texts += [(("notes", i), note) for i, note in enumerate(structure.notes)]
    texts += [
        (("periods", i, "note"), period.note)
        for i, period in enumerate(structure.periods)
        if isinstance(period, Break)
    ]
    return texts


def structure_document(structure: Structure) -> dict[str, Any]:
    return structure_payload(structure)


# structure_from_payload names a path after this prefix ("\0.periods[3].minutes: ..."); a
# character no key holds, so the path is cut off the message without ambiguity.
_MARK = "\0"
_LONGEST_MESSAGE = 200
_PART = re.compile(r"\.([A-Za-z_]+)|\[(\d+)\]")


def _split(text: str) -> tuple[Location, str]:
    """A message of ``structure_from_payload`` as (path below the structure, message)."""
    if not text.startswith(_MARK) or ": " not in text:
        return (), text
    path, message = text[len(_MARK) :].split(": ", 1)
    where: list[str | int] = []
    for part in _PART.finditer(path):
        where.append(part[1] if part[1] is not None else int(part[2]))
    # An unknown key is named in the message as the file has it: shown short and printable.
    if len(message) > _LONGEST_MESSAGE or not message.isprintable():
        message = shown_text(message)
    return tuple(where), message


def _walk(value: object, where: Location) -> object:
    """The value at ``where`` below ``value``, for the message (``None`` if it is missing)."""
    for part in where:
        if isinstance(part, int) and isinstance(value, list) and part < len(value):
            value = value[part]
        elif isinstance(part, str) and isinstance(value, dict):
            value = value.get(part)
        else:
            return None
    return value
