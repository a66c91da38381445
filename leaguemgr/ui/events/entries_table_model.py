"""The entries of the event being edited, as a table the organizer types into.

The model holds the draft entries (immutable :class:`Entry` records replaced on each edit);
what the preview found wrong is shown on the cells, and the free-entry column follows the
dealer credits each player has earned before this event.
"""

from __future__ import annotations

import dataclasses
from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
    Signal,
)
from PySide6.QtGui import QBrush, QColor

from leaguemgr.domain.cash_out_night import finishes_from_cash_outs
from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import ChipRules, Entry, EntryStatus
from leaguemgr.services.event_preview import entry_chips
from leaguemgr.services.money_warnings import paid_applies
from leaguemgr.ui.form_fields import (
    INVALID_BACKGROUND,
    MISSING_BACKGROUND,
    decimal_text,
    league_locale_of,
    parse_decimal,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_labels import DEFAULT_CURRENCY, with_money
from leaguemgr.ui.roster import Roster
from leaguemgr.ui.table_helpers import shown_only

Index = QModelIndex | QPersistentModelIndex


class Column(IntEnum):
    PLAYER = 0
    STATUS = 1
    PAID = 2
    FINISH = 3
    BUYIN = 4
    REBUYS = 5
    ADDONS = 6
    ON_TIME = 7
    EXACT_CHANGE = 8
    FREE_ENTRY = 9
    CHIPS = 10
    BUSTED_BY = 11
    BOUNTIES = 12  # what a player collected at a progressive knockout night typed afterwards
    CASH_OUT = 13  # what a player's chips were cashed out for, at a night played to a cash-out


HEADERS = {
    Column.PLAYER: QT_TRANSLATE_NOOP("EntriesTableModel", "Player"),
    Column.STATUS: QT_TRANSLATE_NOOP("EntriesTableModel", "Status"),
    Column.PAID: QT_TRANSLATE_NOOP("EntriesTableModel", "Paid"),
    Column.FINISH: QT_TRANSLATE_NOOP("EntriesTableModel", "Finish"),
    Column.BUYIN: QT_TRANSLATE_NOOP("EntriesTableModel", "Buy-in"),
    Column.REBUYS: QT_TRANSLATE_NOOP("EntriesTableModel", "Rebuys"),
    Column.ADDONS: QT_TRANSLATE_NOOP("EntriesTableModel", "Add-ons"),
    Column.ON_TIME: QT_TRANSLATE_NOOP("EntriesTableModel", "On time"),
    Column.EXACT_CHANGE: QT_TRANSLATE_NOOP("EntriesTableModel", "Exact {money}"),
    Column.FREE_ENTRY: QT_TRANSLATE_NOOP("EntriesTableModel", "Free entry"),
    Column.CHIPS: QT_TRANSLATE_NOOP("EntriesTableModel", "Chips"),
    Column.BUSTED_BY: QT_TRANSLATE_NOOP("EntriesTableModel", "Busted by"),
    Column.BOUNTIES: QT_TRANSLATE_NOOP("EntriesTableModel", "Bounties {money}"),
    Column.CASH_OUT: QT_TRANSLATE_NOOP("EntriesTableModel", "Cash out"),
}
FIELDS = {
    Column.PLAYER: "player",
    Column.STATUS: "status",
    Column.PAID: "paid",
    Column.FINISH: "finish",
    Column.BUYIN: "buyin",
    Column.REBUYS: "rebuys",
    Column.ADDONS: "addons",
    Column.ON_TIME: "on_time",
    Column.EXACT_CHANGE: "exact_change",
    Column.FREE_ENTRY: "free_entry",
    Column.BUSTED_BY: "busted_by",
    Column.BOUNTIES: "bounties_won",
    Column.CASH_OUT: "cash_out",  # not an entry's: the night's payouts (SPEC 8)
}
COLUMN_OF_FIELD = {field: column for column, field in FIELDS.items()}
CHECK_COLUMNS = (Column.PAID, Column.ON_TIME, Column.EXACT_CHANGE, Column.FREE_ENTRY)
NUMBER_COLUMNS = (
    Column.FINISH,
    Column.BUYIN,
    Column.REBUYS,
    Column.ADDONS,
    Column.CHIPS,
    Column.BOUNTIES,
    Column.CASH_OUT,
)
STATUS_LABELS = {
    EntryStatus.PLAYED: QT_TRANSLATE_NOOP("EntriesTableModel", "played"),
    EntryStatus.DISQUALIFIED: QT_TRANSLATE_NOOP("EntriesTableModel", "disqualified"),
    EntryStatus.FORFEIT: QT_TRANSLATE_NOOP("EntriesTableModel", "forfeit"),
    EntryStatus.NO_SHOW: QT_TRANSLATE_NOOP("EntriesTableModel", "no show"),
    EntryStatus.LATE_CANCEL: QT_TRANSLATE_NOOP("EntriesTableModel", "late cancel"),
}
"""Each status as the organizer reads it (``translate("EntriesTableModel", label)`` shows it)."""
BONUS_COLUMNS = (Column.ON_TIME, Column.EXACT_CHANGE)
ABSENT = (EntryStatus.NO_SHOW, EntryStatus.LATE_CANCEL)
"""Statuses of a player who did not come: no on-time or exact-change bonus."""


@dataclass(frozen=True, slots=True)
class CellMark:
    message: str
    missing: bool  # a value still to be typed, rather than a wrong one


@dataclass(slots=True)
class _Row:
    entry: Entry
    bad_buyin: str | None = None  # what was typed in the buy-in cell when it is not an amount
    bad_bounties: str | None = None  # the same in the bounties cell
    cash_out: Decimal | None = None  # at a night played to a cash-out; None: nothing typed
    bad_cash_out: str | None = None


class EntriesTableModel(QAbstractTableModel):
    """One row per entry; ``edited`` fires after every change the organizer makes."""

    edited = Signal()
    notice = Signal(str)  # why an edit was refused or what else it changed

    def __init__(self, roster: Roster, parent=None):
        super().__init__(parent)
        self.roster = roster
        self._rows: list[_Row] = []
        self._marks: dict[tuple[int, Column], CellMark] = {}
        self._chips: ChipRules | None = None
        self._free: Mapping[str, int] = {}
        self._credits = False
        #: Cells are shown, not edited (a read-only league).
        self.read_only = False
        #: A night played to a cash-out (SPEC 8): the finishes follow from the cash-outs.
        self.cash_out_night = False
        self._currency = DEFAULT_CURRENCY

    # What the editor sets ------------------------------------------------------------------------

    def set_entries(self, entries: Sequence[Entry]) -> None:
        self.beginResetModel()
        self._rows = [_Row(entry) for entry in entries]
        self._marks = {}
        self.endResetModel()

    def entries(self) -> tuple[Entry, ...]:
        return tuple(row.entry for row in self._rows)

    def set_cash_out_night(self, cash_out: bool, payouts: Sequence[tuple[str, Decimal]]) -> None:
        """Whether the night was played to a cash-out, and each player's cash-out."""
        amounts = dict(payouts)
        for row in self._rows:
            row.cash_out = amounts.get(row.entry.player)
            row.bad_cash_out = None
        self.cash_out_night = cash_out
        self._refresh()

    def cash_outs(self) -> tuple[tuple[str, Decimal], ...]:
        """The cash-outs typed, in row order (players left empty cashed out nothing)."""
        return tuple(
            (row.entry.player, row.cash_out) for row in self._rows if row.cash_out is not None
        )

    def set_roster(self, roster: Roster) -> None:
        self.roster = roster
        self._refresh()

    def set_preview_context(
        self, chips: ChipRules | None, free_entries: Mapping[str, int], dealer_credits: bool
    ) -> None:
        """The season's chip rule and each player's free entries before this event."""
        self._chips, self._free, self._credits = chips, free_entries, dealer_credits
        self._refresh()

    def set_problems(self, problems: Sequence[Problem]) -> None:
        """Mark the cells named by problems located at ``("entries", row, field, ...)``."""
        marks: dict[tuple[int, Column], CellMark] = {}
        for problem in problems:
            where = problem.location
            if len(where) < 2 or where[0] != "entries" or not isinstance(where[1], int):
                continue
            column = (
                COLUMN_OF_FIELD.get(str(where[2]), Column.PLAYER)
                if len(where) > 2
                else Column.PLAYER
            )
            message = self.roster.humanize(problem.message)
            marks.setdefault((where[1], column), CellMark(message, problem.value is None))
        for (row, column), text in self.parse_problems_by_cell().items():
            marks[(row, column)] = CellMark(text, False)
        self._marks = marks
        self._refresh()

    def parse_problems(self) -> list[Problem]:
        """Cells whose text could not be read (they keep the previous value meanwhile)."""
        return [
            Problem(("entries", row, FIELDS[column]), None, message)
            for (row, column), message in self.parse_problems_by_cell().items()
        ]

    def parse_problems_by_cell(self) -> dict[tuple[int, Column], str]:
        bad = {
            (index, Column.BUYIN): translate(
                "EntriesTableModel", "'{text}' is not an amount of money"
            ).format(text=row.bad_buyin)
            for index, row in enumerate(self._rows)
            if row.bad_buyin is not None
        }
        bad.update(
            {
                (index, Column.BOUNTIES): translate(
                    "EntriesTableModel", "'{text}' is not an amount of money"
                ).format(text=row.bad_bounties)
                for index, row in enumerate(self._rows)
                if row.bad_bounties is not None
            }
        )
        bad.update(
            {
                (index, Column.CASH_OUT): translate(
                    "EntriesTableModel", "'{text}' is not an amount of money"
                ).format(text=row.bad_cash_out)
                for index, row in enumerate(self._rows)
                if row.bad_cash_out is not None
            }
        )
        return bad

    def mark(self, row: int, column: Column) -> CellMark | None:
        return self._marks.get((row, column))

    # Row operations ------------------------------------------------------------------------------

    def add_player(self, player: str) -> int:
        """Append an entry for ``player`` (played, paid) and return its row."""
        row = len(self._rows)
        self.beginInsertRows(QModelIndex(), row, row)
        self._rows.append(_Row(Entry(player=player)))
        self.endInsertRows()
        self._changed()
        return row

    def row_of(self, player: str) -> int | None:
        return next((i for i, row in enumerate(self._rows) if row.entry.player == player), None)

    def remove_row(self, row: int) -> None:
        if 0 <= row < len(self._rows):
            self.beginRemoveRows(QModelIndex(), row, row)
            del self._rows[row]
            self.endRemoveRows()
            self._changed()

    def move_row(self, row: int, delta: int) -> int:
        """Move a row up (-1) or down (+1); return where it is now."""
        target = row + delta
        if not (0 <= row < len(self._rows) and 0 <= target < len(self._rows)):
            return row
        # beginMoveRows counts the destination before the move: moving down skips one more.
        destination = target + 1 if delta > 0 else target
        self.beginMoveRows(QModelIndex(), row, row, QModelIndex(), destination)
        self._rows.insert(target, self._rows.pop(row))
        self.endMoveRows()
        self._changed()
        return target

    def fill_finishes_from_order(self) -> None:
        """Give the entries that count finishes 1, 2, 3 … in row order (top row won)."""
        place = 0
        for row in self._rows:
            finish = None
            if counts(row.entry):
                place += 1
                finish = place
            row.entry = dataclasses.replace(row.entry, finish=finish)
        self._refresh()
        self._changed()

    def sort_by_finish(self) -> None:
        """Order the rows by finish, entries without one last."""
        self.layoutAboutToBeChanged.emit()
        self._rows.sort(key=lambda r: (r.entry.finish is None, r.entry.finish or 0))
        self.layoutChanged.emit()
        self._changed()

    def clear_cell(self, index: Index) -> None:
        """Empty a finish, a buy-in or the busted-by list; zero a count."""
        column = Column(index.column())
        empty = {
            Column.FINISH: None,
            Column.BUYIN: None,
            Column.REBUYS: 0,
            Column.ADDONS: 0,
            Column.BUSTED_BY: (),
            Column.BOUNTIES: None,
        }
        if column is Column.CASH_OUT:
            self._rows[index.row()].cash_out = None
            self._rows[index.row()].bad_cash_out = None
            self._changed()
        elif column in empty:
            self._replace(index.row(), **{FIELDS[column]: empty[column]})
            self._rows[index.row()].bad_buyin = None
            self._rows[index.row()].bad_bounties = None
            self._changed()

    # Qt model interface --------------------------------------------------------------------------

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(Column)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role != Qt.ItemDataRole.DisplayRole:
            return None
        if orientation == Qt.Orientation.Horizontal:
            return with_money(
                translate("EntriesTableModel", HEADERS[Column(section)]), self._currency
            )
        return str(section + 1)

    def set_currency(self, currency: str) -> None:
        """The league's money, which the money columns' headers name."""
        if currency != self._currency:
            self._currency = currency
            self.headerDataChanged.emit(Qt.Orientation.Horizontal, 0, len(Column) - 1)

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = Qt.ItemFlag.ItemIsEnabled | Qt.ItemFlag.ItemIsSelectable
        column = Column(index.column())
        if column in CHECK_COLUMNS:
            if column is Column.PAID and not paid_applies(self._rows[index.row()].entry):
                pass  # nothing to pay: shown as "n/a", no box to tick
            elif column is not Column.FREE_ENTRY or self._free_entry_allowed(index.row()):
                flags |= Qt.ItemFlag.ItemIsUserCheckable
            else:
                flags &= ~Qt.ItemFlag.ItemIsEnabled
        elif column is Column.FINISH and self.cash_out_night:
            pass  # the finishes follow from the cash-outs
        elif column is not Column.CHIPS:
            flags |= Qt.ItemFlag.ItemIsEditable
        return shown_only(flags) if self.read_only else flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row, column = index.row(), Column(index.column())
        entry = self._rows[row].entry
        if role == Qt.ItemDataRole.DisplayRole:
            return self._display(row, column)
        if role == Qt.ItemDataRole.EditRole:
            return self._edit_text(row, column)
        if role == Qt.ItemDataRole.CheckStateRole and column in CHECK_COLUMNS:
            if column is Column.PAID and not paid_applies(entry):
                return None  # a late cancel or a free entry pays nothing
            checked = getattr(entry, FIELDS[column])
            return Qt.CheckState.Checked if checked else Qt.CheckState.Unchecked
        if role == Qt.ItemDataRole.TextAlignmentRole and column in NUMBER_COLUMNS:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        mark = self._marks.get((row, column))
        if role == Qt.ItemDataRole.BackgroundRole and mark is not None:
            return QBrush(QColor(MISSING_BACKGROUND if mark.missing else INVALID_BACKGROUND))
        if role == Qt.ItemDataRole.ToolTipRole:
            if mark is not None:
                return mark.message
            if column is Column.FREE_ENTRY and self._credits:
                return self._free_entry_hint(entry) or translate(
                    "EntriesTableModel", "no free entry earned from dealing"
                )
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        row, column = index.row(), Column(index.column())
        if role == Qt.ItemDataRole.CheckStateRole and column in CHECK_COLUMNS:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            entry = self._rows[row].entry
            if column is Column.PAID and not paid_applies(entry):
                return False
            if checked and column in BONUS_COLUMNS and entry.status in ABSENT:
                if column is Column.ON_TIME:
                    said = translate(
                        "EntriesTableModel",
                        "{player} is a {status}: no on time bonus for a player who did not come.",
                    )
                else:
                    said = translate(
                        "EntriesTableModel",
                        "{player} is a {status}: no exact change bonus for a player who did not "
                        "come.",
                    )
                status = translate("EntriesTableModel", STATUS_LABELS[entry.status])
                self.notice.emit(said.format(player=self.roster.label(entry.player), status=status))
                return False
            self._replace(row, **{FIELDS[column]: checked})
        elif role == Qt.ItemDataRole.EditRole and column not in CHECK_COLUMNS:
            if not self._set_text(row, column, "" if value is None else str(value)):
                return False
        else:
            return False
        self._changed()
        return True

    # Internals -----------------------------------------------------------------------------------

    def _display(self, row: int, column: Column) -> str | None:
        entry = self._rows[row].entry
        if column is Column.PLAYER:
            return self.roster.label(entry.player)
        if column is Column.STATUS:
            return translate("EntriesTableModel", STATUS_LABELS[entry.status])
        if column is Column.FREE_ENTRY:
            return self._free_entry_hint(entry)
        if column is Column.CHIPS:
            shown = self._chips is not None and counts(entry)  # no stack for who did not enter
            return f"{entry_chips(entry, self._chips):,}" if shown else ""
        if column in (Column.REBUYS, Column.ADDONS):
            value = getattr(entry, FIELDS[column])
            return str(value) if value else ""
        if column is Column.PAID and not paid_applies(entry):
            return translate("EntriesTableModel", "n/a")
        if column in CHECK_COLUMNS:
            return None
        return self._edit_text(row, column)

    def _edit_text(self, row: int, column: Column) -> str:
        entry = self._rows[row].entry
        if column is Column.PLAYER:
            return self.roster.label(entry.player)
        if column is Column.STATUS:
            return entry.status.value
        if column is Column.BUSTED_BY:
            return ", ".join(self.roster.label(p) for p in entry.busted_by)
        if column is Column.BUYIN:
            bad = self._rows[row].bad_buyin
            return bad if bad is not None else ("" if entry.buyin is None else str(entry.buyin))
        if column in (Column.FINISH, Column.REBUYS, Column.ADDONS):
            value = getattr(entry, FIELDS[column])
            return "" if value is None else str(value)
        if column is Column.BOUNTIES:
            bad = self._rows[row].bad_bounties
            return bad if bad is not None else decimal_text(entry.bounties_won)
        if column is Column.CASH_OUT:
            # As typed ("38.0" stays so while "38.00" is typed: the cell commits each key).
            bad, amount = self._rows[row].bad_cash_out, self._rows[row].cash_out
            return bad if bad is not None else ("" if amount is None else str(amount))
        return ""

    def _set_text(self, row: int, column: Column, text: str) -> bool:
        text = text.strip()
        if column is Column.PLAYER:
            if not text:
                return False
            self._replace(row, player=self.roster.to_id(text))
        elif column is Column.STATUS:
            status = EntryStatus(text)
            entry = dataclasses.replace(self._rows[row].entry, status=status)
            # An entry that no longer counts cannot keep a finish (SPEC 2.1).
            finish = entry.finish if counts(entry) else None
            bonuses = {}
            if status in ABSENT and (entry.on_time or entry.exact_change):
                # A player who did not come was neither on time nor there with exact change.
                bonuses = {"on_time": False, "exact_change": False}
                self.notice.emit(
                    translate(
                        "EntriesTableModel",
                        "{player} is now a {status}: the on-time and exact-change bonuses "
                        "were cleared.",
                    ).format(
                        player=self.roster.label(entry.player),
                        status=translate("EntriesTableModel", STATUS_LABELS[status]),
                    )
                )
            self._replace(row, status=status, finish=finish, **bonuses)
        elif column is Column.FINISH:
            if text and not text.isdigit():
                return False
            self._replace(row, finish=int(text) if text else None)
        elif column in (Column.REBUYS, Column.ADDONS):
            self._replace(row, **{FIELDS[column]: int(text) if text.isdigit() else 0})
        elif column is Column.BUYIN:
            try:
                amount = parse_decimal(text, league_locale_of(self)) if text else None
            except ValueError:
                self._rows[row].bad_buyin = text
                self._refresh_row(row)
                return True
            self._rows[row].bad_buyin = None
            self._replace(row, buyin=amount)
        elif column is Column.BOUNTIES:
            try:
                amount = parse_decimal(text, league_locale_of(self)) if text else None
            except ValueError:
                self._rows[row].bad_bounties = text
                self._refresh_row(row)
                return True
            self._rows[row].bad_bounties = None
            self._replace(row, bounties_won=amount)
        elif column is Column.CASH_OUT:
            try:
                amount = parse_decimal(text, league_locale_of(self)) if text else None
            except ValueError:
                self._rows[row].bad_cash_out = text
                self._refresh_row(row)
                return True
            self._rows[row].bad_cash_out = None
            self._rows[row].cash_out = amount
            self._refresh_row(row)
        elif column is Column.BUSTED_BY:
            names = [part for part in text.split(",") if part.strip()]
            self._replace(row, busted_by=tuple(self.roster.to_id(name) for name in names))
        else:
            return False
        return True

    def _changed(self) -> None:
        """An edit is done: a cash-out night's finishes follow, then the editor hears of it."""
        self.follow_cash_outs()
        self.edited.emit()

    def follow_cash_outs(self) -> None:
        """At a cash-out night, give every entry that counts the finish its cash-out gives
        (more first, equal amounts tied; nothing typed is 0)."""
        if self.cash_out_night:
            amounts = {row.entry.player: row.cash_out or ZERO for row in self._rows}
            finishes = finishes_from_cash_outs(self.entries(), amounts)
            for index, row in enumerate(self._rows):
                finish = finishes.get(row.entry.player)
                if row.entry.finish != finish:
                    self._replace(index, finish=finish)

    def _replace(self, row: int, **changes: Any) -> None:
        self._rows[row].entry = dataclasses.replace(self._rows[row].entry, **changes)
        self._refresh_row(row)

    def _free_entry_allowed(self, row: int) -> bool:
        entry = self._rows[row].entry
        return entry.free_entry or (self._credits and self._free.get(entry.player, 0) > 0)

    def _free_entry_hint(self, entry: Entry) -> str:
        if not self._credits:
            return ""
        available = self._free.get(entry.player, 0)
        if entry.free_entry:
            return translate("EntriesTableModel", "used")
        if available:
            return self.tr("has %n free entries", "", available)
        return ""

    def _refresh_row(self, row: int) -> None:
        self.dataChanged.emit(self.index(row, 0), self.index(row, len(Column) - 1))

    def _refresh(self) -> None:
        if self._rows:
            self.dataChanged.emit(
                self.index(0, 0), self.index(len(self._rows) - 1, len(Column) - 1)
            )
