"""A planned night's seats, deadline and answers (SPEC 10), read and written beside the
event rows, and the league's time zone.

Read with plain SQL like the rest of the league (:mod:`.fast_load`); only planned events
with a cap, a deadline or answers have anything here, so a league without RSVP pays one
empty query.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Callable, Iterable
from typing import Any

from leaguemgr.domain.records import Event, Rsvp, RsvpAnswer

_UNPLANNED: dict[str, Any] = {}


def planned_by_event(
    raw: Any, codes: dict[int, str], season_id: int | None
) -> dict[int, dict[str, Any]]:
    """Each event's ``seats``, ``rsvp_by`` and ``rsvp`` (as :class:`Event` keywords), for the
    events that have any; ``season_id`` limits it to one season."""
    where = " AND ev.season_id = ?" if season_id is not None else ""
    params = () if season_id is None else (season_id,)
    planned: dict[int, dict[str, Any]] = {}
    for event_id, seats, rsvp_by, time, place in raw.execute(
        "SELECT ev.id, ev.seats, ev.rsvp_by, ev.time, ev.place FROM event AS ev"
        " WHERE (ev.seats IS NOT NULL OR ev.rsvp_by IS NOT NULL"
        " OR ev.time IS NOT NULL OR ev.place IS NOT NULL)" + where,
        params,
    ):
        planned[event_id] = {"seats": seats, "rsvp_by": rsvp_by, "time": time, "place": place}
    answers: dict[int, list[Rsvp]] = defaultdict(list)
    for event_id, player_id, answer, at, by in raw.execute(
        "SELECT r.event_id, r.player_id, r.answer, r.at, r.recorded_by FROM rsvp AS r"
        " JOIN event AS ev ON ev.id = r.event_id WHERE 1 = 1"
        + where
        + " ORDER BY r.event_id, r.seq",
        params,
    ):
        answers[event_id].append(Rsvp(codes[player_id], RsvpAnswer(answer), at, by))
    for event_id, given in answers.items():
        planned.setdefault(event_id, {})["rsvp"] = tuple(given)
    return planned


def planned_of(planned: dict[int, dict[str, Any]], event_id: int) -> dict[str, Any]:
    """The keywords of ``event_id`` (none when it has no RSVP)."""
    return planned.get(event_id, _UNPLANNED)


def league_time_zone(raw: Any) -> str | None:
    row = raw.execute("SELECT time_zone FROM league LIMIT 1").fetchone()
    return None if row is None else row[0]


def planned_values(event: Event) -> dict[str, Any]:
    """The event row's RSVP columns."""
    return {
        "seats": event.seats,
        "rsvp_by": event.rsvp_by,
        "time": event.time,
        "place": event.place,
    }


def rsvp_values(
    event_key: int, answers: Iterable[Rsvp], key_of: Callable[[str], int], first_seq: int = 0
) -> list[dict[str, Any]]:
    """The rows of ``answers`` for the event ``event_key``, numbered from ``first_seq``."""
    return [
        {
            "event_id": event_key,
            "seq": seq,
            "player_id": key_of(answer.player),
            "answer": answer.answer.value,
            "at": answer.at,
            "recorded_by": answer.by,
        }
        for seq, answer in enumerate(answers, first_seq)
    ]
