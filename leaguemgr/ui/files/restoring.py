"""Putting a backup back over a league, and telling the organizer where the old one is kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from leaguemgr.services.backup_service import restore_backup
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.i18n import translate

TITLE = QT_TRANSLATE_NOOP("Restoring", "Restore from backup")


def put_back(parent: QWidget | None, backup: Path, league: Path) -> bool:
    """Make ``backup`` the league at ``league``; ``False`` if refused (the dialog said why).

    No service may have ``league`` open: close it first, open it again afterwards.
    """
    QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
    try:
        kept = restore_backup(backup, league)
    except StorageError as exc:
        refused: StorageError | None = exc
    else:
        refused = None
    finally:
        QApplication.restoreOverrideCursor()
    if refused is not None:
        show_error(
            parent,
            translate("Restoring", TITLE),
            refused,
            doing=translate("Restoring", "Restore {backup}").format(backup=backup.name),
        )
        return False
    where = (
        translate(
            "Restoring", "The league as it was is kept in {file}; it is listed among the backups."
        ).format(file=kept)
        if kept is not None
        else ""
    )
    QMessageBox.information(
        parent,
        translate("Restoring", TITLE),
        translate("Restoring", "{league} is back as it was in the backup {backup}.").format(
            league=league.name, backup=backup.name
        )
        + f"\n\n{where}",
    )
    return True
