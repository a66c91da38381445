"""The next nights' seats for the group chat (SPEC 10): "Friday: 22 of 24 going, 3 waiting"."""

from __future__ import annotations

import datetime as dt

from babel.dates import format_date

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.language.texts import _, ngettext, speaking


def seats_lines(league: League, report: SeasonReport) -> list[str]:
    """One line per planned night with answers, named by its weekday (else its number), in
    the league's language."""
    events = {event.number: event for event in league.season(report.season).events}
    lines = []
    with speaking(league.language):
        for state in report.next_events:
            event = events.get(state.number)
            when = _("Event {number}").format(number=state.number)
            if event is not None and event.date:
                when = _weekday(dt.date.fromisoformat(event.date), league)
            count = len(state.going)
            if state.seats is not None:
                going = ngettext(
                    "{count} of {seats} going", "{count} of {seats} going", count
                ).format(count=count, seats=state.seats)
            else:
                going = ngettext("{count} going", "{count} going", count).format(count=count)
            if state.waitlist:
                waiting = len(state.waitlist)
                going = _("{going}, {waiting}").format(
                    going=going,
                    waiting=ngettext("{count} waiting", "{count} waiting", waiting).format(
                        count=waiting
                    ),
                )
            lines.append(_("{when}: {going}").format(when=when, going=going))
    return lines


def _weekday(day: dt.date, league: League) -> str:
    """The day's name as the league says it ("Friday", "Freitag"): a line starts with it."""
    where = league.locale or league.language
    if where is None:
        return day.strftime("%A")
    name = format_date(day, "EEEE", locale=where)
    return name[:1].upper() + name[1:]
