"""``leaguemgr serve`` at its edges (issue 41), over HTTP against the real process on
127.0.0.1: a body trickled is cut and a crowd of them refused 503 with Retry-After, a client
that hangs up is one log line, the log holds no token, the site under a path with every
redirect there, HSTS on an https public URL, an open page that posts after a restart, 429
with Retry-After, and the public URL's rules. Every loop is bounded in count and time."""

from __future__ import annotations

import html
import re
import signal
import socket
import time
import urllib.error
import urllib.request
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.services import player_links
from leaguemgr.services.league_service import LeagueService
from leaguemgr.web.protocol import BODY_DEADLINE, MAX_SLOW_BODIES
from tests.cli.test_phones_cli import first_line, stopped
from tests.cli.test_serve_cli import serve
from tests.web.rsvp_league import rsvp_league_file

UNDER = "https://poker.example.org/league"


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


def answer_form(page: str, answer: str) -> bytes:
    form = html.unescape(re.search(r'name="form" value="([^"]+)"', page).group(1))
    event = re.search(r'name="event" value="(\d+)"', page).group(1)
    return f"event={event}&form={form}&answer={answer}".encode()


@pytest.fixture
def league(tmp_path: Path) -> tuple[Path, dict[str, str]]:
    db = tmp_path / "league.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    tokens = player_links.issue_links(service, ["p05", "p06", "p01"])
    service.close()
    return db, tokens


def trickle(port: int, path: str) -> socket.socket:
    """A POST whose chunked body comes a byte at a time (the first byte sent now)."""
    connection = socket.create_connection(("127.0.0.1", port), timeout=1)
    connection.sendall(
        f"POST {path} HTTP/1.1\r\nHost: x\r\nTransfer-Encoding: chunked\r\n"
        "Content-Type: application/x-www-form-urlencoded\r\n\r\n1\r\ne\r\n".encode()
    )
    return connection


def test_trickled_bodies_are_cut_a_crowd_of_them_refused_and_hang_ups_are_one_line(
    league,
) -> None:
    db, tokens = league
    process = serve(db, "--answers-per-minute", "1000")
    try:
        base = first_line(process).rstrip("/")
        port = int(base.rsplit(":", 1)[1])
        path = f"/p/{tokens['p05']}"
        count = MAX_SLOW_BODIES + 8
        started = time.monotonic()
        slow = [trickle(port, path) for _ in range(count)]
        hung_up = trickle(port, path)
        time.sleep(0.2)
        hung_up.close()  # this one hangs up itself, mid-body
        # Everyone else is served meanwhile.
        assert ask(f"{base}{path}")[0] == 200
        replies: list[bytes] = [b""] * count
        deadline = started + BODY_DEADLINE + 3
        while time.monotonic() < deadline and not all(replies):
            for i, connection in enumerate(slow):
                if replies[i]:
                    continue
                connection.settimeout(0.05)
                try:
                    replies[i] = connection.recv(4096) or b"closed"
                except TimeoutError:
                    connection.sendall(b"1\r\nx\r\n")  # one more byte of the body
                except OSError:
                    replies[i] = b"closed"
        held = time.monotonic() - started
        for connection in slow:
            connection.close()
        refused = [r for r in replies if r.startswith(b"HTTP/1.1 503")]
        cut = [r for r in replies if r.startswith(b"HTTP/1.1 408")]
        assert len(refused) >= count - MAX_SLOW_BODIES and len(refused) + len(cut) == count
        assert all(b"retry-after: " in r for r in refused)
        assert held < BODY_DEADLINE + 2
        assert ask(f"{base}{path}")[0] == 200
    finally:
        code, _out, err = stopped(process, signal.SIGTERM)
    assert code == 0
    assert "Traceback" not in err
    hang_ups = err.count("a request's body never came in full: POST /p/…")
    # At most one line a client (each cut, refused or gone), never a traceback.
    assert 1 <= hang_ups <= count + 1 and err.count("\n") <= 2 * (count + 1) + 5
    assert tokens["p05"] not in err


