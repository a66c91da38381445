"""The actions of a night, and their JSON form (a stored row, a league file's ``night``)."""

from __future__ import annotations

import math
from dataclasses import dataclass, fields
from decimal import Decimal
from enum import StrEnum
from typing import Any

from leaguemgr.domain.clock.clock import ClockMove
from leaguemgr.domain.clock.structure import (
    MAX_MINUTES,
    MAX_PERIODS,
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
    """A level set by hand (logs written before the clock; read as a clock GOTO)."""
    DEAL = "deal"
    PRESENT = "present"
    """A player seated absent (their chips on the table) has turned up."""
    AWAY = "away"
    """A seated player has left the table: absent from now (FNC, AZ "Players leaving")."""
    REMOVE = "remove"
    """An absent unpaid player's chips come off the table (SPEC 4.2): a no-show."""
    FORFEIT = "forfeit"
    """An absent paid player, blinded off, is out (SPEC 2.1 ``forfeit``/paid ``no_show``)."""
    HAND_FOR_HAND = "hand_for_hand"
    DEALER = "dealer"
    CLOCK = "clock"


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
    absent: bool = False
    """An arrival: registered and seated, but not at the table yet (SPEC 4.2)."""
    chips: tuple[int, ...] = ()
    """A bust of several players: the chips each of ``players`` began the hand with."""
    hand_for_hand: bool = False
    """A HAND_FOR_HAND action: whether the tables now play hand for hand."""
    game: str | None = None
    """A DEALER action: "full", "half", or "none" (the player is no dealer after all)."""
    move: ClockMove | None = None
    """A clock action: start, pause, resume, adjust, or go to ``period``."""
    seconds: int = 0
    """A clock ADJUST: seconds added to the period running (negative: taken off)."""
    period: int | None = None
    """A clock GOTO: the index of the period in the night's structure."""
    at: float | None = None
    """When the action was made, in wall-clock seconds since the epoch; the clock is read
    at this time. ``None`` in logs written before actions had times."""
    director: str | None = None
    """Who took the action from a director's page (their name as the organizer typed it);
    ``None``: the Night screen or ``leaguemgr live``. Kept in the log's own column, not in
    the action's JSON form: it says who, not what, and changes no replay."""

    @property
    def player(self) -> str:
        return self.players[0]


_FLAGS = ("paid", "on_time", "exact_change", "free_entry", "redraw", "absent", "hand_for_hand")


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
    if action.chips:
        payload["chips"] = list(action.chips)
    if action.game is not None:
        payload["game"] = action.game
    if action.move is not None:
        payload["move"] = action.move.value
    if action.seconds:
        payload["seconds"] = action.seconds
    if action.period is not None:
        payload["period"] = action.period
    if action.at is not None:
        payload["at"] = action.at
    return payload


def action_from_payload(payload: Any) -> Action:
    """The action of a JSON payload; ``ValueError`` saying what is wrong."""
    if not isinstance(payload, dict):
        raise ValueError("an action must be an object")
    known = {"action", "players", "by", "level", "seats", "rules", "amounts", *_FLAGS, *_CLOCK}
    known |= {"chips", "game"}
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
    _read_clock_keys(payload, kind, values)
    values["chips"] = tuple(_chips(item) for item in _list(payload.get("chips", []), "chips"))
    if values["chips"] and kind is not Kind.BUST:
        raise ValueError("only a bust names chips")
    if (kind is Kind.DEALER) != ("game" in payload):
        raise ValueError("a dealer action, and only a dealer action, names its game")
    if "game" in payload:
        if payload["game"] not in DEALER_GAMES:
            raise ValueError(f"'game' is one of {', '.join(DEALER_GAMES)}")
        values["game"] = payload["game"]
    return Action(**values)


DEALER_GAMES = ("full", "half", "none")
"""A dealer's night (SPEC 2.6): a full or a half game, or "none" to take a dealer off."""
MAX_CHIPS = 10**12
"""More chips than any night has in play: a larger count is a typing slip."""


def _chips(value: Any) -> int:
    if isinstance(value, bool) or not isinstance(value, int) or not 1 <= value <= MAX_CHIPS:
        raise ValueError(f"'chips' must be whole numbers from 1 to {MAX_CHIPS:,}")
    return value


_CLOCK = ("move", "seconds", "period", "at")

MAX_ADJUST = MAX_MINUTES * 60
"""The most seconds one clock adjustment adds or takes off (the longest period)."""
LATEST_TIME = 32_503_680_000.0
"""The year 3000, in seconds since the epoch: a later time in a log is a damaged one."""


def _read_clock_keys(payload: dict[str, Any], kind: Kind, values: dict[str, Any]) -> None:
    if "move" in payload:
        try:
            values["move"] = ClockMove(payload["move"])
        except ValueError:
            raise ValueError(f"unknown clock move {payload['move']!r}") from None
    if (kind is Kind.CLOCK) != ("move" in values):
        raise ValueError("a clock action, and only a clock action, names its move")
    if "seconds" in payload:
        seconds = payload["seconds"]
        if isinstance(seconds, bool) or not isinstance(seconds, int) or not seconds:
            raise ValueError("'seconds' must be a whole number of seconds, not 0")
        if abs(seconds) > MAX_ADJUST:
            raise ValueError(f"'seconds' must be from -{MAX_ADJUST} to {MAX_ADJUST}")
        values["seconds"] = seconds
    if "period" in payload:
        values["period"] = _count(payload["period"], "period", 0)
        if values["period"] >= MAX_PERIODS:
            raise ValueError(f"'period' must be below {MAX_PERIODS}")
    if (values.get("move") is ClockMove.GOTO) != ("period" in values):
        raise ValueError("a clock GOTO, and only a GOTO, names its period")
    if (values.get("move") is ClockMove.ADJUST) != ("seconds" in values):
        raise ValueError("a clock adjustment, and only an adjustment, names its seconds")
    if "at" in payload:
        at = payload["at"]
        if isinstance(at, bool) or not isinstance(at, int | float) or not math.isfinite(at):
            raise ValueError("'at' must be seconds since the epoch")
        if not 0 <= at <= LATEST_TIME:
            raise ValueError(f"'at' must be from 0 to {LATEST_TIME:.0f} seconds since the epoch")
        values["at"] = float(at)


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
