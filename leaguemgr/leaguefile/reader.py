"""Read a league file (version 1) into domain records, refusing anything it does not know.

Reading checks shape (keys, types, references to players); :mod:`leaguemgr.domain.validation`
then checks the rules (finishes, rebuy limits, free entries, formulas, payout tables, pools).
"""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.errors import Location
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipDecisions,
    ChampionshipRules,
    ChipRules,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    NoShowPolicy,
    PayoutRange,
    Player,
    PointsRule,
    Season,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)
from leaguemgr.domain.validation import first_problem
from leaguemgr.leaguefile.fields import LeagueFileError, Obj, fail, money_value, player_ref

FORMAT = "leaguemgr-league"
VERSION = 1


def read_league(document: object, *, validate: bool = True) -> League:
    """The league in a parsed league file; raise :class:`LeagueFileError` at the first problem."""
    root = Obj(document, (), "a league file")
    if root.text("format") != FORMAT:
        raise fail(root.where("format"), root.value["format"], f'must be "{FORMAT}"')
    if root.integer("version") != VERSION:
        raise fail(root.where("version"), root.value["version"], f"only version {VERSION} is known")
    league_obj = Obj(root.nullable_object("league"), ("league",), "league")
    name = league_obj.text("name")
    currency = league_obj.text("currency", "USD")
    league_obj.finish()

    players = []
    known: set[str] = set()
    for index, item in enumerate(root.array("players")):
        obj = Obj(item, ("players", index), "a player")
        player = Player(id=obj.text("id"), name=obj.text("name"), sub=obj.flag("sub", False))
        obj.finish()
        if player.id in known:
            raise fail(obj.where("id"), player.id, "this player id is used twice")
        known.add(player.id)
        players.append(player)

    seasons = tuple(
        _season(item, ("seasons", index), known) for index, item in enumerate(root.array("seasons"))
    )
    root.finish()
    league = League(name=name, currency=currency, players=tuple(players), seasons=seasons)
    if validate:
        problem = first_problem(league)
        if problem is not None:
            raise LeagueFileError(problem)
    return league


def _season(value: object, at: Location, known: set[str]) -> Season:
    obj = Obj(value, at, "a season")
    name = obj.text("name")
    rules = read_rules(obj.nullable_object("rules"), obj.where("rules"), known)
    events = tuple(
        _event(item, (*obj.where("events"), index), known)
        for index, item in enumerate(obj.array("events", []))
    )
    decisions = ChampionshipDecisions()
    raw = obj.nullable_object("championship")
    if raw is not None:
        decided = Obj(raw, obj.where("championship"), "championship decisions")
        decisions = ChampionshipDecisions(
            declined=_players(decided, "declined", known),
            makeups=_players(decided, "makeups", known),
        )
        decided.finish()
    obj.finish()
    return Season(name=name, rules=rules, events=events, championship=decisions)


def _players(obj: Obj, key: str, known: set[str]) -> tuple[str, ...]:
    return tuple(
        player_ref(item, (*obj.where(key), index), known)
        for index, item in enumerate(obj.array(key, []))
    )


def read_rules(value: object, at: Location, known: set[str]) -> SeasonRules:
    """A season's ``rules`` object."""
    obj = Obj(value, at, "the season rules")
    buyin = obj.money("buyin")
    rules = SeasonRules(
        buyin=buyin,
        rebuy_cost=obj.money("rebuy_cost", buyin),
        addon_cost=obj.money("addon_cost", Decimal("0")),
        max_rebuys=obj.integer("max_rebuys", None),
        chips=_chips(obj.nullable_object("chips"), obj.where("chips")),
        set_asides=tuple(
            _set_aside(item, (*obj.where("set_asides"), i))
            for i, item in enumerate(obj.array("set_asides", []))
        ),
        payout_table=tuple(
            _payout_range(item, (*obj.where("payout_table"), i))
            for i, item in enumerate(obj.array("payout_table"))
        ),
        rounding_unit=obj.money("rounding_unit", Decimal("0.01")),
        points=_points(obj.nullable_object("points"), obj.where("points")),
        late_cancel_penalty=obj.flag("late_cancel_penalty", False),
        no_show_policy=NoShowPolicy(
            obj.choice("no_show_policy", [p.value for p in NoShowPolicy], "none")
        ),
        bounty=_bounty(obj.nullable_object("bounty"), obj.where("bounty"), known),
        dealer_credits=obj.flag("dealer_credits", False),
        championship=_championship(obj.nullable_object("championship"), obj.where("championship")),
        season_prizes=_prizes(obj.nullable_object("season_prizes"), obj.where("season_prizes")),
    )
    obj.finish()
    return rules


def _chips(value: object, at: Location) -> ChipRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "chips")
    chips = ChipRules(
        starting=obj.integer("starting"),
        on_time_bonus=obj.integer("on_time_bonus", 0),
        exact_change_bonus=obj.integer("exact_change_bonus", 0),
        rebuy=obj.integer("rebuy", 0),
        addon=obj.integer("addon", 0),
    )
    obj.finish()
    return chips


