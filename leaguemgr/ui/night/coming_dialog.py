"""Night ▸ Who Is Coming… (SPEC 10): the organizer plans the next nights (date, seats,
answer-by) and watches the answers come in.

Not modal: the app reads another program's writes (the site's answers) every second while
no modal dialog is open, and this dialog refreshes on every change, so an answer given on
a phone shows here within two seconds. Saving a night is one edit (Ctrl+Z takes it back).
"""

from __future__ import annotations

import dataclasses

from PySide6.QtCore import QDate, QDateTime, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.records import Event, EventState, event_state
from leaguemgr.services.league_service import Change
from leaguemgr.services.rsvp_service import night_state
from leaguemgr.ui.events.event_commands import save_event_command
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.names import Names

NO_CAP = 0


class ComingDialog(QDialog):
    """The season's planned nights and their answers."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.setWindowTitle("Who is coming")
        self.night = QComboBox()
        self.night.currentIndexChanged.connect(self._show_night)
        self.new_button = QPushButton("&New night")
        self.new_button.clicked.connect(self.new_night)
        self.date = QDateEdit(calendarPopup=True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.seats = QSpinBox()
        self.seats.setRange(NO_CAP, 10_000)
        self.seats.setSpecialValueText("no cap")
        self.has_deadline = QCheckBox("&Answer by")
        self.deadline = QDateTimeEdit()
        self.deadline.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.has_deadline.toggled.connect(self.deadline.setEnabled)
        self.save_button = QPushButton("&Save night")
        self.save_button.clicked.connect(self.save)
        self.summary = QLabel()
        self.lists = {key: QListWidget() for key in ("going", "waitlist", "declined", "late")}
        form = QFormLayout()
        form.addRow("&Night", self.night)
        form.addRow("&Date", self.date)
        form.addRow("S&eats", self.seats)
        form.addRow(self.has_deadline, self.deadline)
        grid = QGridLayout()
        titles = {"going": "Going", "waitlist": "Waitlist", "declined": "Declined",
                  "late": "Late cancels (proposed at the night)"}  # fmt: skip
        for column, (key, widget) in enumerate(self.lists.items()):
            grid.addWidget(QLabel(titles[key]), 0, column)
            grid.addWidget(widget, 1, column)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addLayout(grid, 1)
        layout.addWidget(buttons)
        self.resize(820, 520)
        context.changed.connect(self._changed)
        self.refresh()

    # Reading ----------------------------------------------------------------------------------

    def planned(self) -> list[Event]:
        season = self.context.season
        if not season:
            return []
        events = self.context.service.league.season(season).events
        return [e for e in events if event_state(e) is EventState.PLANNED]

    def refresh(self) -> None:
        chosen = self.night.currentData()
        self.night.blockSignals(True)
        self.night.clear()
        for event in self.planned():
            self.night.addItem(f"Event {event.number}" + (f", {event.date}" if event.date else ""),
                               event.number)  # fmt: skip
        index = self.night.findData(chosen)
        self.night.setCurrentIndex(index if index >= 0 else self.night.count() - 1)
        self.night.blockSignals(False)
        self.save_button.setEnabled(self.context.writable and self.night.count() > 0)
        self.new_button.setEnabled(self.context.writable and bool(self.context.season))
        self._show_night()

    def planned_event(self) -> Event | None:
        number = self.night.currentData()
        if number is None:
            return None
        return self.context.service.event(self.context.season, number)

    def _show_night(self, *_args) -> None:
        event = self.planned_event()
        for widget in self.lists.values():
            widget.clear()
        if event is None:
            self.summary.setText("No night is planned: New night plans one.")
            return
        self.date.setDate(QDate.fromString(event.date, "yyyy-MM-dd") if event.date
                          else QDate.currentDate())  # fmt: skip
        self.seats.setValue(event.seats or NO_CAP)
        self.has_deadline.setChecked(event.rsvp_by is not None)
        self.deadline.setEnabled(event.rsvp_by is not None)
        self.deadline.setDateTime(
            QDateTime.fromString(event.rsvp_by, "yyyy-MM-ddTHH:mm")
            if event.rsvp_by
            else QDateTime(self.date.date(), QTime(18, 0))
        )
        state = night_state(self.context.service, self.context.season, event)
        names = Names(self.context.service.league.players)
        shown = {
            "going": state.going,
            "waitlist": state.waitlist,
            "declined": state.declined,
            "late": state.late_cancels,
        }
        for key, players in shown.items():
            self.lists[key].addItems([names.name(p) for p in players])
        taken = f"{len(state.going)} going"
        if event.seats:
            taken = f"{len(state.going)} of {event.seats} going"
        waiting, declined = len(state.waitlist), len(state.declined)
        self.summary.setText(f"{taken}, {waiting} waiting, {declined} declined")

    def _changed(self, _change: Change) -> None:
        self.refresh()

    # Editing ----------------------------------------------------------------------------------

    def new_night(self) -> None:
        """A planned night after the season's last, dated a week after today."""
        season = self.context.season
        events = self.context.service.league.season(season).events
        number = max((e.number for e in events), default=0) + 1
        date = QDate.currentDate().addDays(7).toString("yyyy-MM-dd")
        event = Event(number=number, date=date)
        if self.context.push(save_event_command(self.context, season, event, None)):
            self.night.setCurrentIndex(self.night.findData(number))

    def save(self) -> None:
        old = self.planned_event()
        if old is None:
            return
        new = dataclasses.replace(
            old,
            date=self.date.date().toString("yyyy-MM-dd"),
            seats=self.seats.value() or None,
            rsvp_by=self.deadline.dateTime().toString("yyyy-MM-ddTHH:mm")
            if self.has_deadline.isChecked()
            else None,
        )
        if new != old:
            self.context.push(save_event_command(self.context, self.context.season, new, old))
