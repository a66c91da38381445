"""The league's whole web application, as ``leaguemgr serve`` runs it and as the desktop
app serves it on the venue's network for the night (with the night's phone page beside)."""

from __future__ import annotations

from collections.abc import Sequence
from urllib.parse import urlsplit

from starlette.applications import Starlette
from starlette.routing import BaseRoute

from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.app import web_app
from leaguemgr.web.player_routes import ANSWERS_PER_MINUTE, AnswerLimit, player_routes
from leaguemgr.web.site_routes import site_routes
from leaguemgr.web.templating import compile_all


def league_site_app(
    site: LeagueSite,
    *,
    answers_per_minute: int = ANSWERS_PER_MINUTE,
    also: Sequence[BaseRoute] = (),
    public_url: str | None = None,
) -> Starlette:
    """Every page the players see, on ``site``'s league; ``also``: more routes after the
    site's own (the night's phone page, whose paths never clash with ``/`` and ``/p/``);
    ``public_url``: the address players use, whose path the site is served under (HSTS on
    an https one)."""
    limit = AnswerLimit(answers_per_minute)
    compile_all()
    address = urlsplit(public_url or "")

    def read_formats() -> tuple[str | None, str | None]:
        with site.reading() as service:
            return service.language(), service.locale()

    async def formats() -> tuple[str | None, str | None]:
        return await site.run(read_formats)

    return web_app(
        [*site_routes(site), *player_routes(site, limit=limit), *also],
        root_path=address.path.rstrip("/"),
        https=address.scheme == "https",
        formats=formats,
    )
