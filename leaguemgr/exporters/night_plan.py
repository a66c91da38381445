"""What the organizer needs at the door of the next event: the night sheet's figures.

Everything here is worked out by the rules core (dealer credits, event money, payouts);
this module only picks the upcoming event and estimates the likely fields.
"""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.dealer_credits import dealer_credits_at_season_end
from leaguemgr.domain.entries import counts
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.payouts import NoPayoutRow, payouts_by_place, percents_for
from leaguemgr.domain.records import (
    ChipRules,
    Entry,
    Event,
    EventKind,
    EventTerms,
    KnockoutRules,
    League,
    Season,
    event_knockout,
    event_terms,
)
from leaguemgr.domain.results import SeasonReport

RECENT_EVENTS = 4  # how many past events set the likely field sizes
FIELD_MARGIN = 2


@dataclass(frozen=True, slots=True)
class RosterLine:
    """A player expected at the night, with free entries to use and the bounty flag."""

    player: str
    name: str
    free_entries: int
    bounty_target: bool


@dataclass(frozen=True, slots=True)
class FieldEstimate:
    """Likely pool and payouts by place if ``entries`` players turn up."""

    entries: int
    pool: Decimal
    payouts: tuple[Decimal, ...]


@dataclass(frozen=True, slots=True)
class PlayedLine:
    """One entry of a night that was played, as it ended."""

    name: str
    status: str
    finish: int | None
    rebuys: int
    addons: int
    paid: bool
    prize: Decimal


@dataclass(frozen=True, slots=True)
class PlayedNight:
    """What happened at a night already played: the entries, the pool and who was paid."""

    lines: tuple[PlayedLine, ...]
    pool: Decimal
    payouts: tuple[tuple[int, str, Decimal], ...]
    """(place, name, amount), best first."""
    bounty_target: str | None
    bounty_pot: Decimal | None
    bounty_winner: str | None
    knockout_money: Decimal | None = None
    """The night's knockout bounties (SPEC 9); ``None``: none."""
    knockouts: tuple[tuple[str, Decimal], ...] = ()
    """(name, amount) of each player who collected bounties, most first."""


@dataclass(frozen=True, slots=True)
class NightPlan:
    """Everything printed on the night sheet of one upcoming event."""

    league: str
    currency: str
    season: str
    event_number: int
    event_name: str | None
    event_date: str | None
    terms: EventTerms
    chips: ChipRules | None
    roster: tuple[RosterLine, ...]
    bounty_target: str | None
    """The target's display name; None when the season has no bounty or nobody is the target."""
    bounty_carried: Decimal | None
    """The pot carried into the night (None: no bounty this season)."""
    bounty_tonight: Decimal | None
    """The pot including tonight's contribution."""
    fields: tuple[FieldEstimate, ...]
    rebuys_per_entry: float
    addons_per_entry: float
    events_played: int
    """Regular events played before this one in the season."""
    added: Decimal = ZERO
    """Money added to this night's pool from outside the buy-ins (SPEC 2.2)."""
    played: PlayedNight | None = None
    """The night as it happened, when the event has been played (the sheet shows that)."""
    knockout: KnockoutRules | None = None
    """The night's knockout bounties (SPEC 9); ``None``: none."""
    locale: str | None = None
    """The league's locale: how the sheet writes its amounts (SPEC 12)."""
    language: str | None = None
    """The league's language: the sheet's words (SPEC 12); ``None``: the user's."""


