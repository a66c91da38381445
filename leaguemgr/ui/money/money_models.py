"""The Money screen's tables: each player's balance, and one player's lines with the running
balance. Plain table models: a season has tens of players, and its lines are shown for one
player at a time."""

from __future__ import annotations

from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    QSortFilterProxyModel,
    Qt,
)
from PySide6.QtGui import QBrush, QColor

from leaguemgr.services.season_money import LineRow
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.sorted_rows import name_order

_Index = QModelIndex | QPersistentModelIndex
_DISPLAY = Qt.ItemDataRole.DisplayRole
_SORT = Qt.ItemDataRole.UserRole
_ALIGN = Qt.ItemDataRole.TextAlignmentRole
_RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
_OWES = QBrush(QColor("#b00020"))
_OWED = QBrush(QColor("#1b5e20"))


def balance_text(owes: Decimal, currency: str, locale: str | None = None) -> str:
    """ "owes $40.00", "is owed $12.00" or "square" ("owes 40,00 €" in a de_DE league)."""
    if owes > 0:
        amount = money_text(owes, currency, locale)
        return translate("MoneyView", "owes {amount}").format(amount=amount)
    if owes < 0:
        amount = money_text(-owes, currency, locale)
        return translate("MoneyView", "is owed {amount}").format(amount=amount)
    return translate("MoneyView", "square")


@dataclass(frozen=True, slots=True)
class BalanceRow:
    player: str
    name: str
    owes: Decimal
    dues: str  # "paid", "owes $20.00", "" (no dues)
    lines: int


class BalanceColumn(IntEnum):
    PLAYER = 0
    BALANCE = 1
    DUES = 2
    LINES = 3


_BALANCE_HEADERS = (
    QT_TRANSLATE_NOOP("MoneyView", "Player"),
    QT_TRANSLATE_NOOP("MoneyView", "Balance"),
    QT_TRANSLATE_NOOP("MoneyView", "Dues"),
    QT_TRANSLATE_NOOP("MoneyView", "Lines"),
)


class BalancesModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[BalanceRow] = []
        self.currency = "USD"
        #: The league's locale: names sort in its collation.
        self.locale: str | None = None

    def set_rows(self, rows: list[BalanceRow], currency: str, locale: str | None = None) -> None:
        """Show ``rows``; the same players in the same order update in place (the selection
        and the sort stay), anything else resets the table."""
        same = (currency, locale) == (self.currency, self.locale) and [r.player for r in rows] == [
            r.player for r in self.rows
        ]
        if same:
            changed = [
                i for i, (old, new) in enumerate(zip(self.rows, rows, strict=True)) if old != new
            ]
            self.rows = rows
            for i in changed:
                self.dataChanged.emit(self.index(i, 0), self.index(i, len(_BALANCE_HEADERS) - 1))
            return
        self.beginResetModel()
        self.rows = rows
        self.currency, self.locale = currency, locale
        self.endResetModel()

    def row_of(self, player: str) -> int | None:
        return next((i for i, row in enumerate(self.rows) if row.player == player), None)

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(_BALANCE_HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if role == _DISPLAY and orientation == Qt.Orientation.Horizontal:
            return translate("MoneyView", _BALANCE_HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY) -> Any:
        row = self.rows[index.row()]
        column = index.column()
        if role == _DISPLAY:
            if column == BalanceColumn.PLAYER:
                return row.name
            if column == BalanceColumn.BALANCE:
                return balance_text(row.owes, self.currency, self.locale)
            if column == BalanceColumn.DUES:
                return row.dues
            return str(row.lines)
        if role == _SORT:
            if column == BalanceColumn.PLAYER:
                return name_order(row.name, self.locale)
            if column == BalanceColumn.BALANCE:
                return float(row.owes)
            if column == BalanceColumn.DUES:
                return row.dues
            return row.lines
        if role == _ALIGN and column in (BalanceColumn.BALANCE, BalanceColumn.LINES):
            return _RIGHT
        if role == Qt.ItemDataRole.ForegroundRole and column == BalanceColumn.BALANCE:
            return _OWES if row.owes > 0 else _OWED if row.owes < 0 else None
        return None


class BalancesProxy(QSortFilterProxyModel):
    """Filters by typed name and by who owes whom; sorts by the model's sort values."""

    EVERYONE, OWES, OWED = "Everyone", "Owes the league", "The league owes"
    #: The choices of the filter: (what the proxy is told, what the organizer reads).
    CHOICES = (
        (EVERYONE, QT_TRANSLATE_NOOP("MoneyView", "Everyone")),
        (OWES, QT_TRANSLATE_NOOP("MoneyView", "Owes the league")),
        (OWED, QT_TRANSLATE_NOOP("MoneyView", "The league owes")),
    )

    def __init__(self, parent=None):
        super().__init__(parent)
        self.setSortRole(_SORT)
        self.needle = ""
        self.who = self.EVERYONE

    def set_filter(self, needle: str, who: str) -> None:
        self.beginFilterChange()
        self.needle, self.who = needle.strip().casefold(), who
        self.endFilterChange(QSortFilterProxyModel.Direction.Rows)

    def filterAcceptsRow(self, source_row: int, source_parent: QModelIndex) -> bool:
        row: BalanceRow = self.sourceModel().rows[source_row]
        if self.who == self.OWES and row.owes <= 0:
            return False
        if self.who == self.OWED and row.owes >= 0:
            return False
        return not self.needle or self.needle in row.name.casefold()


_LINE_HEADERS = (
    QT_TRANSLATE_NOOP("MoneyView", "Date"),
    QT_TRANSLATE_NOOP("MoneyView", "Kind"),
    QT_TRANSLATE_NOOP("MoneyView", "For"),
    QT_TRANSLATE_NOOP("MoneyView", "Amount"),
    QT_TRANSLATE_NOOP("MoneyView", "Balance after"),
    QT_TRANSLATE_NOOP("MoneyView", "Note"),
)
#: A line's kind and what it is for, as the organizer reads them.
KIND_TEXTS = {
    "payment": QT_TRANSLATE_NOOP("MoneyView", "payment"),
    "charge": QT_TRANSLATE_NOOP("MoneyView", "charge"),
    "payout": QT_TRANSLATE_NOOP("MoneyView", "payout"),
}
PURPOSE_TEXTS = {
    "dues": QT_TRANSLATE_NOOP("MoneyView", "dues"),
    "entries": QT_TRANSLATE_NOOP("MoneyView", "entries"),
    "fine": QT_TRANSLATE_NOOP("MoneyView", "fine"),
    "prize": QT_TRANSLATE_NOOP("MoneyView", "prize"),
    "other": QT_TRANSLATE_NOOP("MoneyView", "other"),
}


def shown_word(texts: dict[str, str], value: str) -> str:
    """``value`` (a kind, a purpose) in the app's language; as it is when not listed."""
    return translate("MoneyView", texts[value]) if value in texts else value


class LinesModel(QAbstractTableModel):
    """One player's lines, oldest first, each with the player's balance after it."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self.rows: list[LineRow] = []
        self.currency = "USD"
        #: The league's locale: the amounts are written in it.
        self.locale: str | None = None

    def set_rows(self, rows: list[LineRow], currency: str, locale: str | None = None) -> None:
        """Show ``rows``; lines added after the ones shown are inserted (a line recorded),
        anything else resets the table."""
        shown = len(self.rows)
        if (
            (currency, locale) == (self.currency, self.locale)
            and shown
            and len(rows) > shown
            and [r.index for r in rows[:shown]] == [r.index for r in self.rows]
            and rows[shown - 1].balance == self.rows[-1].balance
        ):
            self.beginInsertRows(QModelIndex(), shown, len(rows) - 1)
            self.rows = rows
            self.endInsertRows()
            return
        self.beginResetModel()
        self.rows = rows
        self.currency, self.locale = currency, locale
        self.endResetModel()

    def rowCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self.rows)

    def columnCount(self, parent: _Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(_LINE_HEADERS)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = _DISPLAY) -> Any:
        if role == _DISPLAY and orientation == Qt.Orientation.Horizontal:
            return translate("MoneyView", _LINE_HEADERS[section])
        return None

    def data(self, index: QModelIndex | QPersistentModelIndex, role: int = _DISPLAY) -> Any:
        row = self.rows[index.row()]
        line = row.line
        column = index.column()
        if role == _DISPLAY:
            values = (
                line.date,
                row.label or shown_word(KIND_TEXTS, line.kind.value),
                shown_word(PURPOSE_TEXTS, line.purpose.value),
                money_text(line.amount, self.currency, self.locale),
                balance_text(row.balance, self.currency, self.locale),
                line.note,
            )
            return values[column]
        if role == _ALIGN and column in (3, 4):
            return _RIGHT
        return None
