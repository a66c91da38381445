"""Answering for a planned night through the service: stored in order, replayed into the
report's ``next_events``, and two answers for the last seat at once give exactly one seat,
on a file and on a server."""

from __future__ import annotations

import json
import threading
from pathlib import Path

from leaguemgr.cli import main
from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import player_links, rsvp_service
from leaguemgr.services.league_service import LeagueService
from tests.web.rsvp_league import rsvp_league_file

SEASON = "2026"


def imported(target: str, tmp_path: Path, **options) -> str:
    assert main(["import", str(rsvp_league_file(tmp_path, **options)), "--db", target]) == 0
    return target


def season_of(target: str) -> str:
    service = LeagueService.open(target)
    try:
        return service.season_names()[-1]
    finally:
        service.close()


def test_two_answers_for_the_last_seat_at_once_give_exactly_one(
    league_target: str, tmp_path: Path
) -> None:
    # p01 and p02 are going: one seat of three is left for p05 and p06, answering together.
    db = imported(league_target, tmp_path, seats=3)
    season = season_of(db)
    services = [LeagueService.open(db) for _ in range(2)]
    for service in services:
        service.league  # noqa: B018 - both have read the night before answering
    start = threading.Barrier(2)
    states = {}

    def say_yes(service: LeagueService, player: str) -> None:
        start.wait()
        states[player] = rsvp_service.answer(service, season, 12, player, RsvpAnswer.YES)

    threads = [
        threading.Thread(target=say_yes, args=(service, player))
        for service, player in zip(services, ("p05", "p06"), strict=True)
    ]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(timeout=30)
    for service in services:
        service.close()
    check = LeagueService.open(db)
    try:
        state = rsvp_service.night_state(check, season, check.event(season, 12))
    finally:
        check.close()
    assert len(state.going) == 3 and state.going[:2] == ("p01", "p02")
    assert {state.going[2], *state.waitlist} == {"p05", "p06"} and len(state.waitlist) == 1


def test_a_no_moves_the_first_waiting_up_and_the_report_says_so(tmp_path: Path, capsys) -> None:
    db = imported(str(tmp_path / "league.sqlite"), tmp_path, seats=2)
    season = season_of(db)
    service = LeagueService.open(db)
    try:
        rsvp_service.answer(service, season, 12, "p07", RsvpAnswer.YES)
        state = rsvp_service.answer(service, season, 12, "p01", RsvpAnswer.NO)
        assert state.going == ("p02", "p07") and state.declined == ("p03", "p01")
        try:
            rsvp_service.answer(service, season, 11, "p01", RsvpAnswer.YES)
        except rsvp_service.AnswerRefused as exc:
            assert "not open for answers" in str(exc)
        else:
            raise AssertionError("a played night took an answer")
    finally:
        service.close()
    capsys.readouterr()
    assert main(["report", "--db", db, "--season", season, "--format", "json"]) == 0
    report = json.loads(capsys.readouterr().out)
    assert report["next_events"] == [
        {"number": 12, "seats": 2, "going": ["p02", "p07"], "waitlist": [],
         "declined": ["p03", "p01"], "maybe": [], "late_cancels": []}
    ]  # fmt: skip


def test_a_reissued_link_ends_the_old_one_at_once(tmp_path: Path) -> None:
    db = imported(str(tmp_path / "league.sqlite"), tmp_path)
    service = LeagueService.open(db)
    try:
        first = player_links.issue_links(service, ["p01", "p02"])
        assert len(first["p01"]) >= 22 and first["p01"] != first["p02"]
        assert player_links.issue_links(service, ["p01"]) == {"p01": first["p01"]}  # kept
        assert player_links.player_of_token(service, first["p01"]).id == "p01"
        again = player_links.issue_links(service, ["p01"], reissue=True)
        assert again["p01"] != first["p01"]
        assert player_links.player_of_token(service, first["p01"]) is None
        assert player_links.player_of_token(service, again["p01"]).id == "p01"
        assert player_links.player_of_token(service, "") is None
    finally:
        service.close()


def test_the_close_records_the_late_cancel_and_the_no_show_only_when_asked(tmp_path) -> None:
    from leaguemgr.domain.records import EntryStatus
    from leaguemgr.domain.rsvp import proposed_entries
    from leaguemgr.services.night_service import NightService

    answers = [
        ("p01", "yes", "2026-12-01T19:00:00"),
        ("p02", "yes", "2026-12-01T19:05:00"),
        ("p07", "yes", "2026-12-01T19:06:00"),  # waits, then moves up
        ("p01", "no", "2026-12-04T19:30:00"),  # after the answer-by time: a late cancel
    ]
    db = imported(str(tmp_path / "league.sqlite"), tmp_path, seats=2, answers=answers)
    season = season_of(db)
    service = LeagueService.open(db)
    try:
        nights = NightService(service)
        nights.start(season, 12)
        for player in ("p02", "p05"):
            nights.arrive(season, 12, player)
        nights.draw(season, 12, seed=1)
        nights.bust(season, 12, ["p05"], by=["p02"])
        event = service.event(season, 12)
        state = rsvp_service.night_state(service, season, event)
        assert state.going == ("p02", "p07") and state.late_cancels == ("p01",)
        proposed = proposed_entries(state, ["p02", "p05"])
        assert [(e.player, e.status) for e in proposed] == [
            ("p01", EntryStatus.LATE_CANCEL),
            ("p07", EntryStatus.NO_SHOW),
        ]
        assert len(nights.closing(season, 12).entries) == 2  # nothing without the word
        nights.close(season, 12, answered=proposed)
        closed = service.event(season, 12)
        statuses = {e.player: e.status for e in closed.entries}
        assert statuses["p01"] is EntryStatus.LATE_CANCEL
        assert statuses["p07"] is EntryStatus.NO_SHOW and len(statuses) == 4
    finally:
        service.close()
