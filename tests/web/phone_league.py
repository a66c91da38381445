"""A league with a running night whose names need escaping: what the phone tests share."""

from __future__ import annotations

import dataclasses
import json
import random
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService

SCRIPT_NAME = "<script>alert(1)</script>"
QUOTED_SEASON = 'The "Big" \'26'
NOW = 1_800_000_000.0


def league(tmp_path: Path, az_league_file: Path, at: str | None = None) -> LeagueService:
    """The AZ example with player p03 named like a script and the season named with quotes
    (in ``at``, a league file or server URL, or else a file in ``tmp_path``)."""
    document = json.loads(az_league_file.read_text())
    document["seasons"][0]["championship"]["makeups"] = []
    base = tmp_path / "base.league.json"
    base.write_text(json.dumps(document))
    service = LeagueService.open(at or tmp_path / "phones.sqlite")
    service.import_league_file(base)
    player = service.players_by_id()["p03"]
    service.update_player(dataclasses.replace(player, name=SCRIPT_NAME))
    service.rename_season("2026", QUOTED_SEASON)
    return service


def run_night(service: LeagueService, players: int = 8) -> NightService:
    """Event 12 under way: ``players`` seated, p05 out."""
    nights = NightService(service, random.Random(1))
    nights.start(QUOTED_SEASON, 12)
    for i in range(players):
        nights.arrive(QUOTED_SEASON, 12, f"p{i:02d}", on_time=True)
    nights.draw(QUOTED_SEASON, 12, seed=3)
    nights.bust(QUOTED_SEASON, 12, ["p05"], by=["p04"])
    return nights
