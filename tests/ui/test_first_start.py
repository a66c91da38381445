"""The first start: a welcome shown once, a Help menu, a way on from an empty season page."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox
from shiboken6 import isValid

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.help_actions import GuideDialog, WelcomeDialog
from leaguemgr.ui.main_window import MainWindow


def test_the_welcome_is_shown_once_and_offers_the_two_ways_to_begin(window, qtbot, monkeypatch):
    started: list[bool] = []
    monkeypatch.setattr(window.file_actions, "new_league", lambda: started.append(True))
    dialog = window.welcome_once()
    assert isinstance(dialog, WelcomeDialog) and dialog.isVisible()
    assert "sample league" in dialog.explore_button.text().replace("&", "")
    assert "your own league" in dialog.start_button.text().replace("&", "")
    qtbot.mouseClick(dialog.start_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert started == [True]
    assert window.welcome_once() is None  # remembered: never again


def test_exploring_the_sample_just_closes_the_welcome(window, qtbot, monkeypatch):
    started: list[bool] = []
    monkeypatch.setattr(window.file_actions, "new_league", lambda: started.append(True))
    dialog = window.welcome_once()
    qtbot.mouseClick(dialog.explore_button, Qt.MouseButton.LeftButton)
    QApplication.processEvents()
    assert started == []
    assert not isValid(dialog) or not dialog.isVisible()  # closed (and deleted)


def test_the_help_menu_has_the_guide_and_about(window, qtbot, monkeypatch):
    titles = [action.text() for action in window.menuBar().actions()]
    assert titles[-1] == "&Help"
    help_menu = window.menuBar().actions()[-1].menu()
    texts = [action.text().replace("&", "") for action in help_menu.actions()]
    assert texts == ["Guide", "Welcome…", "About leaguemgr"]
    about: list[str] = []
    monkeypatch.setattr(QMessageBox, "about", lambda _p, _t, text: about.append(text))
    window.help_actions.about.trigger()
    assert "leaguemgr" in about[0]


def test_the_guide_opens_at_the_readmes_guide_section(qtbot):
    dialog = GuideDialog()
    qtbot.addWidget(dialog)
    block = dialog.browser.textCursor().block()
    assert block.text() == "Guide"
    assert "Undo" in dialog.browser.toPlainText()


def test_a_league_without_seasons_offers_new_season_on_its_setup_page(qtbot, tmp_path, monkeypatch):
    service = LeagueService.open(tmp_path / "empty.sqlite")
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(service)
    window.show()
    asked: list[bool] = []
    monkeypatch.setattr(window.season_actions, "new_season", lambda: asked.append(True))
    setup = window.show_screen("season")
    QApplication.processEvents()
    assert setup.new_season_button.isVisible()
    qtbot.mouseClick(setup.new_season_button, Qt.MouseButton.LeftButton)
    assert asked == [True]


def test_the_welcome_says_the_sample_is_open_only_when_it_is(qtbot, tmp_path, az_league_file):
    window = MainWindow()
    qtbot.addWidget(window)
    service = LeagueService.open(tmp_path / "own.sqlite")
    service.import_league_file(az_league_file)
    window.load_service(service)
    dialog = window.welcome_once()
    text = dialog.text.text()
    assert "sample league" not in text and "is open" in text
    assert service.league.name in text
    assert "sample" not in dialog.explore_button.text()


def test_the_welcome_with_the_sample_open_says_so(window):
    dialog = window.welcome_once()
    assert "A <b>sample league</b> is open" in dialog.text.text()
