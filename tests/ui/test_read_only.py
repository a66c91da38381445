"""A league in a folder the organizer may not write: shown whole, nothing offered that writes,
and a line above the screens that says why and what to do."""

from __future__ import annotations

import hashlib
import os
from pathlib import Path

import pytest
from PySide6.QtCore import QItemSelectionModel, Qt

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.files.league_opening import open_existing
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.table_helpers import EDITING_FLAGS

BANNER = "Read-only: you may not write to its folder. Copy it somewhere you may write to change it."


def _digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def _in_a_folder_we_may_not_write(league: Path, monkeypatch) -> LeagueService:
    """Open ``league`` as the app does, while its folder says "not yours to write" (chmod
    cannot say so to root, who runs the tests in CI; os.access is what the app asks)."""
    may = os.access
    with monkeypatch.context() as patch:
        patch.setattr(
            os, "access", lambda path, mode: Path(path) != league.parent and may(path, mode)
        )
        return open_existing(league)


@pytest.fixture
def read_only_window(qtbot, league_db, monkeypatch) -> MainWindow:
    service = _in_a_folder_we_may_not_write(league_db, monkeypatch)
    assert service.read_only_reason == "you may not write to its folder"
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(service)
    window.show()
    qtbot.waitExposed(window)
    for key in window.screens:  # every screen, as the organizer would look around
        window.screens[key]
    return window


def _select_first_row(view) -> None:
    view.selectionModel().setCurrentIndex(
        view.model().index(0, 0),
        QItemSelectionModel.SelectionFlag.ClearAndSelect | QItemSelectionModel.SelectionFlag.Rows,
    )


def _no_cell_can_change(model) -> bool:
    return all(
        not model.flags(model.index(row, column)) & EDITING_FLAGS
        for row in range(model.rowCount())
        for column in range(model.columnCount())
    )


def test_the_banner_says_why_and_what_to_do(read_only_window):
    banner = read_only_window.read_only_banner
    assert banner.isVisible() and banner.text() == BANNER
    assert read_only_window.windowTitle().endswith("(read-only)[*] — leaguemgr")


def test_every_control_that_writes_is_disabled(read_only_window, league_db, faults_shown):
    window = read_only_window
    before = _digest(league_db)
    window._update_actions()  # as when the File menu opens
    files, backups, seasons = window.file_actions, window.backup_actions, window.season_actions
    for action in (files.import_file, backups.restore, seasons.new, seasons.rename, seasons.delete):
        assert not action.isEnabled(), action.text()
    # What only reads stays: exports, backups, printing, opening another league.
    for action in (files.export_file, backups.backup, files.open, files.new):
        assert action.isEnabled(), action.text()
    assert all(action.isEnabled() for action in window.output_actions.actions)

    standings = window.screens["standings"]
    _select_first_row(standings.table)
    assert not standings.decline_action.isEnabled()
    assert not standings.reinstate_action.isEnabled()

    events = window.screens["events"]
    assert events.editor.draft is not None  # the event is shown…
    assert not events.new_button.isEnabled() and not events.delete_button.isEnabled()
    editor = events.editor
    assert not editor.fields.isEnabled() and not editor.add_bar.isEnabled()
    assert not editor.dealers.isEnabled()
    for action in (
        editor.save_action,
        editor.revert_action,
        editor.toolbar.up_action,
        editor.toolbar.down_action,
        editor.toolbar.fill_action,
        editor.toolbar.sort_action,
        editor.toolbar.clear_action,
        editor.toolbar.remove_action,
    ):
        assert not action.isEnabled(), action.text()
    assert editor.model.rowCount() > 0 and _no_cell_can_change(editor.model)
    assert editor.model.index(0, Column.PLAYER).data()  # …and read

    players = window.screens["players"]
    _select_first_row(players.table)
    assert players.selected_player() is not None
    for action in (
        players.add_action,
        players.rename_action,
        players.merge_action,
        players.active_action,
    ):
        assert not action.isEnabled(), action.text()
    assert _no_cell_can_change(players.model)

    season = window.screens["season"]
    assert not season.form.isEnabled()
    assert not season.apply_button.isEnabled() and not season.revert_button.isEnabled()
    assert not any(button.isEnabled() for button in season.preset_buttons.values())

    championship = window.screens["championship"]
    if championship.field_model.rowCount():
        _select_first_row(championship.field)
    assert not championship.decline_button.isEnabled()
    assert not championship.reinstate_button.isEnabled()
    for row in range(championship.offers.count()):
        assert not championship.offers.item(row).flags() & Qt.ItemFlag.ItemIsUserCheckable
    panel = championship.result_panel
    assert not panel.save_button.isEnabled() and not panel.clear_button.isEnabled()
    assert not panel.delete_button.isEnabled()
    assert _no_cell_can_change(panel.model)

    assert _digest(league_db) == before
    assert faults_shown == []


def test_a_league_that_may_be_written_has_no_banner(window):
    assert not window.read_only_banner.isVisible()
    assert window.file_actions.import_file.isEnabled()
    assert window.backup_actions.restore.isEnabled()
