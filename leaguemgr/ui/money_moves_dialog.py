"""Money once paid never changes without the organizer seeing how (SPEC 4).

Before a change of rules recomputes closed nights, or an edit of a closed night is saved,
this dialog lists player by player the money that would move, and the organizer decides.
"""

from __future__ import annotations

from collections.abc import Sequence
from enum import Enum

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import (
    QAbstractItemView,
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QLabel,
    QPushButton,
    QTableWidget,
    QTableWidgetItem,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.money_moves import MoneyMove
from leaguemgr.ui.form_fields import league_locale_of
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text


class Decision(Enum):
    KEEP = "keep"  # closed nights keep the money they paid
    MOVE = "move"  # the money moves as listed
    CANCEL = "cancel"


HEADERS = (
    QT_TRANSLATE_NOOP("MoneyMovesDialog", "Event"),
    QT_TRANSLATE_NOOP("MoneyMovesDialog", "Player"),
    QT_TRANSLATE_NOOP("MoneyMovesDialog", "Paid"),
    QT_TRANSLATE_NOOP("MoneyMovesDialog", "Would be"),
    QT_TRANSLATE_NOOP("MoneyMovesDialog", "Change"),
)
MONEY_COLUMNS = 2  # from this column on: amounts, right-aligned
RIGHT = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter


class MoneyMovesDialog(QDialog):
    """The moves in a table, and the choice: keep what was paid, move it, or cancel."""

    def __init__(
        self,
        moves: Sequence[MoneyMove],
        names: dict[str, str],
        currency: str,
        *,
        question: str,
        keep_text: str | None,
        move_text: str | None,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self.setWindowTitle(translate("MoneyMovesDialog", "Money already paid would change"))
        self.decision = Decision.CANCEL
        layout = QVBoxLayout(self)
        intro = QLabel(question)
        intro.setWordWrap(True)
        layout.addWidget(intro)
        table = QTableWidget(len(moves), len(HEADERS))
        table.setHorizontalHeaderLabels([translate("MoneyMovesDialog", h) for h in HEADERS])
        table.verticalHeader().hide()
        table.setEditTriggers(QAbstractItemView.EditTrigger.NoEditTriggers)
        locale = league_locale_of(parent)
        for row, move in enumerate(moves):
            cells = (
                move.what or str(move.event),
                names.get(move.player, move.player),
                money_text(move.before, currency, locale),
                money_text(move.after, currency, locale),
                ("+" if move.after > move.before else "")
                + money_text(move.after - move.before, currency, locale),
            )
            for column, text in enumerate(cells):
                item = QTableWidgetItem(text)
                if column >= MONEY_COLUMNS:
                    item.setTextAlignment(
                        Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
                    )
                table.setItem(row, column, item)
        table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.ResizeToContents)
        table.horizontalHeader().setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        layout.addWidget(table)
        self.table = table
        buttons = QDialogButtonBox()
        if keep_text is not None:
            keep = buttons.addButton(keep_text, QDialogButtonBox.ButtonRole.AcceptRole)
            keep.clicked.connect(lambda: self._decide(Decision.KEEP))
            keep.setDefault(True)  # Enter never moves paid money
        if move_text is not None:  # none where only what is not paid out yet would move
            move = QPushButton(move_text)
            move.setAutoDefault(False)  # Enter never moves paid money, wherever the focus is
            buttons.addButton(move, QDialogButtonBox.ButtonRole.DestructiveRole)
            move.clicked.connect(lambda: self._decide(Decision.MOVE))
        cancel = buttons.addButton(QDialogButtonBox.StandardButton.Cancel)
        cancel.clicked.connect(self.reject)
        if keep_text is None:
            cancel.setDefault(True)
        layout.addWidget(buttons)
        table.setFocus()
        self.resize(640, 360)

    def rows(self) -> list[tuple[str, ...]]:
        """The table as shown: event, player, paid, would be, change."""
        return [
            tuple(self.table.item(row, column).text() for column in range(len(HEADERS)))
            for row in range(self.table.rowCount())
        ]

    def _decide(self, decision: Decision) -> None:
        self.decision = decision
        self.accept()


def ask_about_moves(
    parent: QWidget,
    moves: Sequence[MoneyMove],
    names: dict[str, str],
    currency: str,
    *,
    question: str,
    keep_text: str | None,
    move_text: str | None,
) -> Decision:
    """``KEEP`` at once when nothing would move; else what the organizer chose."""
    if not moves:
        return Decision.KEEP
    dialog = MoneyMovesDialog(
        moves,
        names,
        currency,
        question=question,
        keep_text=keep_text,
        move_text=move_text,
        parent=parent,
    )
    dialog.exec()
    return dialog.decision
