"""The app's CPU while idle with the clock running: a night started on the sample league,
20 players seated, the clock running, the Night screen shown and the big screen open at
1920×1080. Nothing else happens for ``--seconds`` (20) of wall-clock time; the process's
CPU time over that time is the figure (target: under 2% of one core).

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/clock_idle.py
    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python bench/clock_idle.py

It also counts the clock's reads, to show the clock did run: one a second.
"""

from __future__ import annotations

import argparse
import os
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

TARGET_PERCENT = 2.0
SAMPLE = Path(__file__).resolve().parents[1] / "resources" / "sample.league.json"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=20.0)
    args = parser.parse_args(argv)
    if not 1 <= args.seconds <= 600:
        parser.error("--seconds: from 1 to 600")

    import random

    from PySide6.QtCore import QSettings
    from PySide6.QtWidgets import QApplication

    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from leaguemgr.ui.main_window import MainWindow

    with tempfile.TemporaryDirectory() as work:
        for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
            QSettings.setPath(kind, QSettings.Scope.UserScope, str(Path(work) / "settings"))
        app = QApplication.instance() or QApplication([])
        service = LeagueService.open(Path(work) / "league.sqlite")
        service.import_league_file(SAMPLE)
        window = MainWindow()
        window.load_service(service)
        window.resize(1280, 820)
        window.show()
        view = window.show_screen("night")
        view.nights = NightService(service, random.Random(1))
        view.clock.sounds.play = lambda _sound: None  # the figure is the app's, not audio's
        view.actions.start_night()
        data = view.data
        season, number = data.season, data.number
        for player in [p.id for p in service.league.players][:20]:
            view.nights.arrive(season, number, player)
        view.nights.draw(season, number, seed=1)
        view.nights.clock_start(season, number)
        view.refresh()
        window.clock_actions.big_screen.trigger()
        view.clock.big_screen.resize(1920, 1080)

        # Let the window settle (first paints, the other screens built after the first
        # paint) before measuring the steady state.
        _run_for(3.0)
        reads = []
        view.clock.ticker.ticked.connect(reads.append)
        wall, cpu = time.monotonic(), time.process_time()
        _run_for(args.seconds)
        wall, cpu = time.monotonic() - wall, time.process_time() - cpu
        running = view.clock.ticker.reading is not None and view.clock.ticker.reading.running
        platform = app.platformName()
        window.close()
        service.close()

    percent = 100 * cpu / wall
    print(f"clock idle: {percent:.2f} % of one core ({cpu * 1000:.0f} ms CPU in {wall:.1f} s)")
    print(f"clock reads: {len(reads)} in {wall:.1f} s; clock running: {running}; {platform}")
    met = "met" if percent < TARGET_PERCENT else "NOT met"
    print(f"target: < {TARGET_PERCENT:g} % of one core: {met}")
    return 0 if percent < TARGET_PERCENT else 1


def _run_for(seconds: float) -> None:
    """Run the event loop for ``seconds`` (a loop of its own: quitting the application
    would close its windows first)."""
    from PySide6.QtCore import QEventLoop, QTimer

    loop = QEventLoop()
    QTimer.singleShot(round(seconds * 1000), loop.quit)
    loop.exec()


if __name__ == "__main__":
    raise SystemExit(main())
