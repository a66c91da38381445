"""A German league's pages (SPEC 12): the standings page and a player's page speak German
and write its money as "1.234,50 €" and its days as "31.01.2026", as served over HTTP."""

from __future__ import annotations

import datetime as dt
import json
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.leaguefile.german_league import german_document

EUROS = "1.234,50\xa0€"


@pytest.fixture
def german_db(tmp_path: Path) -> Path:
    source, db = tmp_path / "skat.json", tmp_path / "skat.sqlite"
    source.write_text(json.dumps(german_document()))
    assert main(["import", str(source), "--db", str(db)]) == 0
    return db


def test_the_standings_page_writes_euros_and_days_the_german_way(german_db: Path) -> None:
    service = LeagueService.open(german_db)
    try:
        page = standings_page(service.league, service.report("2026"), today=dt.date(2026, 2, 1))
    finally:
        service.close()
    # The league speaks German: the page is in its words too.
    assert f"<b>{EUROS}</b><span>Preisgeld</span>" in page
    assert f'<span class="amt">{EUROS}</span>' in page
    assert "Letztes Turnier: Turnier 1, 31.01.2026" in page
    assert "aktualisiert am 01.02.2026" in page
    assert "$" not in page and "1,234.50" not in page


def test_a_player_s_page_writes_euros_and_days_the_german_way(german_db: Path) -> None:
    service = LeagueService.open(german_db)
    try:
        token = player_links.issue_links(service, ["p01"])["p01"]
    finally:
        service.close()
    site = LeagueSite.open(str(german_db))
    server = WebServer(league_site_app(site), "127.0.0.1", 0)
    server.start()
    try:
        with urllib.request.urlopen(f"http://127.0.0.1:{server.port}/p/{token}") as response:
            page = response.read().decode()
    finally:
        server.stop()
        site.close()
    assert f'<td class="num">{EUROS}</td>' in page
    assert "<td>31.01.2026</td>" in page
    assert "$" not in page
