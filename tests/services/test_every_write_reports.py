"""Every write leaves a league that reports (SPEC 2.8, issue 21).

A property: random sequences of the writes the app and the command line make (a night
closed live, an event saved or deleted, new season rules, championship declines and
make-ups, an import, a TD3 import, a copy, a snapshot put back, a backup restored) on the
example leagues, in a league file and on a PostgreSQL server. After each write every season
reports, through the league service and through ``leaguemgr report``'s own reading, and
``check`` finds no problem: a make-up the standings no longer offer is a note, never a
refusal.
"""

from __future__ import annotations

import dataclasses
import itertools
import random
from collections.abc import Callable
from decimal import Decimal
from pathlib import Path

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import event as note
from hypothesis import strategies as st

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import (
    ChampionshipDecisions,
    Entry,
    Event,
    EventKind,
    EventState,
    League,
    event_state,
)
from leaguemgr.services.league_check import league_check
from leaguemgr.services.league_copy import copy_league
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.report_store import read_season_report
from leaguemgr.services.season_reports import open_season_report
from leaguemgr.services.td3_import import plan_td3_import, read_tournaments
from leaguemgr.storage.restore import restore_backup
from tests.conftest import SHARED_EXAMPLES

EXAMPLES = sorted(SHARED_EXAMPLES.glob("*.league.json"))
TD3_SAMPLE = SHARED_EXAMPLES.parent / "td3-samples" / "sample-plain.tdt"

Write = Callable[[LeagueService, st.DataObject], None]


def regular_events(league: League, season: str) -> list[Event]:
    return [e for e in league.season(season).events if e.kind is EventKind.REGULAR]


def next_number(league: League, season: str) -> int:
    return max((e.number for e in league.season(season).events), default=0) + 1


def some_players(league: League, data: st.DataObject, least: int = 0) -> list[str]:
    ids = [player.id for player in league.players]
    return data.draw(st.lists(st.sampled_from(ids), min_size=least, max_size=6, unique=True))


def close_a_night_live(service: LeagueService, data: st.DataObject) -> None:
    league = service.league
    season = league.seasons[-1].name
    number = next_number(league, season)
    players = some_players(league, data, least=2)
    nights = NightService(service, rng=random.Random(number))
    nights.start(season, number)
    for player in players:
        nights.arrive(season, number, player)
    nights.draw(season, number, seed=number)
    for out, hitman in itertools.pairwise(players):
        nights.bust(season, number, [out], [hitman])
    nights.close(season, number)


def save_an_event(service: LeagueService, data: st.DataObject) -> None:
    league = service.league
    season = league.seasons[-1].name
    closed = [e for e in regular_events(league, season) if event_state(e) is EventState.CLOSED]
    if closed and data.draw(st.booleans(), label="edit a closed event"):
        event = data.draw(st.sampled_from(closed))
        # The finishes change hands among the players who have one.
        placed = [e for e in event.entries if e.finish is not None]
        finishes = iter(data.draw(st.permutations([e.finish for e in placed])))
        entries = tuple(
            dataclasses.replace(e, finish=next(finishes), busted_by=()) if e in placed else e
            for e in event.entries
        )
        service.save_event(season, dataclasses.replace(event, entries=entries, payouts=None))
        return
    players = some_players(league, data, least=1)
    entries = tuple(Entry(player, finish=i) for i, player in enumerate(players, 1))
    service.save_event(season, Event(next_number(league, season), entries=entries))


def delete_an_event(service: LeagueService, data: st.DataObject) -> None:
    season = service.league.seasons[-1].name
    events = regular_events(service.league, season)
    if events:
        service.delete_event(season, data.draw(st.sampled_from(events)).number)


def change_the_season_rules(service: LeagueService, data: st.DataObject) -> None:
    season = service.league.seasons[-1]
    championship = season.rules.championship
    if championship is None:
        return
    changed = dataclasses.replace(
        championship,
        seats=data.draw(st.integers(1, 14), label="seats"),
        min_events=data.draw(st.integers(0, 13), label="min_events"),
        makeup_fee_per_missed_event=data.draw(st.sampled_from([None, Decimal("25")])),
    )
    rules = dataclasses.replace(season.rules, championship=changed)
    service.save_rules(season.name, rules, recompute_closed=data.draw(st.booleans()))


