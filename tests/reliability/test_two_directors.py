"""Two directors on one night (SPEC 6): two tables of the same night bust players at the same
moment, from two programs, on a league file and on a PostgreSQL server. Both busts land,
finish places stay unique and in bust order, the tables stay balanced, and neither program
works from the night as it was before the other's action."""

from __future__ import annotations

import os
import random
import subprocess
import sys
from contextlib import contextmanager
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.conftest import REPO, SHARED_EXAMPLES

AZ = SHARED_EXAMPLES / "az-2026.league.json"
SEASON, EVENT = "2026", 12
PLAYERS = [f"p{i:02d}" for i in range(20)]


def begun(db: str) -> None:
    """The AZ league with a running night: 20 players drawn to two tables."""
    assert main(["import", str(AZ), "--db", db]) == 0
    nights = NightService(LeagueService.open(db), random.Random(5))
    nights.start(SEASON, EVENT)
    for player in PLAYERS:
        nights.arrive(SEASON, EVENT, player, on_time=True)
    nights.draw(SEASON, EVENT, seed=5)
    nights.service.close()


def status(db: str) -> dict:
    nights = NightService(LeagueService.open(db), random.Random(0))
    try:
        from leaguemgr.services.night_status import night_status

        return night_status(nights, SEASON, EVENT)
    finally:
        nights.service.close()


def busts_in_log_order(db: str) -> list[str]:
    nights = NightService(LeagueService.open(db), random.Random(0))
    try:
        return [p for a in nights.event(SEASON, EVENT).night if a.kind.value == "bust"
                for p in a.players]  # fmt: skip
    finally:
        nights.service.close()


def assert_night_is_whole(db: str, busted: int) -> None:
    """Every bust landed once, places count down in the order the busts were written, and
    no table has two players more than another."""
    order = busts_in_log_order(db)
    assert len(order) == len(set(order)) == busted
    places = {f["player"]: f["finish"] for f in status(db)["finishes"]}
    assert [places[p] for p in order] == list(range(len(PLAYERS), len(PLAYERS) - busted, -1))
    sizes = [len(table["seats"]) for table in status(db)["tables"]]
    assert sum(sizes) == len(PLAYERS) - busted and max(sizes) - min(sizes) <= 1


def test_a_bust_written_between_another_programs_check_and_its_write_lands_on_the_new_night(
    league_target: str,
) -> None:
    """The race itself, made to happen every time: program one has looked (nothing changed
    elsewhere) when program two's bust lands, just before one writes its own."""
    begun(league_target)
    one = NightService(LeagueService.open(league_target), random.Random(1))
    two = NightService(LeagueService.open(league_target), random.Random(2))
    table_a, table_b = ([s["player"] for s in t["seats"]] for t in status(league_target)["tables"])
    one.bust(SEASON, EVENT, [table_a[-1]], by=[table_a[0]])  # one keeps the night it left

    database = one.service.database
    # Either way of writing: a league file appends a night's action on its plain
    # connection while the night is the one this program left (one's second bust).
    ways = [way for way in ("transaction", "plain_transaction") if hasattr(database, way)]
    real = {way: getattr(database, way) for way in ways}

    raced: list[bool] = []

    def two_acts_first(way: str):
        @contextmanager
        def writing():
            if not raced:  # once: the next try of one's bust goes straight in
                raced.append(True)
                two.bust(SEASON, EVENT, [table_b[-1]], by=[table_b[0]])
            with real[way]() as session:
                yield session

        return writing

    for way in ways:
        setattr(database, way, two_acts_first(way))
    try:
        one.bust(SEASON, EVENT, [table_a[-2]], by=[table_a[0]])
    finally:
        for way in ways:
            setattr(database, way, real[way])
    one.service.close()
    two.service.close()
    assert raced
    assert busts_in_log_order(league_target) == [table_a[-1], table_b[-1], table_a[-2]]
    assert_night_is_whole(league_target, 3)


def live(data: Path, db: str, *action: str) -> subprocess.Popen:
    return subprocess.Popen(
        [sys.executable, "-m", "leaguemgr.cli", "live", "--db", db, "--season", SEASON,
         "--event", str(EVENT), *action],
        cwd=REPO,
        env={**os.environ, "XDG_DATA_HOME": str(data), "PYTHONPATH": str(REPO)},
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
    )  # fmt: skip


def test_two_live_programs_busting_at_the_same_moment_both_land(
    league_target: str, tmp_path: Path
) -> None:
    begun(league_target)
    # Each round, one player of each table is busted by a player of the same table, by two
    # programs started together.
    rounds = 6
    busted = 0
    for _ in range(rounds):
        tables = status(league_target)["tables"]
        programs = [
            live(tmp_path, league_target, "bust", table["seats"][-1]["player"],
                 "--by", table["seats"][0]["player"])
            for table in tables
        ]  # fmt: skip
        for program in programs:
            _out, err = program.communicate(timeout=120)
            assert program.returncode == 0, err
        busted += len(programs)
    assert_night_is_whole(league_target, busted)
    assert status(league_target)["state"] == "running"
