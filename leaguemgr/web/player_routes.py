"""A player's personal page ``/p/TOKEN`` (SPEC 10): GET shows it, POST answers for a next
night and redirects (303) back to it.

Hostile ground: a wrong or old token is the 404 of any wrong path; an answer carries the
page's form token (an HMAC of the link and the time the page was made, under the league's
``form_key``, made once and kept with the league: a page left open posts after the server
restarted, from either server of the league), so another site cannot post one; the body
is bounded and each address may answer :data:`ANSWERS_PER_MINUTE` times a minute.
"""

from __future__ import annotations

import hashlib
import hmac
import logging
import math
import threading
import time
from collections import defaultdict, deque
from collections.abc import Callable
from decimal import Decimal
from urllib.parse import parse_qs

from starlette.exceptions import HTTPException
from starlette.requests import Request
from starlette.responses import HTMLResponse, RedirectResponse, Response
from starlette.routing import Route

from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.exporters.tables import format_money_text
from leaguemgr.language.texts import N_
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.services.player_view import PlayerView, player_view
from leaguemgr.storage.errors import StorageError
from leaguemgr.web.player_page import CONTENT_SECURITY_POLICY, late_cancel_page, player_page
from leaguemgr.web.templating import league_speaking, root_of

_log = logging.getLogger("uvicorn.error")

FORM_LIFETIME = 24 * 3600
"""Seconds a page's form may be posted after the page was made (a page left open overnight
asks to be reloaded)."""
MAX_BODY = 1024
"""An answer's form is under 100 bytes."""
NOT_STORED = N_(
    "Your answer was not saved: the league cannot be written just now. Try again in a minute"
)
"""What a player is told when the answer met a fault of the league's disk or server."""
NOT_READ = N_("The league cannot be read just now. Try again in a minute")
ANSWERS_PER_MINUTE = 30
ANSWERS = frozenset(answer.value for answer in RsvpAnswer)


class FormTokens:
    """Per-page form tokens under ``key`` (the league's)."""

    def __init__(self, key: bytes) -> None:
        self._key = key

    def make(self, link: str, now: float) -> str:
        stamp = str(int(now))
        return f"{stamp}.{self._mac(link, stamp)}"

    def valid(self, link: str, form: str, now: float) -> bool:
        stamp, _sep, mac = form.partition(".")
        if not stamp.isdigit() or not 0 <= now - int(stamp) <= FORM_LIFETIME:
            return False
        return hmac.compare_digest(mac.encode(), self._mac(link, stamp).encode())

    def _mac(self, link: str, stamp: str) -> str:
        message = f"{link}|{stamp}".encode()
        return hmac.new(self._key, message, hashlib.sha256).hexdigest()[:32]


class AnswerLimit:
    """At most ``count`` answers a minute from one address."""

    def __init__(self, count: int = ANSWERS_PER_MINUTE) -> None:
        self.count = count
        self._seen: dict[str, deque[float]] = defaultdict(deque)
        self._lock = threading.Lock()

    def allow(self, address: str, now: float) -> bool:
        with self._lock:
            if len(self._seen) > 10_000:  # a flood of addresses: forget the quiet ones
                for quiet in [a for a, times in self._seen.items() if times[-1] < now - 60]:
                    del self._seen[quiet]
            times = self._seen[address]
            while times and times[0] <= now - 60:
                times.popleft()
            if len(times) >= self.count:
                return False
            times.append(now)
            return True

    def refuse_past_limit(self, request: Request, now: float, what: str) -> None:
        """A 429 with ``Retry-After`` when the request's address is past the limit
        (``what``: "answers", "actions", as the page's visitor calls them)."""
        address = request.client.host if request.client else ""
        if not self.allow(address, now):
            wait = str(self.wait(address, now))
            # Worded by the error page, in the league's language.
            message = N_("Too many answers: wait a minute.")
            if what == "actions":
                message = N_("Too many actions: wait a minute.")
            raise HTTPException(429, message, {"Retry-After": wait})

    def wait(self, address: str, now: float) -> int:
        """Whole seconds until ``address`` may answer again (1 at least)."""
        with self._lock:
            times = self._seen.get(address)
            oldest = times[0] if times else now
        return max(1, math.ceil(oldest + 60 - now))


