"""A bust saved on the league file's plain connection (the night as this program left it,
the ORM's work spared) meets the faults any write meets: a full disk, another program
holding the write lock, a league opened read-only. It is refused with the fault named, the
night's log in the file is as it was, and the same bust goes in once the fault is gone. A
bust after another program's is decided on the night read again, not the one left.
"""

from __future__ import annotations

import contextlib
import random
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.night.actions import Kind
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.storage.errors import Fault, StorageError
from tests.reliability.test_full_disk import fill, small_disk
from tests.ui.fault_makers import write_lock_held
from tests.web.rsvp_league import rsvp_league_file

SEASON = "2026"
LIVE = 13
PLAYERS = ["p01", "p02", "p03", "p04", "p05", "p06"]


@pytest.fixture(scope="module")
def prepared(tmp_path_factory) -> Path:
    """Night 13 of the AZ example running: six players arrived and seated."""
    folder = tmp_path_factory.mktemp("prepared")
    db = folder / "league.sqlite"
    assert main(["import", str(rsvp_league_file(folder, seats=3)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    try:
        nights = NightService(service, rng=random.Random(LIVE))
        nights.start(SEASON, LIVE)
        for player in PLAYERS:
            nights.arrive(SEASON, LIVE, player)
        nights.draw(SEASON, LIVE, seed=LIVE)
    finally:
        service.close()
    return db


@pytest.fixture
def league(prepared: Path, tmp_path: Path) -> Path:
    copy = tmp_path / "league.sqlite"
    copy.write_bytes(prepared.read_bytes())
    return copy


def busts_in_file(db: Path) -> list[tuple[str, ...]]:
    """The players out, bust by bust, as the file's night log holds them."""
    service = LeagueService.open(db, read_only=True)
    try:
        log = service.event(SEASON, LIVE).night
        return [action.players for action in log if action.kind is Kind.BUST]
    finally:
        service.close()


@contextmanager
def disk_filled(folder: Path) -> Iterator[None]:
    """The disk the league is on full meanwhile, then room again."""
    fill(folder, leave_kb=0)
    try:
        yield
    finally:
        for filler in folder.glob("filler-*"):
            filler.unlink()


def _plain_writes(service: LeagueService) -> list[str]:
    """Count the writes made on the plain connection from now on."""
    database = service.database
    real = database.plain_transaction
    made: list[str] = []

    @contextmanager
    def counted():
        made.append("plain")
        with real() as raw:
            yield raw

    database.plain_transaction = counted
    return made


@pytest.mark.parametrize("fault", ["full disk", "lock held"])
def test_a_plain_bust_meeting_a_fault_is_refused_and_goes_in_once_it_is_gone(
    prepared: Path, tmp_path: Path, fault: str
) -> None:
    with contextlib.ExitStack() as stack:
        folder = tmp_path
        if fault == "full disk":
            folder = stack.enter_context(small_disk(tmp_path / "disk", 4096))
        league = folder / "league.sqlite"
        league.write_bytes(prepared.read_bytes())
        service = LeagueService.open(league)
        nights = NightService(service, rng=random.Random(1))
        try:
            nights.bust(SEASON, LIVE, ["p01"], ["p02"])  # the night this program left
            plain = _plain_writes(service)
            service.database.connection().execute("PRAGMA busy_timeout = 50")
            before = busts_in_file(league)
            making = disk_filled(folder) if fault == "full disk" else write_lock_held(league)
            with making, pytest.raises(StorageError) as refused:
                nights.bust(SEASON, LIVE, ["p03"], ["p02"])
            assert plain, "the bust was not saved on the plain connection"
            assert refused.value.fault is (
                Fault.DISK_FULL if fault == "full disk" else Fault.LOCKED
            )
            assert busts_in_file(league) == before  # nothing half-written

            nights.bust(SEASON, LIVE, ["p03"], ["p02"])  # the fault gone: the same bust
        finally:
            service.close()
        assert busts_in_file(league) == [("p01",), ("p03",)]


def test_a_plain_bust_on_a_league_opened_read_only_is_refused(league: Path) -> None:
    service = LeagueService.open(league, read_only=True)
    try:
        with pytest.raises(StorageError) as refused, service.database.plain_transaction():
            pytest.fail("a read-only league took a write")
        assert refused.value.fault is Fault.READ_ONLY
    finally:
        service.close()
    assert busts_in_file(league) == []


def test_a_bust_after_another_programs_is_decided_on_the_night_read_again(
    league: Path,
) -> None:
    one = NightService(LeagueService.open(league), random.Random(1))
    two = NightService(LeagueService.open(league), random.Random(2))
    try:
        one.bust(SEASON, LIVE, ["p01"], ["p02"])  # one keeps the night it left
        two.bust(SEASON, LIVE, ["p04"], ["p05"])  # two writes meanwhile
        plain = _plain_writes(one.service)
        one.bust(SEASON, LIVE, ["p03"], ["p02"])  # not on the night one left: read again
        assert plain == []
    finally:
        one.service.close()
        two.service.close()
    assert busts_in_file(league) == [("p01",), ("p04",), ("p03",)]
