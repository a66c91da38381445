"""uvicorn's HTTP/1.1 protocol (h11) with the limits a hostile network needs on top of
uvicorn's own (``limit_concurrency``, ``backlog``, ``timeout_keep_alive``, h11's buffer).

- **A deadline for the whole request head.** uvicorn times out an idle kept-alive
  connection, but a client that sends a byte now and then is never idle: each request's
  line and headers must be in within :data:`REQUEST_DEADLINE` seconds of the connection (or,
  on a kept-alive connection, of the request's first byte), or it is answered 408 and
  closed.
- **A deadline for the body.** A body that did not come with its head has
  :data:`BODY_DEADLINE` seconds to be in (an answer's form is under 100 bytes), and at most
  :data:`MAX_SLOW_BODIES` such bodies are awaited at once: a client trickling a body a byte
  a second is cut with 408, and a crowd of them gets 503 at once instead of holding the
  connections every other player needs.
- **503 with Retry-After.** Past :data:`~leaguemgr.web.serving.MAX_CONNECTIONS` open
  connections a request is answered 503 with ``Retry-After`` (uvicorn's own has none).
- **431 for an oversized head.** h11 refuses a head beyond its buffer with a bare 400; this
  one says 431, like the phone page always did, and reads no further.
- **Refusals carry the security headers** and say nothing in the log: on a venue's Wi-Fi a
  malformed request is noise, not news.
"""

from __future__ import annotations

import asyncio
import contextlib
import re

import h11
from uvicorn.protocols.http.h11_impl import H11Protocol

from leaguemgr.web.security import raw_headers

REQUEST_DEADLINE = 3.0
"""Seconds a request has, from its connection (or the previous answer), to send its line
and headers."""
BODY_DEADLINE = 5.0
"""Seconds a request body that did not arrive with its head has to arrive in full."""
MAX_SLOW_BODIES = 32
"""Bodies awaited at once (phones send the form with its head: they are never counted)."""
RETRY_AFTER = 10
"""Seconds a client refused 503 for the load is asked to wait."""
MAX_REQUEST_BYTES = 8192
"""The request line and headers together; a phone's GET needs well under 2 KB."""
_END_OF_HEAD = re.compile(rb"\r?\n\r?\n")
_VERSIONS = (b"1.0", b"1.1")


