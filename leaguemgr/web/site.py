"""The league's whole web application as ``leaguemgr serve`` runs it."""

from __future__ import annotations

from starlette.applications import Starlette

from leaguemgr.services.league_site import LeagueSite
from leaguemgr.web.app import web_app
from leaguemgr.web.player_routes import ANSWERS_PER_MINUTE, AnswerLimit, player_routes
from leaguemgr.web.site_routes import site_routes


def league_site_app(site: LeagueSite, *, answers_per_minute: int = ANSWERS_PER_MINUTE) -> Starlette:
    """Every page the players see at home, on ``site``'s league."""
    limit = AnswerLimit(answers_per_minute)
    return web_app([*site_routes(site), *player_routes(site, limit=limit)])
