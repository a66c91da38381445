"""Table models of the Championship screen: the field, the payouts and the result entry."""

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
    Qt,
    Signal,
)

from leaguemgr.domain.clock.clock_words import chips_text
from leaguemgr.domain.results import ChampionshipResult, PlacePayout
from leaguemgr.ui.championship.championship_labels import via_text
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.table_helpers import shown_only

Index = QModelIndex | QPersistentModelIndex
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1
_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)


class FieldColumn(IntEnum):
    SEAT = 0
    PLAYER = 1
    VIA = 2
    FEE = 3
    BONUS = 4
    STACK = 5


FIELD_HEADERS = {
    FieldColumn.SEAT: QT_TRANSLATE_NOOP("ChampionshipModels", "Seat"),
    FieldColumn.PLAYER: QT_TRANSLATE_NOOP("ChampionshipModels", "Player"),
    FieldColumn.VIA: QT_TRANSLATE_NOOP("ChampionshipModels", "Via"),
    FieldColumn.FEE: QT_TRANSLATE_NOOP("ChampionshipModels", "Fee"),
    FieldColumn.BONUS: QT_TRANSLATE_NOOP("ChampionshipModels", "Bonus chips"),
    FieldColumn.STACK: QT_TRANSLATE_NOOP("ChampionshipModels", "Starting stack"),
}
_FIELD_NUMERIC = {FieldColumn.SEAT, FieldColumn.FEE, FieldColumn.BONUS, FieldColumn.STACK}


class FieldModel(QAbstractTableModel):
    """The championship field in seat order (standings order, make-ups last)."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict[FieldColumn, str]] = []
        self._ids: list[str] = []

    def set_field(
        self,
        result: ChampionshipResult | None,
        names: dict[str, str],
        currency: str,
        starting_chips: int,
        locale: str | None = None,
    ) -> None:
        self.beginResetModel()
        self._rows, self._ids = [], []
        for seat_number, seat in enumerate(result.field if result else (), 1):
            self._ids.append(seat.player)
            self._rows.append(
                {
                    FieldColumn.SEAT: str(seat_number),
                    FieldColumn.PLAYER: names.get(seat.player, seat.player),
                    FieldColumn.VIA: via_text(seat.via),
                    FieldColumn.FEE: money_text(seat.fee, currency, locale),
                    FieldColumn.BONUS: chips_text(seat.bonus_chips, locale),
                    FieldColumn.STACK: chips_text(starting_chips + seat.bonus_chips, locale),
                }
            )
        self.endResetModel()

    def player_at(self, row: int) -> str:
        return self._ids[row]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(FieldColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("ChampionshipModels", FIELD_HEADERS[FieldColumn(section)])
        if role == Qt.ItemDataRole.TextAlignmentRole and FieldColumn(section) in _FIELD_NUMERIC:
            return _RIGHT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = FieldColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][column]
        if role == PLAYER_ID_ROLE:
            return self._ids[index.row()]
        if role == Qt.ItemDataRole.TextAlignmentRole and column in _FIELD_NUMERIC:
            return _RIGHT
        return None


class PayoutsModel(QAbstractTableModel):
    """Payouts by place for the current field size."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[tuple[str, str]] = []

    def set_payouts(
        self, payouts: tuple[PlacePayout, ...], currency: str, locale: str | None = None
    ) -> None:
        self.beginResetModel()
        self._rows = [(_ordinal(p.place), money_text(p.amount, currency, locale)) for p in payouts]
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else 2

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return (
                translate("ChampionshipModels", "Place"),
                translate("ChampionshipModels", "Payout"),
            )[section]
        if role == Qt.ItemDataRole.TextAlignmentRole and section == 1:
            return _RIGHT
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return self._rows[index.row()][index.column()]
        if role == Qt.ItemDataRole.TextAlignmentRole and index.column() == 1:
            return _RIGHT
        return None


class ResultColumn(IntEnum):
    PLAYER = 0
    FINISH = 1
    PRIZE = 2


