"""Screenshots of a 14-player AZ night played to its last bust (issue 40 item 9): the Night
screen ready to close, a hand won by two hitmen in the finishes, and the big screen's
bounty tile once the bounty was won.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_night_end_screenshots.py

Works on a temporary copy of the AZ example league; writes
``docs/screenshots/night-ready-to-close.png`` (and ``night-ready-to-close-1024x600.png``,
the smallest window the app supports) and ``docs/screenshots/big-screen-bounty-won.png``.
"""

from __future__ import annotations

import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_clock_screenshots import T0, SetClock, night_started  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-night-end-shots-")
    service = LeagueService.open(make_night_league(work / "az.sqlite", work))

    window = shown_window(service, (1280, 820), app)
    clock = SetClock(T0)
    view = night_started(window, service, clock)
    data = view.data
    season, number = data.season, data.number
    nights = view.nights
    for player in [p.id for p in service.league.players][:14]:
        nights.arrive(season, number, player, on_time=True)
    nights.draw(season, number, seed=5)
    clock.now = T0 + 300
    nights.clock_start(season, number)
    target = view.data.bounty_target
    left = list(nights.night(season, number).remaining)
    for _ in range(4):  # past the rebuys: every bust is out for good
        nights.level(season, number, 1)
    # The bounty's target goes first, busted by two players at once (a split pot).
    first = target if target in left else left[-1]
    hitmen = [p for p in left if p != first][:2]
    nights.bust(season, number, [first], by=hitmen)
    while len(nights.night(season, number).remaining) > 2:
        remaining = nights.night(season, number).remaining
        nights.bust(season, number, [remaining[-1]], by=[remaining[0]])
        clock.now += 60
    remaining = nights.night(season, number).remaining
    view.refresh()
    # The last bust through the screen, as Enter on the hitman makes it.
    view.actions.record_bust([remaining[-1]], [remaining[0]], [])
    view.history.setCurrentIndex(0)  # the finishes: the last bust at the top
    view.bust.name_field.setFocus()
    save(window, "night-ready-to-close.png", app)
    size = window.size()
    window.resize(1024, 600)
    app.processEvents()
    view.busts_view.scrollToBottom()  # the two hitmen's row, the first bust
    save(window, "night-ready-to-close-1024x600.png", app)
    window.resize(size)

    window.clock_actions.big_screen.trigger()
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    big.resize(1920, 1080)
    save(big, "big-screen-bounty-won.png", app)
    big.close()
    window.close()
    service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
