"""Immutable input records of the rules core.

They mirror the league file (version 1) one to one, so that a problem found in a record can
be reported with the JSON path of the value that caused it. Every money field is a
``Decimal``; every record is a frozen dataclass and every collection a tuple.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal
from enum import StrEnum
from typing import TYPE_CHECKING

from leaguemgr.domain.clock.structure import Structure

if TYPE_CHECKING:
    from leaguemgr.domain.night.actions import Action


class Basis(StrEnum):
    """How a set-aside is measured against an event's money (SPEC 2.2)."""

    PERCENT_OF_BUYINS = "percent_of_buyins"
    PERCENT_OF_GROSS = "percent_of_gross"
    PER_ENTRY = "per_entry"
    PER_EVENT = "per_event"


class EntryStatus(StrEnum):
    """What happened to a registered player at an event (SPEC 2.1)."""

    PLAYED = "played"
    DISQUALIFIED = "disqualified"
    FORFEIT = "forfeit"
    NO_SHOW = "no_show"
    LATE_CANCEL = "late_cancel"


class NoShowPolicy(StrEnum):
    NONE = "none"
    FORFEIT_SEASON_POINTS = "forfeit_season_points"
    CHAMPIONSHIP_INELIGIBLE = "championship_ineligible"


class EventKind(StrEnum):
    REGULAR = "regular"
    CHAMPIONSHIP = "championship"


class EventState(StrEnum):
    """Where a night stands (SPEC 4): planned, being played, or over with its result."""

    PLANNED = "planned"
    RUNNING = "running"
    CLOSED = "closed"


class TieBreak(StrEnum):
    """How players level on points are ordered (SPEC 2.7, 8)."""

    COUNT_BACK = "count_back"
    DRAW = "draw"  # level players share the rank until a recorded draw orders them
    NET_WINNINGS = "net_winnings"  # more net winnings first, then count-back


class KnockoutKind(StrEnum):
    """Knockout bounties (SPEC 9): a fixed amount per head, or progressive heads."""

    FIXED = "fixed"
    PROGRESSIVE = "progressive"


class RsvpAnswer(StrEnum):
    """A player's answer for a planned night (SPEC 10); *maybe* is neither going nor waiting."""

    YES = "yes"
    NO = "no"
    MAYBE = "maybe"


class DealerGame(StrEnum):
    FULL = "full"
    HALF = "half"


@dataclass(frozen=True, slots=True)
class Player:
    id: str
    name: str
    sub: bool = False
    active: bool = True
    td3_id: str | None = None  # the player's id in The Tournament Director 3 (SPEC 5)
    guest: bool = False
    """A guest plays, is paid and counts in the field, but has no standings line (SPEC 8)."""


@dataclass(frozen=True, slots=True)
class ChipRules:
    starting: int
    on_time_bonus: int = 0
    exact_change_bonus: int = 0
    rebuy: int = 0
    addon: int = 0


@dataclass(frozen=True, slots=True)
class SetAside:
    fund: str
    basis: Basis
    amount: Decimal


@dataclass(frozen=True, slots=True)
class PayoutRange:
    """Percentages of places 1..P for fields of ``min``..``max`` entries."""

    min: int
    max: int
    percents: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class PointsRange:
    """Points by place for fields of ``min``..``max`` entries (``table_by_field``, SPEC 8)."""

    min: int
    max: int
    places: tuple[float, ...]
    participation: float = 0.0


@dataclass(frozen=True, slots=True)
class PointsRule:
    """One of: ``preset="neau"``; ``preset="table"`` with places and participation;
    ``preset="table_by_field"`` with ``ranges``; a formula."""

    preset: str | None = "neau"
    places: tuple[float, ...] = ()
    participation: float = 0.0
    formula: str | None = None
    ranges: tuple[PointsRange, ...] = ()


@dataclass(frozen=True, slots=True)
class BountyRules:
    amount_per_event: Decimal
    initial_target: str | None = None


