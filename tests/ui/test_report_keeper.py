"""The app keeps the changed season's report in the file after a save (issue 34)."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.league_change import NIGHT, Change
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.report_store import read_season_report
from leaguemgr.ui import report_keeper
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand
from tests.conftest import SHARED_EXAMPLES
from tests.services.test_report_store import first_two_swapped


@pytest.fixture
def context(tmp_path: Path, qtbot, monkeypatch):
    monkeypatch.setattr(report_keeper, "QUIET_MS", 50)
    db = tmp_path / "league.sqlite"
    assert main(["import", str(SHARED_EXAMPLES / "az-2026.league.json"), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    context = LeagueContext(service)
    report_keeper.ReportKeeper(context)
    yield context
    service.close()


def _swap_first_two(service: LeagueService):
    event = service.league.seasons[0].events[0]
    edited = first_two_swapped(event)
    return lambda: service.save_event("2026", edited), lambda: service.save_event("2026", event)


def test_a_saved_edit_is_stored_once_the_edits_pause(context, qtbot) -> None:
    service = context.service
    db = service.path
    winner = read_season_report(db).report.events[0].payouts[0].player
    do, undo = _swap_first_two(service)
    assert context.push(ServiceCommand(context, "Swap", do, undo))
    assert not read_season_report(db).stored  # the save made the kept report stale
    qtbot.waitUntil(lambda: read_season_report(db).stored, timeout=5000)
    reading = read_season_report(db)
    assert reading.report == compute_season_report(service.league, "2026")
    assert reading.report.events[0].payouts[0].player != winner
    # Storing it told this very window nothing changed elsewhere, and it may save again.
    assert not service.changed_elsewhere()
    assert context.undo()
    qtbot.waitUntil(lambda: read_season_report(db).stored, timeout=5000)
    assert read_season_report(db).report == compute_season_report(service.league, "2026")


def test_a_running_nights_action_stores_nothing(context, qtbot) -> None:
    db = context.service.path
    keeper = context.findChild(report_keeper.ReportKeeper)
    context.announce(Change.of(NIGHT, season="2026"))
    assert not keeper._quiet.isActive()
    assert read_season_report(db).stored  # the import's own, untouched
