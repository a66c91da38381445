"""The night's phone page as routes: ``/<token>/`` (the page, also without its last slash)
and ``/<token>/status.json`` (the snapshot the page asks for every few seconds), GET and
HEAD only. A wrong token is the same 404 as a wrong path."""

from __future__ import annotations

from collections.abc import Callable
from typing import Protocol

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, Response
from starlette.routing import Route

from leaguemgr.services.phone_page import PhoneSnapshot, snapshot_json
from leaguemgr.web.page import CONTENT_SECURITY_POLICY, phone_page


class PhoneSource(Protocol):
    """Where the routes read the night from (the server's last published snapshot)."""

    def token_matches(self, candidate: str) -> bool: ...

    def snapshot(self) -> PhoneSnapshot: ...

    def clock(self) -> float: ...


def phone_routes(source: PhoneSource, prefix: str = "") -> list[Route]:
    """The phone page's routes under ``prefix`` (``""``: at the site's root)."""
    return snapshot_routes(
        source, prefix, phone_page, snapshot_json, "status.json", CONTENT_SECURITY_POLICY
    )


def snapshot_routes(
    source: PhoneSource,
    prefix: str,
    page_of: Callable[[PhoneSnapshot, float], str],
    data_of: Callable[[PhoneSnapshot, float], dict],
    data_name: str,
    policy: str,
) -> list[Route]:
    """A page of the published snapshot under ``prefix``/TOKEN (with or without its last
    slash) and the JSON its script asks for, ``data_name``: the phone page's, the TV's."""

    def checked(request: Request) -> None:
        if not source.token_matches(request.path_params["token"]):
            raise HTTPException(404)

    async def page(request: Request) -> Response:
        checked(request)
        body = page_of(source.snapshot(), source.clock())
        return HTMLResponse(body, headers={"Content-Security-Policy": policy})

    async def data(request: Request) -> Response:
        checked(request)
        answer = data_of(source.snapshot(), source.clock())
        return JSONResponse(answer, headers={"Content-Security-Policy": policy})

    methods = ["GET", "HEAD"]
    return [
        Route(prefix + "/{token}/", page, methods=methods),
        Route(prefix + "/{token}", page, methods=methods),
        Route(prefix + "/{token}/" + data_name, data, methods=methods),
    ]
