"""Season setup's Funds group: every fund, what it feeds and its total so far (SPEC 8).

It follows the rules as typed (a set-aside added or the championship's fund chosen shows at
once) and the season's report for the totals. Renaming a fund is one undoable edit, after
the organizer saw the money of the closed nights that moves with the name.
"""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QGroupBox,
    QHBoxLayout,
    QHeaderView,
    QInputDialog,
    QLabel,
    QMessageBox,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.event_money import BOUNTY_FUND
from leaguemgr.domain.fund_feeds import (
    FundLine,
    feeds_of,
    fund_lines,
    funds_in_use,
    rename_problem,
    renamed_rules,
)
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import SeasonRules
from leaguemgr.domain.results import SeasonReport
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.form_fields import PROBLEM_COLOR
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.undo_commands import ServiceCommand

FUND, FEEDS, TOTAL = range(3)


class FundsView(QGroupBox):
    """The season's funds as a table, the warnings, and Rename fund…."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(translate("FundsView", "Funds: what each one feeds"), parent)
        self.context = context
        self._season = ""
        self._rules: SeasonRules | None = None
        self._report: SeasonReport | None = None
        self._can_rename = False
        self._refused = False  # the last rename was refused (not declined by the organizer)
        layout = QVBoxLayout(self)
        self.table = QTableWidget(0, 3)
        self.table.setHorizontalHeaderLabels(
            [
                translate("FundsView", "Fund"),
                translate("FundsView", "Feeds"),
                translate("FundsView", "So far"),
            ]
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(FUND, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(FEEDS, QHeaderView.ResizeMode.Stretch)
        header.setSectionResizeMode(TOTAL, QHeaderView.ResizeMode.ResizeToContents)
        self.table.verticalHeader().setVisible(False)
        self.table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectRows)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setMinimumHeight(110)
        layout.addWidget(self.table)
        self.warnings = QLabel()
        self.warnings.setWordWrap(True)
        self.warnings.setStyleSheet(f"color: {PROBLEM_COLOR};")
        layout.addWidget(self.warnings)
        bar = QHBoxLayout()
        self.rename_button = QPushButton(translate("FundsView", "Rename fund…"))
        self.rename_button.setToolTip(
            translate(
                "FundsView",
                "Rename the selected fund here and in the nights already closed (one edit)",
            )
        )
        self.rename_button.clicked.connect(self.rename_selected)
        bar.addWidget(self.rename_button)
        bar.addStretch(1)
        layout.addLayout(bar)
        self.table.itemSelectionChanged.connect(self._update_button)

    def show_funds(
        self, season: str, rules: SeasonRules | None, report: SeasonReport | None, saved: bool
    ) -> None:
        """The funds of ``rules`` (as typed) with the totals of ``report``; renaming works
        on saved rules only (``saved``)."""
        self._season, self._rules, self._report = season, rules, report
        self._can_rename = saved and self.context.writable
        lines = self.lines()
        selected = self.selected_fund()
        self.table.setRowCount(len(lines))
        currency, locale = self.context.service.currency(), self.context.service.locale()
        for row, line in enumerate(lines):
            total = QTableWidgetItem(money_text(line.total, currency, locale))
            total.setTextAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            feeds = QTableWidgetItem(line.feeds.text)
            if line.warning:
                feeds.setForeground(Qt.GlobalColor.darkRed)
                feeds.setToolTip(line.warning)
            self.table.setItem(row, FUND, QTableWidgetItem(line.fund))
            self.table.setItem(row, FEEDS, feeds)
            self.table.setItem(row, TOTAL, total)
            if line.fund == selected:
                self.table.selectRow(row)
        warnings = [line.warning for line in lines if line.warning]
        self.warnings.setText("\n".join(warnings))
        self.warnings.setVisible(bool(warnings))
        self._update_button()

    def lines(self) -> tuple[FundLine, ...]:
        if self._rules is None:
            return ()
        totals = dict(self._report.funds) if self._report is not None else {}
        pot = self._report.bounty_pot_end if self._report is not None else ZERO
        # The bounty pot is what is left in it, not what went in (SPEC 2.5); a season with
        # no bounty on the previous winner (knockout bounties are not in a fund) has none.
        if self._report is not None and (self._rules.bounty is not None or pot):
            totals[BOUNTY_FUND] = pot
        return fund_lines(self._rules, totals)

    def selected_fund(self) -> str | None:
        rows = self.table.selectionModel().selectedRows() if self.table.selectionModel() else []
        return self.table.item(rows[0].row(), FUND).text() if rows else None

    def select_fund(self, fund: str) -> None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, FUND).text() == fund:
                self.table.selectRow(row)

    def moving(self, fund: str) -> list[tuple[int, Decimal]]:
        """(event, amount) of the closed nights' set-asides to ``fund``: what moves."""
        if self._report is None:
            return []
        moves = [(e.number, e.money.set_aside(fund)) for e in self._report.events]
        return [(number, amount) for number, amount in moves if amount]

    def rename_selected(self) -> None:
        old = self.selected_fund()
        if old is None or not self._can_rename:
            return
        typed = old
        while True:
            question = translate("FundsView", "New name of fund '{fund}':").format(fund=old)
            new, ok = QInputDialog.getText(
                self, translate("FundsView", "Rename fund"), question, text=typed
            )
            new = new.strip()
            if not ok or new == old or self.rename(old, new) or not self._refused:
                return
            typed = new  # refused (a fault, a name the rules refuse): asked again as typed

    def rename(self, old: str, new: str, *, confirm: bool = True) -> bool:
        """Rename ``old`` to ``new`` after showing the money that moves; ``True`` if done."""
        service = self.context.service
        season = self._season
        before = service.season(season)
        self._refused = True  # unless the organizer says No below
        problem = rename_problem(before, old, new)
        if problem is not None:
            QMessageBox.warning(
                self,
                translate("FundsView", "Rename fund"),
                translate("FundsView", "Nothing was changed.") + f"\n\n{problem}",
            )
            return False
        if confirm and not self._confirm(old, new):
            self._refused = False
            return False
        command = ServiceCommand(
            self.context,
            translate("FundsView", "Rename fund {old} to {new}").format(old=old, new=new),
            lambda: service.rename_fund(season, old, new),
            lambda: service.save_fund_names(season, before),
        )
        return push_or_explain(self.context, command, self, translate("FundsView", "Rename fund"))

    def rename_question(self, old: str, new: str) -> str:
        currency, locale = self.context.service.currency(), self.context.service.locale()
        moves = self.moving(old)
        total = sum((amount for _, amount in moves), Decimal(0))
        names = {"old": old, "new": new, "season": self._season}
        if moves:
            lines = [
                translate(
                    "FundsView",
                    "Rename fund '{old}' to '{new}' in season {season}'s rules and in the nights "
                    "already closed. This money moves with the name:",
                ).format(**names)
            ]
            lines += [
                "  "
                + translate("FundsView", "Event {number}: {amount}").format(
                    number=number, amount=money_text(a, currency, locale)
                )
                for number, a in moves
            ]
            lines.append(
                "  "
                + translate("FundsView", "In all: {amount}").format(
                    amount=money_text(total, currency, locale)
                )
            )
        else:
            lines = [
                translate(
                    "FundsView",
                    "Rename fund '{old}' to '{new}' in season {season}'s rules. No closed night "
                    "has put money into it yet.",
                ).format(**names)
            ]
        if self._rules is not None:
            feeds = feeds_of(renamed_rules(self._rules, old, new), new)
            lines.append(
                translate("FundsView", "Renamed, '{new}' feeds {feeds}.").format(
                    new=new, feeds=feeds.text
                )
            )
        lines.append(translate("FundsView", "Edit ▸ Undo puts the old name back."))
        return "\n".join(lines)

    def _confirm(self, old: str, new: str) -> bool:
        answer = QMessageBox.question(
            self,
            translate("FundsView", "Rename fund"),
            self.rename_question(old, new),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        return answer == QMessageBox.StandardButton.Yes

    def _update_button(self) -> None:
        fund = self.selected_fund()
        usable = self._can_rename and fund is not None
        if usable and self._season in self.context.service.season_names():
            # Only money a set-aside puts in has a name to change.
            usable = fund in funds_in_use(self.context.service.season(self._season))
        self.rename_button.setEnabled(usable)
