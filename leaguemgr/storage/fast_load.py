"""Loading a league with plain SQL, fast: what the app waits for when it opens a league.

``load_league_for_season`` reads what one season's report needs: that season's events,
plus the dealer credits carried over from earlier seasons, which come from the few events
with a dealer or a free entry. On a 10-season league it reads a tenth of the entries.
``load_whole_league`` reads everything: it is the app's one league reader (a slower one
through the ORM lives on as a test oracle, ``tests/storage/league_oracle.py``). Both use
plain SQL on the session's own connection (same transaction, same snapshot) and build the
records straight from driver tuples, skipping SQLAlchemy's per-row result processing.

The :class:`SeasonSlice` of a season is what ``SeasonCalculator(slice.carried)`` needs to
report it; the report is the same as computing on the whole league (tests compare).
"""

from __future__ import annotations

import dataclasses
import sqlite3
from collections import defaultdict
from collections.abc import Callable
from dataclasses import dataclass
from decimal import Decimal
from typing import TYPE_CHECKING, Any

from leaguemgr.domain.dealer_credits import CreditEvent, CreditSeason
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
    SeasonRules,
)
from leaguemgr.domain.season_calculator import CarriedCredits
from leaguemgr.language.texts import _
from leaguemgr.storage.codec import (
    DECLINED,
    DRAWN,
    MAKEUP,
    load_others,
    load_starting,
    load_structure,
    rules_from_row,
)
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.frozen_rules import load_rules
from leaguemgr.storage.knockout_codec import load_event_knockout
from leaguemgr.storage.ledger_rows import ledger_by_season
from leaguemgr.storage.night_rows import nights_by_event
from leaguemgr.storage.plain import plain_connection
from leaguemgr.storage.rsvp_rows import league_time_zone, planned_by_event, planned_of

if TYPE_CHECKING:
    from sqlalchemy.orm import Session

_STATUS = {status.value: status for status in EntryStatus}
_KIND = {kind.value: kind for kind in EventKind}
_GAME = {game.value: game for game in DealerGame}
_MONEY_RULES = ("buyin", "rebuy_cost", "addon_cost", "rounding_unit", "bounty_amount")
_NO_BUSTS: tuple[str, ...] = ()
# SQLite keeps booleans as 0 and 1: indexing is quicker than calling bool() on each.
_TRUTH = (False, True)
_NO_DECISIONS = ChampionshipDecisions()


@dataclass(frozen=True, slots=True)
class SeasonSlice:
    """A league loaded for one season's report.

    ``league`` has every player and every season with its rules, but only season
    ``season_index`` has its events and championship decisions; the other seasons' events
    are left out. ``carried`` holds the dealer credits those seasons carry into this one.
    Do not save or export this league: it is for reporting the one season.
    """

    league: League
    season_index: int
    carried: CarriedCredits

    @property
    def season(self) -> Season:
        return self.league.seasons[self.season_index]


def load_league_for_season(session: Session | sqlite3.Connection, season: str) -> SeasonSlice:
    """The league as needed for the report of ``season``; ``NotFoundError`` if unknown."""
    raw = _driver_connection(session)
    header = raw.execute(
        "SELECT name, currency, structure, locale, language FROM league LIMIT 1"
    ).fetchone()
    if header is None:
        raise NotFoundError(_('There is no season named "{name}"').format(name=season))
    codes, players = _load_players(raw)
    season_rows = raw.execute(
        "SELECT id, name, starting_points, complete, completed_on, completed_at_line FROM season"
        " ORDER BY position, id"
    ).fetchall()
    index = next((i for i, row in enumerate(season_rows) if row[1] == season), None)
    if index is None:
        raise NotFoundError(_('There is no season named "{name}"').format(name=season))
    season_id = season_rows[index][0]
    rules = _load_rules(raw, codes)

    seasons = [
        Season(
            name=name,
            rules=rules[sid],
            events=(),
            championship=ChampionshipDecisions(),
            starting_points=load_starting(starting),
            complete=bool(complete),
            completed_on=completed_on,
            completed_at_line=completed_at_line,
        )
        for sid, name, starting, complete, completed_on, completed_at_line in season_rows
    ]
    seasons[index] = Season(
        name=season,
        rules=rules[season_id],
        events=_load_events(raw, codes, season_id).get(season_id, ()),
        championship=_load_decisions(raw, codes, season_id).get(season_id, _NO_DECISIONS),
        ledger=ledger_by_season(raw, codes, season_id).get(season_id, ()),
        starting_points=seasons[index].starting_points,
        complete=seasons[index].complete,
        completed_on=seasons[index].completed_on,
        completed_at_line=seasons[index].completed_at_line,
    )
    earlier = [(position, row[0]) for position, row in enumerate(season_rows[:index])]
    credit_seasons = _load_credit_seasons(raw, earlier, rules, codes)
    return SeasonSlice(
        league=League(
            name=header[0],
            currency=header[1],
            players=players,
            seasons=tuple(seasons),
            structure=load_structure(header[2]),
            time_zone=league_time_zone(raw),
            locale=header[3],
            language=header[4],
        ),
        season_index=index,
        carried=CarriedCredits.walk(credit_seasons, index),
    )


