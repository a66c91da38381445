"""Season reports kept in the league file, so that a cold report reads instead of computing.

Reading: :func:`read_season_report` gives what ``leaguemgr report`` prints: the stored
report when it still holds (see :mod:`leaguemgr.storage.stored_reports`), else the report
computed as :func:`~.season_reports.open_season_report` computes it. It never writes.

Writing is done only by programs that write the league anyway, after their write:
:func:`refresh_stored_reports` computes the seasons' reports from the file, checked as every
edit is, and stores them if the file has not changed meanwhile (the import stores the
report it computed itself: ``LeagueTransfer.import_league``). A season the rules refuse gets
no stored report: its report is computed, and refused, every time. A league on a server
keeps none.
"""

from __future__ import annotations

import sqlite3
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_calculator import SeasonCalculator
from leaguemgr.services.collector_pause import collector_paused
from leaguemgr.services.season_reports import open_season_report
from leaguemgr.storage.data_revision import read_revision
from leaguemgr.storage.errors import NotFoundError, StorageError
from leaguemgr.storage.fast_load import (
    latest_season_name,
    load_league_for_season,
    load_league_outline,
)
from leaguemgr.storage.faults import reading_league
from leaguemgr.storage.locations import locate
from leaguemgr.storage.opening import open_database
from leaguemgr.storage.stored_reports import holds, read_stored, write_stored

# A writer holding the file longer than this is let be: the report is stored another time.
_WRITE_WAIT_S = 1.0


@dataclass(frozen=True)
class SeasonReading:
    """A season's report and the league around it: its name, players and every season's
    rules (the events only when the report was computed)."""

    league: League
    report: SeasonReport
    #: Whether the report was read from the file rather than computed.
    stored: bool


def read_season_report(path: Path | str, season: str | None = None) -> SeasonReading:
    """The report of ``season`` (default: the latest), checked as ``leaguemgr report``
    wants it: the stored one if it still holds, else computed (``validate=True``); the
    same errors as :func:`~.season_reports.open_season_report`. Nothing is written."""
    location = locate(path)
    if isinstance(location, Path):
        with (
            collector_paused(),
            open_database(location, read_only=True) as database,
            reading_league(location),
            database.read_raw() as raw,
        ):
            name = latest_season_name(raw) if season is None else season
            report = read_stored(raw, name)
            league = load_league_outline(raw) if report is not None else None
        if report is not None and league is not None:
            return SeasonReading(league, report, stored=True)
    opened = open_season_report(location, season, validate=True)
    return SeasonReading(opened.slice.league, opened.report, stored=False)


def refresh_stored_reports(path: Path | str, seasons: Iterable[str] | None = None) -> list[str]:
    """Compute and store the reports of ``seasons`` (default: every season) of the league
    file at ``path``; the names of those stored. Storing is a saving of time, never a
    condition: a server, a file that may not be written, one busy for more than a second or
    one changed meanwhile simply gets none, and nothing is raised for it."""
    location = locate(path)
    if not isinstance(location, Path):
        return []
    try:
        raw = _writer(location)
    except (sqlite3.Error, OSError):
        return []
    try:
        with collector_paused():
            raw.execute("BEGIN")
            try:
                revision = read_revision(raw)
                names = list(seasons) if seasons is not None else _season_names(raw)
                reports = {} if revision is None else _computed(raw, names)
            finally:
                raw.execute("ROLLBACK")
            if revision is None or not reports or not write_stored(raw, reports, revision):
                return []
        return list(reports)
    except (sqlite3.Error, StorageError):
        return []
    finally:
        raw.close()


def refresh_after_write(path: Path | str, *seasons: str | None) -> list[str]:
    """:func:`refresh_stored_reports` of the seasons a write changed (those named and still
    there) and of the latest season, the one a report shows by default."""
    location = locate(path)
    if not isinstance(location, Path):
        return []
    try:
        raw = _writer(location)
        try:
            names = _season_names(raw)
        finally:
            raw.close()
    except (sqlite3.Error, OSError):
        return []
    wanted = [name for name in names if name in seasons]
    if names and names[-1] not in wanted:
        wanted.append(names[-1])
    return refresh_stored_reports(location, wanted)


def _writer(path: Path) -> sqlite3.Connection:
    # rw: a file that is gone is not made again.
    raw = sqlite3.connect(
        f"{path.absolute().as_uri()}?mode=rw",
        uri=True,
        isolation_level=None,
        timeout=_WRITE_WAIT_S,
        check_same_thread=False,
    )
    raw.execute(f"PRAGMA busy_timeout = {int(_WRITE_WAIT_S * 1000)}")
    return raw


def _season_names(raw: sqlite3.Connection) -> list[str]:
    return [name for (name,) in raw.execute("SELECT name FROM season ORDER BY position, id")]


def _computed(raw: sqlite3.Connection, seasons: list[str]) -> dict[str, SeasonReport]:
    """Each season's checked report in ``raw``'s snapshot; a refused season is left out."""
    reports = {}
    for season in seasons:
        if holds(raw, season):  # nothing written since it was kept
            continue
        try:
            loaded = load_league_for_season(raw, season)
            reports[season] = SeasonCalculator(loaded.carried).report(loaded.league, season)
        except (RuleError, NotFoundError):
            continue
        except Exception:
            # Data the checks let through and the rules cannot apply: reading it computes
            # (and explains) it; a write that succeeded must not fail for a saving of time.
            continue
    return reports
