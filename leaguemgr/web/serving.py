"""One ASGI application served by uvicorn on a thread of its own.

The caller (the desktop app's GUI thread, or a command's main thread) binds the socket here,
so a port in use is an :class:`OSError` at once, and never waits on a request afterwards:
uvicorn answers on its thread's event loop. Stopping closes the listening socket and every
open connection; a request not yet answered is not answered afterwards.
"""

from __future__ import annotations

import errno
import logging
import socket
import sys
import threading
import time

import uvicorn
from starlette.types import ASGIApp

from leaguemgr.web import access_log  # noqa: F401 - the access log's lines, tokens cut
from leaguemgr.web.protocol import MAX_REQUEST_BYTES, GuardedH11Protocol

BACKLOG = 256
"""Connections the system queues before the server accepts them: a room opening the page
together (the system's own limit, ``somaxconn``, may lower it)."""
MAX_CONNECTIONS = 1000
"""Open connections (slow ones included, each cut at its deadline) before uvicorn answers a
new request 503; well under the process's open files."""
KEEP_ALIVE = 5
"""Seconds an idle kept-alive connection stays open."""
STOP_GRACE = 1.0
"""Seconds an answer being sent may take to finish when the server stops."""
START_WAIT = 5.0

for _name in ("uvicorn", "uvicorn.error", "uvicorn.access"):
    # The night's server is quiet: a phone that drops its connection or a stranger's garbage
    # is not news for the organizer's terminal. ``leaguemgr serve`` turns the log on.
    logging.getLogger(_name).addHandler(logging.NullHandler())


class WebServer:
    """``app`` on ``host``:``port`` (0: any free port), from :meth:`start` to :meth:`stop`."""

    def __init__(self, app: ASGIApp, host: str, port: int, *, log: bool = False):
        if not 0 <= port <= 65535:
            raise ValueError(f"The port must be between 1024 and 65535, not {port}.")
        self.app, self.host, self._port, self._log = app, host, port, log
        self._socket: socket.socket | None = None
        self._server: uvicorn.Server | None = None
        self._thread: threading.Thread | None = None

    @property
    def port(self) -> int:
        """The port served on (the one the system chose, when asked for port 0)."""
        return self._socket.getsockname()[1] if self._socket is not None else self._port

    @property
    def running(self) -> bool:
        return self._thread is not None and self._thread.is_alive()

    @property
    def listening(self) -> bool:
        return self._socket is not None

    def start(self) -> None:
        """Bind and serve; :class:`OSError` if the address cannot be used."""
        if self._socket is not None:
            return
        listening = _bind(self.host, self._port)
        config = uvicorn.Config(
            self.app,
            http=GuardedH11Protocol,
            ws="none",
            lifespan="off",
            interface="asgi3",
            log_config=None,
            access_log=self._log,
            server_header=False,
            backlog=BACKLOG,
            limit_concurrency=MAX_CONNECTIONS,
            timeout_keep_alive=KEEP_ALIVE,
            timeout_graceful_shutdown=STOP_GRACE,
            h11_max_incomplete_event_size=MAX_REQUEST_BYTES * 2,
        )
        server = uvicorn.Server(config)
        self._socket, self._server = listening, server
        self._thread = threading.Thread(
            target=server.run, args=([listening],), name=f"web-{self.port}", daemon=True
        )
        self._thread.start()
        deadline = time.monotonic() + START_WAIT
        while not server.started and self._thread.is_alive() and time.monotonic() < deadline:
            time.sleep(0.01)

    def stop(self) -> None:
        """Stop serving, close every open connection and free the port."""
        server, thread, listening = self._server, self._thread, self._socket
        if server is None or thread is None or listening is None:
            return
        server.should_exit = True
        thread.join(timeout=STOP_GRACE + 2)
        if thread.is_alive():
            server.force_exit = True
            thread.join(timeout=1)
        listening.close()
        self._server = self._thread = self._socket = None


def _bind(host: str, port: int) -> socket.socket:
    family = socket.AF_INET6 if ":" in host else socket.AF_INET
    listening = socket.socket(family, socket.SOCK_STREAM)
    try:
        # Windows lets SO_REUSEADDR take a port another program listens on: never there.
        if sys.platform != "win32":
            listening.setsockopt(socket.SOL_SOCKET, socket.SO_REUSEADDR, 1)
        listening.bind((host, port))
        listening.listen(BACKLOG)
        listening.set_inheritable(True)
    except OSError:
        listening.close()
        raise
    return listening


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
