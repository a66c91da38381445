"""A planned night's seats, deadline and answers and the league's time zone (SPEC 10)
survive every way a league travels: import and export, a copy between a file and a server,
an upgrade of a file an older leaguemgr wrote."""

from __future__ import annotations

import json
import shutil
from pathlib import Path

import pytest

from leaguemgr.cli import main
from leaguemgr.domain.records import RsvpAnswer
from leaguemgr.services.league_service import LeagueService
from tests.older_schema import make_older
from tests.web.rsvp_league import rsvp_document, rsvp_league_file


def exported(db: str, tmp_path: Path, name: str) -> dict:
    out = tmp_path / name
    assert main(["export-json", "--db", db, "-o", str(out)]) == 0
    return json.loads(out.read_text())


def test_the_keys_round_trip_on_a_file_and_a_server(league_target: str, tmp_path: Path) -> None:
    source = rsvp_league_file(tmp_path)
    assert main(["import", str(source), "--db", league_target]) == 0
    document = exported(league_target, tmp_path, "out.json")
    assert document["league"]["time_zone"] == "America/Phoenix"
    planned = document["seasons"][0]["events"][-1]
    expected = rsvp_document()["seasons"][0]["events"][-1]
    assert {k: planned[k] for k in ("seats", "rsvp_by", "rsvp")} == {
        k: expected[k] for k in ("seats", "rsvp_by", "rsvp")
    }
    service = LeagueService.open(league_target)
    try:
        event = service.league.seasons[0].events[-1]
        assert [a.player for a in event.rsvp] == ["p01", "p02", "p03", "p02", "p02"]
        assert event.rsvp[3].answer is RsvpAnswer.NO  # every change kept, in order
    finally:
        service.close()


def test_defaults_are_not_written(tmp_path: Path, az_league_file: Path) -> None:
    db = str(tmp_path / "az.sqlite")
    assert main(["import", str(az_league_file), "--db", db]) == 0
    document = exported(db, tmp_path, "out.json")
    assert "time_zone" not in document["league"]
    for event in document["seasons"][0]["events"]:
        assert not {"seats", "rsvp_by", "rsvp"} & set(event)


def test_a_copy_to_a_server_and_back_keeps_the_answers(pg_url: str, tmp_path: Path) -> None:
    db = str(tmp_path / "league.sqlite")
    assert main(["import", str(rsvp_league_file(tmp_path)), "--db", db]) == 0
    assert main(["copy", db, pg_url]) == 0
    back = str(tmp_path / "back.sqlite")
    assert main(["copy", pg_url, back]) == 0
    assert exported(back, tmp_path, "back.json") == exported(db, tmp_path, "first.json")


@pytest.mark.parametrize(
    ("key", "value", "problem"),
    [
        ("seats", 0, "whole number from 1"),
        ("rsvp_by", "2026-12-04 18:00", "YYYY-MM-DDTHH:MM"),
        ("rsvp", [{"player": "nobody", "answer": "yes", "at": "2026-12-01T19:00:00"}], "nobody"),
        (
            "rsvp",
            [{"player": "p01", "answer": "perhaps", "at": "2026-12-01T19:00:00"}],
            "yes, no, maybe",
        ),
    ],
)
def test_a_bad_key_is_named_with_its_path(tmp_path: Path, capsys, key, value, problem) -> None:
    document = rsvp_document()
    document["seasons"][0]["events"][-1][key] = value
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document))
    db = tmp_path / "bad.sqlite"
    assert main(["import", str(path), "--db", str(db)]) == 2
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and problem in err and key in err


def test_an_unknown_time_zone_is_refused(tmp_path: Path, capsys) -> None:
    document = rsvp_document()
    document["league"]["time_zone"] = "Mars/Olympus"
    path = tmp_path / "bad.json"
    path.write_text(json.dumps(document))
    assert main(["import", str(path), "--db", str(tmp_path / "bad.sqlite")]) == 2
    assert "time_zone" in capsys.readouterr().err


def test_a_file_from_before_the_web_opens_and_takes_answers(tmp_path: Path, az_league_file) -> None:
    db = tmp_path / "az.sqlite"
    assert main(["import", str(az_league_file), "--db", str(db)]) == 0
    older = tmp_path / "older.sqlite"
    shutil.copy(db, older)
    make_older(older, "0010")
    assert main(["import", str(rsvp_league_file(tmp_path)), "--db", str(older)]) == 0
    document = exported(str(older), tmp_path, "out.json")
    assert document["seasons"][0]["events"][-1]["seats"] == 6


def test_a_restore_puts_the_answers_and_the_links_back(tmp_path: Path) -> None:
    from leaguemgr.domain.records import RsvpAnswer
    from leaguemgr.services import player_links, rsvp_service

    db = tmp_path / "league.sqlite"
    assert main(["import", str(rsvp_league_file(tmp_path)), "--db", str(db)]) == 0
    service = LeagueService.open(db)
    token = player_links.issue_links(service, ["p04"])["p04"]
    service.close()
    saved = tmp_path / "saved.sqlite"
    shutil.copy(db, saved)
    before = exported(str(db), tmp_path, "before.json")
    service = LeagueService.open(db)
    season = service.season_names()[-1]
    rsvp_service.answer(service, season, 12, "p09", RsvpAnswer.YES)
    player_links.issue_links(service, ["p04"], reissue=True)
    service.close()
    assert main(["restore", str(saved), "--db", str(db)]) == 0
    assert exported(str(db), tmp_path, "after.json") == before
    service = LeagueService.open(db)
    try:
        assert player_links.player_of_token(service, token).id == "p04"
    finally:
        service.close()
