"""Season reports for the app: opened fast, and recomputed in milliseconds after each edit.

Two use cases, both giving exactly what
:func:`~leaguemgr.domain.season_report.compute_season_report` gives:

- :func:`open_season_report` opens a league database and reports one season (the latest by
  default) without loading the other seasons' entries: what the app shows first.
- :class:`SeasonReports` keeps one :class:`SeasonCalculator` per season for a league that
  changes edit by edit. :meth:`SeasonReports.preview` is the in-memory path the event editor
  takes on every keystroke: the report as if the draft event were saved, nothing written.
"""

from __future__ import annotations

import dataclasses
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from leaguemgr.domain.errors import Problem, RuleError
from leaguemgr.domain.records import Event, League, Season
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_calculator import SeasonCalculator
from leaguemgr.language.texts import _
from leaguemgr.services.collector_pause import collector_paused
from leaguemgr.storage.fast_load import SeasonSlice, latest_season_name, load_league_for_season
from leaguemgr.storage.faults import reading_league
from leaguemgr.storage.locations import locate
from leaguemgr.storage.opening import open_database


class SeasonReports:
    """Incremental season reports of one league, one calculator per season."""

    def __init__(self) -> None:
        self._calculators: dict[str, SeasonCalculator] = {}

    def report(self, league: League, season: str, *, validate: bool = True) -> SeasonReport:
        """The report of ``season`` in ``league``; :class:`RuleError` for invalid data (not
        looked for entry by entry without ``validate``: then the computation may fail on it
        with another error instead)."""
        calculator = self._calculators.get(season)
        if calculator is None:
            calculator = self._calculators[season] = SeasonCalculator()
        return calculator.report(league, season, validate=validate)

    def first_problem(self, league: League, season: str) -> Problem | None:
        """The first problem of ``season`` in ``league`` (as ``validation.first_problem``
        with ``only_season`` finds it), checking only the events changed since last time."""
        calculator = self._calculators.get(season)
        if calculator is None:
            calculator = self._calculators[season] = SeasonCalculator()
        return calculator.first_problem(league, season)

    def preview(
        self,
        league: League,
        season: str,
        event: Event,
        *,
        replaces: int | None = None,
        validate: bool = True,
    ) -> SeasonReport:
        """The report as if ``event`` replaced event ``replaces`` (default: its own number).

        Nothing is written. Raises :class:`RuleError` naming the first problem, as saving
        the event would (see :meth:`report` for ``validate``).
        """
        edited = with_event(league, season, event, replaces=replaces)
        return self.report(edited, season, validate=validate)

    def forget(self, season: str | None = None) -> None:
        """Drop what is kept for ``season`` (all seasons by default), e.g. when it is deleted."""
        if season is None:
            self._calculators.clear()
        else:
            self._calculators.pop(season, None)


def with_event(league: League, season: str, event: Event, *, replaces: int | None = None) -> League:
    """``league`` with ``event`` in place of event ``replaces`` of ``season``, in number order.

    Every other event keeps its object, so calculators find their cached results.
    """
    replaced = event.number if replaces is None else replaces
    seasons = []
    found = False
    for current in league.seasons:
        if current.name == season:
            found = True
            others = [e for e in current.events if e.number != replaced]
            events = sorted([*others, event], key=lambda e: e.number)
            current = dataclasses.replace(current, events=tuple(events))
        seasons.append(current)
    if not found:
        raise RuleError(Problem(("seasons",), season, _("there is no season of that name")))
    return dataclasses.replace(league, seasons=tuple(seasons))


@dataclass(frozen=True)
class OpenedSeason:
    """One season of a league database, loaded and reported.

    ``slice.league`` holds only this season's events (see
    :class:`~leaguemgr.storage.fast_load.SeasonSlice`); ``calculator`` carries the earlier
    seasons' dealer credits and recomputes this season after edits.
    """

    slice: SeasonSlice
    report: SeasonReport
    calculator: SeasonCalculator

    @property
    def season(self) -> Season:
        return self.slice.season

    def preview(self, event: Event, *, replaces: int | None = None) -> SeasonReport:
        """The season's report as if ``event`` were saved in it (in memory, nothing written)."""
        league = with_event(self.slice.league, self.season.name, event, replaces=replaces)
        return self.calculator.report(league, self.season.name)


def open_season_report(
    path: Path | str, season: str | None = None, *, validate: bool = False
) -> OpenedSeason:
    """Open the database at ``path`` and report ``season`` (default: the latest one).

    With ``validate`` the season is checked entry by entry first, as every edit is (what
    the ``leaguemgr report`` command wants: a damaged file is named, never reported).
    Raises ``StorageError`` for a file that is not a league database, ``NotFoundError``
    for an unknown season or a league without seasons, and :class:`RuleError` for data that
    the rules refuse.
    """
    with collector_paused():
        return _open_season_report(locate(path), season, validate)


def _open_season_report(path: Any, season: str | None, validate: bool) -> OpenedSeason:
    # ``path`` as ``locate`` gives it: a Path, or a server's location.
    with (
        open_database(path, read_only=True) as database,
        reading_league(path),
        database.read_raw() as raw,
    ):
        if season is None:
            season = latest_season_name(raw)
        loaded = load_league_for_season(raw, season)
    calculator = SeasonCalculator(loaded.carried)
    # The full check of every entry is skipped here: what the database holds was checked
    # when it was written (LeagueService refuses an invalid edit or restore, an import reads
    # the file through read_league, which refuses a league with any problem) and the
    # schema's keys and unique constraints keep players, events and entries consistent.
    # Data the rules cannot apply still fails cleanly: any error from the unchecked
    # computation sends it through the checked one, which raises the RuleError naming the
    # first problem, as before. Problems found by the dealer-credit walk over earlier seasons
    # (done anyway) do the same, and the first edit previewed checks the whole season.
    report = None
    if not validate and not loaded.carried.problems:
        try:
            report = calculator.report(loaded.league, season, validate=False)
        except Exception:  # the checked computation below says what is wrong
            report = None
    if report is None:
        report = calculator.report(loaded.league, season)
    return OpenedSeason(loaded, report, calculator)
