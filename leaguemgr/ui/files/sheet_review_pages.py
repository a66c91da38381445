"""Steps 3 and 4 of the spreadsheet import: who is who, and the standings it leads to."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QListWidget, QTableWidgetItem, QVBoxLayout, QWizardPage

from leaguemgr.domain.names import collation_key
from leaguemgr.td3.matching import MatchedBy
from leaguemgr.ui.files.sheet_page_parts import (
    PLAN_ERRORS,
    ImportPlanner,
    problem_label,
    read_only_table,
)
from leaguemgr.ui.i18n import translate


class NamesPage(QWizardPage):
    """Step 3: who is who. Names written alike (ignoring case, accents and punctuation)
    are one player; untick a row to keep its names apart."""

    def __init__(self, wizard: ImportPlanner):
        super().__init__()
        self._wizard = wizard
        self.setTitle(translate("SheetImport", "3. The players"))
        self.setSubTitle(
            translate(
                "SheetImport",
                "Names written alike but for case, accents or punctuation are one player. "
                "Untick a row (Space) to keep its names apart.",
            )
        )
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        layout.addWidget(self.heading)
        self.table = read_only_table(
            [
                translate("SheetImport", "Same player"),
                translate("SheetImport", "As written in the sheets"),
                translate("SheetImport", "League player"),
            ],
            2,
        )
        layout.addWidget(self.table, 1)
        self.problem = problem_label()
        layout.addWidget(self.problem)

    def initializePage(self) -> None:
        planned = self._wizard.planned
        assert planned is not None
        players = planned.players
        merges = set(map(id, planned.merges))
        self.heading.setText(
            translate(
                "SheetImport",
                "{players} player(s): {new} new, {known} already in the league; "
                "{merges} merge(s) to confirm",
            ).format(
                players=len(players),
                new=len(planned.new_players),
                known=len(players) - len(planned.new_players),
                merges=len(merges),
            )
        )
        locale = self._wizard.league.locale
        ordered = sorted(
            players, key=lambda m: (id(m) not in merges, collation_key(m.name, locale))
        )
        self.table.setRowCount(len(ordered))
        for row, match in enumerate(ordered):
            check = QTableWidgetItem(
                translate("SheetImport", "merged") if id(match) in merges else ""
            )
            # Only a merge has a box to untick: an item is checkable by default, and a
            # player matched as written, read as unticked, was kept apart from the league
            # player of the very same name and made twice (issue 39).
            flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
            if id(match) in merges:
                check.setFlags(flags | Qt.ItemFlag.ItemIsUserCheckable)
                check.setCheckState(Qt.CheckState.Checked)
                check.setData(Qt.ItemDataRole.UserRole, list(match.written))
            else:
                check.setFlags(flags)
            self.table.setItem(row, 0, check)
            self.table.setItem(row, 1, QTableWidgetItem(" = ".join(match.written)))
            known = (
                translate("SheetImport", "(new player)")
                if match.by is MatchedBy.NEW
                else translate("SheetImport", "(in the league)")
            )
            self.table.setItem(row, 2, QTableWidgetItem(f"{match.name}  {known}"))
        self.table.resizeColumnsToContents()
        self.table.setCurrentCell(0, 0)
        self.table.setFocus()

    def keep_apart(self) -> set[str]:
        """The names as written on the rows the organizer unticked."""
        apart: set[str] = set()
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            written = item.data(Qt.ItemDataRole.UserRole)  # a merge's spellings, else None
            if written and item.checkState() != Qt.CheckState.Checked:
                apart.update(written)
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

    def __init__(self, wizard: ImportPlanner):
        super().__init__()
        self._wizard = wizard
        self.setTitle(translate("SheetImport", "4. The standings after the import"))
        self.setSubTitle(
            translate(
                "SheetImport", "Import adds the nights as one edit: Edit ▸ Undo takes it all back."
            )
        )
        self.setFinalPage(True)
        layout = QVBoxLayout(self)
        self.heading = QLabel()
        self.heading.setWordWrap(True)
        layout.addWidget(self.heading)
        self.table = read_only_table(
            [
                translate("SheetImport", "Season"),
                translate("SheetImport", "Rank"),
                translate("SheetImport", "Player"),
                translate("SheetImport", "Points"),
                translate("SheetImport", "Nights"),
            ],
            2,
        )
        layout.addWidget(self.table, 1)
        layout.addWidget(QLabel(translate("SheetImport", "Checks and money:")))
        self.checks = QListWidget()
        self.checks.setWordWrap(True)
        self.checks.setMaximumHeight(120)
        layout.addWidget(self.checks)

    def initializePage(self) -> None:
        planned = self._wizard.planned
        assert planned is not None
        self.heading.setText("\n".join(planned.summary()[:2]))  # the import, and what it read
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
        checks = [
            translate("SheetImport", "totals: {line}").format(line=line)
            for line in planned.reading.mismatches
        ]
        checks += planned.agreement()
        checks += planned.money_lines  # how each night's money is kept (SPEC 8)
        checks += planned.bought_lines  # rebuy money that is not a whole number of rebuys
        if not planned.changes_anything:
            checks.insert(
                0,
                translate(
                    "SheetImport", "Everything in these files is imported already: nothing to add."
                ),
            )
        self.checks.addItems(
            checks
            or [
                translate(
                    "SheetImport", "No totals, ranks or money in the sheets to check against."
                )
            ]
        )

    def isComplete(self) -> bool:
        planned = self._wizard.planned
        return planned is not None and planned.changes_anything
