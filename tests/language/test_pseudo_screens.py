"""Every main screen in the pseudo-language (SPEC 12): each one the main window's tabs and
menus reach says only translated words and cuts none of them off at 1200x800. One window is
made for them all (the screens are built once), so the whole sweep stays quick."""

from __future__ import annotations

import json

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.files.server_dialog import place_text
from tests.language.pseudo_checks import cut_off, untranslated
from tests.ui.conftest import SAMPLE_LEAGUE

SCREENS = ("standings", "events", "players", "championship", "season", "night", "money")


@pytest.fixture(scope="module")
def pseudo_window(qapp, tmp_path_factory):
    """The sample league in the pseudo-language, every screen built, at 1200x800."""
    from leaguemgr.ui.i18n import install_language
    from leaguemgr.ui.main_window import MainWindow

    folder = tmp_path_factory.mktemp("screens")
    # The window keeps its layout and recent files: in a folder of its own, not the user's.
    for kind in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        QSettings.setPath(kind, QSettings.Scope.UserScope, str(folder))
    path = folder / "league.sqlite"
    service = LeagueService.open(path)
    service.import_league_file(SAMPLE_LEAGUE)
    install_language("pseudo")
    main = MainWindow()
    main.load_service(service)
    main.resize(1200, 800)
    main.show()
    for key in SCREENS:  # each screen is built the first time it is shown
        main.show_screen(key)
        QApplication.processEvents()
    yield main
    main.close()
    main.deleteLater()
    install_language("en")


def _league_words(window) -> list[str]:
    """The league's own names (players, seasons, events, venues, its file): never translated."""
    from leaguemgr.services.season_presets import PRESETS
    from leaguemgr.ui.season.set_asides_editor import COMMON_FUNDS

    league = json.loads(SAMPLE_LEAGUE.read_text(encoding="utf-8"))
    names = [league["league"]["name"], *(p["name"] for p in league["players"])]
    for season in league["seasons"]:
        names.append(season["name"])
        for event in season["events"]:
            names += [event.get("name") or "", event.get("venue") or ""]
    service = window.context.service
    names += [place_text(service.path), *PRESETS, *COMMON_FUNDS]
    return names


@pytest.mark.parametrize("key", SCREENS)
def test_every_screen_speaks_the_language_and_fits(pseudo_window, key):
    screen = pseudo_window.show_screen(key)
    assert screen is not None, key
    QApplication.processEvents()
    assert pseudo_window.size().width() == 1200
    found = untranslated(screen, data=_league_words(pseudo_window))
    assert found == [], key
    assert cut_off(screen) == [], key


def test_the_league_settings_dialog_speaks_the_language_and_fits(pseudo_window):
    from leaguemgr.services.time_zones import time_zones
    from leaguemgr.ui.files import league_formats_fields as fields

    dialog = pseudo_window.show_league_settings()
    QApplication.processEvents()
    try:
        # What Babel's CLDR and IANA name (currencies, locales, languages, zones) is data.
        cldr = [fields.currency_line(code) for code in fields.CURRENCIES]
        cldr += [fields.locale_line(name) for name in fields.LOCALES]
        cldr += [fields.language_line(name) for name in fields.LANGUAGES]
        cldr += time_zones()
        assert untranslated(dialog, [*_league_words(pseudo_window), *cldr]) == []
        assert cut_off(dialog) == []
    finally:
        dialog.reject()
