"""The players' web application: one Starlette app for every page they see.

Pages are added as routes (the phone page of the night, the personal pages); this module
gives them what every page shares: the security headers on every answer (HSTS too when
the site is public on https), the site's refusals (a wrong token is a 404 exactly like a
wrong path), no redirect that would tell a stranger which paths exist, the site under a
path (``https://host/league``: the proxy passes ``/league/...`` unchanged; the ASGI
``root_path`` tells every page where its links start), and a request whose body never
came in full (cut, refused or hung up) written as one line of the log, not a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Sequence

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import RedirectResponse, Response
from starlette.routing import BaseRoute
from starlette.types import ASGIApp, Receive, Scope, Send

from leaguemgr.web.access_log import cut_tokens
from leaguemgr.web.error_page import error_response
from leaguemgr.web.security import SecurityHeaders

_log = logging.getLogger("uvicorn.error")


async def _refusal(request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    headers = dict(exc.headers or {})
    if "Allow" in headers:  # the same order whatever the route's set of methods
        headers["Allow"] = ", ".join(sorted(m.strip() for m in headers["Allow"].split(",")))
    phrase = {404: "Not Found", 405: "Method Not Allowed"}.get(exc.status_code, exc.detail)
    root_path = request.scope.get("root_path", "")
    return error_response(exc.status_code, phrase.rstrip("."), root_path=root_path, headers=headers)


class HangUps:
    """A request whose body never came in full (cut at its deadline, refused past the cap,
    or the client hung up) is one line of the log: there is no one left to answer."""

    def __init__(self, app: ASGIApp) -> None:
        self.app = app

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        try:
            await self.app(scope, receive, send)
        except ClientDisconnect:
            path = cut_tokens(scope.get("path", ""))
            _log.info("a request's body never came in full: %s %s", scope["method"], path)


class UnderPath:
    """The site under ``prefix`` (``/league``): a path under it is served with
    ``root_path`` set (Starlette routes what follows it), ``/league`` itself goes to
    ``/league/``, and any other path is the 404 of a wrong path."""

    def __init__(self, app: ASGIApp, prefix: str) -> None:
        self.app, self.prefix = app, prefix

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        if scope["type"] != "http" or not self.prefix:
            await self.app(scope, receive, send)
            return
        path: str = scope["path"]
        if path == self.prefix:
            await RedirectResponse(self.prefix + "/", 308)(scope, receive, send)
        elif path.startswith(self.prefix + "/"):
            await self.app({**scope, "root_path": self.prefix}, receive, send)
        else:
            response = error_response(404, "Not Found", root_path=self.prefix)
            await response(scope, receive, send)


def web_app(routes: Sequence[BaseRoute], *, root_path: str = "", https: bool = False) -> Starlette:
    """The application serving ``routes``, with the refusals and headers of every page;
    ``root_path``: the path the site is under (``""``: the root); ``https``: the site is
    public on https (the answers ask browsers to come back on https only)."""
    app = Starlette(
        routes=list(routes),
        middleware=[
            Middleware(HangUps),
            Middleware(SecurityHeaders, https=https),
            Middleware(UnderPath, prefix=root_path),
        ],
        exception_handlers={HTTPException: _refusal},
    )
    app.router.redirect_slashes = False
    return app
