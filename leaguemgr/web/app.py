"""The players' web application: one Starlette app for every page they see.

Pages are added as routes (the phone page of the night, the personal pages); this module
gives them what every page shares: the security headers on every answer, the site's own
error pages (a wrong token is a 404 exactly like a wrong path), and no redirect that would
tell a stranger which paths exist.
"""

from __future__ import annotations

from collections.abc import Sequence
from http import HTTPStatus

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import Response
from starlette.routing import BaseRoute

from leaguemgr.web.error_pages import error_response
from leaguemgr.web.security import SecurityHeaders


def web_app(routes: Sequence[BaseRoute], *, home: bool = True) -> Starlette:
    """The application serving ``routes``, with the error pages and headers of every page;
    ``home``: the routes have the standings at ``/`` (an error page leads back there)."""

    async def refusal(request: Request, exc: Exception) -> Response:
        assert isinstance(exc, HTTPException)
        headers = dict(exc.headers or {})
        if "Allow" in headers:  # the same order whatever the route's set of methods
            headers["Allow"] = ", ".join(sorted(m.strip() for m in headers["Allow"].split(",")))
        # Starlette's own details ("Not Found") are the status's phrase: the page words it.
        message = "" if exc.detail == HTTPStatus(exc.status_code).phrase else exc.detail
        return error_response(request, exc.status_code, message, headers=headers, home=home)

    app = Starlette(
        routes=list(routes),
        middleware=[Middleware(SecurityHeaders)],
        exception_handlers={HTTPException: refusal},
    )
    app.router.redirect_slashes = False
    return app
