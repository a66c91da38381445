"""The roster table: every player of the league, edited in place through undo commands."""

from __future__ import annotations

import dataclasses
from collections.abc import Callable
from enum import IntEnum
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, Qt

from leaguemgr.domain.records import Player
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.sorted_rows import SortedRowsModel, name_order
from leaguemgr.ui.table_helpers import shown_only

SORT_ROLE = Qt.ItemDataRole.UserRole
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
ACTIVE_ROLE = Qt.ItemDataRole.UserRole + 2

Index = QModelIndex | QPersistentModelIndex


class PlayerColumn(IntEnum):
    NAME = 0
    ID = 1
    SUB = 2
    GUEST = 3
    ACTIVE = 4
    EVENTS = 5
    BALANCE = 6


HEADERS = {
    PlayerColumn.NAME: QT_TRANSLATE_NOOP("PlayersTableModel", "Name"),
    PlayerColumn.ID: QT_TRANSLATE_NOOP("PlayersTableModel", "Id"),
    PlayerColumn.SUB: QT_TRANSLATE_NOOP("PlayersTableModel", "Sub"),
    PlayerColumn.GUEST: QT_TRANSLATE_NOOP("PlayersTableModel", "Guest"),
    PlayerColumn.ACTIVE: QT_TRANSLATE_NOOP("PlayersTableModel", "Active"),
    PlayerColumn.EVENTS: QT_TRANSLATE_NOOP("PlayersTableModel", "Events"),
    PlayerColumn.BALANCE: QT_TRANSLATE_NOOP("PlayersTableModel", "Balance"),
}


# Looked up by position: data() runs for every visible cell and role, and building the enum
# member from the int each time (``PlayerColumn(i)``) costs more than the rest of the call.
_COLUMNS = tuple(PlayerColumn)
_COLUMN_COUNT = len(_COLUMNS)

_TIPS = {
    PlayerColumn.NAME: QT_TRANSLATE_NOOP("PlayersTableModel", "Press F2 or double-click to rename"),
    PlayerColumn.SUB: QT_TRANSLATE_NOOP(
        "PlayersTableModel", "Ticked: a sub, who plays now and then (not a regular)"
    ),
    PlayerColumn.GUEST: QT_TRANSLATE_NOOP(
        "PlayersTableModel", "Ticked: a guest, who plays and is paid but has no standings line"
    ),
    PlayerColumn.ACTIVE: QT_TRANSLATE_NOOP(
        "PlayersTableModel", "Unticked: no longer plays; kept for the history"
    ),
    PlayerColumn.EVENTS: QT_TRANSLATE_NOOP(
        "PlayersTableModel", "Regular events played in the selected season"
    ),
    PlayerColumn.BALANCE: QT_TRANSLATE_NOOP(
        "PlayersTableModel", "What the player owes the league, or the league owes them (Money)"
    ),
}


class PlayerRow(NamedTuple):
    """One roster line. A tuple: the screen builds one per player on every refresh, and the
    model compares each with the one shown before, both cheaper than with a dataclass."""

    player: Player
    events_played: int
    balance: str = ""  # "owes $40.00", "is owed $12.00"; empty when square
    owes: float = 0.0  # sorts the balance column


