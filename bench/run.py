"""Measure leaguemgr on synthetic leagues of three sizes and print one line per figure.

    .venv/bin/python bench/run.py [--sizes typical,large,stress] [--repeat N]

Each figure is ``name: value unit``, the median of several runs; each measurement runs in a
process of its own (``bench/measure.py``), so the peak memory printed beside it is that
measurement's alone. League files are generated once per size and seed
(``bench/generate_league.py``) and kept in the work folder for the next run.
"""

from __future__ import annotations

import argparse
import hashlib
import json
import os
import platform
import statistics
import subprocess
import sys
import tempfile
import time
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

BENCH = Path(__file__).resolve().parent
REPO = BENCH.parent
if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(REPO))

from bench.generate_league import SIZES, LeagueSpec, generate_league  # noqa: E402

# Targets of the performance issue (milliseconds or megabytes), checked at the end.
TARGETS: dict[tuple[str, str], tuple[float, str]] = {
    ("typical", "report_cold"): (20, "ms"),
    ("typical", "report_compute_cold"): (20, "ms"),
    ("typical", "recompute_after_edit"): (10, "ms"),
    ("large", "report_cold"): (150, "ms"),
    ("large", "report_compute_cold"): (150, "ms"),
    ("large", "recompute_after_edit"): (30, "ms"),
    ("large", "app_start"): (1200, "ms"),
    ("large", "app_start_to_bare_window"): (4, "x"),
    ("large", "check"): (2000, "ms"),
    ("large", "report_to_lower_bound"): (3, "x"),
    ("stress", "import"): (30_000, "ms"),
    ("stress", "report_cold"): (300, "ms"),
    ("stress", "report_compute_cold"): (300, "ms"),
    ("stress", "peak_rss"): (400, "MB"),
}
# The slow measurements get fewer runs at the bigger sizes, to keep the whole run short.
SLOW_REPEATS = {"typical": None, "large": 3, "stress": 1}
APP_TIMEOUT_S = 120


@dataclass
class Results:
    """Figures of one size, in milliseconds (times) and megabytes (memory)."""

    size: str
    figures: dict[str, float] = field(default_factory=dict)
    peaks: dict[str, float] = field(default_factory=dict)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    parser.add_argument("--sizes", default="typical,large,stress")
    parser.add_argument("--repeat", type=int, default=7, help="runs per figure (median)")
    parser.add_argument("--seed", type=int, default=1)
    parser.add_argument(
        "--workdir",
        type=Path,
        default=Path(tempfile.gettempdir()) / "leaguemgr-bench",
        help="where league files and databases are kept between runs",
    )
    args = parser.parse_args(argv)
    sizes = [size.strip() for size in args.sizes.split(",") if size.strip()]
    unknown = [size for size in sizes if size not in SIZES]
    if unknown:
        parser.error(f"unknown size {unknown[0]!r}; choose from {', '.join(SIZES)}")
    args.workdir.mkdir(parents=True, exist_ok=True)

    started = time.perf_counter()
    emit("cpu_count", os.cpu_count() or 0, "cpus")
    emit("python", platform.python_version(), "")
    all_results = [run_size(SIZES[size], args) for size in sizes]
    check_targets(all_results)
    emit("bench_duration", time.perf_counter() - started, "s")
    return 0


def emit(name: str, value: float | str, unit: str) -> None:
    if isinstance(value, float):
        value = f"{value:.1f}" if value >= 10 else f"{value:.2f}"
    print(f"{name}: {value} {unit}".rstrip(), flush=True)


