"""A deal among the players left (SPEC 4.3): their stacks, ICM or chip-chop, and what each
would take, shown before the night service records it.

The amounts shown come from the same domain function the service calls, over the prizes of
places 1..k of the night's payouts (the players left hold those places); the service then
records the deal and works it out again itself.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QFocusEvent
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QLabel,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.deals import CHIP_CHOP, ICM, MAX_STACK, DealError, deal
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.night_data import NightData

METHODS = {
    ICM: QT_TRANSLATE_NOOP("DealDialog", "ICM (Malmuth-Harville)"),
    CHIP_CHOP: QT_TRANSLATE_NOOP("DealDialog", "Chip-chop"),
}


def prizes_left(data: NightData) -> list[Decimal]:
    """The payouts of places 1..k, k the players left, as the night's status has them."""
    by_place = {p["place"]: Decimal(p["amount"]) for p in data.status["payouts"]}
    return [by_place.get(place, Decimal(0)) for place in range(1, len(data.night.remaining) + 1)]


class StackBox(QSpinBox):
    """A stack typed over what was there: the whole number is selected on focus."""

    def focusInEvent(self, event: QFocusEvent) -> None:
        super().focusInEvent(event)
        self.selectAll()


class DealDialog(QDialog):
    """Tab from stack to stack; the amounts follow each change. OK records the deal."""

    def __init__(
        self,
        data: NightData,
        names: Names,
        currency: str,
        unit: Decimal,
        parent: QWidget,
        locale: str | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("DealDialog", "Deal among the players left"))
        self.players = list(data.night.remaining)
        self.prizes = prizes_left(data)
        self.unit, self.currency, self.locale = unit, currency, locale
        self.method = QComboBox()
        for key, text in METHODS.items():
            self.method.addItem(translate("DealDialog", text), key)
        self.stacks: dict[str, QSpinBox] = {}
        self.amounts: dict[str, QLabel] = {}
        form = QFormLayout()
        form.addRow(translate("DealDialog", "&Method:"), self.method)
        for player in self.players:
            box = StackBox()
            box.setRange(0, min(MAX_STACK, 2**31 - 1))
            box.setSingleStep(100)
            box.setGroupSeparatorShown(True)
            box.valueChanged.connect(self._work_out)
            amount = QLabel()
            amount.setObjectName(f"deal_{player}")
            self.stacks[player], self.amounts[player] = box, amount
            form.addRow(names.name(player), box)
            form.addRow("", amount)
        self.total = QLabel()
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        buttons.accepted.connect(self.accept)
        buttons.rejected.connect(self.reject)
        self.ok_button = buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("DealDialog", "Record the deal"))
        column = QVBoxLayout(self)
        column.addLayout(form)
        column.addWidget(self.total)
        column.addWidget(self.problem)
        column.addWidget(buttons)
        self.method.currentIndexChanged.connect(self._work_out)
        self._work_out()
        if self.players:
            self.stacks[self.players[0]].setFocus()  # type the stacks, Tab between them

    def chosen_method(self) -> str:
        return self.method.currentData()

    def chosen_stacks(self) -> dict[str, int]:
        return {player: box.value() for player, box in self.stacks.items()}

    def _work_out(self) -> None:
        stacks = self.chosen_stacks()
        try:
            result = deal(list(stacks.values()), self.prizes, self.chosen_method(), self.unit)
        except (DealError, ValueError) as exc:
            for label in self.amounts.values():
                label.setText("")
            self.total.setText("")
            self.problem.setText(str(exc))
            self.ok_button.setEnabled(False)
            return
        for player, share in zip(self.players, result.shares, strict=True):
            self.amounts[player].setText(
                translate("DealDialog", "takes {amount} (equity {equity})").format(
                    amount=money_text(share.amount, self.currency, self.locale),
                    equity=money_text(share.equity, self.currency, self.locale),
                )
            )
        self.total.setText(
            translate("DealDialog", "Dealt: {amount}").format(
                amount=money_text(result.total, self.currency, self.locale)
            )
        )
        self.problem.setText("")
        self.ok_button.setEnabled(True)
