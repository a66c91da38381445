"""Immutable results computed by the rules core (the season report, SPEC 2 / league-file.md)."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.rsvp import RsvpState


@dataclass(frozen=True, slots=True)
class Payout:
    player: str
    finish: int
    amount: Decimal


@dataclass(frozen=True, slots=True)
class BountyOutcome:
    """The bounty at one event: ``pot`` includes this event's contribution."""

    target: str | None
    pot: Decimal
    winner: str | None


@dataclass(frozen=True, slots=True)
class KnockoutPaid:
    """The report's event ``knockouts``: K and every player paid more than 0, most first,
    then by id."""

    money: Decimal
    paid: tuple[tuple[str, Decimal], ...]

    def of(self, player: str) -> Decimal:
        """What ``player`` collected."""
        return next((amount for who, amount in self.paid if who == player), Decimal(0))


@dataclass(frozen=True, slots=True)
class EventMoney:
    entries: int
    buyins: Decimal
    gross: Decimal
    set_asides: tuple[tuple[str, Decimal], ...]
    pool: Decimal
    comped: Decimal
    added: Decimal = Decimal(0)
    """Money added to the pool from outside the buy-ins (SPEC 2.2): pool = gross -
    set-asides + added."""
    knockouts: Decimal = Decimal(0)
    """The knockout money K, taken first (SPEC 9): pool = gross - K - set-asides + added."""

    def set_aside(self, fund: str) -> Decimal:
        return sum((amount for name, amount in self.set_asides if name == fund), Decimal("0"))


@dataclass(frozen=True, slots=True)
class EventResult:
    number: int
    money: EventMoney
    payouts: tuple[Payout, ...]
    points: tuple[tuple[str, float], ...]
    """Points of every entry, in entry order (late-cancel penalties are not included here)."""
    bounty: BountyOutcome | None
    knockouts: tuple[tuple[str, int], ...]
    penalties: tuple[tuple[str, float], ...]
    """Late-cancellation penalties of this event (negative points), by player."""
    bounties: KnockoutPaid | None = None
    """The knockout bounties paid (SPEC 9); ``None``: none at this event."""

    def prize_of(self, player: str) -> Decimal:
        return sum((p.amount for p in self.payouts if p.player == player), Decimal("0"))


@dataclass(frozen=True, slots=True)
class StandingRow:
    rank: int
    player: str
    points: float
    events_played: int
    wins: int
    penalties: float
    knockouts: float = 0
    # With the season rule "best N results count": the sum of the player's N best event
    # points plus penalties, which ranks the standings; ``points`` stays the plain total.
    best_points: float | None = None


@dataclass(frozen=True, slots=True)
class DealerCreditRow:
    player: str
    units: int
    free_entries_earned: int
    free_entries_used: int
    free_entries_available: int


@dataclass(frozen=True, slots=True)
class PrizeAward:
    player: str
    amount: Decimal


@dataclass(frozen=True, slots=True)
class FieldSeat:
    player: str
    via: str  # "points" or "makeup"
    fee: Decimal
    bonus_chips: int


@dataclass(frozen=True, slots=True)
class MakeupOffer:
    player: str
    missed: int
    fee: Decimal


@dataclass(frozen=True, slots=True)
class MakeupNoLongerOffered:
    """A recorded make-up buy-in the standings no longer offer (SPEC 2.8): it joins neither
    the field nor the pool, and ``reason`` says why, for the organizer."""

    player: str
    reason: str


@dataclass(frozen=True, slots=True)
class PlacePayout:
    place: int
    amount: Decimal


@dataclass(frozen=True, slots=True)
class ChampionshipEligibility:
    """Why a player in the standings is or is not in the championship race."""

    player: str
    status: str  # "qualified", "makeup_offer", "makeup", "tie_at_cut", "outside", "ineligible"
    reason: str


@dataclass(frozen=True, slots=True)
class ChampionshipResult:
    field: tuple[FieldSeat, ...]
    makeup_offers: tuple[MakeupOffer, ...]
    ties_at_cut: tuple[str, ...]
    pool: Decimal
    pool_sources: tuple[tuple[str, Decimal], ...]
    """Where the pool came from: fund, bounty left over, make-up fees, buy-ins."""
    payouts: tuple[PlacePayout, ...]
    results: tuple[Payout, ...] | None
    eligibility: tuple[ChampionshipEligibility, ...]
    makeups_no_longer_offered: tuple[MakeupNoLongerOffered, ...] = ()
    """In the order the make-ups were recorded."""


@dataclass(frozen=True, slots=True)
class LedgerSummary:
    """The report's ``ledger`` section (SPEC 7)."""

    balances: tuple[tuple[str, Decimal], ...]
    """Non-zero balances by player id, in id order; positive: owes the league."""
    dues_unpaid: tuple[str, ...]
    receivable: Decimal
    payable: Decimal


@dataclass(frozen=True, slots=True)
class SeasonReport:
    season: str
    events: tuple[EventResult, ...]
    standings: tuple[StandingRow, ...]
    funds: tuple[tuple[str, Decimal], ...]
    bounty_pot_end: Decimal
    dealer_credits: tuple[DealerCreditRow, ...]
    season_prizes: tuple[PrizeAward, ...]
    championship: ChampionshipResult | None
    ledger: LedgerSummary | None = None
    """Only for a season with dues or ledger lines."""
    points_held_back: tuple[tuple[str, tuple[int, ...]], ...] = ()
    """The dues points gate: each player whose points it held back, and at which events."""
    next_events: tuple[RsvpState, ...] = ()
    """The planned events with answers (SPEC 10), by number."""
