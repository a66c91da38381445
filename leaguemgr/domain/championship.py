"""The championship: field, make-up offers, pool, bonus chips and payouts (SPEC 2.8)."""

from __future__ import annotations

import re
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.entries import counts
from leaguemgr.domain.money import ZERO, cents, round_up_to_unit
from leaguemgr.domain.payouts import payouts_by_place, percents_for, split_by_finish
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    ChampionshipRules,
    Event,
    PayoutRange,
    Player,
)
from leaguemgr.domain.results import (
    ChampionshipEligibility,
    ChampionshipResult,
    FieldSeat,
    MakeupNoLongerOffered,
    MakeupOffer,
    Payout,
    PlacePayout,
    StandingRow,
)
from leaguemgr.language.texts import N_, _

CHAMPIONSHIP_FUND = "championship"


@dataclass(frozen=True, slots=True)
class ChampionshipInputs:
    rules: ChampionshipRules
    payout_table: tuple[PayoutRange, ...]
    rounding_unit: Decimal
    standings: tuple[StandingRow, ...]
    players: Mapping[str, Player]
    barred_by_no_show: frozenset[str]
    decisions: ChampionshipDecisions
    championship_fund: Decimal
    bounty_left: Decimal
    event: Event | None
    barred_by_dues: frozenset[str] = frozenset()  # the dues gate (SPEC 7)


def compute_championship(inputs: ChampionshipInputs) -> ChampionshipResult:
    rules = inputs.rules
    declined = set(inputs.decisions.declined)
    excluded: dict[str, str] = {}
    for row in inputs.standings:
        reason = _exclusion(row, inputs, declined)
        if reason:
            excluded[row.player] = reason

    qualified, ties_at_cut = _seat_by_points(inputs.standings, excluded, rules)
    seats_left = rules.seats - len(qualified)
    offers: list[MakeupOffer] = []
    if rules.makeup_fee_per_missed_event is not None and not ties_at_cut:
        for row in inputs.standings:
            if len(offers) >= seats_left:
                break
            if row.player in excluded or row.events_played >= rules.min_events:
                continue
            missed = rules.min_events - row.events_played
            offers.append(
                MakeupOffer(row.player, missed, cents(rules.makeup_fee_per_missed_event * missed))
            )
    offered = {offer.player: offer for offer in offers}
    makeups = set(inputs.decisions.makeups)
    accepted = [offer for offer in offers if offer.player in makeups]

    seats = [(player, "points", ZERO) for player in qualified]
    seats += [(offer.player, "makeup", offer.fee) for offer in accepted]
    points = {row.player: row.points for row in inputs.standings}
    chips = _bonus_chips([points[player] for player, _, _ in seats], rules)
    field = tuple(
        FieldSeat(player, via, fee, bonus)
        for (player, via, fee), bonus in zip(seats, chips, strict=True)
    )

    fees = sum((seat.fee for seat in field), ZERO)
    buyins = cents(rules.buyin * len(field))
    sources = (
        (f"{rules.fund} fund", inputs.championship_fund),  # the fund it names (SPEC 8)
        ("bounty left over", inputs.bounty_left),
        ("make-up fees", fees),
        ("championship buy-ins", buyins),
    )
    pool = cents(sum((amount for _, amount in sources), ZERO))

    percents = percents_for(inputs.payout_table, len(field)) if field else ()
    by_place = payouts_by_place(pool, percents, inputs.rounding_unit) if field else []
    payouts = tuple(PlacePayout(place, amount) for place, amount in enumerate(by_place, 1))
    results = _results(inputs.event, pool, percents, inputs.rounding_unit)

    in_field = {seat.player: seat.via for seat in field}
    eligibility = tuple(
        _eligibility(row, rules, in_field, offered, ties_at_cut, excluded)
        for row in inputs.standings
    )
    # A later event, or the players who qualified on points, can take away an offer that
    # was accepted: the make-up stays recorded, is said, and counts for nothing (SPEC 2.8).
    played = {row.player: row.events_played for row in inputs.standings}
    no_longer_offered = tuple(
        MakeupNoLongerOffered(
            player,
            _why_not_offered(player, played.get(player, 0), rules, in_field, excluded, ties_at_cut),
        )
        for player in dict.fromkeys(inputs.decisions.makeups)
        if player not in offered
    )
    return ChampionshipResult(
        field=field,
        makeup_offers=tuple(offers),
        ties_at_cut=tuple(ties_at_cut),
        pool=pool,
        pool_sources=sources,
        payouts=payouts,
        results=results,
        eligibility=eligibility,
        makeups_no_longer_offered=no_longer_offered,
    )


