"""What the pages of the spreadsheet import wizard share."""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING, Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QHeaderView, QLabel, QTableWidget

from leaguemgr.domain.errors import FormulaError, RuleError
from leaguemgr.sheets.errors import SheetFileError

if TYPE_CHECKING:
    from leaguemgr.domain.records import League
    from leaguemgr.services.sheet_import import SheetImport
    from leaguemgr.sheets.layout import SheetLayout

TITLE = QT_TRANSLATE_NOOP("SheetImport", "Import Spreadsheet")
# What planning the import may raise, each with the one line a page shows.
PLAN_ERRORS = (SheetFileError, RuleError, FormulaError)


class ImportPlanner(Protocol):
    """What the pages ask of the wizard (``SheetImportWizard``): the sheets as laid out,
    the names kept apart, and the import they plan. A protocol, so the pages the wizard
    builds do not import the wizard back."""

    league: League
    sheets: list[SheetLayout]
    planned: SheetImport | None
    apart: set[str]

    def plan(self) -> SheetImport: ...


def problem_label() -> QLabel:
    """The red line under a page that says why Next did not go on."""
    label = QLabel()
    label.setObjectName("problem")
    label.setWordWrap(True)
    label.setStyleSheet("color: #b00020;")
    label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
    return label


def read_only_table(columns: Sequence[str], stretched: int) -> QTableWidget:
    """A table to read, not edit, whose ``stretched`` column takes the room left."""
    table = QTableWidget(0, len(columns))
    table.setHorizontalHeaderLabels(list(columns))
    table.verticalHeader().setVisible(False)
    table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
    table.horizontalHeader().setSectionResizeMode(stretched, QHeaderView.ResizeMode.Stretch)
    return table
