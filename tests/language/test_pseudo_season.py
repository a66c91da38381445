"""Season setup in the pseudo-language (SPEC 12): every text it shows goes through the
translation layer, and none is cut off by a 40% longer language at 1200x800."""

from __future__ import annotations

import pytest

from tests.language.pseudo_checks import cut_off, untranslated
from tests.ui.conftest import league_db, sample_db  # noqa: F401  (the window's fixtures)


@pytest.fixture
def season_screen(pseudo_app, qtbot, league_db):  # noqa: F811
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.ui.main_window import MainWindow

    main = MainWindow()
    qtbot.addWidget(main)
    service = LeagueService.open(league_db)
    main.load_service(service)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    screen = main.show_screen("season")
    qtbot.wait(50)
    yield screen, service
    main.close()


def _names(service) -> list[str]:
    """The league's own words: its players, seasons, events and funds, and the names of the
    leagues whose rules Season setup offers (proper names, never translated)."""
    from leaguemgr.services.season_presets import PRESETS
    from leaguemgr.ui.season.set_asides_editor import COMMON_FUNDS

    league = service.league
    names = [player.name for player in league.players]
    names += [*PRESETS, *COMMON_FUNDS]
    names += list(service.season_names())
    for season in service.season_names():
        names += [event.name for event in service.season(season).events if event.name]
    return names


def test_season_setup_is_translated_and_nothing_is_cut_off(season_screen):
    screen, service = season_screen
    assert untranslated(screen, data=_names(service)) == []
    assert cut_off(screen) == []
    # Nor cut off at the right, behind a horizontal scroll bar nobody looks for.
    assert screen.form.minimumSizeHint().width() <= screen.scroll.viewport().width()
