"""The big screen's figures (issue #10): players left of entries, chips in play with the
bonus, rebuy and add-on chips, the average stack, the rebuy period closed by the clock with
no action since, the bounty target and a deal by name, and a colour-up break's chips."""

from __future__ import annotations

from decimal import Decimal

from leaguemgr.domain.clock.clock import ClockEvent, ClockMove
from leaguemgr.domain.clock.structure import Break, ChipStack, Level, Structure
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.state import Arrival, NightState
from leaguemgr.domain.records import ChipRules, SeasonRules
from leaguemgr.services.big_screen import big_screen_figures

T0 = 1_764_028_800.0
STRUCTURE = Structure(
    "test",
    periods=(
        Level(20, 25, 50),
        Level(20, 50, 100),
        Break(10, "colour up", color_up=(25,)),
        Level(20, 100, 200, 25),
        Break(10),
        Level(20, 200, 400, 50),
    ),
    chips=(ChipStack(100, 40),),
)
STATUS = {
    "pool": "390.00",
    "payouts": [
        {"place": 1, "amount": "195.00"},
        {"place": 2, "amount": "117.00"},
        {"place": 3, "amount": "78.00"},
    ],
}
CHIPS = ChipRules(starting=5000, on_time_bonus=500, exact_change_bonus=250, rebuy=8000, addon=3000)


def rules(chips: ChipRules | None = CHIPS) -> SeasonRules:
    return SeasonRules(buyin=Decimal("30"), rebuy_cost=Decimal("30"), chips=chips)


def night(**changes) -> NightState:
    """Six arrived (two on time, one with exact change), two out, one rebuy and one add-on,
    the clock started at T0; rebuys through level 2."""
    state = dict(
        rules=NightRules(structure=STRUCTURE, rebuy_until_level=2),
        arrivals=(
            Arrival("p1", on_time=True),
            Arrival("p2", on_time=True, exact_change=True),
            Arrival("p3"),
            Arrival("p4"),
            Arrival("p5"),
            Arrival("p6"),
        ),
        rebuys={"p3": 1},
        addons={"p1": 1},
        out=frozenset({"p5", "p6"}),
        clock=(ClockEvent(ClockMove.START, T0),),
        at=T0,
    )
    state.update(changes)
    return NightState(**state)


def test_players_chips_and_the_average_stack() -> None:
    figures = big_screen_figures(12, night(), STATUS, rules(), T0 + 60)
    assert (figures.players_left, figures.entries) == (4, 6)
    assert (figures.rebuys, figures.addons) == (1, 1)
    # 6 x 5000 + 2 x 500 on time + 250 exact change + 8000 rebuy + 3000 add-on
    assert figures.chips_in_play == 42_250
    assert figures.average_stack == 10_562  # 42,250 / 4, rounded
    assert figures.pool == Decimal("390.00")
    assert figures.payouts == (Decimal("195.00"), Decimal("117.00"), Decimal("78.00"))


def test_the_clock_is_read_at_now() -> None:
    figures = big_screen_figures(12, night(), STATUS, rules(), T0 + 25 * 60 + 10)
    clock = figures.clock
    assert (clock.level, clock.on_break, clock.running) == (2, False, True)
    assert clock.seconds_left == 15 * 60 - 10
    assert (clock.blinds.small, clock.blinds.big) == (50, 100)


def test_the_rebuy_period_closes_with_the_clock_without_an_action() -> None:
    stored = night()
    assert big_screen_figures(12, stored, STATUS, rules(), T0 + 39 * 60).rebuys_open
    # Level 2 ends at 40 minutes; the break after it is outside the period.
    assert not big_screen_figures(12, stored, STATUS, rules(), T0 + 40 * 60 + 1).rebuys_open
    assert not big_screen_figures(12, stored, STATUS, rules(), T0 + 55 * 60).rebuys_open


def test_late_entry_is_shown_only_where_the_season_closes_it_and_closes_with_the_clock():
    from leaguemgr.ui.night.clock_text import entry_text

    assert big_screen_figures(12, night(), STATUS, rules(), T0).late_entry_open is None
    late_to_1 = NightRules(
        structure=STRUCTURE, rebuy_until_level=2, late_registration_until_level=1
    )
    late = night(rules=late_to_1)
    first = big_screen_figures(12, late, STATUS, rules(), T0 + 19 * 60)
    second = big_screen_figures(12, late, STATUS, rules(), T0 + 21 * 60)
    assert entry_text(first.rebuys_open, first.late_entry_open) == "Rebuys and late entry open"
    assert (second.rebuys_open, second.late_entry_open) == (True, False)
    assert entry_text(True, False) == "Rebuys open · late entry closed"
    assert entry_text(False, None) == "Rebuys closed"


def test_a_colour_up_break_says_which_chips_go() -> None:
    at_break = big_screen_figures(12, night(), STATUS, rules(), T0 + 45 * 60)
    assert at_break.clock.on_break
    assert at_break.color_up == (25,)
    plain_break = big_screen_figures(12, night(), STATUS, rules(), T0 + 75 * 60)
    assert plain_break.clock.on_break and plain_break.color_up == ()
    playing = big_screen_figures(12, night(), STATUS, rules(), T0 + 60)
    assert playing.color_up == ()


def test_the_bounty_target_and_a_deal_by_name() -> None:
    names = {"p1": "Ann", "p2": "Bob", "p3": "Cy", "p4": "Di"}
    dealt = night(deal=(("p1", Decimal("150")), ("p2", Decimal("100"))))
    figures = big_screen_figures(12, dealt, STATUS, rules(), T0, bounty_target="p4", names=names)
    assert figures.bounty_target == "Di"
    assert figures.deal == (("Ann", Decimal("150")), ("Bob", Decimal("100")))
    assert not figures.rebuys_open  # a deal ends the buying
    nobody = big_screen_figures(12, night(), STATUS, rules(), T0, names=names)
    assert nobody.bounty_target is None


def test_without_chip_rules_the_structure_stack_counts_and_a_rebuy_buys_it_again() -> None:
    no_addons = night(addons={})
    figures = big_screen_figures(12, no_addons, STATUS, rules(chips=None), T0)
    assert figures.chips_in_play == 7 * 4000  # 6 entries and 1 rebuy of 40 x 100
    # What an add-on gives is the season's to say: unknown, so no figure rather than a guess.
    unknown = big_screen_figures(12, night(), STATUS, rules(chips=None), T0)
    assert unknown.chips_in_play is None and unknown.average_stack is None


def test_a_no_show_whose_chips_came_off_is_not_in_play() -> None:
    figures = big_screen_figures(
        12,
        night(removed=frozenset({"p4"}), out=frozenset({"p4", "p5", "p6"})),
        STATUS,
        rules(),
        T0,
    )
    assert figures.entries == 5
    assert figures.chips_in_play == 42_250 - 5000
