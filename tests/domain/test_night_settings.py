"""A season's night settings and the structure a night runs (SPEC 4.1, 4.2, 4.4)."""

from __future__ import annotations

from decimal import Decimal

import pytest

from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE
from leaguemgr.domain.clock.structure import Break, Level, Structure
from leaguemgr.domain.night.setup import (
    AZ_STYLE,
    FNC_STYLE,
    night_rules_for,
    night_settings_of,
    settings_problem,
    setup_problem,
    structure_for,
)
from leaguemgr.domain.records import BountyRules, Event, NightSettings
from tests.domain.builders import rules


def structure(name: str, minutes: int = 20) -> Structure:
    return Structure(
        name,
        periods=(
            Level(minutes, 25, 50),
            Level(minutes, 50, 100),
            Break(10),
            Level(minutes, 100, 200),
        ),
    )


GUESSED = (
    "max_per_table",
    "one_table_max",
    "card_draw",
    "redraw_at",
    "late_seat",
    "rebuy_until_level",
    "rebuy_in_bust_level",
    "max_addons",
    "hitman_credit",
)
FNC_SETTINGS = NightSettings(
    late_seat="seat_3",
    rebuy_until_level=3,
    rebuy_in_bust_level=True,
    absent_chips_removed_at_level=2,
    forfeit_after_minutes=20,
)


def test_a_season_with_night_settings_runs_its_nights_by_them() -> None:
    season = rules(max_rebuys=2, night=FNC_SETTINGS, bounty=BountyRules(Decimal("5")))
    night = night_rules_for(season, Event(number=1))
    # The bounty would have guessed AZ; the season's own settings win.
    assert (night.late_seat, night.card_draw, night.rebuy_until_level) == ("seat_3", False, 3)
    assert (night.absent_chips_removed_at_level, night.forfeit_after_minutes) == (2, 20)
    assert night.rebuy_in_bust_level and night.max_rebuys == 2


def test_the_event_rebuy_limit_and_dealer_credits_come_with_the_rules() -> None:
    season = rules(max_rebuys=1, dealer_credits=True, night=FNC_SETTINGS)
    event = Event(number=1, max_rebuys=None, max_rebuys_set=True)
    night = night_rules_for(season, event)
    assert night.max_rebuys is None and night.dealer_credits


@pytest.mark.parametrize(
    ("season", "style"),
    [
        (rules(bounty=BountyRules(Decimal("10"))), AZ_STYLE),
        (rules(dealer_credits=True), AZ_STYLE),
        (rules(), FNC_STYLE),
    ],
    ids=["bounty", "dealer-credits", "plain"],
)
def test_a_season_without_settings_keeps_the_guess_it_always_had(season, style) -> None:
    night = night_rules_for(season, Event(number=1))
    for name in GUESSED:
        assert getattr(night, name) == getattr(style, name), name
    assert night_settings_of(season).card_draw is style.card_draw


def test_the_structure_is_the_events_else_the_seasons_else_the_leagues_else_the_default() -> None:
    own, season_s, league_s = structure("Own"), structure("Season"), structure("League")
    with_season = rules(structure=season_s)
    assert structure_for(Event(1, structure=own), with_season, league_s) == own
    assert structure_for(Event(1), with_season, league_s) == season_s
    assert structure_for(Event(1), rules(), league_s) == league_s
    assert structure_for(Event(1), rules(), None) == DEFAULT_STRUCTURE
    assert night_rules_for(with_season, Event(1), league_s).structure == season_s
    assert night_rules_for(rules(), Event(1)).structure == DEFAULT_STRUCTURE


@pytest.mark.parametrize(
    ("settings", "field", "words"),
    [
        (NightSettings(max_per_table=1), "max_per_table", "from 2 to 12"),
        (NightSettings(max_per_table=10, one_table_max=9), "one_table_max", "at least the 10"),
        (NightSettings(redraw_at=(10, 18)), "redraw_at", "most players left to fewest"),
        (NightSettings(redraw_at=(1,)), "redraw_at", "2 to 10,000 players"),
        (NightSettings(late_seat="seat_9"), "late_seat", "random, seat_3"),
        (NightSettings(hitman_credit="third"), "hitman_credit", "full, half"),
        (NightSettings(absent_chips_removed_at_level=1), "absent_chips_removed_at_level", "2 to"),
        (NightSettings(forfeit_after_minutes=0), "forfeit_after_minutes", "1 to 600"),
        (NightSettings(max_addons=-1), "max_addons", "0 to 1,000"),
    ],
)
def test_settings_no_night_could_run_on_are_named(settings, field, words) -> None:
    problem = settings_problem(settings)
    assert problem is not None and problem[0] == field and words in problem[2]
    assert setup_problem(rules(night=settings))[0] == ("night", field)


def test_sensible_settings_and_no_settings_have_no_problem() -> None:
    assert settings_problem(NightSettings()) is None
    assert settings_problem(FNC_SETTINGS) is None
    assert setup_problem(rules()) is None
