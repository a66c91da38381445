"""Step 2 of the spreadsheet import: each sheet's layout and each column's meaning."""

from __future__ import annotations

from dataclasses import replace

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import (
    QComboBox,
    QFormLayout,
    QLabel,
    QListWidget,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWizardPage,
)

from leaguemgr.services.sheet_import import league_reads_day_first
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import (
    NO_HEADERS,
    Field,
    Layout,
    SheetLayout,
    describe,
    detect,
    laid_out_by_hand,
)
from leaguemgr.sheets.plan import read_nights
from leaguemgr.sheets.reading import column_letter
from leaguemgr.sheets.values import text_of
from leaguemgr.ui.files.sheet_page_parts import PLAN_ERRORS, ImportPlanner, problem_label
from leaguemgr.ui.i18n import translate

PREVIEW_ROWS = 12
#: What each column can mean, as the boxes above the columns say it (the sheets' own
#: ``FIELD_WORDS`` are the English the import's notes and commands write).
FIELD_WORDS: dict[Field, str] = {
    Field.PLAYER: QT_TRANSLATE_NOOP("SheetImport", "Player"),
    Field.PLACE: QT_TRANSLATE_NOOP("SheetImport", "Place"),
    Field.POINTS: QT_TRANSLATE_NOOP("SheetImport", "Points"),
    Field.PAYOUT: QT_TRANSLATE_NOOP("SheetImport", "Payout"),
    Field.KNOCKOUTS: QT_TRANSLATE_NOOP("SheetImport", "Knockouts"),
    Field.REBUYS: QT_TRANSLATE_NOOP("SheetImport", "Rebuys"),
    Field.ADDONS: QT_TRANSLATE_NOOP("SheetImport", "Add-ons"),
    Field.BUYIN: QT_TRANSLATE_NOOP("SheetImport", "Buy-in"),
    Field.NIGHT: QT_TRANSLATE_NOOP("SheetImport", "Night"),
    Field.RANK: QT_TRANSLATE_NOOP("SheetImport", "Rank"),
    Field.TOTAL: QT_TRANSLATE_NOOP("SheetImport", "Total"),
    Field.IGNORE: QT_TRANSLATE_NOOP("SheetImport", "(ignored)"),
}
LAYOUT_CHOICES = (
    (QT_TRANSLATE_NOOP("SheetImport", "Grid: a row per player, a column per night"), Layout.GRID),
    (QT_TRANSLATE_NOOP("SheetImport", "Results: a row per player per night"), Layout.RESULTS),
    (QT_TRANSLATE_NOOP("SheetImport", "Skip this sheet"), None),
)