def no_longer_offered_text(
    late: MakeupNoLongerOffered, name: str, then: str = "it joins neither the field nor the pool"
) -> str:
    """One sentence for the organizer about a make-up the standings no longer offer;
    ``then`` says what follows from it."""
    return f"Make-up buy-in of {name} no longer offered: {late.reason}; {then}"


def _why_not_offered(
    player: str,
    played: int,
    rules: ChampionshipRules,
    in_field: Mapping[str, str],
    excluded: Mapping[str, str],
    ties_at_cut: Sequence[str],
) -> str:
    """Why the standings no longer offer a make-up that was recorded, as a clause that
    follows "no longer offered:"."""
    if in_field.get(player) == "points":
        return WHY_QUALIFIED
    if played >= rules.min_events:
        return WHY_PLAYED_ENOUGH.format(needed=rules.min_events)
    reasons = {"sub": SUBS_MAY_NOT, "no-show": WHY_NO_SHOW, "declined": WHY_DECLINED}
    if player in excluded:
        return reasons[excluded[player]]
    if rules.makeup_fee_per_missed_event is None:
        return WHY_NO_MAKEUPS
    if ties_at_cut:
        return WHY_TIE_WAITS
    return WHY_SEATS_TAKEN


def _exclusion(row: StandingRow, inputs: ChampionshipInputs, declined: set[str]) -> str:
    """Why a player can never take a seat (an empty string if they can)."""
    player = inputs.players.get(row.player)
    if player is not None and player.sub and not inputs.rules.subs_allowed:
        return "sub"
    if row.player in inputs.barred_by_no_show:
        return "no-show"
    if row.player in inputs.barred_by_dues:
        return "dues"
    if row.player in declined:
        return "declined"
    return ""


def _seat_by_points(
    standings: Sequence[StandingRow], excluded: Mapping[str, str], rules: ChampionshipRules
) -> tuple[list[str], list[str]]:
    """Players who qualify on points, and those tied at the last seat if count-back fails."""
    candidates = [
        row
        for row in standings
        if row.player not in excluded and row.events_played >= rules.min_events
    ]
    qualified: list[str] = []
    index = 0
    while index < len(candidates) and len(qualified) < rules.seats:
        rank = candidates[index].rank
        group = [row.player for row in candidates[index:] if row.rank == rank]
        if len(qualified) + len(group) > rules.seats:
            return qualified, group
        qualified.extend(group)
        index += len(group)
    return qualified, []


def _bonus_chips(points: Sequence[float], rules: ChampionshipRules) -> list[int]:
    """Bonus chips in proportion to season points (negative counting as 0), rounded up."""
    smallest = Decimal(max(rules.smallest_chip, 1))
    if rules.chips_per_point is not None:
        # Stacks by points (SPEC 8): each seat's own points, not a share of a total.
        per_point = Decimal(rules.chips_per_point)
        return [
            int(round_up_to_unit(Decimal(repr(max(p, 0.0))) * per_point, smallest)) for p in points
        ]
    if rules.bonus_chip_percent is None or not points:
        return [0] * len(points)
    total = Decimal(len(points) * rules.starting_chips) * rules.bonus_chip_percent / 100
    weights = [Decimal(repr(max(p, 0.0))) for p in points]
    weight_sum = sum(weights, ZERO)
    if weight_sum == 0:
        return [int(round_up_to_unit(total / len(points), smallest)) for _ in points]
    return [int(round_up_to_unit(total * w / weight_sum, smallest)) for w in weights]


def _results(
    event: Event | None, pool: Decimal, percents: Sequence[Decimal], unit: Decimal
) -> tuple[Payout, ...] | None:
    if event is None:
        return None
    counting = [entry for entry in event.entries if counts(entry) and entry.finish is not None]
    finishes = [entry.finish or 0 for entry in counting]
    amounts = split_by_finish(pool, percents, finishes, unit) if percents else []
    rows = [
        Payout(entry.player, entry.finish or 0, amount or ZERO)
        for entry, amount in zip(counting, amounts or [None] * len(counting), strict=True)
    ]
    return tuple(sorted(rows, key=lambda row: row.finish))


