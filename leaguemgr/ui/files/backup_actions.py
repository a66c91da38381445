"""File ▸ Back up now… and File ▸ Restore from Backup…."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QDialog, QFileDialog, QMessageBox, QStatusBar, QWidget

from leaguemgr.services.backup_service import backups_of
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.league_chooser import DB_FILTER, NO_LEAGUE, open_or_recover
from leaguemgr.ui.files.restore_dialog import RestoreDialog
from leaguemgr.ui.files.restoring import TITLE, put_back
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


class BackupWindow(Protocol):
    """What the backup actions need from the main window."""

    context: LeagueContext | None

    def load_service(self, service: LeagueService) -> None: ...

    def close_league(self) -> None: ...

    def ready_to_leave(self) -> bool: ...

    def statusBar(self) -> QStatusBar: ...


class BackupActions:
    def __init__(self, window: QWidget):
        self._window = window
        self.backup = QAction(translate("BackupActions", "&Back up now…"), window)
        self.backup.setShortcut(QKeySequence("Ctrl+B"))
        self.backup.triggered.connect(self.back_up)
        # No shortcut: putting a backup back is rare and must never happen by a slip.
        self.restore = QAction(translate("BackupActions", "Restore from Back&up…"), window)
        self.restore.triggered.connect(self.restore_from_backup)

    def update(self) -> None:
        """A read-only league cannot be written over; there is nothing to back up without one."""
        context = self._window.context
        # A league on a server has the server's own backups; File ▸ Save a copy as a file…
        # keeps one in a file.
        on_file = context is not None and not context.service.database.on_server
        self.backup.setEnabled(on_file)
        self.restore.setEnabled(on_file and context.writable)

    def back_up(self) -> None:
        context = self._window.context
        if context is None or context.service.database.on_server:
            return
        source = context.service.path
        stamp = datetime.now().strftime("%Y%m%d-%H%M")
        suggested = source.with_name(f"{source.stem}-backup-{stamp}.sqlite")
        path_text, _ = QFileDialog.getSaveFileName(
            self._window,
            translate("BackupActions", "Back up the league database"),
            str(suggested),
            translate("LeagueChooser", DB_FILTER),
        )
        if not path_text:
            return
        if Path(path_text).resolve() == source.resolve():
            QMessageBox.warning(
                self._window,
                translate("BackupActions", "Back up"),
                translate(
                    "BackupActions", "Choose a different file: a backup cannot replace the league."
                ),
            )
            return
        try:
            target = context.service.backup_to(Path(path_text))
        except (StorageError, OSError) as exc:
            show_error(self._window, translate("BackupActions", "Back up"), exc)
            return
        self._window.statusBar().showMessage(
            translate("BackupActions", "Backed up to {file}").format(file=target), 8000
        )

    def restore_from_backup(self) -> None:
        """Choose a backup, confirm, and put it back; the league is opened again from it."""
        context = self._window.context
        if context is None or not context.writable:
            return
        league = context.service.path
        dialog = RestoreDialog(league, backups_of(league), self._window)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        backup = dialog.chosen_path()
        dialog.deleteLater()
        if not accepted or backup is None:
            return
        answer = QMessageBox.question(
            self._window,
            translate("Restoring", TITLE),
            translate(
                "BackupActions",
                "Put {backup} back as {league}?\n\n"
                "The league as it is now is kept as a backup. Edit ▸ Undo starts afresh.",
            ).format(backup=backup.name, league=league.name),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes or not self._window.ready_to_leave():
            return
        # The restore writes the file under the league's own connection; ours must be closed.
        context.service.close()
        if not put_back(self._window, backup, league):
            return  # nothing changed: the service opens its connection again when next used
        service = open_or_recover(self._window, league, NO_LEAGUE)
        if service is None:
            self._window.close_league()
            return
        settings.remember_file(service.path)
        self._window.load_service(service)  # a new undo stack: the old edits are gone
        self._window.statusBar().showMessage(
            translate("BackupActions", "Restored {league} from {backup}").format(
                league=league.name, backup=backup.name
            ),
            15000,
        )
