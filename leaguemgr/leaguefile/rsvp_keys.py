"""The league file's RSVP keys (SPEC 10): an event's ``seats``, ``rsvp_by``, ``time``,
``place`` and ``rsvp`` (an answer's ``by``), and the league's ``time_zone``. All optional
and not written at their defaults, so every earlier league file reads, and writes, as
before."""

from __future__ import annotations

import dataclasses
import datetime as dt
import re
import zoneinfo
from typing import Any

from leaguemgr.domain.records import Event, Rsvp, RsvpAnswer
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.fields import Obj, fail, player_ref

MAX_SEATS = 10_000
MAX_ANSWERS = 100_000
"""Every change is kept; a league of a few hundred players changing their minds daily for
a month stays far under it."""
_DEADLINE = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}")
# Answers are stored to the microsecond (the waitlist's order); files from before, to the second.
_MOMENT = re.compile(r"\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}(\.\d{6})?")
_START = re.compile(r"([01]\d|2[0-3]):[0-5]\d")
ORGANIZER = "organizer"
"""An answer's ``by``: the organizer recorded it for the player (SPEC 10)."""


def read_time_zone(obj: Obj) -> str | None:
    """The league's ``time_zone``: an IANA name this computer knows, or ``None``."""
    name = obj.text("time_zone", None)
    if name is None:
        return None
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        raise fail(
            obj.where("time_zone"), name, _("is not a time zone (e.g. Europe/Paris)")
        ) from None
    return name


def read_rsvp_keys(obj: Obj, event: Event, known: set[str]) -> Event:
    """``event`` with the RSVP keys of its object ``obj`` (taken from it)."""
    seats = obj.integer("seats", 1, MAX_SEATS, None)
    rsvp_by = _local_time(obj, "rsvp_by", _DEADLINE, "YYYY-MM-DDTHH:MM")
    items = obj.array("rsvp", [])
    if len(items) > MAX_ANSWERS:
        raise fail(
            obj.where("rsvp"), len(items), _("at most {count:,} answers").format(count=MAX_ANSWERS)
        )
    answers = []
    for index, item in enumerate(items):
        answer = Obj(item, (*obj.where("rsvp"), index), "an answer")
        answers.append(
            Rsvp(
                player=player_ref(answer.raw("player"), answer.where("player"), known),
                answer=RsvpAnswer(answer.choice("answer", [a.value for a in RsvpAnswer])),
                at=_local_time(
                    answer, "at", _MOMENT, "YYYY-MM-DDTHH:MM:SS[.ffffff]", required=True
                ),
                by=answer.choice("by", [ORGANIZER], None) if answer.has("by") else None,
            )
        )
        answer.finish()
    return dataclasses.replace(
        event,
        seats=seats,
        rsvp_by=rsvp_by,
        rsvp=tuple(answers),
        time=_start_time(obj),
        place=obj.text("place", None),
    )


def _start_time(obj: Obj) -> str | None:
    value = obj.raw("time", None)
    if value is None:
        return None
    if not isinstance(value, str) or not _START.fullmatch(value):
        raise fail(obj.where("time"), value, _("must be a time of day written HH:MM (19:30)"))
    return value


def _local_time(obj: Obj, key: str, form: re.Pattern, shown: str, *, required=False) -> Any:
    value = obj.raw(key) if required else obj.raw(key, None)
    if value is None:
        return None
    if not isinstance(value, str) or not form.fullmatch(value):
        raise fail(
            obj.where(key), value, _("must be a local time written {shown}").format(shown=shown)
        )
    try:
        dt.datetime.fromisoformat(value)
    except ValueError:
        raise fail(obj.where(key), value, _("is not a time of the calendar")) from None
    return value


def write_rsvp_keys(event: Event, document: dict[str, Any]) -> None:
    """Add the RSVP keys of ``event`` that are not at their defaults."""
    if event.seats is not None:
        document["seats"] = event.seats
    if event.rsvp_by is not None:
        document["rsvp_by"] = event.rsvp_by
    if event.time is not None:
        document["time"] = event.time
    if event.place is not None:
        document["place"] = event.place
    if event.rsvp:
        document["rsvp"] = [_answer_document(answer) for answer in event.rsvp]


def _answer_document(answer: Rsvp) -> dict[str, Any]:
    document = {"player": answer.player, "answer": answer.answer.value, "at": answer.at}
    if answer.by is not None:
        document["by"] = answer.by
    return document
