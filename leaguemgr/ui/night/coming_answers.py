"""The answers of one planned night in Who Is Coming (SPEC 10): who is going, waiting,
declined, cancelled late and who has not answered yet, each with the time of their answer;
the history of the player picked; and recording an answer for a player who gave it in the
group chat or on the phone (kept ``by: organizer``, one edit: Ctrl+Z takes it back)."""

from __future__ import annotations

import datetime as dt

from babel.dates import format_datetime
from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.names import collation_key
from leaguemgr.domain.records import Event, Rsvp, RsvpAnswer
from leaguemgr.domain.rsvp import RsvpState
from leaguemgr.language import PSEUDO, supported_language
from leaguemgr.services.rsvp_service import ORGANIZER, answer_history
from leaguemgr.ui.i18n import installed_language, translate
from leaguemgr.ui.night.names import Names

TITLES = {
    "going": QT_TRANSLATE_NOOP("ComingAnswers", "Going"),
    "waitlist": QT_TRANSLATE_NOOP("ComingAnswers", "Waitlist"),
    "declined": QT_TRANSLATE_NOOP("ComingAnswers", "Declined"),
    "late": QT_TRANSLATE_NOOP("ComingAnswers", "Late cancels"),
    "unanswered": QT_TRANSLATE_NOOP("ComingAnswers", "Not answered"),
}
ANSWERS = {
    RsvpAnswer.YES: QT_TRANSLATE_NOOP("ComingAnswers", "yes"),
    RsvpAnswer.NO: QT_TRANSLATE_NOOP("ComingAnswers", "no"),
    RsvpAnswer.MAYBE: QT_TRANSLATE_NOOP("ComingAnswers", "maybe"),
}


def answer_text(answer: RsvpAnswer) -> str:
    """ "yes", "no" or "maybe" in the app's language."""
    return translate("ComingAnswers", ANSWERS[answer])


PLAYER = Qt.ItemDataRole.UserRole


def shown_time(at: str) -> str:
    """An answer's time as the lists show it: "Tue Dec 1, 19:05" (the week before a night,
    the weekday says more than the year)."""
    moment = dt.datetime.fromisoformat(at)
    # Babel's names of the days and months, in the app's language ("Tue Dec 1" in English).
    locale = supported_language(installed_language()) or "en"
    if locale == PSEUDO:
        locale = "en"
    return format_datetime(moment, "EEE MMM d, HH:mm", locale=locale)


def history_line(answer: Rsvp) -> str:
    """One answer of a player's history: "no, 2026-12-02 08:00 (recorded by the organizer)"."""
    line = f"{answer_text(answer.answer)}, {shown_time(answer.at)}:{answer.at[17:19] or '00'}"
    if answer.by == ORGANIZER:
        return translate("ComingAnswers", "{answer} (recorded by the organizer)").format(
            answer=line
        )
    return line


