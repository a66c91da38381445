"""The date suggested for a new night follows the season's rhythm (issue #11)."""

from __future__ import annotations

from datetime import date

from leaguemgr.domain.cadence import next_event_date, next_on_weekday


def test_next_event_date_follows_the_rhythm():
    today = date(2026, 6, 1)
    assert next_event_date([], today) == today
    # One night and nothing before it: a week later (issue 30: a weekly league got the
    # same day next month).
    assert next_event_date([date(2026, 1, 31)], today) == date(2026, 2, 7)
    # The third Thursday of each month.
    thursdays = [date(2026, 1, 15), date(2026, 2, 19), date(2026, 3, 19)]
    assert next_event_date(thursdays, today) == date(2026, 4, 16)
    # Every other Tuesday.
    assert next_event_date([date(2026, 5, 5), date(2026, 5, 19)], today) == date(2026, 6, 2)


def test_a_weekly_league_plays_a_week_later():
    nights = [date(2026, 1, 6), date(2026, 1, 13), date(2026, 1, 20)]
    assert next_event_date(nights, date(2026, 6, 1)) == date(2026, 1, 27)


def test_a_league_of_the_last_friday_stays_on_the_last_friday():
    nights = [date(2025, 10, 31), date(2025, 11, 28), date(2025, 12, 26), date(2026, 1, 30)]
    assert next_event_date(nights, date(2026, 6, 1)) == date(2026, 2, 27)


def test_a_weekly_league_that_skipped_a_week_stays_weekly():
    # Gaps of 14 and 7 days: every Friday with a week off, not every 10 days.
    nights = [date(2013, 3, 1), date(2013, 3, 15), date(2013, 3, 22)]
    assert next_event_date(nights, date(2026, 6, 1)) == date(2013, 3, 29)


def test_a_new_seasons_second_night_follows_the_last_seasons_rhythm():
    monthly = [date(2025, 1, 15), date(2025, 2, 15), date(2025, 3, 15)]
    assert next_event_date([date(2026, 1, 15)], date(2026, 6, 1), monthly) == date(2026, 2, 15)


def test_a_weekly_league_across_the_end_of_a_month_stays_weekly():
    # Friday the 27th and Friday the 4th are a month apart by the calendar, a week in fact:
    # the third night is the 11th, not a month later.
    nights = [date(2026, 11, 27), date(2026, 12, 4)]
    assert next_event_date(nights, date(2026, 12, 5)) == date(2026, 12, 11)


def test_a_new_planned_night_is_on_the_latest_night_s_weekday_after_today() -> None:
    friday = date(2026, 12, 4)
    assert next_on_weekday(friday, date(2026, 12, 1)) == date(2026, 12, 11)  # one is planned
    assert next_on_weekday(date(2026, 11, 27), date(2026, 12, 1)) == friday
    assert next_on_weekday(date(2026, 11, 27), friday) == date(2026, 12, 11)  # not tonight
    assert next_on_weekday(date(2025, 3, 3), date(2026, 12, 1)) == date(2026, 12, 7)  # Monday
