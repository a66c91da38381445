"""The cash box at a glance: taken in, paid out, funds held, owed each way, and the cash that
should be on hand, for a night, the season or the whole league."""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtWidgets import QComboBox, QGridLayout, QGroupBox, QLabel, QWidget

from leaguemgr.domain.cash_box import EMPTY, CashBox
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.money_text import money_text

SEASON, LEAGUE = (
    QT_TRANSLATE_NOOP("CashBoxPanel", "The season"),
    QT_TRANSLATE_NOOP("CashBoxPanel", "The league"),
)
FIGURES = (
    (
        "taken_in",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Taken in"),
        QT_TRANSLATE_NOOP("CashBoxPanel", "Buy-ins paid at the nights and payments recorded"),
    ),
    (
        "paid_out",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Paid out"),
        QT_TRANSLATE_NOOP("CashBoxPanel", "Prizes and bounties handed over, and payouts recorded"),
    ),
    (
        "funds_held",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Funds held"),
        QT_TRANSLATE_NOOP(
            "CashBoxPanel", "The funds, dues and charges, less free entries and prizes"
        ),
    ),
    (
        "owed_to_league",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Owed to the league"),
        QT_TRANSLATE_NOOP("CashBoxPanel", "Unpaid entries, dues and charges not yet paid"),
    ),
    (
        "owed_by_league",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Owed by the league"),
        QT_TRANSLATE_NOOP("CashBoxPanel", "Prizes and credits the league has not paid"),
    ),
    (
        "on_hand",
        QT_TRANSLATE_NOOP("CashBoxPanel", "Cash on hand should be"),
        QT_TRANSLATE_NOOP("CashBoxPanel", "Funds held - owed to + owed by the league"),
    ),
)


class CashBoxPanel(QGroupBox):
    """Six figures and the choice of what they are for."""

    def __init__(self, parent: QWidget | None = None):
        super().__init__(translate("CashBoxPanel", "Cash box"), parent)
        self.scope = QComboBox()
        self.scope.setObjectName("cash_scope")
        self.scope.setToolTip(translate("CashBoxPanel", "A night, the season or the whole league"))
        self.values: dict[str, QLabel] = {}
        grid = QGridLayout(self)
        grid.addWidget(QLabel(translate("CashBoxPanel", "For:")), 0, 0)
        grid.addWidget(self.scope, 0, 1, 1, 3)
        for index, (key, title, tip) in enumerate(FIGURES):
            caption = QLabel(translate("CashBoxPanel", title))
            caption.setToolTip(translate("CashBoxPanel", tip))
            value = QLabel()
            value.setObjectName(f"cash_{key}")
            value.setToolTip(translate("CashBoxPanel", tip))
            self.values[key] = value
            if key == "on_hand":
                value.setStyleSheet("font-weight: bold;")
                caption.setStyleSheet("font-weight: bold;")
            row, column = 1 + index // 3, (index % 3) * 2
            grid.addWidget(caption, row, column)
            grid.addWidget(value, row, column + 1)
        self._boxes: dict[str, Callable[[], CashBox]] = {}
        self._currency = "USD"
        self._locale: str | None = None
        self.scope.currentTextChanged.connect(lambda _text: self._show())

    def set_boxes(
        self, boxes: dict[str, Callable[[], CashBox]], currency: str, locale: str | None = None
    ) -> None:
        """What each scope shows, computed when chosen (the league's adds every season)."""
        season = translate("CashBoxPanel", SEASON)
        shown = self.scope.currentText() or season
        self._boxes = boxes
        self._currency, self._locale = currency, locale
        self.scope.blockSignals(True)
        self.scope.clear()
        self.scope.addItems(list(boxes))
        self.scope.setCurrentText(shown if shown in boxes else season)
        self.scope.blockSignals(False)
        self._show()

    def box(self) -> CashBox:
        make = self._boxes.get(self.scope.currentText())
        return EMPTY if make is None else make()

    def _show(self) -> None:
        box = self.box()
        for key, _title, _tip in FIGURES:
            self.values[key].setText(money_text(getattr(box, key), self._currency, self._locale))
