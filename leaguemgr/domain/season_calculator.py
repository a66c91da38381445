"""Season reports that are recomputed incrementally while the organizer edits.

:func:`~leaguemgr.domain.season_report.compute_season_report` is the straightforward
computation: it checks and computes the whole season every time. A
:class:`SeasonCalculator` gives exactly the same report (and refuses exactly the same data,
with the same first problem), but keeps what it worked out for each event. Records are
immutable and an edit makes a new league that shares every unchanged event object, so an
event found again by identity has the same result: after one event changes, only that event
is checked and computed again, and then the cheap chained parts (bounty, standings, dealer
credits of this season, prizes, championship) are redone.

Dealer credits carry over from every earlier season. The walk over those seasons is done
once and kept as :class:`CarriedCredits`; it can also be handed in from outside, so that a
season can be reported from a league loaded with that season only (see
``leaguemgr.storage.fast_load``).
"""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass

from leaguemgr.domain.dealer_credits import (
    CreditSeason,
    DealerLedger,
    credit_seasons,
    walk_credits,
)
from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.event_result import BountyState, EventCore, compute_event_core, with_bounty
from leaguemgr.domain.formula_range import season_buyins
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.ledger import gate_problems, ledger_line_problems
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.points import PointsFunction, points_function
from leaguemgr.domain.records import (
    Event,
    EventKind,
    League,
    Player,
    PointsRule,
    Season,
    SeasonRules,
)
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.domain.season_report import SeasonEvents, assemble_report
from leaguemgr.domain.validation import (
    decision_problems,
    event_looks_clean,
    event_problems,
    player_problems,
    rules_problems,
    season_name_problems,
)


@dataclass(frozen=True, slots=True)
class CarriedCredits:
    """Dealer credits as they stand when season ``season_index`` starts.

    ``problems`` are the free entries of the earlier seasons that were used without being
    earned, in walk order (stored data has none; they are kept so that a report refuses
    exactly what the full check would refuse).
    """

    season_index: int
    ledger: DealerLedger
    problems: tuple[Problem, ...]

    @classmethod
    def walk(cls, seasons: Iterable[CreditSeason], season_index: int) -> CarriedCredits:
        """Walk the earlier ``seasons`` (in order) into the credits they carry over."""
        ledger = DealerLedger()
        problems = tuple(walk_credits(seasons, ledger))
        return cls(season_index, ledger, problems)

    @classmethod
    def of(cls, league: League, season_index: int) -> CarriedCredits:
        """The credits that seasons ``0 .. season_index - 1`` of ``league`` carry over."""
        return cls.walk(credit_seasons(league, 0, season_index), season_index)


class CarriedCreditsMemo:
    """The credits a league's earlier seasons carry into a season, walked again only when one
    of those seasons is another object: an edit makes new records for what it changes only,
    so editing a season leaves the walk over the seasons before it as it was."""

    def __init__(self) -> None:
        self._earlier: tuple[Season, ...] = ()
        self._carried: CarriedCredits | None = None

    def carried_into(self, league: League, season_index: int) -> CarriedCredits:
        """``CarriedCredits.of(league, season_index)``, walked again only if needed."""
        earlier = league.seasons[:season_index]
        same = len(earlier) == len(self._earlier) and all(
            a is b for a, b in zip(earlier, self._earlier, strict=True)
        )
        if self._carried is None or not same:
            self._carried = CarriedCredits.of(league, season_index)
            self._earlier = earlier
        return self._carried


@dataclass(frozen=True, slots=True)
class _EventState:
    """What is kept about one event, valid while it stays at ``position`` in its season.

    ``event`` is held so that its ``id()`` cannot be reused by another object while cached.
    """

    event: Event
    position: int
    checked: bool
    problem: Problem | None
    core: EventCore | None


