"""When the next night is: the season's own rhythm, read from the dates of its events.

A league plays on a rhythm: the 15th of every month, the third Thursday, every other
Tuesday, every Friday with a week off now and then. The date suggested for a new event
follows it from the last event: the same day of the next month, the same weekday of the same
week (or the last such weekday) of the next month, the league's week (gaps of 14 and 7 days
are a weekly league that skipped a week, not one that plays every 10 days), or the usual
number of days later.
"""

from __future__ import annotations

import calendar
from collections.abc import Iterable
from datetime import date, timedelta
from functools import reduce
from itertools import pairwise
from math import gcd
from statistics import median

WEEK = 7


def next_event_date(dates: Iterable[date], today: date, earlier: Iterable[date] = ()) -> date:
    """The date to suggest for the next event after events on ``dates`` (in any order).

    With no dated event yet: ``today``. With one: at the rhythm of the league's ``earlier``
    nights (its last season's dates) when they show one, else a week later: most leagues
    that type their nights one after another play weekly, and from the second night on the
    season's own dates decide.
    """
    known = sorted(set(dates))
    if not known:
        return today
    last = known[-1]
    if len(known) == 1:
        before = sorted(set(earlier))
        if len(before) < 2:
            return last + timedelta(days=WEEK)
        return _next_after(last, before)
    return _next_after(last, known)


def _next_after(last: date, known: list[date]) -> date:
    """The night after ``last`` at the rhythm of ``known`` (two dates or more, sorted)."""
    gaps = [(later - earlier).days for earlier, later in pairwise(known)]
    # A month apart by the calendar is a monthly league only when the nights are weeks apart:
    # Friday the 27th and the next Friday, the 4th, are a weekly league's first two nights.
    monthly = min(gaps) >= 3 * WEEK
    if monthly and all(_months_between(a, b) == 1 for a, b in pairwise(known)):
        if len({d.day for d in known}) == 1:
            return _add_months(last, 1)  # the 15th of every month
        if len({(d.weekday(), _week_of_month(d)) for d in known}) == 1:
            return _same_weekday_next_month(last)  # the third Thursday
        if len({d.weekday() for d in known}) == 1 and all(map(_in_last_week, known)):
            return _last_weekday_of_next_month(last)  # the last Friday
        return _add_months(last, 1)
    if all(gap % WEEK == 0 for gap in gaps):
        return last + timedelta(days=reduce(gcd, gaps))  # weekly, fortnightly: weeks skipped
    return last + timedelta(days=round(median(gaps)))


def _months_between(earlier: date, later: date) -> int:
    return (later.year - earlier.year) * 12 + later.month - earlier.month


def _add_months(day: date, months: int) -> date:
    month_index = day.month - 1 + months
    year, month = day.year + month_index // 12, month_index % 12 + 1
    return date(year, month, min(day.day, calendar.monthrange(year, month)[1]))


def _week_of_month(day: date) -> int:
    """1 for the first such weekday of its month, 2 for the second …"""
    return (day.day - 1) // 7 + 1


def _same_weekday_next_month(day: date) -> date:
    """The same weekday in the same week of the next month (the last one if it has fewer)."""
    first = _add_months(day.replace(day=1), 1)
    offset = (day.weekday() - first.weekday()) % 7
    candidate = first + timedelta(days=offset + 7 * (_week_of_month(day) - 1))
    while candidate.month != first.month:
        candidate -= timedelta(days=7)
    return candidate


def _in_last_week(day: date) -> bool:
    return day.day > calendar.monthrange(day.year, day.month)[1] - 7


def _last_weekday_of_next_month(day: date) -> date:
    first = _add_months(day.replace(day=1), 1)
    end = first.replace(day=calendar.monthrange(first.year, first.month)[1])
    return end - timedelta(days=(end.weekday() - day.weekday()) % 7)


def next_on_weekday(latest: date, today: date) -> date:
    """A new planned night's date (SPEC 10): the first day after ``today`` and after the
    ``latest`` night that falls on the latest night's weekday, the league's usual one."""
    start = max(today, latest)
    return start + timedelta(days=(latest.weekday() - start.weekday() - 1) % WEEK + 1)
