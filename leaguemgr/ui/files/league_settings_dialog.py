"""File ▸ League settings… (SPEC 10, 12): the league's time zone, picked from a searchable
list of IANA zones; every deadline and every answer's time is in it, whatever the zone of
the computer or server the league is opened on. Above it the league's currency, locale (how
its amounts and dates are written, shown in a sample) and language.

The time zone is saved as one edit, the currency, locale and language as another (Ctrl+Z
takes each back).
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
from leaguemgr.ui.files.league_formats_fields import (
    chosen_currency,
    chosen_locale,
    currency_combo,
    language_combo,
    locale_combo,
    sample_text,
)
from leaguemgr.ui.form_fields import PROBLEM_COLOR
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.undo_commands import ServiceCommand


def zone_line(name: str, now: dt.datetime | None = None) -> str:
    """A zone as the list shows it: "America/Phoenix (UTC−07:00)"."""
    moment = (now or dt.datetime.now(dt.UTC)).astimezone(zoneinfo.ZoneInfo(name))
    offset = moment.strftime("%z")
    return f"{name} (UTC{offset[:3].replace('-', '−')}:{offset[3:]})"


class LeagueSettingsDialog(QDialog):
    """The league's time zone, currency, locale and language."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        league = context.service.league
        self.setWindowTitle(translate("LeagueSettingsDialog", "League settings"))
        self.formats_now = (league.currency, league.locale, league.language)
        self.currency = currency_combo(league.currency)
        self.locale_choice = locale_combo(league.locale)
        self.language = language_combo(league.language)
        self.sample = QLabel()
        self.problem = QLabel()
        self.problem.setStyleSheet(f"color: {PROBLEM_COLOR}")
        for combo in (self.currency, self.locale_choice):
            combo.currentTextChanged.connect(self._show_sample)
        own = computer_time_zone()
        self.current = league.time_zone
        shown = self.current or translate(
            "LeagueSettingsDialog", "not set: this computer's own ({zone})"
        ).format(zone=own or translate("LeagueSettingsDialog", "unknown"))
        self.zone_now = QLabel(shown)
        self.search = QLineEdit()
        self.search.setPlaceholderText(
            translate("LeagueSettingsDialog", "Type to find a zone: a city, a region…")
        )
        self.search.setClearButtonEnabled(True)
        self.search.textChanged.connect(self._filter)
        self.zones = QListWidget()
        for name in time_zones():
            self.zones.addItem(zone_line(name))
            self.zones.item(self.zones.count() - 1).setData(Qt.ItemDataRole.UserRole, name)
        self.note = QLabel(
            translate(
                "LeagueSettingsDialog",
                "Every night's answer-by time and every answer's time are in this zone, "
                "wherever the league is opened or served.",
            )
        )
        self.note.setWordWrap(True)
        form = QFormLayout()
        form.addRow(translate("LeagueSettingsDialog", "&Currency:"), self.currency)
        form.addRow(translate("LeagueSettingsDialog", "&Locale:"), self.locale_choice)
        form.addRow(translate("LeagueSettingsDialog", "Written as:"), self.sample)
        form.addRow(translate("LeagueSettingsDialog", "Lan&guage:"), self.language)
        form.addRow("", self.problem)
        form.addRow(translate("LeagueSettingsDialog", "Time zone:"), self.zone_now)
        find = QLabel(translate("LeagueSettingsDialog", "&Find a zone:"))
        find.setBuddy(self.search)
        form.addRow(find, self.search)
        buttons = ok_cancel_buttons(self, translate("LeagueSettingsDialog", "Save"))
        self.save_button = buttons.button(buttons.StandardButton.Ok)
        self.save_button.setEnabled(context.writable)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.zones, 1)
        layout.addWidget(self.note)
        layout.addWidget(buttons)
        self.resize(520, 560)
        self.select(self.current or own)
        self._show_sample()

    def chosen_formats(self) -> tuple[str, str | None, str | None]:
        """The currency, locale and language picked; ``ValueError`` if one is not one. A
        league without a language keeps none while English stays picked."""
        language = self.language.currentData()
        if language == "en" and self.formats_now[2] is None:
            language = None
        return chosen_currency(self.currency), chosen_locale(self.locale_choice), language

    def _show_sample(self) -> None:
        try:
            currency, locale, _ = self.chosen_formats()
        except ValueError as exc:
            self.problem.setText(str(exc))
            self.save_button.setEnabled(False)
            return
        self.problem.setText("")
        self.sample.setText(sample_text(currency, locale))
        self.save_button.setEnabled(self.context.writable)

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
        try:
            formats = self.chosen_formats()
        except ValueError as exc:
            self.problem.setText(str(exc))
            return
        zone = self.chosen()
        if zone is not None and zone != self.current:
            self.context.push(time_zone_command(self.context, zone, self.current))
        if formats != self.formats_now:
            self.context.push(formats_command(self.context, formats, self.formats_now))
        super().accept()


def time_zone_command(context: LeagueContext, new: str, old: str | None) -> ServiceCommand:
    """Set the league's time zone to ``new``; undone, it is ``old`` again."""
    service = context.service

    def do() -> Change:
        return service.save_time_zone(new)

    def undo() -> Change:
        return service.save_time_zone(old)

    return ServiceCommand(
        context,
        translate("LeagueSettingsDialog", "Set the league's time zone to {zone}").format(zone=new),
        do,
        undo,
    )


Formats = tuple[str, str | None, str | None]


def formats_command(context: LeagueContext, new: Formats, old: Formats) -> ServiceCommand:
    """Set the league's currency, locale and language to ``new``; undone, ``old`` again."""
    service = context.service

    def do() -> Change:
        return service.save_formats(*new)

    def undo() -> Change:
        return service.save_formats(*old)

    said = ", ".join(part for part in new if part)
    return ServiceCommand(
        context,
        translate("LeagueSettingsDialog", "Set the league's money and formats to {formats}").format(
            formats=said
        ),
        do,
        undo,
    )
