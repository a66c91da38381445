"""The seed leagues' blind schedules, as their rulebooks print them."""

from __future__ import annotations

import pytest

from leaguemgr.domain.clock.check import check_structure
from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, level_period, read_clock
from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE, PRESET_TITLES, PRESETS
from leaguemgr.domain.clock.structure import (
    Break,
    Game,
    Level,
    structure_from_payload,
    structure_payload,
)


@pytest.mark.parametrize("key", [*PRESETS, "default"])
def test_every_preset_passes_the_check_and_survives_the_league_file(key):
    structure = DEFAULT_STRUCTURE if key == "default" else PRESETS[key]
    assert check_structure(structure) == []
    assert structure_from_payload(structure_payload(structure)) == structure


def test_every_preset_has_a_menu_title():
    assert set(PRESET_TITLES) == set(PRESETS)
    assert {"az", "fnc-t2000", "fnc-t10000", "fnc-stud"} <= set(PRESETS)


def test_az_breaks_ten_minutes_every_eighty_and_pulls_chips_after_level_4():
    az = PRESETS["az"]
    assert az.starting_stack == 5_000
    starts = 0
    for index, period in enumerate(az.periods):
        if isinstance(period, Break):
            assert period.minutes == 10
            assert (starts - 10 * sum(isinstance(p, Break) for p in az.periods[:index])) % 80 == 0
        starts += period.minutes
    after_level_4 = az.periods[level_period(az, 4) + 1]
    assert isinstance(after_level_4, Break)
    assert "rebuys" in after_level_4.note and "absent" in after_level_4.note
    assert any("ours" in note.lower() for note in az.notes)


def test_fnc_t2000_reads_as_printed():
    t2000 = PRESETS["fnc-t2000"]
    assert t2000.starting_stack == 2_000
    assert len(t2000.levels) == 20
    assert sum(p.minutes for p in t2000.periods) == 8 * 60 + 15
    assert t2000.levels[19] == Level(15, 5_000, 10_000)
    colour_ups = [p.note for p in t2000.periods if isinstance(p, Break) and p.color_up]
    assert colour_ups == [
        "Remove T5 chips",
        "Remove T25 chips and half of the T100 chips",
        "Remove as many T100 chips as possible",
    ]


def test_fnc_t10000_names_the_repeated_level_14_and_keeps_every_level():
    t10000 = PRESETS["fnc-t10000"]
    assert t10000.starting_stack == 10_000
    assert len(t10000.levels) == 21
    assert (t10000.levels[13].big, t10000.levels[14].big) == (6_000, 8_000)
    assert any("numbered 14" in note for note in t10000.notes)
    assert t10000.levels[4].ante == 50 and t10000.levels[3].ante == 0
    # The rules' "16" (7,500/15,000) is level 17, and starts at 7:20 with its break.
    reading = read_clock(t10000, [ClockEvent(ClockMove.START, 0.0)], (7 * 60 + 20) * 60)
    assert (reading.level, reading.blinds.big, reading.blinds.ante) == (17, 15_000, 1_500)


def test_fnc_stud_has_antes_bring_ins_and_limits():
    stud = PRESETS["fnc-stud"]
    assert stud.game is Game.STUD and stud.starting_stack == 10_000
    assert stud.levels[0] == Level(20, ante=5, bring_in=10, small_bet=25, big_bet=50)
    assert stud.levels[15] == Level(
        20, ante=5_000, bring_in=5_000, small_bet=15_000, big_bet=30_000
    )
    assert sum(p.minutes for p in stud.periods) == 7 * 60 + 20


def test_the_league_default_is_a_5000_stack_of_20_minute_levels_ending_near_4_hours():
    assert DEFAULT_STRUCTURE.starting_stack == 5_000
    assert {level.minutes for level in DEFAULT_STRUCTURE.levels} == {20}
    reading = read_clock(DEFAULT_STRUCTURE, [ClockEvent(ClockMove.START, 0.0)], 4 * 3600)
    # A 10-player field's 50,000 chips are a few dozen big blinds at the four-hour mark.
    assert 20 <= 50_000 / reading.blinds.big <= 45


@pytest.mark.parametrize(
    "key,levels,minutes",
    [
        ("fnc-t2000", 20, 8 * 60 + 15),
        ("fnc-t10000", 21, 8 * 60 + 35),
        ("fnc-stud", 16, 7 * 60 + 20),
        ("fnc-t20000", 18, 8 * 60),
        ("fnc-t100000", 21, 8 * 60 + 50),
    ],
)
def test_fnc_schedules_have_their_levels_and_length_in_the_menu(key, levels, minutes):
    structure = PRESETS[key]
    assert len(structure.levels) == levels
    assert sum(p.minutes for p in structure.periods) == minutes
    assert f"{levels} levels ({minutes // 60}:{minutes % 60:02d})" in PRESET_TITLES[key]


def test_fnc_t100000_keeps_the_intended_blinds_and_names_the_errors():
    t100000 = PRESETS["fnc-t100000"]
    assert t100000.starting_stack == 100_000
    assert t100000.levels[7] == Level(30, 7_500, 15_000, 2_000)
    assert sum(note.startswith("Rulebook error") for note in t100000.notes) == 3
