"""File ▸ Import Spreadsheet…: from a file to the standings it leads to, in one wizard.

Pick the files; see the layout detected on each sheet and what each column means (a combo
box per column changes it); confirm the players matched by name; see the standings the
import leads to; Import. Nothing is written until Import: the caller then stores the
planned league as one undoable edit. Every step works from the keyboard.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import replace
from pathlib import Path

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from leaguemgr.domain.errors import FormulaError, RuleError
from leaguemgr.domain.names import name_problem
from leaguemgr.domain.records import League
from leaguemgr.services.sheet_import import SheetImport, plan_sheet_import
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import FIELD_WORDS, Field, Layout, SheetLayout, describe, detect
from leaguemgr.sheets.plan import SheetReading, detect_sheets, read_nights
from leaguemgr.sheets.reading import Grid, column_letter, read_sheets
from leaguemgr.sheets.values import text_of
from leaguemgr.td3.matching import MatchedBy
from leaguemgr.ui.background import run_in_background

TITLE = "Import Spreadsheet"
SHEET_FILTER = "Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)"
PREVIEW_ROWS = 12
PLAN_ERRORS = (SheetFileError, RuleError, FormulaError)
LAYOUT_CHOICES = (("Grid: a row per player, a column per night", Layout.GRID),
                  ("Results: a row per player per night", Layout.RESULTS),
                  ("Skip this sheet", None))  # fmt: skip


def _problem_label() -> QLabel:
    label = QLabel()
    label.setObjectName("problem")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def _table(columns: Sequence[str], stretched: int) -> QTableWidget:
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
    return table


class SheetImportWizard(QWizard):
    """The wizard; after ``exec()`` accepted, ``planned`` is the import to store."""

    def __init__(
        self,
        league: League,
        folder: Path,
        paths: Sequence[Path] = (),
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(TITLE)
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setButtonText(QWizard.WizardButton.FinishButton, "&Import")
        self.resize(980, 680)
        self.league = league
        self.folder = folder
        self.grids: list[Grid] = []
        self.sheets: list[SheetLayout] = []
        self.reading: SheetReading | None = None
        self.planned: SheetImport | None = None
        self.apart: set[str] = set()
        self.files_page = FilesPage(self, paths)
        self.columns_page = ColumnsPage(self)
        self.names_page = NamesPage(self)
        self.standings_page = StandingsPage(self)
        for page in (self.files_page, self.columns_page, self.names_page, self.standings_page):
            self.addPage(page)

    @property
    def season(self) -> str | None:
        return self.files_page.season.text().strip() or None

    @property
    def recompute(self) -> bool:
        return self.files_page.recompute.isChecked()

    def plan(self) -> SheetImport:
        """Read the nights as the columns now say and plan the import; raises one of
        ``PLAN_ERRORS`` with the one line to show."""
        self.reading = read_nights(self.sheets)
        if not self.reading.nights:
            skipped = "; ".join(self.reading.skipped) or "the files are empty"
            raise SheetFileError(f"no results found ({skipped})")
        self.planned = plan_sheet_import(
            self.league,
            self.reading,
            season=self.season,
            recompute=self.recompute,
            apart=self.apart,
        )
        for season in self.planned.seasons:
            self.planned.standings(season)  # a season formula that fails says so here
        return self.planned


class FilesPage(QWizardPage):
    """Step 1: the files, the season they go to, and whose points count."""

    def __init__(self, wizard: SheetImportWizard, paths: Sequence[Path]):
        super().__init__()
        self._wizard = wizard
        self.setTitle("1. The spreadsheets")
        self.setSubTitle(
            "Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: "
            "a grid of players by nights, or a sheet per night with places."
        )
        layout = QVBoxLayout(self)
        self.files = QListWidget()
        self.files.setToolTip("Delete removes the selected file")
        self.files.installEventFilter(self)
        buttons = QHBoxLayout()
        self.add_button = QPushButton("&Add files…")
        self.add_button.clicked.connect(self.add_files)
        self.remove_button = QPushButton("&Remove")
        self.remove_button.clicked.connect(self.remove_file)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch()
        layout.addWidget(self.files, 1)
        layout.addLayout(buttons)
        form = QFormLayout()
        self.season = QLineEdit()
        self.season.setPlaceholderText("the file's name")
        form.addRow("&Season:", self.season)
        self.recompute = QCheckBox(
            "Score the places with the season's points &formula (not the sheet's points)"
        )
        form.addRow(self.recompute)
        layout.addLayout(form)
        self.problem = _problem_label()
        layout.addWidget(self.problem)
        for path in paths:
            self._add(path)

    def paths(self) -> list[Path]:
        return [
            Path(self.files.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.files.count())
        ]

    def add_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(self, TITLE, str(self._wizard.folder), SHEET_FILTER)
        for name in names:
            self._add(Path(name))
        if names:
            self._wizard.button(QWizard.WizardButton.NextButton).setFocus()

    def remove_file(self) -> None:
        row = self.files.currentRow()
        if row >= 0:
            self.files.takeItem(row)
            self.completeChanged.emit()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Delete on the list of files takes the current one off."""
        if (
            watched is self.files
            and event.type() == QEvent.Type.KeyPress
            and event.key() == Qt.Key.Key_Delete  # type: ignore[attr-defined]
        ):
            self.remove_file()
            return True
        return super().eventFilter(watched, event)

    def _add(self, path: Path) -> None:
        if str(path) not in {str(p) for p in self.paths()}:
            item = QListWidgetItem(f"{path.name}    ({path.parent})")
            item.setData(Qt.ItemDataRole.UserRole, str(path))
            item.setToolTip(str(path))
            self.files.addItem(item)
            self.files.setCurrentRow(self.files.count() - 1)
        self.completeChanged.emit()

    def isComplete(self) -> bool:
        return self.files.count() > 0

    def validatePage(self) -> bool:
        season = self.season.text().strip()
        problem = name_problem(season, "the season name") if season else None
        if problem is not None:
            self.problem.setText(problem)
            return False
        paths = self.paths()
        try:
            grids = run_in_background(self, "Reading the spreadsheets…", lambda: read_sheets(paths))
            sheets = list(detect_sheets(grids))
        except SheetFileError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.clear()
        self._wizard.grids = grids
        self._wizard.sheets = sheets
        return True


