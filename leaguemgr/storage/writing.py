"""Writing domain records into the tables: league import and whole-season writes.

Rows go in with one executemany per table (``session.execute(insert(table), rows)``), so
importing 200,000 entries takes seconds. Nothing here commits.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from datetime import datetime
from decimal import Decimal
from typing import Any

from sqlalchemy import bindparam, delete, func, insert, select, update
from sqlalchemy.orm import Session

from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Event,
    League,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.storage import director_rows
from leaguemgr.storage.codec import (
    DECLINED,
    DRAWN,
    MAKEUP,
    dump_others,
    dump_starting,
    dump_structure,
    rules_to_row,
)
from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.frozen_rules import dump_rules
from leaguemgr.storage.keys import next_id, player_keys
from leaguemgr.storage.knockout_codec import dump_event_knockout
from leaguemgr.storage.ledger_writes import insert_ledger
from leaguemgr.storage.night_log import night_log_rows
from leaguemgr.storage.rsvp_rows import planned_values, rsvp_values
from leaguemgr.storage.tables import (
    bust_t,
    dealer_t,
    decision_t,
    entry_t,
    event_t,
    league_t,
    night_action_t,
    player_t,
    rsvp_t,
    rules_t,
    season_t,
)


def replace_league(session: Session, league: League) -> None:
    """Create or update the league from a league file (``leaguemgr import``).

    The league's name and currency are set. Players are matched by id: known ones are
    updated, new ones added, and players missing from ``league`` are kept. Each season in
    ``league`` replaces the stored season of the same name, in its place in the season
    order; new seasons are added after the others; seasons not in ``league`` are kept.
    """
    _refuse_duplicates("player id", [player.id for player in league.players])
    _refuse_duplicates("season name", [season.name for season in league.seasons])
    header = session.execute(select(league_t.c.id)).scalar()
    values = {
        "name": league.name,
        "currency": league.currency,
        "structure": dump_structure(league.structure),
        "time_zone": league.time_zone,
        "locale": league.locale,
        "language": league.language,
    }
    if header is None:
        session.execute(insert(league_t), [values])
    else:
        session.execute(update(league_t).where(league_t.c.id == header).values(values))
    players = upsert_players(session, league.players)
    for season in league.seasons:
        write_season(session, season, players)


def upsert_players(session: Session, players: Sequence[Player]) -> dict[str, int]:
    """Update the players whose id is known, add the others; returns every id's key."""
    known = player_keys(session)
    changed = [_player_values(p) | {"key": known[p.id]} for p in players if p.id in known]
    added = [_player_values(p) for p in players if p.id not in known]
    if changed:
        session.execute(
            update(player_t)
            .where(player_t.c.id == bindparam("key"))
            .values(
                name=bindparam("name"),
                sub=bindparam("sub"),
                active=bindparam("active"),
                td3_id=bindparam("td3_id"),
            ),
            changed,
        )
    if added:
        session.execute(insert(player_t), added)
        return player_keys(session)
    return known


def _player_values(player: Player) -> dict[str, Any]:
    return {
        "code": player.id,
        "name": player.name,
        "sub": player.sub,
        "active": player.active,
        "td3_id": player.td3_id,
        "guest": player.guest,
    }


def write_season(session: Session, season: Season, players: dict[str, int]) -> int:
    """Store ``season`` whole, replacing the season of that name if there is one.

    A replaced season keeps its place in the season order; a new one goes last. Returns the
    season's key. ``players`` maps every player id to its key.
    """
    found = session.execute(
        select(season_t.c.position).where(season_t.c.name == season.name)
    ).scalar()
    directors = {} if found is None else director_rows.kept_of_season(session, season.name)
    if found is None:
        position = (session.execute(select(func.max(season_t.c.position))).scalar() or 0) + 1
    else:
        position = found
        # Cascades remove the season's rules, events, entries, busts, dealers and decisions.
        session.execute(delete(season_t).where(season_t.c.name == season.name))
    key = insert_season(
        session, season.name, position, season.rules, players, season.starting_points
    )
    if season.complete:
        session.execute(
            update(season_t)
            .where(season_t.c.id == key)
            .values(
                complete=True,
                completed_on=season.completed_on,
                completed_at_line=season.completed_at_line,
            )
        )
    insert_events(session, key, season.name, season.events, players)
    insert_decisions(session, key, season.name, season.championship, players)
    insert_ledger(session, key, season.name, season.ledger, players)
    director_rows.carry_over(
        session, key, directors, datetime.now().astimezone().isoformat(timespec="seconds")
    )
    return key


