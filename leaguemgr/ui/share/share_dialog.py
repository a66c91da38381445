"""Share ▸ Publishing Settings…: where Publish sends the cards, in which theme, and whether
a night's close publishes them.

The webhook's address is a secret (anyone holding it can post to the group): it is kept in
this user's settings only, shown as dots unless being edited, and never in the league.
"""

from __future__ import annotations

from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.webhook import WebhookError, check_webhook_url
from leaguemgr.ui import settings
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.i18n import translate

INTRO = QT_TRANSLATE_NOOP(
    "ShareDialog",
    "Publish posts the standings card and the last night's card to your group's chat "
    "(a Discord webhook, or any that takes Discord's form), or writes them with the "
    "standings page into a folder (a synced drive or a web server's folder).",
)


@dataclass(frozen=True)
class ShareChoice:
    webhook: str = ""
    folder: str = ""
    theme: str = "light"
    on_close: bool = False

    @property
    def has_target(self) -> bool:
        return bool(self.webhook or self.folder)


def stored_choice() -> ShareChoice:
    return ShareChoice(*settings.share_choice())


def store_choice(choice: ShareChoice) -> None:
    settings.remember_share_choice(choice.webhook, choice.folder, choice.theme, choice.on_close)


class ShareDialog(QDialog):
    """The webhook or folder, the cards' theme, and publishing at a night's close."""

    def __init__(self, choice: ShareChoice, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("ShareDialog", "Publishing settings"))
        intro = QLabel(translate("ShareDialog", INTRO))
        intro.setWordWrap(True)
        self.webhook = QLineEdit(choice.webhook)
        self.webhook.setEchoMode(QLineEdit.EchoMode.PasswordEchoOnEdit)
        self.webhook.setPlaceholderText("https://discord.com/api/webhooks/…")
        self.webhook.setToolTip(
            translate(
                "ShareDialog", "Kept in your settings on this computer only, never in the league"
            )
        )
        self.folder = QLineEdit(choice.folder)
        self.folder.setPlaceholderText(
            translate("ShareDialog", "or a folder for the cards and the standings page")
        )
        browse = QPushButton(translate("ShareDialog", "&Browse…"))
        browse.clicked.connect(self._browse)
        folder_row = QHBoxLayout()
        folder_row.addWidget(self.folder, 1)
        folder_row.addWidget(browse)
        self.theme = QComboBox()
        self.theme.addItem(translate("ShareDialog", "Light"), "light")
        self.theme.addItem(translate("ShareDialog", "Dark"), "dark")
        self.theme.setCurrentIndex(max(self.theme.findData(choice.theme), 0))
        self.on_close = QCheckBox(translate("ShareDialog", "Publish &when a night closes"))
        self.on_close.setChecked(choice.on_close)
        self.problem = QLabel()
        self.problem.setStyleSheet("color: #a3161a;")
        self.problem.hide()
        form = QFormLayout()
        form.addRow(translate("ShareDialog", "&Webhook:"), self.webhook)
        folder_label = QLabel(translate("ShareDialog", "&Folder:"))
        folder_label.setBuddy(self.folder)
        form.addRow(folder_label, folder_row)
        form.addRow(translate("ShareDialog", "&Theme:"), self.theme)
        form.addRow("", self.on_close)
        column = QVBoxLayout(self)
        column.addWidget(intro)
        column.addLayout(form)
        column.addWidget(self.problem)
        column.addWidget(ok_cancel_buttons(self, translate("ShareDialog", "Save")))
        self.resize(620, self.sizeHint().height())

    def choice(self) -> ShareChoice:
        return ShareChoice(
            self.webhook.text().strip(),
            self.folder.text().strip(),
            self.theme.currentData(),
            self.on_close.isChecked(),
        )

    def accept(self) -> None:
        """Refuse a webhook address that is not a web address (said under the fields)."""
        webhook = self.webhook.text().strip()
        if webhook:
            try:
                check_webhook_url(webhook)
            except WebhookError as exc:
                text = str(exc)
                self.problem.setText(text[:1].upper() + text[1:])
                self.problem.show()
                self.webhook.setFocus()
                return
        super().accept()

    def _browse(self) -> None:
        chosen = QFileDialog.getExistingDirectory(
            self, translate("ShareDialog", "Publish into folder"), self.folder.text()
        )
        if chosen:
            self.folder.setText(chosen)