class ColumnsPage(QWizardPage):
    """Step 2: each sheet's layout and each column's meaning, as detected; changeable."""

    def __init__(self, wizard: SheetImportWizard):
        super().__init__()
        self._wizard = wizard
        self.setTitle("2. What the columns mean")
        self.setSubTitle(
            "Check the layout found on each sheet and what each column holds; "
            "change a column with the box above it."
        )
        layout = QVBoxLayout(self)
        form = QFormLayout()
        self.sheet_choice = QComboBox()
        self.sheet_choice.currentIndexChanged.connect(self._show_sheet)
        form.addRow("S&heet:", self.sheet_choice)
        self.layout_choice = QComboBox()
        for text, _ in LAYOUT_CHOICES:
            self.layout_choice.addItem(text)
        self.layout_choice.activated.connect(self._layout_chosen)
        form.addRow("&Layout:", self.layout_choice)
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
        layout.addWidget(QLabel("Notes:"))
        layout.addWidget(self.notes)
        self.problem = _problem_label()
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
        first = sheet.header_row
        rows = grid.rows[first : first + PREVIEW_ROWS]
        width = max(grid.width, len(sheet.fields))
        self.preview.clear()
        self.preview.setColumnCount(width)
        self.preview.setRowCount(len(rows) + 1)
        self.preview.setHorizontalHeaderLabels([column_letter(c) for c in range(width)])
        self.preview.setVerticalHeaderLabels(
            ["means"] + [str(first + 1 + offset) for offset in range(len(rows))]
        )
        self.combos = []
        self._stolen: dict[int, list[tuple[QComboBox, Field]]] = {}
        for column in range(width):
            combo = QComboBox()
            for field in Field:
                combo.addItem(FIELD_WORDS[field], field)
            field = sheet.fields[column] if column < len(sheet.fields) else Field.IGNORE
            combo.setCurrentIndex(list(Field).index(field))
            combo.setEnabled(sheet.layout is not None)
            combo.setAccessibleName(f"What column {column_letter(column)} means")
            combo.currentIndexChanged.connect(self._column_chosen)
            self.preview.setCellWidget(0, column, combo)
            self.combos.append(combo)
            for offset, row in enumerate(rows, 1):
                value = row[column] if column < len(row) else None
                item = QTableWidgetItem(text_of(value))
                if offset == 1:
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
                chosen = replace(chosen, layout=layout, skipped=None)
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
            reading = read_nights(self._wizard.sheets)
        except SheetFileError as exc:
            self.problem.setText(str(exc))
            return
        nights = len(reading.nights)
        self.notes.addItem(f"{nights} night(s) found, {len(reading.names)} player name(s)")
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


