"""The season's events as a list: number, date, name, entries and prize pool."""

from __future__ import annotations

from decimal import Decimal
from enum import IntEnum
from typing import Any

from PySide6.QtCore import (
    QT_TRANSLATE_NOOP,
    QAbstractTableModel,
    QModelIndex,
    QPersistentModelIndex,
    Qt,
)

from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import Event, EventKind
from leaguemgr.services.event_preview import event_pools
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text

Index = QModelIndex | QPersistentModelIndex


class EventColumn(IntEnum):
    NUMBER = 0
    DATE = 1
    NAME = 2
    ENTRIES = 3
    POOL = 4


HEADERS = {
    EventColumn.NUMBER: "#",
    EventColumn.DATE: QT_TRANSLATE_NOOP("EventsListModel", "Date"),
    EventColumn.NAME: QT_TRANSLATE_NOOP("EventsListModel", "Name"),
    EventColumn.ENTRIES: QT_TRANSLATE_NOOP("EventsListModel", "Entries"),
    EventColumn.POOL: QT_TRANSLATE_NOOP("EventsListModel", "Pool"),
}


class EventsListModel(QAbstractTableModel):
    """Read-only rows, one per event of a season, in order of number."""

    def __init__(self, parent=None):
        super().__init__(parent)
        self._events: list[Event] = []
        self._pools: dict[int, Decimal] = {}
        self._currency = "USD"
        self._locale: str | None = None

    def load(self, service: LeagueService, season: str) -> None:
        """Read the events and their pools (from the season report) of ``season``."""
        self.beginResetModel()
        self._events, self._pools = [], {}
        self._currency, self._locale = service.league.currency, service.league.locale
        if season in service.season_names():
            self._events = sorted(service.season(season).events, key=lambda e: e.number)
            self._pools = event_pools(service.league, season)
            if any(event.kind is EventKind.CHAMPIONSHIP for event in self._events):
                self._add_championship_pool(service, season)
        self.endResetModel()

    def _add_championship_pool(self, service: LeagueService, season: str) -> None:
        try:
            championship = service.report(season).championship
        except (RuleError, ValueError):
            return  # the championship screen says what is wrong; the list shows no pool
        if championship is not None:
            for event in self._events:
                if event.kind is EventKind.CHAMPIONSHIP:
                    self._pools[event.number] = championship.pool

    def event_at(self, row: int) -> Event | None:
        return self._events[row] if 0 <= row < len(self._events) else None

    def row_of(self, number: int) -> int | None:
        return next((i for i, e in enumerate(self._events) if e.number == number), None)

    def numbers(self) -> list[int]:
        return [event.number for event in self._events]

    def rowCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(self._events)

    def columnCount(self, parent: Index = QModelIndex()) -> int:  # noqa: B008
        return 0 if parent.isValid() else len(EventColumn)

    def headerData(
        self, section: int, orientation: Qt.Orientation, role: int = Qt.ItemDataRole.DisplayRole
    ) -> Any:
        if role == Qt.ItemDataRole.DisplayRole and orientation == Qt.Orientation.Horizontal:
            return translate("EventsListModel", HEADERS[EventColumn(section)])
        return None

    def data(self, index: Index, role: int = Qt.ItemDataRole.DisplayRole) -> Any:
        if not index.isValid():
            return None
        event = self._events[index.row()]
        column = EventColumn(index.column())
        if role == Qt.ItemDataRole.DisplayRole:
            if column is EventColumn.NUMBER:
                return str(event.number)
            if column is EventColumn.DATE:
                return event.date or ""
            if column is EventColumn.NAME:
                name = event.name or ""
                return (
                    translate("EventsListModel", "{name} (championship)").format(name=name)
                    if event.kind is EventKind.CHAMPIONSHIP
                    else name
                )
            if column is EventColumn.ENTRIES:
                return str(sum(1 for entry in event.entries if counts(entry)))
            pool = self._pools.get(event.number)
            return money_text(pool, self._currency, self._locale) if pool is not None else ""
        if role == Qt.ItemDataRole.TextAlignmentRole and column in (
            EventColumn.NUMBER,
            EventColumn.ENTRIES,
            EventColumn.POOL,
        ):
            return int(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        return None
