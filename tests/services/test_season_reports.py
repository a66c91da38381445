"""The app's season reports: opened from one season, recomputed after edits, always the same
as the plain computation on the whole league."""

from __future__ import annotations

import dataclasses
import gc

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import League
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.season_reports import SeasonReports, open_season_report, with_event
from leaguemgr.storage import (
    open_database,
    replace_league,
)
from leaguemgr.storage.errors import NotFoundError
from leaguemgr.storage.fast_load import load_whole_league
from tests import raw_league, synthetic


@pytest.fixture
def stored(league_target: str) -> tuple[str, League]:
    path = league_target
    with open_database(path) as db:
        with db.transaction() as session:
            replace_league(session, synthetic.league(3, 6, 16, 30, seed=5))
        with db.read() as session:
            league = load_whole_league(session)
    assert league is not None
    return path, league


def _moved_up(event, finish: int):
    """``event`` with the players finishing ``finish`` and ``finish + 1`` trading places."""
    entries = list(event.entries)
    a = next(i for i, e in enumerate(entries) if e.finish == finish)
    b = next(i for i, e in enumerate(entries) if e.finish == finish + 1)
    entries[a] = dataclasses.replace(entries[a], finish=finish + 1)
    entries[b] = dataclasses.replace(entries[b], finish=finish)
    return dataclasses.replace(event, entries=tuple(entries))


def test_opening_reports_the_latest_season_as_the_whole_league_does(stored):
    path, league = stored
    opened = open_season_report(path)
    assert opened.season.name == league.seasons[-1].name
    assert opened.report == compute_season_report(league, league.seasons[-1].name)
    first = league.seasons[0].name
    assert open_season_report(path, first).report == compute_season_report(league, first)


def test_a_preview_is_the_report_of_the_edited_league(stored):
    path, league = stored
    opened = open_season_report(path)
    name = opened.season.name
    for event in opened.season.events[:4]:
        edited = _moved_up(event, 2)
        expected = compute_season_report(with_event(league, name, edited), name)
        assert opened.preview(edited) == expected
        assert expected != opened.report  # the edit shows


def test_season_reports_follow_edits_and_refuse_what_saving_would_refuse(stored):
    _, league = stored
    reports = SeasonReports()
    name = league.seasons[1].name
    assert reports.report(league, name) == compute_season_report(league, name)
    event = league.seasons[1].events[2]
    edited = _moved_up(event, 1)
    assert reports.preview(league, name, edited) == compute_season_report(
        with_event(league, name, edited), name
    )
    broken = dataclasses.replace(
        event, entries=(dataclasses.replace(event.entries[0], finish=999), *event.entries[1:])
    )
    with pytest.raises(RuleError, match="not a valid sequence"):
        reports.preview(league, name, broken)
    with pytest.raises(RuleError, match="no season"):
        reports.preview(league, "nope", edited)
    reports.forget(name)
    assert reports.report(league, name) == compute_season_report(league, name)


def test_opening_skips_the_full_check_but_gives_the_checked_report(stored):
    """The cold path computes without checking every entry (stored data was checked when
    written); its report is the checked computation's, for every season."""
    path, league = stored
    for season in league.seasons:
        opened = open_season_report(path, season.name)
        assert opened.report == compute_season_report(league, season.name)
        # The calculator kept from opening still checks what is previewed.
        assert opened.preview(season.events[0]) == opened.report


def test_opening_data_the_rules_cannot_apply_names_the_problem(stored):
    """Stored data that breaks the computation goes through the full check: a RuleError
    naming the problem, not a crash."""
    path, league = stored
    raw_league.execute(
        path,
        (
            "UPDATE entry SET finish = NULL WHERE id = (SELECT min(en.id) FROM entry AS en"
            " JOIN event AS ev ON ev.id = en.event_id JOIN season AS s ON s.id = ev.season_id"
            " WHERE s.name = ? AND en.status = 'played')",
            (league.seasons[-1].name,),
        ),
    )
    with pytest.raises(RuleError, match="needs a finish"):
        open_season_report(path)


def test_opening_leaves_the_garbage_collector_as_it_was(stored):
    """The collector is paused while the season is read, on again after (or a long session
    would never free a cycle), off still inside the app's own pause, and on after a refusal."""
    path, _league = stored
    assert gc.isenabled()
    open_season_report(path)
    assert gc.isenabled()
    gc.disable()
    try:
        open_season_report(path)
        assert not gc.isenabled()
    finally:
        gc.enable()
    with pytest.raises(NotFoundError):
        open_season_report(path, "no such season")
    assert gc.isenabled()
