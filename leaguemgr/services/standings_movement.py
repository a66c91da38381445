"""How each player moved in the standings since the last night.

A player's movement is their rank in the standings after the season's previous night against
their rank now. The earlier standings come from the same season report, computed on the
season without its last night played, so every rule (count-back, best results, penalties)
ranks both tables alike.
"""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.entries import counts
from leaguemgr.domain.records import EventKind, League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report


def last_played_number(league: League, season: str) -> int | None:
    """The number of the season's last regular event with results (None before the first)."""
    played = [
        event.number
        for event in league.season(season).events
        if event.kind is EventKind.REGULAR and any(counts(entry) for entry in event.entries)
    ]
    return max(played, default=None)


def previous_ranks(league: League, report: SeasonReport) -> dict[str, int] | None:
    """Each player's rank after the night before the last one; None when fewer than two
    nights were played (there is nothing to move from)."""
    season = league.season(report.season)
    last = last_played_number(league, report.season)
    if last is None:
        return None
    earlier = tuple(event for event in season.events if event.number != last)
    if last_played_number(_with_events(league, report.season, earlier), report.season) is None:
        return None
    before = compute_season_report(
        _with_events(league, report.season, earlier), report.season, validate=False
    )
    return {row.player: row.rank for row in before.standings}


def movements(league: League, report: SeasonReport) -> dict[str, int | None]:
    """Player -> places gained since the last night (negative: lost; None: new in the
    standings). Empty when fewer than two nights were played."""
    before = previous_ranks(league, report)
    if before is None:
        return {}
    return {
        row.player: (before[row.player] - row.rank if row.player in before else None)
        for row in report.standings
    }


def _with_events(league: League, season_name: str, events: tuple) -> League:
    seasons = tuple(
        dataclasses.replace(season, events=events) if season.name == season_name else season
        for season in league.seasons
    )
    return dataclasses.replace(league, seasons=seasons)
