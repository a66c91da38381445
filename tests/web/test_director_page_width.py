"""A director's page on a 360 px phone (SPEC 11): nothing wider than the screen (no
sideways scrolling at the table), and every button, field and tick box at least 44 px
tall, a thumb's target."""

from __future__ import annotations

import html
import re

import pytest

from tests.web.take_director_screenshot import WIDTH, after_a_bust
from tests.web.test_phone_chromium import CHROMIUM, chromium


@pytest.mark.skipif(not CHROMIUM.exists(), reason="Chromium is not installed (CI installs it)")
def test_the_directors_page_fits_a_360_px_phone_with_thumb_sized_targets(tmp_path) -> None:
    page, _saved = after_a_bust(tmp_path)
    probe = tmp_path / "probe.html"
    # Measured in a 360 px frame: --dump-dom lays a page out at least 500 px wide.
    probe.write_text(
        '<!DOCTYPE html><html><body style="margin:0">'
        f'<iframe id="f" style="width:{WIDTH}px;height:800px;border:0" '
        f'srcdoc="{html.escape(page, quote=True)}"></iframe>'
        '<div id="out"></div><script>addEventListener("load", () => {'
        'const d = document.getElementById("f").contentDocument;'
        "const wide = [...d.body.querySelectorAll('*')].filter("
        f"e => e.getBoundingClientRect().right > {WIDTH} + 0.5).length;"
        "const targets = [...d.querySelectorAll("
        "'button, input:not([type]), label.tick, a.button')];"
        "const small = targets.filter(e => e.getBoundingClientRect().height < 44).length;"
        'document.getElementById("out").textContent = ["FIT", d.documentElement.scrollWidth,'
        " wide, small, targets.length].join(' ');"
        "});</script></body></html>",
        "utf-8",
    )
    dom = chromium(tmp_path, "--virtual-time-budget=3000", "--dump-dom", probe.as_uri())
    scroll, wide, small, targets = map(int, re.search(r"FIT (\d+) (\d+) (\d+) (\d+)", dom).groups())
    assert scroll <= WIDTH and wide == 0  # nothing sticks out sideways
    assert targets >= 18 and small == 0  # every button and field a thumb's target
