"""Make-up buy-ins a league file records must be ones the season's standings offer.

Which players are offered a make-up depends on the standings, so this is known only once the
season is computed. The season report refuses a make-up that was not offered; reading the
file refuses it too, so that a league which imports is a league that reports.
"""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import League
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.leaguefile.fields import fail


def refuse_makeups_not_offered(league: League) -> None:
    """Raise ``LeagueFileError`` at ``seasons[i].championship.makeups[j]`` for the first
    make-up that season ``i`` does not offer. The league must have passed validation."""
    for index, season in enumerate(league.seasons):
        if not season.championship.makeups or season.rules.championship is None:
            continue
        # The championship needs this season only; earlier seasons matter to dealer
        # credits alone, which the validation has walked already.
        alone = dataclasses.replace(league, seasons=(season,))
        try:
            compute_season_report(alone, season.name, validate=False)
        except RuleError as exc:
            location = ("seasons", index, *exc.problem.location[2:])
            raise fail(location, exc.problem.value, exc.problem.message) from None
