"""The seating view for a second screen: tables and seats in large text, updated after
every action of the night; pick the screen it goes to, F11 for full screen."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QGuiApplication, QKeyEvent
from PySide6.QtWidgets import (
    QComboBox,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.night_data import NightData
from leaguemgr.ui.night.night_session import NightSession
from leaguemgr.ui.night.seats_model import seat_rows

TABLES_PER_ROW = 3
RED_SUITS = "\u2665\u2666"  # hearts, diamonds


class SeatingWindow(QWidget):
    """A window of its own, following the night of ``session`` (a :class:`NightSession`)."""

    def __init__(self, session: NightSession, parent: QWidget | None = None):
        super().__init__(parent, Qt.WindowType.Window)
        self.setWindowTitle(translate("SeatingWindow", "Seating — leaguemgr"))
        self.setObjectName("seating_window")
        self.setStyleSheet(
            "#seating_window { background: #10241a; }"
            "#seating_window QLabel { color: #f4f1e8; }"
            "QFrame#table_card { border: 2px solid #c8a850; border-radius: 12px;"
            " background: #17402a; }"
        )
        self._session = session
        self.title = QLabel()
        self.title.setObjectName("seating_title")
        self.title.setFont(_font(28, bold=True))
        self.screen_combo = QComboBox()
        self.screen_combo.setToolTip(
            translate("SeatingWindow", "The screen this window goes to (F11: full screen)")
        )
        self.screen_combo.activated.connect(lambda _i: self.show_on_screen())
        self.moves = QLabel()
        self.moves.setFont(_font(20))
        self.moves.setWordWrap(True)
        self.grid = QGridLayout()
        self.grid.setSpacing(18)
        head = QHBoxLayout()
        head.addWidget(self.title, 1)
        head.addWidget(self.screen_combo)
        column = QVBoxLayout(self)
        column.setContentsMargins(24, 18, 24, 18)
        column.addLayout(head)
        column.addLayout(self.grid, 1)
        column.addWidget(self.moves)
        session.night_changed.connect(self.show_night)
        self._fill_screens()
        self.show_night(session.data)
        self.resize(1000, 640)

    def _fill_screens(self) -> None:
        self.screen_combo.clear()
        for index, screen in enumerate(QGuiApplication.screens(), 1):
            size = screen.geometry()
            self.screen_combo.addItem(
                translate("SeatingWindow", "Screen {number}: {name} ({width}×{height})").format(
                    number=index,
                    name=screen.name() or translate("SeatingWindow", "display"),
                    width=size.width(),
                    height=size.height(),
                )
            )
        # A second screen if there is one: the director keeps the first.
        self.screen_combo.setCurrentIndex(min(1, self.screen_combo.count() - 1))

    def show_on_screen(self) -> None:
        screens = QGuiApplication.screens()
        index = self.screen_combo.currentIndex()
        if 0 <= index < len(screens):
            screen = screens[index]
            self.setScreen(screen)
            self.move(screen.availableGeometry().topLeft())
        self.show()
        self.raise_()

    def keyPressEvent(self, event: QKeyEvent) -> None:
        if event.key() == Qt.Key.Key_F11:
            self.toggle_full_screen()
        elif event.key() == Qt.Key.Key_Escape:
            self.leave_full_screen()
        else:
            super().keyPressEvent(event)

    def toggle_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def leave_full_screen(self) -> None:
        if self.isFullScreen():
            self.showNormal()

    def show_night(self, data: NightData | None) -> None:
        while self.grid.count():
            item = self.grid.takeAt(0)
            if item.widget() is not None:
                item.widget().deleteLater()
        if data is None:
            self.title.setText(translate("SeatingWindow", "No night running"))
            self.moves.setText("")
            return
        night = data.night
        names = self._session.names
        self.title.setText(
            translate(
                "SeatingWindow", "Event {number} — level {level} — {left} of {entries} left"
            ).format(
                number=data.number,
                level=night.level,
                left=len(night.remaining),
                entries=len(night.arrivals),
            )
        )
        tables: dict[int, list[tuple[int, str, str]]] = {}
        for table, seat, name, card in seat_rows(night, names):
            tables.setdefault(table, []).append((seat, name, card))
        if not tables:
            waiting = len(night.remaining)
            self.grid.addWidget(
                _label(
                    translate("SeatingWindow", "{count} arrived — seats not drawn yet").format(
                        count=waiting
                    ),
                    24,
                ),
                0,
                0,
            )
        for position, (table, seats) in enumerate(sorted(tables.items())):
            card = _table_card(table, seats)
            self.grid.addWidget(card, position // TABLES_PER_ROW, position % TABLES_PER_ROW)
        from leaguemgr.ui.night.live_panel import moves_text

        moves = moves_text(night, names)
        drawn_only = not [m for m in night.last_moves if m.origin != m.to] or not night.drawn
        self.moves.setText(
            "" if drawn_only else translate("SeatingWindow", "Moves: {moves}").format(moves=moves)
        )


def _font(points: int, bold: bool = False) -> QFont:
    font = QFont()
    font.setPointSize(points)
    font.setBold(bold)
    return font


def _label(text: str, points: int, bold: bool = False) -> QLabel:
    label = QLabel(text)
    label.setFont(_font(points, bold))
    return label


def _table_card(table: int, seats: list[tuple[int, str, str]]) -> QWidget:
    from PySide6.QtWidgets import QFrame

    frame = QFrame()
    frame.setObjectName("table_card")
    column = QVBoxLayout(frame)
    column.setContentsMargins(16, 10, 16, 12)
    column.addWidget(
        _label(translate("SeatingWindow", "Table {table}").format(table=table), 26, bold=True)
    )
    grid = QGridLayout()
    grid.setHorizontalSpacing(16)
    for row, (seat, name, card) in enumerate(seats):
        grid.addWidget(_label(str(seat), 20, bold=True), row, 0, Qt.AlignmentFlag.AlignRight)
        grid.addWidget(_label(name, 20), row, 1)
        if card:
            shown = _label(card, 20)
            if card[-1] in RED_SUITS:
                shown.setStyleSheet("color: #ff8a80;")
            grid.addWidget(shown, row, 2, Qt.AlignmentFlag.AlignRight)
    grid.setColumnStretch(1, 1)
    column.addLayout(grid)
    column.addStretch(1)
    return frame
