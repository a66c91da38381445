"""The phone page in a real browser (headless Chromium): its script runs under the page's own
Content-Security-Policy, asks the server for the snapshot and shows the clock it gets."""

from __future__ import annotations

import itertools
import re
import subprocess
from pathlib import Path

import pytest

from leaguemgr.web.server import PhoneServer
from tests.web.test_phone_server import NOW, snapshot

CHROMIUM = Path("/usr/bin/chromium")
FLAGS = [
    "--headless",
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
    "--disable-quic",
]


def chromium(tmp_path: Path, *arguments: str) -> str:
    result = subprocess.run(
        [str(CHROMIUM), *FLAGS, f"--user-data-dir={tmp_path / 'profile'}", *arguments],
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    return result.stdout


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_the_script_shows_the_clock_it_asked_the_server_for(tmp_path) -> None:
    # Each reading of the server's clock is a minute later: the page is rendered at 10:00
    # left, and any other time on screen came from status.json through the script.
    server = PhoneServer("127.0.0.1", 0, clock=itertools.count(NOW, 60).__next__)
    server.publish(snapshot(seconds_left=600))
    server.start()
    try:
        dom = chromium(tmp_path, "--virtual-time-budget=3000", "--dump-dom", server.url)
    finally:
        server.stop()
    shown = re.search(r'id="c-time">(\d+:\d\d)<', dom).group(1)
    assert shown != "10:00"
    assert int(shown.split(":")[0]) < 10
    assert '<span id="live" class="live on">Live</span>' in dom
    assert "Ann Lee" in dom
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in dom  # a name, shown as text
