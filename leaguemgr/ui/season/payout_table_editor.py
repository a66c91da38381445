"""Season editor section: the payout table by field size, and the rounding unit."""

from __future__ import annotations

from collections.abc import Iterable
from decimal import Decimal
from typing import Any

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QBrush, QColor
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.league_formats import money
from leaguemgr.domain.records import PayoutRange, SeasonRules
from leaguemgr.ui.form_fields import (
    INVALID_BACKGROUND,
    MoneyEdit,
    ProblemLabel,
    decimal_text,
    league_locale_of,
    parse_decimal,
    with_problem_label,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import MONEY, shown_currency
from leaguemgr.ui.season.rules_section import RulesSection, read_money

HUNDRED = Decimal("100")
ROUNDING_CHOICES = (
    (QT_TRANSLATE_NOOP("PayoutTableEditor", "1 cent"), Decimal("0.01")),
    ("{money}1", Decimal("1")),
    ("{money}5", Decimal("5")),
)
CUSTOM = QT_TRANSLATE_NOOP("PayoutTableEditor", "Custom")


def ordinal(place: int) -> str:
    """1 -> "1st", 2 -> "2nd", 11 -> "11th"."""
    if place == 1:
        return translate("Ordinal", "1st")
    suffix = "th" if 10 <= place % 100 <= 20 else {1: "st", 2: "nd", 3: "rd"}.get(place % 10, "th")
    if suffix == "st":
        text = translate("Ordinal", "{place}st")
    elif suffix == "nd":
        text = translate("Ordinal", "{place}nd")
    elif suffix == "rd":
        text = translate("Ordinal", "{place}rd")
    else:
        text = translate("Ordinal", "{place}th")
    return text.format(place=place)


def range_text(row: PayoutRange | tuple[str, str]) -> str:
    low, high = (row.min, row.max) if isinstance(row, PayoutRange) else row
    return f"{low}–{high}"


class PayoutTableEditor(RulesSection):
    """Rows of field sizes (from..to entries), each with the percentage paid to each place."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(
            translate("PayoutTableEditor", "Payout table (percent of the pool by place)"), parent
        )
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 0)
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Stretch)
        self.table.setMinimumHeight(180)
        self.table.itemChanged.connect(self._item_changed)
        layout.addWidget(self.table)
        buttons = QHBoxLayout()
        for text, slot in (
            (translate("PayoutTableEditor", "Add ro&w"), self.add_row),
            (translate("PayoutTableEditor", "Remove row"), self.remove_row),
            (translate("PayoutTableEditor", "Add &place"), self.add_place),
            (translate("PayoutTableEditor", "Remove place"), self.remove_place),
        ):
            button = QPushButton(text)
            button.clicked.connect(slot)
            buttons.addWidget(button)
        buttons.addStretch(1)
        layout.addLayout(buttons)
        self.problem = ProblemLabel()
        layout.addWidget(self.problem)

        rounding = QHBoxLayout()
        rounding.addWidget(QLabel(translate("PayoutTableEditor", "Round each payout to")))
        self.rounding = QComboBox()
        for text, unit in ROUNDING_CHOICES:
            self.rounding.addItem(translate("PayoutTableEditor", text), str(unit))
        self.rounding.addItem(translate("PayoutTableEditor", CUSTOM), None)
        self._write_rounding()
        self.custom_unit = MoneyEdit(placeholder=translate("PayoutTableEditor", "e.g. 0.25"))
        row, rounding_problem = with_problem_label(self.rounding, self.custom_unit)
        rounding.addWidget(row, 1)
        layout.addLayout(rounding)
        self.marks.add(("rounding_unit",), self.custom_unit, rounding_problem)
        self.rounding.currentIndexChanged.connect(self._rounding_changed)
        self.custom_unit.edited.connect(self.changed)
        self._loading = False

    # Loading and reading -------------------------------------------------------------------------

    def load(self, rules: SeasonRules) -> None:
        self._loading = True
        places = max((len(row.percents) for row in rules.payout_table), default=1)
        self.table.setRowCount(0)
        self._set_place_columns(places)
        for payout_range in rules.payout_table:
            self._append(
                [str(payout_range.min), str(payout_range.max)],
                [decimal_text(p, league_locale_of(self)) for p in payout_range.percents],
            )
        index = next(
            (i for i, (_, unit) in enumerate(ROUNDING_CHOICES) if unit == rules.rounding_unit),
            self.rounding.count() - 1,
        )
        self.rounding.setCurrentIndex(index)
        self._write_rounding()
        self.custom_unit.set_value(rules.rounding_unit)
        self.custom_unit.setVisible(self.rounding.currentData() is None)
        self._loading = False
        self._refresh_sums()

    def set_currency(self, _currency: str) -> None:
        """The league's money changed: its rounding units are said in it."""
        self._write_rounding()

    def _write_rounding(self) -> None:
        """ "€1", "€5" in the league's money as its locale writes them ("1 €" in fr_FR)."""
        currency, locale = shown_currency(self), league_locale_of(self)
        for index, (text, unit) in enumerate(ROUNDING_CHOICES):
            if MONEY in text:
                self.rounding.setItemText(index, money(unit, currency, locale, whole=True))

    def read(self, problems: list[Problem]) -> dict[str, Any]:
        rows = []
        for row in range(self.table.rowCount()):
            low, high = self._int(row, 0), self._int(row, 1)
            if low is None or high is None:
                problems.append(
                    Problem(
                        ("payout_table", row),
                        self._range(row),
                        translate("PayoutTableEditor", "enter whole numbers of entries"),
                    )
                )
            percents, reason = self._percents(row)
            if reason:
                problems.append(Problem(("payout_table", row, "percents"), "", reason))
            rows.append(PayoutRange(low or 0, high or 0, percents))
        if self.rounding.currentData() is None:
            unit = read_money(self.custom_unit, ("rounding_unit",), problems)
        else:
            unit = Decimal(self.rounding.currentData())
        return {"payout_table": tuple(rows), "rounding_unit": unit}

    def show_problems(self, problems: Iterable[Problem]) -> None:
        super().show_problems(problems)
        by_row: dict[int, tuple[str, str]] = {}
        general = []
        for problem in problems:
            where = problem.location
            if not where or where[0] != "payout_table":
                continue
            if len(where) == 1:
                general.append(problem.message[:1].upper() + problem.message[1:])
            elif isinstance(where[1], int) and where[1] not in by_row:
                part = str(where[2]) if len(where) > 2 else "range"
                by_row[where[1]] = (part, problem.message)
        messages = list(general)
        for row in range(self.table.rowCount()):
            part, message = by_row.get(row, ("", ""))
            self._mark(row, part, message)
            if message:
                messages.append(self._row_message(row, part, message))
        self.problem.show_message("\n".join(messages))

    # Buttons -------------------------------------------------------------------------------------

    def add_row(self) -> None:
        last = self.table.rowCount() - 1
        start = (self._int(last, 1) or 0) + 1 if last >= 0 else 1
        percents = [self._text(last, c) for c in self._place_columns()] if last >= 0 else ["100"]
        self._append([str(start), str(start + 9)], percents)
        self.changed()

    def remove_row(self) -> None:
        row = self.table.currentRow()
        row = row if row >= 0 else self.table.rowCount() - 1
        if row >= 0:
            self.table.removeRow(row)
            self.changed()

    def add_place(self) -> None:
        self._set_place_columns(len(self._place_columns()) + 1)
        self.changed()

    def remove_place(self) -> None:
        if len(self._place_columns()) > 1:
            self._set_place_columns(len(self._place_columns()) - 1)
            self.changed()

    # Internals -----------------------------------------------------------------------------------

    def _place_columns(self) -> range:
        return range(2, self.table.columnCount() - 1)

    def _set_place_columns(self, places: int) -> None:
        self._loading, was_loading = True, self._loading
        sums = self.table.columnCount() - 1
        if sums > 0:
            self.table.removeColumn(sums)
        self.table.setColumnCount(2 + places + 1)
        headers = [
            translate("PayoutTableEditor", "From"),
            translate("PayoutTableEditor", "To"),
            *(ordinal(p) for p in range(1, places + 1)),
            translate("PayoutTableEditor", "Sum"),
        ]
        self.table.setHorizontalHeaderLabels(headers)
        for row in range(self.table.rowCount()):
            for column in range(2, 2 + places):
                if self.table.item(row, column) is None:
                    self.table.setItem(row, column, self._cell(""))
            self.table.setItem(row, 2 + places, self._sum_cell())
        self._loading = was_loading
        self._refresh_sums()

    def _append(self, bounds: list[str], percents: list[str]) -> None:
        self._loading, was_loading = True, self._loading
        if len(percents) > len(self._place_columns()):
            self._set_place_columns(len(percents))
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, 0, self._cell(bounds[0]))
        self.table.setItem(row, 1, self._cell(bounds[1]))
        for offset, column in enumerate(self._place_columns()):
            self.table.setItem(
                row, column, self._cell(percents[offset] if offset < len(percents) else "")
            )
        self.table.setItem(row, self.table.columnCount() - 1, self._sum_cell())
        self._loading = was_loading
        self._refresh_sums()

    def _cell(self, text: str) -> QTableWidgetItem:
        item = QTableWidgetItem(text)
        item.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return item

    def _sum_cell(self) -> QTableWidgetItem:
        item = self._cell("")
        item.setFlags(Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable)
        return item

    def _text(self, row: int, column: int) -> str:
        item = self.table.item(row, column)
        return item.text().strip() if item is not None else ""

    def _int(self, row: int, column: int) -> int | None:
        text = self._text(row, column)
        return int(text) if text.isdigit() else None

    def _range(self, row: int) -> str:
        return range_text((self._text(row, 0), self._text(row, 1)))

    def _percents(self, row: int) -> tuple[tuple[Decimal, ...], str | None]:
        texts = [self._text(row, column) for column in self._place_columns()]
        while texts and not texts[-1]:
            texts.pop()
        values = []
        for place, text in enumerate(texts, start=1):
            if not text:
                return (), translate("PayoutTableEditor", "{place} place has no percentage").format(
                    place=ordinal(place)
                )
            try:
                values.append(parse_decimal(text, league_locale_of(self)))
            except ValueError as exc:
                return (), translate("PayoutTableEditor", "{place} place: {problem}").format(
                    place=ordinal(place), problem=exc
                )
        return tuple(values), None

    def sum_text(self, row: int) -> str:
        """What the Sum column shows for ``row`` (e.g. "99.5%")."""
        percents, reason = self._percents(row)
        return "?" if reason else f"{decimal_text(sum(percents, Decimal('0')))}%"

    def _refresh_sums(self) -> None:
        self._loading, was_loading = True, self._loading
        column = self.table.columnCount() - 1
        for row in range(self.table.rowCount()):
            item = self.table.item(row, column)
            if item is not None:
                item.setText(self.sum_text(row))
        self._loading = was_loading

    def _mark(self, row: int, part: str, message: str) -> None:
        self._loading, was_loading = True, self._loading
        columns = {"percents": [self.table.columnCount() - 1], "min": [0], "range": [0, 1]}
        marked = set(columns.get(part, [])) if message else set()
        for column in range(self.table.columnCount()):
            item = self.table.item(row, column)
            if item is None:
                continue
            red = column in marked
            item.setBackground(QBrush(QColor(INVALID_BACKGROUND)) if red else QBrush())
            item.setToolTip(self._row_message(row, part, message) if red else "")
        self._loading = was_loading

    def _row_message(self, row: int, part: str, message: str) -> str:
        percents, reason = self._percents(row)
        total = sum(percents, Decimal("0"))
        if part == "percents" and not reason and percents and total != HUNDRED:
            return translate(
                "PayoutTableEditor", "Row {range} adds up to {total}%, not 100%"
            ).format(range=self._range(row), total=decimal_text(total))
        return translate("PayoutTableEditor", "Row {range}: {problem}").format(
            range=self._range(row), problem=message
        )

    def _item_changed(self, _item: QTableWidgetItem) -> None:
        if self._loading:
            return
        self._refresh_sums()
        self.changed()

    def _rounding_changed(self) -> None:
        custom = self.rounding.currentData() is None
        self.custom_unit.setVisible(custom)
        if custom and not self.custom_unit.text():
            self.custom_unit.setFocus()
        self.changed()
