"""Screenshots of who is coming (SPEC 10), from the real app:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_going_screenshots.py

A 24-seat night answered by 30 players (one late cancel): the Night screen at the door with
the going list (``docs/screenshots/night-going.png``) and Night ▸ Who Is Coming…
(``docs/screenshots/who-is-coming.png``).
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402
from tests.web.rsvp_league import rsvp_document  # noqa: E402

FIRST = ["Ava", "Ben", "Cole", "Dana", "Eli", "Faye", "Gus", "Hana", "Ivan", "June"]


def league(work: Path) -> Path:
    """The AZ example with 30 players, 24 seats and their answers."""
    document = rsvp_document(seats=24, answers=[])
    document["seasons"][0]["championship"]["makeups"] = []
    players = document["players"]
    for index in range(len(players), 30):
        players.append({"id": f"p{index:02}", "name": f"{FIRST[index % 10]} Walker{index}",
                        "sub": index >= 27})  # fmt: skip
    answers = [
        {"player": f"p{i:02}", "answer": "yes", "at": f"2026-12-0{1 + i // 15}T{10 + i % 12}:00:00"}
        for i in range(30)
    ]
    answers.append({"player": "p03", "answer": "no", "at": "2026-12-04T19:00:00"})
    document["seasons"][0]["events"][-1]["rsvp"] = answers
    source = work / "going.league.json"
    source.write_text(json.dumps(document))
    db = work / "going.sqlite"
    service = LeagueService.open(db)
    service.import_league_file(source)
    service.close()
    return db


def main() -> int:
    work, app = screenshot_app("leaguemgr-going-shots-")
    service = LeagueService.open(league(work))
    window = shown_window(service, (1280, 820), app)
    coming = window.show_coming()
    coming.resize(900, 560)
    save(coming, "who-is-coming.png", app)
    coming.hide()
    view = window.show_screen("night")
    view.nights = NightService(service, random.Random(4))
    view.actions.start_night()
    data = view.data
    for player in view.going.players()[:9]:
        view.nights.arrive(data.season, data.number, player, paid=True)
    view.refresh()
    view.going.setFocus()
    save(window, "night-going.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
