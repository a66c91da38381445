"""The Night screen's clock strip: the level, the time left, the blinds now and next, the
next break (or the break now and what follows it), paused, and whether rebuys are open.

Its labels never size themselves to their text, so the time changing each second repaints
the strip alone, never the screen.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QPushButton, QSizePolicy, QWidget

from leaguemgr.domain.clock.clock import ClockReading, clock_face
from leaguemgr.domain.clock.structure import Game
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.clock_text import (
    blinds_now_text,
    break_in_text,
    break_note_text,
    break_text,
    chips_text,
    entry_short_text,
    entry_text,
    next_blinds_text,
    next_text,
    state_text,
)

PAUSED_STYLE = "color: #a05a00; font-weight: 600;"


def _label(name: str, sample: str = "", points_up: int = 0, bold: bool = False) -> QLabel:
    """A label as wide as ``sample`` (the time, the level: never squeezed); without one,
    the labels share what is left of the row."""
    label = QLabel()
    label.setObjectName(name)
    font = QFont(label.font())
    if points_up:
        font.setPointSize(font.pointSize() + points_up)
    font.setBold(bold)
    label.setFont(font)
    # Never resized by a new text: the time changing each second repaints the label alone.
    label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Fixed)
    if sample:
        label.setFixedWidth(label.fontMetrics().horizontalAdvance(sample) + 12)
        label.setSizePolicy(QSizePolicy.Policy.Fixed, QSizePolicy.Policy.Fixed)
    return label


def _at_least(label: QLabel, sample: str) -> None:
    label.setMinimumWidth(label.fontMetrics().horizontalAdvance(sample) + 12)


def _button(text: str, tip: str, *widest: str) -> QPushButton:
    button = QPushButton(text)
    button.setToolTip(tip)
    # As narrow as its text: the strip shares a 1024-pixel window with the blinds.
    metrics = button.fontMetrics()
    sample = max((text, *widest), key=metrics.horizontalAdvance)
    button.setFixedWidth(metrics.horizontalAdvance(sample) + 24)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the typing stays in the name fields
    return button


class ClockStrip(QFrame):
    """Filled by :meth:`show_clock`; the buttons are wired by the Night screen's clock."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("clock_strip")
        self.setFrameShape(QFrame.Shape.StyledPanel)
        self.phase = _label(
            "clock_phase", translate("ClockStrip", "Level {level}").format(level=88), 1, bold=True
        )
        self.time = _label("clock_time", "88:88", 7, bold=True)
        self.time.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blinds = _label("clock_blinds", "", 1, bold=True)
        self.next = _label("clock_next")
        self.breaks = _label("clock_break")
        # They share what the row leaves, but never so little that a longer language cuts
        # their words off (the blinds take the squeeze: their figures are short early on).
        _at_least(self.next, next_blinds_text("888 / 888"))
        _at_least(self.breaks, break_in_text(9 * 3600 + 59 * 60 + 59))
        self.state = _label("clock_state", translate("ClockStrip", "Not started"), bold=True)
        self.rebuys = _label("clock_rebuys", translate("ClockStrip", "Late entry only"))
        self.toggle_button = _button(
            translate("ClockStrip", "Start clock"),
            "",
            translate("ClockStrip", "Resume"),
            translate("ClockStrip", "Pause"),
        )
        self.less_button = _button(translate("ClockStrip", "−1 min"), "")
        self.more_button = _button(translate("ClockStrip", "+1 min"), "")
        row = QHBoxLayout(self)
        row.setContentsMargins(8, 2, 8, 2)
        row.addWidget(self.phase, 0)
        row.addWidget(self.time, 0)
        row.addWidget(self.blinds, 5)
        row.addWidget(self.next, 5)
        row.addWidget(self.breaks, 4)
        row.addWidget(self.state)
        row.addWidget(self.rebuys)
        row.addWidget(self.less_button)
        row.addWidget(self.more_button)
        row.addWidget(self.toggle_button)
        height = max(label.sizeHint().height() for label in (self.time, self.phase))
        for label in (self.phase, self.time, self.blinds, self.next, self.breaks, self.state):
            label.setFixedHeight(height)
        self.rebuys.setFixedHeight(height)
        self._stopped = False
        self.show_clock(None)

    def set_keys(self, toggle: str, less: str, more: str) -> None:
        self.toggle_button.setToolTip(
            translate("ClockStrip", "Start, pause or resume the clock ({key})").format(key=toggle)
        )
        self.less_button.setToolTip(
            translate("ClockStrip", "Take a minute off the level or break ({key})").format(key=less)
        )
        self.more_button.setToolTip(
            translate("ClockStrip", "Add a minute to the level or break ({key})").format(key=more)
        )

    def show_clock(
        self,
        reading: ClockReading | None,
        game: Game = Game.HOLDEM,
        rebuys_open: bool = False,
        movable: bool = True,
        late_open: bool | None = None,
        locale: str | None = None,
    ) -> None:
        """``movable``: the league can be written (a read-only one shows the clock only);
        ``late_open``: whether late entries are still taken (``None``: all night);
        ``locale``: the league's, in which the chips are written."""
        # With no night the blinds' label says so alone: the empty next and break labels
        # give it their room (a longer language's words are not cut).
        for label in (self.next, self.breaks):
            label.setVisible(reading is not None)
        if reading is None:
            for button in (self.toggle_button, self.less_button, self.more_button):
                button.setEnabled(False)
            # In the widest label: the phase is as wide as "Level 88" only.
            self.blinds.setText(translate("ClockStrip", "No night running"))
            for label in (self.phase, self.time, self.next, self.breaks, self.state):
                label.setText("")
            self.rebuys.setText("")
            return
        self.phase.setText(
            translate("ClockStrip", "Break")
            if reading.on_break
            else translate("ClockStrip", "Level {level}").format(level=reading.level)
        )
        self.time.setText(clock_face(reading.seconds_left))
        self.blinds.setText(blinds_now_text(reading, game, locale))
        self.next.setText(next_text(reading, game, locale))
        self.breaks.setText(_break_text(reading, locale))
        state = state_text(reading)
        self.state.setText(state)
        if bool(state) != self._stopped:  # a style sheet costs a restyle: only on a change
            self._stopped = bool(state)
            for label in (self.state, self.time):
                label.setStyleSheet(PAUSED_STYLE if state else "")
        self.rebuys.setText(entry_short_text(rebuys_open, late_open))
        self.rebuys.setToolTip(entry_text(rebuys_open, late_open))
        for label in (self.blinds, self.next):
            label.setToolTip(label.text())  # in full, should a narrow window squeeze it
        note = break_note_text(reading.current_break) if reading.current_break is not None else ""
        self.breaks.setToolTip(note or self.breaks.text())
        if not reading.started:
            self.toggle_button.setText(translate("ClockStrip", "Start clock"))
        elif reading.running:
            self.toggle_button.setText(translate("ClockStrip", "Pause"))
        else:
            self.toggle_button.setText(translate("ClockStrip", "Resume"))
        self.toggle_button.setEnabled(movable and (not reading.finished or not reading.started))
        self.less_button.setEnabled(movable and reading.started)
        self.more_button.setEnabled(movable and reading.started)


def _break_text(reading: ClockReading, locale: str | None = None) -> str:
    """When the next break comes; during a break, the chips it colours up, or the level it
    follows (its note, which may be long, is the label's tooltip)."""
    if reading.on_break and reading.current_break is not None:
        chips = reading.current_break.color_up
        if chips:
            return translate("ClockStrip", "Colour up: {chips}").format(
                chips=", ".join(chips_text(c, locale) for c in sorted(chips))
            )
        return translate("ClockStrip", "After level {level}").format(level=reading.level)
    return break_text(reading)
