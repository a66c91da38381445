"""What an event being edited would give, computed in memory on every keystroke.

The event editor keeps the organizer's edits in a draft :class:`Event`. This module puts the
draft in place of the stored event (in memory only: nothing is written) and computes what
the side panel shows: money, payouts, points, knockouts, the bounty and the problems to mark
on the cells. What earlier events contribute (the bounty state, dealer credits) depends only
on the league and the draft's number, so it is computed once and cached; a keystroke then
costs one event's computation.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping
from dataclasses import dataclass, field
from decimal import Decimal

from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.dealer_credits import (
    CreditEvent,
    CreditSeason,
    DealerLedger,
    credit_seasons,
    walk_credits,
)
from leaguemgr.domain.entries import counts, finish_sequence_problem, unnamed_finishes
from leaguemgr.domain.errors import FormulaError, Problem, RuleError
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.event_result import BountyState, advance_bounty, bounty_at, compute_event
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.payouts import NoPayoutRow, payouts_by_place, percents_for
from leaguemgr.domain.points import points_function
from leaguemgr.domain.records import (
    ChipRules,
    Entry,
    Event,
    EventKind,
    EventTerms,
    League,
    event_knockout,
    event_terms,
)
from leaguemgr.domain.results import ChampionshipResult, EventMoney, EventResult
from leaguemgr.domain.season_calculator import CarriedCreditsMemo
from leaguemgr.domain.validation import event_problems
from leaguemgr.language.texts import _
from leaguemgr.services.season_reports import SeasonReports


@dataclass(frozen=True)
class EventPreview:
    """Everything the event editor shows about a draft event.

    Problem locations are relative to the event: ``("entries", 3, "finish")``.
    """

    result: EventResult | None
    """Payouts, points and knockouts; ``None`` until the finishes form a valid sequence."""
    problems: tuple[Problem, ...]
    bounty_target: str | None
    pot: Decimal | None
    """The bounty pot at this event (carried over plus this event's share); ``None``: no bounty."""
    money: EventMoney
    terms: EventTerms
    place_payouts: tuple[Decimal, ...] = ()
    """What places 1..P pay for this pool (known before any finish is typed)."""
    free_entries: Mapping[str, int] = field(default_factory=dict)
    """Free entries each player has earned and not used before this event."""
    dealer_credits: bool = False
    championship: ChampionshipResult | None = None
    """For a championship event: the season's championship with this draft as its result."""
    cash_out: bool = False
    """The night was played to a cash-out (SPEC 8): its payouts are the players' cash-outs."""

    @property
    def valid(self) -> bool:
        return not self.problems


@dataclass(frozen=True)
class _Before:
    """What the events before the draft leave behind."""

    bounty: BountyState | None
    ledger: DealerLedger
    """Dealer credits as they stand when the draft's night starts."""
    other_numbers: frozenset[int]

    @property
    def free_entries(self) -> dict[str, int]:
        return {player: account.available for player, account in self.ledger.accounts.items()}


_cache: dict[str, object] = {}
_carried = CarriedCreditsMemo()
_season_reports = SeasonReports()


def preview_event(
    league: League, season_name: str, draft: Event, *, replaces: int | None = None
) -> EventPreview:
    """Compute ``draft`` as if it replaced event ``replaces`` (default: its own number).

    Never writes anything and never raises for bad data: what is wrong is in ``problems``.
    """
    season_index = _season_index(league, season_name)
    season = league.seasons[season_index]
    rules = rules_at(draft, season.rules)  # a closed event keeps its money rules
    replaced = draft.number if replaces is None else replaces
    before = _before(league, season_index, draft.number, replaced)
    players = {player.id for player in league.players}

    problems = list(event_problems(draft, rules, (), players))
    problems.extend(_finish_cell_problems(draft))
    problems.extend(_free_entry_problems(draft, rules.dealer_credits, before))
    if draft.number in before.other_numbers:
        problems.append(
            Problem(
                ("number",),
                draft.number,
                _("event {number} already exists").format(number=draft.number),
            )
        )

    terms = event_terms(draft, rules)
    money = compute_event_money(
        draft.entries,
        terms,
        draft.pick_a_stack,
        rules.set_asides,
        rules.bounty,
        draft.added,
        event_knockout(draft, rules),
        draft.others,
    )
    common = {
        "terms": terms,
        "free_entries": before.free_entries,
        "dealer_credits": rules.dealer_credits,
    }
    if draft.kind is EventKind.CHAMPIONSHIP:
        championship = _championship(league, season_index, draft, replaced)
        empty = EventMoney(0, ZERO, ZERO, (), ZERO, ZERO)
        return EventPreview(
            None, tuple(problems), None, None, empty, championship=championship, **common
        )

    # A cash-out night has no payout table: no place is worth anything before it is typed.
    place_payouts = () if is_cash_out(draft, rules) else _place_payouts(money, rules, problems)
    result = None
    if _computable(draft, money, rules):
        try:
            result, _money = compute_event(
                draft, rules, points_function(rules.points), before.bounty
            )
        except (ValueError, ArithmeticError, FormulaError, NoPayoutRow) as exc:
            # A custom formula can still fail on this night's figures (log of 0, say).
            problems.append(
                Problem(
                    ("entries",),
                    None,
                    _("cannot compute the points: {problem}").format(problem=exc),
                )
            )
    outcome = result.bounty if result is not None else bounty_at(draft, rules, before.bounty)
    target, pot = (outcome.target, outcome.pot) if outcome is not None else (None, None)
    return EventPreview(
        result,
        tuple(problems),
        target,
        pot,
        money,
        place_payouts=place_payouts,
        cash_out=is_cash_out(draft, rules),
        **common,
    )


def event_pools(league: League, season_name: str) -> dict[int, Decimal]:
    """The prize pool of each regular event of a season, by number.

    Each pool depends only on its event and the rules, so the events list can show them
    even while something elsewhere in the season (a championship decision, say) is refused.
    """
    season = league.seasons[_season_index(league, season_name)]
    rules = season.rules
    pools = {}
    for event in season.events:
        if event.kind is EventKind.REGULAR:
            paid_with = rules_at(event, rules)  # a closed or imported event keeps its own
            money = compute_event_money(
                event.entries,
                event_terms(event, paid_with),
                event.pick_a_stack,
                paid_with.set_asides,
                paid_with.bounty,
                event.added,
                event_knockout(event, paid_with),
                event.others,
            )
            pools[event.number] = money.pool
    return pools


def entry_chips(entry: Entry, chips: ChipRules) -> int:
    """The chips an entry received: the stack, its bonuses, and its rebuys' and add-ons' chips."""
    total = chips.starting + entry.rebuys * chips.rebuy + entry.addons * chips.addon
    if entry.on_time:
        total += chips.on_time_bonus
    if entry.exact_change:
        total += chips.exact_change_bonus
    return total


def _season_index(league: League, season_name: str) -> int:
    for index, season in enumerate(league.seasons):
        if season.name == season_name:
            return index
    raise RuleError(Problem(("seasons",), season_name, _("there is no season of that name")))


def _before(league: League, season_index: int, number: int, replaced: int) -> _Before:
    key = (season_index, number, replaced)
    # Leagues are immutable and the service makes a new one on every change, so the same
    # object (checked by identity, which the cache keeps alive) means the same answer.
    if _cache.get("league") is league and _cache.get("key") == key:
        return _cache["value"]  # type: ignore[return-value]
    season = league.seasons[season_index]
    others = [event for event in season.events if event.number != replaced]
    earlier = sorted((e for e in others if e.number < number), key=lambda e: e.number)
    # The league's own credit walk, over every earlier season and this season's earlier
    # nights (what they got wrong is not this draft's problem: their screens show it).
    so_far = dataclasses.replace(season, events=tuple(earlier))
    walked = dataclasses.replace(league, seasons=(*league.seasons[:season_index], so_far))
    # The earlier seasons' walk is kept while they stay the same objects (7 ms at stress).
    ledger = _carried.carried_into(league, season_index).ledger.copy()
    for _credit in walk_credits(credit_seasons(walked, season_index, season_index + 1), ledger):
        pass
    rules = season.rules
    bounty = BountyState(rules.bounty.initial_target, ZERO) if rules.bounty else None
    for event in earlier:
        if event.kind is EventKind.REGULAR:
            bounty = advance_bounty(event, rules_at(event, rules), bounty)
    value = _Before(
        bounty=bounty,
        ledger=ledger,
        other_numbers=frozenset(event.number for event in others),
    )
    _cache.update(league=league, key=key, value=value)
    return value


def _finish_cell_problems(draft: Event) -> list[Problem]:
    """Put a broken finishing sequence on the cells of the finishes where it breaks."""
    rows = [
        (index, entry.finish)
        for index, entry in enumerate(draft.entries)
        if counts(entry) and entry.finish is not None and entry.finish >= 1
    ]
    if len(rows) != sum(1 for entry in draft.entries if counts(entry)):
        return []
    if draft.others is not None and draft.others.entries:
        return []  # which cell is wrong depends on the unnamed ones: said for the event
    finishes = [finish for _, finish in rows]
    reason = finish_sequence_problem(finishes)
    if reason is None:
        return []
    culprit = _first_misplaced(sorted(finishes))
    return [
        Problem(
            ("entries", index, "finish"),
            finish,
            _("finishes are not a valid sequence: {reason}").format(reason=reason),
        )
        for index, finish in rows
        if finish == culprit
    ]


def _first_misplaced(ordered: list[int]) -> int | None:
    expected, index = 1, 0
    while index < len(ordered):
        finish = ordered[index]
        if finish != expected:
            return finish
        tied = ordered.count(finish)
        index += tied
        expected = finish + tied
    return None


def _free_entry_problems(draft: Event, enabled: bool, before: _Before) -> list[Problem]:
    """The draft's free entries, checked by the league's own credit walk."""
    free = tuple((index, e.player) for index, e in enumerate(draft.entries) if e.free_entry)
    if not free:
        return []
    night = CreditSeason(0, enabled, (CreditEvent(0, draft.number, free, ()),))
    # The walk names places in the league file ($.seasons[0].events[0]...); the editor's
    # problems are relative to the event.
    return [
        Problem(problem.location[4:], problem.value, problem.message)
        for problem in walk_credits([night], before.ledger.copy())
    ]


def _place_payouts(money: EventMoney, rules, problems: list[Problem]) -> tuple[Decimal, ...]:
    if not money.entries or money.pool < 0:
        return ()
    try:
        percents = percents_for(rules.payout_table, money.entries)
    except NoPayoutRow:
        return ()  # event_problems already says so
    return tuple(payouts_by_place(money.pool, percents, rules.rounding_unit))


def _computable(draft: Event, money: EventMoney, rules) -> bool:
    counting = [entry for entry in draft.entries if counts(entry)]
    if not counting:
        return True  # a planned night: nothing to pay, nobody to score
    if money.pool < 0:
        return False
    finishes = [entry.finish for entry in counting]
    if any(finish is None or finish < 1 for finish in finishes):
        return False
    unnamed = draft.others.entries if draft.others is not None else 0
    if isinstance(unnamed_finishes([f for f in finishes if f is not None], unnamed), str):
        return False
    try:
        if draft.payouts is None and not is_cash_out(draft, rules):  # no row needed (SPEC 8)
            percents_for(rules.payout_table, len(counting) + unnamed)
        points_function(rules.points)
    except (NoPayoutRow, FormulaError):
        return False
    return True


def _championship(
    league: League, season_index: int, draft: Event, replaced: int
) -> ChampionshipResult | None:
    season_name = league.seasons[season_index].name
    try:
        # Incremental: between keystrokes only the draft changes, and the season's regular
        # events are found again with their results (13 ms at the large size from scratch).
        report = _season_reports.preview(
            league, season_name, draft, replaces=replaced, validate=False
        )
    except (RuleError, ValueError, ArithmeticError, KeyError):
        return None  # the problems list says what is wrong
    return report.championship
