"""The panel beside the event editor: the night's money, payouts, bounty, points and problems.

It displays an :class:`EventPreview` (every figure comes from the rules core) and holds the
one money field that is not a price: what the house or a sponsor adds to the pool.
"""

from __future__ import annotations

from decimal import Decimal
from html import escape

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QAction, QColor, QFont
from PySide6.QtWidgets import (
    QAbstractItemView,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QMenu,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.championship import pool_source_text
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import Event
from leaguemgr.services.event_preview import EventPreview
from leaguemgr.services.money_warnings import event_warnings
from leaguemgr.ui.form_fields import MoneyEdit, ProblemMarks, restyle, with_problem_label
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import knockouts_text, money_text, points_text
from leaguemgr.ui.roster import Roster
from leaguemgr.ui.season.payout_table_editor import ordinal

RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
WARNING_COLOR = "#8a5a00"


def _table(headers: list[str]) -> QTableWidget:
    table = QTableWidget(0, len(headers))
    table.setHorizontalHeaderLabels(headers)
    table.verticalHeader().setVisible(False)
    table.verticalHeader().setDefaultSectionSize(22)
    table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
    table.setSelectionMode(QAbstractItemView.SelectionMode.NoSelection)
    table.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    header = table.horizontalHeader()
    header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
    header.setSectionResizeMode(1 if len(headers) > 2 else 0, QHeaderView.ResizeMode.Stretch)
    return table


def _fit_height(table: QTableWidget, rows: int) -> None:
    """Make a short table exactly as tall as its rows, so the panel has no empty boxes."""
    header = table.horizontalHeader()
    header_height = header.sizeHint().height() if not header.isHidden() else 0
    row_height = table.verticalHeader().defaultSectionSize()
    table.setFixedHeight(header_height + max(rows, 1) * row_height + 2 * table.frameWidth() + 2)


def _fill(table: QTableWidget, rows: list[list[str]], *, right_from: int = 1) -> None:
    # A column sized to its contents is measured again over every row after each item set:
    # filling a 60-entry night cell by cell took 115 ms. Sized once, after the last item.
    header = table.horizontalHeader()
    modes = [header.sectionResizeMode(c) for c in range(table.columnCount())]
    for column in range(table.columnCount()):
        header.setSectionResizeMode(column, QHeaderView.ResizeMode.Fixed)
    table.setRowCount(len(rows))
    for r, row in enumerate(rows):
        for c, text in enumerate(row):
            item = QTableWidgetItem(text)
            if c >= right_from:
                item.setTextAlignment(RIGHT)
            table.setItem(r, c, item)
    for column, mode in enumerate(modes):
        header.setSectionResizeMode(column, mode)


def _heading(text: str) -> QLabel:
    label = QLabel(text)
    label.setWordWrap(True)  # a long heading must not widen the panel
    label.setStyleSheet("font-weight: 600; margin-top: 6px;")
    return label


class EventSidePanel(QWidget):
    """Shows a preview; ``problem_activated`` asks the editor to go to a problem's cell."""

    problem_activated = Signal(object)  # a Problem location
    added_edited = Signal()  # the organizer typed in "Added to the pool"
    paid_requested = Signal()  # the organizer asked to record what was paid (a deal)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.currency = "USD"
        self.money_locale: str | None = None
        layout = QVBoxLayout(self)
        layout.setContentsMargins(4, 0, 0, 0)
        layout.addWidget(_heading(translate("EventSidePanel", "Money")))
        # Every letter of "Added to the pool" already opens something on the Events screen;
        # Alt+B ("by") is this field's own.
        self.added = MoneyEdit(placeholder="0")
        self.added.setToolTip(
            translate(
                "EventSidePanel",
                "Money added to this event's prize pool from outside the buy-ins: "
                "the house, a sponsor, a guarantee (Alt+B)",
            )
        )
        self.added_caption = QLabel(
            translate("EventSidePanel", "Added to the pool &by the house or a sponsor")
        )
        self.added_caption.setWordWrap(True)
        self.added_caption.setBuddy(self.added)
        added_field, added_problem = with_problem_label(self.added)
        added_row = QHBoxLayout()
        added_row.setContentsMargins(0, 0, 0, 0)
        added_row.addWidget(self.added_caption, 1)
        added_row.addWidget(added_field)
        layout.addLayout(added_row)
        self.marks = ProblemMarks()
        self.marks.add(("added",), self.added, added_problem)
        self.added.edited.connect(self.added_edited)
        self.money = _table(["", translate("EventSidePanel", "Amount")])
        self.money.horizontalHeader().setVisible(False)
        layout.addWidget(self.money)
        self.payouts_heading = _heading(translate("EventSidePanel", "Payouts"))
        layout.addWidget(self.payouts_heading)
        self.payouts = _table(
            [
                translate("EventSidePanel", "Place"),
                translate("EventSidePanel", "Player"),
                translate("EventSidePanel", "Amount"),
            ]
        )
        # What was really paid is recorded from here too: a double-click on a row, or the
        # context menu (the editor's Ctrl+Shift+D does the same).
        self.payouts.setToolTip(
            translate(
                "EventSidePanel", "Double-click to record what was really paid (a chop, a deal)"
            )
        )
        self.payouts.cellDoubleClicked.connect(lambda _row, _column: self.paid_requested.emit())
        self.payouts.setContextMenuPolicy(Qt.ContextMenuPolicy.CustomContextMenu)
        self.payouts.customContextMenuRequested.connect(self._payouts_menu)
        self.paid_action: QAction | None = None  # the editor's action, offered in the menu
        layout.addWidget(self.payouts)
        self.bounty = QLabel()
        self.bounty.setWordWrap(True)
        layout.addWidget(self.bounty)
        self.points_heading = _heading(translate("EventSidePanel", "Points and knockouts"))
        layout.addWidget(self.points_heading)
        self.points = _table(
            [
                translate("EventSidePanel", "Fin."),
                translate("EventSidePanel", "Player"),
                translate("EventSidePanel", "Points"),
                translate("EventSidePanel", "KOs"),
            ]
        )
        layout.addWidget(self.points, 1)
        self.problems_heading = _heading(translate("EventSidePanel", "Problems"))
        layout.addWidget(self.problems_heading)
        self.problems = QListWidget()
        self.problems.setWordWrap(True)
        self.problems.itemActivated.connect(self._activated)
        self.problems.itemClicked.connect(self._activated)
        self.problems.setMaximumHeight(120)
        layout.addWidget(self.problems)
        # What the rules accept but the organizer likely did not mean, and who owes money:
        # shown, never blocking a save.
        self.warnings_heading = _heading(translate("EventSidePanel", "Warnings"))
        layout.addWidget(self.warnings_heading)
        self.notice = QLabel()
        self.notice.setWordWrap(True)
        self.notice.setStyleSheet(f"color: {WARNING_COLOR};")
        layout.addWidget(self.notice)
        self.warnings = QListWidget()
        self.warnings.setWordWrap(True)
        self.warnings.itemActivated.connect(self._activated)
        self.warnings.itemClicked.connect(self._activated)
        self.warnings.setMaximumHeight(110)
        layout.addWidget(self.warnings)
        self.show_notice("")

    def set_added(self, added: Decimal, enabled: bool = True) -> None:
        """Show an event's ``added`` money (empty for none); a championship has no such field."""
        self.added.set_value(added if added else None)
        for widget in (self.added, self.added_caption):
            widget.setVisible(enabled)

    def read_added(self, problems: list[Problem]) -> Decimal:
        """The money typed as added to the pool (0 when empty); an unreadable amount is noted
        in ``problems`` and read as 0."""
        try:
            return self.added.optional_value() or Decimal(0)
        except ValueError as exc:
            problems.append(Problem(("added",), self.added.text(), str(exc)))
            return Decimal(0)

    def show_preview(
        self, preview: EventPreview, draft: Event, roster: Roster, paid_since=None, owes=None
    ) -> None:
        """Display ``preview`` of ``draft``; names come from ``roster``; ``paid_since``:
        what the ledger paid since of the saved event's unpaid entries; ``owes``: what each
        player owes in all with the draft (the Money screen's figure)."""
        self._show_money(preview, draft)
        self._show_payouts(preview, draft, roster)
        self._show_bounty(preview, roster)
        self._show_points(preview, draft, roster)
        self.show_problems(list(preview.problems), roster)
        self.show_warnings(preview, draft, roster, paid_since, owes)

    def clear(self) -> None:
        """Show nothing: no event is open (one deleted leaves no money or bounty behind)."""
        for table in (self.money, self.payouts, self.points):
            table.setRowCount(0)
        self.added.set_value(None)
        self.bounty.setText("")
        self.bounty.setVisible(False)
        self.problems.clear()
        self.problems.setVisible(False)
        self.problems_heading.setText("")
        self.warnings.clear()
        self.warnings.setVisible(False)
        self.show_notice("")

    def show_warnings(
        self, preview: EventPreview, draft: Event, roster: Roster, paid_since=None, owes=None
    ) -> None:
        """The event's warnings (bounty, a busted winner) and who has not paid what."""
        target = preview.bounty_target if preview.pot is not None else None
        found = event_warnings(
            draft,
            preview.terms,
            target,
            lambda amount: money_text(amount, self.currency, self.money_locale),
            paid_since,
            owes,
        )
        self.warnings.clear()
        for warning in found:
            item = QListWidgetItem(roster.humanize(_where(warning) + warning.message))
            item.setData(Qt.ItemDataRole.UserRole, warning.location)
            item.setForeground(QColor(WARNING_COLOR))
            self.warnings.addItem(item)
        self.warnings.setVisible(bool(found))
        self._show_warnings_heading()

    def show_notice(self, text: str) -> None:
        """A one-off message about the last edit (e.g. an on-time tick that was refused)."""
        self.notice.setText(text)
        self.notice.setVisible(bool(text))
        self._show_warnings_heading()

    def warning_texts(self) -> list[str]:
        return [self.warnings.item(i).text() for i in range(self.warnings.count())]

    def _show_warnings_heading(self) -> None:
        count = self.warnings.count()
        shown = bool(count) or bool(self.notice.text())
        self.warnings_heading.setVisible(shown)
        self.warnings_heading.setText(
            translate("EventSidePanel", "Warnings ({count})").format(count=count)
            if count
            else translate("EventSidePanel", "Warnings")
        )

    def show_problems(self, problems: list[Problem], roster: Roster) -> None:
        self.marks.show(problems)
        self.problems.clear()
        for problem in problems:
            item = QListWidgetItem(roster.humanize(_where(problem) + problem.message))
            item.setData(Qt.ItemDataRole.UserRole, problem.location)
            item.setForeground(Qt.GlobalColor.darkRed)
            self.problems.addItem(item)
        count = len(problems)
        self.problems.setVisible(bool(count))
        self.problems_heading.setText(
            translate("EventSidePanel", "Problems ({count}): fix them to save").format(count=count)
            if count
            else translate("EventSidePanel", "No problems")
        )

    def _activated(self, item: QListWidgetItem) -> None:
        self.problem_activated.emit(item.data(Qt.ItemDataRole.UserRole))

    # Reading what is shown (for tests and the status bar) ----------------------------------------

    def payout_rows(self) -> list[tuple[str, str, str]]:
        return [
            tuple(self.payouts.item(r, c).text() for c in range(3))  # type: ignore[misc]
            for r in range(self.payouts.rowCount())
        ]

    def money_rows(self) -> dict[str, str]:
        return {
            self.money.item(r, 0).text(): self.money.item(r, 1).text()
            for r in range(self.money.rowCount())
        }

    def points_rows(self) -> list[tuple[str, ...]]:
        return [
            tuple(self.points.item(r, c).text() for c in range(4))
            for r in range(self.points.rowCount())
        ]

    # Sections ------------------------------------------------------------------------------------

    def _show_money(self, preview: EventPreview, draft: Event) -> None:
        # Once every finish is in, the money the payouts were worked out from: the whole
        # event's (its unnamed entries too, where the engine counts them), so the pool shown
        # is the one paid.
        money = preview.result.money if preview.result is not None else preview.money
        cur = self.currency, self.money_locale
        if preview.championship is not None:
            rows = [
                [
                    translate("EventSidePanel", "From {source}").format(
                        source=pool_source_text(source)
                    ),
                    money_text(amount, *cur),
                ]
                for source, amount in preview.championship.pool_sources
            ]
            rows.append(
                [
                    translate("EventSidePanel", "Championship pool"),
                    money_text(preview.championship.pool, *cur),
                ]
            )
        else:
            rows = [[translate("EventSidePanel", "Entries"), str(money.entries)]]
            if draft.others is not None and draft.others.entries:
                rows.append(
                    [translate("EventSidePanel", "Unnamed entries"), str(draft.others.entries)]
                )
            rows.append([translate("EventSidePanel", "Gross"), money_text(money.gross, *cur)])
            if money.knockouts:  # taken first (SPEC 9)
                rows.append(
                    [
                        translate("EventSidePanel", "→ knockout bounties"),
                        money_text(money.knockouts, *cur),
                    ]
                )
            rows += [[f"→ {fund}", money_text(amount, *cur)] for fund, amount in money.set_asides]
            if money.added:
                rows.append(
                    [
                        translate("EventSidePanel", "Added to the pool"),
                        money_text(money.added, *cur),
                    ]
                )
            if money.comped:
                rows.append(
                    [
                        translate("EventSidePanel", "Comped (free entries)"),
                        money_text(money.comped, *cur),
                    ]
                )
            rows.append([translate("EventSidePanel", "Prize pool"), money_text(money.pool, *cur)])
        _fill(self.money, rows)
        _fit_height(self.money, len(rows))
        bold = QFont(self.font())
        bold.setBold(True)
        for column in range(2):
            self.money.item(len(rows) - 1, column).setFont(bold)

    def _show_payouts(self, preview: EventPreview, draft: Event, roster: Roster) -> None:
        cur = self.currency, self.money_locale
        self.payouts_heading.setText(translate("EventSidePanel", "Payouts"))
        restyle(self.payouts_heading, "font-weight: 600; margin-top: 6px;")
        if preview.championship is not None:
            results = preview.championship.results
            if results:
                rows = [
                    [ordinal(p.finish), roster.label(p.player), money_text(p.amount, *cur)]
                    for p in results
                ]
            else:
                rows = [
                    [ordinal(p.place), "", money_text(p.amount, *cur)]
                    for p in preview.championship.payouts
                ]
        elif preview.result is not None:
            rows = [
                [ordinal(p.finish), roster.label(p.player), money_text(p.amount, *cur)]
                for p in preview.result.payouts
            ]
            if preview.cash_out:
                # No table to differ from: every player's chips were cashed out (SPEC 8).
                self.payouts_heading.setText(translate("EventSidePanel", "Cash-outs"))
            elif draft.payouts is not None:
                # Said in the heading: these amounts are not the table's.
                self.payouts_heading.setText(
                    translate("EventSidePanel", "Payouts: paid by a deal (not the table)")
                    if paid_by_deal(preview, draft)
                    else translate("EventSidePanel", "Payouts: as paid (not the table)")
                )
                restyle(
                    self.payouts_heading,
                    f"font-weight: 600; margin-top: 6px; color: {WARNING_COLOR};",
                )
            if draft.payouts is not None:
                paid = sum((amount for _, amount in draft.payouts), Decimal(0))
                if paid != preview.money.pool:
                    # Explained on save (added, or set aside into a fund); shown until then.
                    what = (
                        translate("EventSidePanel", "Beyond the pool")
                        if paid > preview.money.pool
                        else translate("EventSidePanel", "Not paid out")
                    )
                    rows.append(["", what, money_text(abs(paid - preview.money.pool), *cur)])
        else:
            # Before the finishes are in, show what each place will pay.
            rows = [
                [ordinal(place), "", money_text(amount, *cur)]
                for place, amount in enumerate(preview.place_payouts, start=1)
            ]
        _fill(self.payouts, rows, right_from=2)
        _fit_height(self.payouts, len(rows))

    def _payouts_menu(self, position) -> None:
        menu = QMenu(self)
        if self.paid_action is not None:
            menu.addAction(self.paid_action)
        else:
            menu.addAction(
                translate("EventSidePanel", "Record what was paid / Deal…"),
                self.paid_requested.emit,
            )
        menu.exec(self.payouts.viewport().mapToGlobal(position))

    def _show_bounty(self, preview: EventPreview, roster: Roster) -> None:
        lines = []
        if preview.pot is not None:
            target = (
                roster.label(preview.bounty_target)
                if preview.bounty_target
                else translate("EventSidePanel", "nobody")
            )
            pot = money_text(preview.pot, self.currency, self.money_locale)
            outcome = preview.result.bounty if preview.result is not None else None
            if outcome is not None and outcome.winner:
                text = translate(
                    "EventSidePanel", "<b>Bounty</b> on {target}: pot {pot}, won by <b>{winner}</b>"
                ).format(target=target, pot=pot, winner=roster.label(outcome.winner))
            elif outcome is not None:
                text = translate(
                    "EventSidePanel",
                    "<b>Bounty</b> on {target}: pot {pot}, carries over to the next event",
                ).format(target=target, pot=pot)
            else:
                text = translate("EventSidePanel", "<b>Bounty</b> on {target}: pot {pot}").format(
                    target=target, pot=pot
                )
            lines.append(text)
        knockouts = preview.result.bounties if preview.result is not None else None
        if knockouts is not None and knockouts.paid:
            # Fixed bounties typed afterwards come from the busts; progressive ones as stated.
            cur = self.currency, self.money_locale
            paid = ", ".join(
                f"{escape(roster.label(player))} {money_text(amount, *cur)}"
                for player, amount in knockouts.paid
            )
            lines.append(
                translate("EventSidePanel", "<b>Knockout bounties</b> collected: {paid}").format(
                    paid=paid
                )
            )
        self.bounty.setText("<br>".join(lines))
        self.bounty.setVisible(bool(lines))

    def _show_points(self, preview: EventPreview, draft: Event, roster: Roster) -> None:
        if preview.result is None:
            self.points_heading.setText(
                translate("EventSidePanel", "Points and knockouts: once every finish is in")
            )
            _fill(self.points, [])
            return
        self.points_heading.setText(translate("EventSidePanel", "Points and knockouts"))
        knockouts = dict(preview.result.knockouts)
        finishes = {entry.player: entry.finish for entry in draft.entries}
        penalties = dict(preview.result.penalties)
        rows = []
        for player, points in preview.result.points:
            finish = finishes.get(player)
            shown = points + penalties.get(player, 0.0)
            rows.append((finish or 10_000, roster.label(player), shown, knockouts.get(player, 0)))
        rows.sort(key=lambda r: (r[0], collation_key(r[1])))
        _fill(
            self.points,
            [
                [
                    str(f) if f < 10_000 else "–",
                    name,
                    points_text(p, self.money_locale),
                    knockouts_text(k),
                ]
                for f, name, p, k in rows
            ],
            right_from=2,
        )


def paid_by_deal(preview: EventPreview, draft: Event) -> bool:
    """Whether what was paid looks like a deal: two or more of the top places paid otherwise
    than the table, their amounts summing to what the table pays those places."""
    if draft.payouts is None or preview.result is None:
        return False
    table = preview.place_payouts
    changed = [
        (p.amount, table[p.finish - 1])
        for p in preview.result.payouts
        if 1 <= p.finish <= len(table) and p.amount != table[p.finish - 1]
    ]
    return len(changed) >= 2 and sum(a for a, _ in changed) == sum(t for _, t in changed)


def _where(problem: Problem) -> str:
    where = problem.location
    if len(where) >= 2 and where[0] in ("entries", "dealers") and isinstance(where[1], int):
        if where[0] == "entries":
            return translate("EventSidePanel", "Row {row}: ").format(row=where[1] + 1)
        return translate("EventSidePanel", "Dealer {row}: ").format(row=where[1] + 1)
    return ""
