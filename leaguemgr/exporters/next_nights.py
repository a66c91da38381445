"""The next nights' seats for the group chat (SPEC 10): "Friday: 22 of 24 going, 3 waiting"."""

from __future__ import annotations

import datetime as dt

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport


def seats_lines(league: League, report: SeasonReport) -> list[str]:
    """One line per planned night with answers, named by its weekday (else its number)."""
    events = {event.number: event for event in league.season(report.season).events}
    lines = []
    for state in report.next_events:
        event = events.get(state.number)
        when = f"Event {state.number}"
        if event is not None and event.date:
            when = dt.date.fromisoformat(event.date).strftime("%A")
        going = f"{len(state.going)} going"
        if state.seats is not None:
            going = f"{len(state.going)} of {state.seats} going"
        waiting = f", {len(state.waitlist)} waiting" if state.waitlist else ""
        lines.append(f"{when}: {going}{waiting}")
    return lines
