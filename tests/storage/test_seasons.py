"""Season and event edits the GUI makes, one unit of work each."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.records import (
    BountyRules,
    ChampionshipDecisions,
    Entry,
    EntryStatus,
    Event,
    League,
    SeasonRules,
)
from leaguemgr.storage import (
    Database,
    NotFoundError,
    StorageError,
    create_season,
    delete_event,
    delete_season,
    rename_season,
    replace_league,
    save_championship_decisions,
    save_event,
    save_season,
    save_season_complete,
    save_season_rules,
)
from leaguemgr.storage.fast_load import load_whole_league
from tests.storage.league_oracle import load_season, season_names

PLAIN = SeasonRules(buyin=Decimal("20"), rebuy_cost=Decimal("20"))


@pytest.fixture
def stored(db: Database, league: League) -> League:
    with db.transaction() as session:
        replace_league(session, league)
    return league


def _season(db: Database, name: str = "2026"):  # type: ignore[no-untyped-def]
    with db.read() as session:
        return load_season(session, name).season(name)


def test_saving_an_event_with_a_new_number_adds_it_in_number_order(
    db: Database, stored: League
) -> None:
    march = Event(number=4, date="2026-03-21", entries=(Entry("fay", finish=1),))
    with db.transaction() as session:
        save_event(session, "2026", march)
    assert [e.number for e in _season(db).events] == [1, 2, 3, 4]
    assert _season(db).events[3] == march


def test_saving_an_event_replaces_the_one_with_that_number(db: Database, stored: League) -> None:
    edited = dataclasses.replace(
        stored.season("2026").events[0],
        name="January (corrected)",
        entries=(
            Entry("bob", finish=1, busted_by=()),
            Entry("ann", EntryStatus.LATE_CANCEL, paid=False),
        ),
    )
    with db.transaction() as session:
        save_event(session, "2026", edited)
    season = _season(db)
    assert season.events[0] == edited
    assert season.events[1:] == stored.season("2026").events[1:]


def test_an_event_naming_an_unknown_player_is_refused_and_nothing_changes(
    db: Database, stored: League
) -> None:
    bad = Event(number=1, entries=(Entry("ann", finish=1, busted_by=("zed",)),))
    with pytest.raises(NotFoundError) as caught, db.transaction() as session:
        save_event(session, "2026", bad)
    assert str(caught.value) == 'Season "2026", event 1: there is no player with id "zed"'
    assert _season(db) == stored.season("2026")


def test_deleting_an_event_removes_it_and_its_entries(db: Database, stored: League) -> None:
    with db.transaction() as session:
        delete_event(session, "2026", 2)
    assert [e.number for e in _season(db).events] == [1, 3]


def test_deleting_a_missing_event_says_which(db: Database, stored: League) -> None:
    with (
        pytest.raises(NotFoundError, match='Season "2026" has no event 7'),
        db.transaction() as session,
    ):
        delete_event(session, "2026", 7)


def test_season_rules_can_be_replaced(db: Database, stored: League) -> None:
    rules = dataclasses.replace(
        stored.season("2026").rules,
        buyin=Decimal("35.00"),
        bounty=BountyRules(amount_per_event=Decimal("5"), initial_target=None),
        championship=None,
    )
    with db.transaction() as session:
        save_season_rules(session, "2026", rules)
    assert _season(db).rules == rules
    assert _season(db).events == stored.season("2026").events


def test_a_bounty_target_must_be_a_player(db: Database, stored: League) -> None:
    rules = dataclasses.replace(PLAIN, bounty=BountyRules(Decimal("10"), initial_target="zed"))
    with (
        pytest.raises(NotFoundError, match='initial bounty target "zed" is not a player'),
        db.transaction() as session,
    ):
        save_season_rules(session, "2026", rules)


def test_a_new_season_goes_after_the_others(db: Database, stored: League) -> None:
    with db.transaction() as session:
        create_season(session, "2027", PLAIN)
    with db.read() as session:
        assert season_names(session) == ["2025 FNC", "2026", "2027"]
    assert _season(db, "2027").rules == PLAIN
    assert _season(db, "2027").events == ()


def test_season_names_are_unique(db: Database, stored: League) -> None:
    with (
        pytest.raises(StorageError, match='There is already a season named "2026"'),
        db.transaction() as session,
    ):
        create_season(session, "2026", PLAIN)
    with (
        pytest.raises(StorageError, match='There is already a season named "2026"'),
        db.transaction() as session,
    ):
        rename_season(session, "2025 FNC", "2026")
    with pytest.raises(StorageError, match="A season needs a name"), db.transaction() as session:
        create_season(session, "  ", PLAIN)


def test_renaming_a_season_keeps_its_place_and_events(db: Database, stored: League) -> None:
    with db.transaction() as session:
        rename_season(session, "2025 FNC", "2025")
    with db.read() as session:
        assert season_names(session) == ["2025", "2026"]
    assert _season(db, "2025").events == stored.season("2025 FNC").events


def test_deleting_a_season_and_saving_it_back_restores_it(db: Database, stored: League) -> None:
    with db.transaction() as session:
        delete_season(session, "2026")
    with db.read() as session:
        assert season_names(session) == ["2025 FNC"]
    with db.transaction() as session:
        save_season(session, stored.season("2026"))
    with db.read() as session:
        assert load_whole_league(session) == stored


def test_where_a_close_and_a_mark_sit_in_the_ledger_is_kept(db: Database, stored: League) -> None:
    # SPEC 7: the ledger lines there were at a night's close and at the season's mark.
    closed = Event(number=4, date="2026-03-21", entries=(Entry("fay", finish=1),), closed_at_line=2)
    with db.transaction() as session:
        save_event(session, "2026", closed)
        save_season_complete(session, "2026", True, "2026-11-30", 5)
    season = _whole(db).season("2026")
    assert (season.completed_on, season.completed_at_line) == ("2026-11-30", 5)
    assert season.events[3].closed_at_line == 2
    with db.transaction() as session:  # a whole season written back (an undo) keeps both
        delete_season(session, "2026")
        save_season(session, season)
    assert _whole(db).season("2026") == season
    with db.transaction() as session:
        save_season_complete(session, "2026", False, None)
    assert _whole(db).season("2026").completed_at_line is None


def _whole(db: Database) -> League:
    with db.read() as session:
        league = load_whole_league(session)
    assert league is not None
    return league


def test_unknown_season_names_are_reported(db: Database, stored: League) -> None:
    for change in (
        lambda s: save_event(s, "1999", Event(number=1)),
        lambda s: delete_season(s, "1999"),
        lambda s: rename_season(s, "1999", "2000"),
        lambda s: save_season_rules(s, "1999", PLAIN),
        lambda s: save_championship_decisions(s, "1999", ChampionshipDecisions()),
    ):
        with (
            pytest.raises(NotFoundError, match='There is no season named "1999"'),
            db.transaction() as session,
        ):
            change(session)


def test_championship_decisions_are_replaced_in_order(db: Database, stored: League) -> None:
    decisions = ChampionshipDecisions(declined=("fay", "ann"), makeups=("bob", "cat"))
    with db.transaction() as session:
        save_championship_decisions(session, "2026", decisions)
    assert _season(db).championship == decisions
