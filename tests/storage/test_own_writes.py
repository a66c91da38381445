"""The change-counter values a program's own writes produced (what the app's phone server
tells its window, so that a director's action is read alone): noted as each counted write
commits, on a file (the ORM's unit of work and the plain fast path) and on a server."""

from __future__ import annotations

from pathlib import Path

import pytest

from leaguemgr.domain.records import League, Player
from leaguemgr.storage import Database, open_database
from leaguemgr.storage.own_writes import OwnWrites, spanned
from leaguemgr.storage.players import add_player
from leaguemgr.storage.repository import replace_league


def test_each_counted_write_is_noted_with_the_counter_before_and_after(
    db: Database, league: League
) -> None:
    with db.transaction() as session:
        replace_league(session, league)
    start = db.seen
    assert start is not None
    with db.own_writes.noting() as writes:
        with db.transaction() as session:
            add_player(session, Player("gus", "Gus Hale"))
        with db.transaction(reread=True) as session:
            add_player(session, Player("hal", "Hal Ames"))
        with db.transaction(counted=False) as session:  # the site's form key: no edit
            pass
        with pytest.raises(RuntimeError), db.transaction() as session:
            add_player(session, Player("ivy", "Ivy Moss"))
            raise RuntimeError("rolled back: never counted")
    assert writes == [(start, start + 1), (start + 1, start + 2)]
    assert spanned(writes) == OwnWrites(start, start + 2) and db.seen == start + 2
    with db.transaction() as session:  # nobody asks: nothing kept
        add_player(session, Player("jon", "Jon Park"))
    assert writes == [(start, start + 1), (start + 1, start + 2)]


def test_the_plain_fast_path_is_noted_too(db_path: Path, league: League) -> None:
    with open_database(db_path) as db:
        with db.transaction() as session:
            replace_league(session, league)
        start = db.seen
        assert start is not None
        with db.own_writes.noting() as writes, db.plain_transaction():
            pass
        assert writes == [(start, start + 1)] and db.seen == start + 1


def test_another_programs_write_between_two_of_ours_breaks_the_run(
    db_path: Path, league: League
) -> None:
    with open_database(db_path) as ours, open_database(db_path) as theirs:
        with ours.transaction() as session:
            replace_league(session, league)
        with ours.own_writes.noting() as writes:
            with ours.transaction() as session:
                add_player(session, Player("gus", "Gus Hale"))
            with theirs.transaction(reread=True) as session:
                add_player(session, Player("hal", "Hal Ames"))
            with ours.transaction(reread=True) as session:
                add_player(session, Player("ivy", "Ivy Moss"))
        first, second = writes
        assert second[0] == first[1] + 1  # their write came between
        assert spanned(writes) is None
        assert spanned([]) is None