def _set_aside(value: object, at: Location) -> SetAside:
    obj = Obj(value, at, "a set-aside")
    set_aside = SetAside(
        fund=obj.text("fund"),
        basis=Basis(obj.choice("basis", [b.value for b in Basis])),
        amount=obj.money("amount"),
    )
    obj.finish()
    return set_aside


def _payout_range(value: object, at: Location) -> PayoutRange:
    obj = Obj(value, at, "a payout table row")
    row = PayoutRange(
        min=obj.integer("min"),
        max=obj.integer("max"),
        percents=tuple(
            money_value(item, (*obj.where("percents"), i))
            for i, item in enumerate(obj.array("percents"))
        ),
    )
    obj.finish()
    return row


def _points(value: object, at: Location) -> PointsRule:
    if value is None:
        return PointsRule()
    obj = Obj(value, at, "points")
    if obj.has("formula"):
        rule = PointsRule(preset=None, formula=obj.text("formula"))
    else:
        preset = obj.text("preset")
        places: tuple[float, ...] = ()
        participation = 0.0
        if preset == "table":
            places = tuple(
                _number(item, (*obj.where("places"), i))
                for i, item in enumerate(obj.array("places"))
            )
            participation = obj.number("participation", 0.0)
        rule = PointsRule(preset=preset, places=places, participation=participation)
    obj.finish()
    return rule


def _number(value: object, at: Location) -> float:
    if isinstance(value, bool) or not isinstance(value, (int, float)):
        raise fail(at, value, "must be a number")
    return float(value)


def _bounty(value: object, at: Location, known: set[str]) -> BountyRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "bounty")
    target = obj.text("initial_target", None)
    if target is not None:
        player_ref(target, obj.where("initial_target"), known)
    bounty = BountyRules(amount_per_event=obj.money("amount_per_event"), initial_target=target)
    obj.finish()
    return bounty


def _championship(value: object, at: Location) -> ChampionshipRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "championship rules")
    rules = ChampionshipRules(
        seats=obj.integer("seats"),
        min_events=obj.integer("min_events", 0),
        subs_allowed=obj.flag("subs_allowed", False),
        makeup_fee_per_missed_event=obj.money("makeup_fee_per_missed_event", None),
        buyin=obj.money("buyin", Decimal("0")),
        starting_chips=obj.integer("starting_chips", 0),
        bonus_chip_percent=obj.money("bonus_chip_percent", None),
        smallest_chip=obj.integer("smallest_chip", 1),
    )
    obj.finish()
    return rules


def _prizes(value: object, at: Location) -> SeasonPrizes | None:
    if value is None:
        return None
    obj = Obj(value, at, "season prizes")
    prizes = SeasonPrizes(
        fund=obj.text("fund"),
        percents=tuple(
            money_value(item, (*obj.where("percents"), i))
            for i, item in enumerate(obj.array("percents"))
        ),
    )
    obj.finish()
    return prizes


def _event(value: object, at: Location, known: set[str]) -> Event:
    obj = Obj(value, at, "an event")
    event = Event(
        number=obj.integer("number"),
        date=obj.text("date", None),
        name=obj.text("name", None),
        kind=EventKind(obj.choice("kind", [k.value for k in EventKind], "regular")),
        buyin=obj.money("buyin", None),
        rebuy_cost=obj.money("rebuy_cost", None),
        addon_cost=obj.money("addon_cost", None),
        max_rebuys_set=obj.has("max_rebuys"),
        max_rebuys=obj.integer("max_rebuys", None),
        pick_a_stack=obj.flag("pick_a_stack", False),
        entries=tuple(
            _entry(item, (*obj.where("entries"), i), known)
            for i, item in enumerate(obj.array("entries", []))
        ),
        dealers=tuple(
            _dealer(item, (*obj.where("dealers"), i), known)
            for i, item in enumerate(obj.array("dealers", []))
        ),
    )
    obj.finish()
    return event


def _entry(value: object, at: Location, known: set[str]) -> Entry:
    obj = Obj(value, at, "an entry")
    entry = Entry(
        player=player_ref(obj.text("player"), obj.where("player"), known),
        status=EntryStatus(obj.choice("status", [s.value for s in EntryStatus], "played")),
        paid=obj.flag("paid", True),
        finish=obj.integer("finish", None),
        buyin=obj.money("buyin", None),
        rebuys=obj.integer("rebuys", 0),
        addons=obj.integer("addons", 0),
        on_time=obj.flag("on_time", False),
        exact_change=obj.flag("exact_change", False),
        free_entry=obj.flag("free_entry", False),
        busted_by=tuple(
            player_ref(item, (*obj.where("busted_by"), i), known)
            for i, item in enumerate(obj.array("busted_by", []))
        ),
    )
    obj.finish()
    return entry


def _dealer(value: object, at: Location, known: set[str]) -> Dealer:
    obj = Obj(value, at, "a dealer")
    dealer = Dealer(
        player=player_ref(obj.text("player"), obj.where("player"), known),
        game=DealerGame(obj.choice("game", [g.value for g in DealerGame])),
    )
    obj.finish()
    return dealer
