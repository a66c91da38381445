"""A season's ``rules`` object in a league file: read into :class:`SeasonRules` and written
back.

A season's rules and an event's frozen rules (:mod:`.night_keys`) are the same object, so
both the reader and the night keys take them from here.
"""

from __future__ import annotations

from decimal import Decimal
from typing import Any

from leaguemgr.domain.errors import Location
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipRules,
    ChipRules,
    NoShowPolicy,
    PayoutRange,
    PointsRange,
    PointsRule,
    SeasonPrizes,
    SeasonRules,
    SetAside,
    TieBreak,
)
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.bounds import (
    MAX_BONUS_PERCENT,
    MAX_CHIPS,
    MAX_EVENT_NUMBER,
    MAX_FIELD,
    MAX_MIN_EVENTS,
    MAX_REBUYS,
    MAX_SEATS,
    MAX_SMALLEST_CHIP,
)
from leaguemgr.leaguefile.fields import (
    Obj,
    fail,
    money_text,
    number_value,
    optional_money_text,
    percent_value,
    plain_number,
    player_ref,
)
from leaguemgr.leaguefile.knockout_keys import knockout_document, read_knockout
from leaguemgr.leaguefile.money_keys import dues_document, read_dues
from leaguemgr.leaguefile.setup_keys import (
    night_settings_document,
    read_night_settings,
    read_structure,
    structure_document,
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
        knockout=read_knockout(obj.nullable_object("knockout"), obj.where("knockout")),
        events_planned=obj.integer("events_planned", 1, MAX_EVENT_NUMBER, None),
        rebuy_or_addon=obj.flag("rebuy_or_addon", False),
        tie_break=TieBreak(
            obj.choice("tie_break", [t.value for t in TieBreak], TieBreak.COUNT_BACK.value)
        ),
        cash_out=obj.flag("cash_out", False),
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
        ranges: tuple[PointsRange, ...] = ()
        if preset == "table_by_field":
            ranges = tuple(
                _points_range(item, (*obj.where("ranges"), i))
                for i, item in enumerate(obj.array("ranges"))
            )
        rule = PointsRule(preset=preset, places=places, participation=participation, ranges=ranges)
    obj.finish()
    return rule


def _points_range(value: object, at: Location) -> PointsRange:
    obj = Obj(value, at, "a points range")
    row = PointsRange(
        min=obj.integer("min", 1, MAX_FIELD),
        max=obj.integer("max", 1, MAX_FIELD),
        places=tuple(
            number_value(item, (*obj.where("places"), i))
            for i, item in enumerate(obj.array("places"))
        ),
        participation=obj.number("participation", 0.0),
    )
    obj.finish()
    return row


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
        fund=obj.name("fund", "a fund name", "championship"),
        chips_per_point=obj.integer("chips_per_point", 0, MAX_CHIPS, None),
    )
    obj.finish()
    return rules


def _prizes(value: object, at: Location) -> SeasonPrizes | None:
    if value is None:
        return None
    obj = Obj(value, at, "season prizes")
    fund = obj.name("fund", "a fund name")
    if obj.flag("shared_by_points", False):
        if obj.has("percents"):
            raise fail(
                obj.where("percents"), obj.raw("percents"), _("prizes shared by points have none")
            )
        prizes = SeasonPrizes(
            fund=fund, shared_by_points=True, among=obj.integer("among", 1, MAX_SEATS)
        )
    else:
        prizes = SeasonPrizes(
            fund=fund,
            percents=tuple(
                percent_value(item, (*obj.where("percents"), i))
                for i, item in enumerate(obj.array("percents"))
            ),
        )
    obj.finish()
    return prizes


