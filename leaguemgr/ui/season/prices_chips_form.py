"""Season editor sections: prices (buy-in, rebuy, add-on, rebuy limit) and chip stacks."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QFormLayout, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import ChipRules, SeasonRules
from leaguemgr.ui.form_fields import MoneyEdit, with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import add_money_row
from leaguemgr.ui.season.rules_section import RulesSection, count_spin, read_money


class PricesForm(RulesSection):
    """Buy-in, rebuy and add-on prices and how many rebuys an entry may make."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("PricesForm", "Prices"), parent)
        form = QFormLayout(self)
        self.buyin = MoneyEdit()
        self.rebuy_cost = MoneyEdit()
        self.addon_cost = MoneyEdit()
        for key, label, edit in (
            ("buyin", translate("PricesForm", "&Buy-in ({money})"), self.buyin),
            ("rebuy_cost", translate("PricesForm", "&Rebuy ({money})"), self.rebuy_cost),
            ("addon_cost", translate("PricesForm", "A&dd-on ({money})"), self.addon_cost),
        ):
            row, problem = with_problem_label(edit)
            add_money_row(form, label, row)
            self.marks.add((key,), edit, problem)
            edit.edited.connect(self.changed)
        self.max_rebuys = count_spin(99)
        self.unlimited = QCheckBox(translate("PricesForm", "&Unlimited"))
        self.unlimited.toggled.connect(self.max_rebuys.setDisabled)
        row, problem = with_problem_label(self.max_rebuys, self.unlimited)
        form.addRow(translate("PricesForm", "Max rebuys per entry"), row)
        self.marks.add(("max_rebuys",), self.max_rebuys, problem)
        self.max_rebuys.valueChanged.connect(self.changed)
        self.unlimited.toggled.connect(self.changed)
        self.rebuy_or_addon = QCheckBox(translate("PricesForm", "A rebuy or an add-on, not both"))
        form.addRow("", self.rebuy_or_addon)
        self.rebuy_or_addon.toggled.connect(self.changed)
        # A timed game cashed out at the end (SPEC 8): no payout table at those nights.
        self.cash_out = QCheckBox(translate("PricesForm", "Nights are played to a cash-out"))
        self.cash_out.setToolTip(
            translate(
                "PricesForm",
                "Every player's chips are cashed out at the end: the event editor asks each "
                "player's cash-out, the finishes follow from them and no payout table is used",
            )
        )
        form.addRow("", self.cash_out)
        self.cash_out.toggled.connect(self.changed)

    def load(self, rules: SeasonRules) -> None:
        self.buyin.set_value(rules.buyin)
        self.rebuy_cost.set_value(rules.rebuy_cost)
        self.addon_cost.set_value(rules.addon_cost)
        self.unlimited.setChecked(rules.max_rebuys is None)
        self.max_rebuys.setValue(rules.max_rebuys or 0)
        self.rebuy_or_addon.setChecked(rules.rebuy_or_addon)
        self.cash_out.setChecked(rules.cash_out)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        return {
            "buyin": read_money(self.buyin, ("buyin",), problems),
            "rebuy_cost": read_money(self.rebuy_cost, ("rebuy_cost",), problems),
            "addon_cost": read_money(self.addon_cost, ("addon_cost",), problems),
            "max_rebuys": None if self.unlimited.isChecked() else self.max_rebuys.value(),
            "rebuy_or_addon": self.rebuy_or_addon.isChecked(),
            "cash_out": self.cash_out.isChecked(),
        }


class ChipsForm(RulesSection):
    """Starting stacks and bonus chips; unchecked when the season keeps no chip rule."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("ChipsForm", "Chips"), parent)
        self.setCheckable(True)
        form = QFormLayout(self)
        self.starting = count_spin(step=500, suffix=" T")
        self.on_time_bonus = count_spin(step=100, suffix=" T")
        self.exact_change_bonus = count_spin(step=100, suffix=" T")
        self.rebuy = count_spin(step=500, suffix=" T")
        self.addon = count_spin(step=500, suffix=" T")
        for label, spin in (
            (translate("ChipsForm", "Starting stack"), self.starting),
            (translate("ChipsForm", "On-time bonus"), self.on_time_bonus),
            (translate("ChipsForm", "Exact-change bonus"), self.exact_change_bonus),
            (translate("ChipsForm", "Rebuy chips"), self.rebuy),
            (translate("ChipsForm", "Add-on chips"), self.addon),
        ):
            form.addRow(label, spin)
            spin.valueChanged.connect(self.changed)
        self.toggled.connect(self.changed)

    def load(self, rules: SeasonRules) -> None:
        chips = rules.chips
        self.setChecked(chips is not None)
        chips = chips or ChipRules(starting=0)
        self.starting.setValue(chips.starting)
        self.on_time_bonus.setValue(chips.on_time_bonus)
        self.exact_change_bonus.setValue(chips.exact_change_bonus)
        self.rebuy.setValue(chips.rebuy)
        self.addon.setValue(chips.addon)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        if not self.isChecked():
            return {"chips": None}
        return {
            "chips": ChipRules(
                starting=self.starting.value(),
                on_time_bonus=self.on_time_bonus.value(),
                exact_change_bonus=self.exact_change_bonus.value(),
                rebuy=self.rebuy.value(),
                addon=self.addon.value(),
            )
        }