def player_routes(
    site: LeagueSite, clock: Callable[[], float] = time.time, limit: AnswerLimit | None = None
) -> list[Route]:
    """The personal pages of ``site``'s players."""
    forms = FormTokens(site.form_key())
    limit = limit or AnswerLimit()

    def view_of(token: str) -> tuple[PlayerView, str, str | None, str | None] | None:
        with site.reading() as service:
            player = site.player_of_token(token)
            if player is None:
                return None
            language = service.language()
            with league_speaking(language, service.locale()):
                view = player_view(service, player)
            return view, service.currency(), service.locale(), language

    def page_of(token: str, root: str) -> str | None:
        found = view_of(token)
        if found is None:
            return None
        view, currency, locale, language = found

        def money(amount: Decimal) -> str:
            return format_money_text(amount, currency, locale)

        form = forms.make(token, clock())
        with league_speaking(language, locale):
            return player_page(view, form, money, token=token, root=root, locale=locale)

    def late_question(token: str, number: int, root: str) -> str | None:
        """The late-cancel question, when a no for night ``number`` would be one."""
        try:
            found = view_of(token)
        except StorageError as exc:
            _log.warning("a player's page could not be read: %s", exc)
            raise HTTPException(503, NOT_READ, headers={"Retry-After": "60"}) from exc
        if found is None:
            raise HTTPException(404)
        view, _currency, locale, language = found
        night = next((n for n in view.next_nights if n.number == number), None)
        if night is None or not (night.going_self and night.past_deadline):
            return None
        with league_speaking(language, locale):
            form = forms.make(token, clock())
            return late_cancel_page(view, night, form, token=token, root=root)

    def answer_for(token: str, number: int, given: RsvpAnswer) -> str | None:
        """``None`` when stored, else why not."""
        try:
            with site.reading() as service:
                player = site.player_of_token(token)
                if player is None:
                    raise HTTPException(404)
                season = service.season_names()[-1]
                with league_speaking(service.language()):
                    rsvp_service.answer(service, season, number, player.id, given)
        except (rsvp_service.AnswerRefused, IndexError) as exc:
            return str(exc) or N_("There is no season.")
        except StorageError as exc:
            # A full disk, a lock held too long, a server gone: the player is told to try
            # again (no file path for a stranger to read); the log says what.
            _log.warning("an answer for event %s was not stored: %s", number, exc)
            raise HTTPException(503, NOT_STORED, headers={"Retry-After": "60"}) from exc
        return None

    def page_or_refusal(token: str, root: str) -> str | None:
        try:
            return page_of(token, root)
        except StorageError as exc:
            _log.warning("a player's page could not be read: %s", exc)
            raise HTTPException(503, NOT_READ, headers={"Retry-After": "60"}) from exc

    async def show(request: Request) -> Response:
        body = await site.run(page_or_refusal, request.path_params["token"], root_of(request))
        if body is None:
            raise HTTPException(404)
        return HTMLResponse(body, headers={"Content-Security-Policy": CONTENT_SECURITY_POLICY})

    async def post(request: Request) -> Response:
        token = request.path_params["token"]
        limit.refuse_past_limit(request, clock(), "answers")
        form = await _bounded_form(request)
        if not forms.valid(token, form.get("form", ""), clock()):
            raise HTTPException(403, N_("This page is too old: open your link again."))
        event, given = form.get("event", ""), form.get("answer", "")
        if not event.isdigit() or given not in ANSWERS or form.get("confirm", "1") != "1":
            raise HTTPException(400, "Bad Request")
        root = root_of(request)
        if given == "no" and "confirm" not in form:
            # A going player's no after the answer-by time is asked about first (SPEC 10):
            # only the question's own post, with confirm=1, takes it.
            question = await site.run(late_question, token, int(event), root)
            if question is not None:
                return HTMLResponse(
                    question, headers={"Content-Security-Policy": CONTENT_SECURITY_POLICY}
                )
        problem = await site.run(answer_for, token, int(event), RsvpAnswer(given))
        if problem is not None:
            raise HTTPException(409, problem)
        return RedirectResponse(f"{root}/p/{token}", status_code=303)

    return [
        Route("/p/{token}", show, methods=["GET", "HEAD"]),
        Route("/p/{token}", post, methods=["POST"]),
    ]


async def _bounded_form(request: Request) -> dict[str, str]:
    """The urlencoded form, read no further than :data:`MAX_BODY` bytes."""
    fields = await bounded_fields(request, MAX_BODY)
    return {key: values[-1] for key, values in fields.items()}


async def bounded_fields(request: Request, most: int, count: int = 8) -> dict[str, list[str]]:
    """The urlencoded form's fields (each with every value given), read no further than
    ``most`` bytes and ``count`` fields: 413 past the bytes, 400 for what is no form."""
    length = request.headers.get("content-length", "")
    if length and (not length.isdigit() or int(length) > most):
        raise HTTPException(413, "Content Too Large")
    body = b""
    async for chunk in request.stream():
        body += chunk
        if len(body) > most:
            raise HTTPException(413, "Content Too Large")
    try:
        return parse_qs(body.decode("ascii"), max_num_fields=count, strict_parsing=False)
    except (UnicodeDecodeError, ValueError):
        raise HTTPException(400, "Bad Request") from None
