"""The site's own error pages (SPEC 10): in the site's layout and style, saying what
happened, with a way back, ``Retry-After`` where the server says when; one function renders
every one of them (the server's 429 and 503 too)."""

from __future__ import annotations

import asyncio
import base64
import hashlib
import html
import re

import pytest
from starlette.requests import Request

from leaguemgr.web.app import web_app
from leaguemgr.web.error_pages import error_response
from leaguemgr.web.templating import STYLE
from tests.web.test_player_page import ask, form_of, site  # noqa: F401 - the fixture


def request_for(path: str, root: str = "") -> Request:
    return Request({"type": "http", "method": "GET", "path": root + path, "root_path": root,
                    "query_string": b"", "headers": [], "scheme": "https",
                    "server": ("league.example", 443)})  # fmt: skip


@pytest.mark.parametrize(
    ("status", "heading"),
    [(404, "Page not found"), (403, "This page is too old"), (409, "Your answer was not taken"),
     (429, "Too many answers"), (503, "Try again in a minute")],
)  # fmt: skip
def test_each_error_is_a_page_of_the_site_with_a_way_back(status: int, heading: str) -> None:
    response = error_response(request_for("/p/abc", "/league"), status, retry_after=30)
    page = html.unescape(response.body.decode())
    assert response.status_code == status and response.headers["Retry-After"] == "30"
    assert f"<title>{heading}</title>" in page and f"<h1>{heading}</h1>" in page
    assert "Try again in 30 seconds." in page and f"Error {status}" in page
    digest = base64.b64encode(hashlib.sha256(STYLE.encode()).digest()).decode()
    assert f"<style>{STYLE}</style>" in page
    assert f"style-src 'sha256-{digest}'" in response.headers["Content-Security-Policy"]
    back = re.search(r'<a class="button" href="([^"]+)">([^<]+)</a>', page).groups()
    if status == 404:  # the same page whatever the path: no token is looked at
        assert back == ("/league/", "Go to the league's standings")
    else:
        assert back == ("/league/p/abc", "Back to your page")


def test_a_message_is_escaped_and_ends_in_one_full_stop() -> None:
    response = error_response(request_for("/x"), 409, "Event <12> is not open any more.")
    page = response.body.decode()
    assert "Event &lt;12&gt; is not open any more.</p>" in page and "<12>" not in page


def test_over_http_a_forged_form_and_too_many_answers_say_so_in_the_sites_page(site) -> None:  # noqa: F811
    base, tokens, _db = site
    url = f"{base}/p/{tokens['p05']}"
    status, _headers, page = ask(url, b"event=12&form=1.abc&answer=yes")
    assert status == 403 and "<h1>This page is too old</h1>" in page
    assert f'href="/p/{tokens["p05"]}">Back to your page</a>' in page
    assert "This page is too old: open your link again." in page
    for _ in range(29):
        ask(url, b"event=12&form=1.abc&answer=yes")
    status, _headers, page = ask(url, b"event=12&form=1.abc&answer=yes")
    assert status == 429 and "<h1>Too many answers</h1>" in page
    assert "Too many answers: wait a minute." in page and "Back to your page" in page


def test_an_answer_for_a_night_not_open_is_a_409_page_naming_it(site) -> None:  # noqa: F811
    base, tokens, _db = site
    url = f"{base}/p/{tokens['p05']}"
    status, _headers, page = ask(url, f"event=99&form={form_of(ask(url)[2])}&answer=yes".encode())
    assert status == 409 and "<h1>Your answer was not taken</h1>" in page
    assert "Event 99 is not open for answers any more." in page
    assert f'href="/p/{tokens["p05"]}">Back to your page</a>' in page


def test_the_nights_phone_server_alone_sends_a_stranger_back_to_the_link() -> None:
    app = web_app([], home=False)
    sent: list[dict] = []

    async def receive() -> dict:
        return {"type": "http.request", "body": b""}

    async def send(message: dict) -> None:
        sent.append(message)

    scope = {"type": "http", "method": "GET", "path": "/nothing", "raw_path": b"/nothing",
             "root_path": "", "query_string": b"", "headers": [], "scheme": "http",
             "server": ("127.0.0.1", 8765), "client": ("127.0.0.1", 1)}  # fmt: skip
    asyncio.run(app(scope, receive, send))
    page = html.unescape(b"".join(m.get("body", b"") for m in sent[1:]).decode())
    assert sent[0]["status"] == 404 and "<h1>Page not found</h1>" in page
    assert "Open the link you were given again." in page and "href=" not in page
