"""Another director's write on a server is heard as it commits (SPEC 6: every copy follows
the others within 2 seconds): each write ends with a notification, a listener on another
connection hears it without waiting, and a listener whose server went away carries on."""

from __future__ import annotations

import select
from collections.abc import Callable
from time import monotonic

import psycopg
import pytest

from leaguemgr.domain.records import League, Player
from leaguemgr.storage import open_database
from leaguemgr.storage.players import add_player
from leaguemgr.storage.repository import replace_league
from leaguemgr.storage.server_listen import CHANNEL, RETRY_AFTER, ChangeListener


def until(condition: Callable[[], bool], seconds: float = 10.0) -> None:
    """Wait for the listener's own thread to connect (a real connection takes its time)."""
    deadline = monotonic() + seconds
    while not condition():
        assert monotonic() < deadline, "the listener did not connect"
        select.select([], [], [], 0.01)


def readable(listener: ChangeListener, seconds: float) -> bool:
    socket = listener.fileno()
    assert socket is not None
    return bool(select.select([socket], [], [], seconds)[0])


@pytest.fixture
def server_league(pg_url: str, league: League) -> str:
    with open_database(pg_url) as database, database.transaction() as session:
        replace_league(session, league)
    return pg_url


@pytest.fixture
def clock() -> list[float]:
    return [1000.0]


@pytest.fixture
def attempts() -> list[str]:
    """Each time a listener set up by ``listening`` tried to connect, and how it went."""
    return []


@pytest.fixture
def listening(server_league: str, clock: list[float], attempts: list[str]):
    """A league opened as the app opens it, and a listener on it, connected and drained,
    whose clock (the pace of its tries to connect again) is the test's."""

    def connect():
        try:
            connection = psycopg.connect(server_league, autocommit=True)
        except psycopg.Error:
            attempts.append("refused")
            raise
        attempts.append("connected")
        return connection

    database = open_database(server_league)
    with database.read_raw():  # what the app does as it reads the league
        database.seen = database.snapshot_version
    listener = ChangeListener(connect, clock=lambda: clock[0])
    until(lambda: listener.listening)
    assert listener.drain()  # connected: whatever happened before is to be looked at once
    assert not listener.drain()
    yield database, listener
    listener.close()
    database.close()


def drain_until(listener: ChangeListener, condition: Callable[[list[bool]], bool]) -> list[bool]:
    """Drain as the app does when the socket wakes it, until ``condition(said)``, ``said``
    being what each drain said. Every drain returns at once, whatever the server does."""
    said: list[bool] = []
    deadline = monotonic() + 10
    while not condition(said):
        assert monotonic() < deadline, f"still waiting after {said}"
        socket = listener.fileno()
        if socket is not None:
            select.select([socket], [], [], 0.05)
        else:
            select.select([], [], [], 0.01)
        started = monotonic()
        said.append(listener.drain())
        assert monotonic() - started < 0.1
    return said


def write_elsewhere(url: str, code: str) -> None:
    with open_database(url) as other, other.transaction() as session:
        add_player(session, Player(code, f"Player {code}"))


def terminate_listeners(url: str) -> None:
    """What a server restart or a dropped network does to the listening connection."""
    with psycopg.connect(url, autocommit=True) as admin:
        admin.execute(
            "SELECT pg_terminate_backend(pid) FROM pg_stat_activity"
            " WHERE datname = current_database() AND query LIKE 'LISTEN%%'"
        )


def test_a_write_in_one_connection_wakes_the_listener_of_another(listening, server_league):
    database, listener = listening
    write_elsewhere(server_league, "gus")
    assert readable(listener, 2.0)  # at once, not at the next poll
    assert listener.drain()
    assert not listener.drain()  # heard once
    assert database.changed_elsewhere()


def test_only_a_committed_write_is_announced_with_the_counter_it_made(server_league):
    with psycopg.connect(server_league, autocommit=True) as raw:
        raw.execute(f"LISTEN {CHANNEL}")
        with open_database(server_league) as other:
            with pytest.raises(RuntimeError), other.transaction() as session:
                add_player(session, Player("gus", "Gus Hale"))
                raise RuntimeError("the director cancelled")
            with other.transaction() as session:
                add_player(session, Player("hal", "Hal Ames"))
        counter = raw.execute("SELECT counter FROM league_change").fetchone()[0]
        heard = list(raw.notifies(timeout=2.0, stop_after=1))
        heard += list(raw.notifies(timeout=0))
    assert [note.payload for note in heard] == [str(counter)]


def test_leagues_sharing_a_server_do_not_hear_each_other(listening, pg_cluster, league):
    _database, listener = listening
    other = pg_cluster.new_database()
    with open_database(other) as database, database.transaction() as session:
        replace_league(session, league)
    assert not readable(listener, 0.3)
    assert not listener.drain()


def test_a_listener_whose_connection_was_cut_connects_again_quietly(
    listening, server_league, attempts
):
    database, listener = listening
    terminate_listeners(server_league)
    # The server's goodbye and the lost connection say nothing; connected again (at once,
    # in the background), it says "look" once, for what it may have missed meanwhile.
    said = drain_until(listener, lambda said: True in said)
    assert said[-1] and True not in said[:-1]
    assert attempts == ["connected", "connected"] and listener.listening
    assert not listener.drain()

    write_elsewhere(server_league, "gus")
    assert readable(listener, 2.0)
    assert listener.drain()
    assert database.changed_elsewhere()


def test_a_listener_on_a_server_that_is_away_tries_again_at_its_pace(
    listening, pg_cluster, server_league, clock, attempts
):
    _database, listener = listening
    pg_cluster.pause()
    try:
        said = drain_until(listener, lambda _said: attempts[-1] == "refused")
        assert True not in said and not listener.listening
        clock[0] += RETRY_AFTER / 2
        assert not listener.drain()
        assert attempts == ["connected", "refused"]  # not tried again yet
    finally:
        pg_cluster.resume()
    clock[0] += RETRY_AFTER / 2
    # Its time: it tries again, in the background, and once connected says "look" once (a
    # write while it was away was not heard).
    said = drain_until(listener, lambda said: True in said)
    assert said[-1] and True not in said[:-1]
    assert attempts == ["connected", "refused", "connected"]
    assert not listener.drain()
    write_elsewhere(server_league, "gus")
    assert readable(listener, 2.0)
    assert listener.drain()


def test_the_listener_of_a_league_is_closed_with_it_and_stops_being_watched_first(
    server_league,
):
    database = open_database(server_league)
    listener = database.change_listener()
    assert database.change_listener() is listener  # one per league
    until(lambda: listener.listening)
    write_elsewhere(server_league, "gus")
    assert readable(listener, 2.0) and listener.drain()

    stopped: list[int | None] = []
    listener.when_closed(lambda: stopped.append(listener.fileno()))
    database.close()
    assert stopped and stopped[0] is not None  # told while its socket was still open
    assert listener.fileno() is None
    write_elsewhere(server_league, "hal")
    assert not listener.drain()
