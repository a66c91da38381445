"""Season editor section: the season's dues (SPEC 7), off by default."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QVBoxLayout, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import DuesGate, DuesRule, SeasonRules
from leaguemgr.ui.form_fields import MoneyEdit, with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import add_money_row
from leaguemgr.ui.season.rules_section import RulesSection, count_spin, read_money

GATE_LABELS = {
    DuesGate.NONE: QT_TRANSLATE_NOOP("DuesForm", "Nothing: dues are only money owed"),
    DuesGate.POINTS: QT_TRANSLATE_NOOP(
        "DuesForm", "Points: no points after the due event until paid"
    ),
    DuesGate.CHAMPIONSHIP: QT_TRANSLATE_NOOP(
        "DuesForm", "Championship: not eligible unless paid by the last event"
    ),
}


class DuesForm(RulesSection):
    """Dues charged once per player, due by an event, and what unpaid dues hold back."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("DuesForm", "Dues"), parent)
        self.setCheckable(True)
        self.setChecked(False)
        self.setToolTip(
            translate("DuesForm", "Every player who plays a regular event is charged the dues once")
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.amount = MoneyEdit()
        self.amount.setObjectName("dues_amount")
        row, problem = with_problem_label(self.amount)
        add_money_row(form, translate("DuesForm", "Dues per player ({money})"), row)
        self.marks.add(("dues", "amount"), self.amount, problem)
        self.due_by_event = count_spin(100_000)
        self.due_by_event.setMinimum(1)
        self.due_by_event.setObjectName("dues_due_by")
        row, problem = with_problem_label(self.due_by_event)
        form.addRow(translate("DuesForm", "Due by event"), row)
        self.marks.add(("dues", "due_by_event"), self.due_by_event, problem)
        self.gate = QComboBox()
        self.gate.setObjectName("dues_gate")
        for gate, label in GATE_LABELS.items():
            self.gate.addItem(translate("DuesForm", label), gate.value)
        form.addRow(translate("DuesForm", "Unpaid dues cost"), self.gate)
        self.subs = QCheckBox(translate("DuesForm", "Subs pay dues too"))
        form.addRow(translate("DuesForm", "Subs"), self.subs)

        self.toggled.connect(self.changed)
        self.amount.edited.connect(self.changed)
        self.due_by_event.valueChanged.connect(self.changed)
        self.gate.currentIndexChanged.connect(self.changed)
        self.subs.toggled.connect(self.changed)

    def load(self, rules: SeasonRules) -> None:
        dues = rules.dues
        self.setChecked(dues is not None)
        self.amount.set_value(dues.amount if dues else None)
        self.due_by_event.setValue(dues.due_by_event if dues else 1)
        gate = dues.gate if dues else DuesGate.NONE
        self.gate.setCurrentIndex(self.gate.findData(gate.value))
        self.subs.setChecked(dues.subs if dues else False)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        if not self.isChecked():
            return {"dues": None}
        amount = read_money(self.amount, ("dues", "amount"), problems)
        return {
            "dues": DuesRule(
                amount=amount,
                due_by_event=self.due_by_event.value(),
                gate=DuesGate(self.gate.currentData()),
                subs=self.subs.isChecked(),
            )
        }