def insert_season(
    session: Session,
    name: str,
    position: int,
    rules: SeasonRules,
    players: dict[str, int],
    starting_points: Sequence[tuple[str, float]] = (),
) -> int:
    """Add a season row, with its handicaps, and its rules; returns the new season's key."""
    for code, _ in starting_points:
        if code not in players:
            raise NotFoundError(f'Season "{name}", starting points: there is no player "{code}"')
    key = next_id(session, season_t)
    row = {"id": key, "name": name, "position": position}
    session.execute(insert(season_t), [row | {"starting_points": dump_starting(starting_points)}])
    session.execute(insert(rules_t), [rules_values(key, name, rules, players)])
    return key


def rules_values(
    season_key: int, season_name: str, rules: SeasonRules, players: dict[str, int]
) -> dict[str, Any]:
    """The ``season_rules`` row of ``rules``, checking that the bounty target exists."""
    target = None if rules.bounty is None else rules.bounty.initial_target
    target_key = None
    if target is not None:
        target_key = players.get(target)
        if target_key is None:
            raise NotFoundError(
                f'Season "{season_name}": the initial bounty target "{target}" is not a player'
            )
    return rules_to_row(season_key, rules, target_key)


def insert_events(
    session: Session,
    season_key: int,
    season_name: str,
    events: Iterable[Event],
    players: dict[str, int],
) -> None:
    """Add ``events`` (with entries, busts and dealers) to the season ``season_key``.

    Raises ``NotFoundError`` naming the event for an unknown player id and ``StorageError``
    for an event number used twice or a player entered twice in one event.
    """
    event_key = next_id(session, event_t)
    entry_key = next_id(session, entry_t)
    numbers = set(
        session.execute(select(event_t.c.number).where(event_t.c.season_id == season_key))
        .scalars()
        .all()
    )
    event_rows: list[dict[str, Any]] = []
    entry_rows: list[dict[str, Any]] = []
    bust_rows: list[dict[str, Any]] = []
    dealer_rows: list[dict[str, Any]] = []
    night_rows: list[dict[str, Any]] = []
    answer_rows: list[dict[str, Any]] = []
    for event in events:
        where = f'Season "{season_name}", event {event.number}'
        if event.number in numbers:
            raise StorageError(f'Season "{season_name}" already has an event {event.number}')
        numbers.add(event.number)

        def key_of(code: str, where: str = where) -> int:
            key = players.get(code)
            if key is None:
                raise NotFoundError(f'{where}: there is no player with id "{code}"')
            return key

        event_rows.append(_event_values(event) | {"id": event_key, "season_id": season_key})
        prizes = recorded_prizes(event)
        unknown = set(prizes) - {entry.player for entry in event.entries}
        if unknown:
            raise StorageError(f'{where}: "{sorted(unknown)[0]}" is paid but has no entry')
        entered: set[int] = set()
        for position, entry in enumerate(event.entries):
            player = key_of(entry.player)
            if player in entered:
                raise StorageError(f'{where}: "{entry.player}" has two entries')
            entered.add(player)
            entry_rows.append(
                {
                    "id": entry_key,
                    "event_id": event_key,
                    "position": position,
                    "player_id": player,
                    "status": entry.status.value,
                    "paid": entry.paid,
                    "finish": entry.finish,
                    "buyin": entry.buyin,
                    "rebuys": entry.rebuys,
                    "addons": entry.addons,
                    "on_time": entry.on_time,
                    "exact_change": entry.exact_change,
                    "free_entry": entry.free_entry,
                    "prize": prizes.get(entry.player),
                    "points": entry.points,
                    "points_adjustment": entry.points_adjustment,
                    "knockout_adjustment": entry.knockout_adjustment,
                    "bounties_won": entry.bounties_won,
                }
            )
            bust_rows.extend(
                {"entry_id": entry_key, "ordinal": ordinal, "buster_id": key_of(buster)}
                for ordinal, buster in enumerate(entry.busted_by)
            )
            entry_key += 1
        dealer_rows.extend(
            {
                "event_id": event_key,
                "position": position,
                "player_id": key_of(dealer.player),
                "game": dealer.game.value,
            }
            for position, dealer in enumerate(event.dealers)
        )
        night_rows.extend(night_log_rows(event_key, event.night, key_of))
        answer_rows.extend(rsvp_values(event_key, event.rsvp, key_of))
        event_key += 1
    for table, rows in (
        (event_t, event_rows),
        (entry_t, entry_rows),
        (bust_t, bust_rows),
        (dealer_t, dealer_rows),
        (night_action_t, night_rows),
        (rsvp_t, answer_rows),
    ):
        # An empty parameter list would run a single INSERT of an all-default row.
        if rows:
            session.execute(insert(table), rows)


