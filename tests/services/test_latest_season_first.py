"""Opening a league with only its latest season read: the same answers as the whole league,
and everything else (other seasons, writes, exports) sees the whole league."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from tests.conftest import make_seasons_league


@pytest.fixture
def seasons_db(league_target: str) -> str:
    """The three seasons of tests/conftest.py's ``seasons_db``, on a file or a server."""
    make_seasons_league(league_target)
    return league_target


@pytest.fixture
def services(seasons_db: str):
    """A service with only the latest season read, and one that read the whole league."""
    first, whole = LeagueService.open(seasons_db), LeagueService.open(seasons_db)
    first.read_latest_season()
    whole.league  # noqa: B018
    yield first, whole
    first.close()
    whole.close()


def test_what_the_first_screen_asks_is_answered_without_the_whole_league(services, whole_reads):
    first, whole = services
    latest = whole.season_names()[-1]
    assert first.league_name() == whole.league.name == "Synthetic test league"
    assert first.currency() == whole.league.currency
    assert first.player_names() == {p.id: p.name for p in whole.league.players}
    assert first.season_names() == whole.season_names() == ["2000", "2001", "2002"]
    assert first.report(latest) == whole.report(latest)
    assert whole_reads == []


def test_an_earlier_season_reads_the_whole_league(services, whole_reads):
    first, whole = services
    assert first.report("2000") == whole.report("2000")
    assert first.report("2002") == whole.report("2002")
    assert first.league == whole.league
    assert len(whole_reads) == 1


def test_a_write_keeps_every_season(services, seasons_db: str):
    first, whole = services
    first.add_player(Player("new1", "Nina Newcomer"))
    assert first.league.seasons == whole.league.seasons
    assert first.report("2001") == whole.report("2001")
    reopened = LeagueService.open(seasons_db)
    try:
        assert reopened.league.seasons == whole.league.seasons
        assert [p.id for p in reopened.league.players][-1] == "new1"
    finally:
        reopened.close()


def test_an_export_has_every_season(services, tmp_path: Path):
    first, whole = services
    first.export_league_file(tmp_path / "first.league.json")
    whole.export_league_file(tmp_path / "whole.league.json")
    exported = json.loads((tmp_path / "first.league.json").read_text(encoding="utf-8"))
    assert [len(s["events"]) for s in exported["seasons"]] == [7, 7, 7]
    assert exported == json.loads((tmp_path / "whole.league.json").read_text(encoding="utf-8"))


def test_a_league_without_seasons_is_read_whole(league_target: str):
    service = LeagueService.open(league_target)
    try:
        service.read_latest_season()
        assert service.season_names() == []
        assert service.league_name() == ""
        assert service.is_empty()
    finally:
        service.close()