@dataclass(frozen=True, slots=True)
class ChampionshipRules:
    seats: int
    min_events: int = 0
    subs_allowed: bool = False
    makeup_fee_per_missed_event: Decimal | None = None
    buyin: Decimal = Decimal("0")
    starting_chips: int = 0
    bonus_chip_percent: Decimal | None = None
    smallest_chip: int = 1
    fund: str = "championship"
    """The fund whose set-asides feed the championship pool (SPEC 8)."""
    chips_per_point: int | None = None
    """Bonus chips per season point (SPEC 8); not together with ``bonus_chip_percent``."""


@dataclass(frozen=True, slots=True)
class SeasonPrizes:
    """A fund paid to the top of the standings: by ``percents``, or shared in proportion to
    points among the top ``among`` (``shared_by_points``, SPEC 8)."""

    fund: str
    percents: tuple[Decimal, ...] = ()
    shared_by_points: bool = False
    among: int | None = None


@dataclass(frozen=True, slots=True)
class KnockoutRules:
    """Knockout bounties (SPEC 9). ``share``: the percent of a progressive head paid to the
    hitman at once. ``recorded``: an import's bounties, each entry's ``bounties_won``."""

    kind: KnockoutKind
    amount: Decimal
    share: Decimal = Decimal(50)
    recorded: bool = False


class DuesGate(StrEnum):
    """What unpaid dues hold back (SPEC 7): nothing, event points, or the championship."""

    NONE = "none"
    POINTS = "points"
    CHAMPIONSHIP = "championship"


@dataclass(frozen=True, slots=True)
class DuesRule:
    """A season's dues: ``amount`` once per player, due by event ``due_by_event``."""

    amount: Decimal
    due_by_event: int
    gate: DuesGate = DuesGate.NONE
    subs: bool = False


class LedgerKind(StrEnum):
    """Which way a ledger line moves money (SPEC 7)."""

    PAYMENT = "payment"  # the player paid the league
    CHARGE = "charge"  # the league charged the player
    PAYOUT = "payout"  # the league paid the player


class LedgerFor(StrEnum):
    DUES = "dues"
    ENTRIES = "entries"
    FINE = "fine"
    PRIZE = "prize"
    OTHER = "other"


@dataclass(frozen=True, slots=True)
class LedgerLine:
    """One line of a season's ledger; lines are only ever appended (a correction is a line
    of the same kind with the negative amount)."""

    date: str
    player: str
    kind: LedgerKind
    amount: Decimal
    purpose: LedgerFor = LedgerFor.OTHER
    note: str = ""


@dataclass(frozen=True, slots=True)
class NightSettings:
    """How a season's nights run (SPEC 4.1, 4.2): tables, seat draws, late seats, the rebuy
    period, hitmen and absent players. ``None`` limits mean "no limit" / "all night"."""

    max_per_table: int = 10
    one_table_max: int = 10
    card_draw: bool = False
    redraw_at: tuple[int, ...] = ()
    late_seat: str = "random"
    rebuy_until_level: int | None = None
    rebuy_in_bust_level: bool = False
    hitman_credit: str = "full"
    late_registration_until_level: int | None = None
    absent_chips_removed_at_level: int | None = None
    forfeit_after_minutes: int | None = None
    max_addons: int | None = 1


@dataclass(frozen=True, slots=True)
class SeasonRules:
    buyin: Decimal
    rebuy_cost: Decimal
    addon_cost: Decimal = Decimal("0")
    max_rebuys: int | None = None
    chips: ChipRules | None = None
    set_asides: tuple[SetAside, ...] = ()
    payout_table: tuple[PayoutRange, ...] = ()
    rounding_unit: Decimal = Decimal("0.01")
    points: PointsRule = field(default_factory=PointsRule)
    late_cancel_penalty: bool = False
    no_show_policy: NoShowPolicy = NoShowPolicy.NONE
    bounty: BountyRules | None = None
    dealer_credits: bool = False
    championship: ChampionshipRules | None = None
    season_prizes: SeasonPrizes | None = None
    best_results: int | None = None  # only the best N event points count (TD3's overall score)
    night: NightSettings | None = None
    """How the nights run; ``None``: guessed from the season (see ``night_rules_for``)."""
    structure: Structure | None = None
    """The blind structure of the season's nights; ``None``: the league's default."""
    dues: DuesRule | None = None
    """The season's dues (SPEC 7); ``None``: no dues."""
    events_planned: int | None = None
    """The regular events the season will hold (SPEC 8); ``None``: estimated from the dates."""
    rebuy_or_addon: bool = False
    """An entry may have rebuys or add-ons, not both (SPEC 8)."""
    tie_break: TieBreak = TieBreak.COUNT_BACK
    knockout: KnockoutRules | None = None
    """Knockout bounties (SPEC 9); ``None``: none."""
    cash_out: bool = False
    """The season's nights are played to a cash-out (SPEC 8): payouts are every player's."""


