"""The blind structures of the seed leagues' rulebooks, and the league default.

Read from /shared/rulebooks: the AZ house rules give a stack and break times but print no
blind schedule (the notes say which parts are the league's and which are ours); the FNC
rules print their schedules, copied here level by level with their errors named in the
notes.
"""

from __future__ import annotations

from leaguemgr.domain.clock.generator import generate
from leaguemgr.domain.clock.structure import Break, ChipStack, Game, Level, Structure
from leaguemgr.language.texts import N_


def _holdem(minutes: int, small: int, big: int, ante: int = 0) -> Level:
    return Level(minutes, small, big, ante)


def _stud(minutes: int, ante: int, bring_in: int, small_bet: int, big_bet: int) -> Level:
    return Level(minutes, ante=ante, bring_in=bring_in, small_bet=small_bet, big_bet=big_bet)


AZ = Structure(
    N_("AZ house structure"),
    periods=(
        _holdem(20, 25, 50),
        _holdem(20, 50, 100),
        _holdem(20, 75, 150),
        _holdem(20, 100, 200),
        Break(
            10, N_("End of level 4: rebuys and re-entries close; absent players' chips are removed")
        ),
        _holdem(20, 150, 300),
        _holdem(20, 200, 400),
        _holdem(20, 250, 500),
        _holdem(20, 300, 600),
        Break(10, N_("Colour up: remove T25 chips"), (25,)),
        _holdem(20, 400, 800),
        _holdem(20, 500, 1_000),
        _holdem(20, 600, 1_200),
        _holdem(20, 800, 1_600),
        Break(10, N_("Colour up: remove T100 chips"), (100,)),
        _holdem(20, 1_000, 2_000),
        _holdem(20, 1_500, 3_000),
        _holdem(20, 2_000, 4_000),
        _holdem(20, 3_000, 6_000),
        Break(10),
        _holdem(20, 4_000, 8_000),
        _holdem(20, 5_000, 10_000),
        _holdem(20, 6_000, 12_000),
        _holdem(20, 8_000, 16_000),
    ),
    chips=(ChipStack(25, 8), ChipStack(100, 8), ChipStack(500, 8)),
    notes=(
        "The league's (AZ house rules): the 5,000T stack, a 10-minute break every 80 minutes, "
        "rebuys and re-entries to the end of level 4, absent players' chips removed then.",
        "Ours (the rules post the blind schedule at the table but do not print it): "
        "20-minute levels, the blinds, the colour-ups and the chip breakdown.",
        "The 500T for arriving on time and the 500T for exact change are one T500 chip each; "
        "the 8,000T rebuy is 8 x T25, 8 x T100 and 14 x T500.",
    ),
)

FNC_T2000 = Structure(
    N_("FNC T2,000 no ante"),
    periods=(
        _holdem(20, 5, 10),
        _holdem(20, 10, 20),
        _holdem(20, 15, 30),
        _holdem(20, 20, 40),
        Break(20),
        _holdem(30, 30, 60),
        _holdem(30, 40, 80),
        _holdem(30, 60, 120),
        Break(10, N_("Remove T5 chips"), (5,)),
        _holdem(30, 75, 150),
        _holdem(30, 100, 200),
        _holdem(30, 125, 250),
        _holdem(30, 150, 300),
        Break(10, N_("Remove T25 chips and half of the T100 chips"), (25,)),
        _holdem(20, 200, 400),
        _holdem(20, 300, 600),
        _holdem(20, 500, 1_000),
        _holdem(20, 700, 1_400),
        Break(10, N_("Remove as many T100 chips as possible"), (100,)),
        _holdem(15, 1_000, 2_000),
        _holdem(15, 1_500, 3_000),
        _holdem(15, 2_000, 4_000),
        _holdem(15, 3_000, 6_000),
        _holdem(15, 5_000, 10_000),
    ),
    chips=(ChipStack(5, 10), ChipStack(25, 6), ChipStack(100, 8), ChipStack(500, 2)),
    notes=(
        'As printed in the FNC rules (T2,000 "No Ante" blind schedule), 20 levels, 8:15.',
        "The rules give a second starting stack: 10 x T5, 10 x T25 and 17 x T100.",
        'After level 15 "as many T100 chips as possible" go: odd ones are rounded up to a '
        "T500 (colour-up rule 2b), so from level 16 on the blinds are paid in T500 chips.",
    ),
)