def rules_document(rules: SeasonRules) -> dict[str, Any]:
    """A season's ``rules`` object, every key written out."""
    document: dict[str, Any] = {
        "buyin": money_text(rules.buyin),
        "rebuy_cost": money_text(rules.rebuy_cost),
        "addon_cost": money_text(rules.addon_cost),
        "max_rebuys": rules.max_rebuys,
    }
    if rules.chips is not None:
        chips = rules.chips
        document["chips"] = {
            "starting": chips.starting,
            "on_time_bonus": chips.on_time_bonus,
            "exact_change_bonus": chips.exact_change_bonus,
            "rebuy": chips.rebuy,
            "addon": chips.addon,
        }
    document["set_asides"] = [
        {"fund": s.fund, "basis": s.basis.value, "amount": money_text(s.amount)}
        for s in rules.set_asides
    ]
    document["payout_table"] = [
        {"min": row.min, "max": row.max, "percents": [money_text(p) for p in row.percents]}
        for row in rules.payout_table
    ]
    document["rounding_unit"] = money_text(rules.rounding_unit)
    document["points"] = points_document(rules.points)
    document["late_cancel_penalty"] = rules.late_cancel_penalty
    document["no_show_policy"] = rules.no_show_policy.value
    document["bounty"] = (
        None
        if rules.bounty is None
        else {
            "amount_per_event": money_text(rules.bounty.amount_per_event),
            "initial_target": rules.bounty.initial_target,
        }
    )
    document["dealer_credits"] = rules.dealer_credits
    champ = rules.championship
    document["championship"] = (
        None
        if champ is None
        else {
            "seats": champ.seats,
            "min_events": champ.min_events,
            "subs_allowed": champ.subs_allowed,
            "makeup_fee_per_missed_event": optional_money_text(champ.makeup_fee_per_missed_event),
            "buyin": money_text(champ.buyin),
            "starting_chips": champ.starting_chips,
            "bonus_chip_percent": optional_money_text(champ.bonus_chip_percent),
            "smallest_chip": champ.smallest_chip,
        }
    )
    if champ is not None:
        # The keys of SPEC 8 only where they are not the default, so older files round-trip.
        if champ.fund != "championship":
            document["championship"]["fund"] = champ.fund
        if champ.chips_per_point is not None:
            document["championship"]["chips_per_point"] = champ.chips_per_point
    prizes = rules.season_prizes
    document["season_prizes"] = None if prizes is None else _prizes_document(prizes)
    if rules.best_results is not None:
        document["best_results"] = rules.best_results
    if rules.night is not None:
        document["night"] = night_settings_document(rules.night)
    if rules.structure is not None:
        document["structure"] = structure_document(rules.structure)
    if rules.dues is not None:
        document["dues"] = dues_document(rules.dues)
    if rules.knockout is not None:
        document["knockout"] = knockout_document(rules.knockout)
    if rules.events_planned is not None:
        document["events_planned"] = rules.events_planned
    if rules.rebuy_or_addon:
        document["rebuy_or_addon"] = True
    if rules.tie_break is not TieBreak.COUNT_BACK:
        document["tie_break"] = rules.tie_break.value
    if rules.cash_out:
        document["cash_out"] = True
    return document


def _prizes_document(prizes: SeasonPrizes) -> dict[str, Any]:
    if prizes.shared_by_points:
        return {"fund": prizes.fund, "shared_by_points": True, "among": prizes.among}
    return {"fund": prizes.fund, "percents": [money_text(p) for p in prizes.percents]}


def points_document(rule: PointsRule) -> dict[str, Any]:
    if rule.formula is not None:
        return {"formula": rule.formula}
    if rule.preset == "table":
        return {
            "preset": "table",
            "places": [plain_number(p) for p in rule.places],
            "participation": plain_number(rule.participation),
        }
    if rule.preset == "table_by_field":
        return {
            "preset": "table_by_field",
            "ranges": [
                {
                    "min": row.min,
                    "max": row.max,
                    "places": [plain_number(p) for p in row.places],
                    "participation": plain_number(row.participation),
                }
                for row in rule.ranges
            ],
        }
    return {"preset": rule.preset}
