"""The organizer's saves keep a night's answers as stored (SPEC 10).

Players answer from the web while the organizer edits: an answer is counted apart
(:mod:`.answer_counter`) so that it does not refuse the organizer's save. A save that
replaces an event's rows (its seats, its deadline, its date) would then write the answers
the app read, losing those that came since; so the event's answers are put back as the
database holds them, whatever the saved record says. A save that removes a night with its
answers (deleting it, undoing a new night) is refused when answers came that the organizer
has not seen: it touches what they changed.
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from contextlib import contextmanager
from typing import TYPE_CHECKING, Any

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import ChangedMeanwhile

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

# SQLAlchemy and the tables are imported by the calls (each inside a write, which has
# imported them already): the league service imports this module, and the app paints its
# first screen before SQLAlchemy is imported (tests/ui/test_import_boundary.py).


def _events(session: Session, season_name: str) -> dict[int, int]:
    """Each event number of the season, with its key ({} when there is no such season)."""
    from sqlalchemy import select

    from leaguemgr.storage.tables import event_t, season_t

    rows = session.execute(
        select(event_t.c.number, event_t.c.id)
        .join(season_t, season_t.c.id == event_t.c.season_id)
        .where(season_t.c.name == season_name)
    )
    return {number: key for number, key in rows}


@contextmanager
def answers_kept(
    session: Session, season_name: str, numbers: Mapping[int, int] | None = None
) -> Iterator[None]:
    """The block rewrites events of the season; afterwards each event that was stored has
    the answers it had, as stored. ``numbers`` maps a stored event's number to the number
    it has after the block (a renumbering); ``None``: every event, same number."""
    from sqlalchemy import delete, insert, select

    from leaguemgr.storage.tables import rsvp_t

    before = _events(session, season_name)
    moves = {n: n for n in before} if numbers is None else dict(numbers)
    moves = {old: new for old, new in moves.items() if old in before}
    kept: dict[int, list[dict[str, Any]]] = {new: [] for new in moves.values()}
    if moves:
        keys = {before[old]: new for old, new in moves.items()}
        for row in session.execute(
            select(rsvp_t).where(rsvp_t.c.event_id.in_(keys)).order_by(rsvp_t.c.seq)
        ).mappings():
            values = dict(row)
            kept[keys[values.pop("event_id")]].append(values)
    yield
    after = _events(session, season_name)
    for number, rows in kept.items():
        key = after.get(number)
        if key is None:
            continue  # the block removed it: its answers went with it
        session.execute(delete(rsvp_t).where(rsvp_t.c.event_id == key))
        if rows:
            session.execute(insert(rsvp_t), [row | {"event_id": key} for row in rows])


def stored_answer_count(session: Session, season_name: str, number: int) -> int:
    """How many answers the database holds for the season's event ``number``."""
    from sqlalchemy import func, select

    from leaguemgr.storage.tables import rsvp_t

    key = _events(session, season_name).get(number)
    if key is None:
        return 0
    count = session.execute(select(func.count()).where(rsvp_t.c.event_id == key)).scalar()
    return int(count or 0)


def refuse_unseen_answers(session: Session, season_name: str, number: int, seen: int) -> None:
    """Refuse a save that removes event ``number``'s answers when it holds more than the
    ``seen`` ones the organizer has in front of them."""
    from sqlalchemy import func, select

    from leaguemgr.storage.tables import rsvp_t

    if stored_answer_count(session, season_name, number) != seen:
        key = _events(session, season_name)[number]
        last = session.execute(select(func.max(rsvp_t.c.at)).where(rsvp_t.c.event_id == key))
        raise ChangedMeanwhile(
            _(
                "players answered for event {number} on the web after this copy read it; "
                "nothing was saved, so their answers are not lost"
            ).format(number=number),
            by=_("a player answering on the league's web site"),
            at=str(last.scalar() or "").replace("T", " "),
        )
