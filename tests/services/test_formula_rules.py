"""A points formula that fails at some place never gets into a league (SPEC 2.4)."""

from __future__ import annotations

import json
from dataclasses import replace

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import PointsRule
from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.services.league_service import LeagueService

FAILS_AT_3 = "10/(place-3)"  # right at places 1 and 40, the samples a formula is tried on


@pytest.fixture
def service(league_target, az_league_file):
    opened = LeagueService.open(league_target)
    opened.import_league_file(az_league_file)
    yield opened
    opened.close()


def test_saving_rules_with_it_is_refused_and_changes_nothing(service):
    before = service.season("2026").rules
    bad = replace(before, points=PointsRule(preset=None, formula=FAILS_AT_3))
    with pytest.raises(RuleError) as caught:
        service.save_rules("2026", bad)
    assert caught.value.problem.location[-2:] == ("points", "formula")
    assert "at place 3 of 3 (buy-in 30): division by zero" in caught.value.problem.message
    assert service.season("2026").rules == before
    with pytest.raises(RuleError, match="place 3 of 3"):
        service.create_season("2027", bad)


def test_importing_a_league_file_with_it_is_refused(tmp_path, az_league_file):
    document = json.loads(az_league_file.read_text())
    document["seasons"][0]["rules"]["points"] = {"formula": FAILS_AT_3}
    path = tmp_path / "bad.league.json"
    path.write_text(json.dumps(document))
    fresh = LeagueService.open(tmp_path / "fresh.sqlite")
    try:
        with pytest.raises(LeagueFileUnreadable) as caught:
            fresh.import_league_file(path)
    finally:
        fresh.close()
    assert (
        "$.seasons[0].rules.points.formula: points formula: the formula cannot be evaluated "
        "at place 3 of 3 (buy-in 30): division by zero"
    ) in str(caught.value)
