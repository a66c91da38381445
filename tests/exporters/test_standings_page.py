"""The players' standings page, rendered by headless Chromium as a phone and a laptop."""

from __future__ import annotations

import dataclasses
import datetime as dt
import html
import os
import re
import shutil
from pathlib import Path

import pytest

from leaguemgr.exporters.standings_page import standings_page, write_html
from tests.exporters.support import chromium

SCREENSHOTS = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


@pytest.fixture(scope="module")
def az_page(az, tmp_path_factory) -> Path:
    league, report = az
    path = tmp_path_factory.mktemp("html") / "standings.html"
    write_html(league, report, path, today=dt.date(2026, 11, 22))
    return path


def rendered_text(page: Path, profile: Path) -> str:
    dom = chromium("--dump-dom", page.as_uri(), profile=profile)
    text = re.sub(r"<[^>]+>", " ", dom)
    return re.sub(r"\s+", " ", text)


def test_page_is_self_contained(az_page):
    html = az_page.read_text("utf-8")
    assert "<script" not in html.lower()
    assert not re.search(r'(src|href)="(?!#)', html)  # no external file, font or sheet
    assert '<meta name="viewport"' in html


def test_rendered_page_shows_standings_last_event_and_race(az, az_page, tmp_path):
    league, report = az
    text = rendered_text(az_page, tmp_path / "profile")
    assert "Season 2026 standings" in text and "After 11 events · updated 2026-11-22" in text
    assert "1 Tess A19 qualified 33.15 8 2 $153.00" in text
    assert "22 Kim A10 7.65 6 0" in text
    names = {p.id: p.name for p in league.players}
    for row in report.standings:
        assert names[row.player] in text
    assert "Last event: Event 11, 2026-11-15" in text
    assert "1st Gus A6 $173.00" in text  # the winner's payout
    assert "$40.00 Bounty won by Ned A13" in text
    assert "12 of 12 Seats filled" in text and "$519.00 Championship pool" in text
    assert "Ned A13 : 1 more event" in text  # first outside the field: next in line
    assert "Hal A7 : 1 missed, buy-in $60.00 (accepted)" in text


def test_player_names_are_escaped(hostile, tmp_path):
    league, report = hostile
    page = tmp_path / "hostile.html"
    write_html(league, report, page)
    html = page.read_text("utf-8")
    assert "<script>alert" not in html
    assert "&lt;script&gt;alert(&#x27;x&#x27;)&lt;/script&gt; &amp; Co" in html
    dom = chromium("--dump-dom", page.as_uri(), profile=tmp_path / "profile")
    assert "<script>" not in dom  # the browser saw text, not an element


def test_page_without_a_championship_or_events_still_renders(az):
    league, report = az
    bare = dataclasses.replace(
        report, events=(), standings=(), season_prizes=(), dealer_credits=(), championship=None
    )
    html = standings_page(league, bare)
    assert "No results yet." in html and "Championship race" not in html


@pytest.mark.parametrize(
    ("device", "size"), [("phone", "390,844"), ("laptop", "1280,900")]
)  # fmt: skip
def test_screenshots_for_phone_and_laptop(az_page, tmp_path, device, size):
    shot = tmp_path / f"{device}.png"
    chromium(f"--screenshot={shot}", f"--window-size={size}", az_page.as_uri(),
             profile=tmp_path / "profile")  # fmt: skip
    assert shot.stat().st_size > 20_000  # a rendered page, not a blank one
    if os.environ.get("LEAGUEMGR_UPDATE_SCREENSHOTS"):  # refresh the docs' pictures on demand
        SCREENSHOTS.mkdir(parents=True, exist_ok=True)
        shutil.copyfile(shot, SCREENSHOTS / f"standings-page-{device}.png")


def test_phone_layout_needs_no_sideways_scrolling(az_page, tmp_path):
    """In a 390 px wide viewport the page fits, and so does the standings table."""
    # --dump-dom lays pages out at least 500 px wide, so the page is measured in a
    # 390 px frame (srcdoc keeps it same-origin, so the probe can look inside).
    probe = tmp_path / "probe.html"
    probe.write_text(
        '<!DOCTYPE html><html><body style="margin:0">'
        '<iframe id="f" style="width:390px;height:844px;border:0" '
        f'srcdoc="{html.escape(az_page.read_text("utf-8"), quote=True)}"></iframe>'
        '<div id="out"></div><script>addEventListener("load", () => {'
        'const d = document.getElementById("f").contentDocument;'
        'const t = d.querySelector("#standings .scroll");'
        'document.getElementById("out").textContent = ["VIEW", d.defaultView.innerWidth,'
        ' d.documentElement.scrollWidth, t.scrollWidth, t.clientWidth].join(" ");'
        "});</script></body></html>",
        "utf-8",
    )
    dom = chromium("--virtual-time-budget=5000", "--dump-dom", probe.as_uri(),
                   profile=tmp_path / "profile")  # fmt: skip
    view, page_width, table_width, table_box = map(
        int, re.search(r"VIEW (\d+) (\d+) (\d+) (\d+)", dom).groups()
    )
    assert view == 390
    assert page_width <= view
    assert table_width <= table_box  # the standings table itself needs no scrolling
