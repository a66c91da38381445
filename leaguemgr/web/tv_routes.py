"""The TV by a link as routes: ``/tv/<token>`` (the page, also with a last slash) and
``/tv/<token>/state.json`` (what the page asks for every half second), GET and HEAD only, under
the night's phone token; a wrong token is the same 404 as a wrong path. Served by the phone
server only (the app's night server and ``leaguemgr phones``), never by ``leaguemgr serve``."""

from __future__ import annotations

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from leaguemgr.web.phone_routes import PhoneSource
from leaguemgr.web.tv_page import CONTENT_SECURITY_POLICY, tv_page, tv_state

PREFIX = "/tv"


def tv_routes(source: PhoneSource) -> list[Route]:
    def checked(request: Request) -> None:
        if not source.token_matches(request.path_params["token"]):
            raise HTTPException(404)

    async def page(request: Request) -> Response:
        checked(request)
        body = tv_page(source.snapshot(), source.clock())
        return HTMLResponse(body, headers={"Content-Security-Policy": CONTENT_SECURITY_POLICY})

    async def state(request: Request) -> Response:
        checked(request)
        data = tv_state(source.snapshot(), source.clock())
        return JSONResponse(data, headers={"Content-Security-Policy": CONTENT_SECURITY_POLICY})

    methods = ["GET", "HEAD"]
    return [
        Route(PREFIX + "/{token}", page, methods=methods),
        Route(PREFIX + "/{token}/", page, methods=methods),
        Route(PREFIX + "/{token}/state.json", state, methods=methods),
    ]
