"""The big screen: a window for a second monitor or a TV, read across the room.

Top: the event and level, and whether rebuys are open; the time left, huge; the blinds and
ante now and next; the next break. Below: players left of entries, rebuys and add-ons,
chips in play and the average stack, the prize pool, the bounty target; at the right the
payouts; at a colour-up break, what to take off the tables. Every figure comes from
:func:`~leaguemgr.services.big_screen.big_screen_figures`; text sizes follow the window's
height and shrink where a text would not fit, so nothing is cut off at any size.

Read from 4 m: the tiles' labels are at least 40 px high at 1080p and the notes under the
clock at least 36 px (in proportion at 720p); the title names the league (with its logo,
if one is chosen) and the time of day is in the corner; the payouts fill their box. While
the players' phone page is on, its QR code can show in the bottom corner (Q switches it).

Keys: F11 full screen, Esc leaves it, Space starts/pauses the clock, Q the phone page's
code; the main window's clock keys (Night menu) work here too. Closing the window leaves
the clock running.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QGuiApplication, QKeyEvent, QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QComboBox,
    QFileDialog,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.night.facts import NightResult
from leaguemgr.domain.night.state import NightState
from leaguemgr.exporters.big_screen_text import PANELS, FigureTexts, figure_texts, result_texts
from leaguemgr.language.texts import _
from leaguemgr.services.big_screen import BigScreenFigures, big_screen_figures, closed_night
from leaguemgr.ui import settings
from leaguemgr.ui.bigscreen.fit_label import FitLabel
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.qr_code import QrCode

if TYPE_CHECKING:
    from leaguemgr.ui.night.night_session import NightSession
    from leaguemgr.ui.night.phones_publisher import PhonesPublisher

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
PANEL_TITLE_SHARE = 0.04
PANEL_VALUE_SHARE = 0.065
PAYOUTS_SHARE = 0.1
"""As large as the box allows: four payouts fill it, ten shrink to fit it."""
LABEL_MIN_SHARE = 40 / 1080
"""A tile's label from 4 m: at least 40 px at 1080p (and as much of a 720p screen)."""
NOTE_MIN_SHARE = 36 / 1080
"""The notes under the clock (next blinds, the break, colour-up): at least 36 px at 1080p."""
PHONE_CODE_SHARE = 0.3


