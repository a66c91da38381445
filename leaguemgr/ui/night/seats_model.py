"""The seats of a night, table by table: table, seat, player, (AZ) the card drawn and, with
progressive knockout bounties, the bounty on each player's head."""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from leaguemgr.domain.night.seating import card
from leaguemgr.domain.night.state import NightState
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.row_updates import swap_rows


class SeatColumn(IntEnum):
    TABLE = 0
    SEAT = 1
    PLAYER = 2
    CARD = 3


HEADERS = {
    SeatColumn.TABLE: "Table",
    SeatColumn.SEAT: "Seat",
    SeatColumn.PLAYER: "Player",
    SeatColumn.CARD: "Card",
}

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()


def seat_rows(
    night: NightState | None, names: Names, *, mark_absent: bool = False
) -> list[tuple[int, int, str, str]]:
    """(table, seat, shown name, card) of everyone seated, by table and seat;
    ``mark_absent``: an absent player's name says so (their chips are on the seat)."""
    if night is None:
        return []
    rows = []
    for player, (table, seat) in sorted(night.seats.items(), key=lambda item: item[1]):
        drawn = (card(table, seat) or "") if night.rules.card_draw else ""
        name = names.name(player)
        if mark_absent and player in night.absent:
            name += " (absent)"
        rows.append((table, seat, name, drawn))
    return rows


class SeatsModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[int, int, str, str]] = []
        self._players: list[str] = []
        self._cards = False
        self._heads: Mapping[str, str] | None = None

    def set_night(
        self, night: NightState | None, names: Names, heads: Mapping[str, str] | None = None
    ) -> None:
        """The seats of ``night``; ``heads``: the bounty on each head, written (a column of
        its own after the others), ``None``: no such column."""
        seats = night.seats if night is not None else {}
        self._players = [p for p, _spot in sorted(seats.items(), key=lambda item: item[1])]
        cards = night is not None and night.rules.card_draw
        if cards != self._cards or (heads is None) != (self._heads is None):
            self.beginResetModel()
            self._rows, self._cards = seat_rows(night, names, mark_absent=True), cards
            self._heads = heads
            self.endResetModel()
        else:
            swap_rows(self, self._rows, seat_rows(night, names, mark_absent=True))
            if heads is not None and heads != self._heads:
                self._heads = heads
                column, last = self.head_column(), len(self._rows) - 1
                if last >= 0:
                    self.dataChanged.emit(self.index(0, column), self.index(last, column))

    def head_column(self) -> int:
        """The column of the heads (past the last when there is none)."""
        return 4 if self._cards else 3

    def head_of(self, player: str) -> str:
        """The bounty on ``player``'s head as the seats show it ("" without heads)."""
        return (self._heads or {}).get(player, "")

    def rows(self) -> list[tuple[int, int, str, str]]:
        return list(self._rows)

    def player_at(self, row: int) -> str | None:
        """The id of the player in row ``row`` (``None`` past the last)."""
        return self._players[row] if 0 <= row < len(self._players) else None

    def row_of(self, player: str) -> int | None:
        """The row of ``player`` (``None`` when not seated)."""
        return self._players.index(player) if player in self._players else None

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = ROOT) -> int:
        if parent.isValid():
            return 0
        return self.head_column() + (self._heads is not None)

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        head = index.column() == self.head_column()
        if role == Qt.ItemDataRole.DisplayRole:
            if head:
                return self.head_of(self._players[index.row()])
            return str(self._rows[index.row()][index.column()])
        right = head or index.column() < SeatColumn.PLAYER
        if role == Qt.ItemDataRole.TextAlignmentRole and right:
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return "Head" if section == self.head_column() else HEADERS[SeatColumn(section)]
        return None
