"""The league's site at home (``leaguemgr serve``): the standings page at ``/``.

The page shows what Share ▸ publishes (its pieces, :func:`standings_parts`, in the site's
layout; no script; its one style allowed by hash). It is made once per league state, not
once a request. A league with no season yet shows a short page saying so.
"""

from __future__ import annotations

import datetime as dt

from starlette.requests import Request
from starlette.responses import HTMLResponse, Response
from starlette.routing import Route

from leaguemgr.exporters.page_style import PAGE_CSS
from leaguemgr.exporters.standings_page import standings_parts
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.templating import STYLE, league_speaking, render, style_hash


def style_policy(style: str) -> str:
    """A Content-Security-Policy allowing exactly ``style`` (inline) and nothing else."""
    return (
        f"default-src 'none'; style-src {style_hash(style)}; img-src 'none'; base-uri 'none'; "
        "form-action 'none'; frame-ancestors 'none'"
    )


STANDINGS_POLICY = style_policy(PAGE_CSS)
NO_SEASON_POLICY = style_policy(STYLE)


def site_routes(site: LeagueSite) -> list[Route]:
    """The site's own pages (the phone page and the personal pages are added beside)."""
    kept: list[tuple[object, object, dt.date, str]] = []  # (league, report, day, page)

    def front() -> tuple[str, str]:
        with site.reading() as service:
            names = service.season_names()
            if not names:
                with league_speaking(service.language(), service.locale()):
                    page = render("no_season.html", league=service.league_name())
                return page, NO_SEASON_POLICY
            league, report = service.league_for_season(names[-1]), service.report(names[-1])
            today = dt.date.today()  # the page says the day it was updated
            if kept and kept[0][0] is league and kept[0][1] is report and kept[0][2] == today:
                return kept[0][3], STANDINGS_POLICY
        with league_speaking(league.language, league.locale):
            parts = standings_parts(league, report, today=today)
            page = render("standings.html", parts=parts, page_style=PAGE_CSS)
        kept[:] = [(league, report, today, page)]
        return page, STANDINGS_POLICY

    async def standings(_request: Request) -> Response:
        body, policy = await site.run(front)
        return HTMLResponse(body, headers={"Content-Security-Policy": policy})

    return [Route("/", standings, methods=["GET", "HEAD"])]
