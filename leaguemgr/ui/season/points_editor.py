"""Season editor section: the points formula, with presets and a live preview by place."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import replace
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QComboBox,
    QDoubleSpinBox,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import FormulaError, Problem
from leaguemgr.domain.formula import FUNCTIONS, VARIABLES
from leaguemgr.domain.payouts import NoPayoutRow
from leaguemgr.domain.records import PointsRule, SeasonRules
from leaguemgr.domain.sample_night import sample_night
from leaguemgr.ui.form_fields import (
    ProblemLabel,
    decimal_text,
    league_locale_of,
    list_separator,
    parse_decimal_list,
    with_problem_label,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import shown_currency
from leaguemgr.ui.money_text import money_text, points_text
from leaguemgr.ui.season.formula_edit import FormulaEdit
from leaguemgr.ui.season.payout_table_editor import ordinal
from leaguemgr.ui.season.points_by_field import RangesEdit, parse_ranges, ranges_text
from leaguemgr.ui.season.rules_section import RulesSection

NEAU, TABLE, BY_FIELD, FORMULA = "neau", "table", "table_by_field", "formula"
NEAU_FORMULA = "sqrt(n * buyin * (buyin / cost)) / (place + 1)"
KINDS = (
    (NEAU, QT_TRANSLATE_NOOP("PointsEditor", "Neau formula (Fish 'N' Chips)")),
    (TABLE, QT_TRANSLATE_NOOP("PointsEditor", "Fixed points by place + participation")),
    (BY_FIELD, QT_TRANSLATE_NOOP("PointsEditor", "A table by field size")),
    (FORMULA, QT_TRANSLATE_NOOP("PointsEditor", "Custom formula")),
)


class PointsEditor(RulesSection):
    """Choose a preset or write a formula; the preview shows points by place at once."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("PointsEditor", "Points"), parent)
        layout = QVBoxLayout(self)
        form = self.form = QFormLayout()
        layout.addLayout(form)
        self.kind = QComboBox()
        for key, label in KINDS:
            self.kind.addItem(translate("PointsEditor", label), key)
        form.addRow(translate("PointsEditor", "Points b&y"), self.kind)

        self.places = QLineEdit()
        self._show_places_example(None)
        self.places_row, places_problem = with_problem_label(self.places)
        form.addRow(translate("PointsEditor", "Places"), self.places_row)
        self.marks.add(("points", "places"), self.places, places_problem)
        self.participation = QDoubleSpinBox()
        self.participation.setRange(-1000, 1000)
        self.participation.setDecimals(2)
        form.addRow(translate("PointsEditor", "Participation"), self.participation)

        self.ranges = RangesEdit()
        self.ranges_row, ranges_problem = with_problem_label(self.ranges)
        form.addRow(translate("PointsEditor", "Tables"), self.ranges_row)
        self.marks.add(("points", "ranges"), self.ranges, ranges_problem)

        self.formula = FormulaEdit()
        form.addRow(translate("PointsEditor", "For&mula"), self.formula)
        self.formula_problem = ProblemLabel()
        form.addRow("", self.formula_problem)
        names = ", ".join(VARIABLES)
        self.help = QLabel(
            translate(
                "PointsEditor", "Variables: {names}. Functions: {functions}; x if condition else y."
            ).format(names=names, functions=", ".join(FUNCTIONS))
        )
        self.help.setWordWrap(True)
        self.help.setStyleSheet("color: #666;")
        form.addRow("", self.help)
        # TD3's "overall score": the standings rank by each player's N best nights.
        self.best_results = QSpinBox()
        self.best_results.setRange(0, 100_000)
        self.best_results.setSpecialValueText(translate("PointsEditor", "every result"))
        self.best_results.setSuffix(translate("PointsEditor", " best results"))
        form.addRow(translate("PointsEditor", "Season &counts"), self.best_results)
        self.best_results.valueChanged.connect(self.changed)

        preview_bar = QHBoxLayout()
        preview_bar.addWidget(QLabel(translate("PointsEditor", "Preview for a field of")))
        self.field_size = QSpinBox()
        self.field_size.setRange(1, 200)
        self.field_size.setValue(14)
        self.field_size.setSuffix(translate("PointsEditor", " entries"))
        preview_bar.addWidget(self.field_size)
        self.buyin_label = QLabel()
        # Wrapped: the pool after the knockout bounties must not widen the whole column.
        self.buyin_label.setWordWrap(True)
        preview_bar.addWidget(self.buyin_label, 1)
        layout.addLayout(preview_bar)
        self.preview = QTableWidget(0, 3)
        self.preview.setHorizontalHeaderLabels(
            [
                translate("PointsEditor", "Place"),
                translate("PointsEditor", "Prize"),
                translate("PointsEditor", "Points"),
            ]
        )
        self.preview.verticalHeader().setVisible(False)
        self.preview.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.preview.setMinimumHeight(150)
        layout.addWidget(self.preview, 1)
        self.preview_problem = ProblemLabel()
        layout.addWidget(self.preview_problem)

        self._season_rules = SeasonRules(buyin=Decimal("0"), rebuy_cost=Decimal("0"))
        self.kind.currentIndexChanged.connect(self._kind_changed)
        self.places.textEdited.connect(self.changed)
        self.ranges.textChanged.connect(self.changed)
        self.participation.valueChanged.connect(self.changed)
        self.formula.textChanged.connect(self.changed)
        self.formula.checked.connect(self.formula_problem.show_message)
        self.field_size.valueChanged.connect(self.refresh_preview)
        self.edited.connect(self.refresh_preview)

    def load(self, rules: SeasonRules) -> None:
        points = rules.points
        kind = FORMULA if points.formula is not None else (points.preset or NEAU)
        index = self.kind.findData(kind)
        self.kind.setCurrentIndex(index if index >= 0 else 0)
        locale = league_locale_of(self)
        self._show_places_example(locale)
        self.places.setText(
            list_separator(locale).join(
                decimal_text(Decimal(str(p)), locale) for p in points.places
            )
        )
        self.participation.setValue(points.participation)
        self.formula.setText(points.formula or "")
        self.ranges.setPlainText(ranges_text(points.ranges))
        self.best_results.setValue(rules.best_results or 0)
        self._show_kind()
        self.refresh_preview()

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        return {"points": self._rule(problems), "best_results": self.best_results.value() or None}

    def show_problems(self, problems: Iterable[Problem]) -> None:
        """Besides the marked fields, say beside a formula that checks on its own why the
        season still refuses it: it has no value at some place (tried at every one)."""
        problems = list(problems)
        super().show_problems(problems)
        if self.kind.currentData() == FORMULA and not self.formula.error_message:
            at_formula = (p.message for p in problems if p.location[-2:] == ("points", "formula"))
            self.formula_problem.show_message(next(at_formula, ""))

    def set_preview_rules(self, rules: SeasonRules) -> None:
        """The season's other rules (buy-in, set-asides, payouts) the sample night runs by."""
        if rules != self._season_rules:
            self._season_rules = rules
            self.refresh_preview()

    def refresh_preview(self) -> None:
        """The sample night's prizes and points by place, or why they cannot be shown."""
        rules = replace(self._season_rules, points=self._rule([]))
        currency = shown_currency(self)
        locale = league_locale_of(self)
        buyin = money_text(rules.buyin, currency, locale)
        try:
            night = sample_night(rules, self.field_size.value())
        except (FormulaError, NoPayoutRow, ValueError, ArithmeticError, TypeError) as exc:
            places = ()
            message = translate("PointsEditor", "No preview: {problem}").format(problem=exc)
            self.buyin_label.setText(
                translate("PointsEditor", "paying {buyin} each, no rebuys").format(buyin=buyin)
            )
        else:
            places, message = night.places, ""
            # Knockout bounties come out first (SPEC 9): the pool the prizes share is less.
            pool = money_text(night.pool, currency, locale)
            if night.knockouts:
                text = translate(
                    "PointsEditor",
                    "paying {buyin} each, no rebuys: {bounties} in knockout bounties first, "
                    "a pool of {pool}",
                ).format(
                    buyin=buyin, bounties=money_text(night.knockouts, currency, locale), pool=pool
                )
            else:
                text = translate(
                    "PointsEditor", "paying {buyin} each, no rebuys: a pool of {pool}"
                ).format(buyin=buyin, pool=pool)
            self.buyin_label.setText(text)
        self.preview.setRowCount(len(places))
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        for row, sample in enumerate(places):
            prize = QTableWidgetItem(
                money_text(sample.prize, currency, locale) if sample.prize else ""
            )
            amount = QTableWidgetItem(points_text(sample.points, locale))
            prize.setTextAlignment(right)
            amount.setTextAlignment(right)
            self.preview.setItem(row, 0, QTableWidgetItem(ordinal(row + 1)))
            self.preview.setItem(row, 1, prize)
            self.preview.setItem(row, 2, amount)
        self.preview_problem.show_message(message)

    def set_currency(self, _currency: str) -> None:
        """The league's money changed: the sample night's prizes are said in the new one."""
        self.refresh_preview()

    def preview_values(self) -> list[str]:
        """The points column of the preview, as shown."""
        return [self.preview.item(row, 2).text() for row in range(self.preview.rowCount())]

    def _rule(self, problems: list[Problem]) -> PointsRule:
        kind = self.kind.currentData()
        if kind == FORMULA:
            return PointsRule(preset=None, formula=self.formula.text())
        if kind == BY_FIELD:
            try:
                ranges = parse_ranges(self.ranges.toPlainText())
            except ValueError as exc:
                problems.append(Problem(("points", "ranges"), self.ranges.toPlainText(), str(exc)))
                ranges = ()
            return PointsRule(preset=BY_FIELD, ranges=ranges)
        if kind == TABLE:
            try:
                typed = parse_decimal_list(self.places.text(), league_locale_of(self))
                places = tuple(float(p) for p in typed)
            except ValueError as exc:
                problems.append(Problem(("points", "places"), self.places.text(), str(exc)))
                places = ()
            return PointsRule(preset=TABLE, places=places, participation=self.participation.value())
        return PointsRule(preset=NEAU)

    def _show_places_example(self, locale: str | None) -> None:
        example = list_separator(locale).join(["10", "7", "5", "3", "1"])
        self.places.setPlaceholderText(
            translate("PointsEditor", "points of 1st, 2nd, 3rd … e.g. {example}").format(
                example=example
            )
        )

    def _kind_changed(self) -> None:
        if self.kind.currentData() == FORMULA and not self.formula.text().strip():
            self.formula.setText(NEAU_FORMULA)  # a working start to edit from
        self._show_kind()
        self.changed()

    def _show_kind(self) -> None:
        kind = self.kind.currentData()
        for widget in (self.places_row, self.participation):
            self.form.setRowVisible(widget, kind == TABLE)
        self.form.setRowVisible(self.ranges_row, kind == BY_FIELD)
        for widget in (self.formula, self.formula_problem, self.help):
            self.form.setRowVisible(widget, kind == FORMULA)
        self.formula_problem.show_message(self.formula.error_message if kind == FORMULA else "")
