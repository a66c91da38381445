"""A league on a PostgreSQL server (SPEC 6): what differs from a file, and the faults.

The round trips, migrations and units of work that are the same on both run on both from
the other storage tests (``db``); here are the URL, two writers at once, a server that goes
away and comes back, a role that may only read, and schemas that are not ours.
"""

from __future__ import annotations

import threading
from pathlib import Path

import pytest

from leaguemgr.domain.records import League, Player
from leaguemgr.storage import open_database
from leaguemgr.storage.errors import ChangedMeanwhile, Fault, StorageError
from leaguemgr.storage.fast_load import load_whole_league
from leaguemgr.storage.locations import ServerLocation, locate, without_password
from leaguemgr.storage.players import add_player
from leaguemgr.storage.repository import replace_league
from leaguemgr.storage.server import SERVER_BACKUPS
from tests.storage.league_oracle import load_players


def test_a_url_names_a_server_and_anything_else_a_file() -> None:
    where = locate("postgresql://ann:s3cret@db.example:5433/league?host=/run/pg&port=5432")
    assert isinstance(where, ServerLocation)
    assert where.dbname == "league"
    assert "s3cret" not in str(where) and "s3cret" not in repr(where)
    assert str(where) == "postgresql://ann@db.example:5433/league?host=/run/pg&port=5432"
    assert locate("league.sqlite") == Path("league.sqlite")
    assert locate("postgres:///other?host=/tmp").dbname == "other"


def test_a_password_in_the_query_is_never_shown() -> None:
    shown = without_password("postgresql:///league?host=/tmp&password=hunter2")
    assert "hunter2" not in shown and "host=/tmp" in shown


def test_a_url_libpq_cannot_read_is_named() -> None:
    with pytest.raises(StorageError, match="port 'notaport' is not a number"):
        locate("postgresql://host:notaport/league")
    with pytest.raises(StorageError, match='invalid URI query parameter: "colour"'):
        locate("postgresql://host/league?colour=red")


def test_two_writers_queue_on_the_change_counter(pg_url: str, league: League) -> None:
    first = open_database(pg_url, busy_timeout=5)
    second = open_database(pg_url, busy_timeout=0.3)
    try:
        with first.transaction() as session:
            replace_league(session, league)
            # While the first write is open the second cannot start: it waits, then says
            # the league is busy, and nothing of it is written.
            with pytest.raises(StorageError) as busy, second.transaction() as other:
                add_player(other, Player("gus", "Gus Hale"))
            assert busy.value.fault is Fault.LOCKED
        with second.transaction() as other:  # the lock is free again
            add_player(other, Player("gus", "Gus Hale"))
        with first.read() as session:
            assert [p.id for p in load_players(session)][-1] == "gus"
    finally:
        first.close()
        second.close()


