"""A director's page ``/d/TOKEN`` (SPEC 11): GET shows the night at a glance with its
forms, POST takes one action and answers 303 back to the page, which then says what
happened; a refusal is the page again, status 409, with the reason. ``/d/TOKEN/state.json``
(GET and HEAD) is the page's figures and names as its script takes them
(:mod:`leaguemgr.web.director_page`).

Hostile ground, like a player's page: a wrong or ended link (or a night closed) is the 404
of any wrong path; a post carries the page's form token (an HMAC under the league's
``form_key``), its body is bounded and each address may post :data:`ACTIONS_PER_MINUTE`
times a minute. What happened travels in the redirect's query signed under the same key,
so a crafted link cannot make the page say anything. Every read and write runs on the
site's worker thread (:meth:`LeagueSite.run`), never on the app's GUI thread.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import time
from collections.abc import Callable
from decimal import Decimal
from urllib.parse import urlencode

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, JSONResponse, RedirectResponse, Response
from starlette.routing import Route

from leaguemgr.domain.records import EventState
from leaguemgr.exporters.tables import format_money_text
from leaguemgr.language.texts import N_
from leaguemgr.services import director_desk, night_directors
from leaguemgr.services.director_desk import ActionStored, DeskForm, DeskRefused
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.services.night_service import NightService
from leaguemgr.storage.errors import StorageError
from leaguemgr.web.director_page import (
    CONTENT_SECURITY_POLICY,
    LISTS,
    SCRIPT,
    clock_button,
    clock_state,
    desk_json,
)
from leaguemgr.web.player_routes import NOT_READ, AnswerLimit, FormTokens, bounded_fields
from leaguemgr.web.templating import league_speaking, render, root_of

_log = logging.getLogger("uvicorn.error")

ACTIONS_PER_MINUTE = 60
"""A director taps a button every few seconds at the busiest; a flood is refused."""
MAX_BODY = 2048
"""A director's form (two hitmen's names, a player's) is under 400 bytes."""
MAX_NOTICE = 400
NOT_TAKEN = N_("The action was not saved: the league cannot be written just now. Try again")


class Notices:
    """What happened, signed for the redirect's query under ``key`` (the league's)."""

    def __init__(self, key: bytes) -> None:
        self._key = key

    def query(self, token: str, said: str) -> str:
        said = said[:MAX_NOTICE]
        return urlencode({"said": said, "mac": self._mac(token, said)})

    def read(self, token: str, said: str, mac: str) -> str:
        """``said`` when ``mac`` signs it for this link, else nothing."""
        if not said or not hmac.compare_digest(mac.encode(), self._mac(token, said).encode()):
            return ""
        return said

    def _mac(self, token: str, said: str) -> str:
        message = f"director-notice|{token}|{said}".encode()
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()[:32]


