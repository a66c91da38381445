"""A director's page ``/d/TOKEN`` (SPEC 11) over real HTTP against the app's night server:
every action answered 303 back to the page that says what happened, a refusal with the
rules' own words, two directors on one bust, and the 404 of a wrong or ended link."""

from __future__ import annotations

import html
import json
import threading
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.domain.night.actions import Kind
from leaguemgr.domain.records import Event
from leaguemgr.services import night_directors
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.services.night_service import NightService
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.web.director_league import (
    SEASON,
    acted,
    knockout_league,
    post,
    refusal_of,
    seated_night,
    served,
)
from tests.web.test_player_page import ask


@pytest.fixture(scope="module")
def desk(tmp_path_factory):
    """The night under way with Ann's and Bob's pages served: (server, db, tokens)."""
    db = knockout_league(tmp_path_factory.mktemp("desk") / "league")
    tokens = seated_night(db)
    with served(db) as server:
        yield server, db, tokens


def night_log(db: str):
    service = LeagueService.open(db)
    try:
        return service.event(SEASON, 12).night
    finally:
        service.close()


def test_every_action_is_taken_said_and_logged_as_the_director(desk) -> None:
    server, db, tokens = desk
    url = f"{server.base}/d/{tokens['Ann']}"
    status, headers, page = ask(url)
    assert status == 200 and "form-action 'self'" in headers["Content-Security-Policy"]
    assert "Ann directing" in page and '<b id="d-players">8</b><span>players left' in page
    assert '<option value="Hal A7">' in page  # a player still in, to bust
    # Plain forms posted to the page: it works with scripts off, its one script only
    # refreshes it (allowed by its hash, asking nothing but its own server).
    assert page.count('<form method="post" action="/d/') == 6
    policy = headers["Content-Security-Policy"]
    assert "script-src 'sha256-" in policy and "connect-src 'self'" in policy

    said = lambda action, **fields: acted(server.base, url, action, **fields)  # noqa: E731
    assert said("pause") == "Clock paused"
    assert said("resume") == "Clock running again"
    assert said("minute-more") == "Clock: 1:00 added"
    assert said("minute-less") == "Clock: 1:00 taken off"
    assert said("level-next").startswith("Level 2 (")
    assert said("level-prev").startswith("Level 1 (")
    # Typed as its first letters; the player's place and the hitman's bounty said.
    assert said("bust", player="hal", by="Bob") == (
        "Hal A7 out in 8th, Bob A1 collects $5.00, Hal A7's bounty"
    )
    assert said("rebuy", player="Hal A7") == "Hal A7 rebought"
    assert said("arrive", player="Jon", unpaid="1") == "Jon A9 arrived (unpaid)"
    assert said("undo") == "Undone: Jon A9 arrived (unpaid) — from Ann's phone"
    status, _headers, page = post(url, "start")
    assert status == 409 and refusal_of(page) == "the clock has started already"

    added = night_log(db)[-8:]  # the undone arrival is gone
    assert [a.kind for a in added] == [Kind.CLOCK] * 6 + [Kind.BUST, Kind.REBUY]
    assert {a.director for a in added} == {"Ann"} and night_log(db)[-9].director is None
    shown = ask(url)[2]
    assert "Hal A7 rebought — from Ann&#39;s phone" in shown


def test_a_refusal_is_the_page_again_with_the_rules_own_words(desk) -> None:
    server, _db, tokens = desk
    url = f"{server.base}/d/{tokens['Bob']}"
    acted(server.base, url, "bust", player="Gus", by="Cat")
    acted(server.base, url, "rebuy", player="Gus")
    acted(server.base, url, "bust", player="Gus", by="Cat")
    status, _headers, page = post(url, "rebuy", player="Gus")
    assert status == 409 and refusal_of(page) == "Gus A6 has no rebuys left (1 of 1 taken)"
    assert 'name="form"' in page  # the form again, to try something else
    status, _headers, page = post(url, "bust", player="a")  # Ann? Bob? Cat? ...
    assert status == 409 and "players match 'a'" in refusal_of(page)
    status, _headers, page = post(url, "bust", player="Gus")
    assert status == 409 and refusal_of(page) == "Gus A6 is already out: not busted again"


