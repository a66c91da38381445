"""Settings ▸ Language (SPEC 12): the organizer picks the app's language, and the app speaks
it from its next start; until then it follows the system's."""

from __future__ import annotations

from PySide6.QtWidgets import QMenu, QMessageBox

from leaguemgr.ui import settings
from leaguemgr.ui.app import create_application
from leaguemgr.ui.i18n import install_language, translate


def _language_menu(window) -> QMenu:
    titles = {action.text(): action.menu() for action in window.menuBar().actions()}
    settings_menu = titles["Settings"]
    return next(a.menu() for a in settings_menu.actions() if a.menu() is not None)


def test_the_language_chosen_is_the_one_the_next_start_speaks(window, monkeypatch):
    told = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text: told.append(text))
    )
    menu = _language_menu(window)
    choices = {action.text(): action for action in menu.actions() if not action.isSeparator()}
    system, *languages = choices
    assert languages == ["English", "Deutsch", "Français", "Español", "Nederlands"]
    assert system.startswith("The System's (")
    assert choices[system].isChecked()  # nothing chosen yet: the system's

    choices["Deutsch"].trigger()
    assert settings.chosen_language() == "de"
    assert told == ["leaguemgr will speak Deutsch the next time it is opened."]
    try:
        create_application([])  # the next start
        assert translate("MainWindow", "Settings") == "Einstellungen"
        assert translate("LanguageMenu", "&Language") == "&Sprache"
    finally:
        settings.choose_language(None)
        install_language("en")
    assert translate("MainWindow", "Settings") == "Settings"


def test_choosing_the_language_already_spoken_says_nothing(window, monkeypatch):
    told = []
    monkeypatch.setattr(
        QMessageBox, "information", staticmethod(lambda _p, _t, text: told.append(text))
    )
    english = next(a for a in _language_menu(window).actions() if a.text() == "English")
    english.trigger()
    assert settings.chosen_language() == "en"
    assert told == []
    settings.choose_language(None)
