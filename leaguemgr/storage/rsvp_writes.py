"""Writing what the web site changes (SPEC 10): an answer appended to a planned night, a
player's link issued or reissued, the address the site is served under, the key of its
form tokens.

Each runs inside the caller's :meth:`~.database.Database.transaction`, which holds the
league's write lock (SQLite's ``BEGIN IMMEDIATE``; on a server the ``league_change`` row):
two answers stored at once get consecutive ``seq`` numbers, never the same.
"""

from __future__ import annotations

from sqlalchemy import delete, func, insert, select, update
from sqlalchemy.orm import Session

from leaguemgr.domain.records import Rsvp
from leaguemgr.storage.keys import player_key
from leaguemgr.storage.night_log import event_key
from leaguemgr.storage.tables import league_t, player_link_t, player_t, rsvp_t


def append_rsvp(session: Session, season: str, number: int, answer: Rsvp) -> int:
    """Add ``answer`` after the event's last one; returns its place (``seq``)."""
    event, _state = event_key(session, season, number)
    last = session.execute(select(func.max(rsvp_t.c.seq)).where(rsvp_t.c.event_id == event))
    seq = last.scalar()
    seq = 0 if seq is None else seq + 1
    session.execute(
        insert(rsvp_t).values(
            event_id=event,
            seq=seq,
            player_id=player_key(session, answer.player),
            answer=answer.answer.value,
            at=answer.at,
            recorded_by=answer.by,
        )
    )
    return seq


def remove_recorded(session: Session, season: str, number: int, answer: Rsvp) -> bool:
    """Take back an answer the organizer recorded (undo): the event's last row that is
    ``answer``; ``False`` if there is none any more."""
    event, _state = event_key(session, season, number)
    seq = session.execute(
        select(func.max(rsvp_t.c.seq)).where(
            rsvp_t.c.event_id == event,
            rsvp_t.c.player_id == player_key(session, answer.player),
            rsvp_t.c.answer == answer.answer.value,
            rsvp_t.c.at == answer.at,
            rsvp_t.c.recorded_by == answer.by,
        )
    ).scalar()
    if seq is None:
        return False
    session.execute(delete(rsvp_t).where(rsvp_t.c.event_id == event, rsvp_t.c.seq == seq))
    return True


def link_tokens(session: Session) -> dict[str, str]:
    """Every player's current link token, by player id."""
    rows = session.execute(
        select(player_t.c.code, player_link_t.c.token).join(
            player_link_t, player_link_t.c.player_id == player_t.c.id
        )
    )
    return {code: token for code, token in rows}


def issue_link(session: Session, player: str, token: str, issued: str) -> None:
    """Give ``player`` the link ``token``; the one they had ends with this transaction."""
    key = player_key(session, player)
    session.execute(delete(player_link_t).where(player_link_t.c.player_id == key))
    session.execute(insert(player_link_t).values(player_id=key, token=token, issued=issued))


def public_url(session: Session) -> str | None:
    return session.execute(select(league_t.c.public_url)).scalar()


def set_public_url(session: Session, url: str) -> None:
    session.execute(update(league_t).values(public_url=url))


def league_time_zone(session: Session) -> tuple[bool, str | None]:
    """Whether the league is made (its row is there), and its time zone."""
    row = session.execute(select(league_t.c.time_zone)).first()
    return (False, None) if row is None else (True, row[0])


def form_key(session: Session) -> str | None:
    return session.execute(select(league_t.c.form_key)).scalar()


def set_form_key_once(session: Session, key: str) -> None:
    """``key`` as the league's form key, unless it has one already."""
    session.execute(update(league_t).where(league_t.c.form_key.is_(None)).values(form_key=key))
