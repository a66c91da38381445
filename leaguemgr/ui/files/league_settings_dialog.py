"""File ▸ League settings… (SPEC 10): the league's time zone, picked from a searchable list
of IANA zones; every deadline and every answer's time is in it, whatever the zone of the
computer or server the league is opened on. The league's currency is shown beside it.

Saved as one edit (Ctrl+Z takes it back).
"""

from __future__ import annotations

import datetime as dt
import zoneinfo

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QFormLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.league_change import Change
from leaguemgr.services.time_zones import computer_time_zone, time_zones
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def zone_line(name: str, now: dt.datetime | None = None) -> str:
    """A zone as the list shows it: "America/Phoenix (UTC−07:00)"."""
    moment = (now or dt.datetime.now(dt.UTC)).astimezone(zoneinfo.ZoneInfo(name))
    offset = moment.strftime("%z")
    return f"{name} (UTC{offset[:3].replace('-', '−')}:{offset[3:]})"


class LeagueSettingsDialog(QDialog):
    """The league's time zone (and its currency, shown)."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        league = context.service.league
        self.setWindowTitle("League settings")
        self.currency = QLabel(league.currency)
        own = computer_time_zone()
        self.current = league.time_zone
        shown = self.current or f"not set: this computer's own ({own or 'unknown'})"
        self.zone_now = QLabel(shown)
        self.search = QLineEdit()
        self.search.setPlaceholderText("Type to find a zone: a city, a region…")
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.zones = QListWidget()
        for name in time_zones():
            self.zones.addItem(zone_line(name))
            self.zones.item(self.zones.count() - 1).setData(Qt.ItemDataRole.UserRole, name)
        self.note = QLabel(
            "Every night's answer-by time and every answer's time are in this zone, "
            "wherever the league is opened or served."
        )
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow("Currency:", self.currency)
        form.addRow("Time zone:", self.zone_now)
        find = QLabel("&Find a zone:")
        find.setBuddy(self.search)
        form.addRow(find, self.search)
        buttons = ok_cancel_buttons(self, "Save")
        self.save_button = buttons.button(buttons.StandardButton.Ok)
        self.save_button.setEnabled(context.writable)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.zones, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(520, 560)
        self.select(self.current or own)

    def select(self, name: str | None) -> None:
        """Make ``name`` the zone picked in the list (shown, scrolled to)."""
        for row in range(self.zones.count()):
            item = self.zones.item(row)
            if item.data(Qt.ItemDataRole.UserRole) == name:
                self.zones.setCurrentItem(item)
                self.zones.scrollToItem(item, QListWidget.ScrollHint.PositionAtCenter)
                return

    def chosen(self) -> str | None:
        item = self.zones.currentItem()
        if item is None or item.isHidden():
            return None
        return item.data(Qt.ItemDataRole.UserRole)

    def _filter(self, text: str) -> None:
        needle = text.strip().casefold().replace(" ", "_")
        first = None
        for row in range(self.zones.count()):
            item = self.zones.item(row)
            hidden = bool(needle) and needle not in item.text().casefold()
            item.setHidden(hidden)
            if not hidden and first is None:
                first = item
        current = self.zones.currentItem()
        if (current is None or current.isHidden()) and first is not None:
            self.zones.setCurrentItem(first)

    def accept(self) -> None:
        zone = self.chosen()
        if zone is not None and zone != self.current:
            self.context.push(time_zone_command(self.context, zone, self.current))
        super().accept()


def time_zone_command(context: LeagueContext, new: str, old: str | None) -> ServiceCommand:
    """Set the league's time zone to ``new``; undone, it is ``old`` again."""
    service = context.service

    def do() -> Change:
        return service.save_time_zone(new)

    def undo() -> Change:
        return service.save_time_zone(old)

    return ServiceCommand(context, f"Set the league's time zone to {new}", do, undo)
