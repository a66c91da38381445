"""Import of 200 TD3 files: the three samples copied with new tournament ids and dates.

    .venv/bin/python bench/td3_import.py [--files 200] [--repeat 3]

Each copy gets its own tournament id, every time in it moved on by a week per copy (so the
copies are 200 weekly nights over four years) and its TD3 season named after its year; the
players keep their TD3 ids, as a real league's do. It prints the median of ``--repeat``
runs of each figure: the import into a new league (read every file, plan, check, write),
reading the files alone, and importing the same files again (which changes nothing).
"""

from __future__ import annotations

import argparse
import datetime as dt
import re
import statistics
import sys
import tempfile
import time
import uuid
from pathlib import Path

REPO = Path(__file__).resolve().parents[1]
sys.path.insert(0, str(REPO))

from leaguemgr.cli import main  # noqa: E402
from leaguemgr.services.td3_import import read_tournaments  # noqa: E402

SAMPLES = REPO.parent / "shared" / "td3-samples"
WEEK_MS = 7 * 24 * 3600 * 1000
_TIME = re.compile(r"((?:Start|End)?Time: )(\d{13})")
_TOURNAMENT_ID = re.compile(r'(new Tournament\(\{UUID: ")([0-9a-f-]{36})')
_SEASON = re.compile(r'(SeasonName: ")([^"]*)')


def make_files(folder: Path, count: int) -> list[Path]:
    samples = [path.read_bytes() for path in sorted(SAMPLES.glob("*.tdt"))]
    paths = []
    for index in range(count):
        raw = samples[index % len(samples)]
        encoding = "utf-8"
        try:
            text = raw.decode(encoding)
        except UnicodeDecodeError:
            encoding = "cp1252"
            text = raw.decode(encoding)
        shift = index * WEEK_MS
        start = int(_TIME.search(text).group(2)) + shift  # type: ignore[union-attr]
        year = dt.datetime.fromtimestamp(start / 1000, tz=dt.UTC).year
        text = _TIME.sub(lambda m, s=shift: m.group(1) + str(int(m.group(2)) + s), text)
        tournament = str(uuid.UUID(int=index + 1))
        text = _TOURNAMENT_ID.sub(lambda m, t=tournament: m.group(1) + t, text)
        text = _SEASON.sub(lambda m, y=year: m.group(1) + str(y), text, count=1)
        path = folder / f"ORF_Poker_{index:03d}.tdt"
        path.write_bytes(text.encode(encoding))
        paths.append(path)
    return paths


def timed(function) -> float:  # type: ignore[no-untyped-def]
    start = time.perf_counter()
    function()
    return time.perf_counter() - start


def run(count: int, repeat: int) -> None:
    with tempfile.TemporaryDirectory(prefix="leaguemgr-td3-bench-") as temporary:
        folder = Path(temporary) / "tdt"
        folder.mkdir()
        make_files(folder, count)
        size = sum(path.stat().st_size for path in folder.iterdir())
        reads, imports, again = [], [], []
        for attempt in range(repeat):
            db = Path(temporary) / f"league{attempt}.sqlite"
            reads.append(timed(lambda: read_tournaments([folder])))
            arguments = ["import-td3", str(folder), "--db", str(db), "--time-zone", "UTC"]
            imports.append(timed(lambda a=arguments: _quiet(a)))
            again.append(timed(lambda a=arguments: _quiet(a)))
    print(f"files: {count} ({size / 1e6:.1f} MB)")
    print(f"read and check the files: {statistics.median(reads):.2f} s")
    print(f"import-td3 into a new league: {statistics.median(imports):.2f} s (target < 10 s)")
    print(f"import-td3 of the same files again: {statistics.median(again):.2f} s")


def _quiet(arguments: list[str]) -> None:
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()):
        code = main(arguments)
    if code != 0:
        raise SystemExit(f"import-td3 failed with {code}")


if __name__ == "__main__":
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=200)
    parser.add_argument("--repeat", type=int, default=3)
    options = parser.parse_args()
    run(options.files, options.repeat)
