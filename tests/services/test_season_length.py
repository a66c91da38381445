"""A season's length (SPEC 8 ``events_planned``): "After 3 of 10 events" when the season
says so, "about" only for an estimate from the dates."""

from __future__ import annotations

from leaguemgr.domain.records import Event
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.season_progress import season_progress
from tests.domain.builders import field, league_of, rules

WEEKLY = tuple(
    Event(number, date=f"2026-01-{day:02d}", entries=field(4))
    for number, day in ((1, 8), (2, 15), (3, 22))
)


def progress(**changes):
    league = league_of(rules(**changes), *WEEKLY)
    return season_progress(league, compute_season_report(league, "S"))


def test_a_season_with_its_number_of_events_says_it_without_about():
    planned = progress(events_planned=10)
    assert planned.after_text() == "After 3 of 10 events"
    assert planned.left == 7


def test_without_it_the_estimate_from_the_dates_says_about():
    assert progress().after_text() == "After 3 of about 52 events"


def test_more_events_played_than_planned_end_the_season_at_those_played():
    assert progress(events_planned=2).after_text() == "After 3 events"
