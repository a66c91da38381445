"""The headers every answer of the web application carries, refusals included.

The pages are inert outside themselves: no framing, no sniffing, no caching of a personal
page by a proxy, no address leaking in a Referer. Each page may widen its own
Content-Security-Policy (the phone page allows its script by hash); the default allows
nothing at all.
"""

from __future__ import annotations

from starlette.types import ASGIApp, Message, Receive, Scope, Send

DEFAULT_POLICY = "default-src 'none'; base-uri 'none'; form-action 'none'; frame-ancestors 'none'"

SECURITY_HEADERS: tuple[tuple[str, str], ...] = (
    ("X-Content-Type-Options", "nosniff"),
    ("Cache-Control", "no-store"),
    ("Referrer-Policy", "no-referrer"),
    ("X-Frame-Options", "DENY"),
)
HSTS = ("Strict-Transport-Security", "max-age=31536000")
"""On a site public on https (SPEC 10): a year, the usual; no ``includeSubDomains``, the
league's host may share its domain with sites that are not the league's."""


def raw_headers(policy: str = DEFAULT_POLICY, *, https: bool = False) -> list[tuple[bytes, bytes]]:
    """The security headers as the server sends them, with ``policy`` as the CSP (and
    HSTS when the site is public on ``https``)."""
    pairs = [("Content-Security-Policy", policy), *SECURITY_HEADERS, *([HSTS] if https else [])]
    return [(name.lower().encode(), value.encode()) for name, value in pairs]


class SecurityHeaders:
    """ASGI middleware: adds the security headers to every answer that lacks them (a page
    that set its own Content-Security-Policy keeps it); ``https``: with HSTS."""

    def __init__(self, app: ASGIApp, *, https: bool = False) -> None:
        self.app = app
        self._headers = raw_headers(https=https)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http":
            await self.app(scope, receive, send)
            return

        async def send_with_headers(message: Message) -> None:
            if message["type"] == "http.response.start":
                headers = list(message.get("headers", []))
                present = {name.lower() for name, _value in headers}
                headers += [pair for pair in self._headers if pair[0] not in present]
                message = {**message, "headers": headers}
            await send(message)

        await self.app(scope, receive, send_with_headers)
