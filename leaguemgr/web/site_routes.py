"""The league's site at home (``leaguemgr serve``): the standings page at ``/``.

The page is the same one Share ▸ publishes (no script; its one style allowed by hash). A
league with no season yet shows a short page saying so.
"""

from __future__ import annotations

import base64
import hashlib

from starlette.concurrency import run_in_threadpool
from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from leaguemgr.exporters.page_style import PAGE_CSS
from leaguemgr.exporters.standings_page import standings_page
from leaguemgr.services.league_site import LeagueSite


def style_policy(style: str) -> str:
    """A Content-Security-Policy allowing exactly ``style`` (inline) and nothing else."""
    digest = base64.b64encode(hashlib.sha256(style.encode()).digest()).decode()
    return (
        f"default-src 'none'; style-src 'sha256-{digest}'; img-src 'none'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    )


STANDINGS_POLICY = style_policy(PAGE_CSS)
NO_SEASON = "<!doctype html><title>Standings</title><p>No season yet.</p>"


def site_routes(site: LeagueSite) -> list[Route]:
    """The site's own pages (the phone page and the personal pages are added beside)."""

    def front() -> str:
        season = site.latest_season()
        if season is None:
            return NO_SEASON
        with site.reading() as service:
            return standings_page(service.league_for_season(season), service.report(season))

    async def standings(_request: Request) -> Response:
        body = await run_in_threadpool(front)
        return HTMLResponse(body, headers={"Content-Security-Policy": STANDINGS_POLICY})

    return [Route("/", standings, methods=["GET", "HEAD"])]