def run_size(spec: LeagueSpec, args: argparse.Namespace) -> Results:
    results = Results(spec.name)
    league_file = league_file_for(spec, args.seed, args.workdir)
    about = json.loads(league_file.with_suffix(".about").read_text(encoding="utf-8"))
    season, entries, season_entries = about["season"], about["entries"], about["season_entries"]
    prefix = spec.name
    print(
        f"{prefix}.league: {entries} entries in {spec.seasons} seasons, {spec.players} players;"
        f" reported season {season}: {season_entries} entries",
        flush=True,
    )

    work = args.workdir / spec.name
    work.mkdir(exist_ok=True)
    slow = SLOW_REPEATS.get(spec.name) or args.repeat
    slow = min(slow, args.repeat)
    db = work / "import-0.sqlite"

    def figure(name: str, what: str, repeat: int, **options: str) -> dict[str, Any]:
        result = run_measure(what, repeat=repeat, workdir=str(work), **options)
        note = result.get("note", "")
        if not result["times"]:
            print(f"{prefix}.{name}: {note or 'skipped'}", flush=True)
            return result
        value = statistics.median(result["times"]) * 1000
        results.figures[name] = value
        results.peaks[name] = result["peak_rss_mb"]
        emit(f"{prefix}.{name}", value, "ms")
        emit(f"{prefix}.{name}.peak_rss", result["peak_rss_mb"], "MB")
        if note:
            print(f"{prefix}.{name}.note: {note}", flush=True)
        return result

    figure("import", "import", slow, league_file=str(league_file))
    fast = max(args.repeat, 11)
    figure("lower_bound_sql", "lower-bound", fast, db=str(db), season=season)
    figure("report_reads_sql", "report-reads", fast, db=str(db), season=season)
    figure("report_cold", "report-cold", fast, db=str(db), season=season)
    figure("report_compute_cold", "report-compute-cold", fast, db=str(db), season=season)
    ratios = {
        "report_reads_sql": "report_reads_to_lower_bound",
        "report_cold": "report_to_lower_bound",
        "report_compute_cold": "report_compute_to_lower_bound",
    }
    for name, ratio_name in ratios.items():
        if name in results.figures and "lower_bound_sql" in results.figures:
            ratio = results.figures[name] / results.figures["lower_bound_sql"]
            results.figures[ratio_name] = ratio
            emit(f"{prefix}.{ratio_name}", ratio, "x")
    figure("report_full_load", "report-full-load", slow, db=str(db), season=season)
    figure("recompute_after_edit", "recompute", max(args.repeat, 21), db=str(db), season=season)
    figure("xlsx_export", "xlsx", slow, db=str(db), season=season)
    figure("check", "check", slow, db=str(db))
    app_start(results, db, slow)
    if results.peaks:
        results.figures["peak_rss"] = max(results.peaks.values())
    return results


def league_file_for(spec: LeagueSpec, seed: int, workdir: Path) -> Path:
    """The generated league file of ``spec``, made once per generator version and seed."""
    version = hashlib.sha256((BENCH / "generate_league.py").read_bytes()).hexdigest()[:10]
    path = workdir / f"{spec.name}-seed{seed}-{version}.league.json"
    about = path.with_suffix(".about")
    if not path.exists() or not about.exists():
        started = time.perf_counter()
        document = generate_league(spec, seed)
        partial = path.with_suffix(".partial")
        partial.write_text(json.dumps(document, separators=(",", ":")), encoding="utf-8")
        partial.replace(path)
        # What the runner prints about the league, so that it never holds the file itself:
        # the measuring processes are forked from it and should start small.
        last = document["seasons"][-1]
        facts = {
            "season": last["name"],
            "entries": sum(len(e["entries"]) for s in document["seasons"] for e in s["events"]),
            "season_entries": sum(len(e["entries"]) for e in last["events"]),
        }
        about.write_text(json.dumps(facts), encoding="utf-8")
        emit(f"{spec.name}.generate", time.perf_counter() - started, "s")
    return path


def run_measure(what: str, *, repeat: int, **options: str) -> dict[str, Any]:
    command = [sys.executable, str(BENCH / "measure.py"), what, "--repeat", str(repeat)]
    for key, value in options.items():
        command += [f"--{key.replace('_', '-')}", value]
    completed = subprocess.run(command, capture_output=True, text=True, cwd=REPO, check=False)
    if completed.returncode != 0:
        last = (completed.stderr.strip().splitlines() or ["no output"])[-1]
        return {"times": [], "note": f"failed: {last}", "peak_rss_mb": 0.0}
    return json.loads(completed.stdout.strip().splitlines()[-1])


