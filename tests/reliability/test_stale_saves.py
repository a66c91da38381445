"""No save from stale state: a league changed by another program is never overwritten, in a
file or on a server."""

from __future__ import annotations

import dataclasses

import pytest

from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import ChangedMeanwhile, Fault
from tests.reliability.conftest import AZ, FNC


@pytest.fixture
def league(league_target: str, cli) -> str:
    """The AZ example, in a league file or on the test server."""
    ran = cli("import", AZ, "--db", league_target)
    assert ran.code == 0, ran.err
    return league_target


def _renamed_event(service: LeagueService, name: str):
    season = service.season_names()[-1]
    event = service.season(season).events[0]
    return season, dataclasses.replace(event, name=name)


def test_an_import_made_meanwhile_is_not_reverted_by_the_apps_next_save(league: str, cli) -> None:
    app = LeagueService.open(league)
    try:
        season, edited = _renamed_event(app, "Edited in the app")
        assert cli("import", FNC, "--db", league).code == 0  # another program, meanwhile
        with pytest.raises(ChangedMeanwhile) as refused:
            app.save_event(season, edited)
        assert refused.value.fault is Fault.CHANGED
        assert "leaguemgr import" in str(refused.value)
        assert "nothing was saved" in str(refused.value)
    finally:
        app.close()
    after = LeagueService.open(league)
    try:
        # The import is all there: its season, next to the one the app had.
        assert after.season_names() == ["2026", "2017-2018"]
        assert after.season("2026").events[0].name != "Edited in the app"
    finally:
        after.close()


def test_after_a_reload_the_same_save_goes_through(league: str, cli) -> None:
    app = LeagueService.open(league)
    try:
        season, edited = _renamed_event(app, "Edited in the app")
        assert cli("import", FNC, "--db", league).code == 0
        with pytest.raises(ChangedMeanwhile):
            app.save_event(season, edited)
        change = app.reload()
        assert "events" in change.parts
        assert app.season_names() == ["2026", "2017-2018"]
        app.save_event(season, edited)
        assert app.season(season).events[0].name == "Edited in the app"
    finally:
        app.close()


def test_two_copies_of_the_app_the_second_save_is_refused(league: str) -> None:
    first, second = LeagueService.open(league), LeagueService.open(league)
    try:
        season, by_first = _renamed_event(first, "First")
        _, by_second = _renamed_event(second, "Second")
        first.save_event(season, by_first)
        assert second.changed_elsewhere()
        with pytest.raises(ChangedMeanwhile):
            second.save_event(season, by_second)
        assert not first.changed_elsewhere()  # its own save is not "elsewhere"
    finally:
        first.close()
        second.close()
    reader = LeagueService.open(league, read_only=True)
    try:
        assert reader.season(season).events[0].name == "First"
    finally:
        reader.close()


def test_a_copy_that_only_reads_is_not_told_of_its_own_reads(league: str) -> None:
    service = LeagueService.open(league)
    try:
        service.league  # noqa: B018
        assert not service.changed_elsewhere()
        assert not service.changed_elsewhere()
    finally:
        service.close()
