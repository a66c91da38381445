"""Night ▸ Who Is Coming… (SPEC 10): the organizer plans the next nights (date, start
time, place, seats, answer-by), watches the answers come in, sees who has not answered and
records an answer a player gave elsewhere.

Not modal: the app reads another program's writes (the site's answers) every second while
no modal dialog is open, and this dialog refreshes on every change, so an answer given on
a phone shows here within two seconds. Saving a night is one edit (Ctrl+Z takes it back);
so is recording an answer. A new night is on the league's usual weekday and at its usual
time: those of its latest night.
"""

from __future__ import annotations

import dataclasses
import datetime as dt

from PySide6.QtCore import QDate, QDateTime, QTime
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDateEdit,
    QDateTimeEdit,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QPushButton,
    QSpinBox,
    QTimeEdit,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.cadence import next_on_weekday
from leaguemgr.domain.records import Event, EventState, RsvpAnswer, event_state
from leaguemgr.services.league_service import Change
from leaguemgr.services.rsvp_service import local_now, night_state, not_answered
from leaguemgr.ui.events.event_commands import save_event_command
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.night.coming_answers import ComingAnswers
from leaguemgr.ui.night.coming_commands import record_answer_command
from leaguemgr.ui.night.names import Names

NO_CAP = 0


class ComingDialog(QDialog):
    """The season's planned nights and their answers."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.context = context
        self.setWindowTitle(translate("ComingDialog", "Who is coming"))
        self.night = QComboBox()
        self.night.currentIndexChanged.connect(self._show_night)
        self.new_button = QPushButton(translate("ComingDialog", "&New night"))
        self.new_button.clicked.connect(self.new_night)
        self.date = QDateEdit(calendarPopup=True)
        self.date.setDisplayFormat("yyyy-MM-dd")
        self.seats = QSpinBox()
        self.seats.setRange(NO_CAP, 10_000)
        self.seats.setSpecialValueText(translate("ComingDialog", "no cap"))
        self.has_deadline = QCheckBox(translate("ComingDialog", "&Answer by"))
        self.deadline = QDateTimeEdit()
        self.deadline.setDisplayFormat("yyyy-MM-dd HH:mm")
        self.has_deadline.toggled.connect(self.deadline.setEnabled)
        self.has_time = QCheckBox(translate("ComingDialog", "S&tarts at"))
        self.time = QTimeEdit()
        self.time.setDisplayFormat("HH:mm")
        self.has_time.toggled.connect(self.time.setEnabled)
        self.place = QLineEdit()
        self.place.setPlaceholderText(translate("ComingDialog", "where the night is played"))
        self.save_button = QPushButton(translate("ComingDialog", "&Save night"))
        self.save_button.clicked.connect(self.save)
        self.summary = QLabel()
        self._filled: tuple | None = None  # what the form said when it was last filled
        self.answers = ComingAnswers()
        self.answers.record.connect(self.record_answer)
        self.lists = self.answers.lists
        form = QFormLayout()
        form.addRow(translate("ComingDialog", "&Night"), self.night)
        when = QHBoxLayout()
        when.addWidget(self.date)
        when.addWidget(self.has_time)
        when.addWidget(self.time)
        when.addStretch(1)
        date_label = QLabel(translate("ComingDialog", "&Date"))
        date_label.setBuddy(self.date)
        form.addRow(date_label, when)
        form.addRow(translate("ComingDialog", "&Place"), self.place)
        form.addRow(translate("ComingDialog", "S&eats"), self.seats)
        form.addRow(self.has_deadline, self.deadline)
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        buttons.addButton(self.new_button, QDialogButtonBox.ButtonRole.ActionRole)
        buttons.addButton(self.save_button, QDialogButtonBox.ButtonRole.ActionRole)
        layout = QVBoxLayout(self)
        layout.addLayout(form)
        layout.addWidget(self.summary)
        layout.addWidget(self.answers, 1)
        layout.addWidget(buttons)
        self.resize(980, 640)
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
            shown = (
                translate("ComingDialog", "Event {number}, {date}").format(
                    number=event.number, date=event.date
                )
                if event.date
                else translate("ComingDialog", "Event {number}").format(number=event.number)
            )
            self.night.addItem(shown, event.number)
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
        context = self.context
        names = Names(context.service.league.players)
        if event is None:
            self._filled = None
            self.answers.show_night(None, None, (), names, context.writable)
            self.summary.setText(
                translate("ComingDialog", "No night is planned: New night plans one.")
            )
            return
        typing = self._filled is not None and self._filled[0] == event.number
        if not typing or self._form_plan() == self._filled:
            # Not while the organizer types: answers arriving refresh the lists only.
            self._fill_form(event)
        state = night_state(context.service, context.season, event)
        unanswered = not_answered(context.service, context.season, event)
        self.answers.show_night(event, state, unanswered, names, context.writable)
        taken = translate("ComingDialog", "{count} going").format(count=len(state.going))
        if event.seats:
            taken = translate("ComingDialog", "{count} of {seats} going").format(
                count=len(state.going), seats=event.seats
            )
        waiting, declined = len(state.waitlist), len(state.declined)
        self.summary.setText(
            translate(
                "ComingDialog",
                "{going}, {waiting} waiting, {declined} declined, {unanswered} not answered",
            ).format(going=taken, waiting=waiting, declined=declined, unanswered=len(unanswered))
        )

    def _fill_form(self, event: Event) -> None:
        self.date.setDate(QDate.fromString(event.date, "yyyy-MM-dd") if event.date
                          else QDate.currentDate())  # fmt: skip
        self.has_time.setChecked(event.time is not None)
        self.time.setEnabled(event.time is not None)
        self.time.setTime(QTime.fromString(event.time or "19:00", "HH:mm"))
        self.place.setText(event.place or "")
        self.seats.setValue(event.seats or NO_CAP)
        self.has_deadline.setChecked(event.rsvp_by is not None)
        self.deadline.setEnabled(event.rsvp_by is not None)
        self.deadline.setDateTime(
            QDateTime.fromString(event.rsvp_by, "yyyy-MM-ddTHH:mm")
            if event.rsvp_by
            else QDateTime(self.date.date(), QTime(18, 0))
        )
        self._filled = self._form_plan()

    def _form_plan(self) -> tuple:
        """What the form says of the night shown, to tell the organizer's typing apart."""
        edited = self._edited(Event(number=self.night.currentData() or 0))
        return (edited.number, edited.date, edited.time, edited.place, edited.seats,
                edited.rsvp_by)  # fmt: skip

    def _changed(self, _change: Change) -> None:
        self.refresh()

    # Editing ----------------------------------------------------------------------------------

    def new_night(self) -> None:
        """A planned night after the season's last, on the league's usual weekday and at
        its usual time (those of its latest dated night), else a week after today."""
        season = self.context.season
        league = self.context.service.league
        events = league.season(season).events
        number = max((e.number for e in events), default=0) + 1
        today = dt.date.fromisoformat(local_now(league.time_zone)[:10])
        dated = [e for s in league.seasons for e in s.events if e.date]
        latest = max(dated, key=lambda e: e.date or "", default=None)
        if latest is None:
            event = Event(number=number, date=(today + dt.timedelta(days=7)).isoformat())
        else:
            date = next_on_weekday(dt.date.fromisoformat(latest.date or ""), today)
            event = Event(number=number, date=date.isoformat(), time=latest.time,
                          place=latest.place)  # fmt: skip
        if self.context.push(save_event_command(self.context, season, event, None)):
            self.night.setCurrentIndex(self.night.findData(number))

    def record_answer(self, player: str, answer: RsvpAnswer) -> None:
        """Record ``player``'s answer, given elsewhere, for the night shown (one edit)."""
        event = self.planned_event()
        if event is None:
            return
        name = Names(self.context.service.league.players).name(player)
        command = record_answer_command(
            self.context, self.context.season, event.number, player, answer, name
        )
        if self.context.push(command):
            self.answers.pick(player)

    def save(self) -> None:
        old = self.planned_event()
        if old is None:
            return
        new = self._edited(old)
        if new != old and self.context.push(
            save_event_command(self.context, self.context.season, new, old)
        ):
            self._filled = None  # saved: the form shows the night as stored again
            self._show_night()

    def _edited(self, old: Event) -> Event:
        """``old`` with what the form says of its date, time, place, seats and deadline."""
        return dataclasses.replace(
            old,
            date=self.date.date().toString("yyyy-MM-dd"),
            time=self.time.time().toString("HH:mm") if self.has_time.isChecked() else None,
            place=self.place.text().strip() or None,
            seats=self.seats.value() or None,
            rsvp_by=self.deadline.dateTime().toString("yyyy-MM-ddTHH:mm")
            if self.has_deadline.isChecked()
            else None,
        )
