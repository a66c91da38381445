"""``leaguemgr live ... director``: the organizer makes, lists, reissues and ends a night's
directors from the command line (SPEC 11); refusals are one line, exit 2, nothing written;
and ``live status`` lists the last actions with the director who took each."""

from __future__ import annotations

import json

import pytest

from leaguemgr.cli import main
from leaguemgr.cli.directors import network_address
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_directors import director_of_token
from leaguemgr.services.night_service import NightService
from leaguemgr.web import PHONE_PAGE_PORT
from tests.night_league import make_night_league

BASE = "http://192.168.1.20:8765"


@pytest.fixture
def db(tmp_path) -> str:
    path = str(make_night_league(tmp_path / "az.sqlite", tmp_path))
    assert main(live(path, "start")) == 0
    return path


def live(db: str, *action: str) -> list[str]:
    return ["live", "--db", db, "--season", "2026", "--event", "12", *action]


def said(capsys) -> tuple[str, str]:
    out, err = capsys.readouterr()
    return out.strip(), err.strip()


def test_a_director_is_added_listed_reissued_and_ended(db, capsys) -> None:
    capsys.readouterr()
    assert main(live(db, "director", "add", "Ann Lee", "--base", BASE + "/")) == 0
    link, _ = said(capsys)
    assert link.startswith(f"{BASE}/d/") and len(link) == len(BASE) + 3 + 26
    assert main(live(db, "director", "add", "Hal")) == 0  # no base: this computer's address
    hal, _ = said(capsys)
    assert hal.startswith(f"http://{network_address()}:{PHONE_PAGE_PORT}/d/")

    assert main(live(db, "director", "list", "--base", BASE, "--format", "json")) == 0
    listed = json.loads(said(capsys)[0])
    assert [(d["name"], d["url"]) for d in listed["directors"]] == [
        ("Ann Lee", link),
        ("Hal", hal.replace(hal.split("/d/")[0], BASE)),
    ]
    assert main(live(db, "director", "list", "--base", BASE)) == 0
    assert said(capsys)[0].splitlines()[0] == f"Ann Lee\t{link}"

    assert main(live(db, "director", "reissue", "ann lee", "--base", BASE)) == 0
    new, _ = said(capsys)
    assert new.startswith(f"{BASE}/d/") and new != link
    assert main(live(db, "director", "end", "Hal")) == 0
    assert said(capsys)[0] == "Hal's link for event 12 has ended"

    service = LeagueService.open(db)
    try:
        assert director_of_token(service, link.rsplit("/", 1)[1]) is None  # reissued
        assert director_of_token(service, hal.rsplit("/", 1)[1]) is None  # ended
        assert director_of_token(service, new.rsplit("/", 1)[1])[2].name == "Ann Lee"
    finally:
        service.close()


@pytest.mark.parametrize(
    ("action", "message"),
    [
        (["add", "  "], "event 12: a director needs a name"),
        (["add", "Ann", "--base", "ftp://x"], "--base: 'ftp://x' is not an address like"),
        (["add", "ANN"], "event 12: Ann is already directing this night"),
        (["end", "Zed"], 'event 12: nobody called "Zed" is directing event 12'),
        (["reissue", "Zed"], 'event 12: nobody called "Zed" is directing event 12'),
    ],
)
def test_a_refusal_is_one_line_and_writes_nothing(db, capsys, action, message) -> None:
    assert main(live(db, "director", "add", "Ann", "--base", BASE)) == 0
    assert main(live(db, "director", "list", "--base", BASE, "--format", "json")) == 0
    capsys.readouterr()
    before = LeagueService.open(db)
    counter = before.database.seen
    before.close()

    assert main(live(db, "director", *action)) == 2
    out, err = said(capsys)
    assert out == "" and err.startswith("leaguemgr: error: ") and message in err
    assert len(err.splitlines()) == 1
    after = LeagueService.open(db)
    try:
        assert after.database.seen == counter  # nothing written
    finally:
        after.close()


def test_live_status_lists_the_last_actions_with_who_took_them(db, capsys) -> None:
    service = LeagueService.open(db)
    try:
        NightService(service).acting_as("Ann").arrive("2026", 12, "p01")
    finally:
        service.close()
    assert main(live(db, "arrive", "p02")) == 0
    log = json.loads(said(capsys)[0])["log"]
    assert [(entry["action"], entry["players"], entry["by"]) for entry in log] == [
        ("start", [], None),
        ("arrive", ["p01"], "Ann"),
        ("arrive", ["p02"], None),
    ]