class NamesPage(QWizardPage):
    """Step 3: who is who. Names written alike (ignoring case, accents and punctuation)
    are one player; untick a row to keep its names apart."""

    def __init__(self, wizard: SheetImportWizard):
        super().__init__()
        self._wizard = wizard
        self.setTitle("3. The players")
        self.setSubTitle(
            "Names written alike but for case, accents or punctuation are one player. "
            "Untick a row (Space) to keep its names apart."
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.table = _table(("Same player", "As written in the sheets", "League player"), 2)
        layout.addWidget(self.table, 1)
        self.problem = _problem_label()
        layout.addWidget(self.problem)

    def initializePage(self) -> None:
        planned = self._wizard.planned
        assert planned is not None
        players = planned.players
        merges = set(map(id, planned.merges))
        self.heading.setText(
            f"{len(players)} player(s): {len(planned.new_players)} new, "
            f"{len(players) - len(planned.new_players)} already in the league; "
            f"{len(merges)} merge(s) to confirm"
        )
        ordered = sorted(players, key=lambda m: (id(m) not in merges, m.name.casefold()))
        self.table.setRowCount(len(ordered))
        for row, match in enumerate(ordered):
            check = QTableWidgetItem("merged" if id(match) in merges else "")
            if id(match) in merges:
                check.setFlags(Qt.ItemFlag.ItemIsUserCheckable | Qt.ItemFlag.ItemIsEnabled
                               | Qt.ItemFlag.ItemIsSelectable)  # fmt: skip
                check.setCheckState(Qt.CheckState.Checked)
            check.setData(Qt.ItemDataRole.UserRole, list(match.written))
            self.table.setItem(row, 0, check)
            self.table.setItem(row, 1, QTableWidgetItem(" = ".join(match.written)))
            known = "(new player)" if match.by is MatchedBy.NEW else "(in the league)"
            self.table.setItem(row, 2, QTableWidgetItem(f"{match.name}  {known}"))
        self.table.resizeColumnsToContents()
        self.table.setCurrentCell(0, 0)
        self.table.setFocus()

    def keep_apart(self) -> set[str]:
        """The names as written on the rows the organizer unticked."""
        apart: set[str] = set()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            checkable = bool(item.flags() & Qt.ItemFlag.ItemIsUserCheckable)
            if checkable and item.checkState() != Qt.CheckState.Checked:
                apart.update(item.data(Qt.ItemDataRole.UserRole))
        return apart

    def validatePage(self) -> bool:
        self._wizard.apart = self.keep_apart()
        try:
            self._wizard.plan()
        except PLAN_ERRORS as exc:
            self.problem.setText(str(exc))
            return False
        return True


class StandingsPage(QWizardPage):
    """Step 4: the standings the import leads to, and the checks against the sheets."""

    def __init__(self, wizard: SheetImportWizard):
        super().__init__()
        self._wizard = wizard
        self.setTitle("4. The standings after the import")
        self.setSubTitle("Import adds the nights as one edit: Edit ▸ Undo takes it all back.")
        self.setFinalPage(True)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = _table(("Season", "Rank", "Player", "Points", "Nights"), 2)
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel("Checks:"))
        self.checks = QListWidget()
        self.checks.setWordWrap(True)
        self.checks.setMaximumHeight(120)
        layout.addWidget(self.checks)

    def initializePage(self) -> None:
        planned = self._wizard.planned
        assert planned is not None
        self.heading.setText(planned.summary()[0])
        rows = [(season, line) for season in planned.seasons for line in planned.standings(season)]
        self.table.setRowCount(len(rows))
        for row, (season, line) in enumerate(rows):
            cells = (season, str(line.rank), line.name, f"{line.points:g}", str(line.played))
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column in (1, 3, 4):
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                self.table.setItem(row, column, item)
        self.table.resizeColumnsToContents()
        self.checks.clear()
        checks = [f"totals: {line}" for line in planned.reading.mismatches]
        checks += planned.agreement()
        if not planned.changes_anything:
            checks.insert(0, "Everything in these files is imported already: nothing to add.")
        self.checks.addItems(checks or ["No totals or ranks in the sheets to check against."])

    def isComplete(self) -> bool:
        planned = self._wizard.planned
        return planned is not None and planned.changes_anything
