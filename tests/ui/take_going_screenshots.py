"""Screenshots of who is coming (SPEC 10), from the real app:

    xvfb-run -a -s "-screen 0 1400x900x24" .venv/bin/python tests/ui/take_going_screenshots.py

A 24-seat night answered by 30 players (one late cancel): the Night screen at the door with
the going list (``docs/screenshots/night-going.png``) and Night ▸ Who Is Coming…
(``docs/screenshots/who-is-coming.png``). Then the week before a night, half answered, one
answer recorded by the organizer (told in the group chat), a player's history picked:
Who Is Coming with who has not answered (``docs/screenshots/coming-not-answered.png``), and
File ▸ League Settings… with the league's zone (``docs/screenshots/league-settings.png``).
"""

from __future__ import annotations

import json
import random
import sys
from dataclasses import replace
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402
from tests.web.rsvp_league import rsvp_document  # noqa: E402

FIRST = ["Ava", "Ben", "Cole", "Dana", "Eli", "Faye", "Gus", "Hana", "Ivan", "June"]


def league(work: Path, answered: int = 30, name: str = "going") -> Path:
    """The AZ example with 30 players, 24 seats and the answers of the first ``answered``."""
    document = rsvp_document(seats=24, answers=[])
    document["seasons"][0]["championship"]["makeups"] = []
    players = document["players"]
    for index in range(len(players), 30):
        players.append({"id": f"p{index:02}", "name": f"{FIRST[index % 10]} Walker{index}",
                        "sub": index >= 27})  # fmt: skip
    answers = [
        {"player": f"p{i:02}", "answer": "yes", "at": f"2026-12-0{1 + i // 15}T{10 + i % 12}:00:00"}
        for i in range(answered)
    ]
    if answered == 30:
        answers.append({"player": "p03", "answer": "no", "at": "2026-12-04T19:00:00"})
    else:
        answers += [
            {"player": "p03", "answer": "no", "at": "2026-12-02T08:12:40"},
            {"player": "p03", "answer": "yes", "at": "2026-12-02T21:03:05"},
            {"player": "p05", "answer": "no", "at": "2026-12-03T07:45:00"},
            {"player": "p16", "answer": "yes", "at": "2026-12-03T12:30:00", "by": "organizer"},
        ]
    night = document["seasons"][0]["events"][-1]
    night["rsvp"] = answers
    source = work / f"{name}.league.json"
    source.write_text(json.dumps(document))
    db = work / f"{name}.sqlite"
    service = LeagueService.open(db)
    service.import_league_file(source)
    service.close()
    return db


def main() -> int:
    work, app = screenshot_app("leaguemgr-going-shots-")
    service = LeagueService.open(league(work))
    window = shown_window(service, (1280, 820), app)
    coming = window.show_coming()
    coming.resize(1180, 700)
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
    week_before(work, app)
    return 0


def week_before(work: Path, app) -> None:
    """Who Is Coming with half the players still to answer, and the League Settings."""
    service = LeagueService.open(league(work, answered=16, name="week"))
    night = service.event("2026", 12)
    service.save_event("2026", replace(night, time="19:30", place="The Back Room, 12 Mill St"))
    window = shown_window(service, (1280, 820), app)
    coming = window.show_coming()
    coming.resize(1180, 700)
    going = coming.lists["going"]
    (dan,) = [going.item(r) for r in range(going.count()) if going.item(r).text().startswith("Dan")]
    going.setCurrentItem(dan)  # no, then yes: his history shows
    save(coming, "coming-not-answered.png", app)
    coming.hide()
    settings = window.show_league_settings()
    settings.search.setText("america/")
    settings.select("America/Phoenix")
    save(settings, "league-settings.png", app)
    settings.reject()
    window.close()


if __name__ == "__main__":
    raise SystemExit(main())
