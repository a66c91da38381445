"""When Season setup warns of a kept fund (SPEC 8 "What each fund feeds"): money set aside
while a pool the season pays out gets none, or under a slip of a pool's name; a fund of a
name of its own beside pools that are all fed is kept on purpose, said to be kept, no more.
The sample league is clean."""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal
from pathlib import Path

from leaguemgr.domain.fund_feeds import Feeds, fund_lines, fund_warnings
from leaguemgr.domain.records import SetAside
from leaguemgr.leaguefile.reader import read_league

SAMPLE = Path(__file__).resolve().parents[2] / "resources" / "sample.league.json"


def _sample_rules():
    league = read_league(json.loads(SAMPLE.read_text(encoding="utf-8")))
    return league.seasons[-1].rules


def test_the_sample_league_s_expenses_are_kept_on_purpose_and_warn_of_nothing() -> None:
    rules = _sample_rules()
    lines = {line.fund: line for line in fund_lines(rules, {})}
    assert lines["expenses"].feeds is Feeds.KEPT
    assert str(lines["expenses"].feeds) == "kept: nothing pays it out"
    assert fund_warnings(lines.values()) == []


def test_a_kept_fund_warns_beside_a_pool_without_a_set_aside_or_under_a_slip() -> None:
    rules = _sample_rules()
    champion_fund = rules.championship.fund
    # The championship's pool named after a fund no set-aside fills: "expenses" may be it.
    orphan = dataclasses.replace(
        rules, championship=dataclasses.replace(rules.championship, fund="playoff")
    )
    assert "The set-aside to 'expenses' feeds nothing" in " ".join(
        fund_warnings(fund_lines(orphan, {}))
    )
    slip = dataclasses.replace(
        rules,
        set_asides=(*rules.set_asides, SetAside(champion_fund.title(), "per_entry", Decimal(1))),
    )
    assert fund_warnings(fund_lines(slip, {})) == [
        f"The set-aside to '{champion_fund.title()}' feeds nothing: choose it as the "
        "championship pool's fund or the season prizes' fund, or rename it to one of those"
    ]