class SeasonCalculator:
    """Season reports of one league, kept up to date event by event.

    Call :meth:`report` with the league as it is now, after every edit. The result (or the
    :class:`RuleError`) is the same as ``compute_season_report(league, season_name)``.
    One calculator follows one season; asking for another season starts afresh.
    """

    def __init__(self, carried: CarriedCredits | None = None) -> None:
        """``carried``: the dealer credits carried into the season, required when the league
        given to :meth:`report` lacks the earlier seasons' events (a single-season load)."""
        self._given = carried
        self._memo = CarriedCreditsMemo()
        self._season: tuple[str, int] | None = None
        self._rules: SeasonRules | None = None
        self._rules_problem: Problem | None = None
        self._rules_checked = False
        self._rules_buyins: tuple = ()
        self._points_rule: PointsRule | None = None
        self._function: PointsFunction | None = None
        self._players: tuple[Player, ...] | None = None
        self._player_ids: frozenset[str] = frozenset()
        self._player_problem: Problem | None = None
        self._players_checked = False
        self._events: dict[int, _EventState] = {}
        self._ledger_checked: tuple = ()  # ledger lines found sound (players unchanged)
        # The last answer: several screens ask for the report of the same league in a row.
        self._last: tuple[League, str, bool, SeasonReport] | None = None

    def report(self, league: League, season_name: str, *, validate: bool = True) -> SeasonReport:
        """The report of ``season_name``; raise :class:`RuleError` on invalid data."""
        last = self._last
        if last is not None and last[0] is league and last[1:3] == (season_name, validate):
            return last[3]
        report = self._compute(league, season_name, validate)
        self._last = (league, season_name, validate, report)
        return report

    def first_problem(self, league: League, season_name: str) -> Problem | None:
        """The first problem of the season, as ``validation.first_problem(league,
        only_season=index)`` finds it, or ``None``; only the events changed since the last
        call are checked again. Nothing is computed."""
        season_index = self._index(league, season_name)
        season = league.seasons[season_index]
        self._follow(league, season_index, season)
        carried = self._carried_into(league, season_index)
        ledger = carried.ledger.copy()
        this_season = credit_seasons(league, season_index, season_index + 1)
        credit_problems = list(walk_credits(this_season, ledger))
        return self._problem(league, season_index, season, carried, credit_problems)

    @staticmethod
    def _index(league: League, season_name: str) -> int:
        season_index = next(
            (i for i, season in enumerate(league.seasons) if season.name == season_name), None
        )
        if season_index is None:
            raise KeyError(f"there is no season named '{season_name}'")
        return season_index

    def _problem(
        self,
        league: League,
        season_index: int,
        season: Season,
        carried: CarriedCredits,
        credit_problems: list[Problem],
    ) -> Problem | None:
        problem = self._first_problem(league, season_index, season)
        if problem is None and carried.problems:
            problem = carried.problems[0]
        if problem is None and credit_problems:
            problem = credit_problems[0]
        return problem

    def _compute(self, league: League, season_name: str, validate: bool) -> SeasonReport:
        season_index = self._index(league, season_name)
        season = league.seasons[season_index]
        rules = season.rules
        self._follow(league, season_index, season)
        carried = self._carried_into(league, season_index)
        ledger: DealerLedger | None = None
        credit_problems: list[Problem] = []
        if validate or rules.dealer_credits:
            ledger = carried.ledger.copy()
            this_season = credit_seasons(league, season_index, season_index + 1)
            credit_problems = list(walk_credits(this_season, ledger))
        if validate:
            problem = self._problem(league, season_index, season, carried, credit_problems)
            if problem is not None:
                raise RuleError(problem)
        kinds = SeasonEvents.of(season)
        regular = [season.events[i] for i in kinds.regular]
        function = self._points_function(rules)
        bounty = BountyState(rules.bounty.initial_target, ZERO) if rules.bounty else None
        results: list[EventResult] = []
        for index in kinds.regular:
            event = season.events[index]
            paid_with = rules_at(event, rules)  # a closed event keeps its money rules
            core = self._core(event, index, paid_with, function)
            result, bounty = with_bounty(core, event, paid_with, bounty)
            results.append(result)
        if not rules.dealer_credits:
            ledger = None
        return assemble_report(league, season_index, regular, results, bounty, ledger)

    # What the caches are valid for --------------------------------------------------------

    def _follow(self, league: League, season_index: int, season: Season) -> None:
        """Drop whatever no longer applies: another season, other rules, other players.

        Problems name their place (season index, event position), so a season that moved
        is checked again too.
        """
        if (season.name, season_index) != self._season:
            self._season = (season.name, season_index)
            self._events.clear()
            self._ledger_checked = ()
            self._memo = CarriedCreditsMemo()
            self._rules = None
        if season.rules is not self._rules:
            self._rules = season.rules
            self._rules_checked = False
            self._events.clear()
        if league.players is not self._players:
            self._players = league.players
            self._players_checked = False  # checked when first needed (not by an unchecked report)
            self._events.clear()
            self._ledger_checked = ()

    def _carried_into(self, league: League, season_index: int) -> CarriedCredits:
        if self._given is not None:
            if self._given.season_index != season_index:
                raise ValueError("the carried dealer credits are for another season")
            return self._given
        return self._memo.carried_into(league, season_index)

    def _points_function(self, rules: SeasonRules) -> PointsFunction:
        if rules.points is not self._points_rule or self._function is None:
            self._function = points_function(rules.points)
            self._points_rule = rules.points
        return self._function

    def _state(self, event: Event, position: int) -> _EventState | None:
        state = self._events.get(id(event))
        if state is None or state.event is not event or state.position != position:
            return None
        return state

    def _core(
        self, event: Event, position: int, rules: SeasonRules, function: PointsFunction
    ) -> EventCore:
        state = self._state(event, position)
        if state is not None and state.core is not None:
            return state.core
        core = compute_event_core(event, rules, function)
        if state is None:
            state = _EventState(event, position, False, None, core)
        else:
            state = _EventState(event, position, state.checked, state.problem, core)
        self._events[id(event)] = state
        return core

    # Validation, in the order of validation.first_problem ---------------------------------

    def _first_problem(self, league: League, season_index: int, season: Season) -> Problem | None:
        """The first problem before the dealer-credit walk (players, names, the season)."""
        if not self._players_checked:
            self._player_ids = frozenset(player.id for player in league.players)
            self._player_problem = next(player_problems(league.players), None)
            self._players_checked = True
        if self._player_problem is not None:
            return self._player_problem
        problem = next(season_name_problems(league.seasons), None)
        if problem is not None:
            return problem
        at = ("seasons", season_index)
        rules = season.rules
        players = self._player_ids
        buyins = season_buyins(season)
        if not self._rules_checked or buyins != self._rules_buyins:
            # A formula must work at every buy-in the events use: a new event's own buy-in
            # checks the rules again (the range check itself is remembered per buy-ins).
            self._rules_problem = next(rules_problems(rules, (*at, "rules"), players, buyins), None)
            self._rules_checked = True
            self._rules_buyins = buyins
        if self._rules_problem is not None:
            return self._rules_problem
        numbers: set[int] = set()
        championships = 0
        live: set[int] = set()
        for position, event in enumerate(season.events):
            live.add(id(event))
            where = (*at, "events", position)
            if event.number in numbers:
                return Problem((*where, "number"), event.number, "two events have this number")
            numbers.add(event.number)
            if event.kind is EventKind.CHAMPIONSHIP:
                championships += 1
                if championships > 1:
                    return Problem(
                        (*where, "kind"), "championship", "a season has one championship"
                    )
            problem = self._event_problem(event, position, where, rules_at(event, rules), players)
            if problem is not None:
                return problem
        # Forget events edited away, so that the cache stays the size of the season.
        for key in [key for key in self._events if key not in live]:
            del self._events[key]
        problem = next(decision_problems(season, at, players), None)
        return problem or self._money_problem(season, at, players)

    def _money_problem(
        self, season: Season, at: tuple[str | int, ...], players: frozenset[str]
    ) -> Problem | None:
        """The first problem of the ledger lines and the dues gate. Lines are only appended:
        once checked, a line is not checked again (recording one line checks one)."""
        lines, checked = season.ledger, self._ledger_checked
        start = 0
        if (
            checked
            and len(lines) >= len(checked)
            and lines[0] is checked[0]
            and lines[len(checked) - 1] is checked[-1]
        ):
            start = len(checked)
        problem = next(ledger_line_problems(lines, at, players, start), None)
        self._ledger_checked = lines if problem is None else ()
        return problem or next(gate_problems(season, at), None)

    def _event_problem(
        self,
        event: Event,
        position: int,
        where: tuple[str | int, ...],
        rules: SeasonRules,
        players: frozenset[str],
    ) -> Problem | None:
        state = self._state(event, position)
        if state is not None and state.checked:
            return state.problem
        problem = None
        if not event_looks_clean(event, rules, players):
            problem = next(event_problems(event, rules, where, players), None)
        core = state.core if state is not None else None
        self._events[id(event)] = _EventState(event, position, True, problem, core)
        return problem
