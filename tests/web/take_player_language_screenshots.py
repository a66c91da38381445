"""The player's personal page of a German and of a French league at 390 px in headless
Chromium (SPEC 12): ``.venv/bin/python tests/web/take_player_language_screenshots.py``
writes docs/screenshots/player-page-de.png and player-page-fr.png, the page of
take_player_screenshot.py with the league's language, locale and euros."""

from __future__ import annotations

import json
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
from tests.web.rsvp_league import rsvp_document
from tests.web.take_player_screenshot import shoot, with_details

LEAGUES = {
    "de": ("Skatrunde", "de_DE", "Hinterzimmer, Mühlenstraße 14"),
    "fr": ("Ligue du Jeudi", "fr_FR", "Arrière-salle, 14 rue du Moulin"),
}


def one(tmp: Path, language: str) -> None:
    name, locale, place = LEAGUES[language]
    document = rsvp_document(seats=5)
    document["league"].update(name=name, language=language, locale=locale, currency="EUR")
    source, db = tmp / f"{language}.league.json", tmp / f"{language}.sqlite"
    source.write_text(json.dumps(document))
    main(["import", str(source), "--db", str(db)])
    service = LeagueService.open(db)
    season = service.season_names()[-1]
    for player in ("p04", "p13", "p07", "p09", "p11", "p15"):
        rsvp_service.answer(service, season, 12, player, RsvpAnswer.YES)
    tokens = player_links.issue_links(service, ["p13"])
    service.close()
    main(["ledger", "record", "--db", str(db), "--season", season, "charge", "p13", "20",
          "--date", "2026-11-20"])  # fmt: skip
    main(["ledger", "record", "--db", str(db), "--season", season, "payment", "p13", "15",
          "--date", "2026-11-27"])  # fmt: skip
    site = LeagueSite.open(str(db))
    with_details(site, time="19:30", place=place)
    server = WebServer(league_site_app(site), "127.0.0.1", 0)
    server.start()
    try:
        url = f"http://127.0.0.1:{server.port}/p/{tokens['p13']}"
        shoot(tmp, url, f"player-page-{language}.png", 1530)
    finally:
        server.stop()
        site.close()


def main_() -> None:
    with tempfile.TemporaryDirectory() as folder:
        for language in LEAGUES:
            one(Path(folder), language)


if __name__ == "__main__":
    main_()
