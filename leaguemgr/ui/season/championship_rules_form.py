"""Season editor sections: the championship's rules and the season prizes."""

from __future__ import annotations

from typing import Any

from PySide6.QtWidgets import QCheckBox, QComboBox, QFormLayout, QLineEdit, QWidget

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import ChampionshipRules, SeasonPrizes, SeasonRules
from leaguemgr.ui.form_fields import (
    MoneyEdit,
    decimal_text,
    league_locale_of,
    list_separator,
    parse_decimal_list,
    with_problem_label,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import MONEY, add_money_row, name_money
from leaguemgr.ui.season.rules_section import RulesSection, count_spin, read_money


class ChampionshipRulesForm(RulesSection):
    """Seats, qualification, make-up buy-ins, stacks and bonus chips of the championship."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("ChampionshipRulesForm", "Championship"), parent)
        self.setCheckable(True)
        form = QFormLayout(self)
        self.seats = count_spin(1000)
        self.min_events = count_spin(1000)
        self.subs_allowed = QCheckBox(
            translate("ChampionshipRulesForm", "Subs may play the championship")
        )
        self.makeup = QCheckBox()
        name_money(
            self.makeup,
            text=translate("ChampionshipRulesForm", "Make-up buy-in ({money} per missed event)"),
        )
        self.makeup_fee = MoneyEdit()
        self.buyin = MoneyEdit()
        self.starting_chips = count_spin(step=1000, suffix=" T")
        self.bonus = QCheckBox(
            translate("ChampionshipRulesForm", "Bonus chips (% of chips in play)")
        )
        self.bonus_percent = MoneyEdit()
        self.smallest_chip = count_spin(1_000_000, suffix=" T")
        # Stacks by points (SPEC 8): each season point is worth this many chips.
        self.per_point = QCheckBox(
            translate("ChampionshipRulesForm", "Bonus chips per season point")
        )
        self.chips_per_point = count_spin(1_000_000, suffix=" T")
        # The pool takes the set-asides of this fund (SPEC 8): one of the season's funds.
        self.fund = QComboBox()
        self.fund.setEditable(True)
        self.fund.setToolTip(
            translate(
                "ChampionshipRulesForm", "The fund whose set-asides make the championship pool"
            )
        )
        self._row(form, translate("ChampionshipRulesForm", "Seats"), ("seats",), self.seats)
        self._row(
            form,
            translate("ChampionshipRulesForm", "Minimum events"),
            ("min_events",),
            self.min_events,
        )
        form.addRow("", self.subs_allowed)
        self._row(form, "", ("makeup_fee_per_missed_event",), self.makeup, self.makeup_fee)
        self._row(
            form, translate("ChampionshipRulesForm", "Buy-in ({money})"), ("buyin",), self.buyin
        )
        self._row(
            form,
            translate("ChampionshipRulesForm", "Starting chips"),
            ("starting_chips",),
            self.starting_chips,
        )
        self._row(form, "", ("bonus_chip_percent",), self.bonus, self.bonus_percent)
        self._row(form, "", ("chips_per_point",), self.per_point, self.chips_per_point)
        self._row(
            form,
            translate("ChampionshipRulesForm", "Smallest chip"),
            ("smallest_chip",),
            self.smallest_chip,
        )
        self._row(form, translate("ChampionshipRulesForm", "Pool from fund"), ("fund",), self.fund)
        self.makeup.toggled.connect(self.makeup_fee.setEnabled)
        self.bonus.toggled.connect(self.bonus_percent.setEnabled)
        self.per_point.toggled.connect(self.chips_per_point.setEnabled)
        # Bonus chips come by percent or by points, never both (SPEC 8).
        self.bonus.toggled.connect(lambda on: on and self.per_point.setChecked(False))
        self.per_point.toggled.connect(lambda on: on and self.bonus.setChecked(False))
        for spin in (
            self.seats,
            self.min_events,
            self.starting_chips,
            self.smallest_chip,
            self.chips_per_point,
        ):
            spin.valueChanged.connect(self.changed)
        for box in (self.subs_allowed, self.makeup, self.bonus, self.per_point, self):
            box.toggled.connect(self.changed)
        self.fund.currentTextChanged.connect(self.changed)
        for edit in (self.makeup_fee, self.buyin, self.bonus_percent):
            edit.edited.connect(self.changed)

    def _row(self, form: QFormLayout, label: str, key: tuple, *widgets: QWidget) -> None:
        row, problem = with_problem_label(*widgets)
        if MONEY in label:
            add_money_row(form, label, row)
        else:
            form.addRow(label, row)
        self.marks.add(("championship", *key), widgets[-1], problem)

    def set_funds(self, funds: list[str]) -> None:
        """Offer the season's funds (the one typed stays, even if no set-aside feeds it)."""
        _offer_funds(self.fund, funds)

    def load(self, rules: SeasonRules) -> None:
        rules_ = rules.championship
        self.setChecked(rules_ is not None)
        rules_ = rules_ or ChampionshipRules(seats=10)
        self.seats.setValue(rules_.seats)
        self.min_events.setValue(rules_.min_events)
        self.subs_allowed.setChecked(rules_.subs_allowed)
        self.makeup.setChecked(rules_.makeup_fee_per_missed_event is not None)
        self.makeup_fee.set_value(rules_.makeup_fee_per_missed_event)
        self.makeup_fee.setEnabled(self.makeup.isChecked())
        self.buyin.set_value(rules_.buyin)
        self.starting_chips.setValue(rules_.starting_chips)
        self.bonus.setChecked(rules_.bonus_chip_percent is not None)
        self.bonus_percent.set_value(rules_.bonus_chip_percent)
        self.bonus_percent.setEnabled(self.bonus.isChecked())
        self.smallest_chip.setValue(rules_.smallest_chip)
        self.per_point.setChecked(rules_.chips_per_point is not None)
        self.chips_per_point.setValue(rules_.chips_per_point or 10)
        self.chips_per_point.setEnabled(self.per_point.isChecked())
        self.fund.setCurrentText(rules_.fund)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        if not self.isChecked():
            return {"championship": None}
        where = "championship"
        makeup = None
        if self.makeup.isChecked():
            makeup = read_money(self.makeup_fee, (where, "makeup_fee_per_missed_event"), problems)
        bonus = None
        if self.bonus.isChecked():
            bonus = read_money(self.bonus_percent, (where, "bonus_chip_percent"), problems)
        return {
            "championship": ChampionshipRules(
                seats=self.seats.value(),
                min_events=self.min_events.value(),
                subs_allowed=self.subs_allowed.isChecked(),
                makeup_fee_per_missed_event=makeup,
                buyin=read_money(self.buyin, (where, "buyin"), problems),
                starting_chips=self.starting_chips.value(),
                bonus_chip_percent=bonus,
                smallest_chip=self.smallest_chip.value(),
                fund=self.fund.currentText().strip(),
                chips_per_point=(
                    self.chips_per_point.value() if self.per_point.isChecked() else None
                ),
            )
        }


class SeasonPrizesForm(RulesSection):
    """A fund paid at season end to the top of the standings, by percentages."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(
            translate("SeasonPrizesForm", "Season prizes (top of the standings)"), parent
        )
        self.setCheckable(True)
        form = QFormLayout(self)
        self.fund = QComboBox()
        self.fund.setEditable(True)
        row, problem = with_problem_label(self.fund)
        form.addRow(translate("SeasonPrizesForm", "Paid from fund"), row)
        self.marks.add(("season_prizes", "fund"), self.fund, problem)
        self.percents = QLineEdit()
        self._show_example(None)
        row, problem = with_problem_label(self.percents)
        form.addRow(translate("SeasonPrizesForm", "Percent by place"), row)
        self.marks.add(("season_prizes", "percents"), self.percents, problem)
        # SPEC 8: the fund shared in proportion to points among the top N instead.
        self.by_points = QCheckBox(translate("SeasonPrizesForm", "Shared by points among the top"))
        self.among = count_spin(1000, suffix=translate("SeasonPrizesForm", " players"))
        self.among.setMinimum(1)
        row, problem = with_problem_label(self.by_points, self.among)
        form.addRow("", row)
        self.marks.add(("season_prizes", "among"), self.among, problem)
        self.by_points.toggled.connect(self._show_sharing)
        self.by_points.toggled.connect(self.changed)
        self.among.valueChanged.connect(self.changed)
        self.toggled.connect(self.changed)
        self.fund.currentTextChanged.connect(self.changed)
        self.percents.textEdited.connect(self.changed)

    def _show_example(self, locale: str | None) -> None:
        example = list_separator(locale).join(["50", "30", "20"])
        self.percents.setPlaceholderText(
            translate("SeasonPrizesForm", "e.g. {example}").format(example=example)
        )

    def set_funds(self, funds: list[str]) -> None:
        """Offer the funds the set-asides feed."""
        _offer_funds(self.fund, funds)

    def load(self, rules: SeasonRules) -> None:
        prizes = rules.season_prizes
        self.setChecked(prizes is not None)
        self.fund.setCurrentText(prizes.fund if prizes else "points")
        locale = league_locale_of(self)
        self._show_example(locale)
        self.percents.setText(
            list_separator(locale).join(decimal_text(p, locale) for p in prizes.percents)
            if prizes
            else ""
        )
        self.by_points.setChecked(bool(prizes and prizes.shared_by_points))
        self.among.setValue(prizes.among if prizes and prizes.among else 10)
        self._show_sharing()

    def _show_sharing(self) -> None:
        by_points = self.by_points.isChecked()
        self.percents.setEnabled(not by_points)
        self.among.setEnabled(by_points)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        if not self.isChecked():
            return {"season_prizes": None}
        fund = self.fund.currentText().strip()
        if self.by_points.isChecked():
            prizes = SeasonPrizes(fund, shared_by_points=True, among=self.among.value())
            return {"season_prizes": prizes}
        try:
            percents = parse_decimal_list(self.percents.text(), league_locale_of(self))
        except ValueError as exc:
            problems.append(Problem(("season_prizes", "percents"), self.percents.text(), str(exc)))
            percents = ()
        return {"season_prizes": SeasonPrizes(fund, percents)}


def _offer_funds(combo: QComboBox, funds: list[str]) -> None:
    current = combo.currentText()
    blocked = combo.blockSignals(True)
    combo.clear()
    combo.addItems(funds)
    combo.setCurrentText(current)
    combo.blockSignals(blocked)