class ComingAnswers(QWidget):
    """The lists of one night's answers, a player's history and the record buttons;
    ``record(player, answer)`` is emitted when the organizer records one."""

    record = Signal(str, object)

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.lists = {key: QListWidget() for key in TITLES}
        self._event: Event | None = None
        self._names = Names(())
        grid = QGridLayout()
        for column, (key, widget) in enumerate(self.lists.items()):
            title = QLabel(translate("ComingAnswers", TITLES[key]))
            title.setBuddy(widget)
            if key == "late":
                tip = translate(
                    "ComingAnswers",
                    "Proposed at the night's close: the penalty applies only on your word",
                )
                title.setToolTip(tip)
                widget.setToolTip(tip)
            grid.addWidget(title, 0, column)
            grid.addWidget(widget, 1, column)
            widget.currentItemChanged.connect(self._picked)
            # The long lists (and the organizer's marks) get the room.
            grid.setColumnStretch(column, 3 if key in ("going", "waitlist", "unanswered") else 2)
        self.history_title = QLabel(translate("ComingAnswers", "History"))
        self.history = QListWidget()
        self.history.setMaximumHeight(110)
        self.player = QComboBox()
        self.player.setMinimumContentsLength(18)
        self.player.currentIndexChanged.connect(self._show_history)
        self.buttons: dict[RsvpAnswer, QPushButton] = {}
        record_row = QHBoxLayout()
        record_label = QLabel(translate("ComingAnswers", "Record an answer &for"))
        record_label.setBuddy(self.player)
        record_row.addWidget(record_label)
        record_row.addWidget(self.player)
        for answer in RsvpAnswer:
            button = self.buttons[answer] = QPushButton(
                translate("ComingAnswers", "Record “{answer}”").format(answer=answer_text(answer))
            )
            button.setToolTip(
                translate("ComingAnswers", "{answer}, as the player said in a chat or call").format(
                    answer=answer_text(answer).capitalize()
                )
            )
            button.clicked.connect(lambda _=False, a=answer: self._record(a))
            record_row.addWidget(button)
        record_row.addStretch(1)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addLayout(grid, 1)
        layout.addWidget(self.history_title)
        layout.addWidget(self.history)
        layout.addLayout(record_row)

    def show_night(
        self, event: Event | None, state: RsvpState | None, unanswered: tuple[str, ...],
        names: Names, writable: bool,
    ) -> None:  # fmt: skip
        """Show ``event``'s answers (``None``: no night planned)."""
        chosen = self.player.currentData()
        self._event, self._names = event, names
        for widget in self.lists.values():
            widget.blockSignals(True)
            widget.clear()
            widget.blockSignals(False)
        latest = {a.player: a for a in (event.rsvp if event else ())}
        shown = {} if state is None else {
            "going": state.going, "waitlist": state.waitlist, "declined": state.declined,
            "late": state.late_cancels, "unanswered": unanswered,
        }  # fmt: skip
        for key, players in shown.items():
            for player in players:
                text = names.name(player)
                if player in latest:
                    text = f"{text} · {shown_time(latest[player].at)}"
                    if latest[player].by == ORGANIZER:
                        text = translate("ComingAnswers", "{answer} (by organizer)").format(
                            answer=text
                        )
                item = QListWidgetItem(text)
                item.setData(PLAYER, player)
                self.lists[key].addItem(item)
        self.player.blockSignals(True)
        self.player.clear()
        for player, name in sorted(names.by_id.items(), key=lambda kv: collation_key(kv[1])):
            self.player.addItem(name, player)
        index = self.player.findData(chosen)
        self.player.setCurrentIndex(index if index >= 0 else 0)
        self.player.blockSignals(False)
        for button in self.buttons.values():
            button.setEnabled(writable and event is not None and self.player.count() > 0)
        self._show_history()

    def pick(self, player: str) -> None:
        """Choose ``player`` for the history and the record buttons."""
        index = self.player.findData(player)
        if index >= 0:
            self.player.setCurrentIndex(index)

    def _picked(self, item: QListWidgetItem | None, _previous=None) -> None:
        if item is not None:
            self.pick(item.data(PLAYER))

    def _show_history(self, *_args) -> None:
        self.history.clear()
        player = self.player.currentData()
        if player is None or self._event is None:
            self.history_title.setText(translate("ComingAnswers", "History"))
            return
        name = self._names.name(player)
        answers = answer_history(self._event, player)
        counted = (
            translate("ComingAnswers", "1 answer")
            if len(answers) == 1
            else translate("ComingAnswers", "{count} answers").format(count=len(answers))
        )
        self.history_title.setText(
            translate("ComingAnswers", "History of {player}: {answers}").format(
                player=name, answers=counted
            )
        )
        if not answers:
            self.history.addItem(
                translate("ComingAnswers", "{player} has not answered").format(player=name)
            )
        for answer in answers:
            self.history.addItem(history_line(answer))

    def _record(self, answer: RsvpAnswer) -> None:
        player = self.player.currentData()
        if player is not None:
            self.record.emit(player, answer)
