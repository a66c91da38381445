"""The dialog shown when a league cannot be opened: what is wrong, and the ways out.

Put back one of the league's automatic backups, open another league, start a new one, or
give up (quit at start; keep the league already open otherwise). The dialog only asks; the
caller (:mod:`leaguemgr.ui.files.league_chooser`) does what was chosen.
"""

from __future__ import annotations

import enum
import html
from pathlib import Path

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QStyle,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.backup_service import Backup
from leaguemgr.ui.files.backup_list import BackupList
from leaguemgr.ui.files.fault_dialog import advice_for
from leaguemgr.ui.i18n import translate


class Way(enum.Enum):
    """What the organizer chose to do about a league that cannot be opened."""

    RESTORE = "restore"
    OPEN_OTHER = "open another"
    NEW_LEAGUE = "new league"
    GIVE_UP = "give up"


class RecoveryDialog(QDialog):
    """``give_up``: the label of the last button ("&Quit" at start)."""

    def __init__(
        self,
        path: Path,
        error: BaseException,
        backups: list[Backup],
        give_up: str,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.way = Way.GIVE_UP
        self.setWindowTitle(translate("RecoveryDialog", "The league cannot be opened"))
        advice = advice_for(error)
        headline = QLabel(
            f"<big><b>{html.escape(path.name)}</b>: {html.escape(advice.headline)}</big>"
        )
        headline.setWordWrap(True)
        details = QLabel(str(error))
        details.setWordWrap(True)
        details.setMinimumWidth(520)
        self.backups = BackupList(backups)
        backups_label = QLabel(
            translate("RecoveryDialog", "&Automatic backups of this league, newest first:")
        )
        backups_label.setBuddy(self.backups)

        self.restore_button = QPushButton(
            translate("RecoveryDialog", "&Restore the selected backup")
        )
        self.open_button = QPushButton(translate("RecoveryDialog", "&Open another league…"))
        self.new_button = QPushButton(translate("RecoveryDialog", "Start a &new league…"))
        self.give_up_button = QPushButton(translate("LeagueChooser", give_up))
        buttons = QDialogButtonBox()
        for button, way in (
            (self.restore_button, Way.RESTORE),
            (self.open_button, Way.OPEN_OTHER),
            (self.new_button, Way.NEW_LEAGUE),
        ):
            buttons.addButton(button, QDialogButtonBox.ButtonRole.ActionRole)
            button.clicked.connect(lambda _checked=False, way=way: self._choose(way))
        buttons.addButton(self.give_up_button, QDialogButtonBox.ButtonRole.RejectRole)
        self.give_up_button.clicked.connect(self.reject)

        icon = QLabel()
        size = self.style().pixelMetric(QStyle.PixelMetric.PM_MessageBoxIconSize)
        icon.setPixmap(
            self.style().standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning).pixmap(size)
        )
        icon.setAlignment(Qt.AlignmentFlag.AlignTop)
        words = QVBoxLayout()
        words.addWidget(headline)
        words.addWidget(details)
        top = QHBoxLayout()
        top.addWidget(icon)
        top.addSpacing(8)
        top.addLayout(words, 1)
        layout = QVBoxLayout(self)
        layout.addLayout(top)
        layout.addSpacing(8)
        layout.addWidget(backups_label)
        layout.addWidget(self.backups)
        layout.addWidget(buttons)

        self.backups.itemSelectionChanged.connect(self._update)
        self._update()
        # Enter puts the newest backup back when there is one; else it opens another league.
        default = self.restore_button if self.restore_button.isEnabled() else self.open_button
        default.setDefault(True)
        default.setFocus()

    def chosen_backup(self) -> Backup | None:
        return self.backups.chosen()

    def ask(self) -> Way:
        """Show the dialog; what the organizer chose (``GIVE_UP`` if they closed it)."""
        self.way = Way.GIVE_UP
        self.exec()
        return self.way

    def _choose(self, way: Way) -> None:
        self.way = way
        self.accept()

    def _update(self) -> None:
        self.restore_button.setEnabled(self.chosen_backup() is not None)
