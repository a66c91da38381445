"""Lookups shared by the repositories: names and codes to surrogate keys."""

from __future__ import annotations

from sqlalchemy import Table, func, select
from sqlalchemy.orm import Session

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.tables import player_t, season_t


def season_id(session: Session, name: str) -> int:
    """The key of the season called ``name``; ``NotFoundError`` if there is none."""
    found = session.execute(select(season_t.c.id).where(season_t.c.name == name)).scalar()
    if found is None:
        raise NotFoundError(_('There is no season named "{name}"').format(name=name))
    return found


def player_key(session: Session, code: str) -> int:
    """The key of the player whose league-file id is ``code``; ``NotFoundError`` if unknown."""
    found = session.execute(select(player_t.c.id).where(player_t.c.code == code)).scalar()
    if found is None:
        raise NotFoundError(_('There is no player with id "{id}"').format(id=code))
    return found


def player_keys(session: Session) -> dict[str, int]:
    """Every player's league-file id mapped to its key (rosters are small: one query)."""
    rows = session.execute(select(player_t.c.code, player_t.c.id))
    return {code: key for code, key in rows}


def next_id(session: Session, table: Table) -> int:
    """The first free id of ``table``.

    Bulk inserts assign ids themselves so that child rows (busts of an entry) can point at
    parents inserted in the same executemany. That is safe because writes run in a
    ``BEGIN IMMEDIATE`` transaction: no other writer can take an id in between.
    """
    highest = session.execute(select(func.max(table.c.id))).scalar()
    return (highest or 0) + 1
