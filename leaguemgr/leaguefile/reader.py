"""Read a league file (version 1) into domain records, refusing anything it does not know.

Reading checks shape (keys, types, references to players); :mod:`leaguemgr.domain.validation`
then checks the rules (finishes, rebuy limits, free entries, formulas, payout tables, pools).
"""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.cash_out_night import with_cash_out_finishes
from leaguemgr.domain.errors import Location
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    Player,
    Season,
    UnnamedEntries,
)
from leaguemgr.domain.validation import first_problem
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.bounds import MAX_EVENT_NUMBER, MAX_FIELD_FINISH, MAX_REBUYS
from leaguemgr.leaguefile.fields import (
    Obj,
    fail,
    number_value,
    player_ref,
)
from leaguemgr.leaguefile.knockout_keys import read_bounties_won, read_event_knockout
from leaguemgr.leaguefile.locale_keys import read_locale_keys
from leaguemgr.leaguefile.money_keys import read_ledger
from leaguemgr.leaguefile.night_keys import read_night_keys
from leaguemgr.leaguefile.rsvp_keys import read_rsvp_keys, read_time_zone
from leaguemgr.leaguefile.rules_keys import read_rules
from leaguemgr.leaguefile.setup_keys import read_structure

FORMAT = "leaguemgr-league"
VERSION = 1


def read_league(document: object, *, validate: bool = True) -> League:
    """The league in a parsed league file; raise :class:`LeagueFileError` at the first problem."""
    root = Obj(document, (), "a league file")
    if root.raw("format") != FORMAT:
        raise fail(
            root.where("format"),
            root.value["format"],
            _('must be "{format}"').format(format=FORMAT),
        )
    version = root.raw("version")
    if isinstance(version, bool) or version != VERSION:
        raise fail(
            root.where("version"),
            version,
            _("only version {version} is known").format(version=VERSION),
        )
    league_obj = Obj(root.nullable_object("league"), ("league",), "league")
    name = league_obj.name("name", "the league name")
    currency = league_obj.name("currency", "the currency", "USD")
    structure = read_structure(league_obj)
    time_zone = read_time_zone(league_obj)
    locale, language = read_locale_keys(league_obj)
    league_obj.finish()

    players = []
    known: set[str] = set()
    for index, item in enumerate(root.array("players")):
        obj = Obj(item, ("players", index), "a player")
        player = Player(
            id=obj.name("id", "a player id"),
            name=obj.name("name", "a player name"),
            sub=obj.flag("sub", False),
            td3_id=obj.text("td3_id", None),
            guest=obj.flag("guest", False),
        )
        obj.finish()
        if player.id in known:
            raise fail(obj.where("id"), player.id, _("this player id is used twice"))
        known.add(player.id)
        players.append(player)

    seasons = tuple(
        _season(item, ("seasons", index), known) for index, item in enumerate(root.array("seasons"))
    )
    root.finish()
    league = League(
        name=name,
        currency=currency,
        players=tuple(players),
        seasons=seasons,
        structure=structure,
        time_zone=time_zone,
        locale=locale,
        language=language,
    )
    if validate:
        problem = first_problem(league)
        if problem is not None:
            raise fail(problem.location, problem.value, problem.message)
    return league


def _season(value: object, at: Location, known: set[str]) -> Season:
    obj = Obj(value, at, "a season")
    name = obj.name("name", "a season name")
    rules = read_rules(obj.nullable_object("rules"), obj.where("rules"), known)
    events = tuple(
        # A cash-out night's finishes follow from its cash-outs (SPEC 8): the file may
        # leave them out; the rules a closed event kept decide whether it is one.
        with_cash_out_finishes(event, rules_at(event, rules))
        for event in (
            _event(item, (*obj.where("events"), index), known)
            for index, item in enumerate(obj.array("events", []))
        )
    )
    decisions = ChampionshipDecisions()
    raw = obj.nullable_object("championship")
    if raw is not None:
        decided = Obj(raw, obj.where("championship"), "championship decisions")
        decisions = ChampionshipDecisions(
            declined=_players(decided, "declined", known),
            makeups=_players(decided, "makeups", known),
            drawn=tuple(
                tuple(
                    player_ref(player, (*decided.where("drawn"), index, place), known)
                    for place, player in enumerate(_array(draw, (*decided.where("drawn"), index)))
                )
                for index, draw in enumerate(decided.array("drawn", []))
            ),
        )
        decided.finish()
    ledger = read_ledger(obj, known)
    starting = _starting_points(obj.nullable_object("starting_points"), obj, known)
    complete = obj.flag("complete", False)
    obj.finish()
    return Season(
        name=name,
        rules=rules,
        events=events,
        championship=decisions,
        ledger=ledger,
        starting_points=starting,
        complete=complete,
    )


def _array(value: object, at: Location) -> list:
    if not isinstance(value, list):
        raise fail(at, value, _("must be a list of player ids"))
    return value


def _starting_points(value: object, season: Obj, known: set[str]) -> tuple[tuple[str, float], ...]:
    """A season's handicaps, ``{"p03": 15, "p11": -10}`` (SPEC 8), by player id."""
    if value is None:
        return ()
    at = season.where("starting_points")
    if not isinstance(value, dict):
        raise fail(at, value, _("must be an object of player ids and points"))
    points = []
    for player, number in value.items():
        player_ref(player, (*at, player), known)
        points.append((player, number_value(number, (*at, player))))
    return tuple(sorted(points))


