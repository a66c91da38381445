"""A player's personal page on the league's site (SPEC 10), over real HTTP: their night,
their answer posted with the page's form token and redirected back, the 404 of a wrong or
reissued link, and the bounds on what a stranger can send."""

from __future__ import annotations

import asyncio
import html
import re
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.serving import WebServer
from leaguemgr.web.site import league_site_app
from tests.web.rsvp_league import rsvp_league_file
from tests.web.test_phone_chromium import CHROMIUM, chromium


class _NoRedirect(urllib.request.HTTPRedirectHandler):
    def redirect_request(self, *_args, **_kwargs):
        return None


_opener = urllib.request.build_opener(_NoRedirect)


def ask(url: str, data: bytes | None = None) -> tuple[int, dict, str]:
    request = urllib.request.Request(url, data=data, method="POST" if data is not None else "GET")
    try:
        with _opener.open(request, timeout=10) as response:
            return response.status, response.headers, response.read().decode()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read().decode()


@pytest.fixture
def site(tmp_path: Path):
    db = tmp_path / "league.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    tokens = player_links.issue_links(service, ["p05", "p06", "p01"])
    service.close()
    league_site = LeagueSite.open(str(db))
    server = WebServer(league_site_app(league_site), "127.0.0.1", 0)
    server.start()
    base = f"http://127.0.0.1:{server.port}"
    yield base, tokens, db
    server.stop()
    league_site.close()


def form_of(page: str) -> str:
    return html.unescape(re.search(r'name="form" value="([^"]+)"', page).group(1))


def test_the_page_shows_the_night_and_an_answer_comes_back_with_a_303(site) -> None:
    base, tokens, _db = site
    url = f"{base}/p/{tokens['p05']}"
    status, headers, page = ask(url)
    assert status == 200 and "form-action 'self'" in headers["Content-Security-Policy"]
    assert "<h3>Friday 4 December 2026</h3>" in page and "2 of 3 seats taken, 1 left" in page
    assert "Buy-in $" in page and "Answer by Friday 4 December at 18:00." in page
    assert "Are you coming?" in page and "Standings" in page and "Balance" in page
    body = f"event=12&form={form_of(page)}&answer=yes".encode()
    status, headers, _ = ask(url, body)
    assert status == 303 and headers["Location"] == f"/p/{tokens['p05']}"
    assert "You are going." in ask(url)[2]

    # The night is full: p06's yes waits, and p05's no moves p06 up.
    url6 = f"{base}/p/{tokens['p06']}"
    page6 = ask(url6)[2]
    assert ask(url6, f"event=12&form={form_of(page6)}&answer=yes".encode())[0] == 303
    assert "You are on the waitlist: number 1." in ask(url6)[2]
    assert ask(url, f"event=12&form={form_of(ask(url)[2])}&answer=no".encode())[0] == 303
    assert "You are going." in ask(url6)[2]
    assert "You said you are not coming." in ask(url)[2]


def test_a_wrong_or_reissued_link_is_a_404_like_any_wrong_path(site) -> None:
    base, tokens, db = site
    assert ask(f"{base}/p/{'A' * 22}")[0] == 404
    assert ask(f"{base}/p/")[0] == 404
    service = LeagueService.open(db)
    player_links.issue_links(service, ["p01"], reissue=True)
    service.close()
    status, _headers, body = ask(f"{base}/p/{tokens['p01']}")
    assert status == 404 and "<h1>Page not found</h1>" in body
    assert '<a class="button" href="/">Go to the league\'s standings</a>' in html.unescape(body)
    assert body == ask(f"{base}/no/such/page")[2]  # the same page as any wrong address


def test_an_answer_without_the_pages_form_token_is_refused(site) -> None:
    base, tokens, _db = site
    url = f"{base}/p/{tokens['p05']}"
    assert ask(url, b"event=12&answer=yes")[0] == 403
    assert ask(url, b"event=12&form=1.abc&answer=yes")[0] == 403
    assert ask(url, f"event=12&form={form_of(ask(url)[2])}&answer=perhaps".encode())[0] == 400
    assert ask(url, b"x" * 5000)[0] == 413
    assert "Are you coming?" in ask(url)[2]  # nothing was stored


def test_answers_from_one_address_are_bounded_per_minute(site) -> None:
    base, tokens, _db = site
    url = f"{base}/p/{tokens['p05']}"
    statuses = [ask(url, b"event=12&answer=yes")[0] for _ in range(32)]
    assert statuses[:30] == [403] * 30 and statuses[30:] == [429, 429]


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_the_page_reads_on_a_390_px_phone(site, tmp_path: Path) -> None:
    base, tokens, _db = site
    shot = tmp_path / "player.png"
    chromium(tmp_path, "--window-size=390,1100", f"--screenshot={shot}",
             "--hide-scrollbars", f"{base}/p/{tokens['p01']}")  # fmt: skip
    assert shot.stat().st_size > 10_000
    probe = tmp_path / "probe.html"
    page = ask(f"{base}/p/{tokens['p01']}")[2]
    probe.write_text(
        '<!DOCTYPE html><html><body style="margin:0">'
        '<iframe id="f" style="width:390px;height:844px;border:0" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
        '<div id="out"></div><script>addEventListener("load", () => {'
        'const d = document.getElementById("f").contentDocument;'
        "const wide = d.documentElement.scrollWidth;"
        'const buttons = [...d.querySelectorAll("button")].map('
        "b => Math.round(b.getBoundingClientRect().height));"
        'document.getElementById("out").textContent = ["WIDTH", wide, Math.min(...buttons)]'
        '.join(" ");'
        "});</script></body></html>",
        "utf-8",
    )
    dom = chromium(tmp_path, "--virtual-time-budget=3000", "--dump-dom", probe.as_uri())
    wide, button = map(int, re.search(r"WIDTH (\d+) (\d+)", dom).groups())
    assert wide <= 390  # nothing runs off the side
    assert button >= 44  # a thumb's target


def test_a_crowd_of_pages_shares_a_look_yet_a_link_reissued_meanwhile_ends_at_once(
    site,
) -> None:
    """200 players at once cost one look at the database per queue, not one each; a page
    asked after another program reissued a link still sees the reissue."""
    _base, tokens, db = site
    league_site = LeagueSite.open(str(db))
    looks = []
    real_look = league_site._service.changed_elsewhere
    league_site._service.changed_elsewhere = lambda: looks.append(1) or real_look()

    async def crowd_then_reissue() -> tuple[list, object]:
        crowd = [league_site.run(league_site.player_of_token, tokens["p01"]) for _ in range(60)]
        seen = asyncio.gather(*crowd)
        await asyncio.sleep(0)  # the crowd has arrived
        service = LeagueService.open(db)
        player_links.issue_links(service, ["p01"], reissue=True)
        service.close()
        after = await league_site.run(league_site.player_of_token, tokens["p01"])
        return await seen, after

    try:
        crowd, after = asyncio.run(crowd_then_reissue())
    finally:
        league_site.close()
    assert after is None  # the reissue was made before this page was asked for
    assert all(player is None or player.id == "p01" for player in crowd)
    assert len(looks) < 20
