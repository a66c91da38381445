"""When the league owes the season's prizes (SPEC 7, issue 40): once the season earned them."""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.ledger_earned import Earned, championship_earned, season_earned
from leaguemgr.domain.records import Event, EventKind, EventState, Season
from tests.domain.builders import field, rules


def _season(played: int, planned: int | None = 4, **changes) -> Season:
    events = tuple(
        Event(number=n, date=f"2026-0{n}-10", entries=field(4)) for n in range(1, played + 1)
    )
    return Season("S", rules(events_planned=planned), events, **changes)


def test_the_last_planned_night_closed_earns_the_prizes_that_day() -> None:
    assert season_earned(_season(3)) is None
    assert season_earned(_season(4)) == Earned("2026-04-10", 4)
    assert season_earned(_season(4, planned=None)) is None  # no length: only the mark ends it


def test_the_last_night_still_running_earns_nothing() -> None:
    season = _season(4)
    running = dataclasses.replace(season.events[-1], state=EventState.RUNNING)
    assert season_earned(dataclasses.replace(season, events=(*season.events[:3], running))) is None


def test_marked_complete_the_prizes_are_owed_from_the_day_marked_or_the_night_before() -> None:
    assert season_earned(_season(2, complete=True, completed_on="2026-03-01")) == Earned(
        "2026-03-01", None
    )
    # Marked after the last night closed: owed since that night, where they were.
    assert season_earned(_season(4, complete=True, completed_on="2026-05-01")) == Earned(
        "2026-04-10", 4
    )
    # Marked in a league file (no day kept): as of the last night closed.
    assert season_earned(_season(2, planned=None, complete=True)) == Earned("2026-02-10", 2)


def test_a_championship_payout_is_owed_once_the_championship_is_closed() -> None:
    season = _season(4)
    final = Event(number=5, date="2026-06-01", kind=EventKind.CHAMPIONSHIP)
    assert championship_earned(dataclasses.replace(season, events=(*season.events, final))) is None
    closed = dataclasses.replace(final, entries=field(4))
    with_final = dataclasses.replace(season, events=(*season.events, closed))
    assert championship_earned(with_final) == Earned("2026-06-01", 5)


def test_the_mark_came_first_when_fewer_lines_were_recorded_before_it() -> None:
    season = _season(4, complete=True, completed_on="2026-05-01", completed_at_line=2)
    last = dataclasses.replace(season.events[-1], closed_at_line=3)  # typed in after the mark
    marked_first = dataclasses.replace(season, events=(*season.events[:3], last))
    assert season_earned(marked_first) == Earned("2026-05-01", None)
    assert season_earned(season) == Earned("2026-04-10", 4)  # no count kept: by date
