"""Generated structures: checked, nice numbers, colour-ups, a target respected."""

from __future__ import annotations

import itertools

import pytest

from leaguemgr.domain.clock.check import check_structure
from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, read_clock
from leaguemgr.domain.clock.generator import generate
from leaguemgr.domain.clock.structure import Break

GRID = list(
    itertools.product(
        (40, 1_000, 2_000, 5_000, 10_000, 25_000, 100_000, 10_000_000),
        (1, 5, 25, 100, 7),
        (5, 20, 45, 120),
        (30, 240, 480, 1_440),
        (None, 60, 90),
        (False, True),
    )
)


def test_every_generated_structure_passes_the_check():
    refused = 0
    for stack, chip, level, target, every, antes in GRID:
        inputs = f"generate({stack}, {chip}, {level}, {target}, {every}, antes={antes})"
        try:
            structure = generate(stack, chip, level, target, break_every_minutes=every, antes=antes)
        except ValueError as error:
            # Only refusals the organizer can act on: a stack too small or not made of the
            # chip, too many levels for the target, a target too short for two levels, a
            # break interval shorter than a level.
            reasons = ("starting_stack", "more than 100 levels", "fewer than two", "break_every")
            assert any(word in str(error) for word in reasons), f"{inputs}: {error}"
            refused += 1
            continue
        assert check_structure(structure) == [], inputs
        assert structure.starting_stack == stack, inputs
        assert not isinstance(structure.periods[-1], Break), inputs
    assert len(GRID) - refused >= 1_600, "most of the grid builds a structure"


def test_blinds_start_near_a_hundredth_of_the_stack_and_end_a_few_dozen_blinds_deep():
    structure = generate(10_000, 25, 20, 300, break_every_minutes=80)
    assert structure.levels[0].big == 100
    reading = read_clock(structure, [ClockEvent(ClockMove.START, 0.0)], 300 * 60 - 1)
    assert 20 <= 100_000 / reading.blinds.big <= 45
    assert all(a.small < b.small for a, b in itertools.pairwise(structure.levels))


def test_a_chip_no_longer_needed_is_coloured_up_at_a_break():
    structure = generate(5_000, 25, 20, 240, break_every_minutes=80)
    colour_ups = [p for p in structure.periods if isinstance(p, Break) and p.color_up]
    assert colour_ups[0].color_up == (25,)
    assert colour_ups[0].note == "Colour up: remove T25 chips"


def test_antes_begin_after_the_first_break():
    structure = generate(10_000, 25, 20, 300, break_every_minutes=80, antes=True)
    assert [level.ante > 0 for level in structure.levels[:6]] == [False] * 4 + [True] * 2


def test_the_starting_stack_is_broken_down_in_usual_chips():
    structure = generate(2_000, 5, 20, 300)
    assert [(c.denomination, c.count) for c in structure.chips] == [(5, 10), (25, 10), (100, 17)]


@pytest.mark.parametrize(
    "args,kwargs,message",
    [
        ((0, 25, 20, 240), {}, "starting_stack 0: must be a whole number from 1,000"),
        ((10**8, 25, 20, 240), {}, "starting_stack 100000000"),
        ((5_010, 25, 20, 240), {}, "must be made of T25 chips"),
        ((5_000, 0, 20, 240), {}, "smallest_chip 0"),
        ((5_000, 25, 4, 240), {}, "level_minutes 4: must be a whole number from 5 to 120"),
        ((5_000, 25, 20, 29), {}, "target_minutes 29"),
        ((5_000, 25, 20, 1_441), {}, "target_minutes 1441"),
        ((5_000, 25, 20, 240), {"break_every_minutes": 10}, "break_every_minutes 10"),
        ((5_000, 25, 20, 240), {"break_every_minutes": 80, "break_minutes": 0}, "break_minutes"),
        ((5_000, 25, 5, 1_440), {}, "more than 100 levels"),
        ((5_000, 25, 120, 200), {}, "fewer than two 120-minute levels"),
        ((5_000, 25, 20, 240), {"name": " "}, "name"),
    ],
)
def test_out_of_range_input_is_refused_with_what_is_wrong(args, kwargs, message):
    with pytest.raises(ValueError, match=message):
        generate(*args, **kwargs)


def test_antes_without_breaks_begin_at_level_5():
    structure = generate(10_000, 25, 20, 300, antes=True)
    assert [level.ante > 0 for level in structure.levels[:6]] == [False] * 4 + [True] * 2
    assert not any(isinstance(p, Break) for p in structure.periods)
