"""The same league on a file and on a PostgreSQL server (SPEC 6), side by side.

A synthetic league is imported into a SQLite file and into a database of a throwaway local
cluster (started as the tests start it: ``tests/pg_cluster.py``, on a Unix socket). Then, on
each: the season report cold (open, load the season, compute), and a live bust round trip
(``NightService.bust``: one transaction that checks the change counter, appends the action
and commits), each bust of a 60-player night timed on its own.

    .venv/bin/python bench/server.py [--size large] [--repeat 7] [--busts 30]

Targets (issue "A league shared by several venues"): the report within 2x of SQLite, a
bust round trip under 50 ms on a local server. The cluster runs with fsync off like the
test cluster, so the server's figures leave out the disk's flush (a real server pays it on
every commit, as SQLite in WAL mode does at checkpoints).
"""

from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.generate_league import SIZES, generate_league


def report_times(db: str, season: str, repeat: int) -> list[float]:
    from leaguemgr.services.season_reports import open_season_report

    times = []
    for _ in range(repeat):
        start = time.perf_counter()
        open_season_report(db, season)
        times.append(time.perf_counter() - start)
    return times


def bust_times(db: str | Path, field: int, busts: int) -> list[float]:
    """A night of the league's latest season with ``field`` players; each bust timed."""
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService

    service = LeagueService.open(db)
    try:
        nights = NightService(service, random.Random(1))
        season = service.season_names()[-1]
        number = max(e.number for e in service.season(season).events) + 1
        nights.start(season, number)
        for player in [p.id for p in service.league.players][:field]:
            nights.arrive(season, number, player)
        nights.draw(season, number)
        times = []
        for _ in range(min(busts, field - 1)):
            left = nights.night(season, number).remaining
            start = time.perf_counter()
            nights.bust(season, number, [left[-1]], [left[0]])
            times.append(time.perf_counter() - start)
        return times
    finally:
        service.close()


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="large")
    parser.add_argument("--repeat", type=int, default=7)
    parser.add_argument("--busts", type=int, default=30)
    args = parser.parse_args(argv)

    from leaguemgr.cli import main as cli_main
    from tests.pg_cluster import ClusterUnavailable, start_cluster

    try:
        cluster = start_cluster()
    except ClusterUnavailable as exc:
        print(f"no PostgreSQL cluster: {exc}")
        return 2
    spec = SIZES[args.size]
    try:
        with tempfile.TemporaryDirectory() as work:
            document = generate_league(spec)
            source = Path(work) / "league.json"
            source.write_text(json.dumps(document))
            season = document["seasons"][-1]["name"]
            places = {"file": str(Path(work) / "league.sqlite"), "server": cluster.new_database()}
            figures: dict[str, dict[str, float]] = {}
            for where, db in places.items():
                start = time.perf_counter()
                if cli_main(["import", str(source), "--db", db]) != 0:
                    return 2
                imported = time.perf_counter() - start
                report = statistics.median(report_times(db, season, args.repeat))
                bust = bust_times(db, spec.entries_per_event, args.busts)
                figures[where] = {
                    "import": imported,
                    "report": report,
                    "bust": statistics.median(bust),
                    "bust_worst": max(bust),
                }
    finally:
        cluster.stop()

    file, server = figures["file"], figures["server"]
    print(f"league: {args.size}, season {season}")
    print(f"import: file {file['import']:.2f} s, server {server['import']:.2f} s")
    print(
        f"season report, cold: file {file['report'] * 1000:.1f} ms, "
        f"server {server['report'] * 1000:.1f} ms ({server['report'] / file['report']:.2f} x)"
    )
    print(
        f"live bust round trip, median (worst): file {file['bust'] * 1000:.1f} ms "
        f"({file['bust_worst'] * 1000:.1f}), server {server['bust'] * 1000:.1f} ms "
        f"({server['bust_worst'] * 1000:.1f})"
    )
    ratio_met = server["report"] <= 2 * file["report"]
    bust_met = server["bust"] < 0.050
    print(f"target report within 2x of the file: {'met' if ratio_met else 'NOT met'}")
    print(f"target bust under 50 ms on a local server: {'met' if bust_met else 'NOT met'}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
