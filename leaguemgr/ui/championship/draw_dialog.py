"""The Championship screen's Draw: players tied at the cut ordered by a fair draw, or by the
order a draw with cards at the table gave (SPEC 8)."""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QListWidgetItem,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.draws import drawn_order
from leaguemgr.ui.dialog_buttons import ok_cancel_buttons
from leaguemgr.ui.i18n import translate

PLAYER_ROLE = Qt.ItemDataRole.UserRole


class DrawDialog(QDialog):
    """Draw at random, or put the players in the order the cards were drawn; OK records it."""

    def __init__(self, tied: Sequence[tuple[str, str]], parent: QWidget | None = None):
        super().__init__(parent)
        self.setWindowTitle(translate("DrawDialog", "Draw for the last seats"))
        self.order = QListWidget()
        for player, name in tied:
            item = QListWidgetItem(name)
            item.setData(PLAYER_ROLE, player)
            self.order.addItem(item)
        self.order.setCurrentRow(0)
        self.random_button = QPushButton(translate("DrawDialog", "&Draw at random"))
        self.random_button.setToolTip(
            translate("DrawDialog", "A fair draw by the computer's random source")
        )
        self.up_button = QPushButton(translate("DrawDialog", "Move &up"))
        self.down_button = QPushButton(translate("DrawDialog", "Move do&wn"))
        self.random_button.clicked.connect(self.draw_at_random)
        self.up_button.clicked.connect(lambda: self.move(-1))
        self.down_button.clicked.connect(lambda: self.move(1))
        self.said = QLabel(
            translate(
                "DrawDialog",
                "Draw at random, or put the players in the order drawn with cards at the table "
                "(first drawn first). The standings and the cut follow the order recorded; "
                "Edit ▸ Undo takes it back.",
            )
        )
        self.said.setWordWrap(True)
        self.buttons = ok_cancel_buttons(self, translate("DrawDialog", "Record the draw"))
        side = QVBoxLayout()
        for button in (self.random_button, self.up_button, self.down_button):
            side.addWidget(button)
        side.addStretch(1)
        row = QHBoxLayout()
        row.addWidget(self.order, 1)
        row.addLayout(side)
        layout = QVBoxLayout(self)
        layout.addWidget(self.said)
        layout.addLayout(row)
        layout.addWidget(self.buttons)

    def players(self) -> tuple[str, ...]:
        """The order to record, first drawn first."""
        return tuple(self.order.item(i).data(PLAYER_ROLE) for i in range(self.order.count()))

    def draw_at_random(self) -> None:
        names = {self.order.item(i).data(PLAYER_ROLE): self.order.item(i).text()
                 for i in range(self.order.count())}  # fmt: skip
        self.order.clear()
        for player in drawn_order(list(names)):
            item = QListWidgetItem(names[player])
            item.setData(PLAYER_ROLE, player)
            self.order.addItem(item)
        self.order.setCurrentRow(0)
        self.said.setText(translate("DrawDialog", "Drawn at random. OK records this order."))

    def move(self, step: int) -> None:
        row = self.order.currentRow()
        target = row + step
        if row < 0 or not 0 <= target < self.order.count():
            return
        item = self.order.takeItem(row)
        self.order.insertItem(target, item)
        self.order.setCurrentRow(target)
