"""A make-up the standings no longer offer (SPEC 2.8) is listed in the season's exports."""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.records import Entry, Event
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.exporters.report_text import report_text
from leaguemgr.exporters.season_tables import championship_tables
from leaguemgr.services.league_files import load_league_file
from tests.conftest import SHARED_EXAMPLES


def test_the_exports_list_a_make_up_a_later_night_took_away():
    league = load_league_file(SHARED_EXAMPLES / "az-2026.league.json")
    (season,) = league.seasons
    night = Event(12, entries=(Entry("p07", finish=1), Entry("p01", finish=2)))
    season = dataclasses.replace(season, events=(*season.events, night))
    league = dataclasses.replace(league, seasons=(season,))
    report = compute_season_report(league, "2026")

    (table,) = [t for t in championship_tables(league, report) if "no longer" in t.title]
    assert table.title == "Make-ups no longer offered"
    assert table.rows == (("Hal A7", "the player qualified on points"),)
    assert table.notes == ("Recorded, but each joins neither the field nor the pool.",)
    assert (
        "Make-up buy-in of Hal A7 no longer offered: the player qualified on points; "
        "it joins neither the field nor the pool"
    ) in report_text(league, report).splitlines()
