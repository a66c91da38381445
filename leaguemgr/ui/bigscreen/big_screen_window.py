"""The big screen: a window for a second monitor or a TV, read across the room.

Top: the event and level, and whether rebuys are open; the time left, huge; the blinds and
ante now and next; the next break. Below: players left of entries, rebuys and add-ons,
chips in play and the average stack, the prize pool, the bounty target; at the right the
payouts; at a colour-up break, what to take off the tables. Every figure comes from
:func:`~leaguemgr.services.big_screen.big_screen_figures`; text sizes follow the window's
height and shrink where a text would not fit, so nothing is cut off at any size.

Keys: F11 full screen, Esc leaves it, Space starts/pauses the clock; the main window's
clock keys (Night menu) work here too. Closing the window leaves the clock running.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

from PySide6.QtCore import Qt
from PySide6.QtGui import QGuiApplication, QKeyEvent, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.night.state import NightState
from leaguemgr.services.big_screen import BigScreenFigures, big_screen_figures
from leaguemgr.ui import settings
from leaguemgr.ui.bigscreen.big_screen_text import FigureTexts, figure_texts
from leaguemgr.ui.bigscreen.fit_label import FitLabel

if TYPE_CHECKING:
    from leaguemgr.ui.night.clock_control import NightClock
    from leaguemgr.ui.night.night_view import NightView

STYLE = """
#big_screen { background: #0d1f17; }
#big_screen QLabel { color: #f4f1e8; }
#big_screen QLabel[role="title"] { color: #c8a850; }
#big_screen QLabel[role="time"][stopped="true"] { color: #f0b429; }
#big_screen QLabel[role="time"][break="true"] { color: #8fd3ff; }
#big_screen QLabel[role="open"] { color: #7ee08a; }
#big_screen QLabel[role="closed"] { color: #c9c3b4; }
#big_screen QLabel#big_color_up { color: #10241a; background: #f0b429; border-radius: 8px; }
#big_screen QFrame[role="panel"] { border: 2px solid #2f5a43; border-radius: 10px;
    background: #12301f; }
