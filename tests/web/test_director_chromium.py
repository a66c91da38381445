"""A director's page in a real browser (headless Chromium), one run: its script runs under
the page's own Content-Security-Policy, counts the clock down by itself, and takes another
director's arrival from ``state.json`` into the names and the last actions, the page never
loaded again."""

from __future__ import annotations

import html
import re

import pytest
from starlette.exceptions import HTTPException

from leaguemgr.services import director_desk
from leaguemgr.services.director_desk import DeskForm
from leaguemgr.web import director_routes
from tests.web.director_league import knockout_league, seated_night, served
from tests.web.test_phone_chromium import CHROMIUM, chromium


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_the_page_counts_down_and_takes_another_directors_arrival(tmp_path, monkeypatch) -> None:
    db = knockout_league(tmp_path / "league")
    tokens = seated_night(db)
    real_state, real_render = director_desk.desk_state, director_routes.render
    asked: list[int] = []
    pages: list[str] = []

    def state_then_silence(nights, season, number, name):
        # The page's own reading first; at the script's first question Bob has Jon arrive
        # from his phone; after that no answer, so only the script moves the clock on.
        asked.append(1)
        if len(asked) == 2:
            form = DeskForm("arrive", "Jon")
            director_desk.take_action(nights, season, number, "Bob", form, str)
        elif len(asked) > 2:
            raise HTTPException(503)
        return real_state(nights, season, number, name)

    def counted(name: str, **context) -> str:
        page = real_render(name, **context)
        pages.append(page)
        return page

    monkeypatch.setattr(director_desk, "desk_state", state_then_silence)
    monkeypatch.setattr(director_routes, "render", counted)
    with served(db) as server:
        url = f"{server.base}/d/{tokens['Ann']}"
        dom = chromium(tmp_path, "--virtual-time-budget=6500", "--dump-dom", url)
    assert len(pages) == 1 and len(asked) > 2  # asked again and again, never reloaded
    given = int(re.search(r'data-left="(\d+)"', pages[0]).group(1))
    minutes, seconds = re.search(r'id="d-clock">(\d+):(\d\d)<', dom).groups()
    assert given - 9 <= int(minutes) * 60 + int(seconds) <= given - 3  # counted on by itself
    dom = html.unescape(dom)
    assert '<b id="d-players">9</b>' in dom
    assert "<li>Jon A9 arrived — from Bob's phone</li>" in dom
    assert 'value="Jon A9"' in datalist("arrivals", pages[0])  # as the page came
    assert 'value="Jon A9"' not in datalist("arrivals", dom)
    assert 'value="Jon A9"' in datalist("still-in", dom)


def datalist(name: str, page: str) -> str:
    """The options of the page's datalist ``name``."""
    return re.search(rf'<datalist id="{name}"[^>]*>(.*?)</datalist>', page, re.S).group(1)
