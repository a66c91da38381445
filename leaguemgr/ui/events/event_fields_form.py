"""The event's own fields: number, date, name, price overrides, rebuy limit, pick-a-stack,
the entries the league does not name, what the night's points are worth and its knockout
bounties."""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QDate, Signal
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDoubleSpinBox,
    QGridLayout,
    QLabel,
    QLineEdit,
    QSpinBox,
    QWidget,
)

from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.records import (
    Event,
    EventKind,
    KnockoutKind,
    KnockoutRules,
    SeasonRules,
    UnnamedEntries,
)
from leaguemgr.ui.form_fields import (
    DateEdit,
    MoneyEdit,
    ProblemMarks,
    decimal_text,
    with_problem_label,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import MONEY, name_money

NO_DATE = QDate(2000, 1, 1)  # the date edit's minimum, shown as "no date"
SEASON, UNLIMITED = "season", "unlimited"
NO_KNOCKOUTS = "none"
DEFAULT_SHARE = "50"


class EventFieldsForm(QWidget):
    """Edits everything of an event but its entries and dealers."""

    edited = Signal()

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.marks = ProblemMarks()
        grid = QGridLayout(self)
        grid.setContentsMargins(0, 0, 0, 0)
        self.number = QSpinBox()
        self.number.setRange(1, 9999)
        self.date = DateEdit()
        self.date.setCalendarPopup(True)
        self.date.setMinimumDate(NO_DATE)
        self.date.setSpecialValueText(translate("EventFieldsForm", "no date"))
        self.name = QLineEdit()
        self.name.setPlaceholderText(translate("EventFieldsForm", "e.g. March"))
        self.kind = QLabel()
        # On two lines rather than widen the form: a longer language's "Regular event" would
        # push the editor past a 1200-pixel window.
        self.kind.setWordWrap(True)
        self.buyin = MoneyEdit()
        self.rebuy_cost = MoneyEdit()
        self.addon_cost = MoneyEdit()
        self.max_rebuys = QComboBox()
        self.pick_a_stack = QCheckBox(translate("EventFieldsForm", "Pick-a-stack"))
        self.pick_a_stack.setToolTip(translate("EventFieldsForm", "Each entry chooses its buy-in"))
        self.cash_out = QCheckBox(translate("EventFieldsForm", "Cash-ou&t night"))
        self.cash_out.setToolTip(
            translate(
                "EventFieldsForm",
                "A timed game: every player's chips were cashed out at the end. Type each "
                "cash-out in the Cash out column; the finishes follow from them",
            )
        )
        self._season_cash_out = False
        self._regular = True
        # Players the league does not name (a bar league publishes its cashers only): a
        # count each, in the field size, the gross and the pool, never paid or ranked.
        self.others = _count_box(
            translate("EventFieldsForm", "How many entries the league does not name")
        )
        self.other_rebuys = _count_box(
            translate("EventFieldsForm", "How many rebuys of those entries")
        )
        self.other_addons = _count_box(
            translate("EventFieldsForm", "How many add-ons of those entries")
        )
        #: The unnamed entries, placed by the editor in the side panel's Money (they count in
        #: the field, the gross and the pool): a row of their own here would take an entry's
        #: row from the table on a 600-pixel screen.
        self.others_row = QWidget()
        others_grid = QGridLayout(self.others_row)
        others_grid.setContentsMargins(0, 0, 0, 0)
        caption = QLabel(translate("EventFieldsForm", "Unnamed entr&ies"))
        caption.setBuddy(self.others)
        for row, (label, box) in enumerate(
            (
                (caption, self.others),
                (QLabel(translate("EventFieldsForm", "their rebuys")), self.other_rebuys),
                (QLabel(translate("EventFieldsForm", "their add-ons")), self.other_addons),
            )
        ):
            others_grid.addWidget(label, row, 0)
            others_grid.addWidget(box, row, 1)
        self.points_factor = QDoubleSpinBox()
        self.points_factor.setRange(0.0, 100.0)
        self.points_factor.setDecimals(2)
        self.points_factor.setSingleStep(0.5)
        self.points_factor.setValue(1.0)
        self.points_factor.setToolTip(
            translate(
                "EventFieldsForm",
                "Every entry's points at this night are multiplied by it: "
                "2 for a final worth double",
            )
        )

        # The night's own knockout bounties (SPEC 9), beside the prices they come out of.
        self.knockout = QComboBox()
        self.knockout.setToolTip(
            translate(
                "EventFieldsForm", "The knockout bounties of this night: the season's, or its own"
            )
        )
        self.knockout_amount = MoneyEdit()
        self.knockout_amount.setToolTip(
            translate("EventFieldsForm", "The bounty every buy-in and rebuy puts on a head")
        )
        self.knockout_share = MoneyEdit()
        self.knockout_share.setToolTip(
            translate(
                "EventFieldsForm",
                "Progressive: the percent of a head paid to the hitman at once (the rest goes "
                "onto the hitman's own head)",
            )
        )
        self._recorded: KnockoutRules | None = None

        self._add(grid, 0, 0, translate("EventFieldsForm", "Event n&o."), ("number",), self.number)
        self._add(grid, 0, 2, translate("EventFieldsForm", "&Date"), ("date",), self.date)
        self._add(grid, 0, 4, translate("EventFieldsForm", "Na&me"), ("name",), self.name)
        self._add(
            grid, 1, 0, translate("EventFieldsForm", "Buy-in {money}"), ("buyin",), self.buyin
        )
        self._add(
            grid,
            1,
            2,
            translate("EventFieldsForm", "Rebuy {money}"),
            ("rebuy_cost",),
            self.rebuy_cost,
        )
        self._add(
            grid,
            1,
            4,
            translate("EventFieldsForm", "Add-on {money}"),
            ("addon_cost",),
            self.addon_cost,
        )
        self._add(
            grid, 2, 0, translate("EventFieldsForm", "Max rebuys"), ("max_rebuys",), self.max_rebuys
        )
        self._add(
            grid,
            2,
            2,
            translate("EventFieldsForm", "Points &x"),
            ("points_factor",),
            self.points_factor,
        )
        grid.addWidget(self.pick_a_stack, 2, 4)
        grid.addWidget(self.kind, 2, 5)
        grid.setColumnStretch(5, 1)
        #: The night's knockout bounties and whether it was played to a cash-out, placed by
        #: the editor in the side panel's Money under the unnamed entries (beside the prices
        #: they would squeeze the form past a 1024-pixel screen).
        self.knockout_row = QWidget()
        knockout_grid = QGridLayout(self.knockout_row)
        knockout_grid.setContentsMargins(0, 0, 0, 0)
        self.knockout.setSizeAdjustPolicy(
            QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon
        )
        self.knockout.setMinimumContentsLength(12)
        self._add(
            knockout_grid,
            0,
            0,
            translate("EventFieldsForm", "Kno&ckouts"),
            ("knockout", "kind"),
            self.knockout,
        )
        bounty = ("knockout", "amount")
        self._add(
            knockout_grid,
            1,
            0,
            translate("EventFieldsForm", "Bounty {money}"),
            bounty,
            self.knockout_amount,
        )
        self._add(
            knockout_grid,
            2,
            0,
            translate("EventFieldsForm", "paid at once %"),
            ("knockout", "share"),
            self.knockout_share,
        )
        knockout_grid.addWidget(self.cash_out, 3, 0, 1, 2)

        self.number.valueChanged.connect(self.edited)
        self.date.dateChanged.connect(self.edited)
        self.name.textEdited.connect(self.edited)
        for edit in (self.buyin, self.rebuy_cost, self.addon_cost):
            edit.edited.connect(self.edited)
        self.max_rebuys.currentIndexChanged.connect(self.edited)
        self.pick_a_stack.toggled.connect(self.edited)
        self.cash_out.toggled.connect(self.edited)
        for box in (self.others, self.other_rebuys, self.other_addons):
            box.valueChanged.connect(self.edited)
        self.points_factor.valueChanged.connect(self.edited)
        self.knockout.currentIndexChanged.connect(self._knockout_chosen)
        self.knockout_amount.edited.connect(self.edited)
        self.knockout_share.edited.connect(self.edited)

    def _knockout_chosen(self) -> None:
        self._show_knockout_fields()
        self.edited.emit()

    def _show_knockout_fields(self) -> None:
        choice = self.knockout.currentData()
        own = choice not in (SEASON, NO_KNOCKOUTS) and self._recorded is None
        self.knockout_amount.setEnabled(own)
        self.knockout_share.setEnabled(own and choice == KnockoutKind.PROGRESSIVE.value)

    def _fill_knockouts(self, rules: SeasonRules, event: Event) -> None:
        season = rules.knockout
        if season is None:
            said = translate("EventFieldsForm", "Season's (none)")
        elif season.kind is KnockoutKind.FIXED:
            said = translate("EventFieldsForm", "Season's (fixed {amount})")
        else:
            said = translate("EventFieldsForm", "Season's (progressive {amount})")
        said = said.format(amount=decimal_text(season.amount) if season else "")
        self.knockout.clear()
        self._recorded = None
        if event.knockout_set and event.knockout is not None and event.knockout.recorded:
            # An import's recorded bounties: what the source paid, not a rule to change here.
            self._recorded = event.knockout
            self.knockout.addItem(translate("EventFieldsForm", "Recorded by the import"), SEASON)
        else:
            self.knockout.addItem(said, SEASON)
            self.knockout.addItem(translate("EventFieldsForm", "None"), NO_KNOCKOUTS)
            self.knockout.addItem(translate("EventFieldsForm", "Fixed"), KnockoutKind.FIXED.value)
            self.knockout.addItem(
                translate("EventFieldsForm", "Progressive"), KnockoutKind.PROGRESSIVE.value
            )
        own = event.knockout if event.knockout_set else None
        if self._recorded is not None or not event.knockout_set:
            choice = SEASON
        else:
            choice = NO_KNOCKOUTS if own is None else own.kind.value
        self.knockout.setCurrentIndex(max(self.knockout.findData(choice), 0))
        shown = own or season
        self.knockout_amount.set_value(shown.amount if shown else None)
        self.knockout_share.setText(decimal_text(shown.share) if shown else DEFAULT_SHARE)
        self._show_knockout_fields()

    def _read_knockout(self, values: dict[str, Any], problems: list[Problem]) -> None:
        if self._recorded is not None:
            values["knockout"], values["knockout_set"] = self._recorded, True
            return
        choice = self.knockout.currentData()
        values["knockout_set"] = choice != SEASON
        values["knockout"] = None
        if choice in (SEASON, NO_KNOCKOUTS, None):
            return
        amounts = []
        for key, edit in (("amount", self.knockout_amount), ("share", self.knockout_share)):
            try:
                amounts.append(edit.value())
            except ValueError as exc:
                problems.append(Problem(("knockout", key), edit.text(), str(exc)))
                amounts.append(None)
        amount, share = amounts
        if amount is not None and share is not None:
            values["knockout"] = KnockoutRules(KnockoutKind(choice), amount, share)
        else:
            values["knockout_set"] = False  # unreadable: the problem is shown beside it

    def _add(
        self, grid: QGridLayout, row: int, column: int, label: str, key: tuple, widget: QWidget
    ) -> None:
        caption = QLabel(label)
        if MONEY in label:
            name_money(caption, text=label)
        caption.setBuddy(widget)
        field, problem = with_problem_label(widget)
        grid.addWidget(caption, row, column)
        grid.addWidget(field, row, column + 1)
        self.marks.add(key, widget, problem)

    def load(self, event: Event, rules: SeasonRules) -> None:
        """Show ``event``; empty price fields show the season's price they follow."""
        blocked = self.blockSignals(True)
        self.number.setValue(event.number)
        date = QDate.fromString(event.date or "", "yyyy-MM-dd")
        self.date.setDate(date if date.isValid() else NO_DATE)
        self.name.setText(event.name or "")
        self.kind.setText(
            translate("EventFieldsForm", "Championship event")
            if event.kind is EventKind.CHAMPIONSHIP
            else translate("EventFieldsForm", "Regular event")
        )
        for edit, own, season in (
            (self.buyin, event.buyin, rules.buyin),
            (self.rebuy_cost, event.rebuy_cost, rules.rebuy_cost),
            (self.addon_cost, event.addon_cost, rules.addon_cost),
        ):
            edit.set_value(own)
            edit.setPlaceholderText(
                translate("EventFieldsForm", "season {amount}").format(amount=decimal_text(season))
            )
        self._fill_rebuy_limits(rules)
        if not event.max_rebuys_set:
            choice = SEASON
        else:
            choice = UNLIMITED if event.max_rebuys is None else str(event.max_rebuys)
        index = self.max_rebuys.findData(choice)
        if index < 0:
            self.max_rebuys.addItem(choice, choice)
            index = self.max_rebuys.count() - 1
        self.max_rebuys.setCurrentIndex(index)
        self.pick_a_stack.setChecked(event.pick_a_stack)
        paid_with = rules_at(event, rules)  # a closed night stays what it was played as
        self._season_cash_out = paid_with.cash_out
        self.cash_out.setChecked(is_cash_out(event, paid_with))
        self._regular = event.kind is EventKind.REGULAR
        self.cash_out.setVisible(self._regular)
        others = event.others or UnnamedEntries()
        for box, value in (
            (self.others, others.entries),
            (self.other_rebuys, others.rebuys),
            (self.other_addons, others.addons),
        ):
            box.setValue(value)
        self.points_factor.setValue(event.points_factor)
        self._fill_knockouts(rules, event)
        self.blockSignals(blocked)

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        """The :class:`Event` fields as typed; unreadable amounts are noted in ``problems``."""
        values: dict[str, Any] = {
            "number": self.number.value(),
            "date": None
            if self.date.date() == NO_DATE
            else self.date.date().toString("yyyy-MM-dd"),
            "name": self.name.text().strip() or None,
            "pick_a_stack": self.pick_a_stack.isChecked(),
            # The night's own word only where it differs from the season's.
            "cash_out": None
            if not self._regular or self.cash_out.isChecked() == self._season_cash_out
            else self.cash_out.isChecked(),
        }
        for key, edit in (
            ("buyin", self.buyin),
            ("rebuy_cost", self.rebuy_cost),
            ("addon_cost", self.addon_cost),
        ):
            try:
                values[key] = edit.optional_value()
            except ValueError as exc:
                problems.append(Problem((key,), edit.text(), str(exc)))
                values[key] = None
        others = UnnamedEntries(
            self.others.value(), self.other_rebuys.value(), self.other_addons.value()
        )
        values["others"] = others if others != UnnamedEntries() else None
        values["points_factor"] = self.points_factor.value()
        choice = self.max_rebuys.currentData()
        values["max_rebuys_set"] = choice != SEASON
        values["max_rebuys"] = int(choice) if choice not in (SEASON, UNLIMITED) else None
        self._read_knockout(values, problems)
        return values

    def show_problems(self, problems: list[Problem]) -> None:
        self.marks.show(problems)

    def _fill_rebuy_limits(self, rules: SeasonRules) -> None:
        self.max_rebuys.clear()
        if rules.max_rebuys is None:
            season = translate("EventFieldsForm", "Season rule (unlimited)")
        else:
            season = translate("EventFieldsForm", "Season rule ({count})").format(
                count=rules.max_rebuys
            )
        self.max_rebuys.addItem(season, SEASON)
        self.max_rebuys.addItem(translate("EventFieldsForm", "Unlimited"), UNLIMITED)
        for count in range(0, 6):
            self.max_rebuys.addItem(str(count), str(count))


def _count_box(what: str) -> QSpinBox:
    box = QSpinBox()
    box.setRange(0, 9999)
    box.setToolTip(what)
    box.setAccessibleName(what)
    return box
