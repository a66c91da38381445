"""Fine-grained season and event changes, each run inside the caller's transaction."""

from __future__ import annotations

from collections.abc import Sequence
from datetime import datetime

from sqlalchemy import delete, func, select, update
from sqlalchemy.orm import Session

from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Event,
    LedgerLine,
    Season,
    SeasonRules,
)
from leaguemgr.language.texts import _
from leaguemgr.storage import director_rows
from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.keys import player_keys, season_id
from leaguemgr.storage.ledger_writes import append_ledger_lines as append_lines
from leaguemgr.storage.tables import decision_t, event_t, rules_t, season_t
from leaguemgr.storage.writing import (
    insert_decisions,
    insert_events,
    insert_season,
    rules_values,
    write_season,
)


def create_season(session: Session, name: str, rules: SeasonRules) -> None:
    """Add an empty season called ``name`` after the existing ones."""
    name = _valid_name(name)
    _refuse_taken(session, name)
    last = session.execute(select(func.max(season_t.c.position))).scalar() or 0
    insert_season(session, name, last + 1, rules, player_keys(session))


def save_season(session: Session, season: Season) -> None:
    """Store a whole season (rules, events, decisions), replacing one of the same name.

    Used to put back a deleted season (undo) or to write a season built elsewhere.
    """
    _valid_name(season.name)
    write_season(session, season, player_keys(session))


def rename_season(session: Session, old: str, new: str) -> None:
    """Rename a season; refused if another season already has the new name."""
    key = season_id(session, old)
    new = _valid_name(new)
    if new != old:
        _refuse_taken(session, new)
    session.execute(update(season_t).where(season_t.c.id == key).values(name=new))


def save_season_complete(
    session: Session,
    name: str,
    complete: bool,
    completed_on: str | None,
    completed_at_line: int | None = None,
) -> None:
    """Mark the regular season complete on ``completed_on``, when the season's ledger held
    ``completed_at_line`` lines, or not (SPEC 7)."""
    key = season_id(session, name)
    session.execute(
        update(season_t)
        .where(season_t.c.id == key)
        .values(
            complete=complete,
            completed_on=completed_on if complete else None,
            completed_at_line=completed_at_line if complete else None,
        )
    )


def delete_season(session: Session, name: str) -> None:
    """Delete a season with its rules, events, entries and championship decisions."""
    session.execute(delete(season_t).where(season_t.c.id == season_id(session, name)))


def save_season_rules(session: Session, season_name: str, rules: SeasonRules) -> None:
    """Replace the rules of a season."""
    key = season_id(session, season_name)
    values = rules_values(key, season_name, rules, player_keys(session))
    del values["season_id"]
    session.execute(update(rules_t).where(rules_t.c.season_id == key).values(values))


def save_event(session: Session, season_name: str, event: Event) -> None:
    """Insert the event, or replace the season's event that has the same number."""
    key = season_id(session, season_name)
    directors = director_rows.kept_of_season(session, season_name, event.number)
    session.execute(
        delete(event_t).where(event_t.c.season_id == key, event_t.c.number == event.number)
    )
    insert_events(session, key, season_name, [event], player_keys(session))
    director_rows.carry_over(session, key, directors, _now())


def delete_event(session: Session, season_name: str, number: int) -> None:
    """Delete a season's event with its entries, busts and dealers."""
    key = season_id(session, season_name)
    deleted = session.execute(
        delete(event_t).where(event_t.c.season_id == key, event_t.c.number == number)
    )
    if deleted.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFoundError(f'Season "{season_name}" has no event {number}')


def save_championship_decisions(
    session: Session, season_name: str, decisions: ChampionshipDecisions
) -> None:
    """Replace a season's championship declines and accepted make-ups."""
    key = season_id(session, season_name)
    session.execute(delete(decision_t).where(decision_t.c.season_id == key))
    insert_decisions(session, key, season_name, decisions, player_keys(session))


def append_ledger_lines(session: Session, season_name: str, lines: Sequence[LedgerLine]) -> None:
    """Append lines to a season's ledger, after its last line (lines are never changed)."""
    key = season_id(session, season_name)
    append_lines(session, key, season_name, lines, player_keys(session))


def _valid_name(name: str) -> str:
    if not name.strip():
        raise StorageError(_("A season needs a name"))
    return name


def _refuse_taken(session: Session, name: str) -> None:
    taken = session.execute(select(season_t.c.id).where(season_t.c.name == name)).scalar()
    if taken is not None:
        raise StorageError(_('There is already a season named "{name}"').format(name=name))


def _now() -> str:
    return datetime.now().astimezone().isoformat(timespec="seconds")
