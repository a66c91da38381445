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
from leaguemgr.leaguefile.fields import (
    Obj,
    fail,
    number_value,
    percent_value,
    player_ref,
)
from leaguemgr.leaguefile.money_keys import read_dues, read_ledger
from leaguemgr.leaguefile.night_keys import read_night_keys
from leaguemgr.leaguefile.setup_keys import read_night_settings, read_structure

FORMAT = "leaguemgr-league"
VERSION = 1

# Bounds far beyond any league, yet small enough that every count fits a database integer
# and every product of them (chips in play, entries times prices) stays exact.
MAX_EVENT_NUMBER = 100_000
MAX_REBUYS = 1000  # also add-ons and an event's rebuy limit
MAX_CHIPS = 10**9
MAX_SEATS = 10_000
MAX_MIN_EVENTS = 1000
MAX_FIELD = 10_000  # entries a payout table row can be for
MAX_FIELD_FINISH = 100_000
MAX_SMALLEST_CHIP = 10**6
MAX_BONUS_PERCENT = Decimal(1000)  # the rules allow bonus chips of up to ten times the chips


def read_league(document: object, *, validate: bool = True) -> League:
    """The league in a parsed league file; raise :class:`LeagueFileError` at the first problem."""
    root = Obj(document, (), "a league file")
    if root.raw("format") != FORMAT:
        raise fail(root.where("format"), root.value["format"], f'must be "{FORMAT}"')
    version = root.raw("version")
    if isinstance(version, bool) or version != VERSION:
        raise fail(root.where("version"), version, f"only version {VERSION} is known")
    league_obj = Obj(root.nullable_object("league"), ("league",), "league")
    name = league_obj.name("name", "the league name")
    currency = league_obj.name("currency", "the currency", "USD")
    structure = read_structure(league_obj)
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
        )
        obj.finish()
        if player.id in known:
            raise fail(obj.where("id"), player.id, "this player id is used twice")
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
    ledger = read_ledger(obj, known)
    obj.finish()
    return Season(name=name, rules=rules, events=events, championship=decisions, ledger=ledger)


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
        max_rebuys=obj.integer("max_rebuys", 0, MAX_REBUYS, None),
        chips=_chips(obj.nullable_object("chips"), obj.where("chips")),
        set_asides=tuple(
            _set_aside(item, (*obj.where("set_asides"), i))
            for i, item in enumerate(obj.array("set_asides", []))
        ),
        payout_table=tuple(
            _payout_range(item, (*obj.where("payout_table"), i))
            for i, item in enumerate(obj.array("payout_table"))
        ),
        rounding_unit=obj.rounding_unit("rounding_unit", Decimal("0.01")),
        points=_points(obj.nullable_object("points"), obj.where("points")),
        late_cancel_penalty=obj.flag("late_cancel_penalty", False),
        no_show_policy=NoShowPolicy(
            obj.choice("no_show_policy", [p.value for p in NoShowPolicy], "none")
        ),
        bounty=_bounty(obj.nullable_object("bounty"), obj.where("bounty"), known),
        dealer_credits=obj.flag("dealer_credits", False),
        championship=_championship(obj.nullable_object("championship"), obj.where("championship")),
        season_prizes=_prizes(obj.nullable_object("season_prizes"), obj.where("season_prizes")),
        best_results=obj.integer("best_results", 1, MAX_EVENT_NUMBER, None),
        night=read_night_settings(obj),
        structure=read_structure(obj),
        dues=read_dues(obj),
    )
    obj.finish()
    return rules


def _chips(value: object, at: Location) -> ChipRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "chips")
    chips = ChipRules(
        starting=obj.integer("starting", 0, MAX_CHIPS),
        on_time_bonus=obj.integer("on_time_bonus", 0, MAX_CHIPS, 0),
        exact_change_bonus=obj.integer("exact_change_bonus", 0, MAX_CHIPS, 0),
        rebuy=obj.integer("rebuy", 0, MAX_CHIPS, 0),
        addon=obj.integer("addon", 0, MAX_CHIPS, 0),
    )
    obj.finish()
    return chips


def _set_aside(value: object, at: Location) -> SetAside:
    obj = Obj(value, at, "a set-aside")
    fund = obj.name("fund", "a fund name")
    basis = Basis(obj.choice("basis", [b.value for b in Basis]))
    percent = basis in (Basis.PERCENT_OF_BUYINS, Basis.PERCENT_OF_GROSS)
    amount = obj.percent("amount") if percent else obj.money("amount")
    set_aside = SetAside(fund=fund, basis=basis, amount=amount)
    obj.finish()
    return set_aside


def _payout_range(value: object, at: Location) -> PayoutRange:
    obj = Obj(value, at, "a payout table row")
    row = PayoutRange(
        min=obj.integer("min", 1, MAX_FIELD),
        max=obj.integer("max", 1, MAX_FIELD),
        percents=tuple(
            percent_value(item, (*obj.where("percents"), i))
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
        preset = obj.name("preset", "a points preset")
        places: tuple[float, ...] = ()
        participation = 0.0
        if preset == "table":
            places = tuple(
                number_value(item, (*obj.where("places"), i))
                for i, item in enumerate(obj.array("places"))
            )
            participation = obj.number("participation", 0.0)
        rule = PointsRule(preset=preset, places=places, participation=participation)
    obj.finish()
    return rule


def _bounty(value: object, at: Location, known: set[str]) -> BountyRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "bounty")
    target = obj.raw("initial_target", None)
    if target is not None:
        target = player_ref(target, obj.where("initial_target"), known)
    bounty = BountyRules(amount_per_event=obj.money("amount_per_event"), initial_target=target)
    obj.finish()
    return bounty


def _championship(value: object, at: Location) -> ChampionshipRules | None:
    if value is None:
        return None
    obj = Obj(value, at, "championship rules")
    rules = ChampionshipRules(
        seats=obj.integer("seats", 1, MAX_SEATS),
        min_events=obj.integer("min_events", 0, MAX_MIN_EVENTS, 0),
        subs_allowed=obj.flag("subs_allowed", False),
        makeup_fee_per_missed_event=obj.money("makeup_fee_per_missed_event", None),
        buyin=obj.money("buyin", Decimal("0")),
        starting_chips=obj.integer("starting_chips", 0, MAX_CHIPS, 0),
        bonus_chip_percent=obj.percent("bonus_chip_percent", None, MAX_BONUS_PERCENT),
        smallest_chip=obj.integer("smallest_chip", 1, MAX_SMALLEST_CHIP, 1),
    )
    obj.finish()
    return rules


def _prizes(value: object, at: Location) -> SeasonPrizes | None:
    if value is None:
        return None
    obj = Obj(value, at, "season prizes")
    prizes = SeasonPrizes(
        fund=obj.name("fund", "a fund name"),
        percents=tuple(
            percent_value(item, (*obj.where("percents"), i))
            for i, item in enumerate(obj.array("percents"))
        ),
    )
    obj.finish()
    return prizes


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
    )
    event = read_night_keys(obj, event, known)
    obj.finish()
    entered = {entry.player for entry in event.entries}
    for index, (player, _) in enumerate(event.payouts or ()):
        if player not in entered:
            at_player = (*obj.where("payouts"), index, "player")
            raise fail(at_player, player, "a player paid at an event must have an entry in it")
    return event


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