def load_whole_league(session: Session | sqlite3.Connection) -> League | None:
    """The whole league, read with plain SQL.

    ``None`` if the database holds no league yet. Same records, same order (seasons in
    season order, events by number, entries as recorded, busts in bust order); several
    times quicker on a big league, which is what opening and importing one wait for.
    """
    return _load_league(_driver_connection(session), with_events=True)


def load_league_outline(session: Session | sqlite3.Connection) -> League | None:
    """The league without its events: name, currency, players and every season's rules
    (what a report's text needs beside a stored report); ``None`` if there is no league."""
    return _load_league(_driver_connection(session), with_events=False)


def _load_league(raw: sqlite3.Connection, *, with_events: bool) -> League | None:
    header = raw.execute(
        "SELECT name, currency, structure, locale, language FROM league LIMIT 1"
    ).fetchone()
    if header is None:
        return None
    codes, players = _load_players(raw)
    season_rows = raw.execute(
        "SELECT id, name, starting_points, complete, completed_on, completed_at_line FROM season"
        " ORDER BY position, id"
    ).fetchall()
    rules = _load_rules(raw, codes)
    events = _load_events(raw, codes, None) if with_events else {}
    decisions = _load_decisions(raw, codes, None) if with_events else {}
    ledgers = ledger_by_season(raw, codes) if with_events else {}
    return League(
        name=header[0],
        currency=header[1],
        structure=load_structure(header[2]),
        time_zone=league_time_zone(raw),
        locale=header[3],
        language=header[4],
        players=players,
        seasons=tuple(
            Season(
                name=name,
                rules=rules[sid],
                events=events.get(sid, ()),
                championship=decisions.get(sid, _NO_DECISIONS),
                ledger=ledgers.get(sid, ()),
                starting_points=load_starting(starting),
                complete=bool(complete),
                completed_on=completed_on,
                completed_at_line=completed_at_line,
            )
            for sid, name, starting, complete, completed_on, completed_at_line in season_rows
        ),
    )


def latest_season_name(session: Session | sqlite3.Connection) -> str:
    """The name of the last season in season order; ``NotFoundError`` if there is none."""
    row = (
        _driver_connection(session)
        .execute("SELECT name FROM season ORDER BY position DESC, id DESC LIMIT 1")
        .fetchone()
    )
    if row is None:
        raise NotFoundError(_("The league has no season yet"))
    return row[0]


def _driver_connection(session: Session | sqlite3.Connection) -> Any:
    """The driver connection under the session, inside the session's transaction (sqlite3,
    or psycopg taking the same ``?`` SQL: ``storage.plain``)."""
    if isinstance(session, sqlite3.Connection):
        return session
    return plain_connection(session)


def _load_players(raw: Any) -> tuple[dict[int, str], tuple[Player, ...]]:
    """Every player's key mapped to its id, and the players in the order they were added."""
    codes: dict[int, str] = {}
    players = []
    new_player = _player_maker()
    for key, code, name, sub, active, td3_id, guest in raw.execute(
        "SELECT id, code, name, sub, active, td3_id, guest FROM player ORDER BY id"
    ):
        codes[key] = code
        players.append(new_player(code, name, bool(sub), bool(active), td3_id, bool(guest)))
    return codes, tuple(players)


def _load_rules(raw: Any, codes: dict[int, str]) -> dict[int, SeasonRules]:
    cursor = raw.execute("SELECT * FROM season_rules")
    names = [column[0] for column in cursor.description]
    rules = {}
    for values in cursor:
        row = dict(zip(names, values, strict=True))
        # The same conversions as the table's column types (DecimalText, Boolean).
        for key in _MONEY_RULES:
            if row[key] is not None:
                row[key] = Decimal(row[key])
        target = codes.get(row["bounty_initial_target_id"])
        rules[row["season_id"]] = rules_from_row(row, target)
    return rules