def app_start(results: Results, db: Path, repeat: int) -> None:
    """Wall time from starting a fresh interpreter to the first paint of the main window,
    beside the same for a bare PySide6 window with one label (the floor) and their ratio.

    The two are started alternately, so that a noisy moment of the machine weighs on both.
    """
    name = f"{results.size}.app_start"
    scripts = {"app_start": [str(db)], "bare_window": []}
    times: dict[str, list[float]] = {key: [] for key in scripts}
    peaks: dict[str, list[float]] = {key: [] for key in scripts}
    with tempfile.TemporaryDirectory() as home:
        # A home of its own: the app's settings (recent files, window state) stay out of
        # the user's, and every run starts the same way.
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen", HOME=home)
        env.update(XDG_CONFIG_HOME=f"{home}/config", XDG_DATA_HOME=f"{home}/data")
        # Started as an installed app starts: with its modules' bytecode cached (an
        # environment that forbids writing it would time compiling every module instead).
        # The untimed first run writes that cache, and shows the first-start welcome.
        env.pop("PYTHONDONTWRITEBYTECODE", None)
        for run in range(repeat + 1):
            for script, arguments in scripts.items():
                painted = _first_paint(script, arguments, env)
                if isinstance(painted, str):
                    print(f"{name}: {painted}", flush=True)
                    return
                if run > 0:
                    times[script].append(painted[0])
                    peaks[script].append(painted[1])
    value = statistics.median(times["app_start"]) * 1000
    floor = statistics.median(times["bare_window"]) * 1000
    results.figures["app_start"] = value
    results.figures["app_start_to_bare_window"] = value / floor
    results.peaks["app_start"] = max(peaks["app_start"])
    emit(name, value, "ms")
    emit(f"{name}.peak_rss", max(peaks["app_start"]), "MB")
    emit(f"{results.size}.bare_window", floor, "ms")
    emit(f"{results.size}.bare_window.peak_rss", max(peaks["bare_window"]), "MB")
    emit(f"{results.size}.app_start_to_bare_window", value / floor, "x")


def _first_paint(
    script: str, arguments: list[str], env: dict[str, str]
) -> tuple[float, float] | str:
    """(seconds from the process start to its first paint, peak MB) of ``bench/SCRIPT.py``,
    or why there was none (``"skipped: ..."``)."""
    started = time.time()
    try:
        completed = subprocess.run(
            [sys.executable, str(BENCH / f"{script}.py"), *arguments],
            capture_output=True,
            text=True,
            cwd=REPO,
            env=env,
            timeout=APP_TIMEOUT_S,
            check=False,
        )
    except subprocess.TimeoutExpired:
        return f"skipped: no paint within {APP_TIMEOUT_S} s"
    lines = completed.stdout.strip().splitlines()
    last = lines[-1] if lines else (completed.stderr.strip().splitlines() or [""])[-1]
    if not last.startswith("painted "):
        return last if last.startswith("skipped") else f"skipped: {last}"
    _, painted, peak = last.split()
    return float(painted) - started, float(peak)


def check_targets(all_results: list[Results]) -> None:
    by_size = {results.size: results for results in all_results}
    for (size, name), (limit, unit) in TARGETS.items():
        results = by_size.get(size)
        if results is None or name not in results.figures:
            continue
        value = results.figures[name]
        verdict = "met" if value < limit or (unit == "x" and value <= limit) else "MISSED"
        shown = f"{value:.1f} {unit}" if unit != "x" else f"{value:.2f} x"
        print(f"target.{size}.{name}: {verdict} ({shown}, target < {limit:g} {unit})", flush=True)


if __name__ == "__main__":
    raise SystemExit(main())
