"""A season's name in a title or a sentence, in the app's language (SPEC 12): "Season 2026",
"season 2026"; a name that says season already ("Season 1 2013") stays as it is."""

from __future__ import annotations

from leaguemgr.domain.words import season_title
from leaguemgr.ui.i18n import translate


def says_season(name: str) -> bool:
    return season_title(name) == name


def season_title_text(name: str) -> str:
    """ "Season 2026" (a title, a heading)."""
    if says_season(name):
        return name
    return translate("SeasonWords", "Season {season}").format(season=name)


def season_label_text(name: str) -> str:
    """ "season 2026" (inside a sentence)."""
    if says_season(name):
        return name
    return translate("SeasonWords", "season {season}").format(season=name)
