"""What the structure editor tells the organizer about a schedule."""

from __future__ import annotations

from leaguemgr.domain.clock.check import check_structure, period_label
from leaguemgr.domain.clock.structure import MAX_PERIODS, Break, ChipStack, Game, Level, Structure

CHIPS = (ChipStack(25, 8), ChipStack(100, 8), ChipStack(500, 8))


def holdem(*periods, chips=CHIPS) -> Structure:
    return Structure("test", periods=tuple(periods), chips=chips)


def test_a_sound_structure_has_no_problem():
    structure = holdem(
        Level(20, 25, 50),
        Level(20, 50, 100),
        Break(10, "remove T25 chips", (25,)),
        Level(20, 100, 200, 100),
    )
    assert check_structure(structure) == []


def test_periods_are_named_as_on_the_schedule():
    structure = holdem(Level(20, 25, 50), Break(10), Level(20, 50, 100))
    assert [period_label(structure, i) for i in range(3)] == [
        "level 1",
        "the break after level 1",
        "level 2",
    ]


def test_a_structure_needs_a_level():
    assert check_structure(holdem()) == ["the structure has no level: at least one is needed"]


def test_blinds_must_be_small_below_big_and_ante_at_most_big():
    problems = check_structure(holdem(Level(20, 50, 50), Level(20, 50, 100, 125)))
    assert problems == [
        "level 1: blinds 50/50: the small blind must be more than 0 and less than the big blind",
        "level 2: the ante 125 is more than the big blind 100",
    ]


def test_blinds_never_fall():
    problems = check_structure(holdem(Level(20, 100, 200), Level(20, 75, 150)))
    assert problems == [
        "level 2: the small blind falls from 100 to 75",
        "level 2: the big blind falls from 200 to 150",
    ]


def test_stud_levels_need_ante_bring_in_and_limits():
    structure = Structure(
        "stud",
        game=Game.STUD,
        periods=(
            Level(20, ante=5, bring_in=10, small_bet=25, big_bet=50),
            Level(20, ante=0, bring_in=0, small_bet=50, big_bet=50),
            Level(20, small=50, big=100, ante=10, bring_in=10, small_bet=20, big_bet=40),
        ),
    )
    assert check_structure(structure) == [
        "level 2: a stud level needs an ante",
        "level 2: a stud level needs a bring-in",
        "level 2: the limits 50-50: the small bet must be more than 0 and less than the big bet",
        "level 3: a stud level has no blinds (ante, bring-in and limits)",
        "level 3: the small bet falls from 50 to 20",
        "level 3: the big bet falls from 50 to 40",
    ]


def test_breaks_are_never_first_nor_back_to_back():
    problems = check_structure(holdem(Break(10), Level(20, 25, 50), Break(10), Break(5)))
    assert problems == [
        "the break before level 1: a structure cannot begin with a break",
        "the break after level 1: follows another break",
    ]


def test_colour_ups_remove_chips_of_the_stack_once():
    problems = check_structure(
        holdem(
            Level(20, 25, 50),
            Break(10, color_up=(25, 5)),
            Level(20, 100, 200),
            Break(10, color_up=(25,)),
            Level(20, 200, 400),
        )
    )
    assert problems == [
        "the break after level 1: removes T5 chips, not in the starting stack",
        "the break after level 2: T25 chips were already removed at an earlier break",
    ]


def test_amounts_must_be_paid_in_the_chips_still_in_play():
    problems = check_structure(
        holdem(Level(20, 25, 50), Break(10, color_up=(25,)), Level(20, 150, 300, 25))
    )
    assert problems == [
        "level 2: small blind 150, ante 25 cannot be paid in chips of T100, the smallest in play"
    ]
    # Without a chip breakdown, nothing is said about chips.
    no_chips = holdem(Level(20, 7, 15), chips=())
    assert check_structure(no_chips) == []


def test_removing_every_chip_is_refused():
    problems = check_structure(
        holdem(
            Level(20, 25, 50),
            Break(10, color_up=(25, 100, 500)),
            Level(20, 500, 1000),
        )
    )
    assert "the break after level 1: removes the last chips in play" in problems


def test_a_day_at_most_and_a_bounded_number_of_periods():
    long = holdem(*[Level(120, 25 * (i + 1), 50 * (i + 1)) for i in range(13)])
    assert check_structure(long) == ["the structure lasts 26:00: at most 24:00"]
    many = holdem(*[Level(1, 25, 50)] * (MAX_PERIODS + 1))
    assert check_structure(many) == [f"{MAX_PERIODS + 1} periods: at most {MAX_PERIODS}"]
