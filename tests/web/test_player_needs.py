"""What a player needs to answer (SPEC 10, issue 41 item 10), over real HTTP: the night's
weekday, buy-in and seats left, the answer-by time passed, *maybe*, the late-cancel
question before a late no is taken, the seat that came free told first, the chosen answer
marked, the balance's lines, and every link and form under the site's root path."""

from __future__ import annotations

import html
import json
import re
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.services.player_view import player_view
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.web.rsvp_league import rsvp_document
from tests.web.test_player_page import ask, form_of

ANSWERS = [
    ("p01", "yes", "2026-11-29T19:00:00"),
    ("p02", "yes", "2026-11-29T19:05:00"),
    ("p03", "yes", "2026-11-29T19:06:00"),
]


def under_path(app, root: str):
    """``app`` behind a proxy that passes the path ``root/...`` unchanged (SPEC 10)."""

    async def proxied(scope, receive, send):
        if scope["type"] == "http":
            scope = {**scope, "root_path": root}
        await app(scope, receive, send)

    return proxied


@pytest.fixture
def served(tmp_path: Path, request):
    root = getattr(request, "param", "")
    document = rsvp_document(seats=2, answers=ANSWERS)
    document["seasons"][0]["events"][-1]["rsvp_by"] = "2026-11-30T18:00"  # passed
    source = tmp_path / "needs.league.json"
    source.write_text(json.dumps(document))
    db = tmp_path / "league.sqlite"
    assert main(["import", str(source), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    tokens = player_links.issue_links(service, ["p01", "p03", "p05"])
    service.close()
    site = LeagueSite.open(str(db))
    app = league_site_app(site)
    server = WebServer(under_path(app, root) if root else app, "127.0.0.1", 0)
    server.start()
    yield f"http://127.0.0.1:{server.port}{root}", tokens, db
    server.stop()
    site.close()


def post(url: str, page: str, answer: str, extra: str = "") -> tuple[int, dict, str]:
    return ask(url, f"event=12&form={form_of(page)}&answer={answer}{extra}".encode())


def test_a_late_no_asks_first_and_the_seat_goes_to_the_first_waiting(served) -> None:
    base, tokens, _db = served
    me, next_in = f"{base}/p/{tokens['p01']}", f"{base}/p/{tokens['p03']}"
    page = ask(me)[2]
    assert "You are going." in page and "2 of 2 seats taken, 0 left, 1 waiting." in page
    assert "has passed. A no now is a late cancel." in html.unescape(page)
    status, _headers, question = post(me, page, "no")
    assert status == 200 and "This is a late cancel: the answer-by time" in question
    assert '<input type="hidden" name="confirm" value="1">' in question
    assert 'name="answer" value="no">Yes, cancel my seat</button>' in question
    assert "You are going." in ask(me)[2]  # nothing was taken yet
    status, headers, _ = post(me, question, "no", "&confirm=1")
    assert status == 303 and headers["Location"] == f"/p/{tokens['p01']}"
    assert "You said you are not coming." in ask(me)[2]
    moved = ask(next_in)[2]
    news = moved.index("Good news: a seat came free. You are going on Friday 4 December 2026.")
    assert news < moved.index("<h2>Next night</h2>")  # first thing on the page
    assert "You are going." in moved


def test_maybe_is_an_answer_of_its_own_and_the_chosen_one_is_marked(served) -> None:
    base, tokens, _db = served
    url = f"{base}/p/{tokens['p05']}"
    page = ask(url)[2]
    assert "Are you coming?" in page and "aria-pressed" not in page
    assert post(url, page, "maybe")[0] == 303
    page = ask(url)[2]
    assert "You said maybe." in page
    assert ('<button class="maybe chosen" name="answer" value="maybe" aria-pressed="true">'
            "✓ Maybe</button>") in page  # fmt: skip
    assert re.search(r"<summary>Maybe \(1\)</summary><ol>\s*<li>[^<]+</li>", page)
    assert "2 of 2 seats taken, 0 left, 1 waiting." in page  # a maybe takes no seat
    assert post(url, page, "yes")[0] == 303
    assert "You are on the waitlist: number 2." in ask(url)[2]


@pytest.mark.parametrize("served", ["/league"], indirect=True)
def test_under_a_path_every_form_link_and_redirect_stays_under_it(served) -> None:
    base, tokens, _db = served
    url = f"{base}/p/{tokens['p05']}"
    page = ask(url)[2]
    assert f'<form method="post" action="/league/p/{tokens["p05"]}">' in page
    assert '<a class="button" href="/league/">The league\'s standings</a>' in page
    status, headers, _ = post(url, page, "yes")
    assert status == 303 and headers["Location"] == f"/league/p/{tokens['p05']}"
    status, _headers, missing = ask(f"{base}/p/{'A' * 22}")
    assert status == 404 and 'href="/league/"' in missing


def test_the_balance_lines_add_up_to_the_balance(served) -> None:
    base, tokens, db = served
    for kind, amount in (("charge", "25"), ("payment", "10")):
        assert main(["ledger", "record", "--db", str(db), "--season", "2026", kind, "p01",
                     amount, "--date", "2026-11-20"]) == 0  # fmt: skip
    page = html.unescape(ask(f"{base}/p/{tokens['p01']}")[2])
    assert "<tr><th>What makes it</th>" in page and "<td>Charges</td>" in page
    assert "<td>Your payments</td>" in page
    service = LeagueService.open(db, read_only=True)
    try:
        views = [player_view(service, player) for player in service.league.players]
    finally:
        service.close()
    assert any(v.balance_lines for v in views)  # the AZ league keeps its money (SPEC 7)
    for view in views:
        assert sum((line.amount for line in view.balance_lines), start=0) == view.owes
