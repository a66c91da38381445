"""The main window in the pseudo-language (SPEC 12): its menus, screen tabs, toolbar and
the Money screen say only translated words, and nothing on the Money screen is cut off at
1200x800; File ▸ League Settings is translated too."""

from __future__ import annotations

import pytest
from PySide6.QtWidgets import QApplication, QToolBar

from leaguemgr.language.pseudo import pseudo
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.files.server_dialog import place_text
from tests.language.pseudo_checks import cut_off, untranslated
from tests.ui.conftest import SAMPLE_LEAGUE

# Menus whose items other parts of the app make (ui/season, ui/night): only the items the
# main window adds to them are this test's (their own tests check the rest).
_OTHERS_MENUS = {pseudo("Seaso&n"), pseudo("Ni&ght")}


@pytest.fixture(scope="module")
def sample_file(tmp_path_factory):
    path = tmp_path_factory.mktemp("pseudo") / "sample.sqlite"
    service = LeagueService.open(path)
    service.import_league_file(SAMPLE_LEAGUE)
    service.close()
    return path


@pytest.fixture
def window(pseudo_app, qtbot, sample_file, tmp_path):
    from leaguemgr.ui.main_window import MainWindow

    path = tmp_path / "league.sqlite"
    source = LeagueService.open(sample_file)
    source.backup_to(path)
    source.close()
    main = MainWindow()
    qtbot.addWidget(main)
    service = LeagueService.open(path)
    main.load_service(service)
    main.resize(1200, 800)
    main.show()
    qtbot.waitExposed(main)
    yield main
    main.close()


def _league_data(window) -> list[str]:
    service = window.context.service
    league = service.league
    names = [service.league_name() or "", *service.season_names(), place_text(service.path)]
    names += [p.name for p in getattr(league, "players", [])]
    return names


def test_the_menus_tabs_and_toolbar_are_translated(window):
    data = _league_data(window)
    window._update_actions()
    found = []
    for top in window.menuBar().actions():
        menu = top.menu()
        menu.aboutToShow.emit()
        QApplication.processEvents()
        mine = {window.phones_action, window.tv_link_action, window.directors_action}
        mine.add(window.coming_action)
        for where, text, words in untranslated(menu, data):
            theirs = top.text() in _OTHERS_MENUS and "action" in where
            if theirs and not any(text in (a.text(), a.toolTip()) for a in mine):
                continue
            found.append((where, text, words))
    found += untranslated(window.tabs.tabBar(), data)
    for toolbar in window.findChildren(QToolBar):
        found += untranslated(toolbar, data)
    found += untranslated(window.statusBar(), data)
    assert found == [], "\n".join(map(str, found))


def test_the_money_screen_is_translated_and_nothing_is_cut_off(window, qtbot):
    money = window.show_screen("money")
    assert money is not None
    qtbot.waitUntil(lambda: money.isVisible())
    QApplication.processEvents()
    found = untranslated(money, _league_data(window))
    assert found == [], "\n".join(map(str, found))
    assert cut_off(money) == []


def test_the_league_settings_dialog_is_translated(window, qtbot):
    from leaguemgr.services.time_zones import time_zones
    from leaguemgr.ui.files import league_formats_fields as fields

    dialog = window.show_league_settings()
    qtbot.waitExposed(dialog)
    # What Babel's CLDR names (currencies, locales, languages in their own words) is the
    # locale's data, like the months' names.
    cldr = [fields.currency_line(code) for code in fields.CURRENCIES]
    cldr += [fields.locale_line(name) for name in fields.LOCALES]
    cldr += [fields.language_line(name) for name in fields.LANGUAGES]
    cldr += time_zones()  # the zones' own names (IANA's)
    found = untranslated(dialog, [*_league_data(window), *cldr])
    assert found == [], "\n".join(map(str, found))
    dialog.reject()
