"""The two leagues' presets agree with the worked examples and with SPEC 2.3."""

from __future__ import annotations

import json
from decimal import Decimal

from leaguemgr.domain.records import NoShowPolicy
from leaguemgr.domain.validation import rules_problems
from leaguemgr.leaguefile import read_rules
from leaguemgr.services.season_presets import PRESETS, azwine_rules, fish_n_chips_rules


def _example_rules(path):
    document = json.loads(path.read_text())
    known = {player["id"] for player in document["players"]}
    return read_rules(document["seasons"][0]["rules"], ("rules",), known)


def test_azwine_preset_is_the_az_example_rules(az_league_file):
    assert azwine_rules() == _example_rules(az_league_file)


def test_fish_n_chips_preset_is_the_fnc_example_rules(fnc_league_file):
    assert fish_n_chips_rules() == _example_rules(fnc_league_file)


def test_payout_tables_follow_spec_2_3():
    az = azwine_rules().payout_table
    assert [(r.min, r.max, [str(p) for p in r.percents]) for r in az] == [
        (1, 12, ["50", "30", "20"]),
        (13, 20, ["40", "30", "20", "10"]),
    ]
    fnc = fish_n_chips_rules()
    assert fnc.payout_table[2].percents == tuple(Decimal(p) for p in ("54.5", "27.3", "18.2"))
    assert fnc.rounding_unit == Decimal("5")
    assert fnc.no_show_policy is NoShowPolicy.FORFEIT_SEASON_POINTS


def test_every_preset_is_valid():
    for build in PRESETS.values():
        assert list(rules_problems(build(), (), set())) == []
