"""The phone server: a read-only page on the local network, off until the organizer starts it.

It serves two addresses under an unguessable token, ``/<token>/`` (the page) and
``/<token>/status.json`` (the snapshot), to GET and HEAD only. Anything else is 404 (a wrong
token looks exactly like a wrong path), other methods 405, a line that is not HTTP 400.
Every answer, refusals included, carries the same security headers; each connection closes
after its answer (HTTP/1.0).

A venue's Wi-Fi is hostile ground, so the work is split in two:

- **One listening thread** accepts connections and reads their requests without blocking
  (``selectors``). A connection costs a socket, not a thread, until its request line and
  headers are all in; a request has :data:`REQUEST_DEADLINE` seconds in all to get there
  (a client sending a byte now and then is cut, whatever the pace). When
  :data:`MAX_READING` connections are still sending, the oldest is cut for a new one: a
  phone that sends its request at once gets in.
- **A few answering threads** only ever see complete requests: that share of the capacity
  belongs to the clients that finished theirs, and slow ones never reach it.

A client that drops its connection is normal on Wi-Fi: nothing is printed. Switching off
closes every open connection; a request not yet answered is never answered afterwards.
The GUI thread only :meth:`PhoneServer.publish` es a new immutable snapshot (a reference
swap under a lock) and never waits on a request.
"""

from __future__ import annotations

import contextlib
import errno
import hmac
import json
import logging
import queue
import re
import selectors
import socket
import sys
import threading
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from email.utils import formatdate
from http import HTTPStatus

from leaguemgr.services.phone_page import EMPTY, PhoneSnapshot, snapshot_json
from leaguemgr.services.phone_token import new_token
from leaguemgr.web.page import CONTENT_SECURITY_POLICY, phone_page

DEFAULT_PORT = 8765
MAX_REQUEST_BYTES = 8192
"""The request line and headers together; a phone's GET needs well under 2 KB."""
REQUEST_DEADLINE = 3.0
"""Seconds a connection has, from its opening, to send its whole request line and headers."""
MAX_READING = 512
"""Connections still sending their request at once; beyond it the oldest is cut."""
MAX_WAITING = 256
"""Complete requests waiting for an answering thread; beyond it a new one is turned away."""
ANSWERING_THREADS = 6
BACKLOG = 256
"""Connections the system queues before the server accepts them: a room opening the page
together (the system's own limit, ``somaxconn``, may lower it)."""
SEND_TIMEOUT = 5.0
"""Seconds an answer may take to send (it fits the socket's buffer: a phone takes it at once)."""
POLL_INTERVAL = 0.1
"""How often the listening thread looks whether it was told to stop: stopping takes at most
this."""
ACCEPTS_AT_ONCE = 64

_SECURITY_HEADERS = (
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)
_END_OF_HEADERS = re.compile(rb"\r?\n\r?\n")
_METHOD = re.compile(r"[A-Z]{1,20}")
_VERSION = re.compile(r"HTTP/1\.[0-9]")
_log = logging.getLogger(__name__)


@dataclass(frozen=True, slots=True)
class Answer:
    """What one request is answered: the status, the body and how it is sent."""

    status: HTTPStatus
    body: bytes
    content_type: str = "text/plain; charset=utf-8"
    allow: bool = False
    head: bool = False

    def encode(self) -> bytes:
        """The whole HTTP/1.0 answer: the status line, the headers, then the body."""
        lines = [
            f"HTTP/1.0 {self.status.value} {self.status.phrase}",
            "Server: leaguemgr",
            f"Date: {formatdate(usegmt=True)}",
            f"Content-Type: {self.content_type}",
            f"Content-Length: {len(self.body)}",
            *(f"{name}: {value}" for name, value in _SECURITY_HEADERS),
        ]
        if self.allow:
            lines.append("Allow: GET, HEAD")
        lines.append("Connection: close")
        head = ("\r\n".join(lines) + "\r\n\r\n").encode("latin-1")
        return head if self.head else head + self.body


def refusal(status: HTTPStatus, *, allow: bool = False) -> Answer:
    """A short plain answer with no page in it: a refusal, or a not found."""
    return Answer(status, f"{status.phrase}.\n".encode(), allow=allow)