def night_plan(
    league: League, season_name: str, report: SeasonReport, event_number: int | None = None
) -> NightPlan:
    """The night sheet for ``event_number`` (default: the season's next event)."""
    season = league.season(season_name)
    index = [s.name for s in league.seasons].index(season_name)
    upcoming = _upcoming_event(season, event_number)
    rules = season.rules
    terms = event_terms(upcoming, rules)
    knockout = event_knockout(upcoming, rules)
    before = [
        e
        for e in sorted(season.events, key=lambda e: e.number)
        if e.kind is EventKind.REGULAR and e.number < upcoming.number and _played(e)
    ]

    target, carried, tonight = None, None, None
    if rules.bounty is not None:
        target = rules.bounty.initial_target
        for event in before:
            winners = [e.player for e in event.entries if counts(e) and e.finish == 1]
            target = winners[0] if len(winners) == 1 else None
        carried = ZERO
        for result in report.events:
            if result.number < upcoming.number and result.money.entries and result.bounty:
                carried = ZERO if result.bounty.winner else result.bounty.pot
        tonight = carried + rules.bounty.amount_per_event

    free: dict[str, int] = {}
    if rules.dealer_credits:
        ledger, _ = dealer_credits_at_season_end(league, index)
        free = {player: ledger.available(player) for player in ledger.accounts}
    names = {player.id: player.name for player in league.players}
    regulars = [p for p in league.players if not p.sub and p.active]
    # Subs with a free entry or the bounty on them still need a line on the sheet.
    regulars += [p for p in league.players if p.sub and (free.get(p.id) or p.id == target)]
    roster = tuple(
        RosterLine(p.id, p.name, free.get(p.id, 0), p.id == target)
        for p in sorted(regulars, key=lambda p: collation_key(p.name, league.locale))
    )

    entries = [sum(1 for e in event.entries if counts(e)) for event in before]
    rebuys = sum(e.rebuys for event in before for e in event.entries if counts(e))
    addons = sum(e.addons for event in before for e in event.entries if counts(e))
    total = sum(entries)
    rebuy_rate = rebuys / total if total else 0.0
    addon_rate = addons / total if total else 0.0
    recent = entries[-RECENT_EVENTS:] or [len(roster)]
    sizes = range(max(2, min(recent) - FIELD_MARGIN), max(recent) + FIELD_MARGIN + 1)
    fields = tuple(
        estimate
        for n in sizes
        if (
            estimate := _estimate(n, terms, rules, rebuy_rate, addon_rate, upcoming.added, knockout)
        )
        is not None
    )
    return NightPlan(
        league=league.name,
        currency=league.currency,
        locale=league.locale,
        language=league.language,
        season=season.name,
        event_number=upcoming.number,
        event_name=upcoming.name,
        event_date=upcoming.date,
        terms=terms,
        chips=rules.chips,
        roster=roster,
        bounty_target=names.get(target, target) if target else None,
        bounty_carried=carried,
        bounty_tonight=tonight,
        fields=fields,
        rebuys_per_entry=rebuy_rate,
        addons_per_entry=addon_rate,
        events_played=len(before),
        added=upcoming.added,
        played=_played_night(upcoming, report, names, league.locale) if _played(upcoming) else None,
        knockout=knockout,
    )


def _played_night(
    event: Event, report: SeasonReport, names: dict[str, str], locale: str | None = None
) -> PlayedNight | None:
    """The night of ``event`` as the season's report has it (``None`` if it has none);
    the players out of the places in the league's collation (``locale``)."""
    result = next((r for r in report.events if r.number == event.number), None)
    if result is None:
        return None
    name = lambda player: names.get(player, player)  # noqa: E731
    entries = sorted(
        event.entries,
        key=lambda e: (e.finish is None, e.finish or 0, collation_key(name(e.player), locale)),
    )
    lines = tuple(
        PlayedLine(
            name(e.player),
            e.status.value,
            e.finish,
            e.rebuys,
            e.addons,
            e.paid,
            result.prize_of(e.player),
        )
        for e in entries
    )
    payouts = tuple((p.finish, name(p.player), p.amount) for p in result.payouts)
    bounty = result.bounty
    return PlayedNight(
        lines=lines,
        pool=result.money.pool,
        payouts=payouts,
        bounty_target=name(bounty.target) if bounty and bounty.target else None,
        bounty_pot=bounty.pot if bounty else None,
        bounty_winner=name(bounty.winner) if bounty and bounty.winner else None,
        knockout_money=result.bounties.money if result.bounties else None,
        knockouts=tuple((name(p), a) for p, a in result.bounties.paid) if result.bounties else (),
    )


def _played(event: Event) -> bool:
    return any(counts(entry) for entry in event.entries)


def _upcoming_event(season: Season, number: int | None) -> Event:
    """The requested event, else the first regular event not yet played, else a new one."""
    regular = sorted(
        (e for e in season.events if e.kind is EventKind.REGULAR), key=lambda e: e.number
    )
    if number is not None:
        return next((e for e in season.events if e.number == number), Event(number=number))
    planned = next((e for e in regular if not _played(e)), None)
    if planned is not None:
        return planned
    return Event(number=max((e.number for e in season.events), default=0) + 1)


def _estimate(
    n: int,
    terms: EventTerms,
    rules,
    rebuy_rate: float,
    addon_rate: float,
    added: Decimal,
    knockout: KnockoutRules | None = None,
):
    """Pool and payouts for ``n`` entries with the season's usual rebuys and add-ons."""
    try:
        percents = percents_for(rules.payout_table, n)
    except NoPayoutRow:
        return None
    rebuys = _spread(round(rebuy_rate * n), n, terms.max_rebuys)
    addons = _spread(round(addon_rate * n), n, None)
    entries = [
        Entry(player=f"p{i}", finish=i + 1, rebuys=rebuys[i], addons=addons[i]) for i in range(n)
    ]
    money = compute_event_money(
        entries, terms, False, rules.set_asides, rules.bounty, added, knockout
    )
    if money.pool <= 0:
        return None
    return FieldEstimate(
        n, money.pool, tuple(payouts_by_place(money.pool, percents, rules.rounding_unit))
    )


def _spread(total: int, n: int, limit: int | None) -> list[int]:
    """``total`` rebuys shared one at a time round the table, at most ``limit`` each."""
    counts_ = [0] * n
    cap = n * limit if limit is not None else total
    for turn in range(min(total, cap)):
        counts_[turn % n] += 1
    return counts_
