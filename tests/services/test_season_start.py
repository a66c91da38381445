"""Where a new season's rules come from (SPEC 8): own defaults, a league file, a TD3 file."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import NoShowPolicy
from leaguemgr.domain.validation import rules_problems
from leaguemgr.services.league_files import load_league_file
from leaguemgr.services.season_start import (
    RulesFileUnreadable,
    own_rules_default,
    rules_from_file,
)

SAMPLES = Path(__file__).resolve().parents[2].parent / "shared" / "td3-samples"


def test_own_rules_start_with_nothing_to_undo():
    rules = own_rules_default()
    assert list(rules_problems(rules, (), set())) == []
    assert rules.set_asides == () and rules.bounty is None and rules.championship is None
    assert not rules.late_cancel_penalty and rules.no_show_policy is NoShowPolicy.NONE
    # Every field size from 1 to 200 has a payout row.
    assert all(any(r.min <= n <= r.max for r in rules.payout_table) for n in range(1, 201))


def test_a_league_files_rules_are_its_last_seasons(fnc_league_file):
    assert rules_from_file(fnc_league_file) == load_league_file(fnc_league_file).seasons[-1].rules


@pytest.mark.skipif(not SAMPLES.exists(), reason="the TD3 samples are not on this machine")
def test_a_td3_tournament_gives_its_prices_and_formula():
    rules = rules_from_file(SAMPLES / "sample-plain.tdt")
    assert rules.buyin > Decimal(0)
    assert rules.points.formula is not None


def test_a_file_that_is_not_one_says_which_and_why(tmp_path):
    broken = tmp_path / "rules.json"
    broken.write_text("{")
    with pytest.raises(RulesFileUnreadable, match=r"rules\.json"):
        rules_from_file(broken)
    with pytest.raises(RulesFileUnreadable, match=r"missing\.tdt"):
        rules_from_file(tmp_path / "missing.tdt")
