"""The main window: title, navigation, seasons, and the File menu's files and backups."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWizard

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui import settings
from leaguemgr.ui.files.recovery_dialog import Way
from tests.ui.conftest import SAMPLE_LEAGUE, column_texts, when_dialog_opens


@pytest.fixture
def warnings(monkeypatch) -> list[str]:
    shown: list[str] = []
    monkeypatch.setattr(
        QMessageBox, "warning", staticmethod(lambda _parent, _title, text, *a: shown.append(text))
    )
    return shown


def _save_as(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )


def _open_as(monkeypatch, path: Path) -> None:
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(path), ""))
    )


def test_title_names_league_and_season_and_nothing_is_unsaved(window):
    assert window.windowTitle() == "Azwine Group Poker Tour (sample) — 2026[*] — leaguemgr"
    assert not window.isWindowModified()
    assert "saved" in window.saved_label.toolTip()
    assert window.season_combo.currentText() == "2026"
    assert window.width() >= 1200 and window.height() >= 800


def test_ctrl_number_switches_screens(window, qtbot):
    keys = list(window.screens)
    assert keys[:1] == ["standings"] and "players" in keys and "championship" in keys
    for number, key in reversed(list(enumerate(keys, 1))):
        qtbot.keyClick(
            window, getattr(Qt.Key, f"Key_{number}"), Qt.KeyboardModifier.ControlModifier
        )
        assert window.tabs.currentWidget() is window.screens[key]


def test_new_season_from_a_preset_then_rename_delete_and_undo(window, qtbot, monkeypatch):
    def create(dialog) -> None:
        assert dialog.start.name.text() == "2027"
        dialog.start.preset.setChecked(True)
        dialog.start.presets.setCurrentText("Fish 'N' Chips Poker Tour")
        dialog.button(QWizard.WizardButton.FinishButton).click()

    when_dialog_opens(qtbot, create)
    window.season_actions.new.trigger()
    assert window.context.season == "2027"
    assert window.windowTitle().startswith("Azwine Group Poker Tour (sample) — 2027")
    assert [window.season_combo.itemText(i) for i in range(2)] == ["2026", "2027"]
    assert window.context.service.season("2027").rules.rounding_unit == 5
    standings = window.screens["standings"]
    assert standings.model.rowCount() == 0

    monkeypatch.setattr(QInputDialog, "getText", staticmethod(lambda *a, **k: ("2027 FNC", True)))
    window.season_actions.rename.trigger()
    assert window.season_combo.currentText() == "2027 FNC"

    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    window.season_actions.delete.trigger()
    assert window.context.service.season_names() == ["2026"]
    assert window.context.season == "2026"
    assert column_texts(standings.proxy, 1)[0] == "Tess Morgan"

    window.undo_action.trigger()  # the deletion
    assert window.context.service.season_names() == ["2026", "2027 FNC"]
    window.undo_action.trigger()  # the rename
    assert window.context.service.season_names() == ["2026", "2027"]
    window.season_combo.setCurrentIndex(0)
    window.season_combo.activated.emit(0)
    assert window.context.season == "2026"


def test_back_up_now_copies_the_league(window, tmp_path, monkeypatch):
    target = tmp_path / "copy.sqlite"
    _save_as(monkeypatch, target)
    window.backup_actions.backup.trigger()
    assert "Backed up to" in window.statusBar().currentMessage()
    copy = LeagueService.open(target)
    try:
        assert copy.league == window.context.service.league
    finally:
        copy.close()


def test_export_then_import_league_file(window, tmp_path, monkeypatch, warnings):
    exported = tmp_path / "out.league.json"
    _save_as(monkeypatch, exported)
    window.file_actions.export_file.trigger()
    document = json.loads(exported.read_text(encoding="utf-8"))
    assert document["league"]["name"] == "Azwine Group Poker Tour (sample)"

    document["players"][0]["name"] = "Ann Lee-Smith"
    exported.write_text(json.dumps(document), encoding="utf-8")
    _open_as(monkeypatch, exported)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    window.file_actions.import_file.trigger()
    assert warnings == []
    assert "Ann Lee-Smith" in column_texts(window.screens["standings"].proxy, 1)

    # The whole import is one edit: Undo puts the old name back, Redo the imported one.
    window.undo_action.trigger()
    assert "Ann Lee" in column_texts(window.screens["standings"].proxy, 1)
    assert "Ann Lee-Smith" not in column_texts(window.screens["standings"].proxy, 1)
    window.redo_action.trigger()
    assert "Ann Lee-Smith" in column_texts(window.screens["standings"].proxy, 1)


def test_undo_of_an_import_removes_the_season_and_players_it_added(
    window, tmp_path, monkeypatch, warnings
):
    document = json.loads(SAMPLE_LEAGUE.read_text(encoding="utf-8"))
    document["players"].append({"id": "new1", "name": "Nina Newcomer"})
    document["seasons"][0]["name"] = "2027"
    added = tmp_path / "next-season.league.json"
    added.write_text(json.dumps(document), encoding="utf-8")
    _open_as(monkeypatch, added)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    window.file_actions.import_file.trigger()
    assert window.context.service.season_names() == ["2026", "2027"]
    assert warnings == []
    window.undo_action.trigger()
    assert window.context.service.season_names() == ["2026"]
    assert "new1" not in {p.id for p in window.context.service.league.players}


def test_a_bad_league_file_is_explained_with_its_path(window, tmp_path, monkeypatch, faults_shown):
    bad = tmp_path / "broken.league.json"
    bad.write_text('{"format": "leaguemgr-league", "version": 1, "league": {"name": 5}}')
    _open_as(monkeypatch, bad)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    window.file_actions.import_file.trigger()
    assert len(faults_shown) == 1
    assert str(bad) in faults_shown[0].informativeText()
    assert "league" in faults_shown[0].informativeText()
    assert window.context.service.league.name == "Azwine Group Poker Tour (sample)"


def test_opening_a_file_that_is_not_a_league_keeps_the_current_one(
    window, tmp_path, monkeypatch, recovery
):
    junk = tmp_path / "notes.sqlite"
    junk.write_text("shopping list")
    _open_as(monkeypatch, junk)
    recovery.answers = [Way.GIVE_UP]
    window.file_actions.open.trigger()
    assert str(junk) in recovery.shown[0].text
    assert recovery.shown[0].give_up == "&Keep the current league"
    assert window.context.service.league.name == "Azwine Group Poker Tour (sample)"
    assert junk.read_text() == "shopping list"


def test_new_league_then_open_recent(window, qtbot, tmp_path, monkeypatch, league_db):
    settings.remember_file(league_db)
    target = tmp_path / "thursday.sqlite"
    _save_as(monkeypatch, target)

    def name_it(dialog) -> None:
        qtbot.keyClicks(dialog.name, "Thursday Night Poker")
        dialog.accept()

    when_dialog_opens(qtbot, name_it)
    window.file_actions.new.trigger()
    assert window.windowTitle() == "Thursday Night Poker[*] — leaguemgr"
    assert window.context.season == ""
    standings = window.screens["standings"]
    assert "New season" in standings.problem.text()
    assert settings.recent_files()[0] == target.resolve()

    window.file_actions.recent_menu.aboutToShow.emit()
    actions = window.file_actions.recent_menu.actions()
    assert [a.toolTip() for a in actions] == [str(target.resolve()), str(league_db.resolve())]
    actions[1].trigger()
    assert window.windowTitle().startswith("Azwine Group Poker Tour (sample)")


def test_recent_files_keep_eight_and_drop_missing(tmp_path):
    paths = []
    for number in range(10):
        path = tmp_path / f"league{number}.sqlite"
        path.write_bytes(b"")
        paths.append(path)
        settings.remember_file(path)
    recent = settings.recent_files()
    assert recent == [p.resolve() for p in reversed(paths[2:])]
    paths[9].unlink()
    assert settings.recent_files()[0] == paths[8].resolve()
    assert len(settings.recent_files()) == 7
