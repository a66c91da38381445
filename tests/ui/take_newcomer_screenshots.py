"""Render the newcomer's weekly trip league (issue 30) after its first three nights.

Run under a real (virtual) display, not offscreen::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_newcomer_screenshots.py

It runs tests/ui/test_newcomer_own_league.py, which types the season from New season on, and
writes ``docs/screenshots/newcomer-standings.png`` (the Standings screen: "12 players after 3
of 10 events", Eli and Hana tied at the cut) and ``docs/screenshots/newcomer-championship.png``
(the Championship screen after the draw: the trip fund's $2,010 pool, stacks = points x 10).
"""

from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]


def shoot_from_test(variable: str, test: str) -> int:
    """Run the GUI test ``test`` (a file of tests/ui) on the display, with ``variable``
    naming docs/screenshots: the test saves its screens there as it types them."""
    environment = dict(os.environ, **{variable: str(REPO / "docs" / "screenshots")})
    # tests/conftest.py picks offscreen unless a display is asked for.
    environment["QT_QPA_PLATFORM"] = "xcb"
    command = [sys.executable, "-m", "pytest", "-q", "-p", "no:cacheprovider"]
    return subprocess.call([*command, str(REPO / "tests" / "ui" / test)], env=environment, cwd=REPO)


def main() -> int:
    return shoot_from_test("NEWCOMER_SCREENSHOTS", "test_newcomer_own_league.py")


if __name__ == "__main__":
    sys.exit(main())