_ENTRY_FIELDS = ("player", "status", "paid", "finish", "buyin", "rebuys", "addons", "on_time",
                 "exact_change", "free_entry", "busted_by", "points", "points_adjustment",
                 "knockout_adjustment", "bounties_won")  # fmt: skip
_ENTRY_COLUMNS = (
    "en.id, en.event_id, en.player_id, en.status, en.paid, en.finish, en.buyin,"
    " en.rebuys, en.addons, en.on_time, en.exact_change, en.free_entry,"
    " en.prize, en.points, en.points_adjustment, en.knockout_adjustment, en.bounties_won"
)


def _load_events(
    raw: Any, codes: dict[int, str], season_id: int | None
) -> dict[int, tuple[Event, ...]]:
    """Events by season key, each season's in number order, entries in recorded order and
    busts in bust order: of one season, or of all of them (``season_id`` None)."""
    if season_id is None:
        entry_rows = raw.execute(
            f"SELECT {_ENTRY_COLUMNS} FROM entry AS en ORDER BY en.event_id, en.position"
        ).fetchall()
    else:
        entry_rows = raw.execute(
            f"SELECT {_ENTRY_COLUMNS} FROM event AS ev JOIN entry AS en ON en.event_id = ev.id"
            " WHERE ev.season_id = ? ORDER BY ev.number, en.position",
            (season_id,),
        ).fetchall()
    busts = _load_busts(raw, codes, entry_rows, whole=season_id is None)

    entries: dict[int, list[Entry]] = {}
    status_of = _STATUS
    truth = _TRUTH
    player_of = codes
    busts_of = busts
    new_entry = _entry_maker()
    no_busts = _NO_BUSTS
    event_list: list[Entry] = []
    prizes: dict[int, list[tuple[str, Decimal]]] = defaultdict(list)
    last_event = None
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
    ) in entry_rows:
        if event_id != last_event:  # the rows come grouped by event
            last_event = event_id
            event_list = entries.setdefault(event_id, [])
        if prize is not None:  # only where an import recorded what was really paid
            prizes[event_id].append((player_of[player_id], Decimal(prize)))
        event_list.append(
            new_entry(
                player_of[player_id],
                status_of[status],
                truth[paid],
                finish,
                None if buyin is None else Decimal(buyin),
                rebuys,
                addons,
                truth[on_time],
                truth[exact_change],
                truth[free_entry],
                busts_of.get(entry_id, no_busts),
                points,
                points_adjustment,
                knockout_adjustment,
                None if bounties_won is None else Decimal(bounties_won),
            )
        )

    dealers: dict[int, list[Dealer]] = defaultdict(list)
    dealer_query = "SELECT d.event_id, d.player_id, d.game FROM dealer AS d"
    if season_id is not None:
        dealer_query += " JOIN event AS ev ON ev.id = d.event_id WHERE ev.season_id = ?"
    dealer_query += " ORDER BY d.event_id, d.position"
    for event_id, player_id, game in raw.execute(dealer_query, _params(season_id)):
        dealers[event_id].append(Dealer(player=codes[player_id], game=_GAME[game]))

    event_query = (
        "SELECT id, season_id, number, date, name, kind, buyin, rebuy_cost, addon_cost,"
        " max_rebuys, max_rebuys_set, pick_a_stack, source, payouts_recorded, state,"
        " frozen_rules, structure, added, knockout, points_factor, others, cash_out,"
        " closed_at_line FROM event"
    )
    if season_id is not None:
        event_query += " WHERE season_id = ?"
    nights = nights_by_event(raw, season_id)  # running nights only: usually none
    planned = planned_by_event(raw, codes, season_id)  # planned nights with RSVP only
    by_season: dict[int, list[Event]] = defaultdict(list)
    for (
        event_id,
        sid,
        number,
        date,
        name,
        kind,
        buyin,
        rebuy_cost,
        addon_cost,
        max_rebuys,
        max_rebuys_set,
        pick_a_stack,
        source,
        payouts_recorded,
        state,
        frozen_rules,
        structure,
        added,
        knockout,
        points_factor,
        others,
        cash_out,
        closed_at_line,
    ) in raw.execute(event_query + " ORDER BY season_id, number", _params(season_id)):
        by_season[sid].append(
            Event(
                number=number,
                date=date,
                name=name,
                kind=_KIND[kind],
                buyin=_decimal(buyin),
                rebuy_cost=_decimal(rebuy_cost),
                addon_cost=_decimal(addon_cost),
                max_rebuys=max_rebuys,
                max_rebuys_set=bool(max_rebuys_set),
                pick_a_stack=bool(pick_a_stack),
                entries=tuple(entries.get(event_id, ())),
                dealers=tuple(dealers.get(event_id, ())),
                payouts=tuple(prizes.get(event_id, ())) if payouts_recorded else None,
                source=source,
                state=None if state is None else EventState(state),
                frozen_rules=load_rules(frozen_rules),
                night=nights.get(event_id, ()),
                structure=load_structure(structure),
                added=_decimal(added) or Decimal(0),
                knockout=load_event_knockout(knockout)[0],
                knockout_set=knockout is not None,
                others=load_others(others),
                points_factor=1.0 if points_factor is None else float(points_factor),
                cash_out=None if cash_out is None else bool(cash_out),
                closed_at_line=closed_at_line,
                **planned_of(planned, event_id),
            )
        )
    return {sid: tuple(events) for sid, events in by_season.items()}


