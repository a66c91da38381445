"""How a league runs its nights: tables, seat draws, the rebuy period (SPEC 4.1, 4.2).

The rules a night runs on, and the bounds of a season's night settings. Turning a season's
settings into these rules is :mod:`.setup`'s job, so the records never loop back here.
"""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.domain.clock.structure import MAX_MINUTES, MAX_PERIODS, Structure

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
    """FNC: a rebuy after a bust is taken in the level of the bust. A player still in may
    rebuy in any league while the period is open (SPEC 4.2)."""
    max_rebuys: int | None = None
    max_addons: int | None = 1
    rebuy_or_addon: bool = False
    """A player may take rebuys or add-ons, not both (SPEC 8)."""
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


#: Bounds of a season's night settings (a league file, the season setup): far beyond any
#: league's night, small enough to draw, print and store.
MAX_TABLE_SEATS = 12
MAX_REDRAWS = 10
MAX_FIELD = 10_000
MAX_LEVEL = MAX_PERIODS
MAX_FORFEIT_MINUTES = MAX_MINUTES
MAX_ADDONS = 1000
