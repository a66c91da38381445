"""Season rules of the two leagues the app supports out of the box (SPEC 1 and 2).

The values come from each league's rulebook, SPEC 2.3 (payout tables) and the worked
examples in ``examples/*.league.json``. Where a rulebook leaves an amount open (the AZ
set-asides, the championship stacks), the example league's value is used so a preset and
the example agree exactly.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipRules,
    ChipRules,
    NoShowPolicy,
    PayoutRange,
    PointsRule,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)

AZWINE = "Azwine Group Poker Tour"
FISH_N_CHIPS = "Fish 'N' Chips Poker Tour"


def _percents(*values: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(value) for value in values)


def azwine_rules() -> SeasonRules:
    """The Azwine Group Poker Tour house rules: $30, one rebuy, bounty, dealer credits."""
    return SeasonRules(
        buyin=Decimal("30"),
        rebuy_cost=Decimal("30"),
        addon_cost=Decimal("0"),
        max_rebuys=1,
        # 5,000T to start, +500T on time, +500T exact change, 8,000T per rebuy.
        chips=ChipRules(starting=5000, on_time_bonus=500, exact_change_bonus=500, rebuy=8000),
        set_asides=(
            SetAside("championship", Basis.PER_ENTRY, Decimal("3")),
            SetAside("points", Basis.PER_ENTRY, Decimal("2")),
            SetAside("expenses", Basis.PER_EVENT, Decimal("15")),
        ),
        payout_table=(
            PayoutRange(1, 12, _percents("50", "30", "20")),  # one table
            PayoutRange(13, 20, _percents("40", "30", "20", "10")),  # two tables
        ),
        rounding_unit=Decimal("1"),
        points=PointsRule(preset="neau"),
        late_cancel_penalty=False,
        no_show_policy=NoShowPolicy.CHAMPIONSHIP_INELIGIBLE,
        bounty=BountyRules(amount_per_event=Decimal("10")),
        dealer_credits=True,
        championship=ChampionshipRules(
            seats=12,
            min_events=7,
            subs_allowed=False,
            makeup_fee_per_missed_event=Decimal("60"),
            buyin=Decimal("0"),
            starting_chips=20000,
            bonus_chip_percent=Decimal("25"),
            smallest_chip=25,
        ),
        season_prizes=SeasonPrizes("points", _percents("50", "30", "20")),
    )


def fish_n_chips_rules() -> SeasonRules:
    """The Fish 'N' Chips Poker Tour league rules: $40, 10% rake, Neau points, $5 rounding."""
    return SeasonRules(
        buyin=Decimal("40"),
        rebuy_cost=Decimal("40"),
        addon_cost=Decimal("20"),
        max_rebuys=1,
        # Stacks change from event to event (T2,000 to T200,000), so no season chip rule.
        chips=None,
        set_asides=(SetAside("championship", Basis.PERCENT_OF_BUYINS, Decimal("10")),),
        payout_table=(
            PayoutRange(1, 5, _percents("100")),
            PayoutRange(6, 8, _percents("66.7", "33.3")),
            PayoutRange(9, 14, _percents("54.5", "27.3", "18.2")),
            PayoutRange(15, 20, _percents("48", "24", "16", "12")),
            PayoutRange(21, 30, _percents("43.8", "21.9", "14.6", "10.9", "8.8")),
            PayoutRange(31, 40, _percents("40.9", "20.4", "13.5", "10.2", "8.2", "6.8")),
        ),
        rounding_unit=Decimal("5"),
        points=PointsRule(preset="neau"),
        late_cancel_penalty=True,
        no_show_policy=NoShowPolicy.FORFEIT_SEASON_POINTS,
        bounty=None,
        dealer_credits=False,
        championship=ChampionshipRules(
            seats=9,
            min_events=0,
            subs_allowed=False,
            makeup_fee_per_missed_event=None,
            buyin=Decimal("100"),
            starting_chips=20000,
            bonus_chip_percent=Decimal("25"),
            smallest_chip=500,
        ),
        season_prizes=None,
    )


PRESETS: dict[str, Callable[[], SeasonRules]] = {
    AZWINE: azwine_rules,
    FISH_N_CHIPS: fish_n_chips_rules,
}
"""Preset name -> the function that builds its rules, in the order the editor offers them."""