def _params(season_id: int | None) -> tuple[int, ...]:
    return () if season_id is None else (season_id,)


def _load_busts(
    raw: Any, codes: dict[int, str], entry_rows: list[tuple[Any, ...]], *, whole: bool
) -> dict[int, tuple[str, ...]]:
    """Each entry's busters in bust order, for the entries in ``entry_rows``."""
    busts: dict[int, tuple[str, ...]] = {}
    if not entry_rows:
        return busts
    wanted: set[int] | None = None
    if whole:
        rows = raw.execute("SELECT entry_id, buster_id FROM bust ORDER BY entry_id, ordinal")
    else:
        # A season's entries were mostly written together, so their keys form one range:
        # a range scan of the bust index is quicker than joining through events and entries.
        # Keys of other seasons inside the range (later edits) are skipped below.
        keys = [row[0] for row in entry_rows]
        low, high = min(keys), max(keys)
        rows = raw.execute(
            "SELECT entry_id, buster_id FROM bust WHERE entry_id BETWEEN ? AND ?"
            " ORDER BY entry_id, ordinal",
            (low, high),
        )
        if high - low + 1 != len(keys):  # keys are unique: a full range holds only ours
            wanted = set(keys)
    # Most entries have one or two busts: growing a tuple per bust (by concatenation, which
    # is quicker than unpacking here) beats grouping the rows and building a list per entry.
    get = busts.get
    for entry_id, buster_id in rows:
        so_far = get(entry_id)
        code = codes[buster_id]
        busts[entry_id] = (code,) if so_far is None else so_far + (code,)  # noqa: RUF005
    if wanted is not None:
        busts = {entry_id: found for entry_id, found in busts.items() if entry_id in wanted}
    return busts


def _entry_maker() -> Callable[..., Entry]:
    """A constructor of :class:`Entry` from all its fields, in field order.

    A frozen dataclass's ``__init__`` sets each field through ``object.__setattr__``, which
    is most of the cost of loading a season (3 µs an entry). ``Entry`` has slots and no
    ``__post_init__``, so setting the slots directly builds the same record, equal and
    immutable as ever, in about half the time. The storage tests compare every field with
    what ``load_league`` builds the ordinary way.
    """
    names = [field.name for field in dataclasses.fields(Entry)]
    if names != list(_ENTRY_FIELDS):  # the loader passes these fields, in this order
        raise RuntimeError(f"Entry has fields {names}; update fast_load._load_events")
    setters = [getattr(Entry, name).__set__ for name in names]
    (s0, s1, s2, s3, s4, s5, s6, s7, s8, s9, s10, s11, s12, s13, s14) = setters
    new = object.__new__

    def make(a0, a1, a2, a3, a4, a5, a6, a7, a8, a9, a10, a11, a12, a13, a14) -> Entry:  # type: ignore[no-untyped-def]
        entry = new(Entry)
        s0(entry, a0)
        s1(entry, a1)
        s2(entry, a2)
        s3(entry, a3)
        s4(entry, a4)
        s5(entry, a5)
        s6(entry, a6)
        s7(entry, a7)
        s8(entry, a8)
        s9(entry, a9)
        s10(entry, a10)
        s11(entry, a11)
        s12(entry, a12)
        s13(entry, a13)
        s14(entry, a14)
        return entry

    return make


