"""The standings table: one row per player of the season report, columns as an enum."""

from __future__ import annotations

from collections.abc import Mapping
from decimal import Decimal
from enum import IntEnum
from typing import Any, NamedTuple

from PySide6.QtCore import QT_TRANSLATE_NOOP, QModelIndex, QPersistentModelIndex, Qt
from PySide6.QtGui import QBrush, QColor, QIcon
from PySide6.QtWidgets import QApplication, QStyle

from leaguemgr.domain.knockouts import bounties_by_player
from leaguemgr.domain.results import SeasonReport
from leaguemgr.ui.championship.championship_labels import eligibility_text
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text, points_text
from leaguemgr.ui.sorted_rows import SortedRowsModel

SORT_ROLE = Qt.ItemDataRole.UserRole
PLAYER_ID_ROLE = Qt.ItemDataRole.UserRole + 1

Index = QModelIndex | QPersistentModelIndex
ZERO = Decimal(0)


class StandingsColumn(IntEnum):
    RANK = 0
    PLAYER = 1
    POINTS = 2
    EVENTS = 3
    WINS = 4
    PENALTIES = 5
    CHAMPIONSHIP = 6
    # Added later, so last in the model; the view shows them beside points and wins.
    KNOCKOUTS = 7
    BEST = 8  # shown where the season counts only the best N results
    BOUNTIES = 9  # shown where the season has knockout bounties (SPEC 9)


HEADERS = {
    StandingsColumn.RANK: QT_TRANSLATE_NOOP("StandingsTableModel", "Rank"),
    StandingsColumn.PLAYER: QT_TRANSLATE_NOOP("StandingsTableModel", "Player"),
    StandingsColumn.BEST: QT_TRANSLATE_NOOP("StandingsTableModel", "Best results"),
    StandingsColumn.POINTS: QT_TRANSLATE_NOOP("StandingsTableModel", "Points"),
    StandingsColumn.EVENTS: QT_TRANSLATE_NOOP("StandingsTableModel", "Events"),
    StandingsColumn.WINS: QT_TRANSLATE_NOOP("StandingsTableModel", "Wins"),
    StandingsColumn.KNOCKOUTS: QT_TRANSLATE_NOOP("StandingsTableModel", "Knockouts"),
    StandingsColumn.PENALTIES: QT_TRANSLATE_NOOP("StandingsTableModel", "Penalties"),
    StandingsColumn.CHAMPIONSHIP: QT_TRANSLATE_NOOP("StandingsTableModel", "Championship"),
    StandingsColumn.BOUNTIES: QT_TRANSLATE_NOOP("StandingsTableModel", "Bounties"),
}

# Looked up by position: building the enum member (``StandingsColumn(i)``) on every data()
# call costs more than the rest of the call.
_COLUMNS = tuple(StandingsColumn)
_COLUMN_COUNT = len(_COLUMNS)

_NUMERIC = {
    StandingsColumn.RANK,
    StandingsColumn.BEST,
    StandingsColumn.KNOCKOUTS,
    StandingsColumn.POINTS,
    StandingsColumn.EVENTS,
    StandingsColumn.WINS,
    StandingsColumn.PENALTIES,
    StandingsColumn.BOUNTIES,
}

_RIGHT = int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
_LEFT = int(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter)
_ALIGNMENTS = tuple(_RIGHT if column in _NUMERIC else _LEFT for column in _COLUMNS)
_ALIGNMENT_ROLE = Qt.ItemDataRole.TextAlignmentRole
_DISPLAY_ROLE = Qt.ItemDataRole.DisplayRole
_POINTS_COLUMNS = frozenset(
    {StandingsColumn.POINTS, StandingsColumn.PENALTIES, StandingsColumn.BEST}
)
# The roles data() answers; a view asks many more (font, background, check state...).
_ANSWERED = frozenset(
    {
        Qt.ItemDataRole.DisplayRole,
        SORT_ROLE,
        PLAYER_ID_ROLE,
        Qt.ItemDataRole.ToolTipRole,
        Qt.ItemDataRole.ForegroundRole,
        Qt.ItemDataRole.DecorationRole,
        _ALIGNMENT_ROLE,
    }
)

# A player whose points the dues gate held back (SPEC 7): marked on the name and points.
_HELD_COLUMNS = (StandingsColumn.PLAYER, StandingsColumn.POINTS)
_HELD_BRUSH = QBrush(QColor("#8a5a00"))
_HELD_ICON: list[QIcon] = []