def test_the_site_under_a_path_with_its_redirects_there_hsts_and_a_cut_log(league) -> None:
    db, tokens = league
    process = serve(db, "--public-url", UNDER)
    try:
        root = first_line(process)
        assert root.startswith("http://127.0.0.1:") and root.endswith("/league/")
        port = root.split(":")[2].split("/")[0]
        page_url = f"{root}p/{tokens['p05']}"
        status, headers, page = ask(page_url)
        assert status == 200 and "Are you coming?" in page
        assert headers["Strict-Transport-Security"] == "max-age=31536000"
        status, headers, _ = ask(page_url, answer_form(page, "yes"))
        assert status == 303 and headers["Location"] == f"/league/p/{tokens['p05']}"
        assert "You are going." in ask(page_url)[2]
        assert ask(root)[0] == 200  # the standings
        status, headers, _ = ask(root.rstrip("/"))
        assert status == 308 and headers["Location"] == "/league/"
        # Outside the path: the 404 of any wrong path.
        assert ask(f"http://127.0.0.1:{port}/p/{tokens['p05']}")[0] == 404
        assert ask(f"http://127.0.0.1:{port}/")[0] == 404
    finally:
        code, _out, err = stopped(process, signal.SIGTERM)
    assert code == 0
    assert '"GET /league/p/… HTTP/1.1" 200' in err and '"POST /league/p/… HTTP/1.1" 303' in err
    assert tokens["p05"] not in err


def test_a_page_opened_before_a_restart_posts_after_it(league) -> None:
    db, tokens = league
    process = serve(db)
    try:
        page_url = f"{first_line(process)}p/{tokens['p06']}"
        page = ask(page_url)[2]
    finally:
        stopped(process, signal.SIGTERM)
    process = serve(db)
    try:
        page_url = f"{first_line(process)}p/{tokens['p06']}"
        status, headers, _ = ask(page_url, answer_form(page, "yes"))
        assert status == 303 and headers["Location"] == f"/p/{tokens['p06']}"
        assert "You are going." in ask(page_url)[2]
    finally:
        stopped(process, signal.SIGTERM)


def test_too_many_answers_say_when_to_come_back(league) -> None:
    db, tokens = league
    process = serve(db, "--answers-per-minute", "1")
    try:
        url = f"{first_line(process)}p/{tokens['p06']}"
        page = ask(url)[2]
        assert ask(url, answer_form(page, "yes"))[0] == 303
        status, headers, body = ask(url, answer_form(page, "no"))
        assert status == 429 and 1 <= int(headers["Retry-After"]) <= 60
        assert "Too many answers" in body
        assert "You are going." in ask(url)[2]  # the refused no changed nothing
    finally:
        stopped(process, signal.SIGTERM)


@pytest.mark.parametrize(
    "url",
    [
        "http://poker.example.org",
        "ftp://poker.example.org",
        "https://",
        "https://h/x?a=1",
        "https://h/my league",
        "poker.example.org",
    ],
)
def test_a_public_url_must_be_https_except_on_this_computer(league, url, capsys) -> None:
    db, _tokens = league
    for command in (["serve", "--db", str(db), "--public-url", url],
                    ["links", "--db", str(db), "--base", url]):  # fmt: skip
        with pytest.raises(SystemExit) as stop:
            main(command)
        assert stop.value.code == 2
        err = capsys.readouterr().err
        assert "must start with https://" in err and repr(url) in err


def test_links_say_which_address_they_are_on_until_the_site_was_served(league, capsys) -> None:
    db, tokens = league
    assert main(["links", "--db", str(db), "--player", "p05"]) == 0
    out, err = capsys.readouterr()
    assert out.rstrip().endswith(f"http://127.0.0.1:8000/p/{tokens['p05']}")
    assert err == (
        "leaguemgr: links on http://127.0.0.1:8000: the site was never served with "
        "--public-url (give --base URL for the address players use)\n"
    )
    assert main(["links", "--db", str(db), "--player", "p05", "--base", "http://[::1]:9"]) == 0
    out, err = capsys.readouterr()
    assert out.rstrip().endswith(f"http://[::1]:9/p/{tokens['p05']}") and err == ""
    assert main(["links", "--db", str(db), "--player", "p05", "--base", "http://localhost/l/"]) == 0
    out, err = capsys.readouterr()
    assert out.rstrip().endswith(f"http://localhost/l/p/{tokens['p05']}") and err == ""
    service = LeagueService.open(db)
    player_links.remember_public_url(service, UNDER)
    service.close()
    assert main(["links", "--db", str(db), "--player", "p05"]) == 0
    out, err = capsys.readouterr()
    assert out.rstrip().endswith(f"{UNDER}/p/{tokens['p05']}") and err == ""
