"""Import of a workbook of 50 grid sheets, each 40 players by 12 nights (24,000 entries).

    /work/venv/bin/python bench/import_sheet.py [--sheets 50] [--players 40] [--nights 12]
        [--repeat 5]

Each sheet is a season as organizers keep one: a title row, an unnamed rank column, the
players, a blank column, the nights ("Week 1" ...), a totals column, some nights missed
(blank cells) and some points typed as "41 pts". It prints the median of ``--repeat`` runs
of: the whole ``leaguemgr import-sheet`` into a new league (read, detect, check, plan,
write), reading and planning alone, and importing the same workbook again (which changes
nothing). Target: the import under 3 s.
"""

from __future__ import annotations

import argparse
import contextlib
import io
import random
import statistics
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from leaguemgr.cli import main  # noqa: E402
from leaguemgr.services.sheet_import import plan_sheet_import, read_sheet_files  # noqa: E402


def make_workbook(path: Path, sheets: int, players: int, nights: int, seed: int = 7) -> None:
    import openpyxl

    chance = random.Random(seed)
    workbook = openpyxl.Workbook()
    workbook.remove(workbook.active)
    for number in range(sheets):
        sheet = workbook.create_sheet(f"Season {2000 + number}")
        sheet.append([f"Poker league, season {2000 + number}"])
        sheet.append([None, "Player", None, *[f"Week {n + 1}" for n in range(nights)], "Total"])
        rows = []
        for player in range(players):
            points: list[object] = []
            for _ in range(nights):
                points.append(None if chance.random() < 0.15 else chance.randint(0, 100))
            total = sum(p for p in points if isinstance(p, int))
            typed = [
                f"{p} pts" if isinstance(p, int) and chance.random() < 0.1 else p for p in points
            ]
            rows.append((total, f"Player {player:03d}", typed))
        rows.sort(key=lambda row: -row[0])
        for rank, (total, name, typed) in enumerate(rows, 1):
            sheet.append([rank, name, None, *typed, total])
    workbook.save(path)


def timed(function) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def _quiet(arguments: list[str]) -> None:
    with contextlib.redirect_stdout(io.StringIO()):
        assert main(arguments) == 0


def run(sheets: int, players: int, nights: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory(prefix="leaguemgr-sheet-bench-") as temporary:
        path = Path(temporary) / "history.xlsx"
        make_workbook(path, sheets, players, nights)
        imports, plans, again = [], [], []
        for attempt in range(repeat):
            db = Path(temporary) / f"league{attempt}.sqlite"
            plans.append(timed(lambda: plan_sheet_import(None, read_sheet_files([path]))))
            arguments = ["import-sheet", str(path), "--db", str(db)]
            imports.append(timed(lambda a=arguments: _quiet(a)))
            again.append(timed(lambda a=arguments: _quiet(a)))
        size = path.stat().st_size
    entries = sheets * players * nights
    print(f"workbook: {sheets} sheets x {players} players x {nights} nights ({size / 1e6:.1f} MB)")
    print(f"read + detect + plan: {statistics.median(plans):.2f} s")
    median = statistics.median(imports)
    print(f"import-sheet into a new league: {median:.2f} s (about {entries:,} cells of points)")
    print(f"import-sheet again (changes nothing): {statistics.median(again):.2f} s")
    print(f"target: under 3 s: {'met' if median < 3 else 'NOT met'}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheets", type=int, default=50)
    parser.add_argument("--players", type=int, default=40)
    parser.add_argument("--nights", type=int, default=12)
    parser.add_argument("--repeat", type=int, default=5)
    options = parser.parse_args()
    run(options.sheets, options.players, options.nights, options.repeat)
