"""The players' web application: one Starlette app for every page they see.

Pages are added as routes (the phone page of the night, the personal pages); this module
gives them what every page shares: the security headers on every answer (HSTS too when
the site is public on https), the site's own error pages (a wrong token is a 404 exactly
like a wrong path), no redirect that would tell a stranger which paths exist, the site under
a path (``https://host/league``: the proxy passes ``/league/...`` unchanged; the ASGI
``root_path`` tells every page where its links start), and a request whose body never came
in full (cut, refused or hung up) written as one line of the log, not a traceback.
"""

from __future__ import annotations

import logging
from collections.abc import Awaitable, Callable, Sequence
from http import HTTPStatus

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import ClientDisconnect, Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import BaseRoute
from starlette.types import ASGIApp, Receive, Scope, Send

from leaguemgr.web.access_log import cut_tokens
from leaguemgr.web.error_pages import POLICY, error_html, error_response
from leaguemgr.web.security import SecurityHeaders
from leaguemgr.web.templating import league_speaking

Formats = tuple[str | None, str | None]
"""A league's (language, locale)."""

_log = logging.getLogger("uvicorn.error")


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
            page = error_html(404, root=self.prefix)
            headers = {"Content-Security-Policy": POLICY}
            await HTMLResponse(page, 404, headers=headers)(scope, receive, send)


def web_app(
    routes: Sequence[BaseRoute],
    *,
    root_path: str = "",
    https: bool = False,
    home: bool = True,
    formats: Callable[[], Awaitable[Formats]] | None = None,
) -> Starlette:
    """The application serving ``routes``, with the error pages and headers of every page;
    ``root_path``: the path the site is under (``""``: the root); ``https``: the site is
    public on https (the answers ask browsers to come back on https only); ``home``: the
    routes have the standings at ``/`` (an error page leads back there); ``formats``: the
    league's language and locale, which its error pages speak (none: the user's)."""

    async def refusal(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        headers = dict(exc.headers or {})
        if "Allow" in headers:  # the same order whatever the route's set of methods
            headers["Allow"] = ", ".join(sorted(m.strip() for m in headers["Allow"].split(",")))
        # Starlette's own details ("Not Found") are the status's phrase: the page words it.
        message = "" if exc.detail == HTTPStatus(exc.status_code).phrase else exc.detail
        language = locale = None
        if formats is not None:
            try:
                language, locale = await formats()
            except Exception:  # a league that cannot be read: its page in the user's words
                _log.debug("an error page's language could not be read", exc_info=True)
        with league_speaking(language, locale):
            return error_response(request, exc.status_code, message, headers=headers, home=home)

    app = Starlette(
        routes=list(routes),
        middleware=[
            Middleware(HangUps),
            Middleware(SecurityHeaders, https=https),
            Middleware(UnderPath, prefix=root_path),
        ],
        exception_handlers={HTTPException: refusal},
    )
    app.router.redirect_slashes = False
    return app
