"""The standings page in a 390 px phone mid-season (issue #23): with the race's badges
("Needs 4 of about 9 events left") and the season prize column, every column, Events
included, is on screen without scrolling sideways."""

from __future__ import annotations

import html
import re

from leaguemgr.exporters.dispatch import export_season
from tests.exporters.support import chromium
from tests.exporters.test_mid_season_wording import _after, _report


def test_mid_season_standings_fit_a_390_px_phone(tmp_path):
    league = _after(3, keep_planned=False)
    page = tmp_path / "standings.html"
    export_season(league, _report(league), page)
    probe = tmp_path / "probe.html"
    # Measured in a 390 px frame: --dump-dom lays a page out at least 500 px wide.
    probe.write_text(
        '<!DOCTYPE html><html><body style="margin:0">'
        '<iframe id="f" style="width:390px;height:844px;border:0" '
        f'srcdoc="{html.escape(page.read_text("utf-8"), quote=True)}"></iframe>'
        '<div id="out"></div><script>addEventListener("load", () => {'
        'const d = document.getElementById("f").contentDocument;'
        'const t = d.querySelector("#standings .scroll");'
        'const heads = [...d.querySelectorAll("#standings th")];'
        'const events = heads.find(h => h.textContent.trim() === "Events");'
        'document.getElementById("out").textContent = ["VIEW", d.defaultView.innerWidth,'
        " t.scrollWidth, t.clientWidth, Math.ceil(events.getBoundingClientRect().right),"
        ' heads.length].join(" ");'
        "});</script></body></html>",
        "utf-8",
    )
    dom = chromium("--virtual-time-budget=5000", "--dump-dom", probe.as_uri(),
                   profile=tmp_path / "profile")  # fmt: skip
    view, table_width, table_box, events_right, heads = map(
        int, re.search(r"VIEW (\d+) (\d+) (\d+) (\d+) (\d+)", dom).groups()
    )
    assert view == 390 and heads >= 5
    assert table_width <= table_box  # nothing to scroll sideways
    assert events_right <= view  # the Events column is on screen
