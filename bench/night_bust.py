"""One bust on the Night screen at a league size: the action saved (one transaction), the
night recomputed and the screen repainted, as the director waits for it after Enter.

The league is generated (``bench/generate_league.py``) and imported into a temporary
database; the next event of its latest season is started, a full field arrives and is
seated, and then players bust one at a time through the screen (``NightView.record_bust``,
what Enter on the hitman does). Each bust is timed from the call to the end of the
repaint: the one Qt makes of what changed (the event loop run until it has nothing left to
paint), and the worst case of every pixel of the screen repainted. ``--window`` times it in
the whole main window instead, where every built screen also refreshes on the change;
``--knockout progressive`` makes it a progressive knockout night (each bust says who
collects what; the seating shows every head).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/night_bust.py --size large
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from bench.generate_league import SIZES, generate_league

TARGET_MS = 16
PASSES = 3  # of the event loop after a bust: the second paints what the first laid out


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--size", choices=sorted(SIZES), default="large")
    parser.add_argument("--busts", type=int, default=30)
    parser.add_argument("--window", action="store_true", help="in the whole main window")
    parser.add_argument(
        "--profile", type=Path, help="write a cProfile of the busts (save to repaint) here"
    )
    parser.add_argument(
        "--knockout",
        choices=("none", "fixed", "progressive"),
        default="none",
        help="the night pays knockout bounties of $10 (SPEC 9): every bust says who collects "
        "what, and progressive heads show in the seating",
    )
    args = parser.parse_args(argv)

    import random

    from PySide6.QtWidgets import QAbstractScrollArea, QApplication
    from shiboken6 import Shiboken

    from leaguemgr.domain.records import KnockoutKind
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from leaguemgr.ui.collector import making_long_lived_records
    from leaguemgr.ui.league_context import LeagueContext
    from leaguemgr.ui.main_window import MainWindow
    from leaguemgr.ui.night.night_view import NightView

    app = QApplication.instance() or QApplication([])
    with tempfile.TemporaryDirectory() as work:
        source = Path(work) / "league.json"
        source.write_text(json.dumps(generate_league(SIZES[args.size])))
        db = Path(work) / "league.sqlite"
        service = LeagueService.open(db)
        service.import_league_file(source)
        if args.knockout != "none":
            _with_knockouts(service, KnockoutKind(args.knockout))
        window = None
        # As the app opens a league (ui/app.py): its records made with the collector off,
        # then frozen. Without it, a full collection walking the large league's records
        # paused a bust of the Night screen alone for 80-100 ms.
        with making_long_lived_records():
            if args.window:
                window = MainWindow()
                window.load_service(service)
                window.show()
                for key in window.screens:
                    window.screens[key]  # built now, as after the first paint
                view = window.show_screen("night")
                context = window.context
            else:
                context = LeagueContext(service)
                context.service.league  # noqa: B018 - read as the window reads it
                view = NightView(context)
                view.resize(1300, 820)
                view.show()
        app.processEvents()
        view.nights = NightService(context.service, random.Random(1))
        field = SIZES[args.size].entries_per_event
        view.actions.start_night()
        data = view.data
        players = [p.id for p in context.service.league.players][:field]
        for player in players:
            view.nights.arrive(data.season, data.number, player)
        view.actions.draw()
        for _ in range(PASSES):  # the seats drawn are on screen before the first bust
            app.processEvents()
        times, refreshes, repaints = [], [], []
        refresh = view.refresh

        def timed_refresh() -> None:
            begin = time.perf_counter()
            refresh()
            refreshes.append(time.perf_counter() - begin)

        view.refresh = timed_refresh
        shown, cpu = [], []
        profiler = cProfile.Profile() if args.profile else None
        for _ in range(min(args.busts, field - 1)):
            left = view.data.night.remaining
            if profiler is not None:
                profiler.enable()
            cpu_start = time.process_time()
            start = time.perf_counter()
            view.actions.record_bust([left[-1]], [left[0]], [])
            saved = time.perf_counter()
            # What Qt does next: lay out and paint what changed, until nothing is left to do
            # (a table laid out on a timer paints on the pass after: the bust shows then).
            for _ in range(PASSES):
                app.processEvents()
            shown.append(time.perf_counter() - start)
            cpu.append(time.process_time() - cpu_start)
            if profiler is not None:
                profiler.disable()
            painted = time.perf_counter()
            # The worst case: every pixel of the screen painted again. A repaint of the screen
            # leaves out the tables whose rows did not change: they are marked as changed.
            for area in view.findChildren(QAbstractScrollArea):
                area.viewport().update()
            view.repaint()
            # Shown on screen here, not on the next bust's time: the next pass flushes it.
            for _ in range(PASSES):
                app.processEvents()
            repaints.append(time.perf_counter() - painted)
            times.append(saved - start + repaints[-1])
        if profiler is not None:
            profiler.dump_stats(args.profile)
        # The widgets go before the application does: left to the interpreter's exit, the
        # clock's sound player outlived it and the process ended in a crash.
        shown_widget = window if window is not None else view
        shown_widget.close()
        Shiboken.delete(shown_widget)
        service.close()
    where = "main window, every screen built" if args.window else "Night screen"
    if args.knockout != "none":
        where += f", {args.knockout} knockout bounties"
    for label, figures in (
        ("save + recompute + Qt's repaint of what changed", shown),
        ("save + recompute + the whole screen repainted", times),
        ("save + recompute + Qt's repaint, CPU time of this process only", cpu),
    ):
        median = statistics.median(figures) * 1000
        verdict = "met" if median < TARGET_MS else "NOT met"
        print(
            f"{args.size}, {where}, {field} players, one bust ({label}): median {median:.1f} ms,"
            f" worst {max(figures) * 1000:.1f} ms over {len(figures)} busts"
            f" (target < {TARGET_MS} ms: {verdict})"
        )
    saves = [t - r - p for t, r, p in zip(times, refreshes, repaints, strict=True)]
    print(
        "  of which (medians): the service's save (with --window: and the other screens' refresh) "
        f"{statistics.median(saves) * 1000:.1f} ms, the screen's refresh "
        f"{statistics.median(refreshes) * 1000:.1f} ms, the repaint "
        f"{statistics.median(repaints) * 1000:.1f} ms"
    )
    return 0


def _with_knockouts(service, kind) -> None:
    """The latest season pays $10 knockout bounties from its next night on."""
    import dataclasses
    from decimal import Decimal

    from leaguemgr.domain.records import KnockoutRules

    season = service.season_names()[-1]
    rules = service.season(season).rules
    knockout = KnockoutRules(kind, Decimal("10"))
    service.save_rules(season, dataclasses.replace(rules, knockout=knockout))


if __name__ == "__main__":
    raise SystemExit(main())
