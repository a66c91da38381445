"""A screenshot of Night ▸ Directors… on a running night with the phone page on (SPEC 11),
from the real app and its real server:

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_directors_screenshot.py

Two directors made, the first one's link and QR code shown
(``docs/screenshots/directors-dialog.png``).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_directors import add_director
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.night.phones_dialog import local_addresses

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, settle  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-directors-shots-")
    path = make_night_league(work / "az.sqlite", work)
    service = LeagueService.open(path)
    NightService(service, random.Random(3)).start("2026", 12)
    for name in ("Ann Lee", "Hal Jensen"):
        add_director(service, "2026", 12, name)
    window = MainWindow()
    window.load_service(service)
    window.show()
    settle(app)
    address = local_addresses()[-1][0]  # a network address when this computer has one
    problem = window.phones.start(address, 8765)
    if problem is not None:
        raise SystemExit(problem)
    try:
        dialog = window.show_directors()
        dialog.list.setCurrentRow(0)
        save(dialog, "directors-dialog.png", app)
        dialog.close()
    finally:
        window.phones.stop()
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