def _player_maker() -> Callable[[str, str, bool, bool, str | None, bool], Player]:
    """A constructor of :class:`Player` from its six fields (see :func:`_entry_maker`)."""
    names = [field.name for field in dataclasses.fields(Player)]
    if names != ["id", "name", "sub", "active", "td3_id", "guest"]:
        raise RuntimeError(f"Player has fields {names}; update fast_load._load_players")
    set_id, set_name, set_sub, set_active, set_td3, set_guest = (
        getattr(Player, name).__set__ for name in names
    )
    new = object.__new__

    def make(
        code: str, name: str, sub: bool, active: bool, td3_id: str | None, guest: bool
    ) -> Player:
        player = new(Player)
        set_id(player, code)
        set_name(player, name)
        set_sub(player, sub)
        set_active(player, active)
        set_td3(player, td3_id)
        set_guest(player, guest)
        return player

    return make


def _decimal(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)


def _load_decisions(
    raw: Any, codes: dict[int, str], season_id: int | None
) -> dict[int, ChampionshipDecisions]:
    """Championship declines and make-ups by season key, each list in recorded order."""
    query = "SELECT season_id, kind, player_id FROM championship_decision"
    if season_id is not None:
        query += " WHERE season_id = ?"
    lists: dict[int, dict[str, list[str]]] = defaultdict(lambda: {DECLINED: [], MAKEUP: []})
    for sid, kind, player_id in raw.execute(
        query + " ORDER BY season_id, kind, ordinal", _params(season_id)
    ):
        lists[sid].setdefault(kind, []).append(codes[player_id])
    return {
        sid: ChampionshipDecisions(
            declined=tuple(kinds[DECLINED]),
            makeups=tuple(kinds[MAKEUP]),
            drawn=tuple(
                tuple(kinds[kind])
                for kind in sorted(
                    (kind for kind in kinds if kind.startswith(DRAWN)),
                    key=lambda kind: int(kind[len(DRAWN) :]),
                )
            ),
        )
        for sid, kinds in lists.items()
    }


def _load_credit_seasons(
    raw: Any,
    earlier: list[tuple[int, int]],
    rules: dict[int, SeasonRules],
    codes: dict[int, str],
) -> list[CreditSeason]:
    """The earlier seasons (``(index, key)`` in season order) as the dealer-credit walk sees
    them: only events with a dealer or a free entry, at their true places in the season."""
    if not earlier:
        return []
    wanted = {sid for _, sid in earlier}
    # Where each event stands in its season (events load in number order).
    place: dict[int, tuple[int, int, int]] = {}  # event key -> (season key, position, number)
    position = 0
    previous = None
    for event_id, sid, number in raw.execute(
        "SELECT id, season_id, number FROM event ORDER BY season_id, number"
    ):
        if sid not in wanted:
            continue
        position = position + 1 if sid == previous else 0
        previous = sid
        place[event_id] = (sid, position, number)

    free: dict[int, list[tuple[int, str]]] = defaultdict(list)
    # Free entries are rare: the partial index ix_entry_free_entry holds just them. No ORDER
    # BY, which could make SQLite walk the (event, position) index over every entry instead;
    # the few rows are put in order here.
    for event_id, entry_position, player_id in sorted(
        raw.execute("SELECT event_id, position, player_id FROM entry WHERE free_entry")
    ):
        if event_id in place:
            free[event_id].append((entry_position, codes[player_id]))
    dealers: dict[int, list[Dealer]] = defaultdict(list)
    for event_id, player_id, game in raw.execute(
        "SELECT event_id, player_id, game FROM dealer ORDER BY event_id, position"
    ):
        if event_id in place:
            dealers[event_id].append(Dealer(player=codes[player_id], game=_GAME[game]))

    by_season: dict[int, list[CreditEvent]] = defaultdict(list)
    for event_id in sorted(set(free) | set(dealers), key=lambda key: place[key][:2]):
        sid, position, number = place[event_id]
        by_season[sid].append(
            CreditEvent(
                position=position,
                number=number,
                free_entries=tuple(free.get(event_id, ())),
                dealers=tuple(dealers.get(event_id, ())),
            )
        )
    return [
        CreditSeason(index, rules[sid].dealer_credits, tuple(by_season.get(sid, ())))
        for index, sid in earlier
    ]
