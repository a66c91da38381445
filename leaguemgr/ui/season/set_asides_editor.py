"""Season editor section: the set-asides taken from each event's gross into named funds."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QPushButton,
    QTableWidget,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import Basis, SeasonRules, SetAside
from leaguemgr.ui.form_fields import MoneyEdit, ProblemLabel, mark_widget
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import name_money
from leaguemgr.ui.season.rules_section import RulesSection, read_money

BASIS_LABELS = {
    Basis.PERCENT_OF_BUYINS: QT_TRANSLATE_NOOP("SetAsidesEditor", "% of buy-ins"),
    Basis.PERCENT_OF_GROSS: QT_TRANSLATE_NOOP("SetAsidesEditor", "% of gross"),
    Basis.PER_ENTRY: QT_TRANSLATE_NOOP("SetAsidesEditor", "{money} per entry"),
    Basis.PER_EVENT: QT_TRANSLATE_NOOP("SetAsidesEditor", "{money} per event"),
}
COMMON_FUNDS = ("championship", "points", "expenses")


class SetAsidesEditor(RulesSection):
    """A table of fund / basis / amount rows, taken from the gross in the order listed."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(
            translate("SetAsidesEditor", "Set-asides to funds (taken in this order)"), parent
        )
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [
                translate("SetAsidesEditor", "Fund"),
                translate("SetAsidesEditor", "Basis"),
                translate("SetAsidesEditor", "Amount"),
            ]
        )
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.horizontalHeader().setSectionResizeMode(
            1, QHeaderView.ResizeMode.ResizeToContents
        )
        self.table.setColumnWidth(2, 100)
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setMinimumHeight(130)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(translate("SetAsidesEditor", "Add set-as&ide"))
        self.remove_button = QPushButton(translate("SetAsidesEditor", "Remove set-aside"))
        self.add_button.clicked.connect(self.add_row)
        self.remove_button.clicked.connect(self.remove_row)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.problem = ProblemLabel()
        layout.addWidget(self.problem)

    def load(self, rules: SeasonRules) -> None:
        self.table.setRowCount(0)
        for set_aside in rules.set_asides:
            self._append(set_aside)

    def funds(self) -> list[str]:
        """The fund names currently in the table (for the season prizes' fund choice)."""
        names = []
        for row in range(self.table.rowCount()):
            name = self._fund(row).currentText().strip()
            if name and name not in names:
                names.append(name)
        return names

    def add_row(self) -> None:
        self._append(SetAside("expenses", Basis.PER_EVENT, Decimal("0")))
        self._amount(self.table.rowCount() - 1).setFocus()
        self.changed()

    def remove_row(self) -> None:
        row = self.table.currentRow()
        if row < 0:
            row = self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
            self.changed()

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        set_asides = []
        for row in range(self.table.rowCount()):
            fund = self._fund(row).currentText().strip()
            if not fund:
                problems.append(
                    Problem(
                        ("set_asides", row, "fund"),
                        "",
                        translate("SetAsidesEditor", "a fund needs a name"),
                    )
                )
            basis = self._basis(row).currentData()
            amount = read_money(self._amount(row), ("set_asides", row, "amount"), problems)
            set_asides.append(SetAside(fund, Basis(basis), amount or Decimal("0")))
        return {"set_asides": tuple(set_asides)}

    def show_problems(self, problems: Iterable[Problem]) -> None:
        messages: dict[tuple[int, str], str] = {}
        for problem in problems:
            where = problem.location
            if len(where) >= 3 and where[0] == "set_asides" and isinstance(where[1], int):
                messages.setdefault((where[1], str(where[2])), problem.message)
        for row in range(self.table.rowCount()):
            mark_widget(self._fund(row), messages.get((row, "fund")))
            mark_widget(self._amount(row), messages.get((row, "amount")))
        self.problem.show_message(
            "; ".join(
                translate("SetAsidesEditor", "Row {row}: {problem}").format(
                    row=row + 1, problem=message
                )
                for (row, _), message in sorted(messages.items())
            )
        )

    def _append(self, set_aside: SetAside) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        fund = QComboBox()
        fund.setEditable(True)
        fund.addItems(COMMON_FUNDS)
        fund.setCurrentText(set_aside.fund)
        basis = QComboBox()
        for value, label in BASIS_LABELS.items():
            basis.addItem(translate("SetAsidesEditor", label), value.value)
        basis.setCurrentIndex(basis.findData(set_aside.basis.value))
        amount = MoneyEdit()
        amount.set_value(set_aside.amount)
        fund.currentTextChanged.connect(self.changed)
        basis.currentIndexChanged.connect(self.changed)
        amount.edited.connect(self.changed)
        self.table.setCellWidget(row, 0, fund)
        self.table.setCellWidget(row, 1, basis)
        self.table.setCellWidget(row, 2, amount)
        # Named once in the table: the league's money is the one shown where the table is.
        name_money(
            basis, items=tuple(translate("SetAsidesEditor", t) for t in BASIS_LABELS.values())
        )

    def _fund(self, row: int) -> QComboBox:
        return self.table.cellWidget(row, 0)  # type: ignore[return-value]

    def _basis(self, row: int) -> QComboBox:
        return self.table.cellWidget(row, 1)  # type: ignore[return-value]

    def _amount(self, row: int) -> MoneyEdit:
        return self.table.cellWidget(row, 2)  # type: ignore[return-value]
