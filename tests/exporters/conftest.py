"""Example leagues and their reports, shared by the exporter tests."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Entry,
    Event,
    EventKind,
    League,
    PayoutRange,
    Player,
    Season,
    SeasonRules,
)
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.season_report import compute_season_report
from tests.exporters.support import HOSTILE_NAMES, load_example


@pytest.fixture(scope="session")
def az() -> tuple[League, SeasonReport]:
    """The AZ example: bounty, dealer credits, season prizes, make-up buy-in."""
    return load_example("az-2026")


@pytest.fixture(scope="session")
def fnc() -> tuple[League, SeasonReport]:
    """The FNC example: $5 rounding, ties, late-cancel penalties, no bounty."""
    return load_example("fnc-2017")


@pytest.fixture(scope="session", params=["az-2026", "fnc-2017"])
def example(request) -> tuple[League, SeasonReport]:
    return load_example(request.param)


@pytest.fixture(scope="session")
def hostile() -> tuple[League, SeasonReport]:
    """The AZ league with players whose names look like formulas and markup."""
    league, _ = load_example("az-2026")
    players = tuple(
        dataclasses.replace(p, name=HOSTILE_NAMES.get(p.id, p.name)) for p in league.players
    )
    league = dataclasses.replace(league, players=players)
    return league, compute_season_report(league, league.seasons[0].name)


@pytest.fixture(scope="session")
def big() -> tuple[League, SeasonReport]:
    """One event with 150 players: the standings run over several printed pages."""
    players = tuple(Player(f"q{i:03d}", f"Player {i:03d}") for i in range(150))
    rules = SeasonRules(
        buyin=Decimal("10"),
        rebuy_cost=Decimal("10"),
        payout_table=(PayoutRange(1, 200, (Decimal("50"), Decimal("30"), Decimal("20"))),),
    )
    entries = tuple(Entry(p.id, finish=i + 1) for i, p in enumerate(players))
    season = Season("Big", rules, (Event(1, date="2026-03-01", entries=entries),))
    league = League("Big league", players=players, seasons=(season,))
    return league, compute_season_report(league, "Big")


@pytest.fixture(scope="session")
def fresh() -> tuple[League, SeasonReport]:
    """The AZ league at the start of its season: rules and roster, no event yet."""
    league, _ = load_example("az-2026")
    season = dataclasses.replace(league.seasons[0], events=(), championship=ChampionshipDecisions())
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)


@pytest.fixture(scope="session")
def with_final() -> tuple[League, SeasonReport]:
    """The AZ season with its championship played: the field finished in seat order."""
    league, report = load_example("az-2026")
    field = [seat.player for seat in report.championship.field]
    final = Event(
        number=12,
        date="2026-12-12",
        kind=EventKind.CHAMPIONSHIP,
        entries=tuple(Entry(player, finish=i + 1) for i, player in enumerate(field)),
    )
    season = league.seasons[0]
    season = dataclasses.replace(season, events=(*season.events, final))
    league = dataclasses.replace(league, seasons=(season,))
    return league, compute_season_report(league, season.name)
