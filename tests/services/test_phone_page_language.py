"""The phones and the TV speak the league's language (SPEC 12): a German league's phone
page names the night "Turnier", writes its points the German way and says that there are
no results yet in German, whatever the organizer's own language."""

from __future__ import annotations

import dataclasses
import json
from decimal import Decimal

import pytest

from leaguemgr.cli import main
from leaguemgr.domain import league_formats
from leaguemgr.services.director_desk import DeskState
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.phone_page import EMPTY, league_snapshot
from leaguemgr.web.director_page import clock_button
from leaguemgr.web.page import phone_page
from tests.night_league import AZ_EXAMPLE

NOW = 1_800_000_000.0


@pytest.fixture(scope="module")
def german_league(tmp_path_factory) -> str:
    """The AZ league as a German league in euros."""
    folder = tmp_path_factory.mktemp("de")
    document = json.loads(AZ_EXAMPLE.read_text())
    document["league"].update(currency="EUR", locale="de_DE", language="de")
    source = folder / "de.league.json"
    source.write_text(json.dumps(document))
    db = str(folder / "league.sqlite")
    assert main(["import", str(source), "--db", db]) == 0
    return db


def _snapshot(db: str):
    service = LeagueService.open(db)
    try:

        def money(amount: Decimal) -> str:
            return league_formats.money(amount, "EUR", "de_DE")

        season = service.league.seasons[0].name
        return league_snapshot(service, season, money, NOW)
    finally:
        service.close()


def test_a_german_leagues_phone_page_is_in_german(german_league: str) -> None:
    snapshot = _snapshot(german_league)
    assert (snapshot.language, snapshot.locale) == ("de", "de_DE")
    assert snapshot.result is not None and snapshot.result.event.startswith("Turnier ")
    leader = snapshot.standings[0]
    assert "," in leader.points and "." not in leader.points  # "123,50", not "123.50"
    page = phone_page(snapshot, NOW)
    assert '<html lang="de"' in page and "Turnier" in page and "Event " not in page


def test_with_no_results_yet_the_phone_says_so_in_the_leagues_language() -> None:
    page = phone_page(dataclasses.replace(EMPTY, language="fr"), NOW)
    assert "Rien à afficher pour l’instant." in page
    assert "Nothing to show yet." in phone_page(EMPTY, NOW)


def test_the_directors_clock_button_starts_a_clock_not_yet_started_in_any_language() -> None:
    state = DeskState(
        "2026", 3, "Ann", True, "Stufe 1 — Uhr nicht gestartet", "20:00", 1200, False, 9, (),
        (), (), (), (),
    )  # fmt: skip
    assert clock_button(state)["action"] == "start"
    assert clock_button(dataclasses.replace(state, clock_started=True))["action"] == "resume"
