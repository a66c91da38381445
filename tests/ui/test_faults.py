"""Faults of the machine during a session: each is explained in a dialog that says what to do,
nothing is lost, and the undo stack stays in step with the league."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from PySide6.QtWidgets import QFileDialog, QMessageBox

from leaguemgr.domain.records import Player
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import Fault, fault_error
from leaguemgr.ui.files.fault_dialog import ADVICE, RESTORABLE, FaultDialog
from leaguemgr.ui.players.player_commands import add_player
from leaguemgr.ui.season import season_commands
from tests import synthetic
from tests.ui.conftest import when_dialog_opens
from tests.ui.fault_makers import (
    FullDisk,
    quick_busy_timeout,
    truncated,
    with_daily_backup,
    write_lock_held,
)

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _stored_event_name(league: Path, number: int) -> str:
    service = LeagueService.open(league, read_only=True)
    try:
        return service.event("2026", number).name
    finally:
        service.close()


def _type_event_name(editor, text: str) -> None:
    editor.fields.name.setText(text)
    editor.fields.name.textEdited.emit(text)  # as typed by the organizer


def test_a_save_on_a_full_disk_is_explained_and_no_undo_entry_is_pushed(
    window, league_db, faults_shown
):
    context = window.context
    disk = FullDisk(context.service)
    context.push(add_player(context, Player("p-new", "Nina New")))
    window.undo_action.trigger()  # an edit to redo: a refused save must not drop it
    assert (context.undo_stack.count(), context.undo_stack.index()) == (1, 0)

    editor = window.show_screen("events").editor
    number = editor.number
    before = _stored_event_name(league_db, number)
    disk.fill()
    huge = "A night to remember" * 1_500  # needs pages the disk no longer has
    _type_event_name(editor, huge)
    assert editor.save() is False

    (dialog,) = faults_shown
    assert dialog.text() == "The disk is full: nothing was saved."
    assert "Free some space" in dialog.informativeText()
    assert (context.undo_stack.count(), context.undo_stack.index()) == (1, 0)
    assert context.undo_stack.canRedo()  # Edit ▸ Redo gets it back once the draft is settled
    assert _stored_event_name(league_db, number) == before
    assert editor.is_dirty() and editor.draft.name == huge  # nothing typed is lost
    assert "not saved" in editor.banner.text()

    disk.free()  # what the dialog asked for
    assert editor.save() is True
    assert _stored_event_name(league_db, number) == huge
    assert context.undo_stack.count() == 1 and context.undo_stack.index() == 1


def test_a_failed_undo_and_redo_leave_the_stack_where_it_was(window, league_db, faults_shown):
    context = window.context
    quick_busy_timeout(context.service)
    context.push(season_commands.rename_season(context, "2026", "Spring"))
    assert context.undo_stack.index() == 1

    with write_lock_held(league_db):
        window.undo_action.trigger()
    assert [d.text() for d in faults_shown] == ["Another program is writing the league."]
    assert context.undo_stack.index() == 1 and window.undo_action.isEnabled()
    assert context.service.season_names() == ["Spring"]

    window.undo_action.trigger()  # the other program is done: now it works
    assert context.undo_stack.index() == 0
    assert context.service.season_names() == ["2026"]

    with write_lock_held(league_db):
        window.redo_action.trigger()
    assert len(faults_shown) == 2
    assert context.undo_stack.index() == 0 and window.redo_action.isEnabled()
    assert context.service.season_names() == ["2026"]

    window.redo_action.trigger()
    assert context.undo_stack.index() == 1
    assert context.service.season_names() == ["Spring"]


def test_an_import_onto_a_full_disk_is_one_dialog_and_changes_nothing(
    window, tmp_path, monkeypatch, faults_shown
):
    bigger = tmp_path / "three-seasons.league.json"
    bigger.write_text(json.dumps(synthetic.league_document(3, 6, 12, 24, seed=7)))
    context = window.context
    before = context.service.league
    FullDisk(context.service).fill()
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(bigger), ""))
    )
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    warnings: list[str] = []
    monkeypatch.setattr(QMessageBox, "warning", staticmethod(lambda *a: warnings.append(a[2])))
    window.file_actions.import_file.trigger()
    assert [d.text() for d in faults_shown] == ["The disk is full: nothing was saved."]
    assert warnings == []  # one dialog, not a second one saying the same
    assert context.undo_stack.count() == 0
    assert context.service.reload() and context.service.league == before


@pytest.mark.parametrize("fault", list(Fault))
def test_every_fault_says_what_happened_and_what_to_do(fault, tmp_path):
    error = fault_error(fault, tmp_path / "league.sqlite") if fault is not Fault.CHANGED else None
    if error is None:
        from leaguemgr.storage.who_writes import changed_meanwhile

        error = changed_meanwhile(tmp_path / "league.sqlite", "leaguemgr import on box", "now")
    dialog = FaultDialog(None, "Test", error, doing="Rename season 2026", restore=lambda: None)
    assert dialog.text() == ADVICE[fault].headline
    details = dialog.informativeText()
    assert ADVICE[fault].what_to_do in details
    if fault is Fault.CHANGED:
        assert "leaguemgr import on box" in details and "Rename season 2026" in details
    else:
        assert str(error) in details
    assert (dialog.restore_button is not None) == (fault in RESTORABLE)


def test_the_restore_button_of_a_fault_dialog_restores(qtbot, tmp_path):
    restored: list[bool] = []
    error = fault_error(Fault.CORRUPT, tmp_path / "league.sqlite")
    dialog = FaultDialog(None, "Not saved", error, restore=lambda: restored.append(True))
    when_dialog_opens(qtbot, lambda shown: shown.restore_button.click())
    dialog.run()
    assert restored == [True]
    ok_only = FaultDialog(None, "Not saved", error, restore=lambda: restored.append(True))
    when_dialog_opens(qtbot, lambda shown: shown.button(QMessageBox.StandardButton.Ok).click())
    ok_only.run()
    assert restored == [True]


def test_a_failed_automatic_backup_is_said_once_in_the_status_bar(window, tmp_path):
    from leaguemgr.storage.backups import backups_folder

    backups_folder().parent.mkdir(parents=True, exist_ok=True)
    backups_folder().write_text("a file where the backups folder belongs")
    context = window.context
    assert context.push(add_player(context, Player("p-a", "Abe First")))
    assert "automatic backup could not be made" in window.statusBar().currentMessage()
    window.statusBar().clearMessage()
    assert context.push(add_player(context, Player("p-b", "Bea Second")))
    assert window.statusBar().currentMessage() == ""
    assert {"p-a", "p-b"} <= {p.id for p in context.service.league.players}


def test_an_export_of_the_league_file_that_cannot_be_written_is_explained(
    window, tmp_path, monkeypatch, faults_shown
):
    blocker = tmp_path / "a-file"
    blocker.write_text("x")
    target = blocker / "league.league.json"
    monkeypatch.setattr(
        QFileDialog, "getSaveFileName", staticmethod(lambda *a, **k: (str(target), ""))
    )
    window.file_actions.export_file.trigger()
    (dialog,) = faults_shown
    assert str(target) in dialog.informativeText()
    assert dialog.text() == "The file could not be written or read."


def test_a_league_damaged_while_open_is_put_back_from_the_edits_dialog(
    qtbot, league_db, monkeypatch, informed
):
    from leaguemgr.ui.main_window import MainWindow

    with_daily_backup(league_db)
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(LeagueService.open(league_db))
    window.show()
    context = window.context
    context.service.league  # noqa: B018 - all read before the disk goes bad
    truncated(league_db)
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Yes)
    )
    seen: list[str] = []

    def put_back_the_newest(dialog) -> None:
        seen.append(type(dialog).__name__)
        dialog.restore_button.click()  # the RestoreDialog: its newest backup is selected

    def restore_from_the_fault_dialog(dialog) -> None:
        seen.append(dialog.text())
        dialog.restore_button.click()
        when_dialog_opens(qtbot, put_back_the_newest)

    when_dialog_opens(qtbot, restore_from_the_fault_dialog)
    assert not context.push(add_player(context, Player("p-late", "Lena Late")))
    qtbot.waitUntil(lambda: window.context is not context)
    assert seen == ["The league file is damaged.", "RestoreDialog"]
    assert "kept in" in informed[0]
    service = window.context.service
    assert service.league.name == "Azwine Group Poker Tour (sample)"
    assert service.read_only_reason is None and window.context.undo_stack.count() == 0
    assert window.context.push(add_player(window.context, Player("p-late", "Lena Late")))