def answer(phone: PhoneServer, request: bytes) -> Answer:
    """The answer to ``request`` (the request line and headers, as received)."""
    line = request.split(b"\n", 1)[0].rstrip(b"\r")
    try:
        words = line.decode("ascii").split(" ")
    except UnicodeDecodeError:
        return refusal(HTTPStatus.BAD_REQUEST)
    if len(words) != 3 or not _VERSION.fullmatch(words[2]) or not _METHOD.fullmatch(words[0]):
        return refusal(HTTPStatus.BAD_REQUEST)
    method, target = words[0], words[1]
    if method not in ("GET", "HEAD"):
        return refusal(HTTPStatus.METHOD_NOT_ALLOWED, allow=True)
    head = method == "HEAD"
    path = target.split("?", 1)[0].split("#", 1)[0]
    parts = path.split("/")
    # "/<token>", "/<token>/" and "/<token>/status.json"; nothing else exists.
    rest = parts[2] if len(parts) == 3 else ""
    if (
        len(parts) < 2
        or len(parts) > 3
        or parts[0]
        or not phone.token_matches(parts[1])
        or rest not in ("", "status.json")
    ):
        return Answer(HTTPStatus.NOT_FOUND, b"Not Found.\n", head=head)
    snapshot, now = phone.snapshot(), phone.clock()
    if rest == "":
        body = phone_page(snapshot, now).encode()
        return Answer(HTTPStatus.OK, body, "text/html; charset=utf-8", head=head)
    body = json.dumps(snapshot_json(snapshot, now), ensure_ascii=False).encode()
    return Answer(HTTPStatus.OK, body, "application/json; charset=utf-8", head=head)


@dataclass(eq=False)
class _Reading:
    """A connection still sending its request."""

    connection: socket.socket
    deadline: float
    received: bytearray = field(default_factory=bytearray)


