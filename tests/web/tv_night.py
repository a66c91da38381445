"""A progressive knockout night of the AZ example under way, for the TV by a link: seven
players seated, the clock started, four busts (one rebuy), and the snapshot the phone server
serves it from."""

from __future__ import annotations

import json
import random
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.phone_page import PhoneSnapshot, league_snapshot
from tests.night_league import AZ_EXAMPLE

SEASON, EVENT = "2026", 12
START = 1_800_000_000.0
PROGRESSIVE = {"kind": "progressive", "amount": "10", "share": "50"}


def money(amount: Decimal) -> str:
    return f"${amount:,.2f}"


@dataclass
class TvNight:
    service: LeagueService
    nights: NightService
    now: list[float]
    players: list[str]

    def snapshot(self) -> PhoneSnapshot:
        """What the app publishes to the phone server now."""
        return league_snapshot(self.service, SEASON, money, self.now[0])

    def name(self, player: str) -> str:
        return self.service.players_by_id()[player].name


def knockout_night(tmp_path: Path) -> TvNight:
    document = json.loads(AZ_EXAMPLE.read_text())
    document["seasons"][0]["championship"]["makeups"] = []
    season = document["seasons"][0]
    season["rules"]["knockout"] = PROGRESSIVE
    for event in season["events"]:
        if event.get("entries"):
            event["knockout"] = None  # the nights played before paid none
    source = tmp_path / "ko.league.json"
    source.write_text(json.dumps(document))
    service = LeagueService.open(tmp_path / "ko.sqlite")
    service.import_league_file(source)
    now = [START]
    nights = NightService(service, random.Random(4), now=lambda: now[0])
    nights.start(SEASON, EVENT)
    players = [p.id for p in service.league.players if p.active][:7]
    for player in players:
        now[0] += 60
        nights.arrive(SEASON, EVENT, player, on_time=True)
    nights.draw(SEASON, EVENT, seed=5)
    nights.clock_start(SEASON, EVENT)
    for out, hitman in ((5, 0), (2, 6), (4, 0)):
        now[0] += 300
        nights.bust(SEASON, EVENT, [players[out]], by=[players[hitman]])
    now[0] += 200
    nights.rebuy(SEASON, EVENT, players[5])
    return TvNight(service, nights, now, players)
