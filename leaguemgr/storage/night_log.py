"""The log of a running night: appended to one action at a time, inside the caller's
transaction (one per action), and read back in order to replay the night."""

from __future__ import annotations

import dataclasses
import json
import sqlite3
from collections.abc import Callable, Sequence
from datetime import UTC, datetime
from typing import Any

from sqlalchemy import func, insert, select, update
from sqlalchemy.orm import Session

from leaguemgr.domain.night.actions import Action, action_from_payload, action_payload
from leaguemgr.domain.records import EventState
from leaguemgr.language.texts import _
from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.keys import season_id
from leaguemgr.storage.tables import event_t, night_action_t


def event_key(session: Session, season_name: str, number: int) -> tuple[int, EventState | None]:
    """The key and the stored state of a season's event; ``NotFoundError`` if there is none."""
    key = season_id(session, season_name)
    row = session.execute(
        select(event_t.c.id, event_t.c.state).where(
            event_t.c.season_id == key, event_t.c.number == number
        )
    ).first()
    if row is None:
        raise NotFoundError(
            _('Season "{season}" has no event {number}').format(season=season_name, number=number)
        )
    return row[0], None if row[1] is None else EventState(row[1])


def set_state(session: Session, event: int, state: EventState) -> None:
    session.execute(update(event_t).where(event_t.c.id == event).values(state=state.value))


def actions(session: Session, event: int) -> list[Action]:
    """The night's actions that stand (not undone), in the order they were taken."""
    rows = session.execute(
        select(night_action_t.c.payload, night_action_t.c.director)
        .where(night_action_t.c.event_id == event, night_action_t.c.undone.is_(False))
        .order_by(night_action_t.c.seq)
    )
    try:
        return [logged_action(payload, director) for payload, director in rows]
    except ValueError as exc:
        raise StorageError(
            _("the log of this night is damaged: {reason}").format(reason=exc)
        ) from None


def logged_action(payload: str, director: str | None) -> Action:
    """The action of one row of the log: its JSON form, and who took it (the column)."""
    action = action_from_payload(json.loads(payload))
    return action if director is None else dataclasses.replace(action, director=director)


def append(session: Session, event: int, action: Action, last: int | None = None) -> int:
    """Write ``action`` after the night's last one (``last``: its number, when the caller
    knows it is still the last); the number the action was given."""
    if last is None:
        last = session.execute(
            select(func.max(night_action_t.c.seq)).where(night_action_t.c.event_id == event)
        ).scalar()
    row = _appended(event, action, last or 0)
    session.execute(insert(night_action_t), [row])
    return row["seq"]


def append_plainly(raw: sqlite3.Connection, event: int, action: Action, last: int) -> int:
    """:func:`append` on a league file's plain connection, inside its
    ``Database.plain_transaction`` (``last``: the night's last action's number, known to be
    the last): a bust saved without the ORM's work, which cost more than the write."""
    row = _appended(event, action, last)
    columns = ", ".join(row)
    raw.execute(
        f"INSERT INTO {night_action_t.name} ({columns}) VALUES ({', '.join('?' * len(row))})",
        tuple(row.values()),
    )
    return row["seq"]


def _appended(event: int, action: Action, last: int) -> dict[str, Any]:
    """The row of ``action`` written after action number ``last`` of a night's log."""
    return {
        "event_id": event,
        "seq": last + 1,
        "kind": action.kind.value,
        "payload": json.dumps(action_payload(action), separators=(",", ":")),
        "undone": False,
        "recorded_at": datetime.now(UTC).isoformat(timespec="seconds"),
        "director": action.director,
    }


def undo_last(session: Session, event: int) -> str | None:
    """Mark the last action that stands undone (never the start); its kind, or ``None``."""
    row = session.execute(
        select(night_action_t.c.id, night_action_t.c.kind)
        .where(night_action_t.c.event_id == event, night_action_t.c.undone.is_(False))
        .order_by(night_action_t.c.seq.desc())
        .limit(1)
    ).first()
    if row is None or row[1] == "start":
        return None
    session.execute(update(night_action_t).where(night_action_t.c.id == row[0]).values(undone=True))
    return row[1]


def night_log_rows(
    event: int, night: Sequence[Action], key_of: Callable[[str], int]
) -> list[dict[str, Any]]:
    """The rows of a night's log written whole (an import, an event saved over); every
    player it names must be known (``key_of`` raises otherwise)."""
    stamp = datetime.now(UTC).isoformat(timespec="seconds")
    rows = []
    for seq, action in enumerate(night, 1):
        for player in (*action.players, *action.by, *(p.player for p in action.seats)):
            key_of(player)
        rows.append(
            {
                "event_id": event,
                "seq": seq,
                "kind": action.kind.value,
                "payload": json.dumps(action_payload(action), separators=(",", ":")),
                "undone": False,
                "recorded_at": stamp,
                "director": action.director,
            }
        )
    return rows
