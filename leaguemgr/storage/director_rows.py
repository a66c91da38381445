"""The rows of a night's directors (``night_director``, SPEC 11), inside the caller's
transaction: made, ended, read back, and carried over when their event is written again.

A director's row is never changed but to end it: a reissued link is a new row, the old one
ended, so the log of who was given which link stays whole.
"""

from __future__ import annotations

from dataclasses import dataclass

from sqlalchemy import insert, select, update
from sqlalchemy.orm import Session

from leaguemgr.domain.records import EventState
from leaguemgr.storage.tables import event_t, night_director_t, season_t


@dataclass(frozen=True, slots=True)
class DirectorRow:
    name: str
    token: str
    made: str


@dataclass(frozen=True, slots=True)
class LinkRow:
    """A current director's link with the night it runs."""

    season: str
    number: int
    director: DirectorRow


_COLUMNS = (night_director_t.c.name, night_director_t.c.token, night_director_t.c.made)


def current(session: Session, event: int) -> list[DirectorRow]:
    """The night's directors whose link still works, in the order they were made."""
    rows = session.execute(
        select(*_COLUMNS)
        .where(night_director_t.c.event_id == event, night_director_t.c.ended.is_(None))
        .order_by(night_director_t.c.id)
    )
    return [DirectorRow(*row) for row in rows]


def current_links(session: Session) -> list[LinkRow]:
    """Every current director's link of the league, with its season and event number."""
    rows = session.execute(
        select(season_t.c.name, event_t.c.number, *_COLUMNS)
        .join(event_t, event_t.c.id == night_director_t.c.event_id)
        .join(season_t, season_t.c.id == event_t.c.season_id)
        .where(night_director_t.c.ended.is_(None))
        .order_by(night_director_t.c.id)
    )
    return [LinkRow(season, number, DirectorRow(*rest)) for season, number, *rest in rows]


def add(session: Session, event: int, director: DirectorRow) -> None:
    session.execute(
        insert(night_director_t).values(
            event_id=event, name=director.name, token=director.token, made=director.made
        )
    )


def end(session: Session, event: int, token: str, ended: str) -> None:
    """End the link ``token`` of the night (it answers 404 from now)."""
    session.execute(
        update(night_director_t)
        .where(
            night_director_t.c.event_id == event,
            night_director_t.c.token == token,
            night_director_t.c.ended.is_(None),
        )
        .values(ended=ended)
    )


def kept_of_season(
    session: Session, season: str, number: int | None = None
) -> dict[int, list[dict]]:
    """Every director row of a season's events (or of event ``number``), by event number:
    read before the events are deleted to be written again (the delete cascades to them)."""
    query = (
        select(
            event_t.c.number,
            night_director_t.c.name,
            night_director_t.c.token,
            night_director_t.c.made,
            night_director_t.c.ended,
        )
        .join(event_t, event_t.c.id == night_director_t.c.event_id)
        .join(season_t, season_t.c.id == event_t.c.season_id)
        .where(season_t.c.name == season)
        .order_by(night_director_t.c.id)
    )
    if number is not None:
        query = query.where(event_t.c.number == number)
    rows = session.execute(query)
    kept: dict[int, list[dict]] = {}
    for number, name, token, made, ended in rows:
        kept.setdefault(number, []).append(
            {"name": name, "token": token, "made": made, "ended": ended}
        )
    return kept


def carry_over(session: Session, season_key: int, kept: dict[int, list[dict]], now: str) -> None:
    """Write ``kept`` (:func:`kept_of_season`) again under the season's events as written
    now, by number; the links of a night now closed end (its directors have nothing left
    to run), those of an event gone go with it."""
    if not kept:
        return
    events = session.execute(
        select(event_t.c.number, event_t.c.id, event_t.c.state).where(
            event_t.c.season_id == season_key, event_t.c.number.in_(list(kept))
        )
    )
    rows = []
    for number, key, state in events:
        closed = state == EventState.CLOSED.value
        for row in kept[number]:
            ended = row["ended"] or (now if closed else None)
            rows.append({**row, "event_id": key, "ended": ended})
    if rows:
        session.execute(insert(night_director_t), rows)
