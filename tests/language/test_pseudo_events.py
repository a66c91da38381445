"""The Standings, Events and Players screens in the pseudo-language (SPEC 12): every text a
person sees there goes through the translation layer, and none is cut off at 1200x800."""

from __future__ import annotations

import json

import pytest

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow
from tests.language.pseudo_checks import cut_off, untranslated
from tests.ui.conftest import SAMPLE_LEAGUE, _fresh_settings, league_db, sample_db  # noqa: F401


def _league_names() -> list[str]:
    """The sample league's own names: its players, seasons, events and venues."""
    league = json.loads(SAMPLE_LEAGUE.read_text(encoding="utf-8"))
    names = [league["league"]["name"], *(p["name"] for p in league["players"])]
    for season in league["seasons"]:
        names.append(season["name"])
        for event in season["events"]:
            names += [event.get("name") or "", event.get("venue") or ""]
    return names


@pytest.fixture
def pseudo_window(pseudo_app, qtbot, league_db):  # noqa: F811
    main = MainWindow()
    qtbot.addWidget(main)
    main.load_service(LeagueService.open(league_db))
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    qtbot.waitUntil(lambda: len(main.screens.built()) == len(main.screens), timeout=60_000)
    return main


def test_standings_events_and_players_speak_the_pseudo_language(pseudo_window, qtbot):
    names = _league_names()
    for key in ("standings", "events", "players"):
        screen = pseudo_window.show_screen(key)
        assert screen is not None, key
        qtbot.wait(10)
        assert untranslated(screen, data=names) == [], key
        assert cut_off(screen) == [], key
