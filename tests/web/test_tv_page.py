"""The TV by a link over HTTP (SPEC 11): ``/tv/TOKEN`` carries every tile of the big screen as
it stands (level, blinds, players left, pool, payouts, heads with their bounties; after a
deal the deal, after the close the result), its ``state.json`` follows a night action
published within a second, and a wrong token is the 404 of any wrong path."""

from __future__ import annotations

import json
import re
import time
from pathlib import Path

import pytest

from leaguemgr.web.server import PhoneServer
from leaguemgr.web.tv_page import REFRESH_SECONDS
from tests.web.test_phone_server import fetch
from tests.web.tv_night import EVENT, SEASON, TvNight, knockout_night


def serving(tv: TvNight) -> PhoneServer:
    server = PhoneServer("127.0.0.1", 0, clock=lambda: tv.now[0])
    server.publish(tv.snapshot())
    server.start()
    return server


@pytest.fixture(scope="module")
def tv(tmp_path_factory) -> TvNight:
    """Read only: the tests that act on the night make their own."""
    tv = knockout_night(tmp_path_factory.mktemp("tv"))
    yield tv
    tv.service.close()


@pytest.fixture(scope="module")
def server(tv):
    server = serving(tv)
    yield server
    server.stop()


def page(server: PhoneServer) -> str:
    status, headers, body = fetch(server.tv_url)
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    return body.decode()


def state(server: PhoneServer) -> dict:
    status, _headers, body = fetch(server.tv_url + "/state.json")
    assert status == 200
    return json.loads(body)


def shown(html: str, key: str) -> str:
    """The text of the tile (or line) with id ``t-<key>``."""
    return re.search(rf'id="t-{key}"[^>]*>([^<]*)<', html).group(1)


def test_the_page_carries_every_tile_as_it_stands(server) -> None:
    html = page(server)
    assert shown(html, "title") == "AZ league · Event 12 · Level 1"
    assert shown(html, "time") == "5:00"
    assert shown(html, "blinds") == "25 / 50"
    assert shown(html, "next") == "Next: 50 / 100"
    assert shown(html, "breaks") == "Break in 1:05:00"
    assert shown(html, "rebuys") == "Rebuys open"
    assert shown(html, "players") == "5 of 7"
    assert shown(html, "buys") == "1 · 0"
    assert shown(html, "pool") == "$100"
    assert shown(html, "average") == "9,300"
    # Progressive knockouts: the biggest head, and who carries the league's bounty tonight.
    assert shown(html, "bounty") == "Bob A1  $25"
    assert shown(html, "bounty-title") == "Bounties · on Gus A6"
    assert re.findall(r'<li class="fit">([^<]*)</li>', html) == ["1st  $50", "2nd  $30", "3rd  $20"]
    # With scripts off, the page loads itself again.
    assert f'<noscript><meta http-equiv="refresh" content="{REFRESH_SECONDS}"></noscript>' in html


def test_the_page_and_its_state_say_the_same(server) -> None:
    html, data = page(server), state(server)
    for key, text in data["texts"].items():
        if key != "t-tod":
            assert shown(html, key.removeprefix("t-")) == text.replace("&", "&amp;"), key
    assert data["seconds_left"] == 300 and data["running"] is True


def test_the_clock_runs_on_between_snapshots(tv, server) -> None:
    tv.now[0] += 42  # nothing published meanwhile: the server reads the clock at each request
    try:
        assert state(server)["texts"]["t-time"] == "4:18"
        assert shown(page(server), "time") == "4:18"
    finally:
        tv.now[0] -= 42


def test_the_page_allows_its_own_script_and_style_only(server) -> None:
    _status, headers, _body = fetch(server.tv_url)
    policy = headers["Content-Security-Policy"]
    assert "script-src 'sha256-" in policy and "'unsafe-inline'" not in policy
    assert "connect-src 'self'" in policy and policy.startswith("default-src 'none'")
    assert headers["X-Frame-Options"] == "DENY" or "frame-ancestors 'none'" in policy