def _held_icon() -> QIcon:
    if not _HELD_ICON:
        style = QApplication.style()
        _HELD_ICON.append(style.standardIcon(QStyle.StandardPixmap.SP_MessageBoxWarning))
    return _HELD_ICON[0]


class StandingLine(NamedTuple):
    """One row: the player's id and the value of each column, in column order."""

    player: str
    values: tuple[Any, ...]


class StandingsTableModel(SortedRowsModel):
    """Read-only: the standings are computed by the rules, never typed in.

    The model sorts its own rows (the view's sort reaches it through a SourceSortProxy); each
    new report is shown in the order of the column the view sorts by, ties in report order.
    """

    held: dict[str, str] = {}  # noqa: RUF012 - replaced whole, never changed in place
    has_bounties = False
    currency = "USD"
    locale: str | None = None

    def set_report(
        self,
        report: SeasonReport | None,
        names: dict[str, str],
        currency: str,
        race: Mapping[str, str] | None = None,
        held: Mapping[str, str] | None = None,
        locale: str | None = None,
    ) -> None:
        """Show ``report``; ``race`` is the mid-season wording that replaces a status;
        ``held`` marks the players whose points the dues gate held back (the tooltip)."""
        self.held = dict(held or {})
        self.currency, self.locale = currency, locale
        lines: list[StandingLine] = []
        bounties = bounties_by_player(report) if report is not None else None
        self.has_bounties = bounties is not None
        if report is not None:
            status = {}
            if report.championship is not None:
                status = {
                    e.player: eligibility_text(e, report.championship, currency, locale)
                    for e in report.championship.eligibility
                }
                status.update(race or {})
            for row in report.standings:
                values = (
                    row.rank,
                    names.get(row.player, row.player),
                    row.points,
                    row.events_played,
                    row.wins,
                    row.penalties,
                    status.get(row.player, "—"),
                    row.knockouts,
                    row.points if row.best_points is None else row.best_points,
                    (bounties or {}).get(row.player, ZERO),
                )
                lines.append(StandingLine(row.player, values))
        self.reset_rows(lines)

    def sort_value(self, row: StandingLine, column: int) -> Any:
        """A column sorts by its value: ranks and points as numbers, names and status as text,
        money in whole cents (Qt orders no Decimal)."""
        value = row.values[column]
        return int(value * 100) if isinstance(value, Decimal) else value

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008 - Qt signature
        return 0 if parent.isValid() else _COLUMN_COUNT

    def headerData(self, section: int, orientation: Qt.Orientation, role: int = 0) -> Any:
        if orientation == Qt.Orientation.Horizontal:
            column = StandingsColumn(section)
            if role == Qt.ItemDataRole.DisplayRole:
                return translate("StandingsTableModel", HEADERS[column])
            if role == Qt.ItemDataRole.TextAlignmentRole and column in _NUMERIC:
                return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        # Sizing the columns asks every role of each cell of a sample of rows (about 15,000
        # calls on the first paint of a big league): the roles never answered, and the
        # alignment, which depends on the column alone, are answered first.
        if role not in _ANSWERED or not index.isValid():
            return None
        if role == _ALIGNMENT_ROLE:
            return _ALIGNMENTS[index.column()]
        column = _COLUMNS[index.column()]
        line = self._shown[index.row()]
        value = line.values[column]
        if role == _DISPLAY_ROLE:
            if column in _POINTS_COLUMNS:
                return points_text(value, self.locale)
            if column is StandingsColumn.KNOCKOUTS:
                return f"{value:g}"  # whole, or with the half of a shared knockout
            if column == StandingsColumn.BOUNTIES:
                return money_text(value, self.currency, self.locale)
            return str(value)
        if role == SORT_ROLE:
            return self.sort_value(line, column)
        if role == PLAYER_ID_ROLE:
            return line.player
        if role == Qt.ItemDataRole.ToolTipRole and column == StandingsColumn.CHAMPIONSHIP:
            return value
        if self.held and column in _HELD_COLUMNS and line.player in self.held:
            if role == Qt.ItemDataRole.ToolTipRole:
                return self.held[line.player]
            if role == Qt.ItemDataRole.ForegroundRole:
                return _HELD_BRUSH
            if role == Qt.ItemDataRole.DecorationRole and column == StandingsColumn.POINTS:
                return _held_icon()
        return None