def test_two_directors_on_one_bust_one_lands_the_other_is_told_already_out(desk) -> None:
    server, db, tokens = desk
    urls = [f"{server.base}/d/{tokens[name]}" for name in ("Ann", "Bob")]
    pages = [ask(url)[2] for url in urls]
    before = sum(a.kind is Kind.BUST for a in night_log(db))
    together = threading.Barrier(2)
    answers: list[tuple] = []

    def bust(url: str, page: str) -> None:
        together.wait()
        answers.append(post(url, "bust", page, player="Fay A5", by="Eve A4"))

    threads = [threading.Thread(target=bust, args=pair) for pair in zip(urls, pages, strict=True)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(10)
    assert sorted(status for status, _h, _b in answers) == [303, 409]
    refused = next(body for status, _h, body in answers if status == 409)
    assert "Fay A5 is already out" in refusal_of(refused)
    assert sum(a.kind is Kind.BUST for a in night_log(db)) == before + 1


def test_a_bust_that_rebuys_at_once_is_out_and_back_in_or_neither(desk) -> None:
    server, db, tokens = desk
    url = f"{server.base}/d/{tokens['Ann']}"
    page = ask(url)[2]
    assert '<label class="tick" id="d-rebuy"><input type="checkbox" name="rebuy"' in page
    left = figures(url)["players_left"]
    said = acted(server.base, url, "bust", player="Dan", by="Cat", rebuy="1")
    assert said == "Dan A3 out and rebought. Cat A2 collects $5.00, Dan A3's bounty"
    assert [a.kind for a in night_log(db)[-2:]] == [Kind.BUST, Kind.REBUY]
    assert figures(url)["players_left"] == left  # back in his seat: nobody moved
    before = len(night_log(db))
    status, _headers, page = post(url, "bust", player="Dan", rebuy="1")
    assert status == 409 and refusal_of(page) == "Dan A3 has no rebuys left (1 of 1 taken)"
    assert len(night_log(db)) == before and "Dan A3" in figures(url)["lists"]["still-in"]


def figures(url: str) -> dict:
    status, headers, body = ask(url + "/state.json")
    assert status == 200 and headers["Content-Type"] == "application/json"
    return json.loads(body)


def test_the_pages_state_json_has_its_figures_and_names(desk) -> None:
    server, _db, tokens = desk
    url = f"{server.base}/d/{tokens['Bob']}"
    status, headers, page = ask(url + "/state.json")
    assert status == 200 and "default-src 'none'" in headers["Content-Security-Policy"]
    shown = json.loads(page)
    page = ask(url)[2]
    assert f'<b id="d-players">{shown["players_left"]}</b>' in page
    assert f'id="d-phase">{shown["phase"]}</p>' in page
    assert shown["started"] and shown["clock_running"] and shown["clock_state"] == "running"
    assert 0 < shown["seconds_left"] <= 20 * 60 and shown["clock"].count(":") == 1
    assert shown["clock_button"] == {"action": "pause", "label": "Pause", "kind": "maybe"}
    assert html.unescape(shown["last"][0]) == shown["last"][0]  # text, for textContent
    assert shown["last"][0] in html.unescape(page)
    lists = shown["lists"]
    assert "Fay A5" not in lists["still-in"] and "Fay A5" in lists["rebuyers"]
    assert "Jon A9" in lists["arrivals"] and "Jon A9" not in lists["still-in"]
    assert lists["hitmen"] == lists["still-in"]
    assert len(shown["lists"]["still-in"]) == shown["players_left"]
    assert ask(url + "/state.json", b"x=1")[0] == 405  # GET and HEAD only
    head = urllib.request.Request(url + "/state.json", method="HEAD")
    with urllib.request.urlopen(head, timeout=10) as answer:
        assert answer.status == 200 and answer.read() == b""


def test_a_forged_notice_is_not_shown_and_a_post_needs_the_pages_form(desk) -> None:
    server, _db, tokens = desk
    url = f"{server.base}/d/{tokens['Ann']}"
    assert "Hacked" not in ask(url + "?said=Hacked&mac=00")[2]
    assert ask(url, b"action=pause&form=1.bad")[0] == 403
    assert ask(url, b"action=pause&form=" + b"x" * 4000)[0] == 413


def test_a_wrong_or_ended_link_is_the_404_of_any_wrong_path(desk, tmp_path) -> None:
    server, db, _tokens = desk
    wrong_path = ask(f"{server.base}/nothing/here/at/all")
    for url in (
        f"{server.base}/d/WRONGTOKEN",
        f"{server.base}/d/",
        f"{server.base}/d/WRONGTOKEN/state.json",
    ):
        status, _headers, page = ask(url)
        assert status == 404 and page == wrong_path[2]
    service = LeagueService.open(db)
    ended = night_directors.add_director(service, SEASON, 12, "Cy").token
    night_directors.end_director(service, SEASON, 12, "Cy")
    service.close()
    assert ask(f"{server.base}/d/{ended}")[0] == 404
    assert ask(f"{server.base}/d/{ended}", b"action=pause")[0] == 404
    assert ask(f"{server.base}/d/{ended}/state.json")[0] == 404


def test_the_leagues_public_site_serves_no_directors_page(desk) -> None:
    _server, db, tokens = desk
    site = LeagueSite.open(db)
    public = WebServer(league_site_app(site), "127.0.0.1", 0)
    public.start()
    try:
        status, _headers, _page = ask(f"http://127.0.0.1:{public.port}/d/{tokens['Ann']}")
        assert status == 404
    finally:
        public.stop()
        site.close()


def test_a_planned_night_is_started_from_its_directors_page(tmp_path: Path) -> None:
    db = knockout_league(tmp_path / "planned")
    service = LeagueService.open(db)
    service.save_event(SEASON, Event(number=12, date="2026-12-04"))
    token = night_directors.add_director(service, SEASON, 12, "Ann").token
    service.close()
    with served(db) as server:
        url = f"{server.base}/d/{token}"
        assert "Start the night" in ask(url)[2]
        waiting = figures(url)
        assert not waiting["started"] and waiting["clock_state"] == "not started"
        assert waiting["lists"]["arrivals"][:2] == ["Ann A0", "Bob A1"]
        assert acted(server.base, url, "start") == "Night 12 started"
        assert figures(url)["started"]  # the script loads the page's new forms
        assert "Start clock" in ask(url)[2]
        assert acted(server.base, url, "start") == "Clock started"
        service = LeagueService.open(db)
        assert NightService(service).clock(SEASON, 12).running
        service.close()


def test_flooding_posts_are_refused_with_a_time_to_wait(desk) -> None:
    server, _db, tokens = desk
    url = f"{server.base}/d/{tokens['Bob']}"
    statuses = [ask(url, b"action=pause&form=1.bad")[0] for _ in range(70)]
    assert statuses.count(429) >= 10 and set(statuses) <= {403, 429}
