"""The app on a progressive knockout night, for the test that kills it (SIGKILL) mid-night:
the night started on the Night screen, seven players seated, the clock started and busts
made through the screen. Prints one line of JSON (the heads the seating shows, the clock
as read at ``READ_AT``), then runs until it is killed.

    QT_QPA_PLATFORM=offscreen python tests/ui/knockout_night_app.py LEAGUE.sqlite
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.services.night_service import NightService  # noqa: E402
from leaguemgr.ui.app import create_application  # noqa: E402
from leaguemgr.ui.main_window import MainWindow  # noqa: E402
from tests.ui.test_night_knockouts import heads  # noqa: E402

START = 1_800_000_000.0  # the night's own time: an action a minute from here
READ_AT = START + 45 * 60  # the clock is read here, before and after the kill


def clock_fields(nights: NightService, season: str, number: int) -> dict:
    reading = nights.clock(season, number)
    fields = ("started", "running", "period", "level", "on_break", "seconds_left")
    return {field: getattr(reading, field) for field in fields}


def main(db: str) -> int:
    app = create_application(sys.argv[:1])
    service = LeagueService.open(db)
    window = MainWindow()
    window.load_service(service)
    window.show()
    view = window.show_screen("night")
    now = [START]
    view.nights = nights = NightService(service, random.Random(4), now=lambda: now[0])
    view.actions.start_night()
    season, number = view.data.season, view.data.number
    players = [p.id for p in service.league.players][:7]
    for player in players:
        now[0] += 60
        nights.arrive(season, number, player, on_time=True)
    nights.draw(season, number, seed=5)
    nights.clock_start(season, number)
    view.refresh()
    left = list(nights.night(season, number).remaining)
    for out, hitman, rebuys in ((5, 0, True), (2, 6, False), (4, 0, False), (1, 3, False)):
        now[0] += 300
        view.actions.record_bust([left[out]], [left[hitman]], [left[out]] if rebuys else [])
    now[0] += 120
    nights.clock_pause(season, number)
    now[0] += 60
    nights.clock_resume(season, number)
    view.refresh()
    reading = NightService(service, now=lambda: READ_AT)
    said = {"heads": heads(view), "clock": clock_fields(reading, season, number)}
    print(json.dumps(said), flush=True)
    return app.exec()


if __name__ == "__main__":
    sys.exit(main(sys.argv[1]))
