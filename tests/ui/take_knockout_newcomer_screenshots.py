r"""Render the newcomer's knockout league (issue 32) as it is typed.

Run under a real (virtual) display, not offscreen::

    xvfb-run -a -s "-screen 0 1920x1080x24" \
        .venv/bin/python tests/ui/take_knockout_newcomer_screenshots.py

It runs tests/ui/test_newcomer_knockouts.py, which starts the league from File ▸ New and
its "$40 + $10 KO" season from New season, and writes to ``docs/screenshots/``:
``newcomer-ko-new-season.png`` (New season's first step with the knockout bounty),
``newcomer-ko-big-screen.png`` (the big screen of the fixed night, 1280x720),
``newcomer-ko-last-bust.png`` (the Night screen after the last bust: what the winner
collects), ``newcomer-ko-typed-afterwards.png`` (a progressive night typed afterwards, the
bounties stated 5.00 short of the knockout money) and ``newcomer-ko-standings.png`` (the
standings' Bounties column after three nights), ``newcomer-ko-season-setup.png`` (Season
setup's points preview: the bounties first, then the pool; no "bounty" fund).
"""

from __future__ import annotations

import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[2]))

from tests.ui.take_newcomer_screenshots import shoot_from_test


def main() -> int:
    return shoot_from_test("KNOCKOUT_NEWCOMER_SCREENSHOTS", "test_newcomer_knockouts.py")


if __name__ == "__main__":
    sys.exit(main())
