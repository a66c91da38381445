"""The TV by a link in a real browser (headless Chromium): its script runs under the page's
own Content-Security-Policy and counts the clock down by itself, with no answer from the
server after the page (the state it asks for every second is refused here)."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from leaguemgr.web.server import PhoneServer
from tests.web.test_phone_chromium import CHROMIUM, chromium
from tests.web.tv_night import knockout_night


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_the_clock_counts_down_by_itself(tmp_path: Path) -> None:
    tv = knockout_night(tmp_path)
    server = PhoneServer("127.0.0.1", 0, clock=lambda: tv.now[0])  # the server's time stands
    server.publish(tv.snapshot())
    answered = []

    def page_only(candidate: str) -> bool:
        answered.append(candidate)
        return len(answered) == 1  # the page, then no state.json: only the script moves on

    server.token_matches = page_only  # type: ignore[method-assign]
    server.start()
    try:
        dom = chromium(tmp_path, "--virtual-time-budget=3500", "--dump-dom", server.tv_url)
    finally:
        server.stop()
        tv.service.close()
    shown = re.search(r'id="t-time" class="time">(\d+):(\d\d)<', dom)
    assert shown is not None, dom[:2000]
    seconds = int(shown.group(1)) * 60 + int(shown.group(2))
    assert 290 <= seconds < 300  # from 5:00 in the page's HTML
    assert len(answered) > 2  # it kept asking, every second
    assert "Bob A1  $25" in dom
