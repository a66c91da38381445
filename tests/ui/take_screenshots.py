"""Regenerate the README screenshots from the real app on the sample league.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_screenshots.py

It works on a temporary copy of the sample league and temporary settings, so it never touches
the organizer's own leagues, and writes PNGs into ``docs/screenshots/``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.app import create_application
from leaguemgr.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
OUT = REPO / "docs" / "screenshots"
SAMPLE = REPO / "resources" / "sample.league.json"


def settle(app: QApplication) -> None:
    for _ in range(20):
        app.processEvents()


def save(widget: QWidget, name: str, app: QApplication) -> None:
    settle(app)
    path = OUT / name
    if not widget.grab().save(str(path)):
        raise SystemExit(f"could not write {path}")
    print(path)


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="leaguemgr-shots-"))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(work / "settings"))
    app = create_application(sys.argv)
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    OUT.mkdir(parents=True, exist_ok=True)

    window = MainWindow()
    window.load_service(service)
    window.resize(1200, 800)
    window.show()
    settle(app)

    window.show_screen("standings")
    save(window, "standings.png", app)

    championship = window.show_screen("championship")
    panel = championship.result_panel
    for row in range(panel.model.rowCount()):
        panel.model.setData(panel.model.index(row, 1), str(row + 1))
    panel.save()
    save(window, "championship.png", app)

    # Dan Okafor dealt, used a free entry and played the championship: a full page.
    players = window.show_screen("players")
    players.select_player("p03")
    save(window, "players.png", app)
    save(players.detail, "player-detail.png", app)

    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
