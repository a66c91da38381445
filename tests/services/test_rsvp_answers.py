"""What the organizer's Who Is Coming reads and records through rsvp_service (SPEC 10): an
answer recorded for a player (``by: "organizer"``), who has not answered, the history with
its times to the microsecond; and every time in the league's zone, whatever the process's."""

from __future__ import annotations

import datetime as dt
import json
import time
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services import rsvp_service
from leaguemgr.services.league_service import LeagueService
from tests.web.rsvp_league import rsvp_document, rsvp_league_file

SEASON = "2026"
YES, NO, MAYBE = RsvpAnswer.YES, RsvpAnswer.NO, RsvpAnswer.MAYBE


@pytest.fixture
def service(tmp_path: Path):
    db = tmp_path / "league.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path, seats=3)), "--db", str(db)]) == 0
    opened = LeagueService.open(db)
    yield opened
    opened.close()


def exported(service: LeagueService, tmp_path: Path) -> dict:
    out = tmp_path / "out.json"
    assert main(["export-json", "--db", str(service.path), "-o", str(out)]) == 0
    return json.loads(out.read_text())


def test_an_answer_recorded_for_a_player_is_kept_as_the_organizers(service, tmp_path) -> None:
    moment = dt.datetime(2026, 12, 2, 16, 0, 0, 123456, tzinfo=dt.UTC)
    rsvp_service.record_for_player(service, SEASON, 12, "p05", YES, now=moment)
    state = rsvp_service.night_state(service, SEASON, service.event(SEASON, 12))
    assert state.going == ("p01", "p02", "p05")
    rsvp_service.record_for_player(service, SEASON, 12, "p06", MAYBE, now=moment)
    state = rsvp_service.night_state(service, SEASON, service.event(SEASON, 12))
    assert state.maybe == ("p06",) and state.answer_of("p06") is MAYBE
    history = rsvp_service.answer_lines(service, SEASON, 12, "p05")
    assert [(line.answer, line.at, line.by_organizer) for line in history] == [
        (YES, "2026-12-02T09:00:00.123456", True)  # Phoenix, to the microsecond
    ]
    answers = exported(service, tmp_path)["seasons"][0]["events"][-1]["rsvp"]
    assert answers[-2:] == [
        {"player": "p05", "answer": "yes", "at": "2026-12-02T09:00:00.123456", "by": "organizer"},
        {"player": "p06", "answer": "maybe", "at": "2026-12-02T09:00:00.123456",
         "by": "organizer"},
    ]  # fmt: skip
    assert "by" not in answers[0]  # the player's own answer
    with pytest.raises(rsvp_service.AnswerRefused, match="nobody"):
        rsvp_service.record_for_player(service, SEASON, 12, "nobody", YES)


def test_the_history_lists_every_change_with_its_time_and_the_deadline(service) -> None:
    late = dt.datetime(2026, 12, 5, 2, 0, tzinfo=dt.UTC)  # 19:00 in Phoenix, after 18:00
    state = rsvp_service.answer(service, SEASON, 12, "p01", NO, now=late)
    assert state.late_cancels == ("p01",) and state.declined == ("p03",)
    lines = rsvp_service.answer_lines(service, SEASON, 12)
    assert [(line.player, line.answer.value, line.after_deadline) for line in lines] == [
        ("p01", "yes", False), ("p02", "yes", False), ("p03", "no", False),
        ("p02", "no", False), ("p02", "yes", False), ("p01", "no", True),
    ]  # fmt: skip
    assert lines[-1].at == "2026-12-04T19:00:00.000000" and not lines[-1].by_organizer
    latest = rsvp_service.latest_answers(service, SEASON, 12)
    assert [(p, line.answer.value) for p, line in latest.items()] == [
        ("p03", "no"), ("p02", "yes"), ("p01", "no")
    ]  # fmt: skip
    assert latest["p02"].at == "2026-12-02T08:30:00"  # from the league file, to the second


def test_answers_in_the_same_second_are_stored_apart_and_in_order(service) -> None:
    # Stored one after the other under the write lock, each with its own microsecond.
    for player in ("p09", "p08", "p07"):
        rsvp_service.answer(service, SEASON, 12, player, YES)
    stored = service.event(SEASON, 12).rsvp[-3:]
    times = [answer.at for answer in stored]
    assert all(len(at) == 26 for at in times) and times == sorted(times)
    state = rsvp_service.night_state(service, SEASON, service.event(SEASON, 12))
    assert state.going == ("p01", "p02", "p09")


def test_a_league_is_made_with_the_computers_zone_and_times_follow_it_not_the_process(
    tmp_path: Path, monkeypatch
) -> None:
    document = rsvp_document(seats=3)
    del document["league"]["time_zone"]  # like the sample league
    source = tmp_path / "no-zone.league.json"
    source.write_text(json.dumps(document))
    db = tmp_path / "league.sqlite"
    monkeypatch.setenv("TZ", "Europe/Paris")  # the organizer's computer, when it is made
    assert main(["import", str(source), "--db", str(db)]) == 0
    monkeypatch.setenv("TZ", "Asia/Tokyo")  # the server's, later
    time.tzset()
    try:
        opened = LeagueService.open(db)
        try:
            assert opened.league.time_zone == "Europe/Paris"
            moment = dt.datetime(2026, 12, 1, 18, 46, tzinfo=dt.UTC)
            rsvp_service.answer(opened, SEASON, 12, "p05", YES, now=moment)
            assert opened.event(SEASON, 12).rsvp[-1].at == "2026-12-01T19:46:00.000000"
        finally:
            opened.close()
        # A league file without a time zone imported again keeps the league's.
        assert main(["import", str(source), "--db", str(db)]) == 0
        opened = LeagueService.open(db)
        assert opened.league.time_zone == "Europe/Paris"
        opened.close()
    finally:
        monkeypatch.undo()
        time.tzset()


@pytest.mark.parametrize(
    ("given", "expected"),
    [
        (":Europe/Paris", "Europe/Paris"),
        ("/usr/share/zoneinfo/America/Phoenix", "America/Phoenix"),
        ("JST-9", None),  # a POSIX rule names no zone: the league keeps the computer's own
        ("Mars/Olympus", None),
    ],
)
def test_the_computers_zone_is_read_from_tz(monkeypatch, given, expected) -> None:
    from leaguemgr.services.computer_zone import computer_time_zone

    monkeypatch.setenv("TZ", given)
    assert computer_time_zone() == expected
