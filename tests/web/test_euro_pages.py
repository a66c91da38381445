"""A euro league's web pages say "€", never "$" (#43): a player's page, the director's page
and the TV by a link, over HTTP from the app's night server, a knockout night under way."""

from __future__ import annotations

import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_page import league_snapshot
from leaguemgr.ui.money_text import money_text
from tests.night_league import AZ_EXAMPLE
from tests.web.director_league import KNOCKOUT, SEASON, acted, seated_night, served
from tests.web.test_phone_server import fetch
from tests.web.test_player_page import ask


def euro_knockout_league(folder: Path) -> str:
    """The AZ league in euros with progressive knockouts, event 12 not yet started."""
    document = json.loads(AZ_EXAMPLE.read_text())
    document["league"]["currency"] = "EUR"
    season = document["seasons"][0]
    season["championship"] = {"declined": [], "makeups": []}
    season["rules"]["knockout"] = KNOCKOUT
    for event in season["events"]:  # the nights played before paid no knockouts
        event["knockout"] = None
    source = folder / "euro.league.json"
    source.write_text(json.dumps(document))
    db = str(folder / "league.sqlite")
    assert main(["import", str(source), "--db", db]) == 0
    return db


@pytest.fixture(scope="module")
def pages(tmp_path_factory) -> dict[str, str]:
    """The pages of the night under way, by name."""
    db = euro_knockout_league(tmp_path_factory.mktemp("euro"))
    directors = seated_night(db, ("Ann",))
    service = LeagueService.open(db)
    try:
        players = player_links.issue_links(service, ["p01"])

        def money(amount: Decimal) -> str:  # as the app's phones publisher writes it
            return money_text(amount, service.currency())

        snapshot = league_snapshot(service, SEASON, money, 1_800_000_000.0)
    finally:
        service.close()
    with served(db) as server:
        server.publish(snapshot)
        found = {
            "player": ask(f"{server.base}/p/{players['p01']}"),
            "director": ask(f"{server.base}/d/{directors['Ann']}"),
            "tv": fetch(server.tv_url),
            "tv state": fetch(server.tv_url + "/state.json"),
        }
        # The director's page says amounts once a bust pays a bounty.
        director = f"{server.base}/d/{directors['Ann']}"
        bust = acted(server.base, director, "bust", player="hal", by="Bob")
    shown = {"director's bust": bust}
    for name, (status, _headers, body) in found.items():
        assert status == 200, name
        shown[name] = body.decode() if isinstance(body, bytes) else body
    return shown


@pytest.mark.parametrize("page", ["player", "director", "director's bust", "tv", "tv state"])
def test_a_euro_leagues_page_says_euros(pages, page):
    text = pages[page]
    shown = re.sub(r"<script.*?</script>", "", text, flags=re.S)  # its patterns are no money
    assert "$" not in shown, page
    if page != "director":  # before a bust, the director's page says no amount
        assert "€" in text or "\\u20ac" in text, page


def test_the_directors_bust_names_the_bounty_in_euros(pages):
    assert pages["director's bust"] == "Hal A7 out in 8th, Bob A1 collects €5.00, Hal A7's bounty"
