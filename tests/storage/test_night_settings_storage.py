"""A season's night settings and the blind structures of league, season and event are stored
and read back whole, by every loader; a league of schema 0005 gets them (empty) on open."""

from __future__ import annotations

from dataclasses import replace
from decimal import Decimal as D
from pathlib import Path

from leaguemgr.domain.clock.structure import Break, ChipStack, Game, Level, Structure
from leaguemgr.domain.records import League, NightSettings
from leaguemgr.storage import (
    Database,
    open_database,
    replace_league,
)
from leaguemgr.storage.fast_load import load_league_for_season, load_whole_league
from leaguemgr.storage.seasons import save_event, save_season_rules
from leaguemgr.storage.writing import save_league_structure
from tests.older_schema import make_older

NIGHT = NightSettings(
    max_per_table=9,
    one_table_max=12,
    card_draw=True,
    redraw_at=(18, 10),
    late_seat="seat_3",
    rebuy_until_level=4,
    rebuy_in_bust_level=True,
    hitman_credit="half",
    late_registration_until_level=6,
    absent_chips_removed_at_level=2,
    forfeit_after_minutes=20,
    max_addons=None,
)
HOUSE = Structure(
    "House T5,000",
    periods=(
        Level(20, 25, 50),
        Level(20, 50, 100, ante=10),
        Break(10, "Colour up the T25s", (25,)),
        Level(20, 100, 200, ante=25),
    ),
    chips=(ChipStack(25, 20), ChipStack(100, 15), ChipStack(500, 5)),
    notes=("Breaks every 80 minutes",),
)
STUD = Structure(
    "Stud",
    game=Game.STUD,
    periods=(Level(30, ante=5, bring_in=10, small_bet=20, big_bet=40),),
)


def with_setup(league: League) -> League:
    fnc, az = league.seasons
    events = (replace(az.events[0], structure=STUD), *az.events[1:])
    az = replace(az, rules=replace(az.rules, night=NIGHT, structure=HOUSE), events=events)
    return replace(league, structure=replace(HOUSE, name="League"), seasons=(fnc, az))


def every_load(db: Database) -> list[League]:
    with db.read() as session:
        loaded = [load_whole_league(session)]
    with db.read_raw() as raw:
        loaded.append(load_whole_league(raw))
        part = load_league_for_season(raw, "2026").league
    assert part.structure == loaded[0].structure
    assert part.season("2026") == loaded[0].season("2026")
    return loaded


def test_night_settings_and_structures_round_trip(db: Database, league: League) -> None:
    league = with_setup(league)
    with db.transaction() as session:
        replace_league(session, league)
    assert every_load(db) == [league, league]


def test_a_league_without_them_reads_them_as_not_set(db: Database, league: League) -> None:
    with db.transaction() as session:
        replace_league(session, league)
    for loaded in every_load(db):
        assert loaded == league and loaded.structure is None
        assert all(s.rules.night is None and s.rules.structure is None for s in loaded.seasons)


def test_each_is_saved_on_its_own(db: Database, league: League) -> None:
    with db.transaction() as session:
        replace_league(session, league)
    az = league.season("2026")
    with db.transaction() as session:
        save_season_rules(session, "2026", replace(az.rules, night=NIGHT))
        save_event(session, "2026", replace(az.events[1], structure=STUD))
        save_league_structure(session, HOUSE)
    loaded = every_load(db)[0]
    assert loaded.structure == HOUSE
    assert loaded.season("2026").rules.night == NIGHT
    assert loaded.season("2026").rules.structure is None
    assert [e.structure for e in loaded.season("2026").events] == [None, STUD, None]
    with db.transaction() as session:
        save_league_structure(session, None)
    assert every_load(db)[0].structure is None


def test_a_league_of_schema_0005_is_upgraded_and_reads_as_before(
    db_path: Path, league: League
) -> None:
    with open_database(db_path) as db, db.transaction() as session:
        replace_league(session, league)
    make_older(db_path, "0005")

    with open_database(db_path) as db:
        assert db.backup is not None  # upgraded, after a backup
        assert every_load(db) == [league, league]
        with db.transaction() as session:
            replace_league(session, with_setup(league))
        assert every_load(db)[0] == with_setup(league)


def test_a_league_of_schema_0006_is_upgraded_and_reads_no_money_added(
    db_path: Path, league: League
) -> None:
    az = league.season("2026")
    house = replace(az.events[1], added=D("75.25"))  # the house's money in the pool
    league = replace(
        league,
        seasons=tuple(
            replace(s, events=(s.events[0], house, *s.events[2:])) if s is az else s
            for s in league.seasons
        ),
    )
    with open_database(db_path) as db:
        with db.transaction() as session:
            replace_league(session, league)
        assert every_load(db) == [league, league]  # stored and read back, both ways
    make_older(db_path, "0006")  # before an event could add money to its pool

    with open_database(db_path) as db:
        assert db.backup is not None  # upgraded, after a backup
        assert every_load(db) == [without_added(league)] * 2
        with db.transaction() as session:
            replace_league(session, league)
        assert every_load(db) == [league, league]


def without_added(league: League) -> League:
    """``league`` as a schema before 0007 holds it: no event adds money to its pool."""
    return replace(
        league,
        seasons=tuple(
            replace(s, events=tuple(replace(e, added=D(0)) for e in s.events))
            for s in league.seasons
        ),
    )
