"""The points preview's sample night runs by the season's real rules (SPEC 8)."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.records import Basis, PointsRule, SetAside
from leaguemgr.domain.sample_night import sample_night
from leaguemgr.services.season_presets import azwine_rules


def test_a_prize_formula_scores_the_prizes_of_the_sample_night():
    rules = replace(azwine_rules(), points=PointsRule(preset=None, formula="prize / 2"))
    night = sample_night(rules, 14)
    assert night.pool == Decimal("420.00")  # 14 x $30, 40/30/20/10 to four places
    assert [p.prize for p in night.places[:4]] == [Decimal(x) for x in (168, 126, 84, 42)]
    assert [p.points for p in night.places] == [84.0, 63.0, 42.0, 21.0] + [0.0] * 10


def test_set_asides_come_out_of_the_sample_pool():
    rules = replace(
        azwine_rules(),
        set_asides=(SetAside("trip", Basis.PERCENT_OF_GROSS, Decimal(25)),),
        points=PointsRule(preset=None, formula="pool / n + prize / 10"),
    )
    night = sample_night(rules, 10)
    assert night.pool == Decimal("225.00")
    # 50% of 225 is 112.50, paid as 113 (AZ rounds to the dollar): the points follow the paid prize.
    assert night.places[0].prize == Decimal(113)
    assert night.places[0].points == pytest.approx(22.5 + 11.3)
