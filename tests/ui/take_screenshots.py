"""Regenerate the README screenshots from the real app on the sample league.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_screenshots.py

It works on a temporary copy of the sample league and temporary settings, so it never touches
the organizer's own leagues, and writes PNGs into ``docs/screenshots/``.
"""

from __future__ import annotations

import os
import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.app import create_application
from leaguemgr.ui.main_window import MainWindow

REPO = Path(__file__).resolve().parents[2]
OUT = Path(os.environ.get("LEAGUEMGR_SCREENSHOTS") or REPO / "docs" / "screenshots")
"""Where the shots go: the README's folder, or ``LEAGUEMGR_SCREENSHOTS`` (a trial run)."""
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


def screenshot_app(
    prefix: str = "leaguemgr-shots-", work: Path | None = None
) -> tuple[Path, QApplication]:
    """A scratch folder (``work``, or a new one named from ``prefix``) that holds the app's
    settings, so the shots never read or change the organizer's own; and the app."""
    work = work or Path(tempfile.mkdtemp(prefix=prefix))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(work / "settings"))
    app = create_application(sys.argv)
    OUT.mkdir(parents=True, exist_ok=True)
    return work, app


def shown_window(service: LeagueService, size: tuple[int, int], app: QApplication) -> MainWindow:
    """The main window on ``service``, at ``size``, shown and settled."""
    window = MainWindow()
    window.load_service(service)
    window.resize(*size)
    window.show()
    settle(app)
    return window


def main() -> int:
    work, app = screenshot_app("leaguemgr-shots-")
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)

    window = shown_window(service, (1200, 800), app)

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