def decide_the_championship(service: LeagueService, data: st.DataObject) -> None:
    season = service.league.seasons[-1].name
    league = service.league
    declined = tuple(some_players(league, data))
    makeups = tuple(p for p in some_players(league, data) if p not in declined)
    service.save_championship_decisions(season, ChampionshipDecisions(declined, makeups))


def import_it_again(service: LeagueService, data: st.DataObject) -> None:
    # Through a league file, as `leaguemgr export-json` then `leaguemgr import` do.
    path = _SCRATCH[0] / "again.league.json"
    service.export_league_file(path)
    service.import_league_file(path)


def import_td3(service: LeagueService, data: st.DataObject) -> None:
    # As `leaguemgr import-td3 --season` does: into the season, one transaction.
    tournaments, _ = read_tournaments([TD3_SAMPLE])
    season = service.league.seasons[-1].name
    result = plan_td3_import(service.league, tournaments, season=season, zone="UTC")
    if result.changes_anything:
        touched = set(result.seasons)
        seasons = tuple(s for s in result.league.seasons if s.name in touched)
        service.import_league(dataclasses.replace(result.league, seasons=seasons))


def put_a_snapshot_back(service: LeagueService, data: st.DataObject) -> None:
    # The undo of an import or a merge: the league exactly as it was when first written.
    service.restore_league(_FIRST[service.path])


def restore_a_backup(service: LeagueService, data: st.DataObject) -> None:
    # `leaguemgr restore` puts a league file's backup back (a server has its own backups).
    if service.database.on_server:
        return
    backup = _SCRATCH[0] / f"backup-{next(_BACKUPS)}.sqlite"
    service.backup_to(backup)
    restore_backup(backup, Path(service.path))


WRITES: list[Write] = [
    close_a_night_live,
    save_an_event,
    delete_an_event,
    change_the_season_rules,
    decide_the_championship,
    import_it_again,
    import_td3,
    put_a_snapshot_back,
    restore_a_backup,
]
_FIRST: dict[object, League] = {}
_SCRATCH: list[Path] = []
_BACKUPS = itertools.count()


def assert_every_season_reports(db: str) -> None:
    checked = league_check(db)
    assert checked.problems == [], checked.problems
    service = LeagueService.open(db, read_only=True)
    try:
        names = service.season_names()
        reports = {name: service.report(name) for name in names}
    finally:
        service.close()
    for name in names:
        open_season_report(db, name, validate=True)
        # What `leaguemgr report` reads: a report the file keeps is never a stale one.
        assert read_season_report(db, name).report == reports[name]


@pytest.fixture(params=["file", "server"])
def new_league_db(request, tmp_path: Path) -> Callable[[], str]:
    """Makes a fresh, empty league database each time it is called."""
    _SCRATCH[:] = [tmp_path]
    if request.param == "file":
        counter = itertools.count()
        return lambda: str(tmp_path / f"league{next(counter)}.sqlite")
    cluster = request.getfixturevalue("pg_cluster")
    return cluster.new_database


@settings(
    max_examples=4,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
)
@given(data=st.data())
def test_every_write_leaves_every_season_reporting(new_league_db, data):
    db = new_league_db()
    example = data.draw(st.sampled_from(EXAMPLES), label="example")
    service = LeagueService.open(db)
    try:
        service.import_league_file(example)
        _FIRST[service.path] = service.league
    finally:
        service.close()
    for write in data.draw(st.lists(st.sampled_from(WRITES), min_size=2, max_size=4)):
        service = LeagueService.open(db)
        try:
            write(service, data)
        except RuleError as exc:
            # A write may be refused for what it breaks (a free entry a deleted night had
            # earned), leaving the league as it was; never for the championship's decisions.
            assert "championship" not in exc.problem.location, exc
            note(f"refused: {exc.problem.message}")
        finally:
            service.close()
        assert_every_season_reports(db)
    copy = new_league_db()
    copy_league(db, copy)
    assert_every_season_reports(copy)
