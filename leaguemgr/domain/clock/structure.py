"""Blind structures as data: levels, breaks with notes and colour-ups, the starting stack.

A structure is a sequence of periods, each a play :class:`Level` or a :class:`Break`, in
the order the clock runs them. Hold'em levels have blinds and an ante (0: none); stud
levels an ante, a bring-in and the small and big bet of the limits.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum
from typing import Any

from leaguemgr.language.texts import _


class Game(StrEnum):
    HOLDEM = "holdem"
    STUD = "stud"


@dataclass(frozen=True, slots=True)
class Level:
    minutes: int
    small: int = 0
    big: int = 0
    ante: int = 0
    bring_in: int = 0
    small_bet: int = 0
    big_bet: int = 0


@dataclass(frozen=True, slots=True)
class Break:
    minutes: int
    note: str = ""
    color_up: tuple[int, ...] = ()
    """The chip denominations taken off the tables at this break ("remove T5 chips")."""


Period = Level | Break


@dataclass(frozen=True, slots=True)
class ChipStack:
    """Part of the starting stack: ``count`` chips of ``denomination``."""

    denomination: int
    count: int


@dataclass(frozen=True, slots=True)
class Structure:
    name: str
    game: Game = Game.HOLDEM
    periods: tuple[Period, ...] = ()
    chips: tuple[ChipStack, ...] = ()
    notes: tuple[str, ...] = ()
    """What the organizer should know, such as an error in the rulebook's own table."""

    @property
    def levels(self) -> tuple[Level, ...]:
        return tuple(p for p in self.periods if isinstance(p, Level))

    @property
    def starting_stack(self) -> int:
        return sum(c.denomination * c.count for c in self.chips)


class StructureError(ValueError):
    """A structure that cannot be read; the message names where and what is wrong."""


MAX_PERIODS = 200
MAX_MINUTES = 600
MAX_CHIPS = 1_000_000_000
MAX_TEXT = 200


def structure_payload(structure: Structure) -> dict[str, Any]:
    """The JSON form (league file, stored rules, a night's log): only non-default keys."""
    periods: list[dict[str, Any]] = []
    for period in structure.periods:
        if isinstance(period, Break):
            item: dict[str, Any] = {"break": period.minutes}
            if period.note:
                item["note"] = period.note
            if period.color_up:
                item["color_up"] = list(period.color_up)
        else:
            item = {"minutes": period.minutes}
            for key in _LEVEL_AMOUNTS:
                if getattr(period, key):
                    item[key] = getattr(period, key)
        periods.append(item)
    payload: dict[str, Any] = {"name": structure.name}
    if structure.game is not Game.HOLDEM:
        payload["game"] = structure.game.value
    payload["periods"] = periods
    if structure.chips:
        payload["chips"] = [[c.denomination, c.count] for c in structure.chips]
    if structure.notes:
        payload["notes"] = list(structure.notes)
    return payload


def structure_from_payload(payload: Any, where: str = "structure") -> Structure:
    """The structure of a JSON payload; :class:`StructureError` naming the path otherwise."""
    obj = _object(payload, where, {"name", "game", "periods", "chips", "notes"})
    name = _text(obj.get("name"), f"{where}.name", empty=False)
    try:
        game = Game(obj.get("game", Game.HOLDEM.value))
    except ValueError:
        raise StructureError(
            _("{where}: must be 'holdem' or 'stud'").format(where=f"{where}.game")
        ) from None
    raw_periods = _array(obj.get("periods"), f"{where}.periods", MAX_PERIODS)
    periods: list[Period] = []
    for index, raw in enumerate(raw_periods):
        at = f"{where}.periods[{index}]"
        if isinstance(raw, dict) and "break" in raw:
            item = _object(raw, at, {"break", "note", "color_up"})
            periods.append(
                Break(
                    minutes=_whole(item["break"], f"{at}.break", 1, MAX_MINUTES),
                    note=_text(item.get("note", ""), f"{at}.note"),
                    color_up=tuple(
                        _whole(chip, f"{at}.color_up", 1, MAX_CHIPS)
                        for chip in _array(item.get("color_up", []), f"{at}.color_up", 20)
                    ),
                )
            )
        else:
            item = _object(raw, at, {"minutes", *_LEVEL_AMOUNTS})
            amounts = {
                key: _whole(item.get(key, 0), f"{at}.{key}", 0, MAX_CHIPS) for key in _LEVEL_AMOUNTS
            }
            periods.append(
                Level(
                    minutes=_whole(item.get("minutes"), f"{at}.minutes", 1, MAX_MINUTES), **amounts
                )
            )
    chips = []
    for index, raw in enumerate(_array(obj.get("chips", []), f"{where}.chips", 20)):
        at = f"{where}.chips[{index}]"
        if not isinstance(raw, list) or len(raw) != 2:
            raise StructureError(
                _("{where}: a starting chip is written [denomination, count]").format(where=at)
            )
        chips.append(ChipStack(_whole(raw[0], at, 1, MAX_CHIPS), _whole(raw[1], at, 1, 10_000)))
    notes = tuple(
        _text(note, f"{where}.notes", empty=False)
        for note in _array(obj.get("notes", []), f"{where}.notes", 20)
    )
    return Structure(name, game, tuple(periods), tuple(chips), notes)


_LEVEL_AMOUNTS = ("small", "big", "ante", "bring_in", "small_bet", "big_bet")


def _object(value: Any, where: str, known: set[str]) -> dict[str, Any]:
    if not isinstance(value, dict):
        raise StructureError(_("{where}: must be an object").format(where=where))
    unknown = sorted(set(value) - known)
    if unknown:
        raise StructureError(_("{where}: unknown key '{key}'").format(where=where, key=unknown[0]))
    return value


def _array(value: Any, where: str, most: int) -> list[Any]:
    if not isinstance(value, list):
        raise StructureError(_("{where}: must be a list").format(where=where))
    if len(value) > most:
        raise StructureError(_("{where}: at most {most} items").format(where=where, most=most))
    return value


def _text(value: Any, where: str, *, empty: bool = True) -> str:
    if not isinstance(value, str) or len(value) > MAX_TEXT or (not empty and not value.strip()):
        raise StructureError(
            _("{where}: must be text of 1 to {most} characters").format(where=where, most=MAX_TEXT)
        )
    return value


def _whole(value: Any, where: str, least: int, most: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= most:
        raise StructureError(
            _("{where}: must be a whole number from {least} to {most}").format(
                where=where, least=least, most=most
            )
        )
    return value
