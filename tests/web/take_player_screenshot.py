"""The player's personal page at 390 px in headless Chromium, for the README:
``.venv/bin/python tests/web/take_player_screenshot.py`` writes
docs/screenshots/player-page-phone.png."""

from __future__ import annotations

import subprocess
import sys
import tempfile
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

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "player-page-phone.png"


def main_() -> None:
    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        db = tmp / "league.sqlite"
        main(["import", str(rsvp_league_file(tmp, seats=5)), "--db", str(db)])
        service = LeagueService.open(db)
        season = service.season_names()[-1]
        for player in ("p04", "p07", "p09", "p11", "p13", "p15"):
            rsvp_service.answer(service, season, 12, player, RsvpAnswer.YES)
        token = player_links.issue_links(service, ["p13"])["p13"]
        service.close()
        site = LeagueSite.open(str(db))
        server = WebServer(league_site_app(site), "127.0.0.1", 0)
        server.start()
        try:
            subprocess.run(
                [str(CHROMIUM), *FLAGS, f"--user-data-dir={tmp / 'profile'}",
                 "--window-size=390,1500", "--hide-scrollbars", f"--screenshot={OUT}",
                 f"http://127.0.0.1:{server.port}/p/{token}"],
                check=True, capture_output=True, timeout=120,
            )  # fmt: skip
        finally:
            server.stop()
            site.close()
    print(OUT)


if __name__ == "__main__":
    main_()