def _players(obj: Obj, key: str, known: set[str]) -> tuple[str, ...]:
    return tuple(
        player_ref(item, (*obj.where(key), index), known)
        for index, item in enumerate(obj.array(key, []))
    )


def _event(value: object, at: Location, known: set[str]) -> Event:
    obj = Obj(value, at, "an event")
    event = Event(
        number=obj.integer("number", 1, MAX_EVENT_NUMBER),
        date=obj.date("date"),
        name=obj.name("name", "an event name", None),
        kind=EventKind(obj.choice("kind", [k.value for k in EventKind], "regular")),
        buyin=obj.money("buyin", None),
        rebuy_cost=obj.money("rebuy_cost", None),
        addon_cost=obj.money("addon_cost", None),
        max_rebuys_set=obj.has("max_rebuys"),
        max_rebuys=obj.integer("max_rebuys", 0, MAX_REBUYS, None),
        pick_a_stack=obj.flag("pick_a_stack", False),
        entries=tuple(
            _entry(item, (*obj.where("entries"), i), known)
            for i, item in enumerate(obj.array("entries", []))
        ),
        dealers=tuple(
            _dealer(item, (*obj.where("dealers"), i), known)
            for i, item in enumerate(obj.array("dealers", []))
        ),
        payouts=_payouts(obj),
        source=obj.text("source", None),
        structure=read_structure(obj),
        added=obj.money("added", Decimal(0)),
        others=_others(obj),
        points_factor=_points_factor(obj),
        cash_out=None if obj.raw("cash_out", None) is None else obj.flag("cash_out"),
    )
    event = read_night_keys(obj, event, known)
    event = read_event_knockout(obj, event)
    event = read_rsvp_keys(obj, event, known)
    obj.finish()
    entered = {entry.player for entry in event.entries}
    for index, (player, _amount) in enumerate(event.payouts or ()):
        if player not in entered:
            at_player = (*obj.where("payouts"), index, "player")
            raise fail(at_player, player, _("a player paid at an event must have an entry in it"))
    return event


def _others(obj: Obj) -> UnnamedEntries | None:
    """Entries the league does not name: ``{"entries": 27, "rebuys": 1, "addons": 6}``."""
    value = obj.nullable_object("others")
    if value is None:
        return None
    others = Obj(value, obj.where("others"), "unnamed entries")
    unnamed = UnnamedEntries(
        entries=others.integer("entries", 0, MAX_FIELD_FINISH, 0),
        rebuys=others.integer("rebuys", 0, MAX_FIELD_FINISH, 0),
        addons=others.integer("addons", 0, MAX_FIELD_FINISH, 0),
    )
    others.finish()
    if unnamed.entries == 0 and (unnamed.rebuys or unnamed.addons):
        raise fail(
            obj.where("others"), value, _("rebuys or add-ons of unnamed entries need entries")
        )
    return unnamed


def _points_factor(obj: Obj) -> float:
    factor = obj.number("points_factor", 1.0)
    if factor < 0:
        raise fail(obj.where("points_factor"), factor, _("cannot be negative"))
    return factor


def _payouts(obj: Obj) -> tuple[tuple[str, Decimal], ...] | None:
    """An event's recorded payouts: [{"player": id, "amount": "1300.00"}, ...] or absent."""
    if obj.raw("payouts", None) is None:
        return None
    items = obj.array("payouts")
    payouts = []
    for index, item in enumerate(items):
        paid = Obj(item, (*obj.where("payouts"), index), "a payout")
        payouts.append((paid.raw("player"), paid.money("amount")))
        paid.finish()
    return tuple(payouts)


def _entry(value: object, at: Location, known: set[str]) -> Entry:
    obj = Obj(value, at, "an entry")
    entry = Entry(
        player=player_ref(obj.raw("player"), obj.where("player"), known),
        status=EntryStatus(obj.choice("status", [s.value for s in EntryStatus], "played")),
        paid=obj.flag("paid", True),
        finish=obj.integer("finish", 1, MAX_FIELD_FINISH, None),
        buyin=obj.money("buyin", None),
        rebuys=obj.integer("rebuys", 0, MAX_REBUYS, 0),
        addons=obj.integer("addons", 0, MAX_REBUYS, 0),
        on_time=obj.flag("on_time", False),
        exact_change=obj.flag("exact_change", False),
        free_entry=obj.flag("free_entry", False),
        busted_by=tuple(
            player_ref(item, (*obj.where("busted_by"), i), known)
            for i, item in enumerate(obj.array("busted_by", []))
        ),
        points=None if obj.raw("points", None) is None else obj.number("points"),
        points_adjustment=obj.number("points_adjustment", 0.0),
        knockout_adjustment=obj.number("knockout_adjustment", 0.0),
        bounties_won=read_bounties_won(obj),
    )
    obj.finish()
    return entry


def _dealer(value: object, at: Location, known: set[str]) -> Dealer:
    obj = Obj(value, at, "a dealer")
    dealer = Dealer(
        player=player_ref(obj.raw("player"), obj.where("player"), known),
        game=DealerGame(obj.choice("game", [g.value for g in DealerGame])),
    )
    obj.finish()
    return dealer
