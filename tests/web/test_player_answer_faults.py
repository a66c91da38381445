"""A player's answer that meets a fault of the league (another program holding the write
lock past the wait, a full disk): the phone is told to try again in plain words, with no
file path, the site keeps serving, and the answer is stored once the fault is gone."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.ui.fault_makers import quick_busy_timeout, write_lock_held
from tests.web.rsvp_league import rsvp_league_file
from tests.web.test_player_page import ask, form_of


@pytest.fixture
def site(tmp_path: Path):
    db = tmp_path / "league.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    tokens = player_links.issue_links(service, ["p05"])
    service.close()
    league_site = LeagueSite.open(str(db))
    with league_site.reading() as shared:
        quick_busy_timeout(shared)
    server = WebServer(league_site_app(league_site), "127.0.0.1", 0)
    server.start()
    yield f"http://127.0.0.1:{server.port}/p/{tokens['p05']}", db
    server.stop()
    league_site.close()


def _answers(db: Path) -> list[str]:
    service = LeagueService.open(db, read_only=True)
    try:
        return [a.player for a in service.event("2026", 12).rsvp]
    finally:
        service.close()


def test_an_answer_while_another_program_writes_asks_to_try_again(site) -> None:
    url, db = site
    before = _answers(db)
    form = form_of(ask(url)[2])
    with write_lock_held(db):
        status, headers, body = ask(url, f"event=12&form={form}&answer=yes".encode())
    assert status == 503 and headers["Retry-After"] == "60"
    assert "<h1>Try again in a minute</h1>" in body and (
        "Your answer was not saved: the league cannot be written just now. Try again in a minute."
        in body
    )
    assert "Back to your page" in body
    assert _answers(db) == before
    assert "Are you coming?" in ask(url)[2]  # the site still serves the page
    assert ask(url, f"event=12&form={form}&answer=yes".encode())[0] == 303
    assert _answers(db) == [*before, "p05"]


def test_an_answer_and_a_page_while_the_server_is_away_ask_to_try_again(
    tmp_path: Path, pg_cluster, pg_url: str
) -> None:
    source = rsvp_league_file(tmp_path, seats=3)
    assert main(["import", str(source), "--db", pg_url]) == 0
    service = LeagueService.open(pg_url)
    tokens = player_links.issue_links(service, ["p05"])
    service.close()
    league_site = LeagueSite.open(pg_url)
    server = WebServer(league_site_app(league_site), "127.0.0.1", 0)
    server.start()
    url = f"http://127.0.0.1:{server.port}/p/{tokens['p05']}"
    try:
        form = form_of(ask(url)[2])
        pg_cluster.pause()
        try:
            status, headers, body = ask(url, f"event=12&form={form}&answer=yes".encode())
            assert (status, headers["Retry-After"]) == (503, "60")
            assert "Your answer was not saved" in body and "postgresql" not in body
            status, _headers, body = ask(url)
            assert status == 503
            assert "The league cannot be read just now. Try again in a minute." in body
        finally:
            pg_cluster.resume()
        assert ask(url, f"event=12&form={form}&answer=yes".encode())[0] == 303
        assert "You are going." in ask(url)[2]
    finally:
        server.stop()
        league_site.close()