FNC_T10000 = Structure(
    N_("FNC T10,000"),
    periods=(
        _holdem(20, 50, 100),
        _holdem(20, 100, 200),
        _holdem(20, 150, 300),
        _holdem(20, 200, 400),
        Break(20),
        _holdem(30, 200, 400, 50),
        _holdem(30, 250, 500, 50),
        _holdem(30, 300, 600, 50),
        Break(10),
        _holdem(30, 500, 1_000, 100),
        _holdem(30, 750, 1_500, 150),
        _holdem(30, 1_000, 2_000, 200),
        _holdem(30, 1_250, 2_500, 250),
        Break(10, N_("Remove T25 chips"), (25,)),
        _holdem(20, 1_500, 3_000, 300),
        _holdem(20, 2_000, 4_000, 400),
        _holdem(20, 3_000, 6_000, 600),
        _holdem(20, 4_000, 8_000, 800),
        _holdem(20, 5_000, 10_000, 1_000),
        Break(10, N_("Remove T100 chips"), (100,)),
        _holdem(15, 7_500, 15_000, 1_500),
        _holdem(15, 10_000, 20_000, 2_000),
        _holdem(15, 15_000, 30_000, 3_000),
        _holdem(15, 20_000, 40_000, 4_000),
        _holdem(15, 25_000, 50_000, 5_000),
    ),
    chips=(ChipStack(25, 8), ChipStack(100, 8), ChipStack(500, 8), ChipStack(1_000, 5)),
    notes=(
        'From the FNC rules\' "T10,0000" blind schedule (T10,000 is meant), 21 levels, 8:35.',
        "Rulebook error: two levels are numbered 14 (3,000/6,000 and 4,000/8,000); here they "
        "are levels 14 and 15, and the rules' levels 15 to 20 are levels 16 to 21.",
        "Rulebook error: its running times from the level after the last break leave that "
        "10-minute break out (7:25 where the clock shows 7:35); the break is kept.",
        "Rulebook error: its starting stack prints 6 x T1,000, which makes T11,000 with "
        "8 x T25, 8 x T100 and 8 x T500; 5 x T1,000 make the T10,000 of the title.",
    ),
)

FNC_STUD = Structure(
    N_("FNC T10,000 7-card stud"),
    game=Game.STUD,
    periods=(
        _stud(20, 5, 10, 25, 50),
        _stud(20, 10, 15, 50, 100),
        _stud(20, 15, 25, 100, 200),
        _stud(30, 25, 50, 200, 400),
        Break(30, N_("Remove T5 chips"), (5,)),
        _stud(30, 50, 100, 400, 800),
        _stud(30, 100, 200, 600, 1_200),
        _stud(30, 100, 200, 800, 1_600),
        _stud(30, 150, 300, 1_000, 2_000),
        Break(10, N_("Remove T25 chips"), (25,)),
        _stud(30, 500, 500, 1_500, 3_000),
        _stud(30, 500, 500, 2_000, 4_000),
        _stud(20, 1_000, 1_000, 3_000, 6_000),
        _stud(20, 1_500, 1_500, 4_000, 8_000),
        Break(10, N_("Remove T100 chips"), (100,)),
        _stud(20, 2_000, 2_000, 6_000, 12_000),
        _stud(20, 2_000, 2_000, 8_000, 16_000),
        _stud(20, 3_000, 3_000, 10_000, 20_000),
        _stud(20, 5_000, 5_000, 15_000, 30_000),
    ),
    chips=(
        ChipStack(5, 10),
        ChipStack(25, 14),
        ChipStack(100, 16),
        ChipStack(500, 10),
        ChipStack(1_000, 3),
    ),
    notes=(
        'From the FNC rules\' "T10,0000 7-Card Stud" blind schedule (T10,000 is meant), '
        "16 levels, 7:20; tables seat 8 for stud.",
        "As printed: level 4 lasts 30 minutes, and from level 9 on the bring-in equals the ante.",
    ),
)

FNC_T20000 = Structure(
    N_("FNC T20,000"),
    periods=(
        _holdem(20, 100, 200),
        _holdem(20, 200, 400),
        _holdem(20, 300, 600),
        _holdem(20, 400, 800),
        Break(20),
        _holdem(30, 500, 1_000),
        _holdem(30, 500, 1_000, 100),
        _holdem(30, 700, 1_400, 200),
        Break(10),
        _holdem(30, 1_000, 2_000, 200),
        _holdem(30, 1_500, 3_000, 300),
        _holdem(30, 2_000, 4_000, 400),
        _holdem(30, 2_500, 5_000, 500),
        Break(10, N_("Remove most of the T100 chips")),
        _holdem(30, 3_000, 6_000, 600),
        _holdem(20, 5_000, 10_000, 1_000),
        _holdem(20, 7_500, 15_000, 1_000),
        _holdem(20, 10_000, 20_000, 2_000),
        Break(10, N_("Remove the T100 chips and T500 chips"), (100, 500)),
        _holdem(20, 15_000, 30_000, 2_000),
        _holdem(15, 20_000, 40_000, 3_000),
        _holdem(15, 30_000, 60_000, 5_000),
    ),
    chips=(ChipStack(100, 10), ChipStack(500, 12), ChipStack(1_000, 13)),
    notes=(
        "As printed in the FNC rules (T20,000 blind schedule), 18 levels, 8:00.",
        "After level 11 only most of the T100 chips go (level 12's ante of 600 still needs "
        "some); the rest go with the T500 chips after level 15.",
    ),
)

