"""The seats of a night, table by table: table, seat, player, (AZ) the card drawn and, with
progressive knockout bounties, the bounty on each player's head."""

from __future__ import annotations

from collections.abc import Mapping
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from leaguemgr.domain.night.seating import card
from leaguemgr.domain.night.state import NightState
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.row_updates import update_rows


class SeatColumn(IntEnum):
    TABLE = 0
    SEAT = 1
    PLAYER = 2
    CARD = 3


HEADERS = {
    SeatColumn.TABLE: QT_TRANSLATE_NOOP("SeatsModel", "Table"),
    SeatColumn.SEAT: QT_TRANSLATE_NOOP("SeatsModel", "Seat"),
    SeatColumn.PLAYER: QT_TRANSLATE_NOOP("SeatsModel", "Player"),
    SeatColumn.CARD: QT_TRANSLATE_NOOP("SeatsModel", "Card"),
}

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
# The roles as the plain numbers Qt passes: data() is asked seven roles for every cell it
# paints, and a comparison with the enum members costs more than the rest of the call.
DISPLAY = Qt.ItemDataRole.DisplayRole.value
ALIGNMENT = Qt.ItemDataRole.TextAlignmentRole.value
RIGHT = (Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter).value


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
            name = translate("SeatsModel", "{name} (absent)").format(name=name)
        rows.append((table, seat, name, drawn))
    return rows


class SeatsModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[int, int, str, str]] = []
        self._cards = False
        self._heads: Mapping[str, str] | None = None
        # Each seat's player and what the row shows: its texts, as painted, and whether its
        # table is banded (every other table, so that each table reads as one block).
        self._shown: list[tuple[str, tuple[tuple[str, ...], bool]]] = []
        self._right = self._right_columns()  # the figures: the table, the seat, the head

    def set_night(
        self, night: NightState | None, names: Names, heads: Mapping[str, str] | None = None
    ) -> None:
        """The seats of ``night``; ``heads``: the bounty on each head, written (a column of
        its own after the others), ``None``: no such column."""
        seats = night.seats if night is not None else {}
        players = [p for p, _spot in sorted(seats.items(), key=lambda item: item[1])]
        cards = night is not None and night.rules.card_draw
        rows = seat_rows(night, names, mark_absent=True)
        if cards != self._cards or (heads is None) != (self._heads is None):
            self.beginResetModel()
            self._rows, self._cards, self._heads = rows, cards, heads
            self._shown = self._shown_of(rows, players, heads)
            self._right = self._right_columns()
            self.endResetModel()
        else:
            # A bust takes its row out, a move takes one out and puts one in, and the rows
            # whose texts changed (a head that grew) repaint.
            self._rows, self._heads = rows, heads
            update_rows(self, self._shown, self._shown_of(rows, players, heads))

    def _shown_of(
        self,
        rows: list[tuple[int, int, str, str]],
        players: list[str],
        heads: Mapping[str, str] | None,
    ) -> list[tuple[str, tuple[tuple[str, ...], bool]]]:
        """Each row's player, its texts (worked out once per change rather than once per
        paint) and its band."""
        shown = self.head_column()
        return [
            (
                player,
                (
                    (str(table), str(seat), name, drawn)[:shown]
                    + (() if heads is None else (heads.get(player, ""),)),
                    table % 2 == 0,
                ),
            )
            for (table, seat, name, drawn), player in zip(rows, players, strict=True)
        ]

    def _right_columns(self) -> frozenset[int]:
        return frozenset({SeatColumn.TABLE, SeatColumn.SEAT, self.head_column()})

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
        return self._shown[row][0] if 0 <= row < len(self._shown) else None

    def row_of(self, player: str) -> int | None:
        """The row of ``player`` (``None`` when not seated)."""
        for row, (seated, _shown) in enumerate(self._shown):
            if seated == player:
                return row
        return None

    def banded(self, row: int) -> bool:
        """Whether ``row`` is on a banded table (every other one)."""
        return self._shown[row][1][1]

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def columnCount(self, parent: Index = ROOT) -> int:
        if parent.isValid():
            return 0
        return self.head_column() + (self._heads is not None)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # Asked for each role of each cell on every paint: the texts are ready-made.
        if role == DISPLAY:
            return self._shown[index.row()][1][0][index.column()] if index.isValid() else None
        if role == ALIGNMENT and index.column() in self._right and index.isValid():
            return RIGHT
        return None

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            if section == self.head_column():
                return translate("SeatsModel", "Head")
            return translate("SeatsModel", HEADERS[SeatColumn(section)])
        return None