@dataclass(frozen=True, slots=True)
class Entry:
    player: str
    status: EntryStatus = EntryStatus.PLAYED
    paid: bool = True
    finish: int | None = None
    buyin: Decimal | None = None
    rebuys: int = 0
    addons: int = 0
    on_time: bool = False
    exact_change: bool = False
    free_entry: bool = False
    busted_by: tuple[str, ...] = ()
    # An imported entry keeps the points its source counted (TD3's formula, section 5 of
    # SPEC) instead of the season formula's; the adjustments are manual corrections on top.
    points: float | None = None
    points_adjustment: float = 0.0
    knockout_adjustment: float = 0.0
    bounties_won: Decimal | None = None
    """Knockout money collected, stated for a progressive night typed afterwards or an
    import's recorded bounties (SPEC 9); ``None``: 0 / computed from the busts."""


@dataclass(frozen=True, slots=True)
class Dealer:
    player: str
    game: DealerGame


@dataclass(frozen=True, slots=True)
class UnnamedEntries:
    """Entries the league does not name (SPEC 8 ``others``): counted, never paid or ranked."""

    entries: int = 0
    rebuys: int = 0
    addons: int = 0


@dataclass(frozen=True, slots=True)
class Rsvp:
    """One answer of a player for a planned night (SPEC 10), in the order given."""

    player: str
    answer: RsvpAnswer
    at: str
    """When it was stored, the league's local time to the microsecond
    ("2026-03-02T19:41:07.123456"; older answers and league files to the second)."""
    by: str | None = None
    """``"organizer"``: the organizer recorded it for the player (a chat, a call);
    ``None``: the player's own answer."""


@dataclass(frozen=True, slots=True)
class Event:
    """One tournament night.

    ``buyin``, ``rebuy_cost`` and ``addon_cost`` are ``None`` when the event follows the
    season rules. ``max_rebuys`` follows the season unless ``max_rebuys_set`` is true, in
    which case ``max_rebuys`` (``None`` meaning unlimited) overrides it.
    """

    number: int
    date: str | None = None
    name: str | None = None
    kind: EventKind = EventKind.REGULAR
    buyin: Decimal | None = None
    rebuy_cost: Decimal | None = None
    addon_cost: Decimal | None = None
    max_rebuys: int | None = None
    max_rebuys_set: bool = False
    pick_a_stack: bool = False
    entries: tuple[Entry, ...] = ()
    dealers: tuple[Dealer, ...] = ()
    # What was really paid, where it differs from the payout table (a deal, a typed amount):
    # (player, amount) pairs, best finish first. None: the table decides.
    payouts: tuple[tuple[str, Decimal], ...] | None = None
    source: str | None = None  # where an imported event came from: "td3:<uuid>:<digest>"
    state: EventState | None = None
    """Planned, running or closed; ``None``: as the entries say (see :func:`event_state`)."""
    frozen_rules: SeasonRules | None = None
    """The season rules this closed event's money was handed out with, kept when the
    season's rules changed after it (``None``: it follows the season's rules)."""
    night: tuple[Action, ...] = ()
    """A running night's actions, in order (``domain.night``); empty once it is closed."""
    structure: Structure | None = None
    """This night's own blind structure; ``None``: the season's."""
    added: Decimal = Decimal(0)
    """Money added to the pool from outside the buy-ins: the house, a sponsor (SPEC 2.2)."""
    others: UnnamedEntries | None = None
    """Entries the league does not name (SPEC 8); ``None``: none."""
    points_factor: float = 1.0
    """Every entry's points at this event are multiplied by it (a final night worth double)."""
    knockout: KnockoutRules | None = None
    knockout_set: bool = False
    """Like ``max_rebuys_set``: true when the event has its own ``knockout`` rule, which may
    be ``None`` (no knockout bounties at this event); false: the season's rule."""
    seats: int | None = None
    """A planned night's cap on seats for RSVP (SPEC 10); ``None``: no cap."""
    rsvp_by: str | None = None
    """Answers after this (league local time, "2026-03-06T18:00") make late cancels."""
    rsvp: tuple[Rsvp, ...] = ()
    """The players' answers for a planned night, in the order given, every change kept."""
    cash_out: bool | None = None
    """Played to a cash-out (SPEC 8: ``payouts`` are every player's cash-out, finishes follow
    from them); ``None``: as the season's rules say."""
    closed_at_line: int | None = None
    """How many ledger lines the season had when this event became closed: its effect on the
    balances sits after them (SPEC 7); ``None``: not closed, or closed before the app kept it
    (or read from a league file, which keeps no such key): placed by its date."""
    time: str | None = None
    """When the night starts, "19:30" in the league's time zone (SPEC 10); ``None``: not said."""
    place: str | None = None
    """Where the night is played, free text (SPEC 10); ``None``: not said."""


