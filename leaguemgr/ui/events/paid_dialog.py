"""Record what was really paid at an event (SPEC 8): a chop, a deal, a place paid otherwise.

The organizer starts from the payout table's amounts (or what was recorded before) and
changes them: a chop among the top k by the live night's deal calculator (even split,
chip-chop or ICM, SPEC 4.3, over the table's prizes of the places the deal covered), a
different amount typed for a place, a player paid who was not in the table's places. The
finishes stay as played; only the money changes. "Back to the payout table" forgets what
was recorded. Every key is reachable without the mouse: Alt+C chops, Enter records.
"""

from __future__ import annotations

import re
from dataclasses import dataclass
from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QAbstractItemView,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.deals import CHIP_CHOP, ICM, MAX_DEAL_PLAYERS, DealError, deal, even_split
from leaguemgr.domain.money import ZERO
from leaguemgr.ui.form_fields import PROBLEM_COLOR, decimal_text, league_locale_of, parse_decimal
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.roster import Roster

EVEN = "even"
METHODS = {
    EVEN: QT_TRANSLATE_NOOP("PaidDialog", "Even split"),
    CHIP_CHOP: QT_TRANSLATE_NOOP("PaidDialog", "Chip-chop"),
    ICM: QT_TRANSLATE_NOOP("PaidDialog", "ICM (by stacks)"),
}
FINISH, PLAYER, TABLE, PAID = range(4)
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


@dataclass(frozen=True)
class Entrant:
    """A counting entry of the event: who finished where, and what the table pays there."""

    player: str
    finish: int | None
    table: Decimal


def table_amount(finish: int | None, place_payouts: tuple[Decimal, ...]) -> Decimal:
    """What the payout table pays ``finish`` (0 outside its places)."""
    if finish is None or not 1 <= finish <= len(place_payouts):
        return ZERO
    return place_payouts[finish - 1]


