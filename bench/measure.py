"""One benchmark measurement, run in its own process so that its peak memory is its own.

``bench/run.py`` starts this script once per figure and reads the one JSON line it prints:
``{"times": [seconds, ...], "peak_rss_mb": float, "note": str}``. Imports are done before
the clock starts: "season report cold" means a fresh database connection and nothing
cached, not a fresh interpreter (the app start figure covers that).

    .venv/bin/python bench/measure.py report-cold --db league.sqlite --season 2009 --repeat 5
"""

from __future__ import annotations

import argparse
import dataclasses
import json
import sqlite3
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.memory import peak_rss_mb

if TYPE_CHECKING:
    from leaguemgr.domain.records import Event

# The plain-SQL lower bound: the season's entries with one query, nothing built from them.
LOWER_BOUND_SQL = (
    "SELECT en.* FROM season AS s JOIN event AS ev ON ev.season_id = s.id"
    " JOIN entry AS en ON en.event_id = ev.id WHERE s.name = ?"
)


def timed(repeat: int, run: Callable[[int], Any]) -> list[float]:
    times = []
    for attempt in range(repeat):
        start = time.perf_counter()
        run(attempt)
        times.append(time.perf_counter() - start)
    return times


def measure_import(args: argparse.Namespace) -> dict[str, Any]:
    """``LeagueService.import_league_file`` into a fresh database each time."""
    from leaguemgr.services.league_service import LeagueService

    work = Path(args.workdir)

    def run(attempt: int) -> None:
        db = work / f"import-{attempt}.sqlite"
        for leftover in (db, db.with_name(db.name + "-wal"), db.with_name(db.name + "-shm")):
            leftover.unlink(missing_ok=True)
        service = LeagueService.open(db)
        try:
            service.import_league_file(Path(args.league_file))
        finally:
            service.close()

    return {"times": timed(args.repeat, run)}


def measure_lower_bound(args: argparse.Namespace) -> dict[str, Any]:
    """Connect, read the season's entries with one plain query, close."""
    rows = 0

    def run(_attempt: int) -> None:
        nonlocal rows
        connection = sqlite3.connect(args.db)
        try:
            rows = len(connection.execute(LOWER_BOUND_SQL, (args.season,)).fetchall())
        finally:
            connection.close()

    return {"times": timed(args.repeat, run), "note": f"{rows} rows"}


class _RecordingConnection(sqlite3.Connection):
    """A connection that notes every statement run through ``execute``, with its parameters."""

    statements: list[tuple[str, tuple[Any, ...]]]

    def execute(self, sql: str, parameters: Any = (), /) -> sqlite3.Cursor:  # type: ignore[override]
        self.statements.append((sql, tuple(parameters)))
        return super().execute(sql, parameters)


def report_statements(db: str, season: str) -> list[tuple[str, tuple[Any, ...]]]:
    """The SQL statements the cold report's loader runs for ``season``, in order."""
    from leaguemgr.storage.fast_load import load_league_for_season

    connection = sqlite3.connect(db, factory=_RecordingConnection)
    connection.statements = []
    try:
        load_league_for_season(connection, season)
    finally:
        connection.close()
    return connection.statements


def measure_report_reads(args: argparse.Namespace) -> dict[str, Any]:
    """Connect, run exactly the SQL the cold report's loader runs, fetch every row, close:
    what reading the report's inputs costs before a single record is built or rule applied."""
    statements = report_statements(args.db, args.season)
    rows = 0

    def run(_attempt: int) -> None:
        nonlocal rows
        connection = sqlite3.connect(args.db)
        try:
            rows = sum(len(connection.execute(sql, p).fetchall()) for sql, p in statements)
        finally:
            connection.close()

    return {"times": timed(args.repeat, run), "note": f"{len(statements)} queries, {rows} rows"}


def measure_report_cold(args: argparse.Namespace) -> dict[str, Any]:
    """What ``leaguemgr report`` does before it prints: open the database, read the report
    the file keeps if it still holds (else compute it), and the league's names and rules
    (``report_store.read_season_report``). Each run takes the rules code's fingerprint
    again, as each ``leaguemgr report`` process does; the note says whether it was read."""
    from leaguemgr.services.report_store import read_season_report
    from leaguemgr.storage.stored_reports import code_fingerprint

    stored = []

    def run(_attempt: int) -> None:
        code_fingerprint.cache_clear()
        stored.append(read_season_report(args.db, args.season).stored)

    times = timed(args.repeat, run)
    note = "read the stored report" if all(stored) else "computed (no stored report held)"
    return {"times": times, "note": note}


