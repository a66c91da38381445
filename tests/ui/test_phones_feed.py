"""The window is not stalled by the phones' page (issue 27): a night of 5,000 actions (a
hostile league file's most) is read again for the phones only when it changed, or when the
clock ends a period, never at every tick of the page's timer."""

from __future__ import annotations

import json
import time
import urllib.request
from pathlib import Path

from leaguemgr.services.night_service import NightService
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.phones_publisher import PhonesPublisher
from tests.web.hostile_night import hostile_night
from tests.web.phone_league import QUOTED_SEASON


def status(url: str) -> dict:
    with urllib.request.urlopen(url + "status.json", timeout=5) as response:
        return json.loads(response.read())


def test_a_long_night_is_read_again_only_when_it_changed(
    tmp_path: Path, az_league_file: Path, capfd
) -> None:
    service = hostile_night(tmp_path, az_league_file)
    context = LeagueContext(service)
    context.select_season(QUOTED_SEASON)
    now = [time.time()]
    publisher = PhonesPublisher(lambda: context, clock=lambda: now[0])
    try:
        assert publisher.start("127.0.0.1", 0) is None
        feed = publisher.feed
        assert feed.builds == 1
        first = status(publisher.url)["night"]
        assert first["remaining"] == 7

        for _ in range(10):  # half a minute of the page's timer, nothing changed
            now[0] += 3
            publisher._timer.timeout.emit()
        assert feed.builds == 1

        # The level's time runs out: the phones get the next level without a change.
        now[0] += first["clock"]["seconds_left"]
        publisher._timer.timeout.emit()
        assert feed.builds == 2
        assert status(publisher.url)["night"]["clock"]["level"] == first["clock"]["level"] + 1

        # A player is out: the phones follow at once.
        change = NightService(service, now=lambda: now[0]).bust(QUOTED_SEASON, 12, ["p06"])
        context.announce(change)
        assert feed.builds == 3
        assert status(publisher.url)["night"]["remaining"] == 6
    finally:
        publisher.stop()
        service.close()
    assert capfd.readouterr().err == ""  # a normal session says nothing on stderr
