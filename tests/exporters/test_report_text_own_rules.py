"""The text report of a league without a bounty says nothing of a bounty pot (issue 30)."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.records import BountyRules, Event
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.report_text import report_text
from tests.domain.builders import field, league_of, rules


def text(**changes) -> str:
    league = league_of(rules(**changes), Event(1, entries=field(4)))
    return report_text(league, compute_season_report(league, "S"))


def test_no_bounty_pot_line_without_a_bounty():
    assert "bounty" not in text()


def test_a_league_with_a_bounty_shows_its_pot_at_season_end():
    shown = text(bounty=BountyRules(amount_per_event=Decimal(10)))
    assert "bounty pot at season end" in shown
