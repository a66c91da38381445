"""A hostile league file's running night: as many actions as a file may hold (5,000), most of
hand-for-hand switched on and off, that the phone page must not read again at every tick."""

from __future__ import annotations

import json
from pathlib import Path

from leaguemgr.leaguefile.night_keys import MAX_NIGHT_ACTIONS
from leaguemgr.services.league_service import LeagueService
from tests.web.phone_league import QUOTED_SEASON, league, run_night

CLOCK_MOVES = (
    {"action": "clock", "move": "adjust", "seconds": 60},
    {"action": "clock", "move": "pause"},
    {"action": "clock", "move": "adjust", "seconds": -30},
    {"action": "clock", "move": "resume"},
)
"""The clock padding, over and over: each cycle leaves the level 30 s longer, running."""


def hostile_night(
    tmp_path: Path, az_league_file: Path, actions: int = MAX_NIGHT_ACTIONS, clock: bool = False
) -> LeagueService:
    """The phone tests' league (event 12 running, the clock started) with its night padded
    to :data:`MAX_NIGHT_ACTIONS` actions, imported into a new league database: hand for hand
    switched on and off, or with ``clock`` the clock adjusted, paused and resumed."""
    service = league(tmp_path, az_league_file)
    nights = run_night(service)
    nights.clock_start(QUOTED_SEASON, 12)
    exported = tmp_path / "night.league.json"
    service.export_league_file(exported)
    service.close()
    document = json.loads(exported.read_text())
    event = next(e for e in document["seasons"][0]["events"] if e.get("night"))
    at = event["night"][-1]["at"]
    on = True
    padded = 0
    while clock and len(event["night"]) < actions:
        # Clock moves over and over: the clock is read at every action of a replay.
        event["night"].append({**CLOCK_MOVES[padded % len(CLOCK_MOVES)], "at": at})
        padded += 1
    while len(event["night"]) < actions:
        # Hand for hand on and off, over and over: every action is replayed at each read.
        action = {"action": "hand_for_hand", "at": at}
        if on:
            action["hand_for_hand"] = True
        event["night"].append(action)
        on = not on
    hostile = tmp_path / "hostile.league.json"
    hostile.write_text(json.dumps(document))
    opened = LeagueService.open(tmp_path / "hostile.sqlite")
    opened.import_league_file(hostile)
    return opened