class GuardedH11Protocol(H11Protocol):
    """One connection, with the deadline and the refusals above."""

    def connection_made(self, transport: asyncio.Transport) -> None:  # type: ignore[override]
        super().connection_made(transport)
        self._head = bytearray()
        self._deadline: asyncio.TimerHandle | None = None
        self._body_deadline: asyncio.TimerHandle | None = None
        self._next_request = False
        self._arm_deadline()

    def connection_lost(self, exc: Exception | None) -> None:
        self._disarm_deadline()
        self._disarm_body_deadline()
        super().connection_lost(exc)

    def data_received(self, data: bytes) -> None:
        if self._next_request:  # the first byte of a kept-alive connection's next request
            self._next_request = False
            self._arm_deadline()
        if self._deadline is not None:  # still waiting for a request's head
            self._head += data[: MAX_REQUEST_BYTES + 4]
            if not _END_OF_HEAD.search(self._head):
                if len(self._head) > MAX_REQUEST_BYTES:
                    self._refuse(431, "Request Header Fields Too Large")
                    return
            else:
                head_end = _END_OF_HEAD.search(self._head)
                assert head_end is not None
                if head_end.start() > MAX_REQUEST_BYTES:
                    self._refuse(431, "Request Header Fields Too Large")
                    return
                if not self._version_known(bytes(self._head[: head_end.start()])):
                    self._refuse(400, "Bad Request")
                    return
                if self._over_limit():
                    self._refuse(503, "Service Unavailable", retry_after=RETRY_AFTER)
                    return
                self._disarm_deadline()
                super().data_received(data)
                self._await_body()
                return
        super().data_received(data)
        if self._body_deadline is not None and not self._body_pending():
            self._disarm_body_deadline()

    def _over_limit(self) -> bool:
        """uvicorn's own test for its 503, made first so the answer says when to retry."""
        limit = self.limit_concurrency
        return limit is not None and max(len(self.connections), len(self.tasks)) >= limit

    def _body_pending(self) -> bool:
        return self.conn.their_state is h11.SEND_BODY

    def _await_body(self) -> None:
        """After a head: a body still to come gets its deadline, or 503 past the cap."""
        if not self._body_pending() or self.transport.is_closing():
            return
        waiting = _slow_bodies(self.server_state)
        if len(waiting) >= MAX_SLOW_BODIES:
            self._refuse(503, "Service Unavailable", retry_after=RETRY_AFTER)
            return
        waiting.add(self)
        self._body_deadline = self.loop.call_later(BODY_DEADLINE, self._body_too_late)

    def _disarm_body_deadline(self) -> None:
        if getattr(self, "_body_deadline", None) is not None:
            self._body_deadline.cancel()  # type: ignore[union-attr]
            self._body_deadline = None
        _slow_bodies(self.server_state).discard(self)

    def _body_too_late(self) -> None:
        self._body_deadline = None
        _slow_bodies(self.server_state).discard(self)
        if self.cycle is not None and self.cycle.response_started:
            self.transport.close()  # answered without the body: nothing more to say
        else:
            self._refuse(408, "Request Timeout")

    def on_response_complete(self) -> None:
        super().on_response_complete()
        # A kept-alive connection waits idle under uvicorn's keep-alive timeout, which closes
        # it quietly (a browser then opens another); its next request's deadline starts with
        # that request's first byte. Started here, a phone polling every 3 s was answered
        # 408 on one poll in eight.
        self._disarm_deadline()
        self._head = bytearray()
        self._next_request = True

    def send_400_response(self, msg: str) -> None:
        self._refuse(400, "Bad Request")

    def shutdown(self) -> None:
        self._disarm_deadline()
        self._disarm_body_deadline()
        super().shutdown()

    @staticmethod
    def _version_known(head: bytes) -> bool:
        """h11 takes any HTTP/d.d; only 1.0 and 1.1 exist."""
        line = head.split(b"\n", 1)[0].rstrip(b"\r")
        version = line.rsplit(b" ", 1)[-1]
        return not version.startswith(b"HTTP/") or version[5:] in _VERSIONS

    def _arm_deadline(self) -> None:
        self._disarm_deadline()
        self._head = bytearray()
        self._deadline = self.loop.call_later(REQUEST_DEADLINE, self._too_late)

    def _disarm_deadline(self) -> None:
        if getattr(self, "_deadline", None) is not None:
            self._deadline.cancel()  # type: ignore[union-attr]
            self._deadline = None

    def _too_late(self) -> None:
        self._deadline = None
        if self.cycle is None or self.cycle.response_complete:
            self._refuse(408, "Request Timeout")

    def _refuse(self, status: int, phrase: str, *, retry_after: int | None = None) -> None:
        """Answer ``status`` with a short text and close, whatever h11 made of the bytes."""
        self._disarm_deadline()
        self._disarm_body_deadline()
        if self.transport.is_closing():
            return
        body = f"{phrase}.\n".encode()
        head = [
            f"HTTP/1.1 {status} {phrase}".encode(),
            b"content-type: text/plain; charset=utf-8",
            f"content-length: {len(body)}".encode(),
            b"connection: close",
            *([f"retry-after: {retry_after}".encode()] if retry_after is not None else []),
            *(name + b": " + value for name, value in raw_headers()),
        ]
        with contextlib.suppress(h11.LocalProtocolError):
            self.conn.send(h11.ConnectionClosed())
        self.transport.write(b"\r\n".join(head) + b"\r\n\r\n" + body)
        self.transport.close()


def _slow_bodies(state: object) -> set[GuardedH11Protocol]:
    """The connections of one server whose request body is still awaited."""
    waiting = getattr(state, "leaguemgr_slow_bodies", None)
    if waiting is None:
        waiting = set()
        state.leaguemgr_slow_bodies = waiting  # type: ignore[attr-defined]
    return waiting
