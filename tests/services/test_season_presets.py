"""The two leagues' presets agree with the worked examples and with SPEC 2.3."""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

from leaguemgr.domain.clock import presets as structures
from leaguemgr.domain.night.setup import settings_problem, structure_problem
from leaguemgr.domain.records import NoShowPolicy
from leaguemgr.domain.validation import rules_problems
from leaguemgr.leaguefile import read_rules
from leaguemgr.services.season_presets import (
    AZ_POINTS_PLACEHOLDER,
    AZWINE,
    PRESET_NOTES,
    PRESETS,
    azwine_rules,
    fish_n_chips_rules,
)


def _example_rules(path):
    document = json.loads(path.read_text())
    known = {player["id"] for player in document["players"]}
    return read_rules(document["seasons"][0]["rules"], ("rules",), known)


def test_azwine_preset_is_what_the_az_rulebook_says(az_league_file):
    az = azwine_rules()
    # $30, 5,000T (+500T on time, +500T exact change), one rebuy for 8,000T.
    assert (az.buyin, az.rebuy_cost, az.max_rebuys) == (Decimal("30"), Decimal("30"), 1)
    assert (az.chips.starting, az.chips.on_time_bonus, az.chips.exact_change_bonus) == (
        5000,
        500,
        500,
    )
    assert az.chips.rebuy == 8000
    assert az.bounty is not None and az.dealer_credits
    assert az.no_show_policy is NoShowPolicy.CHAMPIONSHIP_INELIGIBLE
    champ = az.championship
    assert (champ.seats, champ.min_events, champ.makeup_fee_per_missed_event) == (
        12,
        7,
        Decimal("60"),
    )
    # No bonus chips and no Neau formula: the rulebook has neither.
    assert champ.bonus_chip_percent is None
    assert az.points.preset != "neau" and az.points.formula == AZ_POINTS_PLACEHOLDER
    # The rulebook names the funds but no amounts: none are invented.
    assert [s.fund for s in az.set_asides] == ["championship", "points", "expenses"]
    assert all(s.amount == 0 for s in az.set_asides) and az.bounty.amount_per_event == 0
    assert "does not say" in PRESET_NOTES[AZWINE]
    # The example league keeps its organizer's figures: the preset agrees on the rulebook's.
    example = _example_rules(az_league_file)
    assert example.payout_table == az.payout_table
    assert example.set_asides != az.set_asides


def test_fish_n_chips_preset_is_the_fnc_example_rules(fnc_league_file):
    # The example predates night settings and structures: it runs on the guess and default.
    preset = dataclasses.replace(fish_n_chips_rules(), night=None, structure=None)
    assert preset == _example_rules(fnc_league_file)


def test_azwine_nights_run_as_the_az_rulebook_says():
    az = azwine_rules()
    night = az.night
    # Tables of 10, a single table of up to 12, seats by a card draw.
    assert (night.max_per_table, night.one_table_max, night.card_draw) == (10, 12, True)
    # Redraws at 18 and 10 players left; rebuys to the end of level 4, any level.
    assert night.redraw_at == (18, 10)
    assert (night.rebuy_until_level, night.rebuy_in_bust_level) == (4, False)
    # A late player is seated to the end of level 4; then the absent chips come off.
    assert night.late_registration_until_level == 4
    assert night.absent_chips_removed_at_level == 5
    assert (night.late_seat, night.max_addons) == ("random", 0)
    assert az.structure == structures.PRESETS["az"]


def test_fish_n_chips_nights_run_as_the_fnc_rulebook_says():
    fnc = fish_n_chips_rules()
    night = fnc.night
    # A late registration takes seat 3; a rebuy in the level of the bust, to level 3.
    assert (night.late_seat, night.card_draw, night.redraw_at) == ("seat_3", False, ())
    assert (night.rebuy_until_level, night.rebuy_in_bust_level) == (3, True)
    # Unpaid absent chips come off at level 2; a paid player absent 20 minutes forfeits.
    assert (night.absent_chips_removed_at_level, night.forfeit_after_minutes) == (2, 20)
    assert fnc.structure == structures.PRESETS["fnc-t2000"]


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
        rules = build()
        assert list(rules_problems(rules, (), set())) == []
        assert settings_problem(rules.night) is None
        assert structure_problem(rules.structure) is None
