"""Season rules <-> the ``season_rules`` row.

Scalar rules are columns. Lists and optional groups are JSON text whose money values are
decimal strings (``str(Decimal)``), so they round-trip exactly: "66.7" is stored as "66.7"
and read back as ``Decimal("66.7")``. The bounty is two columns rather than JSON because its
initial target is a player, which must follow merges and block deletes like any reference.
"""

from __future__ import annotations

import dataclasses
import json
from collections.abc import Mapping
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
    PointsRule,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)
from leaguemgr.storage.knockout_codec import dump_knockout, load_knockout

# The kinds of the championship_decision rows.
DECLINED = "declined"
MAKEUP = "makeup"


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
        "points": _dumps(
            {
                "preset": rules.points.preset,
                "places": list(rules.points.places),
                "participation": rules.points.participation,
                "formula": rules.points.formula,
            }
        ),
        "championship": None
        if champ is None
        else _dumps(
            {
                "seats": champ.seats,
                "min_events": champ.min_events,
                "subs_allowed": champ.subs_allowed,
                "makeup_fee_per_missed_event": _money(champ.makeup_fee_per_missed_event),
                "buyin": str(champ.buyin),
                "starting_chips": champ.starting_chips,
                "bonus_chip_percent": _money(champ.bonus_chip_percent),
                "smallest_chip": champ.smallest_chip,
            }
        ),
        "season_prizes": None
        if prizes is None
        else _dumps({"fund": prizes.fund, "percents": [str(p) for p in prizes.percents]}),
        "best_results": rules.best_results,
        "night": dump_night(rules.night),
        "structure": dump_structure(rules.structure),
        "dues": dump_dues(rules.dues),
        "knockout": dump_knockout(rules.knockout),
    }


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
    )


def _prizes(data: dict[str, Any]) -> SeasonPrizes:
    return SeasonPrizes(fund=data["fund"], percents=tuple(Decimal(p) for p in data["percents"]))
