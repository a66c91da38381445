"""The oracle the league reader is checked against: the league read back with SQLAlchemy.

The app, the CLI and the services read a league with :mod:`leaguemgr.storage.fast_load`
only. This straightforward reader (one Core SELECT per table, the records assembled in
Python) lives on here so the tests can compare the two on the examples and on synthetic
leagues: two readers disagreeing is a bug in the fast one.
"""

from __future__ import annotations

from collections import defaultdict
from collections.abc import Sequence
from decimal import Decimal
from typing import Any

from sqlalchemy import Select, select
from sqlalchemy.orm import Session

from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    EventState,
    League,
    Player,
    Season,
)
from leaguemgr.storage.codec import DECLINED, MAKEUP, load_structure, rules_from_row
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.frozen_rules import load_rules
from leaguemgr.storage.knockout_codec import load_event_knockout
from leaguemgr.storage.ledger_rows import ledger_by_season
from leaguemgr.storage.night_rows import nights_by_event
from leaguemgr.storage.plain import plain_connection
from leaguemgr.storage.tables import (
    bust_t,
    dealer_t,
    decision_t,
    entry_t,
    event_t,
    league_t,
    player_t,
    rules_t,
    season_t,
)

# Dict lookups instead of EnumType.__call__: measurably faster over 200,000 entries.
_STATUS = {status.value: status for status in EntryStatus}
_KIND = {kind.value: kind for kind in EventKind}
_GAME = {game.value: game for game in DealerGame}


def load_players(session: Session) -> tuple[Player, ...]:
    """Every player of the league, in the order they were added."""
    rows = session.execute(
        select(
            player_t.c.code, player_t.c.name, player_t.c.sub, player_t.c.active, player_t.c.td3_id
        ).order_by(player_t.c.id)
    )
    return tuple(
        Player(id=c, name=n, sub=bool(s), active=bool(a), td3_id=t) for c, n, s, a, t in rows
    )


def season_names(session: Session) -> list[str]:
    """The names of all seasons, in season order."""
    return list(
        session.execute(
            select(season_t.c.name).order_by(season_t.c.position, season_t.c.id)
        ).scalars()
    )


def load_season(session: Session, name: str) -> League:
    """The league with all its players and only the season called ``name``.

    Rules that look across seasons (dealer credits carry over) need the earlier seasons as
    well: use ``load_league(session, seasons=...)`` for those.
    """
    league = load_league(session, seasons=[name])
    if league is None:
        raise NotFoundError(f'There is no season named "{name}"')
    return league


def load_league(session: Session, seasons: Sequence[str] | None = None) -> League | None:
    """The whole league as a ``League`` record, or None if the database has none yet.

    Seasons come in season order, events by number, entries in the order they were
    recorded and each entry's ``busted_by`` in bust order. With ``seasons``, only those
    seasons are loaded (still in season order); an unknown name raises ``NotFoundError``.
    """
    header = session.execute(
        select(league_t.c.name, league_t.c.currency, league_t.c.structure)
    ).first()
    if header is None:
        return None
    players = session.execute(
        select(
            player_t.c.id,
            player_t.c.code,
            player_t.c.name,
            player_t.c.sub,
            player_t.c.active,
            player_t.c.td3_id,
        ).order_by(player_t.c.id)
    ).all()
    codes: dict[int, str] = {row[0]: row[1] for row in players}
    season_rows = session.execute(
        select(season_t.c.id, season_t.c.name).order_by(season_t.c.position, season_t.c.id)
    ).all()
    if seasons is not None:
        wanted = set(seasons)
        missing = wanted - {name for _, name in season_rows}
        if missing:
            raise NotFoundError(f'There is no season named "{sorted(missing)[0]}"')
        season_rows = [row for row in season_rows if row[1] in wanted]
    ids = [row[0] for row in season_rows] if seasons is not None else None

    events = _load_events(session, ids, codes)
    decisions = _load_decisions(session, ids, codes)
    ledgers = _load_ledgers(session, ids, codes)
    rules = {
        row["season_id"]: rules_from_row(row, codes.get(row["bounty_initial_target_id"]))
        for row in session.execute(_only(select(rules_t), rules_t.c.season_id, ids)).mappings()
    }
    return League(
        name=header[0],
        currency=header[1],
        structure=load_structure(header[2]),
        players=tuple(
            Player(id=code, name=name, sub=bool(sub), active=bool(active), td3_id=td3_id)
            for _, code, name, sub, active, td3_id in players
        ),
        seasons=tuple(
            Season(
                name=name,
                rules=rules[sid],
                events=tuple(events.get(sid, ())),
                championship=decisions.get(sid, ChampionshipDecisions()),
                ledger=ledgers.get(sid, ()),
            )
            for sid, name in season_rows
        ),
    )


def _only(query: Select[Any], season_column: Any, ids: list[int] | None) -> Select[Any]:
    """Restrict ``query`` to the given seasons; no filter at all for a whole-league load."""
    return query if ids is None else query.where(season_column.in_(ids))


