"""The standings table: one row per player of the season report, columns as an enum."""

from __future__ import annotations

from enum import IntEnum
from typing import Any

from PySide6.QtCore import QAbstractTableModel, QModelIndex, QPersistentModelIndex, Qt

from leaguemgr.domain.results import SeasonReport
from leaguemgr.ui.championship_labels import eligibility_text
from leaguemgr.ui.money_text import points_text

SORT_ROLE = Qt.ItemDataRole.UserRole
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex


class StandingsColumn(IntEnum):
    RANK = 0
    PLAYER = 1
    POINTS = 2
    EVENTS = 3
    WINS = 4
    PENALTIES = 5
    CHAMPIONSHIP = 6


HEADERS = {
    StandingsColumn.RANK: "Rank",
    StandingsColumn.PLAYER: "Player",
    StandingsColumn.POINTS: "Points",
    StandingsColumn.EVENTS: "Events",
    StandingsColumn.WINS: "Wins",
    StandingsColumn.PENALTIES: "Penalties",
    StandingsColumn.CHAMPIONSHIP: "Championship",
}

# Looked up by position: building the enum member (``StandingsColumn(i)``) on every data()
# call costs more than the rest of the call.
_COLUMNS = tuple(StandingsColumn)
_COLUMN_COUNT = len(_COLUMNS)

_NUMERIC = {
    StandingsColumn.RANK,
    StandingsColumn.POINTS,
    StandingsColumn.EVENTS,
    StandingsColumn.WINS,
    StandingsColumn.PENALTIES,
}


class StandingsTableModel(QAbstractTableModel):
    """Read-only: the standings are computed by the rules, never typed in."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._rows: list[dict[StandingsColumn, Any]] = []
        self._ids: list[str] = []

    def set_report(self, report: SeasonReport | None, names: dict[str, str], currency: str) -> None:
        self.beginResetModel()
        self._rows = []
        self._ids = []
        if report is not None:
            status = {}
            if report.championship is not None:
                status = {
                    e.player: eligibility_text(e, report.championship, currency)
                    for e in report.championship.eligibility
                }
            for row in report.standings:
                self._ids.append(row.player)
                self._rows.append(
                    {
                        StandingsColumn.RANK: row.rank,
                        StandingsColumn.PLAYER: names.get(row.player, row.player),
                        StandingsColumn.POINTS: row.points,
                        StandingsColumn.EVENTS: row.events_played,
                        StandingsColumn.WINS: row.wins,
                        StandingsColumn.PENALTIES: row.penalties,
                        StandingsColumn.CHAMPIONSHIP: status.get(row.player, "—"),
                    }
                )
        self.endResetModel()

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else len(self._rows)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            column = StandingsColumn(section)
            if role == Qt.ItemDataRole.DisplayRole:
                return HEADERS[column]
            if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        column = _COLUMNS[index.column()]
        value = self._rows[index.row()][column]
        if role == Qt.ItemDataRole.DisplayRole:
            if column in (StandingsColumn.POINTS, StandingsColumn.PENALTIES):
                return points_text(value)
            return str(value)
        if role == SORT_ROLE:
            return value
        if role == PLAYER_ID_ROLE:
            return self._ids[index.row()]
        if role == Qt.ItemDataRole.ToolTipRole and column == StandingsColumn.CHAMPIONSHIP:
            return value
        if role == Qt.ItemDataRole.TextAlignmentRole:
            if column in _NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
            return int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
        return None
