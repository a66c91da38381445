"""Season editor section: late cancels, no-shows, the bounty and dealer credits."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QGroupBox, QVBoxLayout, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import BountyRules, NoShowPolicy, SeasonRules
from leaguemgr.ui.form_fields import MoneyEdit, with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import add_money_row
from leaguemgr.ui.roster import Roster
from leaguemgr.ui.season.rules_section import RulesSection, read_money

NO_SHOW_LABELS = {
    NoShowPolicy.NONE: QT_TRANSLATE_NOOP("PoliciesForm", "No season penalty"),
    NoShowPolicy.FORFEIT_SEASON_POINTS: QT_TRANSLATE_NOOP(
        "PoliciesForm", "Forfeits all season points (Fish 'N' Chips)"
    ),
    NoShowPolicy.CHAMPIONSHIP_INELIGIBLE: QT_TRANSLATE_NOOP(
        "PoliciesForm", "Not eligible for the championship (Azwine)"
    ),
}
NO_TARGET = QT_TRANSLATE_NOOP("PoliciesForm", "Nobody (first winner)")


class PoliciesForm(RulesSection):
    """Attendance policies, the bounty on the previous winner, and dealer credits."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("PoliciesForm", "Attendance, bounty and dealers"), parent)
        layout = QVBoxLayout(self)
        form = QFormLayout()
        layout.addLayout(form)
        self.late_cancel_penalty = QCheckBox(
            translate("PoliciesForm", "Late cancel costs the points of the last finisher")
        )
        form.addRow(translate("PoliciesForm", "Late cancel"), self.late_cancel_penalty)
        self.no_show_policy = QComboBox()
        for policy, label in NO_SHOW_LABELS.items():
            self.no_show_policy.addItem(translate("PoliciesForm", label), policy.value)
        form.addRow(translate("PoliciesForm", "No-show"), self.no_show_policy)
        self.dealer_credits = QCheckBox(
            translate("PoliciesForm", "Dealers earn free entries (3 full or 6 half games)")
        )
        form.addRow(translate("PoliciesForm", "Dealer credits"), self.dealer_credits)

        self.bounty = QGroupBox(translate("PoliciesForm", "Bounty on the previous event's winner"))
        self.bounty.setCheckable(True)
        bounty_form = QFormLayout(self.bounty)
        self.bounty_amount = MoneyEdit()
        row, problem = with_problem_label(self.bounty_amount)
        add_money_row(bounty_form, translate("PoliciesForm", "Set aside per event ({money})"), row)
        self.marks.add(("bounty", "amount_per_event"), self.bounty_amount, problem)
        self.initial_target = QComboBox()
        row, problem = with_problem_label(self.initial_target)
        bounty_form.addRow(translate("PoliciesForm", "First event's target"), row)
        self.marks.add(("bounty", "initial_target"), self.initial_target, problem)
        layout.addWidget(self.bounty)

        self.late_cancel_penalty.toggled.connect(self.changed)
        self.no_show_policy.currentIndexChanged.connect(self.changed)
        self.dealer_credits.toggled.connect(self.changed)
        self.bounty.toggled.connect(self.changed)
        self.bounty_amount.edited.connect(self.changed)
        self.initial_target.currentIndexChanged.connect(self.changed)
        self._roster = Roster(())

    def set_roster(self, roster: Roster) -> None:
        """The players offered as the first bounty target."""
        self._roster = roster
        current = self.initial_target.currentData()
        self._fill_targets(current)

    def load(self, rules: SeasonRules) -> None:
        self.late_cancel_penalty.setChecked(rules.late_cancel_penalty)
        self.no_show_policy.setCurrentIndex(
            self.no_show_policy.findData(rules.no_show_policy.value)
        )
        self.dealer_credits.setChecked(rules.dealer_credits)
        self.bounty.setChecked(rules.bounty is not None)
        bounty = rules.bounty
        self.bounty_amount.set_value(bounty.amount_per_event if bounty else None)
        self._fill_targets(bounty.initial_target if bounty else None)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        bounty = None
        if self.bounty.isChecked():
            amount = read_money(self.bounty_amount, ("bounty", "amount_per_event"), problems)
            bounty = BountyRules(amount, self.initial_target.currentData())
        return {
            "late_cancel_penalty": self.late_cancel_penalty.isChecked(),
            "no_show_policy": NoShowPolicy(self.no_show_policy.currentData()),
            "dealer_credits": self.dealer_credits.isChecked(),
            "bounty": bounty,
        }

    def _fill_targets(self, selected: str | None) -> None:
        blocked = self.initial_target.blockSignals(True)
        self.initial_target.clear()
        self.initial_target.addItem(translate("PoliciesForm", NO_TARGET), None)
        for player in sorted(self._roster.players, key=lambda p: collation_key(p.name)):
            self.initial_target.addItem(self._roster.label(player.id), player.id)
        if selected is not None and self.initial_target.findData(selected) < 0:
            self.initial_target.addItem(selected, selected)  # validation says it is unknown
        self.initial_target.setCurrentIndex(max(self.initial_target.findData(selected), 0))
        self.initial_target.blockSignals(blocked)
