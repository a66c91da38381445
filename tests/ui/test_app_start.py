"""Starting the app: first run gets the sample league; later runs open the last league."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from PySide6.QtWidgets import QMessageBox

import leaguemgr
from leaguemgr.ui import resources, settings
from leaguemgr.ui.app import create_application, first_league
from leaguemgr.ui.files.league_opening import default_league_path
from leaguemgr.ui.files.recovery_dialog import Way


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text))
    )
    return shown


def test_first_run_creates_the_default_league_with_the_sample(qapp, warnings):
    create_application(["leaguemgr"])
    assert not default_league_path().exists()
    service = first_league(["leaguemgr"])
    try:
        assert service.path == default_league_path()
        assert service.league.name == "Azwine Group Poker Tour (sample)"
        assert service.season_names() == ["2026"]
        assert settings.recent_files() == [default_league_path().resolve()]
    finally:
        service.close()
    assert warnings == []


def test_next_run_opens_the_last_league(qapp, league_db):
    settings.remember_file(league_db)
    service = first_league(["leaguemgr"])
    try:
        assert service.path == league_db
    finally:
        service.close()
    assert not default_league_path().exists()


def test_a_broken_last_league_gets_the_recovery_dialog_and_quit_leaves(qapp, tmp_path, recovery):
    broken = tmp_path / "broken.sqlite"
    broken.write_text("this is not a database")
    settings.remember_file(broken)
    recovery.answers = [Way.GIVE_UP]
    assert first_league(["leaguemgr"]) is None
    (shown,) = recovery.shown
    assert "not a league database" in shown.text and str(broken) in shown.text
    assert shown.give_up == "&Quit"
    assert not default_league_path().exists()  # nothing made behind the organizer's back
    assert broken.read_text() == "this is not a database"


def test_a_league_named_on_the_command_line_wins(qapp, league_db, tmp_path, sample_db):
    settings.remember_file(sample_db)
    service = first_league(["leaguemgr", str(league_db)])
    try:
        assert service.path == league_db
    finally:
        service.close()
    assert settings.recent_files()[0] == league_db.resolve()


def test_a_missing_league_on_the_command_line_is_not_made_up(qapp, tmp_path, recovery):
    """A typo must not become an empty league: the recovery dialog says the file is missing."""
    missing = tmp_path / "typo.sqlite"
    recovery.answers = [Way.GIVE_UP]
    assert first_league(["leaguemgr", str(missing)]) is None
    assert "not there" in recovery.shown[0].text and "no such league" in recovery.shown[0].text
    assert not missing.exists()


def test_resources_are_found_in_a_pyinstaller_bundle(tmp_path, monkeypatch):
    assert resources.sample_league_file().is_file()
    bundle = tmp_path / "bundle"
    (bundle / "resources").mkdir(parents=True)
    (bundle / "resources" / "sample.league.json").write_text("{}")
    monkeypatch.setattr(leaguemgr, "__file__", str(tmp_path / "frozen" / "leaguemgr" / "x.py"))
    monkeypatch.setattr(sys, "_MEIPASS", str(bundle), raising=False)
    assert resources.sample_league_file() == Path(bundle) / "resources" / "sample.league.json"


def test_run_app_shows_the_window_and_returns_when_it_closes(qapp):
    from PySide6.QtCore import QTimer
    from PySide6.QtWidgets import QApplication

    from leaguemgr.ui.app import run_app
    from leaguemgr.ui.main_window import MainWindow

    titles: list[str] = []

    def close_window() -> None:
        for widget in QApplication.topLevelWidgets():
            if isinstance(widget, MainWindow) and widget.isVisible():
                titles.append(widget.windowTitle())
                widget.close()
                widget.deleteLater()

    QTimer.singleShot(200, close_window)
    assert run_app(["leaguemgr"]) == 0
    assert titles == ["Azwine Group Poker Tour (sample) — 2026[*] — leaguemgr"]
