"""Roster edits: adding, renaming, merging duplicates and deleting players."""

from __future__ import annotations

import pytest

from leaguemgr.domain.records import ChampionshipDecisions, Entry, Event, League, Player
from leaguemgr.storage import (
    Database,
    NotFoundError,
    StorageError,
    add_player,
    delete_player,
    merge_players,
    replace_league,
    save_championship_decisions,
    save_event,
    update_player,
)
from leaguemgr.storage.fast_load import load_whole_league
from tests.storage.league_oracle import load_players


@pytest.fixture
def stored(db: Database, league: League) -> League:
    with db.transaction() as session:
        replace_league(session, league)
    return league


def _league(db: Database) -> League:
    with db.read() as session:
        league = load_whole_league(session)
    assert league is not None
    return league


def test_added_players_appear_last_on_the_roster(db: Database, stored: League) -> None:
    with db.transaction() as session:
        add_player(session, Player("gus", "Gus Hale", sub=True))
    with db.read() as session:
        assert load_players(session)[-1] == Player("gus", "Gus Hale", sub=True)


def test_a_player_id_can_be_used_once(db: Database, stored: League) -> None:
    with pytest.raises(StorageError) as caught, db.transaction() as session:
        add_player(session, Player("ann", "Another Ann"))
    assert str(caught.value) == 'There is already a player with id "ann" (Ann Lee)'


def test_updating_a_player_renames_and_flags_them(db: Database, stored: League) -> None:
    with db.transaction() as session:
        update_player(session, Player("bob", "Robert Ray", sub=False, active=False))
    assert _league(db).players[1] == Player("bob", "Robert Ray", sub=False, active=False)
    with (
        pytest.raises(NotFoundError, match='There is no player with id "zed"'),
        db.transaction() as session,
    ):
        update_player(session, Player("zed", "Zed"))


def test_merging_moves_all_history_to_the_kept_player(db: Database, stored: League) -> None:
    # "fay" and "gus" are the same person recorded twice.
    with db.transaction() as session:
        add_player(session, Player("gus", "Fay Orr (dup)"))
        save_event(
            session,
            "2026",
            Event(number=4, entries=(Entry("gus", finish=1), Entry("ann", busted_by=("gus",)))),
        )
        save_championship_decisions(
            session, "2026", ChampionshipDecisions(declined=("gus", "fay"), makeups=("gus",))
        )
    with db.transaction() as session:
        merge_players(session, "fay", "gus")
    league = _league(db)
    assert "gus" not in {p.id for p in league.players}
    season = league.season("2026")
    assert season.events[3].entries == (
        Entry("fay", finish=1),
        Entry("ann", busted_by=("fay",)),
    )
    assert season.championship == ChampionshipDecisions(declined=("fay",), makeups=("fay",))


def test_merging_carries_dealing_and_the_bounty_target(db: Database, stored: League) -> None:
    with db.transaction() as session:
        add_player(session, Player("gus", "Gus Hale"))
        add_player(session, Player("hal", "Hal Ito"))
        merge_players(session, "gus", "dan")
        merge_players(session, "hal", "fay")
    season = _league(db).season("2026")
    assert season.rules.bounty is not None
    assert season.rules.bounty.initial_target == "gus"
    assert season.events[1].entries[0].player == "gus"
    assert season.events[0].entries[1].busted_by == ("ann", "ann", "gus")
    assert [d.player for e in season.events for d in e.dealers] == ["hal", "cat", "hal", "hal"]


def test_merging_two_players_who_met_at_a_table_is_refused(db: Database, stored: League) -> None:
    with pytest.raises(StorageError) as caught, db.transaction() as session:
        merge_players(session, "ann", "bob")
    assert str(caught.value) == (
        'Cannot merge "bob" into "ann": both have an entry in '
        'season "2026" event 1 (January); season "2026" event 2 (Pick a stack)'
    )
    assert _league(db) == stored


def test_merging_names_unknown_players(db: Database, stored: League) -> None:
    with (
        pytest.raises(NotFoundError, match='There is no player with id "zed"'),
        db.transaction() as session,
    ):
        merge_players(session, "ann", "zed")


def test_a_player_with_history_cannot_be_deleted(db: Database, stored: League) -> None:
    with pytest.raises(StorageError) as caught, db.transaction() as session:
        delete_player(session, "fay")
    assert str(caught.value) == (
        'Player "fay" has history (entries, dealing, championship decisions) and cannot be '
        "deleted; mark the player inactive, or merge them into another player"
    )
    assert _league(db) == stored


def test_a_player_without_history_can_be_deleted(db: Database, stored: League) -> None:
    with db.transaction() as session:
        add_player(session, Player("gus", "Gus Hale"))
    with db.transaction() as session:
        delete_player(session, "gus")
    assert _league(db) == stored
