"""The Championship screen with a make-up buy-in the standings no longer offer (SPEC 2.8).

Run under a virtual display::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_makeup_screenshots.py

On a temporary copy of the sample league: Hal Jensen bought a make-up, then a twelfth night
brings him to the seven events needed. Writes ``docs/screenshots/championship-makeup.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from leaguemgr.domain.records import Entry, Event
from leaguemgr.services.league_service import LeagueService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, shown_window  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-shots-")
    service = LeagueService.open(work / "sample.sqlite")
    service.import_league_file(SAMPLE)
    entries = (Entry("p07", finish=1), Entry("p01", finish=2), Entry("p02", finish=3))
    service.save_event("2026", Event(12, date="2026-12-10", entries=entries))

    window = shown_window(service, (1200, 800), app)
    window.show_screen("championship")
    save(window, "championship-makeup.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