def test_writers_at_the_same_moment_all_land(pg_url: str, league: League) -> None:
    with open_database(pg_url) as setup, setup.transaction() as session:
        replace_league(session, league)
    failures: list[BaseException] = []

    def add(code: str) -> None:
        try:
            with (
                open_database(pg_url, busy_timeout=30) as database,
                database.transaction() as session,
            ):
                add_player(session, Player(code, f"Player {code}"))
        except BaseException as exc:  # reported by the assertion below
            failures.append(exc)

    threads = [threading.Thread(target=add, args=(f"p{i}",)) for i in range(8)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert failures == []
    with open_database(pg_url, read_only=True) as database, database.read() as session:
        codes = {player.id for player in load_players(session)}
    assert {f"p{i}" for i in range(8)} <= codes
    with open_database(pg_url) as database:
        assert database.last_change()[1].startswith("the leaguemgr app on ")


def test_a_write_from_stale_state_is_refused_and_the_change_is_seen(
    pg_url: str, league: League
) -> None:
    mine, theirs = open_database(pg_url), open_database(pg_url)
    try:
        with mine.transaction() as session:
            replace_league(session, league)
        assert not mine.changed_elsewhere()
        with theirs.transaction() as session:
            add_player(session, Player("gus", "Gus Hale"))
        assert mine.changed_elsewhere()
        with (
            pytest.raises(ChangedMeanwhile, match="was changed by the leaguemgr app on"),
            mine.transaction() as session,
        ):
            add_player(session, Player("hal", "Hal Ames"))
        with mine.read() as session:
            assert "hal" not in {p.id for p in load_players(session)}
    finally:
        mine.close()
        theirs.close()


def test_the_server_going_away_fails_one_action_and_the_same_action_works_after(
    pg_cluster, pg_url: str, league: League
) -> None:
    database = open_database(pg_url)
    try:
        with database.transaction() as session:
            replace_league(session, league)
        pg_cluster.pause()
        try:
            with pytest.raises(StorageError) as gone, database.transaction() as session:
                add_player(session, Player("gus", "Gus Hale"))
            assert gone.value.fault is Fault.SERVER_GONE
            assert "nothing was saved; try again" in str(gone.value)
            assert "\n" not in str(gone.value)
            with pytest.raises(StorageError) as also:
                database.changed_elsewhere()
            assert also.value.fault is Fault.SERVER_GONE
        finally:
            pg_cluster.resume()
        with database.transaction() as session:  # the same action, once the server is back
            add_player(session, Player("gus", "Gus Hale"))
        with database.read() as session:
            assert [p.id for p in load_players(session)][-1] == "gus"
    finally:
        database.close()


def test_a_server_that_is_not_there_is_one_clear_error(tmp_path: Path) -> None:
    with pytest.raises(StorageError) as gone:
        open_database(f"postgresql:///league?host={tmp_path}")
    assert gone.value.fault is Fault.SERVER_GONE
    assert "went away" in str(gone.value) and "\n" not in str(gone.value)


def test_a_missing_database_is_named(pg_cluster) -> None:
    with pytest.raises(StorageError) as missing:
        open_database(pg_cluster.url("no_such_league"))
    assert missing.value.fault is Fault.MISSING


def test_a_role_that_may_only_select_opens_the_league_read_only(
    pg_cluster, pg_url: str, league: League
) -> None:
    with open_database(pg_url) as database, database.transaction() as session:
        replace_league(session, league)
    dbname = locate(pg_url).dbname
    role = f"reader_{dbname}"
    pg_cluster.sql(f"CREATE ROLE {role} LOGIN")
    pg_cluster.sql(f"GRANT SELECT ON ALL TABLES IN SCHEMA public TO {role}", dbname)
    reader = open_database(pg_cluster.url(dbname, user=role))
    try:
        assert reader.read_only_reason == "your role on the server may only read this league"
        with reader.read() as session:
            assert load_whole_league(session) == league
        with pytest.raises(StorageError) as refused, reader.transaction() as session:
            add_player(session, Player("gus", "Gus Hale"))
        assert refused.value.fault is Fault.READ_ONLY
    finally:
        reader.close()


def test_an_empty_database_becomes_a_league_only_when_it_may_be_written(pg_cluster) -> None:
    empty = pg_cluster.new_database(empty=True)
    with pytest.raises(StorageError) as nothing:
        open_database(empty, read_only=True)
    assert nothing.value.fault is Fault.MISSING
    with pytest.raises(StorageError):
        open_database(empty, create=False)
    with open_database(empty) as database, database.read() as session:
        assert load_whole_league(session) is None


def test_a_newer_schema_is_refused(pg_cluster, pg_url: str) -> None:
    pg_cluster.sql("UPDATE alembic_version SET version_num = '9999'", locate(pg_url).dbname)
    with pytest.raises(StorageError) as newer:
        open_database(pg_url)
    assert newer.value.fault is Fault.NEWER


def test_another_programs_database_is_not_a_league(pg_cluster) -> None:
    other = pg_cluster.new_database(empty=True)
    pg_cluster.sql("CREATE TABLE invoices (id integer)", locate(other).dbname)
    with pytest.raises(StorageError) as refused:
        open_database(other)
    assert refused.value.fault is Fault.NOT_A_LEAGUE


def test_a_server_league_says_its_backups_are_the_servers(pg_url: str, league: League) -> None:
    with open_database(pg_url) as database:
        with database.transaction() as session:
            replace_league(session, league)
        assert database.backup_problem == SERVER_BACKUPS
        assert database.backup is None


def test_an_older_schema_on_a_server_is_upgraded_in_place_keeping_the_league(
    pg_cluster, pg_url: str, league: League
) -> None:
    from tests.older_schema import _UNDO

    with open_database(pg_url) as database, database.transaction() as session:
        replace_league(session, league)
    dbname = locate(pg_url).dbname
    for revision in sorted(_UNDO, reverse=True):  # back to what revision 0001 wrote
        for statement in _UNDO[revision]:
            pg_cluster.sql(statement, dbname)
    pg_cluster.sql("UPDATE alembic_version SET version_num = '0001'", dbname)
    with pytest.raises(StorageError) as read_only:  # reading alone never upgrades
        open_database(pg_url, read_only=True)
    assert read_only.value.fault is Fault.READ_ONLY
    with open_database(pg_url) as database, database.read() as session:
        upgraded = load_whole_league(session)
        assert database.backup is None  # the server's own backups apply
    assert upgraded is not None
    assert upgraded.players == league.players
    assert [s.name for s in upgraded.seasons] == [s.name for s in league.seasons]
    assert [len(e.entries) for s in upgraded.seasons for e in s.events] == [
        len(e.entries) for s in league.seasons for e in s.events
    ]


def test_a_server_gone_silent_is_given_up_within_seconds_not_minutes(pg_url: str) -> None:
    """A venue's network dropping leaves a query waiting on a server that answers nothing;
    every connection carries libpq's keepalive and unacknowledged-data limits, so the
    action fails with the server-gone line in about ten seconds instead of many minutes."""
    from leaguemgr.storage.locations import server_location
    from leaguemgr.storage.server import DEAD_SERVER_LIMITS, _connect

    connection = _connect(server_location(pg_url), autocommit=True)
    try:
        settings = connection.info.get_parameters()
    finally:
        connection.close()
    assert settings["tcp_user_timeout"] == "10000"
    assert settings["keepalives"] == "1"
    assert int(settings["keepalives_idle"]) + 3 * int(settings["keepalives_interval"]) <= 15
    assert DEAD_SERVER_LIMITS["tcp_user_timeout"] <= 15_000
