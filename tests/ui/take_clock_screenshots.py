"""Screenshots of the clock: the big screen at 1920×1080 and at 1280×720, and the Night
screen with its clock strip, mid-night, from the real app.

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_clock_screenshots.py

Works on a temporary copy of the AZ example league and temporary settings, the service
told the time by a clock set by hand (a night of 14, the clock started, busts and a
rebuy); writes ``docs/screenshots/night-clock.png``, ``big-screen-1080.png`` (level 3
running, the phone page's QR code in the corner), ``big-screen-720.png`` (the colour-up
break after level 8), ``big-screen-deal.png`` (the four players left made a deal: "Paid by a
deal") and ``big-screen-result.png`` (after the close: the result of a night paid by a deal).
"""

from __future__ import annotations

import random
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, settle, shown_window  # noqa: E402

T0 = 1_764_021_600.0  # 2025-11-24 22:00 UTC, an evening


class SetClock:
    """The time the night service is told, moved on by hand."""

    def __init__(self, now: float):
        self.now = now

    def __call__(self) -> float:
        return self.now


def night_started(window, service: LeagueService, clock: SetClock):
    """The Night screen of ``window`` with the next night started, its service told the time
    by ``clock`` and its seats drawn the same way on every run; the clock's sounds silenced."""
    view = window.show_screen("night")
    view.nights = NightService(service, random.Random(4), now=clock)
    view.clock.sounds.play = lambda _sound: None  # no beeps while the shots are taken
    view.actions.start_night()
    return view


def main() -> int:
    work, app = screenshot_app("leaguemgr-clock-shots-")
    service = LeagueService.open(make_night_league(work / "az.sqlite", work))

    window = shown_window(service, (1280, 820), app)
    clock = SetClock(T0)
    view = night_started(window, service, clock)
    data = view.data
    season, number = data.season, data.number
    nights = view.nights
    players = [p.id for p in service.league.players][:14]
    for index, player in enumerate(players):
        nights.arrive(season, number, player, on_time=index % 3 == 0, exact_change=index % 4 == 0)
    nights.draw(season, number, seed=5)
    clock.now = T0 + 300
    nights.clock_start(season, number)
    started = clock.now
    left = list(nights.night(season, number).remaining)
    clock.now = started + 25 * 60  # level 2
    nights.bust(season, number, [left[5]], by=[left[0]])
    nights.rebuy(season, number, left[5])
    clock.now = started + 45 * 60  # level 3
    nights.bust(season, number, [left[2]], by=[left[7]])
    nights.bust(season, number, [left[9]], by=[left[1]])

    # Level 3, 7:42 left.
    clock.now = started + 40 * 60 + (20 * 60 - 462)
    view.refresh()
    view.say("Clock running: F5 pauses, Ctrl+Right/Left a level, Ctrl+= / Ctrl+- a minute")
    view.bust.name_field.setFocus()
    save(window, "night-clock.png", app)

    window.phones.start("127.0.0.1", 0)  # the players' page on: its code in the corner
    window.clock_actions.big_screen.trigger()
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    big.resize(1920, 1080)
    settle(app)
    save(big, "big-screen-1080.png", app)
    window.phones.stop()

    # The colour-up break after level 8: 4 levels, a break, 4 levels (170 minutes).
    clock.now = started + 170 * 60 + 200
    view.refresh()
    big.resize(1280, 720)
    settle(app)
    save(big, "big-screen-720.png", app)

    # Level 9: the four players left make an ICM deal, then play on for the finish.
    clock.now = started + 190 * 60
    while len(nights.night(season, number).remaining) > 4:
        left = nights.night(season, number).remaining
        nights.bust(season, number, [left[-1]], by=[left[0]])
    left = nights.night(season, number).remaining
    stacks = (61_000, 44_000, 30_000, 15_000)
    nights.deal(season, number, dict(zip(left, stacks, strict=True)))
    view.refresh()
    big.resize(1920, 1080)
    settle(app)
    save(big, "big-screen-deal.png", app)

    clock.now = started + 205 * 60
    while len(nights.night(season, number).remaining) > 1:
        left = nights.night(season, number).remaining
        nights.bust(season, number, [left[-1]], by=[left[0]])
    nights.close(season, number)
    view.refresh()
    big.show_night(None)
    settle(app)
    save(big, "big-screen-result.png", app)
    window.close()
    service.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
