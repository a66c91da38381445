"""A progressive-knockout night with two directors' links, served by a PhoneServer with the
league's site: what the director's page tests share."""

from __future__ import annotations

import html
import random
import re
import urllib.parse
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from leaguemgr.services import night_directors
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.league_site import LeagueSite
from leaguemgr.services.night_service import NightService
from leaguemgr.web.server import PhoneServer
from tests.cli.test_live_knockouts import _league
from tests.web.test_player_page import ask, form_of

SEASON = "2026"
KNOCKOUT = {"kind": "progressive", "amount": "10", "share": "50"}
SEATED = [f"p{i:02d}" for i in range(1, 9)]  # Bob A1 .. Ivy A8


def knockout_league(folder: Path) -> str:
    """The AZ league with progressive knockouts, event 12 not yet started."""
    folder.mkdir(exist_ok=True)
    return _league(folder, KNOCKOUT)


def seated_night(db: str, directors: tuple[str, ...] = ("Ann", "Bob")) -> dict[str, str]:
    """Event 12 running, :data:`SEATED` arrived and drawn, the clock started; the
    ``directors``' tokens by name."""
    service = LeagueService.open(db)
    try:
        nights = NightService(service, random.Random(1))
        nights.start(SEASON, 12)
        for player in SEATED:
            nights.arrive(SEASON, 12, player, on_time=True)
        nights.draw(SEASON, 12, seed=3)
        nights.clock_start(SEASON, 12)
        return {
            name: night_directors.add_director(service, SEASON, 12, name).token
            for name in directors
        }
    finally:
        service.close()


@contextmanager
def served(db: str) -> Iterator[PhoneServer]:
    """The app's night server over ``db``, with the league's site."""
    site = LeagueSite.open(db)
    server = PhoneServer("127.0.0.1", 0, site=site)
    server.start()
    try:
        yield server
    finally:
        server.stop()
        site.close()


def post(url: str, action: str, page: str | None = None, **fields: str | list[str]) -> tuple:
    """Post ``action`` with ``fields`` from the page (read first unless given): (status,
    headers, body)."""
    page = page if page is not None else ask(url)[2]
    pairs = [("form", form_of(page)), ("action", action)]
    for name, value in fields.items():
        for one in value if isinstance(value, list) else [value]:
            pairs.append((name, one))
    return ask(url, urllib.parse.urlencode(pairs).encode())


def notice_of(page: str) -> str:
    """What the page says happened (the notice at its top), unescaped."""
    found = re.search(r'role="status"><p class="status going">(.*?)</p>', page)
    return html.unescape(found.group(1)) if found else ""


def refusal_of(page: str) -> str:
    found = re.search(r'role="alert"><p class="status no">Not done: (.*?)</p>', page)
    return html.unescape(found.group(1)) if found else ""


def acted(base: str, url: str, action: str, **fields) -> str:
    """Post ``action``; it must be answered 303 to the page, whose notice is returned."""
    status, headers, body = post(url, action, **fields)
    assert status == 303, (status, refusal_of(body))
    location = headers["Location"]
    assert location.startswith(urllib.parse.urlsplit(url).path + "?")
    return notice_of(ask(base + location)[2])