def measure_report_compute_cold(args: argparse.Namespace) -> dict[str, Any]:
    """Open the database, load the season (fast path), compute its report: the cold report
    when the file keeps none that holds (``season_reports.open_season_report``)."""
    from leaguemgr.services.season_reports import open_season_report

    return {"times": timed(args.repeat, lambda _: open_season_report(args.db, args.season))}


def measure_report_full_load(args: argparse.Namespace) -> dict[str, Any]:
    """The plain path for comparison: LeagueService loads the whole league, then reports."""
    from leaguemgr.services.league_service import LeagueService

    def run(_attempt: int) -> None:
        service = LeagueService.open(Path(args.db))
        try:
            service.report(args.season)
        finally:
            service.close()

    return {"times": timed(args.repeat, run)}


def measure_check(args: argparse.Namespace) -> dict[str, Any]:
    """``leaguemgr check``: SQLite's integrity and key checks, then every season's rules."""
    from leaguemgr.services.league_check import check_league

    def run(_attempt: int) -> None:
        problems = check_league(Path(args.db))
        assert problems == [], problems

    return {"times": timed(args.repeat, run)}


def measure_recompute(args: argparse.Namespace) -> dict[str, Any]:
    """What the event editor does on a keystroke: the season report with one finish changed.

    The edit moves a player up one place in the middle event of the season (and the player
    above down one, so that the finishes stay a valid sequence); it alternates with the
    original, so every run recomputes a changed event.
    """
    from leaguemgr.services.season_reports import open_season_report

    opened = open_season_report(args.db, args.season)
    original = opened.season.events[len(opened.season.events) // 2]
    edited = swap_finishes(original, 2, 3)
    drafts = (edited, original)
    return {
        "times": timed(args.repeat, lambda attempt: opened.preview(drafts[attempt % 2])),
        "note": f"event {original.number}, {len(original.entries)} entries",
    }


def swap_finishes(event: Event, first: int, second: int) -> Event:
    """``event`` with the players finishing ``first`` and ``second`` trading places."""
    entries = list(event.entries)
    index_a = next(i for i, e in enumerate(entries) if e.finish == first)
    index_b = next(i for i, e in enumerate(entries) if e.finish == second)
    entries[index_a] = dataclasses.replace(entries[index_a], finish=second)
    entries[index_b] = dataclasses.replace(entries[index_b], finish=first)
    return dataclasses.replace(event, entries=tuple(entries))


def measure_xlsx(args: argparse.Namespace) -> dict[str, Any]:
    """Write the season's workbook (report computed beforehand, not timed)."""
    try:
        from leaguemgr.exporters.dispatch import export_season
    except ImportError as exc:
        return {"times": [], "note": f"skipped: no season export ({exc})"}
    from leaguemgr.services.season_reports import open_season_report

    opened = open_season_report(args.db, args.season)
    target = Path(args.workdir) / "season.xlsx"

    def run(_attempt: int) -> None:
        export_season(opened.slice.league, opened.report, target)

    times = timed(args.repeat, run)
    return {"times": times, "note": f"{target.stat().st_size // 1024} KiB"}


MEASUREMENTS: dict[str, Callable[[argparse.Namespace], dict[str, Any]]] = {
    "import": measure_import,
    "lower-bound": measure_lower_bound,
    "report-reads": measure_report_reads,
    "report-cold": measure_report_cold,
    "report-compute-cold": measure_report_compute_cold,
    "report-full-load": measure_report_full_load,
    "recompute": measure_recompute,
    "check": measure_check,
    "xlsx": measure_xlsx,
}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("what", choices=sorted(MEASUREMENTS))
    parser.add_argument("--db")
    parser.add_argument("--season")
    parser.add_argument("--league-file")
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--workdir", default=tempfile.gettempdir())
    args = parser.parse_args(argv)
    result = MEASUREMENTS[args.what](args)
    result["peak_rss_mb"] = peak_rss_mb()
    print(json.dumps(result))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
