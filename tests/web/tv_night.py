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


def knockout_night(
    tmp_path: Path, players: int = 7, start: float = START, busts: int = 3
) -> TvNight:
    """The night with ``players`` seated from ``start`` on, a minute an arrival, then five
    minutes a bust for ``busts`` busts (the first busted buys back in)."""
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
    now = [start]
    nights = NightService(service, random.Random(4), now=lambda: now[0])
    nights.start(SEASON, EVENT)
    seated = [p.id for p in service.league.players if p.active][:players]
    for player in seated:
        now[0] += 60
        nights.arrive(SEASON, EVENT, player, on_time=True)
    nights.draw(SEASON, EVENT, seed=5)
    nights.clock_start(SEASON, EVENT)
    for i in range(busts):
        now[0] += 300
        left = nights.night(SEASON, EVENT).remaining
        # The second player left busts another each time, the first one busted buys back.
        out = left[(2 * i + 2) % len(left)]
        nights.bust(SEASON, EVENT, [out], by=[left[1]])
        if i == 0:
            nights.rebuy(SEASON, EVENT, out)
    return TvNight(service, nights, now, seated)
