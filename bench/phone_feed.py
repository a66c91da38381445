"""What the players' phone page costs the window on a hostile night: a running night of
5,000 actions (a league file's most, hand for hand switched on and off), the page switched
on, and its timer ticking every 3 s for ``--seconds`` (15) of the page's time.

    QT_QPA_PLATFORM=offscreen .venv/bin/python bench/phone_feed.py

Printed: one snapshot build (what a change of the night costs, once), one tick with nothing
changed (what the window pays every 3 s), and the ticks over 100 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

if __package__ in (None, ""):  # run as a script: make the repository importable
    sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

REPO = Path(__file__).resolve().parents[1]
AZ = REPO.parent / "shared" / "examples" / "az-2026.league.json"
STALL_MS = 100


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=int, default=15)
    options = parser.parse_args(argv)

    from PySide6.QtWidgets import QApplication

    from leaguemgr.services.phone_page import league_snapshot
    from leaguemgr.ui.league_context import LeagueContext
    from leaguemgr.ui.night.phones_publisher import PUBLISH_MS, PhonesPublisher
    from tests.web.hostile_night import hostile_night
    from tests.web.phone_league import QUOTED_SEASON

    QApplication.instance() or QApplication([])
    service = hostile_night(Path(tempfile.mkdtemp(prefix="leaguemgr-bench-")), AZ)
    context = LeagueContext(service)
    context.select_season(QUOTED_SEASON)
    builds = []
    for _ in range(5):
        started = time.perf_counter()
        league_snapshot(service, QUOTED_SEASON, str, time.time())
        builds.append((time.perf_counter() - started) * 1000)

    now = [time.time()]
    publisher = PhonesPublisher(lambda: context, clock=lambda: now[0])
    publisher.start("127.0.0.1", 0)
    ticks = []
    for _ in range(options.seconds * 1000 // PUBLISH_MS):
        now[0] += PUBLISH_MS / 1000
        started = time.perf_counter()
        publisher._timer.timeout.emit()
        ticks.append((time.perf_counter() - started) * 1000)
    built = publisher.feed.builds
    publisher.stop()
    service.close()

    print(f"snapshot build, 5,000-action night (median of 5): {statistics.median(builds):.0f} ms")
    print(f"timer tick with nothing changed (median of {len(ticks)}): "
          f"{statistics.median(ticks):.3f} ms")  # fmt: skip
    stalls = sum(t > STALL_MS for t in ticks)
    print(f"ticks over {STALL_MS} ms in {options.seconds} s: {stalls} (snapshots built: {built})")
    return 0


if __name__ == "__main__":
    sys.exit(main())
