"""The TV by a link as routes: ``/tv/<token>`` (the page, also with a last slash) and
``/tv/<token>/state.json`` (what the page asks for every half second), GET and HEAD only, under
the night's phone token; a wrong token is the same 404 as a wrong path. Served by the phone
server only (the app's night server and ``leaguemgr phones``), never by ``leaguemgr serve``."""

from __future__ import annotations

from starlette.routing import Route

from leaguemgr.web.phone_routes import PhoneSource, snapshot_routes
from leaguemgr.web.tv_page import CONTENT_SECURITY_POLICY, tv_page, tv_state

PREFIX = "/tv"


def tv_routes(source: PhoneSource) -> list[Route]:
    return snapshot_routes(source, PREFIX, tv_page, tv_state, "state.json", CONTENT_SECURITY_POLICY)
