"""Event points: presets, custom formulas, tie averaging and the late-cancel penalty (SPEC 2.4)."""

from __future__ import annotations

import math
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass

from leaguemgr.domain.errors import FormulaError
from leaguemgr.domain.formula import compile_formula
from leaguemgr.domain.records import PointsRange, PointsRule
from leaguemgr.language.texts import _

PRESETS = ("neau", "table", "table_by_field")

PointsFunction = Callable[[Mapping[str, float]], float]


@dataclass(frozen=True, slots=True)
class EntryFigures:
    """The formula variables of one counting entry, except ``place`` (SPEC 2.4)."""

    finish: int
    buyin: float
    rebuy_cost: float
    addon_cost: float
    rebuys: int
    addons: int
    knockouts: int
    prize: float
    bounties: float = 0.0
    """The knockout money the player collected that night (SPEC 9)."""

    def variables(self, n: int, pool: float, paid_places: int) -> dict[str, float]:
        return {
            "n": n,
            "place": self.finish,
            "buyin": self.buyin,
            "rebuy_cost": self.rebuy_cost,
            "addon_cost": self.addon_cost,
            "cost": self.buyin + self.rebuy_cost,
            "rebuys": self.rebuys,
            "addons": self.addons,
            "knockouts": self.knockouts,
            "prize": self.prize,
            "bounties": self.bounties,
            "pool": pool,
            "paid_places": paid_places,
        }


def neau_points(variables: Mapping[str, float]) -> float:
    """Jeff Neau's formula: sqrt(n x buyin x (buyin / cost)) / (place + 1)."""
    cost = variables["cost"]
    if cost <= 0:
        return 0.0
    buyin = variables["buyin"]
    return math.sqrt(variables["n"] * buyin * (buyin / cost)) / (variables["place"] + 1)


def table_points(places: Sequence[float], participation: float) -> PointsFunction:
    def points(variables: Mapping[str, float]) -> float:
        place = int(variables["place"])
        by_place = places[place - 1] if 1 <= place <= len(places) else 0.0
        return float(by_place) + float(participation)

    return points


def range_for(ranges: Sequence[PointsRange], n: int) -> PointsRange | None:
    """The row of a ``table_by_field`` points rule for a field of ``n``, if there is one."""
    for row in ranges:
        if row.min <= n <= row.max:
            return row
    return None


def table_by_field_points(ranges: Sequence[PointsRange]) -> PointsFunction:
    """Points by place from the table of the range that holds the field size (SPEC 8)."""
    tables = {id(row): table_points(row.places, row.participation) for row in ranges}

    def points(variables: Mapping[str, float]) -> float:
        row = range_for(ranges, int(variables["n"]))
        if row is None:  # validation names the event first; this is a last guard
            raise FormulaError(
                _("no points table for a field of {n}").format(n=int(variables["n"]))
            )
        return tables[id(row)](variables)

    return points


def points_function(rule: PointsRule) -> PointsFunction:
    """The function that gives one entry's points at one place.

    Raises :class:`FormulaError` for a formula that is not valid, or an unknown preset.
    """
    if rule.formula is not None:
        return compile_formula(rule.formula).evaluate
    if rule.preset == "neau":
        return neau_points
    if rule.preset == "table":
        return table_points(rule.places, rule.participation)
    if rule.preset == "table_by_field":
        return table_by_field_points(rule.ranges)
    raise FormulaError(
        _("unknown points preset '{preset}' (use one of {presets})").format(
            preset=rule.preset, presets=", ".join(PRESETS)
        )
    )


def tie_averaged_points(
    function: PointsFunction,
    figures: EntryFigures,
    tied: int,
    n: int,
    pool: float,
    paid_places: int,
) -> float:
    """The mean of the entry's points over the places its tie spans."""
    variables = figures.variables(n, pool, paid_places)
    if tied == 1:
        return float(function(variables))
    total = 0.0
    for place in range(figures.finish, figures.finish + tied):
        variables["place"] = place
        total += float(function(variables))
    return total / tied


def preview_points(rule: PointsRule, n: int, buyin: float) -> list[float]:
    """Points by place 1..n for a field of ``n`` who each paid only ``buyin`` (a preview)."""
    function = points_function(rule)
    figures = EntryFigures(1, buyin, 0.0, 0.0, 0, 0, 0, 0.0)
    result = []
    for place in range(1, n + 1):
        variables = figures.variables(n, buyin * n, 0)
        variables["place"] = place
        result.append(float(function(variables)))
    return result