def _eligibility(
    row: StandingRow,
    rules: ChampionshipRules,
    in_field: Mapping[str, str],
    offered: Mapping[str, MakeupOffer],
    ties_at_cut: Sequence[str],
    excluded: Mapping[str, str],
) -> ChampionshipEligibility:
    player = row.player
    if in_field.get(player) == "points":
        return ChampionshipEligibility(player, "qualified", QUALIFIED)
    if in_field.get(player) == "makeup":
        return ChampionshipEligibility(player, "makeup", IN_BY_MAKEUP)
    if player in offered:
        offer = offered[player]
        reason = MAY_BUY_IN.format(fee=offer.fee, missed=offer.missed)
        return ChampionshipEligibility(player, "makeup_offer", reason)
    if player in ties_at_cut:
        return ChampionshipEligibility(player, "tie_at_cut", TIED_AT_CUT)
    reasons = {"sub": SUBS_MAY_NOT, "no-show": NO_SHOW, "declined": DECLINED, "dues": DUES}
    if player in excluded:
        return ChampionshipEligibility(player, "ineligible", reasons[excluded[player]])
    if row.events_played < rules.min_events:
        short = SHORT_NO_SEAT if rules.makeup_fee_per_missed_event is not None else SHORT
        reason = short.format(played=row.events_played, needed=rules.min_events)
        return ChampionshipEligibility(player, "outside", reason)
    return ChampionshipEligibility(player, "outside", NOT_ENOUGH_POINTS)


# The reasons are English in the season report (its JSON and the report compare them as
# text); :func:`reason_shown` says one in the language spoken.
QUALIFIED = N_("qualified on points")
IN_BY_MAKEUP = N_("in the field by a make-up buy-in")
MAY_BUY_IN = N_("may buy in for {fee} ({missed} missed)")
TIED_AT_CUT = N_("tied at the last seat")
SUBS_MAY_NOT = N_("subs may not play the championship")
NO_SHOW = N_("a no-show this season")
DECLINED = N_("declined the invitation")
DUES = N_("dues not paid by the last regular event")
SHORT = N_("played {played} of the {needed} events needed")
SHORT_NO_SEAT = N_("played {played} of the {needed} events needed; no seat left for a make-up")
NOT_ENOUGH_POINTS = N_("not enough points for a seat")
WHY_QUALIFIED = N_("the player qualified on points")
WHY_PLAYED_ENOUGH = N_("the player has played the {needed} events needed")
WHY_NO_SHOW = N_("the player was a no-show this season")
WHY_DECLINED = N_("the player declined the invitation")
WHY_NO_MAKEUPS = N_("the season takes no make-up buy-ins")
WHY_TIE_WAITS = N_("offers wait until the tie at the last seat is settled")
WHY_SEATS_TAKEN = N_("players qualified on points or higher in the standings took the seats")
_REASONS = (
    QUALIFIED, IN_BY_MAKEUP, MAY_BUY_IN, TIED_AT_CUT, SUBS_MAY_NOT, NO_SHOW, DECLINED, DUES,
    SHORT_NO_SEAT, SHORT, NOT_ENOUGH_POINTS, WHY_QUALIFIED, WHY_PLAYED_ENOUGH, WHY_NO_SHOW,
    WHY_DECLINED, WHY_NO_MAKEUPS, WHY_TIE_WAITS, WHY_SEATS_TAKEN,
)  # fmt: skip
_FIELD = re.compile(r"\{(\w+)\}")


def _pattern(template: str) -> re.Pattern[str]:
    parts = _FIELD.split(template)  # text, field, text, field, ..., text
    return re.compile(
        "".join(
            re.escape(part) if index % 2 == 0 else f"(?P<{part}>.+?)"
            for index, part in enumerate(parts)
        )
    )


_PATTERNS = tuple((template, _pattern(template)) for template in _REASONS)


def reason_shown(reason: str, money: Callable[[Decimal], str] | None = None) -> str:
    """A championship reason of the season report (or why a make-up is no longer offered)
    in the language spoken, its fee written by ``money`` when given; a reason of no known
    form as it is."""
    for template, pattern in _PATTERNS:
        found = pattern.fullmatch(reason)
        if found is not None:
            values = found.groupdict()
            if money is not None and "fee" in values:
                values["fee"] = money(Decimal(values["fee"]))
            return _(template).format(**values)
    return reason


# The championship's pool sources are named in English (the JSON report's keys).
_POOL_SOURCES = {
    "bounty left over": N_("bounty left over"),
    "make-up fees": N_("make-up fees"),
    "championship buy-ins": N_("championship buy-ins"),
}


def pool_source_text(label: str) -> str:
    """A championship pool source in the language spoken: "Tour fund", "make-up fees"."""
    if label in _POOL_SOURCES:
        return _(_POOL_SOURCES[label])
    if label.endswith(" fund"):
        return _("{fund} fund").format(fund=label.removesuffix(" fund"))
    return label