def _load_events(
    session: Session, ids: list[int] | None, codes: dict[int, str]
) -> dict[int, list[Event]]:
    """Events of the selected seasons, keyed by season id, each in number order."""
    busts: dict[int, list[str]] = defaultdict(list)
    bust_query = select(bust_t.c.entry_id, bust_t.c.buster_id).order_by(
        bust_t.c.entry_id, bust_t.c.ordinal
    )
    if ids is not None:
        bust_query = bust_query.join(entry_t, bust_t.c.entry_id == entry_t.c.id).join(
            event_t, entry_t.c.event_id == event_t.c.id
        )
    for entry_id, buster_id in session.execute(_only(bust_query, event_t.c.season_id, ids)).all():
        busts[entry_id].append(codes[buster_id])

    columns = [entry_t.c[name] for name in _ENTRY_COLUMNS]
    entry_query = select(*columns).order_by(entry_t.c.event_id, entry_t.c.position)
    if ids is not None:
        entry_query = entry_query.join(event_t, entry_t.c.event_id == event_t.c.id)
    entries: dict[int, list[Entry]] = defaultdict(list)
    prizes: dict[int, list[tuple[str, Decimal]]] = defaultdict(list)
    no_busts: tuple[str, ...] = ()
    for (
        entry_id,
        event_id,
        player_id,
        status,
        paid,
        finish,
        buyin,
        rebuys,
        addons,
        on_time,
        exact_change,
        free_entry,
        prize,
        points,
        points_adjustment,
        knockout_adjustment,
        bounties_won,
    ) in session.execute(_only(entry_query, event_t.c.season_id, ids)).all():
        found = busts.get(entry_id)
        if prize is not None:
            prizes[event_id].append((codes[player_id], prize))
        entries[event_id].append(
            Entry(
                player=codes[player_id],
                status=_STATUS[status],
                paid=paid,
                finish=finish,
                buyin=buyin,
                rebuys=rebuys,
                addons=addons,
                on_time=on_time,
                exact_change=exact_change,
                free_entry=free_entry,
                busted_by=no_busts if found is None else tuple(found),
                points=points,
                points_adjustment=points_adjustment,
                knockout_adjustment=knockout_adjustment,
                bounties_won=bounties_won,
            )
        )

    dealers: dict[int, list[Dealer]] = defaultdict(list)
    dealer_query = select(dealer_t.c.event_id, dealer_t.c.player_id, dealer_t.c.game).order_by(
        dealer_t.c.event_id, dealer_t.c.position
    )
    if ids is not None:
        dealer_query = dealer_query.join(event_t, dealer_t.c.event_id == event_t.c.id)
    for event_id, player_id, game in session.execute(_only(dealer_query, event_t.c.season_id, ids)):
        dealers[event_id].append(Dealer(player=codes[player_id], game=_GAME[game]))

    # Few events have a log (only running nights): one query for all of them.
    nights = nights_by_event(plain_connection(session))
    by_season: dict[int, list[Event]] = defaultdict(list)
    event_query = select(event_t).order_by(event_t.c.season_id, event_t.c.number)
    for row in session.execute(_only(event_query, event_t.c.season_id, ids)).mappings():
        by_season[row["season_id"]].append(
            Event(
                number=row["number"],
                date=row["date"],
                name=row["name"],
                kind=_KIND[row["kind"]],
                buyin=row["buyin"],
                rebuy_cost=row["rebuy_cost"],
                addon_cost=row["addon_cost"],
                max_rebuys=row["max_rebuys"],
                max_rebuys_set=bool(row["max_rebuys_set"]),
                pick_a_stack=bool(row["pick_a_stack"]),
                entries=tuple(entries.get(row["id"], ())),
                dealers=tuple(dealers.get(row["id"], ())),
                payouts=tuple(prizes.get(row["id"], ())) if row["payouts_recorded"] else None,
                source=row["source"],
                state=None if row["state"] is None else EventState(row["state"]),
                frozen_rules=load_rules(row["frozen_rules"]),
                night=nights.get(row["id"], ()),
                structure=load_structure(row["structure"]),
                added=row["added"] or Decimal(0),
                knockout=load_event_knockout(row["knockout"])[0],
                knockout_set=row["knockout"] is not None,
            )
        )
    return by_season


_ENTRY_COLUMNS = (
    "id",
    "event_id",
    "player_id",
    "status",
    "paid",
    "finish",
    "buyin",
    "rebuys",
    "addons",
    "on_time",
    "exact_change",
    "free_entry",
    "prize",
    "points",
    "points_adjustment",
    "knockout_adjustment",
    "bounties_won",
)


def _load_ledgers(
    session: Session, ids: list[int] | None, codes: dict[int, str]
) -> dict[int, tuple]:
    raw = plain_connection(session)
    if ids is None:
        return ledger_by_season(raw, codes)
    found: dict[int, tuple] = {}
    for sid in ids:
        found.update(ledger_by_season(raw, codes, sid))
    return found


def _load_decisions(
    session: Session, ids: list[int] | None, codes: dict[int, str]
) -> dict[int, ChampionshipDecisions]:
    lists: dict[int, dict[str, list[str]]] = defaultdict(lambda: {DECLINED: [], MAKEUP: []})
    query = select(decision_t.c.season_id, decision_t.c.kind, decision_t.c.player_id).order_by(
        decision_t.c.season_id, decision_t.c.kind, decision_t.c.ordinal
    )
    for sid, kind, player_id in session.execute(_only(query, decision_t.c.season_id, ids)):
        lists[sid][kind].append(codes[player_id])
    return {
        sid: ChampionshipDecisions(declined=tuple(kinds[DECLINED]), makeups=tuple(kinds[MAKEUP]))
        for sid, kinds in lists.items()
    }
