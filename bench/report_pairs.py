"""The cold report against the SQL lower bound in CPU time, taken in turn in one process.

    .venv/bin/python bench/report_pairs.py DB SEASON [--runs 40]

On a shared machine single wall-clock runs move by a factor of two; this takes the lower
bound, the stored report as ``leaguemgr report`` reads it and the computed report
alternately, in the CPU time of this thread (``time.thread_time``), and prints each one's
median and the two ratios (bench/README.md, seventh pass).
"""

from __future__ import annotations

import argparse
import sqlite3
import statistics
import sys
import time
from collections.abc import Callable
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.measure import LOWER_BOUND_SQL


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("db")
    parser.add_argument("season")
    parser.add_argument("--runs", type=int, default=40)
    args = parser.parse_args(argv)

    from leaguemgr.services.report_store import read_season_report
    from leaguemgr.services.season_reports import open_season_report
    from leaguemgr.storage.stored_reports import code_fingerprint

    def lower_bound() -> None:
        connection = sqlite3.connect(args.db)
        try:
            connection.execute(LOWER_BOUND_SQL, (args.season,)).fetchall()
        finally:
            connection.close()

    def stored() -> None:
        code_fingerprint.cache_clear()
        assert read_season_report(args.db, args.season).stored

    def computed() -> None:
        open_season_report(args.db, args.season)

    runs: dict[str, Callable[[], None]] = {
        "lower_bound_sql": lower_bound,
        "report_cold": stored,
        "report_compute_cold": computed,
    }
    times: dict[str, list[float]] = {name: [] for name in runs}
    for _ in range(args.runs):
        for name, run in runs.items():
            started = time.thread_time()
            run()
            times[name].append(time.thread_time() - started)
    medians = {name: statistics.median(values) * 1000 for name, values in times.items()}
    for name, value in medians.items():
        print(f"{name}: {value:.2f} ms (cpu)")
    floor = medians["lower_bound_sql"]
    print(f"report_to_lower_bound: {medians['report_cold'] / floor:.2f} x (cpu)")
    print(f"report_compute_to_lower_bound: {medians['report_compute_cold'] / floor:.2f} x (cpu)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
