"""The night so far, for the director: the finishes given, and the actions undo takes back."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from leaguemgr.domain.night.closing import finishes
from leaguemgr.domain.night.state import NightState
from leaguemgr.services.night_words import describe  # noqa: F401 - its home was here
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.row_updates import update_rows

# The places in the app's language ("14." in German), as Season setup writes them.
from leaguemgr.ui.season.payout_table_editor import ordinal

Index = QModelIndex | QPersistentModelIndex
ROOT = QModelIndex()
DISPLAY = Qt.ItemDataRole.DisplayRole.value  # the number Qt passes (see seats_model)


class BustColumn(IntEnum):
    PLACE = 0
    PLAYER = 1
    BY = 2
    LEVEL = 3


HEADERS = {
    BustColumn.PLACE: QT_TRANSLATE_NOOP("BustsModel", "Place"),
    BustColumn.PLAYER: QT_TRANSLATE_NOOP("BustsModel", "Out"),
    BustColumn.BY: QT_TRANSLATE_NOOP("BustsModel", "Busted by"),
    BustColumn.LEVEL: QT_TRANSLATE_NOOP("BustsModel", "Level"),
}


def bust_rows(night: NightState | None, names: Names) -> list[tuple[int, str, str, int]]:
    """One row per bust still standing (a rebuy took the player back in), latest first."""
    if night is None:
        return []
    places = finishes(night)
    last_bust = {player: bust for bust in night.busts for player in bust.players}
    rows = []
    for bust in reversed(night.busts):
        out = [p for p in bust.players if p in places and last_bust[p] is bust]
        # One hand's players finish apart when their chips at one table differ (SPEC 4.1):
        # a row per place, the best (the latest out) first like the rows around it.
        for place in sorted({places[p] for p in out}):
            shared = [p for p in out if places[p] == place]
            rows.append((place, names.names(shared), names.names(bust.by), bust.level))
    return rows


class BustsModel(QAbstractTableModel):
    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[int, str, str, int]] = []
        # Each row's place, and its texts as painted and its band: a new bust's row comes
        # in at the top.
        self._shown: list[tuple[int, tuple[tuple[str, ...], bool]]] = []

    def set_night(self, night: NightState | None, names: Names) -> None:
        self._rows = bust_rows(night, names)
        count = len(self._rows)
        shown = [
            (
                place,
                (
                    (ordinal(place), str(out or ""), str(by or ""), str(level or "")),
                    # Counted from the first bust, at the bottom: a new bust's row comes in
                    # at the top and the bands below it stay as they are, pixels and all.
                    (count - row) % 2 == 0,
                ),
            )
            for row, (place, out, by, level) in enumerate(self._rows)
        ]
        update_rows(self, self._shown, shown)

    def rows(self) -> list[tuple[int, str, str, int]]:
        return list(self._rows)

    def rowCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(self._shown)

    def banded(self, row: int) -> bool:
        """Every other row, counted from the bottom: the bands move with their rows as
        new busts come in above them."""
        return self._shown[row][1][1]

    def columnCount(self, parent: Index = ROOT) -> int:
        return 0 if parent.isValid() else len(BustColumn)

    def data(self, index: Index, role: int = DISPLAY) -> Any:
        # Asked for each role of each cell on every paint: the texts are ready-made.
        if role == DISPLAY and index.isValid():
            return self._shown[index.row()][1][0][index.column()]
        return None

    def headerData(self, section: int, orientation, role: int = Qt.ItemDataRole.DisplayRole):
        if orientation == Qt.Orientation.Horizontal and role == Qt.ItemDataRole.DisplayRole:
            return translate("BustsModel", HEADERS[BustColumn(section)])
        return None