FNC_T100000 = Structure(
    N_("FNC T100,000"),
    periods=(
        _holdem(20, 500, 1_000),
        _holdem(20, 1_000, 2_000),
        _holdem(20, 1_500, 3_000),
        _holdem(20, 2_000, 4_000),
        Break(30),
        _holdem(30, 2_000, 4_000, 500),
        _holdem(30, 3_000, 6_000, 500),
        _holdem(30, 5_000, 10_000, 1_000),
        Break(10),
        _holdem(30, 7_500, 15_000, 2_000),
        _holdem(30, 10_000, 20_000, 3_000),
        _holdem(30, 15_000, 30_000, 5_000),
        _holdem(30, 20_000, 40_000, 6_000),
        Break(10, N_("Remove most of the T1,000 chips")),
        _holdem(30, 25_000, 50_000, 7_000),
        _holdem(20, 40_000, 80_000, 10_000),
        _holdem(20, 60_000, 120_000, 20_000),
        _holdem(20, 100_000, 200_000, 30_000),
        _holdem(20, 150_000, 300_000, 40_000),
        Break(5, N_("Remove the T500 chips"), (500,)),
        _holdem(15, 200_000, 400_000, 50_000),
        _holdem(15, 300_000, 600_000, 60_000),
        _holdem(15, 400_000, 800_000, 80_000),
        _holdem(15, 500_000, 1_000_000, 100_000),
        _holdem(15, 600_000, 1_200_000, 120_000),
    ),
    chips=(ChipStack(500, 10), ChipStack(1_000, 10), ChipStack(5_000, 9), ChipStack(20_000, 2)),
    notes=(
        "From the FNC rules' T100,000 blind schedule, 21 levels, 8:50; as printed except "
        "where noted.",
        "The rules give two other starting stacks: 10 x T500, 10 x T1,000, 7 x T5,000, "
        "2 x T25,000; and 10 x T500, 10 x T1,000, 11 x T5,000, 3 x T10,000 plaques.",
        "Rulebook error: level 8 prints 7,000/15,000; every other small blind is half the "
        "big blind, so 7,500/15,000 is meant.",
        'Rulebook error: the breaks after levels 4 and 16 remove "the T100 chips", which '
        "this stack does not have; only the T500 chips go, after level 16.",
        "Rulebook error: its running times do not add up from level 12 on (6:20 where the "
        "levels and breaks make 6:10; 8:45 at the end, not 8:50); the level times are kept.",
    ),
)

DEFAULT_STRUCTURE = generate(
    5_000, 25, 20, 240, break_every_minutes=80, break_minutes=10, name=N_("League default")
)
"""The structure of a night when neither the event, the season nor the league names one."""

PRESETS: dict[str, Structure] = {
    "az": AZ,
    "fnc-t2000": FNC_T2000,
    "fnc-t10000": FNC_T10000,
    "fnc-stud": FNC_STUD,
    "fnc-t20000": FNC_T20000,
    "fnc-t100000": FNC_T100000,
}

# Names, notes and titles stay English in the structures (a league file keeps them); the
# catalogs know them, so the screens and the big screen show them translated.
PRESET_TITLES: dict[str, str] = {
    "az": N_("AZ: 5,000 stack, 20-minute levels, a 10-minute break every 80 minutes"),
    "fnc-t2000": N_("FNC: T2,000 no ante, 20 levels (8:15)"),
    "fnc-t10000": N_("FNC: T10,000 with antes, 21 levels (8:35)"),
    "fnc-stud": N_("FNC: T10,000 seven-card stud, bring-in and limits, 16 levels (7:20)"),
    "fnc-t20000": N_("FNC: T20,000 with antes, 18 levels (8:00)"),
    "fnc-t100000": N_("FNC: T100,000 with antes, 21 levels (8:50)"),
}