def _event_values(event: Event) -> dict[str, Any]:
    return {
        "number": event.number,
        "date": event.date,
        "name": event.name,
        "kind": event.kind.value,
        "buyin": event.buyin,
        "rebuy_cost": event.rebuy_cost,
        "addon_cost": event.addon_cost,
        "max_rebuys": event.max_rebuys,
        "max_rebuys_set": event.max_rebuys_set,
        "pick_a_stack": event.pick_a_stack,
        "source": event.source,
        "payouts_recorded": event.payouts is not None,
        "state": None if event.state is None else event.state.value,
        "frozen_rules": dump_rules(event.frozen_rules),
        "structure": dump_structure(event.structure),
        "added": event.added or None,
        "knockout": dump_event_knockout(event),
        "points_factor": None if event.points_factor == 1 else event.points_factor,
        "others": dump_others(event.others),
        "cash_out": event.cash_out,
        "closed_at_line": event.closed_at_line,
        **planned_values(event),
    }


def recorded_prizes(event: Event) -> dict[str, Decimal]:
    """Each player's recorded payout (``Event.payouts``), stored on the player's entry."""
    prizes: dict[str, Decimal] = {}
    for player, amount in event.payouts or ():
        prizes[player] = prizes.get(player, Decimal(0)) + amount
    return prizes


def insert_decisions(
    session: Session,
    season_key: int,
    season_name: str,
    decisions: ChampionshipDecisions,
    players: dict[str, int],
) -> None:
    """Add the championship declines and make-ups of a season, in their order."""
    rows = []
    kinds = [(DECLINED, decisions.declined), (MAKEUP, decisions.makeups)]
    kinds += [(f"{DRAWN}{index}", draw) for index, draw in enumerate(decisions.drawn)]
    for kind, codes in kinds:
        for ordinal, code in enumerate(codes):
            key = players.get(code)
            if key is None:
                raise NotFoundError(
                    f'Season "{season_name}", championship: there is no player with id "{code}"'
                )
            rows.append(
                {"season_id": season_key, "kind": kind, "ordinal": ordinal, "player_id": key}
            )
    if rows:
        session.execute(insert(decision_t), rows)


def _refuse_duplicates(what: str, values: Sequence[str]) -> None:
    seen: set[str] = set()
    for value in values:
        if value in seen:
            raise StorageError(f'The {what} "{value}" appears twice')
        seen.add(value)


def save_league_time_zone(session: Session, time_zone: str | None) -> None:
    """Set the league's IANA time zone (``None``: the computer's own)."""
    changed = session.execute(update(league_t).values(time_zone=time_zone))
    if changed.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFoundError("The database holds no league yet")


def league_locale(session: Session) -> tuple[str | None, str | None]:
    """The stored league's locale and language (both ``None`` when there is no league)."""
    row = session.execute(select(league_t.c.locale, league_t.c.language)).first()
    return (None, None) if row is None else (row[0], row[1])


def save_league_formats(
    session: Session, currency: str, locale: str | None, language: str | None
) -> None:
    """Set the league's currency, locale and language (SPEC 12) together."""
    changed = session.execute(
        update(league_t).values(currency=currency, locale=locale, language=language)
    )
    if changed.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFoundError("The database holds no league yet")


def save_league_structure(session: Session, structure: Structure | None) -> None:
    """Set the league's blind structure (``None``: the built-in default)."""
    changed = session.execute(update(league_t).values(structure=dump_structure(structure)))
    if changed.rowcount == 0:  # type: ignore[attr-defined]
        raise NotFoundError("The database holds no league yet")
