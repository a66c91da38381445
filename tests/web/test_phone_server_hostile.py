"""The phone page on a hostile Wi-Fi (issue 27), on 127.0.0.1 only: slow clients, a room
opening the page at once, clients that drop, a page switched off mid-request and lines that
are not HTTP. Every attack is bounded in count and in time. The TV by a link (SPEC 11),
served beside it, meets the same attacks on its own paths."""

from __future__ import annotations

import contextlib
import logging
import socket
import struct
import threading
import time
import urllib.request
from dataclasses import dataclass

import pytest

from leaguemgr.web import server as phone_server
from leaguemgr.web.server import PhoneServer
from tests.web.test_phone_server import snapshot

SECURITY_HEADERS = (  # as lowercase as HTTP/1.1 lets uvicorn send them
    b"content-security-policy: default-src 'none'",
    b"x-content-type-options: nosniff",
    b"cache-control: no-store",
    b"referrer-policy: no-referrer",
    b"x-frame-options: deny",
)


@dataclass(frozen=True)
class Page:
    """A page of the phone server: its path and its JSON's under the token, and what an
    ordinary visitor finds on it."""

    path: str
    json: str
    sign: bytes

    def url(self, server: PhoneServer) -> str:
        return server.base + self.path.format(token=server.token)

    def request(self, server: PhoneServer, json: bool = False) -> str:
        """The path to put on a request line."""
        return (self.json if json else self.path).format(token=server.token)


PHONE = Page("/{token}/", "/{token}/status.json", b"Ann Lee")
PAGES = {
    "phone": PHONE,
    # The snapshot has no night for the TV: it names the league and says so.
    "tv": Page("/tv/{token}", "/tv/{token}/state.json", b"Fish &amp; Chips \xc2\xb7 No night"),
}


@pytest.fixture(params=sorted(PAGES))
def page(request) -> Page:
    return PAGES[request.param]


@pytest.fixture
def server():
    server = PhoneServer("127.0.0.1", 0)
    server.publish(snapshot())
    server.start()
    yield server
    # Whatever the attack, the page is still served (unless the test switched it off).
    assert server.running or not server.listening, "the serving thread died"
    server.stop()


def phone_asks(url: str, timeout: float = 2.0, sign: bytes = PHONE.sign) -> bool:
    """Whether an ordinary phone got the page (``sign`` is on it)."""
    try:
        with urllib.request.urlopen(url, timeout=timeout) as response:
            return response.status == 200 and sign in response.read()
    except OSError:
        return False


def read_all(connection: socket.socket, deadline: float) -> bytes:
    received = b""
    while time.monotonic() < deadline:
        connection.settimeout(max(0.01, deadline - time.monotonic()))
        try:
            data = connection.recv(65536)
        except (TimeoutError, ConnectionResetError):
            break
        if not data:
            break
        received += data
    return received


class SlowClients:
    """``count`` connections that send a byte of a request every ``pace`` seconds, each
    opened again as soon as the server cuts it: the server is never free of them."""

    def __init__(self, port: int, count: int, pace: float = 0.5):
        self.port, self.count, self.pace = port, count, pace
        self.cut_after: list[float] = []  # how long each cut connection was held
        self._stop = threading.Event()
        self._thread = threading.Thread(target=self._run, daemon=True)

    def __enter__(self) -> SlowClients:
        self._thread.start()
        time.sleep(0.3)  # every slow connection is open before the phone asks
        return self

    def __exit__(self, *_exc) -> None:
        self._stop.set()
        self._thread.join(timeout=5)

    def _open(self) -> tuple[socket.socket, float]:
        connection = socket.create_connection(("127.0.0.1", self.port), timeout=1)
        connection.setblocking(False)
        return connection, time.monotonic()

    def _run(self) -> None:
        held = [self._open() for _ in range(self.count)]
        try:
            while not self._stop.wait(self.pace):
                for i, (connection, opened) in enumerate(held):
                    try:
                        if connection.recv(1024, socket.MSG_PEEK) == b"":
                            raise ConnectionResetError
                        self.cut_after.append(time.monotonic() - opened)  # answered: cut
                        raise ConnectionResetError
                    except BlockingIOError:
                        with contextlib.suppress(OSError):
                            connection.send(b"G")
                        continue
                    except OSError:
                        connection.close()
                        held[i] = self._open()
        finally:
            for connection, _opened in held:
                connection.close()


