"""File ▸ Restore from Backup…: choose one of the league's automatic backups, or any file."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QFileDialog,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.backup_service import Backup
from leaguemgr.ui.files.backup_list import BackupList
from leaguemgr.ui.i18n import translate

BACKUP_FILTER = QT_TRANSLATE_NOOP(
    "LeagueChooser", "League databases (*.sqlite *.db);;All files (*)"
)


class RestoreDialog(QDialog):
    """Lists the backups of the league at ``league``; :meth:`chosen_path` is the file chosen."""

    def __init__(self, league: Path, backups: list[Backup], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("RestoreDialog", "Restore from backup"))
        self._league = league
        self._file: Path | None = None
        intro = QLabel(
            translate(
                "RestoreDialog",
                "Put one of these backups back as <b>{league}</b>. The league as it is now "
                "is kept as a backup first, so nothing is lost.",
            ).format(league=league.name)
        )
        intro.setWordWrap(True)
        self.backups = BackupList(backups)
        label = QLabel(translate("RestoreDialog", "&Automatic backups, newest first:"))
        label.setBuddy(self.backups)

        buttons = QDialogButtonBox()
        self.restore_button = buttons.addButton(
            translate("RestoreDialog", "&Restore"), QDialogButtonBox.ButtonRole.AcceptRole
        )
        self.choose_button = QPushButton(translate("RestoreDialog", "&Choose a file…"))
        self.choose_button.setToolTip(
            translate("RestoreDialog", "Put back a backup saved elsewhere (File ▸ Back up now…)")
        )
        buttons.addButton(self.choose_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        self.restore_button.setDefault(True)
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.choose_button.clicked.connect(self.choose_file)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(label)
        layout.addWidget(self.backups)
        layout.addWidget(buttons)
        self.setMinimumWidth(560)
        self.backups.itemSelectionChanged.connect(self._update)
        self._update()
        self.backups.setFocus()

    def chosen_path(self) -> Path | None:
        """The backup file to put back: the file chosen, else the backup selected."""
        if self._file is not None:
            return self._file
        backup = self.backups.chosen()
        return backup.path if backup is not None else None

    def choose_file(self) -> None:
        """Pick a backup file anywhere; the dialog closes with it chosen."""
        path_text, _ = QFileDialog.getOpenFileName(
            self,
            translate("RestoreDialog", "Choose a backup to put back"),
            str(self._league.parent),
            translate("LeagueChooser", BACKUP_FILTER),
        )
        if path_text:
            self._file = Path(path_text)
            self.accept()

    def _update(self) -> None:
        self.restore_button.setEnabled(self.backups.chosen() is not None)
