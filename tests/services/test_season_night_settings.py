"""A season's night settings and blind structures, as the night and the season setup use
them: a night starts with its season's settings and the structure SPEC 4.4 picks, and
settings no night could run on are refused before anything is written."""

from __future__ import annotations

import dataclasses
import random

import pytest

from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE, PRESETS
from leaguemgr.domain.clock.structure import Level, Structure
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import Event, NightSettings
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from leaguemgr.services.season_presets import fish_n_chips_rules
from tests.night_league import make_night_league

FNC = "FNC live"
OWN = Structure("Own", periods=(Level(15, 50, 100), Level(15, 100, 200)))


@pytest.fixture
def db(league_target, tmp_path):
    make_night_league(league_target, tmp_path)
    service = LeagueService.open(league_target)
    service.create_season(FNC, fish_n_chips_rules())
    service.close()
    return league_target


@pytest.fixture
def nights(db):
    service = NightService(LeagueService.open(db), random.Random(3))
    yield service
    service.service.close()


def test_a_night_in_an_fnc_season_seats_a_late_player_in_seat_3_and_runs_the_t2000(
    nights,
) -> None:
    nights.start(FNC, 1)
    for number in range(9):
        nights.arrive(FNC, 1, f"p{number:02d}")
    nights.draw(FNC, 1, seed=5)
    before = nights.night(FNC, 1).seats
    nights.arrive(FNC, 1, "p09")
    night = nights.night(FNC, 1)
    assert night.seats["p09"] == (1, 3)
    # Whoever sat in seat 3 moved back one seat.
    bumped = next(p for p, spot in before.items() if spot == (1, 3))
    assert night.seats[bumped] == (1, 4)
    assert night.rules.late_seat == "seat_3" and night.rules.forfeit_after_minutes == 20
    assert night.rules.structure == PRESETS["fnc-t2000"]
    blinds = night_status(nights, FNC, 1)["clock"]["blinds"]
    assert (blinds["small"], blinds["big"]) == (5, 10)


def test_a_night_in_a_season_of_an_older_league_runs_on_the_guess_and_the_default(
    nights,
) -> None:
    nights.start("2026", 12)
    rules = nights.night("2026", 12).rules
    # The example season plays AZ's bounty and dealer credits: AZ's seats, as before.
    assert (rules.card_draw, rules.one_table_max, rules.late_seat) == (True, 12, "random")
    assert rules.structure == DEFAULT_STRUCTURE


def test_the_league_structure_serves_seasons_without_one_and_an_event_may_have_its_own(
    nights,
) -> None:
    service = nights.service
    service.save_league_structure(OWN)
    assert service.league_structure() == OWN
    nights.start("2026", 12)
    assert nights.night("2026", 12).rules.structure == OWN
    service.save_event(FNC, Event(number=2, structure=dataclasses.replace(OWN, name="Event")))
    nights.start(FNC, 2)
    assert nights.night(FNC, 2).rules.structure.name == "Event"
    nights.start(FNC, 3)  # a new event: the season's own structure beats the league's
    assert nights.night(FNC, 3).rules.structure == PRESETS["fnc-t2000"]


def test_settings_and_structures_survive_a_reopen(db) -> None:
    service = LeagueService.open(db)
    rules = dataclasses.replace(
        service.season(FNC).rules, night=NightSettings(hitman_credit="half"), structure=OWN
    )
    service.save_rules(FNC, rules)
    service.save_league_structure(OWN)
    service.close()
    again = LeagueService.open(db)
    try:
        assert again.season(FNC).rules.night == NightSettings(hitman_credit="half")
        assert again.season(FNC).rules.structure == OWN and again.league_structure() == OWN
    finally:
        again.close()


def test_settings_no_night_could_run_on_are_refused_before_anything_is_written(nights) -> None:
    service = nights.service
    rules = service.season(FNC).rules
    bad = dataclasses.replace(rules, night=NightSettings(max_per_table=10, one_table_max=8))
    with pytest.raises(RuleError, match=r"\$\.seasons\.FNC live\.rules\.night\.one_table_max"):
        service.save_rules(FNC, bad)
    falls = r"\$\.league\.structure: level 2: the small blind falls from 50 to 25"
    with pytest.raises(RuleError, match=falls):
        falling = Structure("Down", periods=(Level(15, 50, 100), Level(15, 25, 50)))
        service.save_league_structure(falling)
    with pytest.raises(RuleError, match=r"events\[1\]\.structure: the structure has no level"):
        service.save_event(FNC, Event(number=1, structure=Structure("Empty")))
    with pytest.raises(RuleError, match=r"rules\.structure"):
        service.create_season("Bad", dataclasses.replace(rules, structure=Structure("Empty")))
    reopened = LeagueService.open(service.path)
    try:
        assert reopened.season(FNC).rules == rules and reopened.league_structure() is None
        assert reopened.season(FNC).events == () and "Bad" not in reopened.season_names()
    finally:
        reopened.close()
