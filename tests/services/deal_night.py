"""Four players seated on a live night of the AZ example, about to make a deal: what the
tests of how a deal is shown (phones, big screen, night card) start from."""

from __future__ import annotations

import random
from collections.abc import Iterator
from dataclasses import dataclass
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.night_league import make_night_league

SEASON, EVENT = "2026", 12
NOW = 1_000.0
STACKS = (5000, 3000, 1500, 500)


def money(amount: Decimal) -> str:
    return f"${amount:,.2f}"


@dataclass(frozen=True)
class DealNight:
    service: LeagueService
    nights: NightService
    players: list[str]  # seated, in the order of STACKS

    def deal(self) -> None:
        """The four make a deal by their chips (ICM)."""
        self.nights.deal(SEASON, EVENT, dict(zip(self.players, STACKS, strict=True)))


@pytest.fixture
def deal_night(tmp_path: Path) -> Iterator[DealNight]:
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    try:
        nights = NightService(service, random.Random(5), now=lambda: NOW)
        nights.start(SEASON, EVENT)
        players = [p.id for p in service.league.players if p.active][:4]
        for player in players:
            nights.arrive(SEASON, EVENT, player)
        nights.draw(SEASON, EVENT)
        yield DealNight(service, nights, players)
    finally:
        service.close()
