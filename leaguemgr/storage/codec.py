"""Season rules <-> the ``season_rules`` row.

Scalar rules are columns. Lists and optional groups are JSON text whose money values are
decimal strings (``str(Decimal)``), so they round-trip exactly: "66.7" is stored as "66.7"
and read back as ``Decimal("66.7")``. The bounty is two columns rather than JSON because its
initial target is a player, which must follow merges and block deletes like any reference.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping, Sequence
from decimal import Decimal
from typing import Any

from leaguemgr.domain.clock.structure import Structure, structure_from_payload, structure_payload
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipRules,
    ChipRules,
    DuesGate,
    DuesRule,
    NightSettings,
    NoShowPolicy,
    PayoutRange,
    PointsRange,
    PointsRule,
    SeasonPrizes,
    SeasonRules,
    SetAside,
    TieBreak,
    UnnamedEntries,
)
from leaguemgr.storage.knockout_codec import dump_knockout, load_knockout

# The kinds of the championship_decision rows; a draw's rows are of kind "drawn:<n>", the
# n-th draw of the season, their ordinals the order drawn.
DECLINED = "declined"
MAKEUP = "makeup"
DRAWN = "drawn:"


def _dumps(value: Any) -> str:
    return json.dumps(value, separators=(",", ":"), sort_keys=True)


def _money(value: Decimal | None) -> str | None:
    return None if value is None else str(value)


def _decimal(value: str | None) -> Decimal | None:
    return None if value is None else Decimal(value)


def rules_to_row(season_id: int, rules: SeasonRules, target_id: int | None) -> dict[str, Any]:
    """The ``season_rules`` column values for ``rules``; ``target_id`` is the bounty target."""
    chips = rules.chips
    champ = rules.championship
    prizes = rules.season_prizes
    return {
        "season_id": season_id,
        "buyin": rules.buyin,
        "rebuy_cost": rules.rebuy_cost,
        "addon_cost": rules.addon_cost,
        "max_rebuys": rules.max_rebuys,
        "rounding_unit": rules.rounding_unit,
        "late_cancel_penalty": rules.late_cancel_penalty,
        "no_show_policy": rules.no_show_policy.value,
        "dealer_credits": rules.dealer_credits,
        "bounty_amount": None if rules.bounty is None else rules.bounty.amount_per_event,
        "bounty_initial_target_id": target_id,
        "chips": None
        if chips is None
        else _dumps(
            {
                "starting": chips.starting,
                "on_time_bonus": chips.on_time_bonus,
                "exact_change_bonus": chips.exact_change_bonus,
                "rebuy": chips.rebuy,
                "addon": chips.addon,
            }
        ),
        "set_asides": _dumps(
            [
                {"fund": s.fund, "basis": s.basis.value, "amount": str(s.amount)}
                for s in rules.set_asides
            ]
        ),
        "payout_table": _dumps(
            [
                {"min": r.min, "max": r.max, "percents": [str(p) for p in r.percents]}
                for r in rules.payout_table
            ]
        ),
        "points": _dumps(_points_data(rules.points)),
        "championship": None if champ is None else _dumps(_championship_data(champ)),
        "season_prizes": None if prizes is None else _dumps(_prizes_data(prizes)),
        "best_results": rules.best_results,
        "night": dump_night(rules.night),
        "structure": dump_structure(rules.structure),
        "dues": dump_dues(rules.dues),
        "knockout": dump_knockout(rules.knockout),
        "events_planned": rules.events_planned,
        "rebuy_or_addon": rules.rebuy_or_addon,
        "tie_break": None if rules.tie_break is TieBreak.COUNT_BACK else rules.tie_break.value,
        "cash_out": rules.cash_out,
    }


def dump_starting(points: Sequence[tuple[str, float]]) -> str | None:
    """A season's handicaps (SPEC 8) as JSON by player code; ``None``: none."""
    return _dumps(dict(points)) if points else None


def load_starting(text: str | None) -> tuple[tuple[str, float], ...]:
    if not text:
        return ()
    return tuple(sorted((code, float(points)) for code, points in json.loads(text).items()))


def dump_others(others: UnnamedEntries | None) -> str | None:
    """An event's unnamed entries (SPEC 8) as JSON; ``None``: none."""
    if others is None:
        return None
    return _dumps({"entries": others.entries, "rebuys": others.rebuys, "addons": others.addons})


def load_others(text: str | None) -> UnnamedEntries | None:
    return None if text is None else UnnamedEntries(**json.loads(text))


def _points_data(points: PointsRule) -> dict[str, Any]:
    data: dict[str, Any] = {
        "preset": points.preset,
        "places": list(points.places),
        "participation": points.participation,
        "formula": points.formula,
    }
    if points.ranges:  # points by field size (SPEC 8)
        data["ranges"] = [
            {
                "min": row.min,
                "max": row.max,
                "places": list(row.places),
                "participation": row.participation,
            }
            for row in points.ranges
        ]
    return data


def _championship_data(champ: ChampionshipRules) -> dict[str, Any]:
    data: dict[str, Any] = {
        "seats": champ.seats,
        "min_events": champ.min_events,
        "subs_allowed": champ.subs_allowed,
        "makeup_fee_per_missed_event": _money(champ.makeup_fee_per_missed_event),
        "buyin": str(champ.buyin),
        "starting_chips": champ.starting_chips,
        "bonus_chip_percent": _money(champ.bonus_chip_percent),
        "smallest_chip": champ.smallest_chip,
    }
    # SPEC 8's keys only where they are not the default: an older program reads the rest.
    if champ.fund != "championship":
        data["fund"] = champ.fund
    if champ.chips_per_point is not None:
        data["chips_per_point"] = champ.chips_per_point
    return data


