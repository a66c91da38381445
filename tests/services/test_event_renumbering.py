"""Renumbering an event is one change: never both numbers, never neither."""

from __future__ import annotations

import dataclasses

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_service import LeagueService
from tests.conftest import SHARED_EXAMPLES


@pytest.fixture
def service(league_target):
    opened = LeagueService.open(league_target)
    opened.import_league_file(SHARED_EXAMPLES / "az-2026.league.json")
    yield opened
    opened.close()


def test_renumbering_moves_the_event_and_keeps_the_standings(service):
    before = service.report("2026").standings
    event = service.event("2026", 11)
    service.save_event("2026", dataclasses.replace(event, number=12), replaces=11)
    assert [e.number for e in service.season("2026").events][-2:] == [10, 12]
    assert service.report("2026").standings == before
    reopened = LeagueService.open(service.path)
    try:
        assert reopened.event("2026", 11) is None and reopened.event("2026", 12) is not None
    finally:
        reopened.close()


def test_renumbering_onto_another_event_is_refused_and_nothing_changes(service):
    event = service.event("2026", 11)
    with pytest.raises(RuleError, match="event 10 already exists"):
        service.save_event("2026", dataclasses.replace(event, number=10), replaces=11)
    assert service.event("2026", 11) == event
    assert service.event("2026", 10).entries != event.entries
