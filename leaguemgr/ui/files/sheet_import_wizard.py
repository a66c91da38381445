"""File ▸ Import Spreadsheet…: from a file to the standings it leads to, in one wizard.

Pick the files; see the layout detected on each sheet and what each column means (a combo
box per column changes it); confirm the players matched by name; see the standings the
import leads to; Import. Nothing is written until Import: the caller then stores the
planned league as one undoable edit. Every step works from the keyboard.
"""

from __future__ import annotations

from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt
from PySide6.QtWidgets import (
    QCheckBox,
    QFileDialog,
    QFormLayout,
    QHBoxLayout,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
    QWizard,
    QWizardPage,
)

from leaguemgr.domain.names import name_problem
from leaguemgr.domain.records import League
from leaguemgr.services.sheet_import import (
    SheetImport,
    league_reads_day_first,
    plan_sheet_import,
)
from leaguemgr.sheets.errors import SheetFileError
from leaguemgr.sheets.layout import SheetLayout
from leaguemgr.sheets.plan import SheetReading, detect_sheets, read_nights
from leaguemgr.sheets.reading import Grid, read_sheets
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.files.sheet_columns_page import ColumnsPage
from leaguemgr.ui.files.sheet_page_parts import TITLE, problem_label
from leaguemgr.ui.files.sheet_review_pages import NamesPage, StandingsPage
from leaguemgr.ui.i18n import translate

SHEET_FILTER = QT_TRANSLATE_NOOP(
    "SheetImport", "Spreadsheets (*.xlsx *.ods *.csv *.txt *.tsv);;All files (*)"
)


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
        self.setWindowTitle(translate("SheetImport", TITLE))
        self.setWizardStyle(QWizard.WizardStyle.ClassicStyle)
        self.setOption(QWizard.WizardOption.NoBackButtonOnStartPage)
        self.setButtonText(QWizard.WizardButton.FinishButton, translate("SheetImport", "&Import"))
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
        ``sheet_page_parts.PLAN_ERRORS`` with the one line to show."""
        self.reading = read_nights(self.sheets, league_reads_day_first(self.league))
        if not self.reading.nights:
            skipped = "; ".join(self.reading.skipped) or translate(
                "SheetImport", "the files are empty"
            )
            raise SheetFileError(
                translate("SheetImport", "no results found ({why})").format(why=skipped)
            )
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
        self.setTitle(translate("SheetImport", "1. The spreadsheets"))
        self.setSubTitle(
            translate(
                "SheetImport",
                "Excel (.xlsx), LibreOffice (.ods) or CSV files with the league's results: "
                "a grid of players by nights, or a sheet per night with places.",
            )
        )
        layout = QVBoxLayout(self)
        self.files = QListWidget()
        self.files.setToolTip(translate("SheetImport", "Delete removes the selected file"))
        self.files.installEventFilter(self)
        buttons = QHBoxLayout()
        self.add_button = QPushButton(translate("SheetImport", "&Add files…"))
        self.add_button.clicked.connect(self.add_files)
        self.remove_button = QPushButton(translate("SheetImport", "&Remove"))
        self.remove_button.clicked.connect(self.remove_file)
        buttons.addWidget(self.add_button)
        buttons.addWidget(self.remove_button)
        buttons.addStretch()
        layout.addWidget(self.files, 1)
        layout.addLayout(buttons)
        form = QFormLayout()
        self.season = QLineEdit()
        self.season.setPlaceholderText(translate("SheetImport", "the file's name"))
        form.addRow(translate("SheetImport", "&Season:"), self.season)
        self.recompute = QCheckBox(
            translate(
                "SheetImport",
                "Score the places with the season's points &formula (not the sheet's points)",
            )
        )
        form.addRow(self.recompute)
        layout.addLayout(form)
        self.problem = problem_label()
        layout.addWidget(self.problem)
        for path in paths:
            self._add(path)

    def paths(self) -> list[Path]:
        return [
            Path(self.files.item(row).data(Qt.ItemDataRole.UserRole))
            for row in range(self.files.count())
        ]

    def add_files(self) -> None:
        names, _ = QFileDialog.getOpenFileNames(
            self,
            translate("SheetImport", TITLE),
            str(self._wizard.folder),
            translate("SheetImport", SHEET_FILTER),
        )
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
            grids = run_in_background(
                self,
                translate("SheetImport", "Reading the spreadsheets…"),
                lambda: read_sheets(paths),
            )
            sheets = list(detect_sheets(grids))
        except SheetFileError as exc:
            self.problem.setText(str(exc))
            return False
        self.problem.clear()
        self._wizard.grids = grids
        self._wizard.sheets = sheets
        return True
