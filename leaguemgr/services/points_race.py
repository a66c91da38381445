"""The points race: each leading player's running season total after every regular event."""

from __future__ import annotations

from dataclasses import dataclass

from leaguemgr.domain.results import SeasonReport


@dataclass(frozen=True, slots=True)
class RaceLine:
    player: str
    totals: tuple[float, ...]
    """Running total after each event of ``PointsRace.events`` (penalties included)."""


@dataclass(frozen=True, slots=True)
class PointsRace:
    events: tuple[int, ...]
    lines: tuple[RaceLine, ...]


def points_race(report: SeasonReport, top: int = 8) -> PointsRace:
    """Running totals of the ``top`` players of the standings, in standings order.

    The totals add up event points and penalties as they were scored; a season-end rule such
    as forfeiting a no-show's points shows in the standings, not along the way.
    """
    leaders = [row.player for row in report.standings[:top]]
    events = tuple(result.number for result in report.events)
    lines = []
    for player in leaders:
        total = 0.0
        totals = []
        for result in report.events:
            total += sum(p for who, p in result.points if who == player)
            total += sum(p for who, p in result.penalties if who == player)
            totals.append(total)
        lines.append(RaceLine(player, tuple(totals)))
    return PointsRace(events, tuple(lines))