def test_slow_clients_do_not_keep_phones_out(server, page) -> None:
    """60 connections trickling a byte every half second (and coming back when cut) while an
    ordinary phone asks ten times over about five seconds: it gets at least nine answers, and
    no trickling connection is held past the request deadline."""
    with SlowClients(server.port, 60) as slow:
        answers = 0
        for _ in range(10):
            answers += phone_asks(page.url(server), sign=page.sign)
            time.sleep(0.4)
    assert answers >= 9
    assert slow.cut_after, "the slow clients were never cut"
    assert max(slow.cut_after) < phone_server.REQUEST_DEADLINE + 1.5


def test_a_room_opening_the_page_at_once_is_answered_within_seconds(server, page) -> None:
    """150 phones connecting in the same instant: every one is answered within 5 s."""
    assert phone_server.BACKLOG >= 128
    path = page.request(server, json=True)
    request = f"GET {path} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n"
    request = request.encode()
    started = time.monotonic()
    connections = [socket.create_connection(("127.0.0.1", server.port), 5) for _ in range(150)]
    try:
        for connection in connections:
            connection.sendall(request)
        deadline = started + 5
        answers = [read_all(connection, deadline) for connection in connections]
    finally:
        for connection in connections:
            connection.close()
    assert sum(answer.startswith(b"HTTP/1.1 200") for answer in answers) == 150
    assert time.monotonic() - started < 5


def test_clients_that_drop_their_connection_print_nothing(capfd, caplog, page) -> None:
    """25 phones that reset the connection, before or after their request: not a line on the
    app's standard error, and the page still answers."""
    server = PhoneServer("127.0.0.1", 0)
    server.publish(snapshot())
    server.start()
    try:
        with caplog.at_level(logging.DEBUG):
            for i in range(25):
                connection = socket.create_connection(("127.0.0.1", server.port), 2)
                if i % 3:
                    connection.sendall(f"GET {page.request(server)} HTTP/1.0\r\n\r\n".encode())
                if i % 3 == 2:
                    time.sleep(0.02)  # the answer is on its way
                # A reset rather than a polite close: what a phone leaving the Wi-Fi does.
                connection.setsockopt(socket.SOL_SOCKET, socket.SO_LINGER, struct.pack("ii", 1, 0))
                connection.close()
            assert phone_asks(page.url(server), sign=page.sign)
    finally:
        server.stop()  # waits for the answering threads: whatever they print is out by now
    assert capfd.readouterr().err == ""
    assert not [r for r in caplog.records if r.levelno >= logging.WARNING]


def test_switching_off_closes_every_open_connection(server, page) -> None:
    """Requests begun before the page is switched off are never answered after it."""
    begun = []
    for _ in range(5):
        connection = socket.create_connection(("127.0.0.1", server.port), 2)
        connection.sendall(f"GET {page.request(server)} HTTP/1.0\r\n".encode())  # not finished
        begun.append(connection)
    time.sleep(0.2)  # the server has them all
    started = time.monotonic()
    server.stop()
    try:
        for connection in begun:
            with contextlib.suppress(OSError):
                connection.sendall(b"\r\n")  # the request finished, too late
            assert read_all(connection, time.monotonic() + 2) == b""
    finally:
        for connection in begun:
            connection.close()
    assert time.monotonic() - started < 3
    assert not phone_asks(page.url(server), timeout=1, sign=page.sign)


@pytest.mark.parametrize(
    "line",
    [b"GARBAGE", b"GET /", b"\xff\xfe\xfd", b"GET / HTTP/9.9", b"GET  / HTTP/1.0", b"get / x y"],
)
def test_a_malformed_request_line_gets_a_proper_answer(server, line) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=2) as connection:
        connection.sendall(line + b"\r\n\r\n")
        reply = read_all(connection, time.monotonic() + 2)
    assert reply.startswith(b"HTTP/1.1 400 Bad Request\r\n")
    for header in SECURITY_HEADERS:
        assert header in reply.lower()
    assert b"Ann Lee" not in reply


