"""Start the desktop app on a league database and report when its main window first paints.

Run by ``bench/run.py`` in a fresh interpreter (``QT_QPA_PLATFORM=offscreen``), timed from
the moment the process is started: interpreter start, imports, opening the league and the
first paint are all included. Prints the wall-clock time (``time.time()``) of the first paint
event of the visible main window and the peak memory (MB) by then, then quits.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/app_start.py league.sqlite
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.first_paint import watch_first_paint
from bench.memory import peak_rss_mb


def main(argv: list[str]) -> int:
    # The app's own modules first, as the real start imports them.
    try:
        from leaguemgr.ui import app as ui_app
    except ImportError as exc:
        print(f"skipped: the desktop app cannot be imported ({exc})")
        return 2
    if not hasattr(ui_app, "run_app") or not hasattr(ui_app, "create_application"):
        print("skipped: leaguemgr.ui.app has no run_app/create_application yet")
        return 2
    application = ui_app.create_application([argv[0]])
    watcher = watch_first_paint(application)
    status = ui_app.run_app([argv[0], argv[1]])
    if watcher.painted is None:
        print(f"no paint (exit status {status})")
        return 1
    print(f"painted {watcher.painted:.6f} {peak_rss_mb():.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
