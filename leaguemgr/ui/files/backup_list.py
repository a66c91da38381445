"""A league's automatic backups as a list to choose from: when, why, how big, how many events."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QListWidget, QListWidgetItem, QWidget

from leaguemgr.services.backup_service import Backup
from leaguemgr.ui.i18n import translate

BACKUP_ROLE = Qt.ItemDataRole.UserRole
NO_BACKUPS = QT_TRANSLATE_NOOP("BackupList", "This league has no automatic backups.")


class BackupList(QListWidget):
    """Newest first, the newest selected; an unreadable backup is listed but cannot be chosen."""

    def __init__(self, backups: list[Backup], parent: QWidget | None = None):
        super().__init__(parent)
        self.setAccessibleName(translate("BackupList", "Automatic backups"))
        for backup in backups:
            item = QListWidgetItem(backup.describe())
            item.setData(BACKUP_ROLE, backup)
            item.setToolTip(str(backup.path))
            if backup.events is None:
                item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEnabled)
            self.addItem(item)
        if not backups:
            empty = QListWidgetItem(translate("BackupList", NO_BACKUPS))
            empty.setFlags(Qt.ItemFlag.NoItemFlags)
            self.addItem(empty)
        readable = [row for row, backup in enumerate(backups) if backup.events is not None]
        if readable:
            self.setCurrentRow(readable[0])
        # Tall enough for a few weeks of backups; more scroll.
        rows = min(max(self.count(), 3), 6)
        self.setFixedHeight(self.sizeHintForRow(0) * rows + 2 * self.frameWidth() + 4)

    def chosen(self) -> Backup | None:
        """The backup selected (``None`` if none is)."""
        item = self.currentItem()
        if item is None or not item.isSelected():
            return None
        backup = item.data(BACKUP_ROLE)
        return backup if isinstance(backup, Backup) else None