class ColumnsPage(QWizardPage):
    """Step 2: each sheet's layout and each column's meaning, as detected; changeable."""

    def __init__(self, wizard: ImportPlanner):
        super().__init__()
        self._wizard = wizard
        self.setTitle(translate("SheetImport", "2. What the columns mean"))
        self.setSubTitle(
            translate(
                "SheetImport",
                "Check the layout found on each sheet and what each column holds; "
                "change a column with the box above it.",
            )
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.sheet_choice = QComboBox()
        self.sheet_choice.currentIndexChanged.connect(self._show_sheet)
        form.addRow(translate("SheetImport", "S&heet:"), self.sheet_choice)
        self.layout_choice = QComboBox()
        for text, _ in LAYOUT_CHOICES:
            self.layout_choice.addItem(translate("SheetImport", text))
        self.layout_choice.activated.connect(self._layout_chosen)
        form.addRow(translate("SheetImport", "&Layout:"), self.layout_choice)
        layout.addLayout(form)
        self.found = QLabel()
        self.found.setWordWrap(True)
        layout.addWidget(self.found)
        self.preview = QTableWidget()
        self.preview.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        layout.addWidget(self.preview, 1)
        self.notes = QListWidget()
        self.notes.setWordWrap(True)
        self.notes.setMaximumHeight(110)
        layout.addWidget(QLabel(translate("SheetImport", "Notes:")))
        layout.addWidget(self.notes)
        self.problem = problem_label()
        layout.addWidget(self.problem)
        self.combos: list[QComboBox] = []
        self._stolen = {}

    def initializePage(self) -> None:
        self.sheet_choice.blockSignals(True)
        self.sheet_choice.clear()
        for sheet in self._wizard.sheets:
            self.sheet_choice.addItem(self._sheet_title(sheet))
        first = next((i for i, s in enumerate(self._wizard.sheets) if s.layout), 0)
        self.sheet_choice.setCurrentIndex(first)
        self.sheet_choice.blockSignals(False)
        self._show_sheet(first)
        self._refresh_notes()

    @staticmethod
    def _sheet_title(sheet: SheetLayout) -> str:
        kind = sheet.layout.value if sheet.layout else "skipped"
        return f"{sheet.grid.where}  ({kind})"

    def current(self) -> SheetLayout:
        return self._wizard.sheets[self.sheet_choice.currentIndex()]

    def _show_sheet(self, index: int) -> None:
        if index < 0 or index >= len(self._wizard.sheets):
            return
        sheet = self._wizard.sheets[index]
        choice = next(i for i, (_, kind) in enumerate(LAYOUT_CHOICES) if kind is sheet.layout)
        self.layout_choice.setCurrentIndex(choice)
        self.found.setText(describe(sheet))
        grid = sheet.grid
        # A sheet with no row of headers (-1) shows its first rows, all of them data.
        first = max(sheet.header_row, 0)
        rows = grid.rows[first : first + PREVIEW_ROWS]
        width = max(grid.width, len(sheet.fields))
        self.preview.clear()
        self.preview.setColumnCount(width)
        self.preview.setRowCount(len(rows) + 1)
        self.preview.setHorizontalHeaderLabels([column_letter(c) for c in range(width)])
        self.preview.setVerticalHeaderLabels(
            [translate("SheetImport", "means")]
            + [str(first + 1 + offset) for offset in range(len(rows))]
        )
        self.combos = []
        self._stolen: dict[int, list[tuple[QComboBox, Field]]] = {}
        for column in range(width):
            combo = QComboBox()
            for field in Field:
                combo.addItem(translate("SheetImport", FIELD_WORDS[field]), field)
            field = sheet.fields[column] if column < len(sheet.fields) else Field.IGNORE
            combo.setCurrentIndex(list(Field).index(field))
            combo.setEnabled(sheet.layout is not None or sheet.skipped == NO_HEADERS)
            combo.setAccessibleName(
                translate("SheetImport", "What column {column} means").format(
                    column=column_letter(column)
                )
            )
            combo.currentIndexChanged.connect(self._column_chosen)
            self.preview.setCellWidget(0, column, combo)
            self.combos.append(combo)
            for offset, row in enumerate(rows, 1):
                value = row[column] if column < len(row) else None
                item = QTableWidgetItem(text_of(value))
                if offset == 1 and sheet.header_row >= 0:
                    font = item.font()
                    font.setBold(True)
                    item.setFont(font)
                self.preview.setItem(offset, column, item)
        self.preview.resizeColumnsToContents()

    def _layout_chosen(self, choice: int) -> None:
        index = self.sheet_choice.currentIndex()
        sheet = self._wizard.sheets[index]
        layout = LAYOUT_CHOICES[choice][1]
        if layout is None:
            chosen = replace(sheet, layout=None, skipped="skipped (you chose so)")
        else:
            chosen = detect(sheet.grid, layout, forced=True)
            if chosen.layout is None:  # forced, yet nothing fits: let the columns be set
                chosen = laid_out_by_hand(chosen, layout)
        self._wizard.sheets[index] = chosen
        self.sheet_choice.setItemText(index, self._sheet_title(chosen))
        self._show_sheet(index)
        self._refresh_notes()

    def _column_chosen(self) -> None:
        index = self.sheet_choice.currentIndex()
        changed = self.sender()
        if isinstance(changed, QComboBox):
            self._give_back(changed)
            chosen = Field(changed.currentData())
            if chosen not in (Field.NIGHT, Field.IGNORE):
                # One column per meaning (but nights): the column that had it gives it up,
                # and gets it back if this one changes again (a keyboard search passes
                # "Player" on its way to "Points").
                for combo in self.combos:
                    if combo is not changed and Field(combo.currentData()) is chosen:
                        self._set_quietly(combo, Field.IGNORE)
                        self._stolen.setdefault(id(changed), []).append((combo, chosen))
        fields = [Field(combo.currentData()) for combo in self.combos]
        sheet = self._wizard.sheets[index]
        if sheet.layout is None:
            # Headers the import could not read, said here column by column (SPEC 8): the
            # sheet is read as the columns now say, a grid where two columns are nights.
            kind = Layout.GRID if fields.count(Field.NIGHT) >= 2 else Layout.RESULTS
            sheet = laid_out_by_hand(sheet, kind)
            self.sheet_choice.setItemText(index, self._sheet_title(sheet))
            choice = next(i for i, (_, layout) in enumerate(LAYOUT_CHOICES) if layout is kind)
            self.layout_choice.setCurrentIndex(choice)
        self._wizard.sheets[index] = sheet.with_fields(fields)
        self.found.setText(describe(self._wizard.sheets[index]))
        self._refresh_notes()

    def _give_back(self, combo: QComboBox) -> None:
        for other, field in self._stolen.pop(id(combo), []):
            if Field(other.currentData()) is Field.IGNORE:
                self._set_quietly(other, field)

    @staticmethod
    def _set_quietly(combo: QComboBox, field: Field) -> None:
        combo.blockSignals(True)
        combo.setCurrentIndex(list(Field).index(field))
        combo.blockSignals(False)

    def _refresh_notes(self) -> None:
        self.notes.clear()
        self.problem.clear()
        try:
            # In the league's order of dates, as the import reads them (SPEC 8).
            reading = read_nights(self._wizard.sheets, league_reads_day_first(self._wizard.league))
        except SheetFileError as exc:
            self.problem.setText(str(exc))
            return
        self.notes.addItem(reading.counts())
        self.notes.addItems(list(reading.notes))
        self.notes.addItems([f"totals: {line}" for line in reading.mismatches])
        self.notes.addItems(list(reading.skipped))

    def validatePage(self) -> bool:
        try:
            self._wizard.plan()
        except PLAN_ERRORS as exc:
            self.problem.setText(str(exc))
            return False
        return True