def test_a_request_sent_in_pieces_in_time_is_answered(server, page) -> None:
    with socket.create_connection(("127.0.0.1", server.port), timeout=2) as connection:
        path = page.request(server).encode()
        for piece in (
            b"GET ",
            path[:-5],
            path[-5:],
            b" HTTP/1.1\r\n",
            b"Host: x\r\n",
            b"Connection: close\r\n\r\n",
        ):
            connection.sendall(piece)
            time.sleep(0.05)
        reply = read_all(connection, time.monotonic() + 2)
    assert reply.startswith(b"HTTP/1.1 200 OK\r\n") and page.sign in reply


def test_a_request_too_slow_in_all_is_cut_at_the_deadline(server) -> None:
    """A byte every half second is never idle long enough for a per-read timeout: the
    deadline is for the whole request."""
    with socket.create_connection(("127.0.0.1", server.port), timeout=2) as connection:
        started = time.monotonic()
        reply = b""
        while time.monotonic() - started < phone_server.REQUEST_DEADLINE + 2:
            try:
                connection.sendall(b"X")
            except OSError:
                break
            connection.settimeout(0.5)
            try:
                reply = connection.recv(4096)
                break
            except TimeoutError:
                continue
        held = time.monotonic() - started
    assert reply.startswith(b"HTTP/1.1 408")
    assert held < phone_server.REQUEST_DEADLINE + 1


def _one_answer(connection: socket.socket) -> bytes:
    """One whole answer (head and its Content-Length of body) off a kept-alive connection."""
    answer = b""
    while b"\r\n\r\n" not in answer:
        answer += connection.recv(65536)
    head, _, body = answer.partition(b"\r\n\r\n")
    length = int(head.lower().split(b"content-length: ")[1].split(b"\r\n")[0])
    while len(body) < length:
        body += connection.recv(65536)
    return head + b"\r\n\r\n" + body


def test_a_kept_alive_phone_polling_slower_than_the_deadline_is_answered(
    server, monkeypatch
) -> None:
    """A phone polls every 3 s on one kept-alive connection: idle between polls is the
    keep-alive's to end, and each poll's own deadline starts with its first byte (a trickled
    head on that connection is still cut)."""
    from leaguemgr.web import protocol

    monkeypatch.setattr(protocol, "REQUEST_DEADLINE", 0.3)
    path = PHONE.request(server, json=True).encode()
    poll = b"GET " + path + b" HTTP/1.1\r\nHost: x\r\n\r\n"
    with socket.create_connection(("127.0.0.1", server.port), timeout=2) as connection:
        for _ in range(2):
            connection.sendall(poll)
            assert _one_answer(connection).startswith(b"HTTP/1.1 200 OK\r\n")
            time.sleep(0.6)  # longer than the head's deadline, within the keep-alive
        connection.sendall(b"GET ")  # then a head trickled: cut at its own deadline
        started = time.monotonic()
        reply = read_all(connection, started + 2)
    assert reply.startswith(b"HTTP/1.1 408") and time.monotonic() - started < 1.5


def test_hundreds_of_slow_clients_still_leave_phones_in(server, page) -> None:
    """A connection still sending costs the server no thread (uvicorn reads them all on one
    event loop), so 300 slow clients at once leave the phone that sends its request in."""
    with SlowClients(server.port, 300, pace=0.3):
        answers = sum(phone_asks(page.url(server), sign=page.sign) for _ in range(5))
    assert answers == 5


