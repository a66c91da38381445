"""File ▸ Restore from Backup…: the league's backups listed, one put back, the old one kept."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QFileDialog, QLabel, QMessageBox, QPushButton

from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.backups import backups_of
from leaguemgr.ui.files.restore_dialog import RestoreDialog
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.season import season_commands
from tests.ui.conftest import when_dialog_opens
from tests.ui.fault_makers import with_daily_backup


@pytest.fixture
def questions(monkeypatch) -> list[str]:
    """The confirmation's text; answered Yes."""
    asked: list[str] = []

    def question(_parent, _title, text, *a, **k):
        asked.append(text)
        return QMessageBox.StandardButton.Yes

    monkeypatch.setattr(QMessageBox, "question", staticmethod(question))
    return asked


@pytest.fixture
def backed_up_window(qtbot, league_db) -> MainWindow:
    """A window on a league with a day's automatic backup, then renamed since."""
    with_daily_backup(league_db)
    window = MainWindow()
    qtbot.addWidget(window)
    window.load_service(LeagueService.open(league_db))
    window.show()
    qtbot.waitExposed(window)
    context = window.context
    assert context.push(season_commands.rename_season(context, "2026", "Renamed since"))
    return window


def mnemonics(widget) -> list[str]:
    texts = [w.text() for w in widget.findChildren(QPushButton)]
    texts += [w.text() for w in widget.findChildren(QLabel) if w.buddy() is not None]
    return [t[t.index("&") + 1].lower() for t in texts if "&" in t]


def test_a_backup_is_put_back_from_the_keyboard(
    qtbot, backed_up_window, league_db, questions, informed
):
    window = backed_up_window
    old_context = window.context
    listed: list[list[str]] = []

    def press_enter(dialog) -> None:
        assert isinstance(dialog, RestoreDialog)
        listed.append([dialog.backups.item(i).text() for i in range(dialog.backups.count())])
        keys = mnemonics(dialog)
        assert len(keys) == len(set(keys)) == 3  # Automatic backups, Restore, Choose a file
        qtbot.keyClick(dialog.backups, Qt.Key.Key_Return)  # the newest is selected

    when_dialog_opens(qtbot, press_enter)
    window.backup_actions.restore.trigger()

    assert len(listed[0]) == 1 and "daily" in listed[0][0] and "events" in listed[0][0]
    assert "kept as a backup" in questions[0]
    assert "kept in" in informed[0]
    assert window.context is not old_context
    assert window.context.service.season_names() == ["2026"]
    assert window.context.undo_stack.count() == 0
    assert window.season_combo.currentText() == "2026"
    reasons = sorted(backup.reason for backup in backups_of(league_db))
    assert reasons == ["daily", "restore"]  # the league as it was is among the backups
    assert str(next(b.path for b in backups_of(league_db) if b.reason == "restore")) in informed[0]


def test_a_backup_file_chosen_anywhere_is_put_back(
    qtbot, backed_up_window, tmp_path, monkeypatch, questions, informed
):
    window = backed_up_window
    copy = tmp_path / "saved-elsewhere.sqlite"
    window.context.service.backup_to(copy)  # as File ▸ Back up now… made it
    assert window.context.push(
        season_commands.rename_season(window.context, "Renamed since", "Renamed again")
    )
    monkeypatch.setattr(
        QFileDialog, "getOpenFileName", staticmethod(lambda *a, **k: (str(copy), ""))
    )
    when_dialog_opens(qtbot, lambda dialog: dialog.choose_button.click())
    window.backup_actions.restore.trigger()
    assert copy.name in questions[0]
    assert window.context.service.season_names() == ["Renamed since"]


def test_cancelling_the_confirmation_changes_nothing(
    qtbot, backed_up_window, league_db, monkeypatch
):
    window = backed_up_window
    context = window.context
    monkeypatch.setattr(
        QMessageBox, "question", staticmethod(lambda *a, **k: QMessageBox.StandardButton.Cancel)
    )
    when_dialog_opens(qtbot, lambda dialog: dialog.restore_button.click())
    window.backup_actions.restore.trigger()
    assert window.context is context and context.undo_stack.count() == 1
    assert context.service.season_names() == ["Renamed since"]
    assert [b.reason for b in backups_of(league_db)] == ["daily"]


def test_cancel_in_the_dialog_changes_nothing(qtbot, backed_up_window, league_db):
    window = backed_up_window
    when_dialog_opens(qtbot, lambda dialog: dialog.reject())
    window.backup_actions.restore.trigger()
    assert window.context.service.season_names() == ["Renamed since"]
    assert window.context.undo_stack.count() == 1


def test_a_league_without_backups_says_so(qtbot, window, league_db: Path):
    seen: list[tuple[str, bool]] = []

    def look(dialog) -> None:
        seen.append((dialog.backups.item(0).text(), dialog.restore_button.isEnabled()))
        dialog.reject()

    when_dialog_opens(qtbot, look)
    window.backup_actions.restore.trigger()
    assert seen == [("This league has no automatic backups.", False)]
