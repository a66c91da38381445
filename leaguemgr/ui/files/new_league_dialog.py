"""The dialog of File ▸ New league…: the league's name and currency."""

from __future__ import annotations

from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QLineEdit,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.i18n import translate

CURRENCIES = ("USD", "CAD", "AUD", "EUR", "GBP")


class NewLeagueDialog(QDialog):
    def __init__(self, file_name: str, parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("NewLeagueDialog", "New league"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(
            translate("NewLeagueDialog", "e.g. Thursday Night Poker League")
        )
        self.currency = QComboBox()
        self.currency.setEditable(True)
        self.currency.addItems(CURRENCIES)
        self.buttons = ok_cancel_buttons(self, translate("NewLeagueDialog", "Create"))
        form = QFormLayout()
        form.addRow(translate("NewLeagueDialog", "League name:"), self.name)
        form.addRow(translate("NewLeagueDialog", "Currency:"), self.currency)
        form.addRow(translate("NewLeagueDialog", "File:"), QLabel(file_name))
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(
            QLabel(
                translate(
                    "NewLeagueDialog",
                    "The new league has no season yet: add one with Season ▸ New season….",
                )
            )
        )
        layout.addWidget(self.buttons)
        self.name.textChanged.connect(self._check)
        self._check()

    def league_name(self) -> str:
        return self.name.text().strip()

    def currency_code(self) -> str:
        return self.currency.currentText().strip().upper() or "USD"

    def _check(self) -> None:
        ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        ok.setEnabled(bool(self.league_name()))
