"""Saving a night that breaks a league's own rules (SPEC 8) is refused with one line that
names what is wrong, and nothing changes; a chop that adds up is saved as paid."""

from __future__ import annotations

import dataclasses
import json
import re
from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_service import LeagueService
from tests.conftest import SHARED_EXAMPLES


@pytest.fixture
def service(tmp_path: Path):
    document = json.loads((SHARED_EXAMPLES / "next" / "own-2026.league.json").read_text())
    for event in document["seasons"][0]["events"]:
        event.pop("knockout", None)  # SPEC 9, another branch
    path = tmp_path / "own.league.json"
    path.write_text(json.dumps(document))
    opened = LeagueService.open(tmp_path / "own.sqlite")
    opened.import_league_file(path)
    yield opened
    opened.close()


def test_a_rebuy_and_an_add_on_are_refused_naming_the_player(service):
    event = service.event("2026", 1)
    entries = list(event.entries)
    entries[1] = dataclasses.replace(entries[1], addons=1)  # Ben rebought already
    with pytest.raises(RuleError, match="ben has 1 rebuy and 1 add-on in event 1"):
        service.save_event("2026", dataclasses.replace(event, entries=tuple(entries)))
    assert service.event("2026", 1) == event


def test_a_chop_that_does_not_add_up_names_the_difference(service):
    event = service.event("2026", 3)
    chop = (("cal", Decimal(130)), ("dee", Decimal(130)), ("eli", Decimal(60)))
    said = re.escape("event 3 paid 320.00, 5.00 more than its pool of 315.00")
    with pytest.raises(RuleError, match=said):
        service.save_event("2026", dataclasses.replace(event, payouts=chop))
    chop = (("cal", Decimal(130)), ("dee", Decimal(125)), ("eli", Decimal(60)))
    service.save_event("2026", dataclasses.replace(event, payouts=chop))
    result = service.report("2026").events[2]
    assert [(p.player, p.amount) for p in result.payouts] == list(chop)
    assert [row.wins for row in service.report("2026").standings if row.player == "dee"] == [0]


def test_the_editor_preview_counts_the_unnamed_entries(service):
    from leaguemgr.services.event_preview import event_pools, preview_event

    event = service.event("2026", 1)
    preview = preview_event(service.league, "2026", event)
    assert (preview.money.entries, preview.money.gross, preview.money.pool) == (
        10,
        Decimal(540),
        Decimal(405),
    )
    assert preview.problems == ()
    assert event_pools(service.league, "2026")[1] == Decimal(405)