class PhoneServer:
    """The page for players' phones on ``host``:``port`` (0: any free port), under a new
    random token. :meth:`start` raises :class:`OSError` if the address cannot be used
    (:func:`start_problem` words it for the organizer)."""

    def __init__(
        self,
        host: str,
        port: int,
        *,
        clock: Callable[[], float] = time.time,
        token: str | None = None,
    ):
        if not 0 <= port <= 65535:
            raise ValueError(f"The port must be between 1024 and 65535, not {port}.")
        self.host = host
        # ``token``: the one kept for a night running on after a restart (the app's).
        self.token = token or new_token()
        self.clock = clock
        self._port = port
        self._snapshot = EMPTY
        self._lock = threading.Lock()
        self._listening: socket.socket | None = None
        self._bound_port = 0
        self._stopping = threading.Event()
        self._threads: list[threading.Thread] = []
        self._waiting: queue.Queue[tuple[socket.socket, Answer | bytes] | None] = queue.Queue(
            MAX_WAITING
        )
        # Connections being answered: switching off cuts them.
        self._answering: set[socket.socket] = set()

    @property
    def port(self) -> int:
        """The port served on (the one the system chose, when asked for port 0)."""
        return self._bound_port or self._port

    @property
    def url(self) -> str:
        host = f"[{self.host}]" if ":" in self.host else self.host
        return f"http://{host}:{self.port}/{self.token}/"

    @property
    def running(self) -> bool:
        return bool(self._threads) and self._threads[0].is_alive()

    def token_matches(self, candidate: str) -> bool:
        return hmac.compare_digest(candidate.encode(), self.token.encode())

    def publish(self, snapshot: PhoneSnapshot) -> None:
        """What the phones see from now on (the snapshot is immutable: no copy needed)."""
        with self._lock:
            self._snapshot = snapshot

    def snapshot(self) -> PhoneSnapshot:
        with self._lock:
            return self._snapshot

    def start(self) -> None:
        if self._listening is not None:
            return
        self._stopping.clear()
        family = socket.AF_INET6 if ":" in self.host else socket.AF_INET
        listening = socket.socket(family, socket.SOCK_STREAM)
        try:
            # Windows lets SO_REUSEADDR take a port another program listens on: never there.
            if sys.platform != "win32":
                listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
            listening.bind((self.host, self._port))
            listening.listen(BACKLOG)
            listening.setblocking(False)
        except OSError:
            listening.close()
            raise
        self._listening = listening
        self._bound_port = listening.getsockname()[1]
        self._threads = [
            threading.Thread(target=self._listen, name=f"phone-server-{self.port}", daemon=True)
        ]
        self._threads += [
            threading.Thread(target=self._answer_requests, name=f"phone-answer-{i}", daemon=True)
            for i in range(ANSWERING_THREADS)
        ]
        for thread in self._threads:
            thread.start()

    def stop(self) -> None:
        """Stop serving, close every open connection and free the port; no request is
        answered afterwards. Waits at most a few tenths of a second."""
        if self._listening is None:
            return
        with self._lock:
            self._stopping.set()
            self._snapshot = EMPTY
            for connection in self._answering:
                _cut(connection)
        threads, self._threads = self._threads, []
        threads[0].join(timeout=2)  # the listening thread closes what it holds, then the port
        while True:  # requests waiting for an answer: closed unanswered
            try:
                waiting = self._waiting.get_nowait()
            except queue.Empty:
                break
            if waiting is not None:
                _close(waiting[0])
        for _thread in threads[1:]:
            self._waiting.put(None)
        for thread in threads[1:]:
            thread.join(timeout=1)
        self._listening = None

    # The listening thread -----------------------------------------------------------------

    def _listen(self) -> None:
        listening = self._listening
        assert listening is not None
        reading: dict[socket.socket, _Reading] = {}  # in the order they came: oldest first
        with selectors.DefaultSelector() as selector:
            selector.register(listening, selectors.EVENT_READ)
            try:
                while not self._stopping.is_set():
                    ready = [key.fileobj for key, _events in selector.select(POLL_INTERVAL)]
                    # What came in is read before newcomers are let in (and may cut it).
                    for connection in ready:
                        if connection is not listening:
                            self._receive(reading[connection], selector, reading)
                    if listening in ready:
                        self._accept(listening, selector, reading)
                    self._cut_late(selector, reading)
            finally:
                for connection in reading:
                    _close(connection)
                listening.close()

    def _accept(self, listening, selector, reading: dict[socket.socket, _Reading]) -> None:
        """Take the connections waiting; past :data:`MAX_READING`, each cuts the oldest
        still sending, never one taken in the same moment (it has not been read yet)."""
        fresh: set[socket.socket] = set()
        for _ in range(ACCEPTS_AT_ONCE):
            try:
                connection, _address = listening.accept()
            except (BlockingIOError, InterruptedError):
                return
            except OSError:
                return  # the client gave up before being accepted; or too many files open
            connection.setblocking(False)
            if len(reading) >= MAX_READING:
                oldest = next(iter(reading.values()))
                if oldest.connection in fresh:
                    _close(connection)  # a flood: what came in this very moment is kept
                    continue
                self._forget(oldest, selector, reading)
                _close(oldest.connection)
            reading[connection] = _Reading(connection, time.monotonic() + REQUEST_DEADLINE)
            fresh.add(connection)
            selector.register(connection, selectors.EVENT_READ)

    def _receive(self, request: _Reading, selector, reading) -> None:
        try:
            data = request.connection.recv(4096)
        except (BlockingIOError, InterruptedError):
            return
        except OSError:
            data = b""  # reset by the client: nothing to answer
        if not data:
            self._forget(request, selector, reading)
            _close(request.connection)
            return
        request.received += data
        if len(request.received) > MAX_REQUEST_BYTES:
            self._forget(request, selector, reading)
            self._hand_over(request.connection, refusal(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE))
        elif _END_OF_HEADERS.search(request.received, max(0, len(request.received) - 4096 - 4)):
            self._forget(request, selector, reading)
            self._hand_over(request.connection, bytes(request.received))

    def _cut_late(self, selector, reading: dict[socket.socket, _Reading]) -> None:
        now = time.monotonic()
        while reading:
            oldest = next(iter(reading.values()))
            if oldest.deadline > now:
                return
            self._forget(oldest, selector, reading)
            self._hand_over(oldest.connection, refusal(HTTPStatus.REQUEST_TIMEOUT))

    @staticmethod
    def _forget(request: _Reading, selector, reading) -> None:
        selector.unregister(request.connection)
        del reading[request.connection]

    def _hand_over(self, connection: socket.socket, request: Answer | bytes) -> None:
        try:
            self._waiting.put_nowait((connection, request))
        except queue.Full:
            _close(connection)  # more than a room of phones at once: the page asks again

    # The answering threads ----------------------------------------------------------------

    def _answer_requests(self) -> None:
        while True:
            waiting = self._waiting.get()
            if waiting is None:
                return
            connection, request = waiting
            try:
                self._answer_one(connection, request)
            except OSError:
                pass  # the phone dropped the connection, or the page was switched off
            except Exception:
                _log.exception("The phone page could not answer a request")
            finally:
                with self._lock:
                    self._answering.discard(connection)
                _close(connection)

    def _answer_one(self, connection: socket.socket, request: Answer | bytes) -> None:
        reply = request if isinstance(request, Answer) else answer(self, request)
        with self._lock:
            if self._stopping.is_set():
                return  # switched off meanwhile: the request is not answered
            self._answering.add(connection)
        connection.settimeout(SEND_TIMEOUT)
        connection.sendall(reply.encode())
        connection.shutdown(socket.SHUT_WR)


def _cut(connection: socket.socket) -> None:
    with contextlib.suppress(OSError):  # already closed by the phone
        connection.shutdown(socket.SHUT_RDWR)


def _close(connection: socket.socket) -> None:
    with contextlib.suppress(OSError):
        connection.close()


def start_problem(error: OSError, host: str, port: int) -> str:
    """Why the server could not start, and what to do, in the organizer's words."""
    if error.errno in (errno.EADDRINUSE, getattr(errno, "WSAEADDRINUSE", -1)):
        return (
            f"Port {port} is already in use on {host} (another program, or leaguemgr "
            "open twice). Choose another port."
        )
    if error.errno in (errno.EADDRNOTAVAIL, getattr(errno, "WSAEADDRNOTAVAIL", -1)):
        return (
            f"The address {host} is no longer this computer's (the network changed?). "
            "Choose another address."
        )
    if error.errno in (errno.EACCES, errno.EPERM):
        return f"This computer does not allow serving on port {port}: choose 1024 or higher."
    return f"The page could not be served on {host}:{port}: {error.strerror or error}."
