"""Screenshots of the TV by a link (``/tv/TOKEN``) as a TV's Chromium shows it, full screen.

    .venv/bin/python tests/web/take_tv_screenshots.py

Works on a temporary copy of the AZ example league with progressive knockout bounties: 16
players seated, the clock started 47 minutes ago, five out (one bought back in). Writes
``docs/screenshots/tv-1080.png`` (1920 x 1080, during a level, with the heads),
``tv-720.png`` (1280 x 720, the same) and ``tv-deal.png`` (1920 x 1080, the four players
left have made an ICM deal).
"""

from __future__ import annotations

import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from leaguemgr.web.server import PhoneServer  # noqa: E402
from tests.web.test_phone_chromium import CHROMIUM, FLAGS  # noqa: E402
from tests.web.tv_night import EVENT, SEASON, knockout_night  # noqa: E402

SHOTS = REPO / "docs" / "screenshots"
STARTED_AGO = 16 * 60 + 47 * 60


def shoot(url: str, out: Path, width: int, height: int, profile: Path) -> None:
    subprocess.run(
        [
            str(CHROMIUM),
            *FLAGS,
            f"--user-data-dir={profile}",
            "--hide-scrollbars",
            f"--window-size={width},{height}",
            "--virtual-time-budget=2500",
            f"--screenshot={out}",
            url,
        ],
        check=True,
        capture_output=True,
        timeout=120,
    )
    print(out)


def main() -> int:
    work = Path(tempfile.mkdtemp(prefix="leaguemgr-tv-shot-"))
    tv = knockout_night(work, players=16, start=time.time() - STARTED_AGO, busts=5)
    server = PhoneServer("127.0.0.1", 0)
    tv.now[0] = time.time()
    server.publish(tv.snapshot())
    server.start()
    try:
        shoot(server.tv_url, SHOTS / "tv-1080.png", 1920, 1080, work / "p1")
        shoot(server.tv_url, SHOTS / "tv-720.png", 1280, 720, work / "p2")
        nights = tv.nights
        while len(nights.night(SEASON, EVENT).remaining) > 4:
            left = nights.night(SEASON, EVENT).remaining
            nights.bust(SEASON, EVENT, [left[-1]], by=[left[0]])
        left = nights.night(SEASON, EVENT).remaining
        nights.deal(SEASON, EVENT, dict(zip(left, (52000, 31000, 19000, 8000), strict=True)))
        tv.now[0] = time.time()
        server.publish(tv.snapshot())
        shoot(server.tv_url, SHOTS / "tv-deal.png", 1920, 1080, work / "p3")
    finally:
        server.stop()
        tv.service.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