def event_state(event: Event) -> EventState:
    """An event's state; one that does not say is closed once it has entries."""
    if event.state is not None:
        return event.state
    return EventState.CLOSED if event.entries else EventState.PLANNED


@dataclass(frozen=True, slots=True)
class ChampionshipDecisions:
    declined: tuple[str, ...] = ()
    makeups: tuple[str, ...] = ()
    drawn: tuple[tuple[str, ...], ...] = ()
    """Draws made among players level on points, each in the order drawn (SPEC 8)."""


@dataclass(frozen=True, slots=True)
class Season:
    name: str
    rules: SeasonRules
    events: tuple[Event, ...] = ()
    championship: ChampionshipDecisions = field(default_factory=ChampionshipDecisions)
    ledger: tuple[LedgerLine, ...] = ()
    """The money between nights (SPEC 7), in the order recorded."""
    starting_points: tuple[tuple[str, float], ...] = ()
    """Handicaps: (player, points) a player starts the season with (SPEC 8), by player id."""
    complete: bool = False
    """The organizer marked the regular season complete: its season prizes are owed (SPEC 7)."""
    completed_on: str | None = None
    """The day they marked it (ISO date; ``None``: not marked, or not known, as in a file)."""
    completed_at_line: int | None = None
    """How many ledger lines the season had when it was marked: its prizes sit after them;
    ``None``: not marked, or not known (an older database, a league file): by the day."""


@dataclass(frozen=True, slots=True)
class League:
    name: str
    currency: str = "USD"
    players: tuple[Player, ...] = ()
    seasons: tuple[Season, ...] = ()
    structure: Structure | None = None
    """The blind structure of seasons that name none; ``None``: the built-in default."""
    time_zone: str | None = None
    """The league's IANA time zone (SPEC 10); ``None``: the computer's own."""
    locale: str | None = None
    """How the league writes money, numbers and dates ("de_DE", SPEC 12); ``None``: as
    leaguemgr always has ("$1,234.50")."""
    language: str | None = None
    """The league's language ("de", SPEC 12); ``None``: English."""

    def season(self, name: str) -> Season:
        for season in self.seasons:
            if season.name == name:
                return season
        raise KeyError(name)


@dataclass(frozen=True, slots=True)
class EventTerms:
    """The prices and limits that apply at one event, after event overrides."""

    buyin: Decimal
    rebuy_cost: Decimal
    addon_cost: Decimal
    max_rebuys: int | None


def event_knockout(event: Event, rules: SeasonRules) -> KnockoutRules | None:
    """The knockout bounties at one event: its own rule where it has one, else the season's."""
    return event.knockout if event.knockout_set else rules.knockout


def event_terms(event: Event, rules: SeasonRules) -> EventTerms:
    """Resolve an event's prices against its season's rules."""
    return EventTerms(
        buyin=rules.buyin if event.buyin is None else event.buyin,
        rebuy_cost=rules.rebuy_cost if event.rebuy_cost is None else event.rebuy_cost,
        addon_cost=rules.addon_cost if event.addon_cost is None else event.addon_cost,
        max_rebuys=event.max_rebuys if event.max_rebuys_set else rules.max_rebuys,
    )
