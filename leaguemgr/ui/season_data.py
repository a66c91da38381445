"""Reading the selected season's report for a screen, with the reason when it cannot be read."""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.results import SeasonReport
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


@dataclass(frozen=True)
class SeasonView:
    """What a screen needs to show the selected season: the report or why there is none."""

    season: str
    report: SeasonReport | None
    problem: str
    names: dict[str, str]
    currency: str
    locale: str | None = None
    """The league's locale: how its amounts are written (SPEC 12)."""


def season_view(context: LeagueContext) -> SeasonView:
    """The report of the selected season; ``problem`` says why it is missing, if it is."""
    service = context.service
    names = service.player_names()
    currency, locale = service.currency(), service.locale()
    season = context.season
    if not season:
        problem = translate(
            "SeasonData", "This league has no season yet: choose Season ▸ New season… to start one."
        )
        return SeasonView("", None, problem, names, currency, locale)
    try:
        report = service.report(season)
    except (RuleError, StorageError, KeyError, ValueError) as exc:
        return SeasonView(
            season,
            None,
            translate("SeasonData", "The season cannot be computed: {problem}").format(problem=exc),
            names,
            currency,
            locale,
        )
    return SeasonView(season, report, "", names, currency, locale)