RESULT_HEADERS = {
    ResultColumn.PLAYER: QT_TRANSLATE_NOOP("ChampionshipModels", "Player"),
    ResultColumn.FINISH: QT_TRANSLATE_NOOP("ChampionshipModels", "Finish"),
    ResultColumn.PRIZE: QT_TRANSLATE_NOOP("ChampionshipModels", "Prize"),
}


@dataclass
class ResultRow:
    player: str
    name: str
    finish: int | None
    prize: Decimal | None


class ResultEntryModel(QAbstractTableModel):
    """Finishes typed in by the organizer; nothing is stored until the screen saves them."""

    edited = Signal()

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[ResultRow] = []
        self._currency = "USD"
        self._locale: str | None = None
        self.dirty = False
        #: Finishes are shown, not edited (a read-only league).
        self.read_only = False

    def set_rows(self, rows: list[ResultRow], currency: str, locale: str | None = None) -> None:
        self.beginResetModel()
        self._rows = rows
        self._currency, self._locale = currency, locale
        self.dirty = False
        self.endResetModel()

    def finishes(self) -> list[tuple[str, int]]:
        """(player, finish) of every row with a finish, in the order shown."""
        return [(row.player, row.finish) for row in self._rows if row.finish is not None]

    def clear_finishes(self) -> None:
        for row in self._rows:
            row.finish = None
        self.dirty = True
        if self._rows:
            self.dataChanged.emit(
                self.index(0, ResultColumn.FINISH), self.index(len(self._rows) - 1, 1)
            )
        self.edited.emit()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(ResultColumn)

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation != Qt.Orientation.Horizontal:
            return None
        if role == Qt.ItemDataRole.DisplayRole:
            return translate("ChampionshipModels", RESULT_HEADERS[ResultColumn(section)])
        if role == Qt.ItemDataRole.TextAlignmentRole and section != ResultColumn.PLAYER:
            return _RIGHT
        return None

    def flags(self, index: Index) -> Qt.ItemFlag:
        flags = super().flags(index)
        if index.column() == ResultColumn.FINISH:
            flags |= Qt.ItemFlag.ItemIsEditable
        return shown_only(flags) if self.read_only else flags

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        row = self._rows[index.row()]
        column = ResultColumn(index.column())
        if role in (Qt.ItemDataRole.DisplayRole, Qt.ItemDataRole.EditRole):
            match column:
                case ResultColumn.PLAYER:
                    return row.name
                case ResultColumn.FINISH:
                    return "" if row.finish is None else str(row.finish)
                case ResultColumn.PRIZE:
                    if not row.prize or self.dirty:
                        return ""
                    return money_text(row.prize, self._currency, self._locale)
        if role == PLAYER_ID_ROLE:
            return row.player
        if role == Qt.ItemDataRole.TextAlignmentRole and column != ResultColumn.PLAYER:
            return _RIGHT
        if role == Qt.ItemDataRole.ToolTipRole and column == ResultColumn.FINISH:
            return translate(
                "ChampionshipModels",
                "Type the finish (1 = champion); leave empty for a player who did not play",
            )
        return None

    def setData(self, index: Index, value: Any, role: int = Qt.ItemDataRole.EditRole) -> bool:
        if role != Qt.ItemDataRole.EditRole or index.column() != ResultColumn.FINISH:
            return False
        text = str(value).strip()
        if text and (not text.isdigit() or int(text) < 1):
            return False
        finish = int(text) if text else None
        row = self._rows[index.row()]
        if finish == row.finish:
            return False
        row.finish = finish
        if not self.dirty:
            self.dirty = True
            # Prizes shown belong to the stored result; hide them while it is being changed.
            self.dataChanged.emit(
                self.index(0, ResultColumn.PRIZE), self.index(len(self._rows) - 1, 2)
            )
        self.dataChanged.emit(index, index)
        self.edited.emit()
        return True


def _ordinal(place: int) -> str:
    from leaguemgr.ui.season.payout_table_editor import ordinal as season_ordinal

    return season_ordinal(place)
