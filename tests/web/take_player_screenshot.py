"""The player's personal page at 390 px in headless Chromium, for the README:
``.venv/bin/python tests/web/take_player_screenshot.py`` writes, under docs/screenshots/,

- player-page-phone.png: a night with its weekday, start time, place, buy-in and seats,
  the player's chosen answer marked, and the balance's lines;
- player-late-cancel-phone.png: the question a late no asks before it is taken;
- player-error-phone.png: the site's own 404 page, with its way back.

The night's start and place are given to the league the site serves (its event as the
league file's ``time`` and ``place`` keys make it)."""

from __future__ import annotations

import dataclasses
import re
import subprocess
import sys
import tempfile
import urllib.request
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from leaguemgr.cli import main
from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import player_links, rsvp_service
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.web.rsvp_league import rsvp_league_file
from tests.web.test_phone_chromium import CHROMIUM, FLAGS

SHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def shoot(tmp: Path, url: str, name: str, height: int) -> None:
    out = SHOTS / name
    subprocess.run(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={tmp / 'profile'}",
         f"--window-size=390,{height}", "--hide-scrollbars", f"--screenshot={out}", url],
        check=True, capture_output=True, timeout=120,
    )  # fmt: skip
    print(out)


def with_details(site: LeagueSite, **changes: str) -> None:
    """The planned night 12 with ``changes`` (its ``time``, ``place``, ``rsvp_by``)."""
    with site.reading() as service:
        season = service.season_names()[-1]
        event = service.event(season, 12)
        service.event_written(season, dataclasses.replace(event, **changes))


def main_() -> None:
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        db = tmp / "league.sqlite"
        main(["import", str(rsvp_league_file(tmp, seats=5)), "--db", str(db)])
        service = LeagueService.open(db)
        season = service.season_names()[-1]
        for player in ("p04", "p13", "p07", "p09", "p11", "p15"):
            rsvp_service.answer(service, season, 12, player, RsvpAnswer.YES)
        tokens = player_links.issue_links(service, ["p13"])
        service.close()
        main(["ledger", "record", "--db", str(db), "--season", season, "charge", "p13", "20",
              "--note", "Table fee", "--date", "2026-11-20"])  # fmt: skip
        main(["ledger", "record", "--db", str(db), "--season", season, "payment", "p13", "15",
              "--date", "2026-11-27"])  # fmt: skip
        site = LeagueSite.open(str(db))
        with_details(site, time="19:30", place="The Back Room, 14 Mill Street")
        server = WebServer(league_site_app(site), "127.0.0.1", 0)
        server.start()
        base = f"http://127.0.0.1:{server.port}"
        url = f"{base}/p/{tokens['p13']}"
        try:
            shoot(tmp, url, "player-page-phone.png", 1530)
            # The answer-by time passed: a no from a going player asks first.
            with_details(site, rsvp_by="2026-11-30T18:00")
            page = urllib.request.urlopen(url, timeout=30).read().decode()
            form = re.search(r'name="form" value="([^"]+)"', page).group(1)
            body = f"event=12&form={form}&answer=no".encode()
            question = urllib.request.urlopen(url, data=body, timeout=30).read().decode()
            assert "This is a late cancel" in question
            saved = tmp / "late-cancel.html"
            saved.write_text(question, "utf-8")
            shoot(tmp, saved.as_uri(), "player-late-cancel-phone.png", 700)
            shoot(tmp, f"{base}/p/{'x' * 22}", "player-error-phone.png", 600)
        finally:
            server.stop()
            site.close()


if __name__ == "__main__":
    main_()
