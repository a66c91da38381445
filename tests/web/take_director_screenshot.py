"""A night's director's page at 360 px in headless Chromium, for the README:
``.venv/bin/python tests/web/take_director_screenshot.py`` writes
docs/screenshots/director-page.png: a knockout night just after a bust with a hitman, the
page saying the place and the bounty collected, the clock and the last actions with who
took them."""

from __future__ import annotations

import sys
import tempfile
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.web.director_league import knockout_league, post, seated_night, served
from tests.web.take_player_screenshot import SHOTS
from tests.web.test_phone_chromium import CHROMIUM, FLAGS

WIDTH = 360


def after_a_bust(folder: Path) -> tuple[str, Path]:
    """The director's page (its html, saved) after Ann busted Hal, Bob the hitman."""
    db = knockout_league(folder / "league")
    tokens = seated_night(db)
    with served(db) as server:
        url = f"{server.base}/d/{tokens['Ann']}"
        post(url, "bust", player="Gus", by="Cat")
        status, headers, _body = post(url, "bust", player="Hal", by="Bob")
        assert status == 303, status
        from tests.web.test_player_page import ask

        page = ask(server.base + headers["Location"])[2]
    saved = folder / "director.html"
    saved.write_text(page, "utf-8")
    return page, saved


def main_() -> None:
    import subprocess

    with tempfile.TemporaryDirectory() as folder:
        tmp = Path(folder)
        _page, saved = after_a_bust(tmp)
        out = SHOTS / "director-page.png"
        subprocess.run(
            [str(CHROMIUM), *FLAGS, f"--user-data-dir={tmp / 'profile'}",
             f"--window-size={WIDTH},2110", "--hide-scrollbars", f"--screenshot={out}",
             saved.as_uri()],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
        print(out)


if __name__ == "__main__":
    main_()
