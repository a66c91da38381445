"""The league's money at 5,000 ledger lines (SPEC 7): ``ledger show`` cold, the Money screen
opening, and recording a line until the screen has repainted.

A typical league is generated (``bench/generate_league.py``), its latest season given dues
and 5,000 ledger lines, and imported into a temporary database. Then:

- ``ledger show`` cold: a fresh process runs ``leaguemgr ledger show --format json``; the
  time is the command's own (open, read, compute, print), measured inside that process, and
  the process's whole wall time is printed beside it (most of it is starting Python);
- the Money screen opens: ``MoneyView`` built and shown, the event loop run once;
- recording a line: the undoable edit pushed (one transaction), the screen refreshed and
  repainted.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/ledger.py
"""

from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import subprocess
import sys
import tempfile
import time
from decimal import Decimal
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.generate_league import SIZES, generate_league

ROOT = Path(__file__).resolve().parents[1]
TARGETS_MS = {
    "ledger show (cold)": 300,
    "Money screen opens": 100,
    "record a line": 16,
    "record, Qt's own paint": 16,
}
_SHOW = """
import sys, time, io, contextlib
begin = time.perf_counter()
from leaguemgr.cli import main
out = io.StringIO()
with contextlib.redirect_stdout(out):
    code = main(sys.argv[1:])
print(code, (time.perf_counter() - begin) * 1000, len(out.getvalue()))
"""


def with_lines(document: dict, lines: int, seed: int = 1) -> str:
    """The league file with dues and ``lines`` ledger lines in its latest season."""
    rng = random.Random(seed)
    season = document["seasons"][-1]
    season["rules"]["dues"] = {"amount": "40", "due_by_event": 3, "gate": "points"}
    players = [p["id"] for p in document["players"]]
    kinds = [("payment", "dues"), ("payment", "entries"), ("charge", "fine"), ("payout", "prize")]
    season["ledger"] = [
        {
            "date": f"2026-{rng.randint(1, 12):02d}-{rng.randint(1, 28):02d}",
            "player": rng.choice(players),
            "kind": kind,
            "amount": f"{rng.randint(1, 400)}.{rng.randint(0, 99):02d}",
            "for": purpose,
            "note": "",
        }
        for kind, purpose in (rng.choice(kinds) for _ in range(lines))
    ]
    return season["name"]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="typical")
    parser.add_argument("--lines", type=int, default=5000)
    parser.add_argument("--repeat", type=int, default=5)
    parser.add_argument("--profile", type=Path, help="write a cProfile of recording here")
    args = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication
    from shiboken6 import Shiboken

    from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.league_context import LeagueContext
    from leaguemgr.ui.money import money_commands
    from leaguemgr.ui.money.money_view import MoneyView

    app = QApplication.instance() or QApplication([])
    results: dict[str, list[float]] = {}
    with tempfile.TemporaryDirectory() as work:
        document = generate_league(SIZES[args.size])
        season = with_lines(document, args.lines)
        source = Path(work) / "league.json"
        source.write_text(json.dumps(document))
        db = Path(work) / "league.sqlite"
        service = LeagueService.open(db)
        service.import_league_file(source)
        service.close()

        walls, shows = [], []
        command = [sys.executable, "-c", _SHOW, "ledger", "show", "--db", str(db)]
        command += ["--season", season, "--format", "json"]
        env = os.environ | {"PYTHONPATH": str(ROOT)}
        for _ in range(args.repeat):
            begin = time.perf_counter()
            done = subprocess.run(command, capture_output=True, text=True, env=env, check=True)
            walls.append((time.perf_counter() - begin) * 1000)
            code, ms, size = done.stdout.split()
            assert code == "0" and int(size) > args.lines * 50, done.stderr
            shows.append(float(ms))
        results["ledger show (cold)"] = shows

        service = LeagueService.open(db)
        context = LeagueContext(service)
        context.select_season(season)
        service.report(season)  # the screens of an open league have the report already
        opens = []
        for _ in range(args.repeat):
            begin = time.perf_counter()
            view = MoneyView(context)
            view.resize(1300, 820)
            view.show()
            app.processEvents()
            opens.append((time.perf_counter() - begin) * 1000)
            view.close()
            Shiboken.delete(view)  # gone now: a closed screen must not refresh on changes
        results["Money screen opens"] = opens

        view = MoneyView(context)
        view.resize(1300, 820)
        view.show()
        app.processEvents()
        player = service.league.players[0].id
        view.select_player(player)
        records, shown = [], []
        import cProfile

        profiler = cProfile.Profile() if args.profile else None
        if profiler is not None:
            profiler.enable()
        for index in range(args.repeat * 4):
            amount = Decimal(1 + index % 7)
            line = LedgerLine("2026-12-01", player, LedgerKind.PAYMENT, amount, LedgerFor.OTHER)
            # As bench/night_bust.py times a bust: the edit saved and the screen refreshed,
            # then the worst case of the whole screen repainted (what Qt paints of the change
            # alone, the event loop run once, is timed apart).
            begin = time.perf_counter()
            context.push(money_commands.record_line(context, season, line, "Record payment"))
            saved = time.perf_counter()
            app.processEvents()
            painted = time.perf_counter()
            view.repaint()
            records.append((saved - begin + time.perf_counter() - painted) * 1000)
            shown.append((painted - begin) * 1000)
        if profiler is not None:
            profiler.disable()
            profiler.dump_stats(args.profile)
        results["record a line"] = records
        results["record, Qt's own paint"] = shown
        view.close()
        service.close()

    print(f"{args.lines:,} ledger lines, league size {args.size}")
    for name, times in results.items():
        target = TARGETS_MS[name]
        median = statistics.median(times)
        verdict = "ok" if median < target else "OVER"
        extra = f" (process wall {statistics.median(walls):.0f} ms)" if "show" in name else ""
        print(
            f"  {name:<24} median {median:7.1f} ms  best {min(times):7.1f} ms  "
            f"target < {target} ms  {verdict}{extra}"
        )
    return 0


def Decimal_of(index: int):
    from decimal import Decimal

    return Decimal(1 + index % 7)


if __name__ == "__main__":
    raise SystemExit(main())