@pytest.fixture(scope="module")
def site_server(tmp_path_factory):
    """The desktop app's server (the phone page with the site's pages beside): its pages
    with a form, a player's and a night's director's, by path."""
    from leaguemgr.cli import main
    from leaguemgr.services import night_directors, player_links
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.league_site import LeagueSite
    from tests.web.rsvp_league import rsvp_league_file

    folder = tmp_path_factory.mktemp("site_server")
    db = folder / "league.sqlite"
    assert main(["import", str(rsvp_league_file(folder, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    paths = {
        "player": f"/p/{player_links.issue_links(service, ['p05'])['p05']}",
        "director": f"/d/{night_directors.add_director(service, '2026', 12, 'Ann').token}",
    }
    service.close()
    site = LeagueSite.open(str(db))
    server = PhoneServer("127.0.0.1", 0, site=site)
    server.publish(snapshot())
    server.start()
    yield server, paths
    server.stop()
    site.close()


FORM_PAGES = ["player", "director"]


def page_answers(server: PhoneServer, path: str) -> bool:
    with urllib.request.urlopen(f"{server.base}{path}", timeout=5) as response:
        return response.status == 200


@pytest.mark.parametrize("page", FORM_PAGES)
def test_the_apps_server_cuts_a_trickled_answer_like_the_sites(site_server, page) -> None:
    """The desktop app's server holds the same body deadline as ``leaguemgr serve``: a POST
    trickled to a player's page, or to a director's, is cut."""
    from leaguemgr.web.protocol import BODY_DEADLINE
    from tests.cli.test_serve_edges import trickle

    server, paths = site_server
    connection = trickle(server.port, paths[page])
    started = time.monotonic()
    reply = read_all(connection, started + BODY_DEADLINE + 2)
    connection.close()
    assert reply.startswith(b"HTTP/1.1 408")
    assert time.monotonic() - started < BODY_DEADLINE + 1
    assert phone_asks(server.url) and page_answers(server, paths[page])


@pytest.mark.parametrize("page", FORM_PAGES)
def test_an_oversized_head_or_a_garbage_body_is_refused(site_server, page) -> None:
    server, paths = site_server
    path = paths[page].encode()

    def raw(data: bytes) -> bytes:
        with socket.create_connection(("127.0.0.1", server.port), timeout=5) as connection:
            connection.sendall(data)
            return read_all(connection, time.monotonic() + 3)

    padded = b"GET " + path + b" HTTP/1.0\r\n" + b"X-Pad: 0123456789\r\n" * 1000 + b"\r\n"
    assert raw(padded).startswith(b"HTTP/1.1 431")
    garbage = b"\xff\xfe\x00%%%" * 20
    post = b"POST " + path + b" HTTP/1.0\r\nContent-Type: application/x-www-form-urlencoded"
    post += f"\r\nContent-Length: {len(garbage)}\r\n\r\n".encode() + garbage
    reply = raw(post)
    assert reply.startswith(b"HTTP/1.1 400"), reply[:80]
    for header in SECURITY_HEADERS[:1]:
        assert header in reply.lower()
    assert page_answers(server, paths[page])


@pytest.mark.parametrize("page", FORM_PAGES)
def test_a_flood_of_one_page_is_answered_within_seconds(site_server, page) -> None:
    """60 phones opening the page in the same instant (each page read on the site's one
    worker): every one is answered within 5 s."""
    server, paths = site_server
    request = f"GET {paths[page]} HTTP/1.1\r\nHost: x\r\nConnection: close\r\n\r\n".encode()
    started = time.monotonic()
    connections = [socket.create_connection(("127.0.0.1", server.port), 5) for _ in range(60)]
    try:
        for connection in connections:
            connection.sendall(request)
        answers = [read_all(connection, started + 5) for connection in connections]
    finally:
        for connection in connections:
            connection.close()
    assert sum(answer.startswith(b"HTTP/1.1 200") for answer in answers) == 60
    assert time.monotonic() - started < 5


def test_past_the_connections_allowed_a_request_is_told_when_to_retry(monkeypatch, page) -> None:
    """uvicorn's own 503 says nothing of when to come back; the server's says Retry-After."""
    from leaguemgr.web import serving
    from leaguemgr.web.protocol import RETRY_AFTER

    monkeypatch.setattr(serving, "MAX_CONNECTIONS", 3)
    server = PhoneServer("127.0.0.1", 0)
    server.publish(snapshot())
    server.start()
    held = [socket.create_connection(("127.0.0.1", server.port), timeout=1) for _ in range(3)]
    try:
        time.sleep(0.2)  # the three are accepted before the request comes
        connection = socket.create_connection(("127.0.0.1", server.port), timeout=1)
        connection.sendall(f"GET {page.request(server)} HTTP/1.1\r\nHost: x\r\n\r\n".encode())
        reply = read_all(connection, time.monotonic() + 2)
        connection.close()
        assert reply.startswith(b"HTTP/1.1 503")
        assert f"retry-after: {RETRY_AFTER}\r\n".encode() in reply
    finally:
        for connection in held:
            connection.close()
        server.stop()
