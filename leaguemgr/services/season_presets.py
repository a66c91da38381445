"""Season rules of the two leagues the app supports out of the box (SPEC 1 and 2).

The values come from each league's rulebook and SPEC 2.3 (payout tables). Where a rulebook
is silent, a preset does not invent a figure: the AZ rulebook names the funds money is set
aside for (points, championship, expenses) and a bounty on the previous winner, but no
amounts, no points formula, no prize schedule and no championship stacks. The AZ preset
sets those amounts to zero and uses a plain placeholder formula, and :data:`PRESET_NOTES`
says so; the Season setup shows the note so the organizer fills in the league's figures.
The worked example ``az-2026.league.json`` carries its own rules (its organizer's figures);
a preset only fills the rules of a season being set up.
"""

from __future__ import annotations

from collections.abc import Callable
from decimal import Decimal

from leaguemgr.domain.clock.presets import PRESETS as STRUCTURES
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipRules,
    ChipRules,
    NightSettings,
    NoShowPolicy,
    PayoutRange,
    PointsRule,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)
from leaguemgr.language.texts import N_

AZWINE = "Azwine Group Poker Tour"
FISH_N_CHIPS = "Fish 'N' Chips Poker Tour"


def _percents(*values: str) -> tuple[Decimal, ...]:
    return tuple(Decimal(value) for value in values)


AZ_POINTS_PLACEHOLDER = "n - place + 1"
"""One point for each player outlasted, plus one: the rulebook has points but no formula."""

AZ_SILENT = N_(
    "AZ's rulebook does not say: the points formula, the amounts set aside for points, "
    "championship and expenses, the bounty per event, the season prize shares and the "
    "championship stacks. Set these to your league's figures."
)


AZ_NIGHT = NightSettings(
    # "Each table will seat a maximum of 10 players ... up to 12 players at the big table."
    max_per_table=10,
    one_table_max=12,
    # One card per seat: the suit names the table, the Ace takes the button.
    card_draw=True,
    # 18 left: redrawn onto two tables; 10 left: redrawn onto the final table.
    redraw_at=(18, 10),
    late_seat="random",
    # "one rebuy/re-entry until the end of the fourth blind", not tied to the level of a bust.
    rebuy_until_level=4,
    rebuy_in_bust_level=False,
    hitman_credit="full",
    # A late player is seated until the end of the fourth blind period; then the chips of
    # one still absent are removed from play (when level 5 begins) and the player forfeits.
    late_registration_until_level=4,
    absent_chips_removed_at_level=5,
    forfeit_after_minutes=None,
    # The rulebook sells no add-on.
    max_addons=0,
)
"""How AZ's nights run (the rulebook's "Seating", "Rebuy" and "Late players")."""

FNC_NIGHT = NightSettings(
    max_per_table=10,
    one_table_max=10,
    card_draw=False,
    redraw_at=(),
    # A late registration takes seat 3 of the largest under-populated table.
    late_seat="seat_3",
    # A rebuy before the last hand of the third blind level, in the level of the bust.
    rebuy_until_level=3,
    rebuy_in_bust_level=True,
    hitman_credit="full",
    late_registration_until_level=None,
    # An unpaid absent player's chips come off at the start of the second blind level; a
    # paid player absent over 20 minutes and blinded off forfeits.
    absent_chips_removed_at_level=2,
    forfeit_after_minutes=20,
    max_addons=1,
)
"""How FNC's nights run (the rulebook's "Seating", "Buyin/Rebuy" and "Absent/Late players")."""


def azwine_rules() -> SeasonRules:
    """The Azwine Group Poker Tour house rules: $30, one rebuy, bounty, dealer credits.

    What the rulebook leaves open is zero or a placeholder (see :data:`AZ_SILENT`).
    """
    return SeasonRules(
        buyin=Decimal("30"),
        rebuy_cost=Decimal("30"),
        addon_cost=Decimal("0"),
        max_rebuys=1,
        # 5,000T to start, +500T on time, +500T exact change, 8,000T per rebuy.
        chips=ChipRules(starting=5000, on_time_bonus=500, exact_change_bonus=500, rebuy=8000),
        # "less monies set aside for points, championship & expenses": the funds, no amounts.
        set_asides=(
            SetAside("championship", Basis.PER_ENTRY, Decimal("0")),
            SetAside("points", Basis.PER_ENTRY, Decimal("0")),
            SetAside("expenses", Basis.PER_EVENT, Decimal("0")),
        ),
        payout_table=(
            PayoutRange(1, 12, _percents("50", "30", "20")),  # one table
            PayoutRange(13, 20, _percents("40", "30", "20", "10")),  # two tables
        ),
        rounding_unit=Decimal("1"),
        points=PointsRule(preset=None, formula=AZ_POINTS_PLACEHOLDER),
        late_cancel_penalty=False,
        # "No shows will automatically remove you from eligibility."
        no_show_policy=NoShowPolicy.CHAMPIONSHIP_INELIGIBLE,
        # One bounty on the previous month's winner; the rulebook names no amount.
        bounty=BountyRules(amount_per_event=Decimal("0")),
        # 3 full or 6 half games dealt earn a free entry.
        dealer_credits=True,
        # Top 12, at least 7 events, $60 per missed game to make up; no bonus chips.
        championship=ChampionshipRules(
            seats=12,
            min_events=7,
            subs_allowed=False,
            makeup_fee_per_missed_event=Decimal("60"),
            buyin=Decimal("0"),
            starting_chips=0,
            bonus_chip_percent=None,
        ),
        # "Prizes will be awarded to the top points winners" ("top three point leader"): the
        # schedule itself is missing from the rulebook, so the three shares are a placeholder.
        season_prizes=SeasonPrizes("points", _percents("50", "30", "20")),
        night=AZ_NIGHT,
        structure=STRUCTURES["az"],
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
        night=FNC_NIGHT,
        structure=STRUCTURES["fnc-t2000"],
    )


PRESETS: dict[str, Callable[[], SeasonRules]] = {
    AZWINE: azwine_rules,
    FISH_N_CHIPS: fish_n_chips_rules,
}
"""Preset name -> the function that builds its rules, in the order the editor offers them."""

PRESET_NOTES: dict[str, str] = {AZWINE: AZ_SILENT}
"""Preset name -> what its rulebook leaves open (shown in Season setup with the preset)."""
