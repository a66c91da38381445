"""Roster changes, each run inside the caller's transaction."""

from __future__ import annotations

import json

from sqlalchemy import and_, delete, exists, insert, select, update
from sqlalchemy.orm import Session, aliased

from leaguemgr.domain.records import Player
from leaguemgr.language.texts import N_, _
from leaguemgr.storage.codec import dump_starting
from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.keys import player_key
from leaguemgr.storage.tables import (
    bust_t,
    dealer_t,
    decision_t,
    entry_t,
    event_t,
    ledger_t,
    player_t,
    rsvp_t,
    rules_t,
    season_t,
)


def add_player(session: Session, player: Player) -> None:
    """Add a player to the roster; refused if the id is taken."""
    if not player.id.strip():
        raise StorageError(_("A player needs an id"))
    taken = session.execute(select(player_t.c.name).where(player_t.c.code == player.id)).scalar()
    if taken is not None:
        raise StorageError(
            _('There is already a player with id "{id}" ({name})').format(id=player.id, name=taken)
        )
    session.execute(
        insert(player_t),
        [
            {
                "code": player.id,
                "name": player.name,
                "sub": player.sub,
                "active": player.active,
                "td3_id": player.td3_id,
                "guest": player.guest,
            }
        ],
    )


def update_player(session: Session, player: Player) -> None:
    """Change the name, sub, active and guest flags and TD3 id of the player ``player.id``."""
    changed = session.execute(
        update(player_t)
        .where(player_t.c.code == player.id)
        .values(
            name=player.name,
            sub=player.sub,
            active=player.active,
            td3_id=player.td3_id,
            guest=player.guest,
        )
    )
    if changed.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFoundError(_('There is no player with id "{id}"').format(id=player.id))


def merge_players(session: Session, keep_id: str, remove_id: str) -> None:
    """Fold ``remove_id`` into ``keep_id``: its entries, knockouts, dealing, championship
    decisions and bounty-target settings become ``keep_id``'s, then it is deleted.

    Refused, with nothing changed, when both players have an entry in the same event: the
    message names every such event so the organizer can fix them first.
    """
    if keep_id == remove_id:
        raise StorageError(_('Cannot merge "{id}" into itself').format(id=keep_id))
    keep = player_key(session, keep_id)
    remove = player_key(session, remove_id)
    clashes = _shared_events(session, keep, remove)
    if clashes:
        raise StorageError(
            _('Cannot merge "{removed}" into "{kept}": both have an entry in {events}').format(
                removed=remove_id, kept=keep_id, events="; ".join(clashes)
            )
        )
    session.execute(update(entry_t).where(entry_t.c.player_id == remove).values(player_id=keep))
    session.execute(update(bust_t).where(bust_t.c.buster_id == remove).values(buster_id=keep))
    session.execute(update(dealer_t).where(dealer_t.c.player_id == remove).values(player_id=keep))
    session.execute(update(ledger_t).where(ledger_t.c.player_id == remove).values(player_id=keep))
    session.execute(update(rsvp_t).where(rsvp_t.c.player_id == remove).values(player_id=keep))
    session.execute(
        update(rules_t)
        .where(rules_t.c.bounty_initial_target_id == remove)
        .values(bounty_initial_target_id=keep)
    )
    _merge_starting_points(session, keep_id, remove_id)
    # A decision both players already have (both declined) is kept once, in keep's place.
    kept = aliased(decision_t)
    session.execute(
        delete(decision_t).where(
            decision_t.c.player_id == remove,
            exists().where(
                kept.c.player_id == keep,
                kept.c.season_id == decision_t.c.season_id,
                kept.c.kind == decision_t.c.kind,
            ),
        )
    )
    session.execute(
        update(decision_t).where(decision_t.c.player_id == remove).values(player_id=keep)
    )
    # The TD3 id goes with the history: a later import of TD3 files finds the kept player.
    td3_id = session.execute(select(player_t.c.td3_id).where(player_t.c.id == remove)).scalar()
    session.execute(delete(player_t).where(player_t.c.id == remove))
    if td3_id is not None:
        session.execute(
            update(player_t)
            .where(player_t.c.id == keep, player_t.c.td3_id.is_(None))
            .values(td3_id=td3_id)
        )


def _shared_events(session: Session, keep: int, remove: int) -> list[str]:
    other = aliased(entry_t)
    rows = session.execute(
        select(season_t.c.name, event_t.c.number, event_t.c.name)
        .select_from(entry_t)
        .join(other, and_(other.c.event_id == entry_t.c.event_id, other.c.player_id == remove))
        .join(event_t, event_t.c.id == entry_t.c.event_id)
        .join(season_t, season_t.c.id == event_t.c.season_id)
        .where(entry_t.c.player_id == keep)
        .order_by(season_t.c.position, event_t.c.number)
    )
    return [
        f'season "{season}" event {number}' + (f" ({name})" if name else "")
        for season, number, name in rows
    ]


def _seasons_starting(session: Session, code: str) -> list[tuple[int, dict[str, float]]]:
    """The seasons whose handicaps (SPEC 8, JSON by player code) name ``code``."""
    rows = session.execute(
        select(season_t.c.id, season_t.c.starting_points).where(
            season_t.c.starting_points.is_not(None)
        )
    )
    found = []
    for key, text in rows:
        points = json.loads(text)
        if code in points:
            found.append((key, points))
    return found


def _merge_starting_points(session: Session, keep_id: str, remove_id: str) -> None:
    """The handicap of ``remove_id`` becomes ``keep_id``'s (added to any it has)."""
    for key, points in _seasons_starting(session, remove_id):
        points[keep_id] = points.get(keep_id, 0) + points.pop(remove_id)
        session.execute(
            update(season_t)
            .where(season_t.c.id == key)
            .values(starting_points=dump_starting(sorted(points.items())))
        )


def delete_player(session: Session, player_id: str) -> None:
    """Delete a player who has no history; otherwise refuse and suggest what to do."""
    key = player_key(session, player_id)
    uses = {
        N_("entries"): select(entry_t.c.id).where(entry_t.c.player_id == key),
        N_("knockouts"): select(bust_t.c.id).where(bust_t.c.buster_id == key),
        N_("dealing"): select(dealer_t.c.id).where(dealer_t.c.player_id == key),
        N_("championship decisions"): select(decision_t.c.id).where(decision_t.c.player_id == key),
        N_("money lines"): select(ledger_t.c.id).where(ledger_t.c.player_id == key),
        N_("answers for a planned night"): select(rsvp_t.c.id).where(rsvp_t.c.player_id == key),
        N_("bounty target"): select(rules_t.c.season_id).where(
            rules_t.c.bounty_initial_target_id == key
        ),
    }
    found = [what for what, query in uses.items() if session.execute(query.limit(1)).first()]
    if _seasons_starting(session, player_id):
        found.append(N_("starting points"))
    if found:
        raise StorageError(
            _(
                'Player "{id}" has history ({found}) and cannot be deleted; '
                "mark the player inactive, or merge them into another player"
            ).format(id=player_id, found=", ".join(_(what) for what in found))
        )
    session.execute(delete(player_t).where(player_t.c.id == key))
