"""The floor of the app start: a bare PySide6 window with one label, to its first paint.

Run by ``bench/run.py`` exactly as ``bench/app_start.py`` is (a fresh interpreter,
``QT_QPA_PLATFORM=offscreen``, timed from the moment the process is started), so that the
app's start can be read as a multiple of what any PySide6 window costs on the same machine
in the same run. Prints ``painted <wall-clock time> <peak MB>`` like ``app_start.py``.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/bare_window.py
"""

from __future__ import annotations

import sys
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.first_paint import watch_first_paint
from bench.memory import peak_rss_mb


def main(argv: list[str]) -> int:
    from PySide6.QtWidgets import QApplication, QLabel, QMainWindow

    application = QApplication([argv[0]])
    watcher = watch_first_paint(application)
    window = QMainWindow()
    window.setCentralWidget(QLabel("leaguemgr"))
    window.resize(1200, 800)
    window.show()
    application.exec()
    if watcher.painted is None:
        print("no paint")
        return 1
    print(f"painted {watcher.painted:.6f} {peak_rss_mb():.1f}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(sys.argv))
