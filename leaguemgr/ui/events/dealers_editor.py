"""Who dealt at the event, a full or a half game each (dealer credits, SPEC 2.6)."""

from __future__ import annotations

from PySide6.QtCore import QT_TRANSLATE_NOOP, QEvent, QObject, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.errors import Problem
from leaguemgr.domain.records import Dealer, DealerGame
from leaguemgr.ui.form_fields import ProblemLabel, mark_widget
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.roster import Roster

GAME_LABELS = {
    DealerGame.FULL: QT_TRANSLATE_NOOP("DealersEditor", "full game"),
    DealerGame.HALF: QT_TRANSLATE_NOOP("DealersEditor", "half game"),
}
GAME_KEYS = {Qt.Key.Key_F: DealerGame.FULL, Qt.Key.Key_H: DealerGame.HALF}


class DealersEditor(QWidget):
    """Type a dealer's name (with completion) and Enter; pick full or half per dealer."""

    edited = Signal()

    def __init__(self, roster: Roster, parent: QWidget | None = None):
        super().__init__(parent)
        self.roster = roster
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        bar = QHBoxLayout()
        caption = QLabel(translate("DealersEditor", "Deale&rs:"))
        bar.addWidget(caption)
        self.add_edit = QLineEdit()
        caption.setBuddy(self.add_edit)
        self.add_edit.setPlaceholderText(translate("DealersEditor", "dealer's name, Enter"))
        self.add_edit.setCompleter(roster.completer(self.add_edit))
        self.add_edit.returnPressed.connect(self.add_typed)
        bar.addWidget(self.add_edit, 1)
        self.remove_button = QPushButton(translate("DealersEditor", "Remove dealer"))
        self.remove_button.clicked.connect(self.remove_current)
        bar.addWidget(self.remove_button)
        layout.addLayout(bar)
        self.table = QTableWidget(0, 2)
        self.table.setHorizontalHeaderLabels(
            [translate("DealersEditor", "Dealer"), translate("DealersEditor", "Game")]
        )
        self.table.verticalHeader().setVisible(False)
        self.table.horizontalHeader().setSectionResizeMode(0, QHeaderView.ResizeMode.Stretch)
        self.table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        self.table.setTabKeyNavigation(False)
        self.table.setSelectionBehavior(QTableWidget.SelectionBehavior.SelectRows)
        self.table.setToolTip(
            translate(
                "DealersEditor", "Space switches the selected dealer between full and half game"
            )
        )
        self.table.installEventFilter(self)
        self.table.setMaximumHeight(80)
        layout.addWidget(self.table)
        self.problem = ProblemLabel()
        layout.addWidget(self.problem)
        self._dealers: list[Dealer] = []

    def set_roster(self, roster: Roster) -> None:
        self.roster = roster
        self.add_edit.setCompleter(roster.completer(self.add_edit))
        self.load(self._dealers)

    def load(self, dealers: tuple[Dealer, ...] | list[Dealer]) -> None:
        self._dealers = list(dealers)
        self.table.setRowCount(0)
        for dealer in self._dealers:
            self._append(dealer)

    def dealers(self) -> tuple[Dealer, ...]:
        return tuple(self._dealers)

    def add_typed(self) -> None:
        """Add the player typed in the dealer field (a full game; change it in the list)."""
        matches = self.roster.matches(self.add_edit.text())
        count = len(matches)
        if count != 1:
            self.problem.show_message(
                translate("DealersEditor", "No player matches '{text}'").format(
                    text=self.add_edit.text()
                )
                if not matches
                # Qt's plural forms: lupdate reads them from self.tr with a plain name for n.
                else self.tr("%n players match '{text}': keep typing", "", count).format(
                    text=self.add_edit.text()
                )
            )
            return
        self.problem.show_message(None)
        dealer = Dealer(matches[0], DealerGame.FULL)
        self._dealers.append(dealer)
        self._append(dealer)
        self.table.setCurrentCell(len(self._dealers) - 1, 0)  # Space in the list: half game
        self.add_edit.clear()
        self.edited.emit()

    def remove_current(self) -> None:
        row = self.table.currentRow()
        row = row if row >= 0 else len(self._dealers) - 1
        if row >= 0:
            del self._dealers[row]
            self.table.removeRow(row)
            self.edited.emit()

    def show_problems(self, problems: list[Problem]) -> None:
        messages = {}
        for problem in problems:
            where = problem.location
            if len(where) >= 2 and where[0] == "dealers" and isinstance(where[1], int):
                messages.setdefault(where[1], self.roster.humanize(problem.message))
        for row in range(self.table.rowCount()):
            item = self.table.item(row, 0)
            item.setToolTip(messages.get(row, ""))
            mark_widget(self.table.cellWidget(row, 1), messages.get(row))
        self.problem.show_message(
            "; ".join(
                f"{self.roster.label(self._dealers[r].player)}: {m}" for r, m in messages.items()
            )
        )

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """In the dealers list, Space switches full and half game (H: half, F: full)."""
        if watched is self.table and event.type() == QEvent.Type.KeyPress:
            row = self.table.currentRow()
            combo = self.table.cellWidget(row, 1) if row >= 0 else None
            if isinstance(combo, QComboBox) and combo.isEnabled():
                key = event.key()
                if key == Qt.Key.Key_Space:
                    combo.setCurrentIndex(1 - combo.currentIndex())
                    return True
                if key in GAME_KEYS:
                    combo.setCurrentIndex(combo.findData(GAME_KEYS[key].value))
                    return True
        return super().eventFilter(watched, event)

    def set_game(self, row: int, game: DealerGame) -> None:
        """Make dealer ``row`` deal a full or half game (as choosing it in the list does)."""
        combo = self.table.cellWidget(row, 1)
        if isinstance(combo, QComboBox):
            combo.setCurrentIndex(combo.findData(game.value))

    def _append(self, dealer: Dealer) -> None:
        row = self.table.rowCount()
        self.table.insertRow(row)
        self.table.setItem(row, 0, QTableWidgetItem(self.roster.label(dealer.player)))
        game = QComboBox()
        for value, label in GAME_LABELS.items():
            game.addItem(translate("DealersEditor", label), value.value)
        game.setCurrentIndex(game.findData(dealer.game.value))
        game.currentIndexChanged.connect(lambda _i, g=game: self._game_changed(g))
        # Reached from the keyboard through the list (Space): Tab leaves the list instead of
        # wandering through its cells.
        game.setFocusPolicy(Qt.FocusPolicy.ClickFocus)
        self.table.setCellWidget(row, 1, game)

    def _game_changed(self, combo: QComboBox) -> None:
        for row in range(self.table.rowCount()):
            if self.table.cellWidget(row, 1) is combo:
                self._dealers[row] = Dealer(
                    self._dealers[row].player, DealerGame(combo.currentData())
                )
                self.edited.emit()
                return
