"""How a league runs its nights: tables, seat draws, the rebuy period (SPEC 4.1, 4.2)."""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.records import EventTerms, SeasonRules

LATE_SEATS = ("random", "seat_3")
"""A late seat: a random open one (TDA 7A), or FNC's seat 3 of the largest short table."""
HITMAN_CREDITS = ("full", "half")
"""Two hitmen on one bust: each gets the knockout, or half of it."""


@dataclass(frozen=True, slots=True)
class NightRules:
    max_per_table: int = 10
    one_table_max: int = 10
    """A field that fits one table may sit at a bigger one (AZ: 12 at "the big table")."""
    card_draw: bool = False
    """AZ: seats are drawn as cards, suit = table, Ace = button (seat 1)."""
    redraw_at: tuple[int, ...] = ()
    """Full redraws at these counts of players left (AZ: 18, 10) instead of breaking tables."""
    rebuy_until_level: int | None = None
    """Rebuys and add-ons are taken up to the end of this level (None: all night)."""
    rebuy_in_bust_level: bool = False
    """FNC: a rebuy follows a bust in the same level (AZ also takes a short stack's rebuy)."""
    max_rebuys: int | None = None
    max_addons: int | None = 1
    dealer_credits: bool = False
    late_seat: str = "random"
    hitman_credit: str = "full"
    late_registration_until_level: int | None = None
    """Arrivals are taken up to the end of this level (None: all night)."""
    absent_chips_removed_at_level: int | None = None
    """An absent player's chips come off the table when this level begins (FNC: 2)."""
    forfeit_after_minutes: int | None = None
    """A paid player absent this long is blinded off and forfeits (FNC: 20)."""
    structure: Structure | None = None
    """The blind structure the clock runs (None: levels move by hand, no clock)."""


AZ_STYLE = NightRules(one_table_max=12, card_draw=True, redraw_at=(18, 10), rebuy_until_level=4)
FNC_STYLE = NightRules(rebuy_until_level=3, rebuy_in_bust_level=True)


def night_rules_for(rules: SeasonRules, terms: EventTerms) -> NightRules:
    """The night rules of an event: AZ's where the season plays AZ's bounty or dealer
    credits, else FNC's (the season rules do not name the seating rules yet)."""
    style = AZ_STYLE if rules.bounty is not None or rules.dealer_credits else FNC_STYLE
    return NightRules(
        max_per_table=style.max_per_table,
        one_table_max=style.one_table_max,
        card_draw=style.card_draw,
        redraw_at=style.redraw_at,
        rebuy_until_level=style.rebuy_until_level,
        rebuy_in_bust_level=style.rebuy_in_bust_level,
        max_rebuys=terms.max_rebuys,
        max_addons=style.max_addons,
        dealer_credits=rules.dealer_credits,
    )
