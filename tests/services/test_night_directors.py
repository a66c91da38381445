"""A night's directors (SPEC 11): made, listed, reissued and ended, their links found in
constant time, and every action they take logged with their name; on a file and a server."""

from __future__ import annotations

import dataclasses
import random

import pytest

from leaguemgr.domain.records import Event, EventState
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_directors import (
    DirectorRefused,
    add_director,
    director_of_token,
    director_url,
    end_director,
    night_directors,
    reissue_director,
)
from leaguemgr.services.night_service import NightService
from leaguemgr.services.phone_token import is_token
from leaguemgr.storage.seasons import save_event
from tests.night_league import make_night_league


@pytest.fixture
def db(league_target, tmp_path):
    return make_night_league(league_target, tmp_path)


@pytest.fixture
def service(db):
    """The league with event 12 planned (a night with no log yet)."""
    opened = LeagueService.open(db)
    opened.save_event("2026", Event(number=12, date="2026-12-01", state=EventState.PLANNED))
    yield opened
    opened.close()


def test_a_director_gets_a_link_that_finds_them_until_it_ends(service) -> None:
    ann = add_director(service, "2026", 12, "  Ann Lee ")
    assert ann.name == "Ann Lee" and is_token(ann.token)
    assert director_url("http://10.0.0.5:8765/", ann.token) == f"http://10.0.0.5:8765/d/{ann.token}"
    assert director_of_token(service, ann.token) == ("2026", 12, ann)
    wrong = ann.token[:-1] + ("2" if ann.token[-1] != "2" else "3")
    assert director_of_token(service, wrong) is None

    end_director(service, "2026", 12, "ann lee")
    assert director_of_token(service, ann.token) is None
    assert night_directors(service, "2026", 12) == []
    again = add_director(service, "2026", 12, "Ann Lee")  # an ended director can come back
    assert again.token != ann.token


def test_a_reissued_link_ends_the_old_one_and_keeps_the_place(service) -> None:
    ann = add_director(service, "2026", 12, "Ann")
    hal = add_director(service, "2026", 12, "Hal")
    new = reissue_director(service, "2026", 12, "ANN")
    assert new.name == "Ann" and new.token != ann.token
    assert director_of_token(service, ann.token) is None
    assert director_of_token(service, new.token)[2] == new
    assert [d.name for d in night_directors(service, "2026", 12)] == ["Hal", "Ann"]
    assert director_of_token(service, hal.token)[2] == hal


def test_refusals_name_what_is_wrong(service) -> None:
    add_director(service, "2026", 12, "Ann")
    for name, message in [
        ("   ", "needs a name"),
        ("x" * 41, "at most 40 characters"),
        ("ANN", "Ann is already directing"),
    ]:
        with pytest.raises(DirectorRefused, match=message):
            add_director(service, "2026", 12, name)
    with pytest.raises(DirectorRefused, match='nobody called "Zed"'):
        end_director(service, "2026", 12, "Zed")
    with pytest.raises(DirectorRefused, match='nobody called "Zed"'):
        reissue_director(service, "2026", 12, "Zed")
    with pytest.raises(DirectorRefused, match="has no event 99"):
        add_director(service, "2026", 99, "Bo")
    for i in range(11):
        add_director(service, "2026", 12, f"Helper {i}")
    with pytest.raises(DirectorRefused, match="at most 12 directors"):
        add_director(service, "2026", 12, "One Too Many")
    assert len(night_directors(service, "2026", 12)) == 12


def test_a_closed_night_takes_no_director(service) -> None:
    closed = next(e.number for e in service.season("2026").events if e.entries)
    with pytest.raises(DirectorRefused, match=f"event {closed} is closed"):
        add_director(service, "2026", closed, "Ann")


def test_directors_made_for_a_planned_night_stay_when_it_starts(service) -> None:
    ann = add_director(service, "2026", 12, "Ann")
    nights = NightService(service, random.Random(1))
    nights.start("2026", 12)  # the event is written again: its directors stay
    assert director_of_token(service, ann.token) == ("2026", 12, ann)
    event = service.event("2026", 12)
    service.save_event("2026", event)  # an event saved over keeps them too
    assert [d.name for d in night_directors(service, "2026", 12)] == ["Ann"]


def test_an_action_from_a_directors_page_is_logged_with_their_name(db, service) -> None:
    nights = NightService(service, random.Random(1))
    nights.start("2026", 12)
    ann = nights.acting_as("Ann")
    assert ann.service is service and ann.director == "Ann" and nights.director is None
    ann.arrive("2026", 12, "p01", on_time=True)
    nights.arrive("2026", 12, "p02")
    ann.arrive("2026", 12, "p03")  # her kept night is not the screen's: replayed, not mixed
    ann.arrive("2026", 12, "p04")  # on a file: the fast append of the plain connection
    logged = [None, "Ann", None, "Ann", "Ann"]
    assert [a.director for a in nights.event("2026", 12).night] == logged

    other = LeagueService.open(db)  # another program reads who did what back from the log
    try:
        night = other.event("2026", 12).night
        assert [a.director for a in night] == logged
        assert NightService(other).night("2026", 12).players == ("p01", "p02", "p03", "p04")
    finally:
        other.close()


def test_a_closed_nights_links_end_with_it(service) -> None:
    ann = add_director(service, "2026", 12, "Ann")
    planned = service.event("2026", 12)
    with service.database.transaction() as session:  # the close's write of the event
        save_event(session, "2026", dataclasses.replace(planned, state=EventState.CLOSED))
    service.reload()
    assert director_of_token(service, ann.token) is None
    with pytest.raises(DirectorRefused, match="event 12 is closed"):
        add_director(service, "2026", 12, "Hal")
