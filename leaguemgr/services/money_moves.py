"""The money that would move if closed events were computed again (SPEC 4): shown, player
by player, before the organizer chooses to recompute them after a rule change or an edit."""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.frozen_money import with_new_rules
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import League, SeasonRules
from leaguemgr.domain.results import EventResult
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.makeup_changes import makeups_taken_away_between

MAKEUP_FEE = "Make-up fee (championship pool)"


@dataclass(frozen=True, slots=True)
class MoneyMove:
    season: str
    event: int
    player: str
    before: Decimal
    after: Decimal
    """What the player takes home from the event: prize and bounty won."""
    what: str = ""
    """What moves, when it is not the event's prize (a make-up fee leaving the pool)."""


def money_moves(old: League, new: League) -> list[MoneyMove]:
    """Every player whose money at an event differs between ``old`` and ``new``, by season,
    event and player (seasons and events in both leagues only)."""
    moves: list[MoneyMove] = []
    new_names = {season.name for season in new.seasons}
    for season in old.seasons:
        if season.name not in new_names:
            continue
        before = {r.number: r for r in compute_season_report(old, season.name).events}
        after = {r.number: r for r in compute_season_report(new, season.name).events}
        for number in sorted(before.keys() & after.keys()):
            was, now = _taken(before[number]), _taken(after[number])
            for player in sorted(was.keys() | now.keys()):
                if was.get(player, ZERO) != now.get(player, ZERO):
                    moves.append(
                        MoneyMove(
                            season.name,
                            number,
                            player,
                            was.get(player, ZERO),
                            now.get(player, ZERO),
                        )
                    )
    return moves


def makeup_fee_moves(old: League, new: League) -> list[MoneyMove]:
    """The make-up fees that leave a championship pool between ``old`` and ``new``: a make-up
    the standings no longer offer joins neither the field nor the pool (SPEC 2.8)."""
    return [
        MoneyMove(taken.season, 0, taken.player, taken.fee, ZERO, what=MAKEUP_FEE)
        for taken in makeups_taken_away_between(old, new)
        if taken.fee
    ]


def rule_change_moves(league: League, season: str, rules: SeasonRules) -> list[MoneyMove]:
    """What recomputing the closed events of ``season`` with ``rules`` would move, compared
    with keeping what was paid (the default of ``LeagueService.save_rules``)."""
    kept = _with(league, season, rules, recompute_closed=False)
    again = _with(league, season, rules, recompute_closed=True)
    return money_moves(kept, again)


def _with(league: League, season: str, rules: SeasonRules, recompute_closed: bool) -> League:
    seasons = tuple(
        with_new_rules(s, rules, recompute_closed) if s.name == season else s
        for s in league.seasons
    )
    return dataclasses.replace(league, seasons=seasons)


def _taken(result: EventResult) -> dict[str, Decimal]:
    taken: dict[str, Decimal] = {}
    for payout in result.payouts:
        taken[payout.player] = taken.get(payout.player, ZERO) + payout.amount
    if result.bounty is not None and result.bounty.winner is not None:
        winner = result.bounty.winner
        taken[winner] = taken.get(winner, ZERO) + result.bounty.pot
    return taken