"""

# Text heights as shares of the window's height (the labels shrink further if need be).
TITLE_SHARE = 0.055
TIME_SHARE = 0.27
BLINDS_SHARE = 0.085
NEXT_SHARE = 0.05
PANEL_TITLE_SHARE = 0.03
PANEL_VALUE_SHARE = 0.06
PAYOUTS_SHARE = 0.045


class BigScreenWindow(QWidget):
    """A window of its own (``parent``: the main window, so it closes with it)."""

    def __init__(self, clock: NightClock, view: NightView, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("big_screen")
        self.setWindowTitle("Clock — leaguemgr")
        self.setStyleSheet(STYLE)
        self._clock = clock
        self._view = view
        self.figures: BigScreenFigures | None = None

        self.screen_combo = QComboBox()
        self.screen_combo.setToolTip("The screen this window goes to")
        self.screen_combo.activated.connect(lambda _i: self.show_on_screen())
        self.full_button = QPushButton("Full screen (F11)")
        self.full_button.clicked.connect(self.toggle_full_screen)
        self.chooser = QWidget()
        bar = QHBoxLayout(self.chooser)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addStretch(1)
        bar.addWidget(self.screen_combo)
        bar.addWidget(self.full_button)

        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.title = self._fit("big_title", TITLE_SHARE, bold=True, align=left)
        self.title.setProperty("role", "title")
        self.rebuys = self._fit("big_rebuys", TITLE_SHARE, bold=True, align=right)
        self.time = self._fit("big_time", TIME_SHARE, bold=True, sample="88:88")
        self.time.setProperty("role", "time")
        self.state = self._fit("big_state", NEXT_SHARE, bold=True)
        self.blinds = self._fit("big_blinds", BLINDS_SHARE, bold=True)
        self.next = self._fit("big_next", NEXT_SHARE)
        self.breaks = self._fit("big_break", NEXT_SHARE)
        self.color_up = self._fit("big_color_up", NEXT_SHARE, bold=True)
        self.payouts_title = self._fit("big_payouts_title", PANEL_TITLE_SHARE)
        self.payouts_title.setProperty("role", "title")
        self.payouts = self._fit(
            "big_payouts",
            PAYOUTS_SHARE,
            bold=True,
            align=Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop,
        )

        self.panels: dict[str, FitLabel] = {}
        stats = QGridLayout()
        stats.setSpacing(12)
        for index, (key, title) in enumerate(PANELS):
            stats.addWidget(self._panel(key, title), index // 3, index % 3)
        payouts = _framed(self.payouts_title, self.payouts, (1, 8))

        head = QHBoxLayout()
        head.addWidget(self.title, 3)
        head.addWidget(self.rebuys, 2)
        clock_column = QVBoxLayout()
        clock_column.setSpacing(0)
        clock_column.addWidget(self.state, 6)
        clock_column.addWidget(self.time, 30)
        clock_column.addWidget(self.blinds, 10)
        clock_column.addWidget(self.next, 6)
        clock_column.addWidget(self.breaks, 6)
        middle = QHBoxLayout()
        middle.setSpacing(18)
        middle.addLayout(clock_column, 7)
        middle.addWidget(payouts, 3)
        column = QVBoxLayout(self)
        column.setContentsMargins(28, 12, 28, 20)
        column.setSpacing(10)
        column.addWidget(self.chooser)
        column.addLayout(head, 7)
        column.addLayout(middle, 58)
        column.addWidget(self.color_up, 6)
        column.addLayout(stats, 29)

        clock.shown.connect(self.show_night)
        self._fill_screens()
        self.resize(1280, 720)
        self.show_night(clock.night)

    # Building -----------------------------------------------------------------------------

    def _fit(self, name: str, share: float, **options) -> FitLabel:
        label = FitLabel(share, **options)
        label.setObjectName(name)
        return label

    def _panel(self, key: str, title: str) -> QFrame:
        heading = self._fit(f"big_{key}_title", PANEL_TITLE_SHARE)
        heading.setProperty("role", "title")
        heading.setText(title)
        value = self._fit(f"big_{key}", PANEL_VALUE_SHARE, bold=True)
        self.panels[key] = value
        return _framed(heading, value, (2, 3))

    def labels(self) -> list[FitLabel]:
        """Every label that shows a figure (what the tests check fits)."""
        return self.findChildren(FitLabel)

    # Screens ------------------------------------------------------------------------------

    def _fill_screens(self) -> None:
        self.screen_combo.clear()
        screens = QGuiApplication.screens()
        for index, screen in enumerate(screens, 1):
            size = screen.geometry()
            self.screen_combo.addItem(
                f"Screen {index}: {screen.name() or 'display'} ({size.width()}×{size.height()})",
                screen.name(),
            )
        remembered = self.screen_combo.findData(settings.big_screen_name())
        # The screen chosen last time; else a second screen if there is one (the director
        # keeps the first).
        self.screen_combo.setCurrentIndex(
            remembered if remembered >= 0 else min(1, self.screen_combo.count() - 1)
        )

    def show_on_screen(self) -> None:
        """Show the window on the chosen screen (full screen there if it was)."""
        screens = QGuiApplication.screens()
        index = self.screen_combo.currentIndex()
        if 0 <= index < len(screens):
            screen = screens[index]
            settings.remember_big_screen(screen.name())
            full = self.isFullScreen()
            if full:
                self.showNormal()
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())
            if full:
                self.showFullScreen()
        self.show()
        self.raise_()

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()
        self.chooser.setVisible(not self.isFullScreen())

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
            self.chooser.show()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif key == Qt.Key.Key_Escape:
            self.leave_full_screen()
        elif key == Qt.Key.Key_Space and not event.modifiers():
            self._clock.toggle()
        else:
            super().keyPressEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = self.height()
        for label in self.labels():
            label.scale(height)

    # Showing ------------------------------------------------------------------------------

    def show_night(self, night: NightState | None) -> None:
        """Show the night as read at the clock's last tick (``None``: no night running)."""
        data = self._view.data
        if night is None or data is None:
            self.figures = None
            self._show_texts(None)
            return
        rules = self._view.context.service.season(data.season).rules
        self.figures = big_screen_figures(
            data.number,
            night,
            data.status,
            rules,
            night.at or 0.0,
            bounty_target=self._view._bounty_target(data),
            names=self._view.names.by_id,
        )
        currency = self._view.context.service.league.currency
        self._show_texts(figure_texts(self.figures, currency))

    def _show_texts(self, texts: FigureTexts | None) -> None:
        if texts is None:
            self.title.setText("No night running")
            for label in self.labels():
                if label is not self.title and not label.objectName().endswith("_title"):
                    label.setText("")
            self.color_up.hide()
            return
        self.title.setText(texts.title)
        self.rebuys.setText(texts.rebuys)
        _restyle(self.rebuys, role="open" if texts.rebuys_open else "closed")
        self.state.setText(texts.state)
        self.time.setText(texts.time)
        _restyle(
            self.time,
            stopped="true" if texts.state else "false",
            **{"break": "true" if texts.on_break else "false"},
        )
        self.blinds.setText(texts.blinds)
        self.next.setText(texts.next)
        self.breaks.setText(texts.breaks)
        self.color_up.setText(texts.color_up)
        self.color_up.setVisible(bool(texts.color_up))
        self.payouts_title.setText(texts.payouts_title)
        self.payouts.setText(texts.payouts)
        for key, value in texts.panels.items():
            self.panels[key].setText(value)


def _restyle(label: QLabel, **properties: str) -> None:
    """Set the properties the style sheet colours by; a restyle only when one changes
    (it costs more than the second's repaint)."""
    if all(label.property(name) == value for name, value in properties.items()):
        return
    for name, value in properties.items():
        label.setProperty(name, value)
    label.style().unpolish(label)
    label.style().polish(label)


PANELS = (
    ("players", "Players left"),
    ("buys", "Rebuys · add-ons"),
    ("pool", "Prize pool"),
    ("chips", "Chips in play"),
    ("average", "Average stack"),
    ("bounty", "Bounty on"),
)


def _framed(heading: QLabel, value: QLabel, stretch: tuple[int, int]) -> QFrame:
    frame = QFrame()
    frame.setProperty("role", "panel")
    column = QVBoxLayout(frame)
    column.setContentsMargins(14, 6, 14, 8)
    column.setSpacing(0)
    column.addWidget(heading, stretch[0])
    column.addWidget(value, stretch[1])
    return frame
