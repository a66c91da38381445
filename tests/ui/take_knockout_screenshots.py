"""Screenshots of a progressive knockout night (SPEC 9): the Night screen with each head in
the seating and the message of the last bust, mid-night with the clock running, the big
screen's Bounties tile, and the season's rule in Season setup.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_knockout_screenshots.py

Works on a temporary copy of the AZ example league whose season pays $10 progressive
bounties from its next night; writes ``docs/screenshots/night-knockouts.png``,
``docs/screenshots/big-screen-knockouts.png`` and ``docs/screenshots/season-knockouts.png``
(Season setup's Knockout bounty group).
"""

from __future__ import annotations

import sys
from pathlib import Path

from PySide6.QtWidgets import QScrollArea

from leaguemgr.services.league_service import LeagueService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.ui.take_clock_screenshots import T0, SetClock, night_started  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402
from tests.ui.test_night_knockouts import PROGRESSIVE, knockout_league  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-knockout-shots-")
    service = LeagueService.open(knockout_league(work, PROGRESSIVE))

    window = shown_window(service, (1280, 820), app)
    clock = SetClock(T0)
    view = night_started(window, service, clock)
    data = view.data
    season, number = data.season, data.number
    nights = view.nights
    for player in [p.id for p in service.league.players][:20]:
        nights.arrive(season, number, player, on_time=True)
    nights.draw(season, number, seed=5)
    clock.now = T0 + 300
    nights.clock_start(season, number)
    started = clock.now
    left = list(nights.night(season, number).remaining)
    clock.now = started + 25 * 60  # level 2: the first bust, straight back in (a new head)
    nights.bust(season, number, [left[5]], by=[left[0]])
    nights.rebuy(season, number, left[5])
    for out, by in ((2, 7), (9, 0), (11, 0), (13, 7), (15, 3)):
        clock.now += 4 * 60
        nights.bust(season, number, [left[out]], by=[left[by]])
    clock.now = started + 40 * 60 + (20 * 60 - 462)  # level 3, 7:42 left
    view.refresh()
    # Through the screen, as Enter on the hitman does: the bust says who collects what.
    view.actions.record_bust([left[17]], [left[0]], [])
    view.bust.name_field.setFocus()
    save(window, "night-knockouts.png", app)

    window.clock_actions.big_screen.trigger()
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    big.resize(1920, 1080)
    save(big, "big-screen-knockouts.png", app)
    big.close()

    setup = window.show_screen("season")
    setup.findChild(QScrollArea).ensureWidgetVisible(setup.knockout)
    save(window, "season-knockouts.png", app)
    window.close()
    service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
