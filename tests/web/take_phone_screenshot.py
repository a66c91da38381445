"""A screenshot of the players' phone page mid-night, as a phone's Chromium shows it.

    .venv/bin/python tests/web/take_phone_screenshot.py [--deal]

Works on a temporary copy of the AZ example league: 18 players seated, the clock started
six minutes ago, three out. Writes ``docs/screenshots/phone-page.png`` (390 x 844, a phone).
With ``--deal``: the four players left have made an ICM deal, the whole page (390 x 1500)
with its payouts "Paid by a deal"; writes ``docs/screenshots/phone-page-deal.png``.
"""

from __future__ import annotations

import json
import random
import subprocess
import sys
import tempfile
import time
from pathlib import Path

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.services.night_service import NightService  # noqa: E402
from leaguemgr.services.phone_page import league_snapshot  # noqa: E402
from leaguemgr.ui.money_text import money_text  # noqa: E402
from leaguemgr.web.server import PhoneServer  # noqa: E402
from tests.web.test_phone_chromium import CHROMIUM, FLAGS  # noqa: E402

AZ = REPO.parent / "shared" / "examples" / "az-2026.league.json"
OUT = REPO / "docs" / "screenshots" / "phone-page.png"
DEAL_OUT = REPO / "docs" / "screenshots" / "phone-page-deal.png"
STARTED_AGO = 6 * 60 + 23


def main(deal: bool = False) -> int:
    out = DEAL_OUT if deal else OUT
    height = 1500 if deal else 844  # after a deal: the whole page, its payouts too
    work = Path(tempfile.mkdtemp(prefix="leaguemgr-phone-shot-"))
    document = json.loads(AZ.read_text())
    document["seasons"][0]["championship"]["makeups"] = []
    source = work / "az.league.json"
    source.write_text(json.dumps(document))
    service = LeagueService.open(work / "az.sqlite")
    service.import_league_file(source)
    season = service.season_names()[-1]
    started = time.time() - STARTED_AGO
    nights = NightService(service, random.Random(4), now=lambda: started)
    nights.start(season, 12)
    for i in range(18):
        nights.arrive(season, 12, f"p{i:02d}", on_time=True)
    nights.draw(season, 12, seed=5)
    nights.clock_start(season, 12)
    for gone, by in (("p07", "p02"), ("p13", "p04"), ("p16", "p02")):
        nights.bust(season, 12, [gone], by=[by])
    if deal:
        while len(nights.night(season, 12).remaining) > 4:
            left = nights.night(season, 12).remaining
            nights.bust(season, 12, [left[-1]], by=[left[0]])
        left = nights.night(season, 12).remaining
        nights.deal(season, 12, dict(zip(left, (61_000, 44_000, 30_000, 15_000), strict=True)))
    currency = service.currency()
    now = time.time()
    snapshot = league_snapshot(service, season, lambda a: money_text(a, currency), now)
    server = PhoneServer("127.0.0.1", 0)
    server.publish(snapshot)
    server.start()
    try:
        subprocess.run(
            [str(CHROMIUM), *FLAGS, f"--user-data-dir={work / 'profile'}",
             f"--screenshot={out}", f"--window-size=390,{height}", "--hide-scrollbars",
             "--virtual-time-budget=2000", server.url],
            check=True, capture_output=True, timeout=120,
        )  # fmt: skip
    finally:
        server.stop()
        service.close()
    print(f"wrote {out}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main(deal="--deal" in sys.argv[1:]))
