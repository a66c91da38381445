"""The phone page's seats use the phone's width (issue #23): at 390 px each table takes the
whole width, so a name reads on one line instead of wrapping in half of it."""

from __future__ import annotations

import html
import re

import pytest

from leaguemgr.services.phone_page import league_snapshot
from leaguemgr.web.page import phone_page
from tests.services.test_phone_page import dollars
from tests.web.phone_league import NOW, QUOTED_SEASON, league, run_night
from tests.web.test_phone_chromium import CHROMIUM, chromium


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_each_table_of_seats_takes_the_phones_width(tmp_path, az_league_file) -> None:
    service = league(tmp_path, az_league_file, str(tmp_path / "l.sqlite"))
    try:
        run_night(service, players=14)
        page = phone_page(league_snapshot(service, QUOTED_SEASON, dollars, NOW), NOW)
    finally:
        service.close()
    probe = tmp_path / "probe.html"
    # Measured in a 390 px frame: --dump-dom lays a page out at least 500 px wide.
    probe.write_text(
        '<!DOCTYPE html><html><body style="margin:0">'
        '<iframe id="f" style="width:390px;height:844px;border:0" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
        '<div id="out"></div><script>addEventListener("load", () => {'
        'const d = document.getElementById("f").contentDocument;'
        'const box = d.querySelector("#seats .tables").getBoundingClientRect().width;'
        'const tables = [...d.querySelectorAll("#seats .table")].map('
        "t => Math.round(t.getBoundingClientRect().width));"
        'const tall = [...d.querySelectorAll("#seats .who")].filter('
        "w => w.getBoundingClientRect().height > 1.6 * parseFloat(getComputedStyle(w).lineHeight)"
        ").length;"
        'document.getElementById("out").textContent = ["SEATS", Math.round(box), tall,'
        ' tables.join(",")].join(" ");'
        "});</script></body></html>",
        "utf-8",
    )
    dom = chromium(tmp_path, "--virtual-time-budget=3000", "--dump-dom", probe.as_uri())
    box, tall, widths = re.search(r"SEATS (\d+) (\d+) ([\d,]+)", dom).groups()
    tables = [int(w) for w in widths.split(",")]
    assert len(tables) == 2
    assert all(width >= int(box) - 2 for width in tables)  # one table a row, full width
    assert int(tall) == 0  # no name wraps
