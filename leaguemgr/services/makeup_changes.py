"""Make-up buy-ins a change takes away (SPEC 2.8): a night that brings a player who bought a
make-up to ``min_events``, or moves the offers, leaves the make-up recorded but no longer
offered, and its fee leaves the championship pool. The organizer is told where the night is
closed or the event saved; this works out what to tell.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.championship import no_longer_offered_text
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.money import ZERO, format_money
from leaguemgr.domain.records import League
from leaguemgr.domain.results import ChampionshipResult, MakeupNoLongerOffered
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.league_service import LeagueService


@dataclass(frozen=True, slots=True)
class MakeupTakenAway:
    """A make-up the change takes out of the field; ``fee`` leaves the championship pool."""

    season: str
    player: str
    fee: Decimal
    reason: str

    def text(self, names: Mapping[str, str], money: Callable[[Decimal], str] = format_money) -> str:
        """One sentence for the organizer, the fee included (written by ``money``)."""
        late = MakeupNoLongerOffered(self.player, self.reason)
        name = names.get(self.player, self.player)
        if not self.fee:
            return no_longer_offered_text(late, name)
        then = f"its {money(self.fee)} fee leaves the championship pool"
        return no_longer_offered_text(late, name, then)


def makeups_taken_away(
    season: str, before: ChampionshipResult | None, after: ChampionshipResult | None
) -> list[MakeupTakenAway]:
    """The make-ups no longer offered in ``after`` that were not so in ``before``, with the
    fee each paid into ``before``'s pool (zero if it was not in the field). Nothing when
    either is unknown."""
    if before is None or after is None:
        return []
    was_late = {m.player for m in before.makeups_no_longer_offered}
    fees = {s.player: s.fee for s in before.field if s.via == "makeup"}
    return [
        MakeupTakenAway(season, m.player, fees.get(m.player, ZERO), m.reason)
        for m in after.makeups_no_longer_offered
        if m.player not in was_late
    ]


def championship_now(service: LeagueService, season: str) -> ChampionshipResult | None:
    """The season's championship as the service reports it now; ``None`` if the season has
    none or does not report."""
    try:
        return service.report(season).championship
    except (RuleError, ArithmeticError, ValueError):
        return None


def makeups_taken_away_between(old: League, new: League) -> list[MakeupTakenAway]:
    """What going from ``old`` to ``new`` takes away, over the seasons both hold; a season
    either cannot report is left out (saving it is refused for that reason)."""
    taken: list[MakeupTakenAway] = []
    new_names = {season.name for season in new.seasons}
    for season in old.seasons:
        if season.name not in new_names or not season.championship.makeups:
            continue
        try:
            before = compute_season_report(old, season.name).championship
            after = compute_season_report(new, season.name).championship
        except (RuleError, ArithmeticError, ValueError):
            continue
        taken += makeups_taken_away(season.name, before, after)
    return taken
