"""The Night screen in the pseudo-language (SPEC 12): every text it shows goes through a
translation layer, and a 40% longer language cuts none of them off at 1200x800."""

from __future__ import annotations

import random
from pathlib import Path

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.main_window import MainWindow
from tests.language.pseudo_checks import cut_off, untranslated
from tests.night_league import make_night_league


def _night_window(qtbot, tmp_path: Path) -> tuple[MainWindow, LeagueService]:
    """The AZ league's next night mid-way: arrivals, the draw, busts, a rebuy, a level."""
    service = LeagueService.open(make_night_league(tmp_path / "az.sqlite", tmp_path))
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(service)
    window.resize(1200, 800)
    window.show()
    qtbot.waitExposed(window)
    view = window.show_screen("night")
    view.nights = NightService(service, random.Random(4))
    view.actions.start_night()
    data = view.data
    season, number, nights = data.season, data.number, view.nights
    roster = [p.id for p in service.league.players]
    for index, player in enumerate(roster[:12]):
        nights.arrive(season, number, player, paid=index != 3, on_time=index % 3 == 0)
    nights.draw(season, number, seed=5)
    left = list(nights.night(season, number).remaining)
    nights.bust(season, number, [left[5]], by=[left[0]])
    nights.rebuy(season, number, left[5])
    nights.bust(season, number, [left[2]], by=[left[7]])
    nights.level(season, number, 1)
    view.refresh()
    qtbot.wait(50)
    return window, service


def test_the_night_screen_speaks_the_language_and_fits(pseudo_app, qtbot, tmp_path):
    window, service = _night_window(qtbot, tmp_path)
    view = window.screens["night"]
    league = service.league
    data = [p.name for p in league.players] + [league.name]
    data += [s.name for s in league.seasons] + [view.data.season]
    try:
        found = untranslated(view, data=data)
        assert found == []
        assert cut_off(view) == []
    finally:
        window.close()
        service.close()