def director_routes(
    site: LeagueSite,
    clock: Callable[[], float] = time.time,
    limit: AnswerLimit | None = None,
    *,
    taken: Callable[[ActionStored], None] | None = None,
) -> list[Route]:
    """The directors' pages of ``site``'s league; ``taken`` is called (on the server's
    thread) once each action is stored, with the night and the writes it took."""
    key = site.form_key()
    forms, notices = FormTokens(key), Notices(key)
    limit = limit or AnswerLimit(ACTIONS_PER_MINUTE)
    kept: list[NightService] = []

    def nights_of(service) -> NightService:
        # One night service over the site's one league service; each action takes its own
        # acting_as(director) copy.
        if not kept or kept[0].service is not service:
            kept[:] = [NightService(service)]
        return kept[0]

    def desk_of(token: str):
        """(nights, season, number, director name, money) of a current link, else 404."""
        with site.reading() as service:
            found = night_directors.director_of_token(service, token)
            if found is None:
                raise HTTPException(404)
            season, number, director = found
            nights = nights_of(service)
            if nights.state(season, number) is EventState.CLOSED:
                raise HTTPException(404)  # the night is over, and so is its link
            currency, locale = service.currency(), service.locale()

            def money(amount: Decimal) -> str:
                return format_money_text(amount, currency, locale)

            return nights, season, number, director.name, money

    def page(token: str, root: str, notice: str = "", refusal: str = "") -> str:
        with site.reading():
            nights, season, number, name, _money = desk_of(token)
            with _speaking(nights):
                state = director_desk.desk_state(nights, season, number, name)
                return _page(nights, state, token, root, notice, refusal)

    def _page(nights, state, token: str, root: str, notice: str, refusal: str) -> str:
        league = nights.service.league.name
        return render(
            "director.html",
            root=root,
            state=state,
            clock_state=clock_state(state),
            clock_button=clock_button(state),
            lists={id_: getattr(state, field) for id_, field in LISTS.items()},
            script=SCRIPT,
            league=league,
            token=token,
            form_token=forms.make(_link(token), clock()),
            notice=notice,
            refusal=refusal,
        )

    def shown(token: str, root: str, notice: str) -> str:
        try:
            return page(token, root, notice)
        except StorageError as exc:
            _log.warning("a director's page could not be read: %s", exc)
            raise HTTPException(503, NOT_READ, headers={"Retry-After": "10"}) from exc

    def figures(token: str) -> dict:
        try:
            with site.reading():
                nights, season, number, name, _money = desk_of(token)
                with _speaking(nights):
                    return desk_json(director_desk.desk_state(nights, season, number, name))
        except StorageError as exc:
            _log.warning("a director's page could not be read: %s", exc)
            raise HTTPException(503, NOT_READ, headers={"Retry-After": "10"}) from exc

    def act(
        token: str, form_token: str, form: DeskForm, root: str
    ) -> tuple[str, str | None, ActionStored | None]:
        """(what happened, None, what was stored), or (the page again, the refusal, None)."""
        try:
            with site.reading():
                nights, season, number, name, money = desk_of(token)  # a wrong link: 404
                if not forms.valid(_link(token), form_token, clock()):
                    raise HTTPException(403, N_("This page is too old: open your link again."))
                try:
                    with _speaking(nights):
                        said, stored = director_desk.take_action_stored(
                            nights, season, number, name, form, money
                        )
                    return said, None, stored
                except DeskRefused as exc:
                    refusal = str(exc)
                return page(token, root, refusal=refusal), refusal, None
        except StorageError as exc:
            _log.warning("a director's action was not stored: %s", exc)
            raise HTTPException(503, NOT_TAKEN, headers={"Retry-After": "10"}) from exc

    async def show(request: Request) -> Response:
        token = request.path_params["token"]
        notice = notices.read(
            token, request.query_params.get("said", ""), request.query_params.get("mac", "")
        )
        body = await site.run(shown, token, root_of(request), notice)
        return HTMLResponse(body, headers={"Content-Security-Policy": CONTENT_SECURITY_POLICY})

    async def state(request: Request) -> Response:
        data = await site.run(figures, request.path_params["token"])
        return JSONResponse(
            data,
            headers={
                "Content-Security-Policy": CONTENT_SECURITY_POLICY,
                "Cache-Control": "no-store",
            },
        )

    async def post(request: Request) -> Response:
        token = request.path_params["token"]
        limit.refuse_past_limit(request, clock(), "actions")
        fields = await bounded_fields(request, MAX_BODY)
        try:
            form = DeskForm.of(fields)
        except DeskRefused:
            raise HTTPException(400, "Bad Request") from None
        form_token, root = (fields.get("form") or [""])[-1], root_of(request)
        said, refusal, stored = await site.run(act, token, form_token, form, root)
        if refusal is not None:
            headers = {"Content-Security-Policy": CONTENT_SECURITY_POLICY}
            return HTMLResponse(said, status_code=409, headers=headers)
        if taken is not None and stored is not None:
            taken(stored)
        return RedirectResponse(f"{root}/d/{token}?{notices.query(token, said)}", 303)

    return [
        Route("/d/{token}", show, methods=["GET", "HEAD"]),
        Route("/d/{token}", post, methods=["POST"]),
        Route("/d/{token}/state.json", state, methods=["GET", "HEAD"]),
    ]


def _speaking(nights: NightService):
    """The league's language for its director's page (and what its actions say)."""
    league = nights.service.league
    return league_speaking(getattr(league, "language", None), getattr(league, "locale", None))


def _link(token: str) -> str:
    """What a director's form token signs: never valid for a player's link's form."""
    return f"d/{token}"