def _prizes_data(prizes: SeasonPrizes) -> dict[str, Any]:
    data: dict[str, Any] = {"fund": prizes.fund, "percents": [str(p) for p in prizes.percents]}
    if prizes.shared_by_points:
        data["shared_by_points"] = True
        data["among"] = prizes.among
    return data


def rules_from_row(row: Mapping[str, Any], target: str | None) -> SeasonRules:
    """Rebuild ``SeasonRules`` from a ``season_rules`` row; ``target`` is the player code."""
    bounty = None
    if row["bounty_amount"] is not None:
        bounty = BountyRules(amount_per_event=row["bounty_amount"], initial_target=target)
    return SeasonRules(
        buyin=row["buyin"],
        rebuy_cost=row["rebuy_cost"],
        addon_cost=row["addon_cost"],
        max_rebuys=row["max_rebuys"],
        chips=None if row["chips"] is None else ChipRules(**json.loads(row["chips"])),
        set_asides=tuple(
            SetAside(fund=s["fund"], basis=Basis(s["basis"]), amount=Decimal(s["amount"]))
            for s in json.loads(row["set_asides"])
        ),
        payout_table=tuple(
            PayoutRange(
                min=r["min"], max=r["max"], percents=tuple(Decimal(p) for p in r["percents"])
            )
            for r in json.loads(row["payout_table"])
        ),
        rounding_unit=row["rounding_unit"],
        points=_points(json.loads(row["points"])),
        late_cancel_penalty=bool(row["late_cancel_penalty"]),
        no_show_policy=NoShowPolicy(row["no_show_policy"]),
        bounty=bounty,
        dealer_credits=bool(row["dealer_credits"]),
        championship=None
        if row["championship"] is None
        else _championship(json.loads(row["championship"])),
        season_prizes=None
        if row["season_prizes"] is None
        else _prizes(json.loads(row["season_prizes"])),
        best_results=row.get("best_results"),
        night=load_night(row.get("night")),
        structure=load_structure(row.get("structure")),
        dues=load_dues(row.get("dues")),
        knockout=load_knockout(row.get("knockout")),
        events_planned=row.get("events_planned"),
        rebuy_or_addon=bool(row.get("rebuy_or_addon")),
        tie_break=TieBreak(row.get("tie_break") or TieBreak.COUNT_BACK.value),
        cash_out=bool(row.get("cash_out")),
    )


def dump_dues(dues: DuesRule | None) -> str | None:
    """A season's dues rule as JSON text (amount as its decimal string)."""
    if dues is None:
        return None
    return _dumps(
        {
            "amount": str(dues.amount),
            "due_by_event": dues.due_by_event,
            "gate": dues.gate.value,
            "subs": dues.subs,
        }
    )


def load_dues(text: str | None) -> DuesRule | None:
    if text is None:
        return None
    data = json.loads(text)
    return DuesRule(
        amount=Decimal(data["amount"]),
        due_by_event=data["due_by_event"],
        gate=DuesGate(data["gate"]),
        subs=data["subs"],
    )


def dump_night(settings: NightSettings | None) -> str | None:
    """A season's night settings as JSON text: every field, by name."""
    if settings is None:
        return None
    values = dataclasses.asdict(settings)
    values["redraw_at"] = list(settings.redraw_at)
    return _dumps(values)


def load_night(text: str | None) -> NightSettings | None:
    if text is None:
        return None
    values = json.loads(text)
    values["redraw_at"] = tuple(values.get("redraw_at", ()))
    return NightSettings(**values)


def dump_structure(structure: Structure | None) -> str | None:
    """A blind structure (of a league, season or event) as JSON text, as a league file has it."""
    return None if structure is None else _dumps(structure_payload(structure))


def load_structure(text: str | None) -> Structure | None:
    return None if text is None else structure_from_payload(json.loads(text))


def _points(data: dict[str, Any]) -> PointsRule:
    return PointsRule(
        preset=data["preset"],
        places=tuple(float(p) for p in data["places"]),
        participation=float(data["participation"]),
        formula=data["formula"],
        ranges=tuple(
            PointsRange(
                min=row["min"],
                max=row["max"],
                places=tuple(float(p) for p in row["places"]),
                participation=float(row["participation"]),
            )
            for row in data.get("ranges", ())
        ),
    )


def _championship(data: dict[str, Any]) -> ChampionshipRules:
    return ChampionshipRules(
        seats=data["seats"],
        min_events=data["min_events"],
        subs_allowed=data["subs_allowed"],
        makeup_fee_per_missed_event=_decimal(data["makeup_fee_per_missed_event"]),
        buyin=Decimal(data["buyin"]),
        starting_chips=data["starting_chips"],
        bonus_chip_percent=_decimal(data["bonus_chip_percent"]),
        smallest_chip=data["smallest_chip"],
        fund=data.get("fund", "championship"),
        chips_per_point=data.get("chips_per_point"),
    )


def _prizes(data: dict[str, Any]) -> SeasonPrizes:
    return SeasonPrizes(
        fund=data["fund"],
        percents=tuple(Decimal(p) for p in data["percents"]),
        shared_by_points=data.get("shared_by_points", False),
        among=data.get("among"),
    )
