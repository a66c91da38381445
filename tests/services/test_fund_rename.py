"""Renaming a fund (SPEC 8): the season's rules and its closed nights' kept rules, as one edit."""

from __future__ import annotations

import contextlib
import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.fund_feeds import Feeds, fund_lines, fund_warnings
from leaguemgr.domain.records import SetAside
from leaguemgr.services.league_service import LeagueService


@pytest.fixture
def service(tmp_path, az_league_file):
    opened = LeagueService.open(tmp_path / "l.sqlite")
    opened.import_league_file(az_league_file)
    yield opened
    with contextlib.suppress(Exception):  # closed by the test that reopens it
        opened.close()


def test_a_fund_named_after_its_purpose_feeds_nothing_until_chosen():
    from leaguemgr.services.season_start import own_rules_default

    rules = dataclasses.replace(
        own_rules_default(),
        set_asides=(SetAside("trip", "percent_of_gross", Decimal("33.3333")),),
    )
    (trip,) = fund_lines(rules, {"trip": Decimal("2040")})
    assert (trip.feeds, trip.total) == (Feeds.KEPT, Decimal("2040"))
    assert fund_warnings([trip]) == [
        "The set-aside to 'trip' feeds nothing: choose it as the championship pool's fund or "
        "the season prizes' fund, or rename it to one of those"
    ]


def test_renaming_moves_the_closed_nights_money_and_undo_puts_it_back(service, tmp_path):
    before = service.season("2026")
    report = service.report("2026")
    expenses = dict(report.funds)["expenses"]
    # The first nights were paid with rules the season has since changed: they keep them.
    raised = dataclasses.replace(before.rules, buyin=before.rules.buyin + 5)
    service.save_rules("2026", raised)
    assert any(e.frozen_rules is not None for e in service.season("2026").events)
    kept = service.season("2026")

    service.rename_fund("2026", "expenses", "trip")
    after = service.season("2026")
    funds = dict(service.report("2026").funds)
    assert "expenses" not in funds and funds["trip"] == expenses
    assert all(
        "expenses" not in {s.fund for s in e.frozen_rules.set_asides}
        for e in after.events
        if e.frozen_rules is not None
    )
    assert [s.fund for s in after.rules.set_asides] == ["championship", "points", "trip"]

    renamed = service.season("2026")
    service.close()
    reopened = LeagueService.open(tmp_path / "l.sqlite")  # what was written, read back
    assert reopened.season("2026") == renamed
    reopened.save_fund_names("2026", kept)  # the undo
    assert reopened.season("2026") == kept
    reopened.close()


def test_renaming_the_championship_fund_keeps_it_feeding_the_pool(service):
    pool = service.report("2026").championship.pool
    service.rename_fund("2026", "championship", "playoff")
    rules = service.season("2026").rules
    assert rules.championship.fund == "playoff"
    assert service.report("2026").championship.pool == pool


def test_a_rename_onto_a_fund_in_use_is_refused(service):
    with pytest.raises(RuleError, match="'points' is already a fund"):
        service.rename_fund("2026", "expenses", "points")
    with pytest.raises(RuleError, match="no set-aside"):
        service.rename_fund("2026", "nothing", "trip")