class BigScreenWindow(QWidget):
    """A window of its own (``parent``: the main window, so it closes with it) showing the
    night of ``session`` as the clock reads it (:meth:`show_night` at each tick);
    ``toggle`` starts or pauses the clock (Space)."""

    closed = Signal()

    def __init__(
        self,
        session: NightSession,
        toggle: Callable[[], None],
        parent: QWidget | None = None,
        phones: PhonesPublisher | None = None,
    ):
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("big_screen")
        self.setWindowTitle(translate("BigScreenWindow", "Clock — leaguemgr"))
        self.setStyleSheet(STYLE)
        self._toggle = toggle
        self._session = session
        self.figures: BigScreenFigures | None = None
        self._last_night: tuple[str, int] | None = None

        self.screen_combo = QComboBox()
        self.screen_combo.setToolTip(translate("BigScreenWindow", "The screen this window goes to"))
        self.screen_combo.activated.connect(lambda _i: self.show_on_screen())
        self.full_button = QPushButton(translate("BigScreenWindow", "Full screen (F11)"))
        self.full_button.clicked.connect(self.toggle_full_screen)
        self.logo_button = QPushButton(translate("BigScreenWindow", "Logo…"))
        self.logo_button.setToolTip(
            translate("BigScreenWindow", "An image shown before the league's name (Cancel: none)")
        )
        self.logo_button.clicked.connect(self.choose_logo)
        self.code_button = QPushButton(translate("BigScreenWindow", "Phone code (Q)"))
        self.code_button.setCheckable(True)
        self.code_button.setChecked(settings.big_screen_phone_code())
        self.code_button.setToolTip(
            translate(
                "BigScreenWindow",
                "The players' phone page as a QR code in the corner, while the page is on",
            )
        )
        self.code_button.toggled.connect(self._phone_code_switched)
        self.chooser = QWidget()
        bar = QHBoxLayout(self.chooser)
        bar.setContentsMargins(0, 0, 0, 0)
        bar.addStretch(1)
        bar.addWidget(self.logo_button)
        bar.addWidget(self.code_button)
        bar.addWidget(self.screen_combo)
        bar.addWidget(self.full_button)
        for button in (self.logo_button, self.code_button, self.full_button):
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)  # the window keeps the keys

        left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
        right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
        self.title = self._fit("big_title", TITLE_SHARE, bold=True, align=left)
        self.title.setProperty("role", "title")
        self.rebuys = self._fit("big_rebuys", TITLE_SHARE, bold=True, align=right)
        self.time_of_day = self._fit("big_time_of_day", TITLE_SHARE, bold=True, align=right)
        self.logo = QLabel()
        self.logo.setObjectName("big_logo")
        self.logo.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.logo.hide()
        self.time = self._fit("big_time", TIME_SHARE, bold=True, sample="88:88")
        self.time.setProperty("role", "time")
        self.state = self._fit("big_state", NEXT_SHARE, bold=True)
        self.blinds = self._fit("big_blinds", BLINDS_SHARE, bold=True)
        self.next = self._fit("big_next", NEXT_SHARE)
        self.breaks = self._fit("big_break", NEXT_SHARE)
        self.color_up = self._fit("big_color_up", NEXT_SHARE, bold=True)
        self.payouts_title = self._fit("big_payouts_title", PANEL_TITLE_SHARE)
        self.payouts_title.setProperty("role", "title")
        self.payouts = self._fit("big_payouts", PAYOUTS_SHARE, bold=True)
        self.phone_code = QrCode()
        self.phone_code.setObjectName("big_phone_code")
        self.phone_code.hide()
        self._phones = phones
        if phones is not None:
            phones.switched.connect(lambda _on: self._show_phone_code())

        self.panels: dict[str, FitLabel] = {}
        self.panel_titles: dict[str, FitLabel] = {}
        stats = QGridLayout()
        stats.setSpacing(12)
        for index, (key, title) in enumerate(PANELS):
            stats.addWidget(self._panel(key, _(title)), index // 3, index % 3)
        payouts = _framed(self.payouts_title, self.payouts, (1, 9))

        head = QHBoxLayout()
        head.addWidget(self.logo)
        head.addWidget(self.title, 5)
        head.addWidget(self.rebuys, 2)
        head.addWidget(self.time_of_day, 1)
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
        column.addLayout(middle, 55)
        column.addWidget(self.color_up, 6)
        bottom = QHBoxLayout()
        bottom.setSpacing(12)
        bottom.addLayout(stats, 1)
        bottom.addWidget(self.phone_code)
        column.addLayout(bottom, 32)

        for label in (self.next, self.breaks, self.state, self.color_up):
            label.least_share = NOTE_MIN_SHARE
        for label in self.labels():
            if label.objectName().endswith("_title") and label is not self.title:
                label.least_share = LABEL_MIN_SHARE

        self._fill_screens()
        self.resize(1280, 720)
        self._show_logo()
        self._show_phone_code()
        # The time of day runs on when no night does (after the close, before the next).
        self._time_of_day_timer = QTimer(self)
        self._time_of_day_timer.setInterval(TIME_OF_DAY_MS)
        self._time_of_day_timer.timeout.connect(self._show_time_of_day)
        self._time_of_day_timer.start()
        self.show_night(None)

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
        self.panel_titles[key] = heading
        return _framed(heading, value, (4, 5))

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
                translate("BigScreenWindow", "Screen {number}: {name} ({width}×{height})").format(
                    number=index,
                    name=screen.name() or translate("BigScreenWindow", "display"),
                    width=size.width(),
                    height=size.height(),
                ),
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

    # The logo and the phone page's code ---------------------------------------------------

    def choose_logo(self) -> None:
        """Pick the image shown before the league's name (Cancel: no logo)."""
        path, _filter = QFileDialog.getOpenFileName(
            self,
            translate("BigScreenWindow", "Logo for the big screen"),
            "",
            translate("BigScreenWindow", "Images (*.png *.jpg *.jpeg *.svg *.bmp)"),
        )
        settings.remember_big_screen_logo(path)
        self._show_logo()

    def _show_logo(self) -> None:
        path = settings.big_screen_logo()
        image = QPixmap(path) if path else QPixmap()
        self._logo_image = image
        self.logo.setVisible(not image.isNull())
        self._scale_logo()

    def _scale_logo(self) -> None:
        image = getattr(self, "_logo_image", QPixmap())
        if image.isNull():
            return
        side = max(16, round(self.height() * TITLE_SHARE * 1.4))
        self.logo.setPixmap(
            image.scaled(
                side * 3,
                side,
                Qt.AspectRatioMode.KeepAspectRatio,
                Qt.TransformationMode.SmoothTransformation,
            )
        )

    def _phone_code_switched(self, on: bool) -> None:
        settings.set_big_screen_phone_code(on)
        self._show_phone_code()

    def _show_phone_code(self) -> None:
        """The code in the corner while the phone page is on and the director wants it."""
        url = self._phones.url if self._phones is not None else ""
        self.phone_code.set_text(url)
        self.phone_code.setVisible(bool(url) and self.code_button.isChecked())

    def toggle_phone_code(self) -> None:
        self.code_button.toggle()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        key = event.key()
        if key == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif key == Qt.Key.Key_Q and not event.modifiers():
            self.toggle_phone_code()
        elif key == Qt.Key.Key_Escape:
            self.leave_full_screen()
        elif key == Qt.Key.Key_Space and not event.modifiers():
            self._toggle()
        else:
            super().keyPressEvent(event)

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closed by the director (the main window's own close takes it without one)."""
        self.closed.emit()
        super().closeEvent(event)

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        height = self.height()
        for label in self.labels():
            label.scale(height)
        side = round(height * PHONE_CODE_SHARE)
        self.phone_code.setFixedSize(side, side)
        self._scale_logo()

    # Showing ------------------------------------------------------------------------------

    def show_night(self, night: NightState | None) -> None:
        """Show the night as read at the clock's last tick (``None``: no night running; the
        result of the night shown last once it is closed)."""
        data = self._session.data
        self._show_time_of_day()
        league = self._session.context.service.league
        currency, locale = league.currency, league.locale
        if night is None or data is None:
            self.figures = None
            result = self._closed_result()
            if result is not None:
                self._show_texts(result_texts(result, self._session.names.by_id, currency, locale))
            else:
                self._show_texts(None)
            return
        self._last_night = (data.season, data.number)
        rules = self._session.context.service.season(data.season).rules
        self.figures = big_screen_figures(
            data.number,
            night,
            data.status,
            rules,
            night.at or 0.0,
            bounty_target=data.bounty_target,
            names=self._session.names.by_id,
            heads=data.heads,
            knockout=data.knockout,
        )
        self._show_texts(figure_texts(self.figures, currency, locale))

    def _show_time_of_day(self) -> None:
        # The time the night's clock is read at (the wall clock, or a test's).
        shown = time.strftime("%H:%M", time.localtime(self._session.nights.now()))
        if self.time_of_day.text() != shown:
            self.time_of_day.setText(shown)

    def _closed_result(self) -> NightResult | None:
        """The result of the night this screen showed last, if it is closed now."""
        if self._last_night is None:
            return None
        season, number = self._last_night
        try:
            return closed_night(self._session.context.service, season, number)
        except ValueError:  # the season or the event is gone (another league, an undo)
            return None

    def _show_texts(self, texts: FigureTexts | None) -> None:
        if texts is None:
            self.title.setText(self._titled(translate("BigScreenWindow", "No night running")))
            for key, title in PANELS:
                self.panel_titles[key].setText(_(title))
            for label in self.labels():
                if label in (self.title, self.time_of_day):
                    continue
                if not label.objectName().endswith("_title"):
                    label.setText("")
            self.color_up.hide()
            self.payouts_title.setText(translate("BigScreenWindow", "Payouts"))
            self.panel_titles["players"].setText(translate("BigScreenWindow", "Players left"))
            return
        self.title.setText(self._titled(texts.title))
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
        for key, title in PANELS:
            self.panel_titles[key].setText(texts.panel_titles.get(key, _(title)))
        self.panel_titles["players"].setText(texts.players_title)

    def _titled(self, text: str) -> str:
        """The league's name before the event and level: the room sees whose night it is."""
        league = self._session.context.service.league.name
        return f"{league} · {text}" if league else text


def _restyle(label: QLabel, **properties: str) -> None:
    """Set the properties the style sheet colours by; a restyle only when one changes
    (it costs more than the second's repaint)."""
    if all(label.property(name) == value for name, value in properties.items()):
        return
    for name, value in properties.items():
        label.setProperty(name, value)
    label.style().unpolish(label)
    label.style().polish(label)


TIME_OF_DAY_MS = 5000
"""How often the time of day is read while no night ticks (it shows the minutes)."""


def _framed(heading: QLabel, value: QLabel, stretch: tuple[int, int]) -> QFrame:
    frame = QFrame()
    frame.setProperty("role", "panel")
    column = QVBoxLayout(frame)
    column.setContentsMargins(14, 2, 14, 4)
    column.setSpacing(0)
    column.addWidget(heading, stretch[0])
    column.addWidget(value, stretch[1])
    return frame
