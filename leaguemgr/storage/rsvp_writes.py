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


def append_rsvp(session: Session, season: str, number: int, answer: Rsvp) -> None:
    """Add ``answer`` after the event's last one."""
    event, _state = event_key(session, season, number)
    last = session.execute(select(func.max(rsvp_t.c.seq)).where(rsvp_t.c.event_id == event))
    seq = last.scalar()
    session.execute(
        insert(rsvp_t).values(
            event_id=event,
            seq=0 if seq is None else seq + 1,
            player_id=player_key(session, answer.player),
            answer=answer.answer.value,
            at=answer.at,
        )
    )


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


def form_key(session: Session) -> str | None:
    return session.execute(select(league_t.c.form_key)).scalar()


def set_form_key_once(session: Session, key: str) -> None:
    """``key`` as the league's form key, unless it has one already."""
    session.execute(update(league_t).where(league_t.c.form_key.is_(None)).values(form_key=key))
