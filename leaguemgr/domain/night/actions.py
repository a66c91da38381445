"""The actions of a night, and their JSON form (a stored row, a league file's ``night``)."""

from __future__ import annotations

from dataclasses import dataclass, fields
from decimal import Decimal
from enum import StrEnum
from typing import Any

from leaguemgr.domain.clock.structure import (
    Structure,
    StructureError,
    structure_from_payload,
    structure_payload,
)
from leaguemgr.domain.money import parse_money
from leaguemgr.domain.night.rules import HITMAN_CREDITS, LATE_SEATS, NightRules
from leaguemgr.domain.night.seating import Placement


class Kind(StrEnum):
    START = "start"
    ARRIVE = "arrive"
    DRAW = "draw"
    REBUY = "rebuy"
    ADDON = "addon"
    BUST = "bust"
    LEVEL = "level"
    DEAL = "deal"


@dataclass(frozen=True, slots=True)
class Action:
    """One thing the director did, with every seat it gave out.

    ``players`` are the players the action is about (a bust: everyone out in that hand,
    who share the place); ``by`` the hitmen of a bust. ``seats`` are the seats taken
    after the action (a draw, a late seat, a return after a rebuy, balancing moves); with
    ``redraw`` everyone is seated again from scratch.
    """

    kind: Kind
    players: tuple[str, ...] = ()
    by: tuple[str, ...] = ()
    paid: bool = True
    on_time: bool = False
    exact_change: bool = False
    free_entry: bool = False
    level: int | None = None
    seats: tuple[Placement, ...] = ()
    redraw: bool = False
    rules: NightRules | None = None
    amounts: tuple[Decimal, ...] = ()
    """A deal: what each of ``players`` takes of the prizes still to be paid."""

    @property
    def player(self) -> str:
        return self.players[0]


_FLAGS = ("paid", "on_time", "exact_change", "free_entry", "redraw")


def action_payload(action: Action) -> dict[str, Any]:
    """The JSON form: only what differs from the defaults, so a log stays short."""
    payload: dict[str, Any] = {"action": action.kind.value}
    if action.players:
        payload["players"] = list(action.players)
    if action.by:
        payload["by"] = list(action.by)
    for flag in _FLAGS:
        value = getattr(action, flag)
        if value != (flag == "paid"):
            payload[flag] = value
    if action.level is not None:
        payload["level"] = action.level
    if action.seats:
        payload["seats"] = [[p.player, p.table, p.seat] for p in action.seats]
    if action.rules is not None:
        payload["rules"] = _rules_payload(action.rules)
    if action.amounts:
        payload["amounts"] = [str(amount) for amount in action.amounts]
    return payload


def action_from_payload(payload: Any) -> Action:
    """The action of a JSON payload; ``ValueError`` saying what is wrong."""
    if not isinstance(payload, dict):
        raise ValueError("an action must be an object")
    known = {"action", "players", "by", "level", "seats", "rules", "amounts", *_FLAGS}
    unknown = sorted(set(payload) - known)
    if unknown:
        raise ValueError(f"unknown key '{unknown[0]}' in an action")
    try:
        kind = Kind(payload.get("action"))
    except ValueError:
        raise ValueError(f"unknown action {payload.get('action')!r}") from None
    values: dict[str, Any] = {"kind": kind}
    for key in ("players", "by"):
        values[key] = tuple(_text(item, key) for item in _list(payload.get(key, []), key))
    for flag in _FLAGS:
        value = payload.get(flag, flag == "paid")
        if not isinstance(value, bool):
            raise ValueError(f"'{flag}' must be true or false")
        values[flag] = value
    if "level" in payload:
        values["level"] = _count(payload["level"], "level", 1)
    seats = []
    for item in _list(payload.get("seats", []), "seats"):
        if not isinstance(item, list) or len(item) != 3:
            raise ValueError("a seat is written [player, table, seat]")
        seats.append(
            Placement(
                _text(item[0], "seats"), _count(item[1], "table", 1), _count(item[2], "seat", 1)
            )
        )
    values["seats"] = tuple(seats)
    if "rules" in payload:
        values["rules"] = _rules_from_payload(payload["rules"])
    values["amounts"] = tuple(
        parse_money(item) if isinstance(item, str) else _no_amount()
        for item in _list(payload.get("amounts", []), "amounts")
    )
    return Action(**values)


def _no_amount() -> Decimal:
    raise ValueError('an amount is a decimal string such as "12.50"')


def _rules_payload(rules: NightRules) -> dict[str, Any]:
    payload: dict[str, Any] = {}
    for field in fields(NightRules):
        value = getattr(rules, field.name)
        if isinstance(value, Structure):
            value = structure_payload(value)
        payload[field.name] = list(value) if isinstance(value, tuple) else value
    return payload


def _rules_from_payload(payload: Any) -> NightRules:
    if not isinstance(payload, dict):
        raise ValueError("the night rules must be an object")
    names = {field.name for field in fields(NightRules)}
    unknown = sorted(set(payload) - names)
    if unknown:
        raise ValueError(f"unknown night rule '{unknown[0]}'")
    values: dict[str, Any] = {}
    for name, value in payload.items():
        default = getattr(NightRules(), name)
        if name == "structure":
            if value is not None:
                try:
                    value = structure_from_payload(value, "rules.structure")
                except StructureError as exc:
                    raise ValueError(str(exc)) from None
        elif name in _CHOICES:
            if value not in _CHOICES[name]:
                raise ValueError(f"the night rule '{name}' is one of {', '.join(_CHOICES[name])}")
        elif isinstance(default, bool):
            if not isinstance(value, bool):
                raise ValueError(f"the night rule '{name}' must be true or false")
        elif isinstance(default, tuple):
            value = tuple(_count(item, name, 1) for item in _list(value, name))
        elif value is not None:
            value = _count(value, name, 0)
        values[name] = value
    return NightRules(**values)


_CHOICES = {"late_seat": LATE_SEATS, "hitman_credit": HITMAN_CREDITS}


def _list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise ValueError(f"'{key}' must be a list")
    return value


def _text(value: Any, key: str) -> str:
    if not isinstance(value, str) or not value:
        raise ValueError(f"'{key}' must name players by id")
    return value


def _count(value: Any, key: str, least: int) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not least <= value <= 100_000:
        raise ValueError(f"'{key}' must be a whole number from {least} to 100000")
    return value
