"""The fast reader (the only one the app, the CLI and the services use) gives the records the
oracle reader gives, whole or one season for its report."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from leaguemgr.domain.records import League
from leaguemgr.domain.season_calculator import CarriedCredits, SeasonCalculator
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.leaguefile import read_league
from leaguemgr.storage import (
    Database,
    NotFoundError,
    open_database,
    replace_league,
    save_event,
)
from leaguemgr.storage.fast_load import (
    latest_season_name,
    load_league_for_season,
    load_whole_league,
)
from tests import synthetic
from tests.conftest import SHARED_EXAMPLES
from tests.storage.league_oracle import load_league


def _stored(db: Database, league: League) -> League:
    with db.transaction() as session:
        replace_league(session, league)
    with db.read() as session:
        loaded = load_league(session)
    assert loaded is not None
    return loaded


def test_the_season_comes_back_as_load_league_gives_it(db: Database, league: League):
    whole = _stored(db, league)
    for index, season in enumerate(whole.seasons):
        with db.read() as session:
            loaded = load_league_for_season(session, season.name)
        assert loaded.season_index == index
        assert loaded.season == season
        assert loaded.league.players == whole.players
        assert (loaded.league.name, loaded.league.currency) == (whole.name, whole.currency)
        assert [s.name for s in loaded.league.seasons] == [s.name for s in whole.seasons]
        assert [s.rules for s in loaded.league.seasons] == [s.rules for s in whole.seasons]
        assert all(not s.events for i, s in enumerate(loaded.league.seasons) if i != index)
        assert loaded.carried == CarriedCredits.of(whole, index)


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_synthetic_league_reports_the_same_from_the_season_alone(tmp_path: Path, seed: int):
    league = synthetic.league(4, 5, 14, 26, seed=seed)
    with open_database(tmp_path / "league.sqlite") as db:
        whole = _stored(db, league)
        for season in whole.seasons:
            with db.read() as session:
                loaded = load_league_for_season(session, season.name)
            assert loaded.season == season
            assert loaded.carried == CarriedCredits.of(whole, loaded.season_index)
            report = SeasonCalculator(loaded.carried).report(loaded.league, season.name)
            assert report == compute_season_report(whole, season.name)
        with db.read() as session:
            assert latest_season_name(session) == whole.seasons[-1].name


def test_the_whole_league_comes_back_as_load_league_gives_it(db: Database, league: League):
    with db.read() as session:
        assert load_whole_league(session) is None
    whole = _stored(db, league)
    with db.read() as session:
        assert load_whole_league(session) == whole
    synthetic_league = synthetic.league(3, 4, 12, 24, seed=9)
    with db.transaction() as session:
        replace_league(session, synthetic_league)
    with db.read() as session:
        merged = load_league(session)
        assert load_whole_league(session) == merged


def test_an_unknown_season_or_an_empty_league_is_not_found(db: Database, league: League):
    with db.read() as session:
        with pytest.raises(NotFoundError):
            load_league_for_season(session, "2026")
        with pytest.raises(NotFoundError):
            latest_season_name(session)
    _stored(db, league)
    with db.read() as session, pytest.raises(NotFoundError, match="1999"):
        load_league_for_season(session, "1999")


def test_seasons_whose_entry_keys_interleave_after_edits_load_as_load_league_gives_them(
    tmp_path: Path,
):
    league = synthetic.league(3, 4, 12, 24, seed=5)
    with open_database(tmp_path / "league.sqlite") as db:
        whole = _stored(db, league)
        # Save an event of the first season again: its entries and busts get new keys, above
        # those of the later seasons, so the first season's keys no longer form one range:
        # the range read for its busts holds the later seasons' too, to be left out.
        first = whole.seasons[0]
        busted = next(e for e in first.events if any(x.busted_by for x in e.entries))
        with db.transaction() as session:
            save_event(session, first.name, busted)
        for season in whole.seasons:
            with db.read() as session:
                expected = load_league(session, [season.name]).seasons[0]
                assert load_league_for_season(session, season.name).season == expected
            with db.read_raw() as raw:
                assert load_league_for_season(raw, season.name).season == expected


@pytest.mark.parametrize(
    "example", sorted(SHARED_EXAMPLES.glob("*.league.json")), ids=lambda path: path.name
)
def test_every_example_reads_back_from_the_fast_reader_as_the_oracle_reads_it(
    tmp_path: Path, example: Path
):
    league = read_league(json.loads(example.read_text(encoding="utf-8")))
    with open_database(tmp_path / "league.sqlite") as db:
        with db.transaction() as session:
            replace_league(session, league)
        with db.read() as session:
            assert load_whole_league(session) == load_league(session) == league
        with db.read_raw() as raw:
            assert load_whole_league(raw) == league


def test_a_large_synthetic_league_reads_back_from_the_fast_reader_as_the_oracle_reads_it(
    tmp_path: Path,
):
    league = synthetic.league(3, 12, 30, 90, seed=17)
    with open_database(tmp_path / "league.sqlite") as db:
        whole = _stored(db, league)
        with db.read() as session:
            assert load_whole_league(session) == whole
        assert sum(len(e.entries) for s in whole.seasons for e in s.events) > 800
