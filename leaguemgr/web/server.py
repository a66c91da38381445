"""The phone server: a read-only page on the local network, off until the organizer starts it.

It serves two addresses under an unguessable token, ``/<token>/`` (the page) and
``/<token>/status.json`` (the snapshot), to GET and HEAD only. Anything else is 404 (a wrong
token looks exactly like a wrong path), other methods 405. Requests are bounded in size,
time and number; each connection closes after its answer (HTTP/1.0).

The server runs on daemon threads; the GUI thread only :meth:`PhoneServer.publish` es a new
immutable snapshot (a reference swap under a lock) and never waits on a request.
"""

from __future__ import annotations

import errno
import hmac
import json
import secrets
import sys
import threading
import time
from collections.abc import Callable
from http import HTTPStatus
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer

from leaguemgr.services.phone_page import EMPTY, PhoneSnapshot, snapshot_json
from leaguemgr.web.page import CONTENT_SECURITY_POLICY, phone_page

DEFAULT_PORT = 8765
TOKEN_BYTES = 16
"""Random bytes in the token (22 URL-safe characters): no one on the Wi-Fi guesses it."""
MAX_REQUEST_BYTES = 8192
"""The request line and headers together; a phone's GET needs well under 2 KB."""
MAX_CONNECTIONS = 32
SOCKET_TIMEOUT = 5.0
POLL_INTERVAL = 0.1
"""How often the serving loop looks whether it was told to stop: stopping takes at most this."""

_SECURITY_HEADERS = (
    ("Content-Security-Policy", CONTENT_SECURITY_POLICY),
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)


class RequestTooLarge(Exception):
    pass


class _BoundedReader:
    """The connection's input, refusing to read past ``budget`` bytes in all."""

    def __init__(self, raw, budget: int):
        self._raw = raw
        self._budget = budget

    def readline(self, size: int = -1) -> bytes:
        limit = self._budget + 1 if size is None or size < 0 else min(size, self._budget + 1)
        line = self._raw.readline(limit)
        self._budget -= len(line)
        if self._budget < 0:
            raise RequestTooLarge
        return line

    def read(self, size: int = -1) -> bytes:
        return b""  # GET and HEAD have no body; nothing else is answered but 405

    def close(self) -> None:
        self._raw.close()


class _Handler(BaseHTTPRequestHandler):
    server: _Server
    protocol_version = "HTTP/1.0"
    server_version = "leaguemgr"
    sys_version = ""
    timeout = SOCKET_TIMEOUT

    def setup(self) -> None:
        super().setup()
        self.rfile = _BoundedReader(self.rfile, MAX_REQUEST_BYTES)

    def handle_one_request(self) -> None:
        # What send_error needs if the request line itself is refused.
        self.command, self.request_version, self.requestline = None, "HTTP/1.0", ""
        try:
            super().handle_one_request()
        except RequestTooLarge:
            self.send_error(HTTPStatus.REQUEST_HEADER_FIELDS_TOO_LARGE)
            self.close_connection = True

    def parse_request(self) -> bool:
        if not super().parse_request():
            return False
        if self.command not in ("GET", "HEAD"):
            self._answer(HTTPStatus.METHOD_NOT_ALLOWED, b"Only GET.\n", allow=True)
            return False
        return True

    def do_GET(self) -> None:
        phone = self.server.phone
        path = self.path.split("?", 1)[0].split("#", 1)[0]
        parts = path.split("/")
        # "/<token>", "/<token>/" and "/<token>/status.json"; nothing else exists.
        if len(parts) < 2 or len(parts) > 3 or parts[0] or not phone.token_matches(parts[1]):
            self._answer(HTTPStatus.NOT_FOUND, b"Not found.\n")
            return
        rest = parts[2] if len(parts) == 3 else ""
        snapshot, now = phone.snapshot(), phone.clock()
        if rest == "":
            body = phone_page(snapshot, now).encode()
            self._answer(HTTPStatus.OK, body, "text/html; charset=utf-8")
        elif rest == "status.json":
            body = json.dumps(snapshot_json(snapshot, now), ensure_ascii=False).encode()
            self._answer(HTTPStatus.OK, body, "application/json; charset=utf-8")
        else:
            self._answer(HTTPStatus.NOT_FOUND, b"Not found.\n")

    do_HEAD = do_GET

    def send_error(self, code: int, message: str | None = None, explain: str | None = None):
        """The stdlib's own refusals (bad request line, too long…) with the same headers."""
        status = HTTPStatus(code)
        self._answer(status, f"{status.phrase}.\n".encode())

    def _answer(
        self,
        status: HTTPStatus,
        body: bytes,
        content_type: str = "text/plain; charset=utf-8",
        *,
        allow: bool = False,
    ) -> None:
        self.send_response(status)
        self.send_header("Content-Type", content_type)
        self.send_header("Content-Length", str(len(body)))
        for name, value in _SECURITY_HEADERS:
            self.send_header(name, value)
        if allow:
            self.send_header("Allow", "GET, HEAD")
        self.send_header("Connection", "close")
        self.end_headers()
        if self.command != "HEAD":
            self.wfile.write(body)
        self.close_connection = True

    def log_message(self, format: str, *args) -> None:
        """Quiet: the app has no console, and a phone polling every 3 s is not news."""


class _Server(ThreadingHTTPServer):
    daemon_threads = True
    # Windows lets SO_REUSEADDR take a port another program listens on: never there.
    allow_reuse_address = sys.platform != "win32"

    def __init__(self, address: tuple[str, int], phone: PhoneServer):
        self.phone = phone
        self._slots = threading.BoundedSemaphore(MAX_CONNECTIONS)
        super().__init__(address, _Handler)

    def process_request(self, request, client_address) -> None:
        if not self._slots.acquire(blocking=False):
            self.shutdown_request(request)  # too many at once: drop, the page polls again
            return
        try:
            super().process_request(request, client_address)
        except BaseException:
            self._slots.release()
            raise

    def process_request_thread(self, request, client_address) -> None:
        try:
            super().process_request_thread(request, client_address)
        finally:
            self._slots.release()


class PhoneServer:
    """The page for players' phones on ``host``:``port`` (0: any free port), under a new
    random token. :meth:`start` raises :class:`OSError` if the address cannot be used
    (:func:`start_problem` words it for the organizer)."""

    def __init__(self, host: str, port: int, *, clock: Callable[[], float] = time.time):
        if not 0 <= port <= 65535:
            raise ValueError(f"The port must be between 1024 and 65535, not {port}.")
        self.host = host
        self.token = secrets.token_urlsafe(TOKEN_BYTES)
        self.clock = clock
        self._port = port
        self._snapshot = EMPTY
        self._lock = threading.Lock()
        self._server: _Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        """The port served on (the one the system chose, when asked for port 0)."""
        return self._server.server_address[1] if self._server is not None else self._port

    @property
    def url(self) -> str:
        return f"http://{self.host}:{self.port}/{self.token}/"

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

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
        if self._server is not None:
            return
        self._server = _Server((self.host, self._port), self)
        self._thread = threading.Thread(
            target=self._server.serve_forever,
            kwargs={"poll_interval": POLL_INTERVAL},
            name=f"phone-server-{self.port}",
            daemon=True,
        )
        self._thread.start()

    def stop(self) -> None:
        """Stop serving and free the port; waits at most a few tenths of a second."""
        server, thread = self._server, self._thread
        self._server = self._thread = None
        if server is None:
            return
        server.shutdown()
        server.server_close()
        if thread is not None:
            thread.join(timeout=2)


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
