"""Putting a backup back over a league, and telling the organizer where the old one is kept."""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from leaguemgr.services.backup_service import restore_backup
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.files.fault_dialog import show_error

TITLE = "Restore from backup"


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
        show_error(parent, TITLE, refused, doing=f"Restore {backup.name}")
        return False
    where = (
        f"The league as it was is kept in {kept}; it is listed among the backups."
        if kept is not None
        else ""
    )
    QMessageBox.information(
        parent, TITLE, f"{league.name} is back as it was in the backup {backup.name}.\n\n{where}"
    )
    return True
