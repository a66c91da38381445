"""Fixtures for the storage tests: a fresh league database and a league using every field."""

from __future__ import annotations

import inspect
from collections.abc import Iterator
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipDecisions,
    ChampionshipRules,
    ChipRules,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    NoShowPolicy,
    PayoutRange,
    Player,
    PointsRule,
    Season,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)
from leaguemgr.storage import Database, open_database

D = Decimal


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "league.sqlite"


@pytest.fixture
def league_kind(request) -> str:
    """``file``, or ``server`` where ``pytest_generate_tests`` runs a test on both."""
    return getattr(request, "param", "file")


# Fixtures that reach into the league file itself, past the storage layer.
_FILE_FIXTURES = {"db_path", "writer"}


def pytest_generate_tests(metafunc) -> None:
    """Every test of a fresh ``db`` runs on a file and on a PostgreSQL server (SPEC 6);
    those that also look at the file itself (``db_path``, a ``writer`` holding its lock, or
    marked ``file_only``) run on the file alone."""
    direct = set(inspect.signature(metafunc.function).parameters)
    file_only = metafunc.definition.get_closest_marker("file_only") is not None
    if "db" in direct and not direct & _FILE_FIXTURES and not file_only:
        metafunc.parametrize("league_kind", ["file", "server"], indirect=True)


@pytest.fixture
def db(request, db_path: Path, league_kind: str) -> Iterator[Database]:
    target = request.getfixturevalue("pg_url") if league_kind == "server" else db_path
    database = open_database(target, busy_timeout=0.2)
    yield database
    database.close()


def az_rules() -> SeasonRules:
    """Every optional part of the rules set, with money that must keep its exact digits."""
    return SeasonRules(
        buyin=D("30.00"),
        rebuy_cost=D("30"),
        addon_cost=D("10.50"),
        max_rebuys=1,
        chips=ChipRules(
            starting=5000, on_time_bonus=500, exact_change_bonus=250, rebuy=8000, addon=3000
        ),
        set_asides=(
            SetAside("championship", Basis.PERCENT_OF_BUYINS, D("10")),
            SetAside("points", Basis.PERCENT_OF_GROSS, D("2.5")),
            SetAside("expenses", Basis.PER_EVENT, D("5.00")),
            SetAside("food", Basis.PER_ENTRY, D("0.75")),
        ),
        payout_table=(
            PayoutRange(1, 5, (D("100"),)),
            PayoutRange(6, 8, (D("66.7"), D("33.3"))),
            PayoutRange(9, 14, (D("54.5"), D("27.3"), D("18.2"))),
        ),
        rounding_unit=D("5"),
        points=PointsRule(preset="table", places=(10.0, 7.5, 5.0), participation=1.25),
        late_cancel_penalty=True,
        no_show_policy=NoShowPolicy.CHAMPIONSHIP_INELIGIBLE,
        bounty=BountyRules(amount_per_event=D("10"), initial_target="dan"),
        dealer_credits=True,
        championship=ChampionshipRules(
            seats=12,
            min_events=7,
            subs_allowed=True,
            makeup_fee_per_missed_event=D("60"),
            buyin=D("25.00"),
            starting_chips=20000,
            bonus_chip_percent=D("25"),
            smallest_chip=25,
        ),
        season_prizes=SeasonPrizes(fund="points", percents=(D("50"), D("30"), D("20"))),
    )


@pytest.fixture
def league() -> League:
    """The league of ``full_league``: records are immutable, so one instance is shared."""
    return full_league()


def full_league() -> League:
    """Two seasons covering every field of every record (see test_roundtrip.py)."""
    players = (
        Player("ann", "Ann Lee"),
        Player("bob", "Bob Ray", sub=True),
        Player("cat", "Cat Diaz", active=False),
        Player("dan", "Dan Wu"),
        Player("eve", "Eve Ng", sub=True, active=False),
        Player("fay", "Fay Orr"),
    )
    overrides = Event(
        number=1,
        date="2026-01-17",
        name="January",
        buyin=D("40"),
        rebuy_cost=D("25.50"),
        addon_cost=D("5"),
        max_rebuys=2,
        max_rebuys_set=True,
        entries=(
            Entry("ann", finish=1, rebuys=1, addons=1, on_time=True, exact_change=True),
            Entry("bob", finish=2, rebuys=2, busted_by=("ann", "ann", "dan")),
            Entry("dan", EntryStatus.DISQUALIFIED, finish=3, free_entry=True, busted_by=("bob",)),
            Entry("cat", EntryStatus.FORFEIT, finish=4, busted_by=("ann",)),
            Entry("eve", EntryStatus.NO_SHOW, paid=True, finish=5),
            Entry("fay", EntryStatus.NO_SHOW, paid=False),
        ),
        dealers=(Dealer("fay", DealerGame.FULL), Dealer("cat", DealerGame.HALF)),
    )
    pick_a_stack = Event(
        number=2,
        date="2026-02-21",
        name="Pick a stack",
        max_rebuys=None,
        max_rebuys_set=True,
        pick_a_stack=True,
        entries=(
            Entry("dan", finish=1, buyin=D("66.7")),
            Entry("ann", finish=2, buyin=D("20.00"), busted_by=("dan",)),
            Entry("bob", EntryStatus.LATE_CANCEL, paid=False),
        ),
        dealers=(Dealer("fay", DealerGame.HALF), Dealer("fay", DealerGame.HALF)),
    )
    final = Event(
        number=3,
        kind=EventKind.CHAMPIONSHIP,
        entries=(Entry("ann", finish=1), Entry("dan", finish=1)),
    )
    fnc = Season(
        name="2025 FNC",
        rules=SeasonRules(
            buyin=D("100"),
            rebuy_cost=D("100"),
            points=PointsRule(
                preset=None, formula="sqrt(n * buyin * (buyin / cost)) / (place + 1)"
            ),
            no_show_policy=NoShowPolicy.FORFEIT_SEASON_POINTS,
        ),
        events=(Event(number=1, entries=(Entry("fay", finish=1),)),),
    )
    az = Season(
        name="2026",
        rules=az_rules(),
        events=(overrides, pick_a_stack, final),
        championship=ChampionshipDecisions(declined=("cat", "bob"), makeups=("fay",)),
    )
    return League(
        name="Azwine Group Poker Tour", currency="EUR", players=players, seasons=(fnc, az)
    )