class PaidDialog(QDialog):
    """Amounts per paid player; ``payouts()`` is what was recorded (``None``: the table)."""

    def __init__(
        self,
        entrants: list[Entrant],
        paid: list[tuple[str, Decimal]],
        pool: Decimal,
        roster: Roster,
        currency: str,
        unit: Decimal,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("PaidDialog", "Record what was paid / Deal"))
        self._entrants = {e.player: e for e in entrants}
        self._order = [e.player for e in sorted(entrants, key=_finish_key)]
        self.pool, self.roster, self.currency, self.unit = pool, roster, currency, unit
        self.back_to_table = False

        intro = QLabel(
            translate(
                "PaidDialog",
                "What each player was really paid. The finishes stay as played: a chop between "
                "1st and 2nd keeps one winner.",
            )
        )
        intro.setWordWrap(True)
        self.table = QTableWidget(0, 4)
        self.table.setHorizontalHeaderLabels(
            [
                translate("PaidDialog", "Finish"),
                translate("PaidDialog", "Player"),
                translate("PaidDialog", "Table pays"),
                translate("PaidDialog", "Paid"),
            ]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.setSelectionBehavior(QAbstractItemView.SelectionBehavior.SelectItems)
        self.table.setSelectionMode(QAbstractItemView.SelectionMode.SingleSelection)
        self.table.setEditTriggers(
            QAbstractItemView.EditTrigger.AnyKeyPressed
            | QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        header = self.table.horizontalHeader()
        header.setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(PLAYER, QHeaderView.ResizeMode.Stretch)
        # The column typed in: as wide as a large amount, not as its header.
        header.setSectionResizeMode(PAID, QHeaderView.ResizeMode.Fixed)
        self.table.setColumnWidth(PAID, 110)
        self.table.itemChanged.connect(self._amounts_changed)

        self.top = QSpinBox()
        self.method = QComboBox()
        for key, text in METHODS.items():
            self.method.addItem(translate("PaidDialog", text), key)
        self.stacks = QLineEdit()
        self.stacks.setPlaceholderText(
            translate("PaidDialog", "stacks, best finish first: 60000, 40000")
        )
        self.deal_button = QPushButton(translate("PaidDialog", "Chop (Alt+C)"))
        self.deal_button.setAutoDefault(False)
        self.deal_button.clicked.connect(self.deal)
        self.method.currentIndexChanged.connect(self._method_changed)
        # The editor behind keeps its own Alt keys (Alt+D is its Date, Alt+A its Add player):
        # this dialog's letters are others, or a key would be ambiguous.
        chop_caption = QLabel(translate("PaidDialog", "Among the to&p"))
        chop_caption.setBuddy(self.top)
        chop = QHBoxLayout()
        for widget in (chop_caption, self.top, self.method, self.stacks, self.deal_button):
            chop.addWidget(widget)

        self.add_combo = QComboBox()
        self.add_button = QPushButton(translate("PaidDialog", "Add a player who was paid (Alt+W)"))
        self.add_button.setAutoDefault(False)
        self.add_button.clicked.connect(self.add_selected)
        self.table_button = QPushButton(translate("PaidDialog", "Back to the payout table (Alt+T)"))
        self.table_button.setAutoDefault(False)
        self.table_button.clicked.connect(self._back_to_table)
        more = QHBoxLayout()
        more.addWidget(self.add_combo, 1)
        more.addWidget(self.add_button)
        more.addStretch(1)
        more.addWidget(self.table_button)

        # A button's Alt+letter clicks it 100 ms later (the click is animated): Enter typed
        # in between would record the amounts from before the chop. These keys act at once.
        for key, slot in (
            ("Alt+C", self.deal),
            ("Alt+W", self.add_selected),
            ("Alt+T", self._back_to_table),
        ):
            action = QAction(self)
            action.setShortcut(QKeySequence(key))
            action.triggered.connect(lambda _checked=False, act=slot: act())
            self.addAction(action)

        self.total = QLabel()
        self.total.setWordWrap(True)
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.problem.setStyleSheet(f"color: {PROBLEM_COLOR};")
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.ok_button = self.buttons.button(QDialogButtonBox.StandardButton.Ok)
        self.ok_button.setText(translate("PaidDialog", "Record"))
        self.ok_button.setDefault(True)
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)

        layout = QVBoxLayout(self)
        layout.addWidget(intro)
        layout.addWidget(self.table, 1)
        layout.addLayout(chop)
        layout.addLayout(more)
        layout.addWidget(self.total)
        layout.addWidget(self.problem)
        layout.addWidget(self.buttons)
        self.resize(560, 420)

        for player, amount in paid:
            self._append(player, amount)
        self._refresh()
        self._method_changed()
        if self.table.rowCount():
            self.table.setCurrentCell(0, PAID)

    # What the organizer does ------------------------------------------------------------------

    def deal(self) -> None:
        """Chop the table's prizes of places 1..k among the players who finished there."""
        k = self.top.value()
        players = [p for p in self._order if (self._entrants[p].finish or 0) in range(1, k + 1)]
        if len(players) != k:
            self._say(
                translate(
                    "PaidDialog",
                    "the top {count} are not {count} players with finishes 1 to {count}",
                ).format(count=k)
            )
            return
        prizes = [self._entrants[p].table for p in players]
        total = sum(prizes, ZERO)
        method = self.method.currentData()
        try:
            if method == EVEN:
                amounts = even_split(total, k, self.unit)
            else:
                stacks = _stacks(self.stacks.text(), k)
                amounts = tuple(s.amount for s in deal(stacks, prizes, method, self.unit).shares)
        except DealError as exc:
            self._say(str(exc))
            return
        for player, amount in zip(players, amounts, strict=True):
            row = self._row_of(player)
            if row is None:
                self._append(player, amount)
            else:
                self.table.item(row, PAID).setText(decimal_text(amount, league_locale_of(self)))
        self._refresh()

    def add_selected(self) -> None:
        """Add the player chosen beside the button as paid (the amount typed next)."""
        player = self.add_combo.currentData()
        if player is None:
            return
        row = self._append(player, ZERO)
        self._refresh()
        self.table.setCurrentCell(row, PAID)
        self.table.setFocus()
        self.table.editItem(self.table.item(row, PAID))

    def payouts(self) -> tuple[tuple[str, Decimal], ...] | None:
        """What was recorded, best finish first, zero amounts left out (``None``: the table)."""
        if self.back_to_table:
            return None
        paid = [(player, amount) for player, amount in self._amounts() if amount]
        return tuple(sorted(paid, key=lambda pair: self._order.index(pair[0])))

    def accept(self) -> None:
        try:
            self._read()
        except ValueError as exc:
            self._say(str(exc))
            return
        super().accept()

    # Inside -----------------------------------------------------------------------------------

    def _back_to_table(self) -> None:
        self.back_to_table = True
        super().accept()

    def _append(self, player: str, amount: Decimal) -> int:
        entrant = self._entrants[player]
        row = self.table.rowCount()
        blocked = self.table.blockSignals(True)
        self.table.insertRow(row)
        finish = str(entrant.finish) if entrant.finish is not None else "–"
        texts = [
            finish,
            self.roster.label(player),
            money_text(entrant.table, self.currency, league_locale_of(self)),
        ]
        for column, text in enumerate(texts):
            item = QTableWidgetItem(text)
            item.setFlags(item.flags() & ~Qt.ItemFlag.ItemIsEditable)
            item.setData(Qt.ItemDataRole.UserRole, player)
            if column != PLAYER:
                item.setTextAlignment(RIGHT)
            self.table.setItem(row, column, item)
        paid = QTableWidgetItem(decimal_text(amount, league_locale_of(self)))
        paid.setTextAlignment(RIGHT)
        self.table.setItem(row, PAID, paid)
        self.table.blockSignals(blocked)
        return row

    def _row_of(self, player: str) -> int | None:
        for row in range(self.table.rowCount()):
            if self.table.item(row, FINISH).data(Qt.ItemDataRole.UserRole) == player:
                return row
        return None

    def _read(self) -> list[tuple[str, Decimal]]:
        amounts = []
        for row in range(self.table.rowCount()):
            player = self.table.item(row, FINISH).data(Qt.ItemDataRole.UserRole)
            text = self.table.item(row, PAID).text()
            try:
                amount = parse_decimal(text, league_locale_of(self)) if text.strip() else ZERO
            except ValueError as exc:
                raise ValueError(f"{self.roster.label(player)}: {exc}") from None
            if amount < 0:
                raise ValueError(
                    translate("PaidDialog", "{player}: an amount paid is not negative").format(
                        player=self.roster.label(player)
                    )
                )
            amounts.append((player, amount))
        return amounts

    def _amounts(self) -> list[tuple[str, Decimal]]:
        try:
            return self._read()
        except ValueError:
            return []

    def _amounts_changed(self, item: QTableWidgetItem) -> None:
        if item.column() == PAID:
            self._refresh()

    def _refresh(self) -> None:
        listed = {
            self.table.item(r, FINISH).data(Qt.ItemDataRole.UserRole)
            for r in range(self.table.rowCount())
        }
        self.add_combo.clear()
        for player in self._order:
            if player not in listed:
                finish = self._entrants[player].finish
                where = f"{finish}. " if finish is not None else ""
                self.add_combo.addItem(f"{where}{self.roster.label(player)}", player)
        self.add_combo.setEnabled(self.add_combo.count() > 0)
        self.add_button.setEnabled(self.add_combo.count() > 0)
        self.top.setRange(2, max(2, min(MAX_DEAL_PLAYERS, len(self._order))))
        try:
            amounts = self._read()
        except ValueError as exc:
            self._say(str(exc))
            self.ok_button.setEnabled(False)
            return
        self._say("")
        self.ok_button.setEnabled(True)
        paid = sum((amount for _, amount in amounts), ZERO)
        cur = self.currency, league_locale_of(self)
        if paid > self.pool:
            text = translate(
                "PaidDialog",
                "Paid {paid} of a prize pool of {pool}: {difference} more than the pool "
                "(asked on save)",
            )
        elif paid < self.pool:
            text = translate(
                "PaidDialog",
                "Paid {paid} of a prize pool of {pool}: {difference} not paid out (asked on save)",
            )
        else:
            text = translate("PaidDialog", "Paid {paid} of a prize pool of {pool}")
        text = text.format(
            paid=money_text(paid, *cur),
            pool=money_text(self.pool, *cur),
            difference=money_text(abs(paid - self.pool), *cur),
        )
        self.total.setText(text)

    def _method_changed(self) -> None:
        self.stacks.setEnabled(self.method.currentData() != EVEN)

    def _say(self, text: str) -> None:
        self.problem.setText(text)
        self.problem.setVisible(bool(text))


def _finish_key(entrant: Entrant) -> tuple[int, str]:
    return (entrant.finish if entrant.finish is not None else 10**6, entrant.player)


def _stacks(text: str, k: int) -> list[int]:
    parts = [part for part in re.split(r"[,;\s]+", text) if part]
    if len(parts) != k:
        raise DealError(
            translate(
                "PaidDialog", "type {count} stacks, best finish first, to deal by chips"
            ).format(count=k)
        )
    try:
        return [int(part) for part in parts]
    except ValueError:
        raise DealError(translate("PaidDialog", "a stack is a whole number of chips")) from None
