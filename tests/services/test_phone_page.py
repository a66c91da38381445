"""What the players' phones show: the running night (clock, seats, payouts) and the standings,
every name escaped, the clock counted down to the moment a phone asks."""

from __future__ import annotations

import re
from decimal import Decimal

import pytest

from leaguemgr.services.phone_page import (
    PhoneClock,
    league_snapshot,
    phone_snapshot,
    snapshot_json,
)
from leaguemgr.web.page import CONTENT_SECURITY_POLICY, phone_page
from tests.web.phone_league import NOW, QUOTED_SEASON, SCRIPT_NAME, league, run_night


def dollars(amount: Decimal) -> str:
    return f"${amount:,.2f}"


@pytest.fixture
def service(league_target, tmp_path, az_league_file):
    service = league(tmp_path, az_league_file, league_target)
    yield service
    service.close()


def test_without_a_running_night_the_phones_show_the_last_result_and_standings(service) -> None:
    snapshot = league_snapshot(service, QUOTED_SEASON, dollars, NOW)
    report = service.report(QUOTED_SEASON)
    names = service.player_names()
    assert snapshot.night is None
    assert [row.player for row in snapshot.standings] == [
        names[row.player] for row in report.standings
    ]
    assert snapshot.standings[0].rank == 1
    page = phone_page(snapshot, NOW)
    assert 'id="seats"' not in page and 'id="clock"' not in page
    assert "standings</h2>" in page and ": result</h1>" in page


def test_a_running_night_shows_every_seat_the_payouts_and_who_is_out(service) -> None:
    run_night(service)
    snapshot = league_snapshot(service, QUOTED_SEASON, dollars, NOW)
    night = snapshot.night
    names = service.player_names()
    seated = sorted(seat.player for table in night.tables for seat in table.seats)
    assert seated == sorted(names[f"p{i:02d}"] for i in range(8) if i != 5)
    assert night.event.startswith("Event 12")
    assert (night.entries, night.remaining) == (8, 7)
    assert [p.text for p in night.finishes] == [names["p05"]]
    assert night.payouts and all(p.text.startswith("$") for p in night.payouts)
    page = phone_page(snapshot, NOW)
    assert f"Level {night.clock.level}" in page
    assert "7 of 8" in page and night.pool in page
    for table in night.tables:
        assert f"Table {table.table}" in page


def test_names_and_the_season_come_out_escaped(service) -> None:
    run_night(service)
    snapshot = league_snapshot(service, QUOTED_SEASON, dollars, NOW)
    page = phone_page(snapshot, NOW)
    assert SCRIPT_NAME not in page
    assert "&lt;script&gt;alert(1)&lt;/script&gt;" in page
    assert QUOTED_SEASON not in page
    assert "The &#34;Big&#34; &#39;26" in page  # as Jinja2 escapes quotes
    # The page's own script is the only one, and the only one its policy lets run.
    assert page.count("<script") == 1
    assert "script-src 'sha256-" in CONTENT_SECURITY_POLICY
    assert "unsafe-inline" not in CONTENT_SECURITY_POLICY


def night_status(seconds_left: int | None = 754, running: bool = True) -> dict:
    """A running night's status as night_status gives it, with its clock."""
    return {
        "state": "running",
        "level": 3,
        "entries": 2,
        "remaining": ["a", "b"],
        "pool": "40.00",
        "tables": [{"table": 1, "seats": [{"seat": 1, "player": "a"}, {"seat": 2, "player": "b"}]}],
        "finishes": [],
        "payouts": [{"place": 1, "amount": "40.00"}],
        "clock": {
            "running": running,
            "started": True,
            "level": 3,
            "break": False,
            "seconds_left": seconds_left,
            "blinds": {"small": 100, "big": 200, "ante": 25},
            "next_blinds": {"small": 150, "big": 300, "ante": 25},
            "next_break_in": 1500,
        },
    }


def test_the_clock_shows_time_blinds_and_the_next_break(service) -> None:
    snapshot = phone_snapshot(
        service.league, "S", None, dollars, event="Event 1", status=night_status(), now=NOW
    )
    page = phone_page(snapshot, NOW)
    assert '<div class="time" id="c-time">12:34</div>' in page
    assert "100 / 200 · ante 25" in page
    assert "Next level: 150 / 300 · ante 25" in page
    assert "Break in 25 min" in page
    assert "No results yet." in page
    # A phone asking 4.6 s later sees the clock run on; the paused clock stays.
    assert snapshot_json(snapshot, NOW + 4.6)["night"]["clock"]["seconds_left"] == 750
    assert re.search(r'id="c-time">12:30<', phone_page(snapshot, NOW + 4.6))
    paused = phone_snapshot(
        service.league, "S", None, dollars, status=night_status(running=False), now=NOW
    )
    assert snapshot_json(paused, NOW + 60)["night"]["clock"]["seconds_left"] == 754
    assert "Paused" in phone_page(paused, NOW + 60)


def test_the_version_changes_with_the_tables_not_with_the_count_down(service) -> None:
    first = phone_snapshot(service.league, "S", None, dollars, status=night_status(754), now=NOW)
    later = phone_snapshot(
        service.league, "S", None, dollars, status=night_status(700), now=NOW + 54
    )
    assert first.version == later.version
    moved = night_status(700)
    moved["tables"][0]["seats"].reverse()
    moved["tables"][0]["seats"][0]["seat"] = 3
    changed = phone_snapshot(service.league, "S", None, dollars, status=moved, now=NOW)
    assert changed.version != first.version


def test_a_clock_counts_down_to_zero_and_no_further() -> None:
    clock = PhoneClock(True, True, 1, False, 10, "", "", None, taken_at=100.0)
    assert clock.seconds_left_at(104.9) == 6
    assert clock.seconds_left_at(500.0) == 0
    assert clock.seconds_left_at(50.0) == 10  # a clock set back never adds time


def test_with_progressive_bounties_every_seat_shows_the_players_head(service) -> None:
    import dataclasses

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules

    rules = service.season(QUOTED_SEASON).rules
    knockout = KnockoutRules(KnockoutKind.PROGRESSIVE, Decimal("10"))
    service.save_rules(QUOTED_SEASON, dataclasses.replace(rules, knockout=knockout))
    run_night(service)  # p05 out, busted by p04: half of the $10 onto p04's head
    night = league_snapshot(service, QUOTED_SEASON, dollars, NOW).night
    heads = {seat.player: seat.head for table in night.tables for seat in table.seats}
    names = service.player_names()
    assert heads[names["p04"]] == "$15.00"
    assert {head for player, head in heads.items() if player != names["p04"]} == {"$10.00"}
    page = phone_page(league_snapshot(service, QUOTED_SEASON, dollars, NOW), NOW)
    assert page.count('<span class="amt head">$10.00</span>') == 6
    assert '<span class="amt head">$15.00</span>' in page


def test_fixed_bounties_show_no_heads_on_the_phones(service) -> None:
    import dataclasses

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules

    rules = service.season(QUOTED_SEASON).rules
    knockout = KnockoutRules(KnockoutKind.FIXED, Decimal("10"))
    service.save_rules(QUOTED_SEASON, dataclasses.replace(rules, knockout=knockout))
    run_night(service)
    night = league_snapshot(service, QUOTED_SEASON, dollars, NOW).night
    assert all(seat.head == "" for table in night.tables for seat in table.seats)
