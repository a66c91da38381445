"""The Record payment, Charge and Payout dialogs: a name (completed as typed), an amount,
Enter. OK stays disabled while the input is wrong, with the reason beside it."""

from __future__ import annotations

import datetime
from collections.abc import Callable
from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP
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

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine, Player
from leaguemgr.services.season_money import LedgerInputError, make_line
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money.money_models import PURPOSE_TEXTS, shown_word
from leaguemgr.ui.night.name_field import NameField
from leaguemgr.ui.night.names import Names

TITLES = {
    LedgerKind.PAYMENT: (
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Record payment"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Record"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "The player pays the league"),
    ),
    LedgerKind.CHARGE: (
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Charge"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Charge"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "The league charges the player (a fine, a fee)"),
    ),
    LedgerKind.PAYOUT: (
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Payout"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "Pay out"),
        QT_TRANSLATE_NOOP("LedgerLineDialog", "The league pays the player (a prize, a refund)"),
    ),
}
#: What each kind is most often for.
DEFAULT_FOR = {
    LedgerKind.PAYMENT: LedgerFor.DUES,
    LedgerKind.CHARGE: LedgerFor.FINE,
    LedgerKind.PAYOUT: LedgerFor.PRIZE,
}

WIDTH_EMS = 28
"""The dialog's narrowest width, in ems."""

Suggest = Callable[[str, LedgerKind, LedgerFor], Decimal | None]


class LedgerLineDialog(QDialog):
    """One ledger line, typed in one breath; :meth:`line` once accepted."""

    def __init__(
        self,
        kind: LedgerKind,
        players: list[Player],
        suggest: Suggest,
        player: str | None = None,
        purpose: LedgerFor | None = None,
        today: datetime.date | None = None,
        parent: QWidget | None = None,
        dues: bool = True,
    ):
        super().__init__(parent)
        title, ok_text, what = (translate("LedgerLineDialog", text) for text in TITLES[kind])
        self.setWindowTitle(title)
        self._kind = kind
        self._players = {p.id: p for p in players}
        self._names = Names(players)
        self._suggest = suggest
        self._today = today or datetime.date.today()
        self._dues = dues
        self._amount_typed = False
        self._suggested = False
        self._line: LedgerLine | None = None

        self.player = NameField(translate("LedgerLineDialog", "Type a name"))
        self.player.setObjectName("ledger_player")
        self.player.set_names(self._names.shown(self._players))
        self.amount = QLineEdit()
        self.amount.setObjectName("ledger_amount")
        self.amount.setPlaceholderText("0.00")
        self.purpose = QComboBox()
        for each in LedgerFor:
            self.purpose.addItem(shown_word(PURPOSE_TEXTS, each.value), each.value)
        self.purpose.setCurrentIndex(self.purpose.findData((purpose or DEFAULT_FOR[kind]).value))
        self.date = QLineEdit(self._today.isoformat())
        self.note = QLineEdit()
        self.note.setPlaceholderText(translate("LedgerLineDialog", "Why (a correction says so)"))
        form = QFormLayout()
        form.addRow(QLabel(what))
        form.addRow(translate("LedgerLineDialog", "&Player:"), self.player)
        form.addRow(translate("LedgerLineDialog", "&Amount:"), self.amount)
        form.addRow(translate("LedgerLineDialog", "&For:"), self.purpose)
        form.addRow(translate("LedgerLineDialog", "&Date:"), self.date)
        form.addRow(translate("LedgerLineDialog", "N&ote:"), self.note)

        self.reason = QLabel()
        self.reason.setObjectName("ledger_reason")
        self.reason.setStyleSheet("color: #b00020;")
        self.reason.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self, ok_text)
        self.ok = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok.setDefault(True)
        # The reason has a line of its own, the dialog's width: beside the buttons it was
        # squeezed to a word a line and overlapped the fields ("…or set the").
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.reason)
        layout.addWidget(self.buttons)
        # Wide enough for the note's hint and a refusal in three or four lines.
        self.setMinimumWidth(self.fontMetrics().horizontalAdvance("M") * WIDTH_EMS)

        self.player.textChanged.connect(self._player_changed)
        self.amount.textEdited.connect(self._amount_edited)
        self.purpose.currentTextChanged.connect(lambda _t: self._player_changed())
        for field in (self.amount, self.date, self.note):
            field.textChanged.connect(self._check)
        if player is not None and player in self._players:
            # The player selected on the screen, selected: a name typed replaces it, so the
            # guide's "Alt+P cat Tab" never types into the amount (issue 31 item 9).
            self.player.setText(self._names.name(player))
            self.player.selectAll()
        self.player.setFocus()
        self._check()

    def _amount_edited(self, _text: str) -> None:
        self._amount_typed = True

    def player_id(self) -> str | None:
        """The player the name field names: exactly, or the only name containing it."""
        text = self.player.text()
        if not text.strip():
            return None
        try:
            return self._names.match(text, self._players)
        except LookupError:
            return None

    def _player_changed(self) -> None:
        player = self.player_id()
        if player is not None and not self._amount_typed:
            suggested = self._suggest(player, self._kind, LedgerFor(self.purpose.currentData()))
            if suggested is not None:
                self.amount.setText(f"{suggested:.2f}")
                self.amount.selectAll()
                self._suggested = True
            elif self._suggested:  # another player's suggestion is not this one's
                self.amount.clear()
                self._suggested = False
        self._check()

    def _check(self) -> None:
        """Build the line from the fields; OK only when it is good, else the reason."""
        self._line = None
        reason = ""
        if not self.player.text().strip():
            reason = translate("LedgerLineDialog", "Type the player's name")
        elif not self.amount.text().strip():
            reason = translate("LedgerLineDialog", "Type the amount")
        else:
            try:
                player = self._names.match(self.player.text(), self._players)
                self._line = make_line(
                    self._players,
                    self._kind.value,
                    player,
                    self.amount.text(),
                    self.purpose.currentData(),
                    self.date.text().strip(),
                    self.note.text(),
                    dues=self._dues,
                )
            except LookupError as exc:
                reason = str(exc)
            except LedgerInputError as exc:
                # Its first letter up, the rest as written ("Season setup" is a name).
                reason = str(exc).removeprefix("--")
                reason = reason[:1].upper() + reason[1:]
        if reason != self.reason.text():
            self.reason.setText(reason)
            if self.isVisible():  # before, showing it sizes it for the reason already
                self._make_room()
        self.ok.setEnabled(self._line is not None)

    def _make_room(self) -> None:
        """Grow the dialog to the height its fields and the reason wrapped at its width
        take (a window does not grow for a label's new lines by itself)."""
        layout = self.layout()
        layout.activate()
        needed = layout.totalHeightForWidth(self.width())
        self.setMinimumHeight(max(needed, layout.totalMinimumSize().height()))
        if needed > self.height():
            self.resize(self.width(), needed)

    def line(self) -> LedgerLine | None:
        return self._line

    def accept(self) -> None:
        if self._line is not None:
            super().accept()
