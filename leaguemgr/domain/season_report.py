"""The season report: every rule of SPEC 2 applied to one season of a league."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.championship import ChampionshipInputs, compute_championship
from leaguemgr.domain.dealer_credits import DealerLedger, dealer_credits_at_season_end
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.event_money import BOUNTY_FUND
from leaguemgr.domain.event_result import BountyState, compute_event
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.ledger import (
    championship_barred,
    has_money,
    held_back_by_player,
    hold_back_points,
    ledger_summary,
    points_held_back,
)
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.net_winnings import net_winnings
from leaguemgr.domain.points import points_function
from leaguemgr.domain.records import EventKind, League, NoShowPolicy, Season, TieBreak
from leaguemgr.domain.results import EventResult, SeasonReport
from leaguemgr.domain.rsvp import next_events
from leaguemgr.domain.season_prizes import award_season_prizes
from leaguemgr.domain.standings import TieBreaking, rank_players, tally_players
from leaguemgr.domain.validation import first_problem


@dataclass(frozen=True, slots=True)
class SeasonEvents:
    """A season's events split by kind, regular ones in order of their number."""

    regular: tuple[int, ...]
    championship: int | None

    @classmethod
    def of(cls, season: Season) -> SeasonEvents:
        regular = sorted(
            (i for i, e in enumerate(season.events) if e.kind is EventKind.REGULAR),
            key=lambda i: season.events[i].number,
        )
        championship = next(
            (i for i, e in enumerate(season.events) if e.kind is EventKind.CHAMPIONSHIP), None
        )
        return cls(tuple(regular), championship)


def compute_season_report(
    league: League, season_name: str, *, validate: bool = True
) -> SeasonReport:
    """Apply the rules to season ``season_name``; raise :class:`RuleError` on invalid data."""
    season_index = next(
        (i for i, season in enumerate(league.seasons) if season.name == season_name), None
    )
    if season_index is None:
        raise KeyError(f"there is no season named '{season_name}'")
    if validate:
        problem = first_problem(league, only_season=season_index)
        if problem is not None:
            raise RuleError(problem)
    season = league.seasons[season_index]
    rules = season.rules
    kinds = SeasonEvents.of(season)
    regular = [season.events[i] for i in kinds.regular]

    function = points_function(rules.points)
    bounty = BountyState(rules.bounty.initial_target, ZERO) if rules.bounty else None
    results: list[EventResult] = []
    for event in regular:
        result, bounty = compute_event(event, rules_at(event, rules), function, bounty)
        results.append(result)
    return assemble_report(league, season_index, regular, results, bounty)


def assemble_report(
    league: League,
    season_index: int,
    regular: list,
    results: list[EventResult],
    bounty: BountyState | None,
    credits_ledger: DealerLedger | None = None,
) -> SeasonReport:
    """Everything after the per-event results: funds, standings, credits, prizes, championship.

    ``credits_ledger`` is the dealer-credit ledger at the season's end when the caller has
    it already (a calculator that carries earlier seasons in); by default it is walked here.
    """
    season = league.seasons[season_index]
    rules = season.rules
    players = {player.id: player for player in league.players}
    held_back = points_held_back(season, players)
    if held_back:
        regular, results = list(regular), [hold_back_points(r, held_back) for r in results]

    # The season's funds, then any an event's own money rules add (a TD3 import's rake).
    funds: dict[str, Decimal] = {set_aside.fund: ZERO for set_aside in rules.set_asides}
    for result in results:
        for fund, amount in result.money.set_asides:
            if fund in funds:
                funds[fund] += amount
            elif fund != BOUNTY_FUND:
                funds[fund] = amount
    bounty_pot_end = bounty.carried if bounty else ZERO

    tallies = tally_players(regular, results)
    for player, start in season.starting_points:
        if player in tallies:  # the standings list players with an entry (league-file.md)
            tallies[player].start = start
    ties = TieBreaking(rules.tie_break, season.championship.drawn)
    if rules.tie_break is TieBreak.NET_WINNINGS:
        net = net_winnings(regular, results, lambda event: rules_at(event, rules))
        ties = TieBreaking(rules.tie_break, (), net)
    standings = rank_players(tallies, players, rules.no_show_policy, rules.best_results, ties)

    credits = ()
    if rules.dealer_credits:
        if credits_ledger is None:
            credits_ledger, _ = dealer_credits_at_season_end(league, season_index)
        credits = credits_ledger.rows()

    prizes = ()
    if rules.season_prizes is not None:
        prizes = award_season_prizes(
            rules.season_prizes,
            funds.get(rules.season_prizes.fund, ZERO),
            standings,
            rules.rounding_unit,
        )

    championship = None
    if rules.championship is not None:
        kinds = SeasonEvents.of(season)
        barred = frozenset(
            player
            for player, tally in tallies.items()
            if tally.no_shows and rules.no_show_policy is NoShowPolicy.CHAMPIONSHIP_INELIGIBLE
        )
        barred_by_dues = championship_barred(season, players)
        inputs = ChampionshipInputs(
            rules=rules.championship,
            payout_table=rules.payout_table,
            rounding_unit=rules.rounding_unit,
            standings=standings,
            players=players,
            barred_by_no_show=barred,
            decisions=season.championship,
            championship_fund=funds.get(rules.championship.fund, ZERO),
            bounty_left=bounty_pot_end,
            event=season.events[kinds.championship] if kinds.championship is not None else None,
            barred_by_dues=barred_by_dues,
        )
        championship = compute_championship(inputs)

    report = SeasonReport(
        season=season.name,
        events=tuple(results),
        standings=standings,
        funds=tuple(funds.items()),
        bounty_pot_end=bounty_pot_end,
        dealer_credits=credits,
        season_prizes=prizes,
        championship=championship,
        points_held_back=held_back_by_player(held_back),
    )
    if has_money(season):
        report = dataclasses.replace(report, ledger=ledger_summary(season, report, players))
    if any(event.rsvp for event in season.events):
        report = dataclasses.replace(report, next_events=next_events(season, players, standings))
    return report
