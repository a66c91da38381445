"""The players' web application: one Starlette app for every page they see.

Pages are added as routes (the phone page of the night, the personal pages); this module
gives them what every page shares: the security headers on every answer, plain short
refusals (a wrong token is a 404 exactly like a wrong path), and no redirect that would
tell a stranger which paths exist.
"""

from __future__ import annotations

from collections.abc import Sequence

from starlette.applications import Starlette
from starlette.exceptions import HTTPException
from starlette.middleware import Middleware
from starlette.requests import Request
from starlette.responses import PlainTextResponse, Response
from starlette.routing import BaseRoute

from leaguemgr.web.security import SecurityHeaders


async def _refusal(_request: Request, exc: Exception) -> Response:
    assert isinstance(exc, HTTPException)
    headers = dict(exc.headers or {})
    if "Allow" in headers:  # the same order whatever the route's set of methods
        headers["Allow"] = ", ".join(sorted(m.strip() for m in headers["Allow"].split(",")))
    phrase = {404: "Not Found", 405: "Method Not Allowed"}.get(exc.status_code, exc.detail)
    phrase = phrase.rstrip(".")
    return PlainTextResponse(f"{phrase}.\n", exc.status_code, headers=headers)


def web_app(routes: Sequence[BaseRoute]) -> Starlette:
    """The application serving ``routes``, with the refusals and headers of every page."""
    app = Starlette(
        routes=list(routes),
        middleware=[Middleware(SecurityHeaders)],
        exception_handlers={HTTPException: _refusal},
    )
    app.router.redirect_slashes = False
    return app
