"""The Championship screen with a make-up buy-in the standings no longer offer (SPEC 2.8).

Run under a virtual display::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_makeup_screenshots.py

On a temporary copy of the sample league: Hal Jensen bought a make-up, then a twelfth night
brings him to the seven events needed. Writes ``docs/screenshots/championship-makeup.png``.
"""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

from PySide6.QtCore import QSettings

from leaguemgr.domain.records import Entry, Event
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.app import create_application
from leaguemgr.ui.main_window import MainWindow
from tests.ui.take_screenshots import OUT, SAMPLE, save, settle


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="leaguemgr-shots-"))
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(work / "settings"))
    app = create_application(sys.argv)
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    entries = (Entry("p07", finish=1), Entry("p01", finish=2), Entry("p02", finish=3))
    service.save_event("2026", Event(12, date="2026-12-10", entries=entries))
    OUT.mkdir(parents=True, exist_ok=True)

    window = MainWindow()
    window.load_service(service)
    window.resize(1200, 800)
    window.show()
    settle(app)
    window.show_screen("championship")
    save(window, "championship-makeup.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
