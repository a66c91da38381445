"""Reading the whole league on another thread: the service takes what was read only if it is
what it would have read itself, that is if it has neither read nor written since.

Files only: a league on a server is read on the service's own connection, with no reader
for another thread (``whole_league_reader`` gives ``None`` there)."""

from __future__ import annotations

import threading
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path

import pytest

from leaguemgr.domain.records import Player
from leaguemgr.services import league_reading
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import StorageError
from tests import synthetic


@pytest.fixture
def first(seasons_db: Path):
    """A service with only the latest season read, as the app starts."""
    service = LeagueService.open(seasons_db)
    service.read_latest_season()
    yield service
    service.close()


def read_on_a_thread(reader):
    with ThreadPoolExecutor(1, thread_name_prefix="reader") as pool:
        return pool.submit(reader.read).result()


def test_a_league_read_on_another_thread_is_taken_as_the_whole_league(first, whole, whole_reads):
    reader = first.whole_league_reader()
    league = read_on_a_thread(reader)
    assert whole_reads == ["reader_0"]
    assert first.take_whole_league(reader, league)
    assert first.league is league and league == whole.league
    assert first.report("2000") == whole.report("2000")
    assert first.whole_league_reader() is None  # nothing left to read
    assert whole_reads == ["reader_0"]


def test_a_reader_is_refused_after_the_service_read_the_whole_league(first, whole_reads):
    reader = first.whole_league_reader()
    first.report("2000")  # an earlier season: the whole league is read now
    read_here = first.league
    assert not first.take_whole_league(reader, read_on_a_thread(reader))
    assert first.league is read_here
    assert len(whole_reads) == 2


def test_a_league_read_before_a_write_is_refused(first, seasons_db):
    reader = first.whole_league_reader()
    league = read_on_a_thread(reader)
    first.import_league(synthetic.league(1, 2, 6, 12, seed=3))  # writes without reading first
    assert not first.take_whole_league(reader, league)
    assert first.league != league
    reopened = LeagueService.open(seasons_db)
    try:
        assert first.league == reopened.league
    finally:
        reopened.close()


def test_a_league_read_after_a_write_is_still_refused(first):
    reader = first.whole_league_reader()
    first.add_player(Player("new1", "Nina Newcomer"))
    league = read_on_a_thread(reader)
    assert not first.take_whole_league(reader, league)
    assert first.players_by_id()["new1"].name == "Nina Newcomer"


def test_a_reader_of_another_service_is_refused(first, seasons_db):
    other = LeagueService.open(seasons_db)
    try:
        other.read_latest_season()
        reader = other.whole_league_reader()
        league = read_on_a_thread(reader)
        assert not first.take_whole_league(reader, league)
        assert other.take_whole_league(reader, league)
    finally:
        other.close()


def test_a_file_without_a_league_reads_as_no_league(tmp_path: Path):
    service = LeagueService.open(tmp_path / "new.sqlite")
    try:
        reader = service.whole_league_reader()
        assert reader is not None
        assert service.take_whole_league(reader, read_on_a_thread(reader))
        assert service.is_empty() and service.season_names() == []
    finally:
        service.close()


def test_the_reader_closes_its_connection_even_if_the_service_closed_first(
    first, whole, seasons_db, monkeypatch
):
    reader = first.whole_league_reader()
    first.add_player(Player("new1", "Nina Newcomer"))
    wal = Path(f"{seasons_db}-wal")
    reading, go_on = threading.Event(), threading.Event()
    read = league_reading.load_whole_league

    def slow(session):
        league = read(session)
        reading.set()
        go_on.wait(10)
        return league

    monkeypatch.setattr(league_reading, "load_whole_league", slow)
    with ThreadPoolExecutor(1) as pool:
        job = pool.submit(reader.read)
        assert reading.wait(10)
        first.close()
        whole.close()
        assert wal.exists()  # the reader's connection is still open
        go_on.set()
        assert "new1" in {player.id for player in job.result().players}
    # Closing last, the reader's connection folded the -wal file in: nothing is left beside
    # the database, and the write is in it.
    assert not wal.exists()
    reopened = LeagueService.open(seasons_db)
    try:
        assert "new1" in reopened.players_by_id()
    finally:
        reopened.close()


def test_a_file_that_cannot_be_read_raises_a_storage_error_and_is_not_made(tmp_path: Path):
    service = LeagueService.open(tmp_path / "league.sqlite")
    try:
        reader = service.whole_league_reader()
        (tmp_path / "league.sqlite").rename(tmp_path / "moved.sqlite")
        with pytest.raises(StorageError, match="cannot be opened"):
            read_on_a_thread(reader)
        assert not (tmp_path / "league.sqlite").exists()
    finally:
        service.close()