def test_head_is_answered_and_other_methods_are_not(server) -> None:
    assert fetch(server.tv_url, "HEAD")[0] == 200
    assert fetch(server.tv_url + "/", "HEAD")[0] == 200
    assert fetch(server.tv_url + "/state.json", "HEAD")[0] == 200
    assert fetch(server.tv_url, "POST")[0] == 405


@pytest.mark.parametrize("path", ["/tv/{wrong}", "/tv/{wrong}/state.json", "/tv/", "/tv"])
def test_a_wrong_token_is_the_404_of_any_wrong_path(server, path) -> None:
    wrong = server.token[:-1] + ("a" if server.token[-1] != "a" else "b")
    status, _headers, body = fetch(server.base + path.format(wrong=wrong))
    nowhere = fetch(server.base + "/no/such/page")
    assert status == 404 and (status, body) == (nowhere[0], nowhere[2])


def test_a_bust_published_shows_in_the_state_within_a_second(tmp_path: Path) -> None:
    tv = knockout_night(tmp_path)
    server = serving(tv)
    try:
        assert state(server)["texts"]["t-players"] == "5 of 7"
        started = time.monotonic()
        left = tv.nights.night(SEASON, EVENT).remaining
        tv.nights.bust(SEASON, EVENT, [left[-1]], by=[left[0]])
        server.publish(tv.snapshot())  # what the app does when the league changes
        texts = state(server)["texts"]
        assert time.monotonic() - started < 1.0
        assert texts["t-players"] == "4 of 7"
        # The hitman's head, the biggest, grew by half the $10 head he took.
        assert texts["t-bounty"] == "Bob A1  $30"
    finally:
        server.stop()
        tv.service.close()


def test_after_a_deal_the_tv_shows_the_deal_then_after_the_close_the_result(tmp_path) -> None:
    tv = knockout_night(tmp_path)
    server = serving(tv)
    nights = tv.nights
    try:
        while len(nights.night(SEASON, EVENT).remaining) > 3:
            left = nights.night(SEASON, EVENT).remaining
            nights.bust(SEASON, EVENT, [left[-1]], by=[left[0]])
        left = nights.night(SEASON, EVENT).remaining
        nights.deal(SEASON, EVENT, dict(zip(left, (6000, 3000, 1000), strict=True)))
        server.publish(tv.snapshot())
        html = page(server)
        assert shown(html, "payouts-title") == "Paid by a deal"
        lines = re.findall(r'<li class="fit">([^<]*)</li>', html)
        assert [line.split("  ")[0] for line in lines] == [tv.name(p) for p in left]
        assert sum(int(line.split("$")[1]) for line in lines) == 100  # the whole pool
        assert lines == state(server)["lines"]

        for out in (left[2], left[1]):
            nights.bust(SEASON, EVENT, [out], by=[left[0]])
        nights.close(SEASON, EVENT)
        server.publish(tv.snapshot())
        html = page(server)
        assert shown(html, "title") == "AZ league · Event 12 · Result"
        assert shown(html, "state") == "Winner"
        assert shown(html, "time") == tv.name(left[0])
        assert shown(html, "payouts-title") == "Result · Paid by a deal"
        assert state(server)["seconds_left"] is None
    finally:
        server.stop()
        tv.service.close()


def test_the_leagues_own_server_serves_no_tv(tv) -> None:
    """``leaguemgr serve`` runs the site's application alone: /tv/ is not there."""
    from leaguemgr.services.league_site import LeagueSite
    from leaguemgr.web.serving import WebServer
    from leaguemgr.web.site import league_site_app

    site = LeagueSite.open(str(tv.service.path))
    web = WebServer(league_site_app(site), "127.0.0.1", 0)
    web.start()
    try:
        base = f"http://127.0.0.1:{web.port}"
        assert fetch(base + "/")[0] == 200  # the standings: it is the league's site
        assert fetch(base + "/tv/anything")[0] == 404
        assert fetch(base + "/tv/anything/state.json")[0] == 404
    finally:
        web.stop()
        site.close()