class PlayersTableModel(SortedRowsModel):
    """Rows of players; an edit calls ``on_edit(before, after)`` instead of changing the row.

    The row changes when the league service has stored the edit and the screen reloads it, so
    what the table shows is always what is in the database. The model sorts its own rows (the
    view's sort reaches it through a SourceSortProxy), so the rows are numbered as shown.
    """

    def __init__(self, on_edit: Callable[[Player, Player], None], parent=None):
        super().__init__(parent)
        self._on_edit = on_edit
        #: Players are shown, not edited (a read-only league).
        self.read_only = False
        self._positions: tuple[list[PlayerRow], dict[str, int]] = ([], {})
        #: The league's locale: names sort in its collation.
        self.locale: str | None = None

    def set_rows(self, rows: list[PlayerRow]) -> None:
        """Show ``rows`` (in league order); the same players update in place (keeps selection)."""
        self.update_rows(rows, _player_id)

    def sort_value(self, row: PlayerRow, column: int) -> Any:
        """What a column sorts by: names in the league's collation, flags and counts as
        numbers."""
        player = row.player
        match column:
            case PlayerColumn.NAME:
                return name_order(player.name, self.locale)
            case PlayerColumn.ID:
                return player.id
            case PlayerColumn.SUB:
                return int(player.sub)
            case PlayerColumn.GUEST:
                return int(player.guest)
            case PlayerColumn.ACTIVE:
                return int(player.active)
            case PlayerColumn.EVENTS:
                return row.events_played
            case PlayerColumn.BALANCE:
                return row.owes
        return None

    def player_at(self, row: int) -> Player:
        return self.row_at(row).player

    def row_of(self, player_id: str) -> int | None:
        shown, positions = self._positions
        if shown is not self._shown:
            positions = {r.player.id: i for i, r in enumerate(self._shown)}
            self._positions = (self._shown, positions)
        return positions.get(player_id)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("PlayersTableModel", HEADERS[PlayerColumn(section)])
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        column = PlayerColumn(index.column())
        if column == PlayerColumn.NAME:
            flags |= Qt.ItemFlag.ItemIsEditable
        elif column in (PlayerColumn.SUB, PlayerColumn.GUEST, PlayerColumn.ACTIVE):
            flags |= Qt.ItemFlag.ItemIsUserCheckable
        return shown_only(flags) if self.read_only else flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._shown[index.row()]
        player = row.player
        column = _COLUMNS[index.column()]
        if role == PLAYER_ID_ROLE:
            return player.id
        if role == ACTIVE_ROLE:
            return player.active
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            match column:
                case PlayerColumn.NAME:
                    return player.name
                case PlayerColumn.ID:
                    return player.id
                # The check box carries the flag; the word shows only the exception.
                case PlayerColumn.SUB:
                    return translate("PlayersTableModel", "Sub") if player.sub else ""
                case PlayerColumn.GUEST:
                    return translate("PlayersTableModel", "Guest") if player.guest else ""
                case PlayerColumn.ACTIVE:
                    return "" if player.active else translate("PlayersTableModel", "Inactive")
                case PlayerColumn.EVENTS:
                    return str(row.events_played)
                case PlayerColumn.BALANCE:
                    return row.balance
        if role == Qt.ItemDataRole.CheckStateRole:
            if column == PlayerColumn.SUB:
                return _check(player.sub)
            if column == PlayerColumn.GUEST:
                return _check(player.guest)
            if column == PlayerColumn.ACTIVE:
                return _check(player.active)
        if role == SORT_ROLE:
            return self.sort_value(row, column)
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _RIGHT:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        if role == Qt.ItemDataRole.ToolTipRole:
            tip = _TIPS.get(column)
            return translate("PlayersTableModel", tip) if tip else None
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if not index.isValid():
            return False
        player = self._shown[index.row()].player
        column = PlayerColumn(index.column())
        if column == PlayerColumn.NAME and role == Qt.ItemDataRole.EditRole:
            name = str(value).strip()
            if not name or name == player.name:
                return False
            self._on_edit(player, _replace(player, name=name))
            return True
        if role == Qt.ItemDataRole.CheckStateRole:
            checked = Qt.CheckState(value) == Qt.CheckState.Checked
            if column == PlayerColumn.SUB and checked != player.sub:
                self._on_edit(player, _replace(player, sub=checked))
                return True
            if column == PlayerColumn.GUEST and checked != player.guest:
                self._on_edit(player, _replace(player, guest=checked))
                return True
            if column == PlayerColumn.ACTIVE and checked != player.active:
                self._on_edit(player, _replace(player, active=checked))
                return True
        return False


_RIGHT = (PlayerColumn.EVENTS, PlayerColumn.BALANCE)


def _player_id(row: PlayerRow) -> str:
    return row.player.id


def _check(flag: bool) -> Qt.CheckState:
    return Qt.CheckState.Checked if flag else Qt.CheckState.Unchecked


def _replace(player: Player, **changes: Any) -> Player:
    return dataclasses.replace(player, **changes)
