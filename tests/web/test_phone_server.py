"""The phone server as a phone (or a stranger on the Wi-Fi) meets it: the page and its JSON
under the token, nothing else, no other method, and the headers that keep the page inert."""

from __future__ import annotations

import base64
import hashlib
import json
import re
import socket
import time
import urllib.error
import urllib.request
from email.message import Message

import pytest

from leaguemgr.services.phone_page import (
    PhoneClock,
    PhoneNight,
    PhonePlace,
    PhoneSeat,
    PhoneSnapshot,
    PhoneStanding,
    PhoneTable,
)
from leaguemgr.web.server import PhoneServer, start_problem

NOW = 1_800_000_000.0
PLAYER = "<script>alert(1)</script>"


def snapshot(seconds_left: int = 600) -> PhoneSnapshot:
    clock = PhoneClock(True, True, 3, False, seconds_left, "100 / 200", "150 / 300", 1500, NOW)
    night = PhoneNight(
        "Event 4",
        9,
        8,
        "$180.00",
        clock,
        (PhoneTable(1, (PhoneSeat(1, "Ann Lee"), PhoneSeat(2, PLAYER))),),
        (PhonePlace(1, "$108.00"), PhonePlace(2, "$72.00")),
        (PhonePlace(9, "Bob Ray"),),
    )
    standings = (
        PhoneStanding(1, PLAYER, "41.00", 3, 2),
        PhoneStanding(2, "Ann Lee", "30.50", 3, 1),
    )
    return PhoneSnapshot("Fish & Chips", 'Spring "26"', night, standings, "")


@pytest.fixture
def server():
    server = PhoneServer("127.0.0.1", 0, clock=lambda: NOW + 2)
    server.publish(snapshot())
    server.start()
    yield server
    server.stop()


def fetch(url: str, method: str = "GET") -> tuple[int, Message, bytes]:
    """The status, the headers (names in any case, as HTTP has them) and the body."""
    request = urllib.request.Request(url, method=method)
    try:
        with urllib.request.urlopen(request, timeout=5) as response:
            return response.status, response.headers, response.read()
    except urllib.error.HTTPError as error:
        return error.code, error.headers, error.read()


def test_the_token_is_long_and_new_each_time() -> None:
    first, second = PhoneServer("127.0.0.1", 0), PhoneServer("127.0.0.1", 0)
    assert len(first.token) >= 22 and first.token != second.token


def test_the_page_and_its_json_are_served_under_the_token(server) -> None:
    status, headers, body = fetch(server.url)
    page = body.decode()
    assert status == 200 and headers["Content-Type"].startswith("text/html")
    assert "Ann Lee" in page and "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert '<div class="time" id="c-time">9:58</div>' in page  # counted down to the clock
    assert server.url == f"http://127.0.0.1:{server.port}/{server.token}/"
    assert fetch(server.url.rstrip("/"))[0] == 200  # typed without its last slash

    status, headers, body = fetch(server.url + "status.json")
    data = json.loads(body)
    assert status == 200 and headers["Content-Type"].startswith("application/json")
    assert data["night"]["clock"]["seconds_left"] == 598
    assert data["standings"][0]["player"] == PLAYER  # JSON is data: the script never runs it
    assert data["season"] == 'Spring "26"'


def test_a_new_snapshot_is_what_the_next_request_sees(server) -> None:
    server.publish(snapshot(seconds_left=90))
    data = json.loads(fetch(server.url + "status.json")[2])
    assert data["night"]["clock"]["seconds_left"] == 88


def test_every_answer_carries_the_security_headers(server) -> None:
    for url in (server.url, server.url + "status.json", f"http://127.0.0.1:{server.port}/"):
        _status, headers, _body = fetch(url)
        assert headers["X-Content-Type-Options"] == "nosniff"
        assert headers["Cache-Control"] == "no-store"
        assert headers["Referrer-Policy"] == "no-referrer"
        assert headers["Content-Security-Policy"].startswith("default-src 'none'")
        assert "Python" not in headers.get("Server", "")


def test_the_policy_allows_exactly_the_pages_own_script_and_style(server) -> None:
    _status, headers, body = fetch(server.url)
    page = body.decode()
    policy = headers["Content-Security-Policy"]
    for tag in ("script", "style"):
        inline = re.search(rf"<{tag}>(.*?)</{tag}>", page, re.S).group(1)
        digest = base64.b64encode(hashlib.sha256(inline.encode()).digest()).decode()
        assert f"{tag}-src 'sha256-{digest}'" in policy
    assert "connect-src 'self'" in policy


@pytest.mark.parametrize(
    "path",
    ["/", "/status.json", "/{token}x/", "/x{token}/status.json", "/{token}/other",
     "/{token}/status.json/x", "/favicon.ico", "/{token}//"],
)  # fmt: skip
def test_anything_but_the_two_addresses_under_the_token_is_not_found(server, path) -> None:
    status, _headers, body = fetch(
        f"http://127.0.0.1:{server.port}" + path.format(token=server.token)
    )
    assert status == 404
    assert b"Ann Lee" not in body


@pytest.mark.parametrize("method", ["POST", "PUT", "DELETE", "PATCH", "OPTIONS"])
def test_only_get_and_head_are_answered(server, method) -> None:
    status, headers, body = fetch(server.url, method)
    assert status == 405
    assert headers["Allow"] == "GET, HEAD"
    assert b"Ann Lee" not in body


def test_head_gives_the_headers_without_the_page(server) -> None:
    status, headers, body = fetch(server.url, "HEAD")
    assert status == 200 and body == b"" and int(headers["Content-Length"]) > 1000


def raw_request(server: PhoneServer, data: bytes) -> bytes:
    with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
        connection.sendall(data)
        return connection.recv(200)


def test_an_oversized_request_is_refused_unread(server) -> None:
    long_line = b"GET /" + b"a" * 20_000 + b" HTTP/1.0\r\n\r\n"
    assert raw_request(server, long_line).startswith(b"HTTP/1.1 431")
    many_headers = b"GET / HTTP/1.0\r\n" + b"X-Pad: 0123456789\r\n" * 1000 + b"\r\n"
    assert raw_request(server, many_headers).startswith(b"HTTP/1.1 431")


def test_stopping_frees_the_port_at_once() -> None:
    server = PhoneServer("127.0.0.1", 0)
    server.start()
    port = server.port
    started = time.monotonic()
    server.stop()
    assert time.monotonic() - started < 2
    assert not server.running
    with pytest.raises(OSError):
        fetch(f"http://127.0.0.1:{port}/")
    again = PhoneServer("127.0.0.1", port)
    again.start()  # the port is free again
    again.stop()


def test_a_port_in_use_is_explained() -> None:
    first = PhoneServer("127.0.0.1", 0)
    first.start()
    try:
        second = PhoneServer("127.0.0.1", first.port)
        with pytest.raises(OSError) as caught:
            second.start()
        assert "already in use" in start_problem(caught.value, "127.0.0.1", first.port)
    finally:
        first.stop()


def test_an_address_not_on_this_computer_is_explained() -> None:
    server = PhoneServer("192.0.2.77", 0)  # TEST-NET-1: never a local address
    with pytest.raises(OSError) as caught:
        server.start()
    assert "no longer this computer's" in start_problem(caught.value, "192.0.2.77", 8765)
