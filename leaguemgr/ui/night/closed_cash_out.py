"""The closed night's cash-out on the Night screen (issue 31 item 5): after Yes to close, who
is handed what stays on the screen, and prints, until the next night starts."""

from __future__ import annotations

from PySide6.QtGui import QFont, QFontDatabase
from PySide6.QtWidgets import (
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.services.night_cash_out import event_cash_out
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money_text import money_text


class ClosedCashOut(QGroupBox):
    """The cash-out of the night closed last, read back from the books (so what it shows is
    what the Money screen, the cash sheet and ``ledger show`` say)."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self.setObjectName("closed_cash_out")
        self._context = context
        self.closed: tuple[str, int] | None = None
        self.text = QLabel()
        self.text.setObjectName("closed_cash_out_text")
        font = QFontDatabase.systemFont(QFontDatabase.SystemFont.GeneralFont)
        font.setPointSizeF(font.pointSizeF() * 1.15)
        font.setWeight(QFont.Weight.Medium)
        self.text.setFont(font)
        self.text.setWordWrap(True)
        self.print_button = QPushButton(translate("ClosedCashOut", "Print cash-out…"))
        self.print_button.setObjectName("print_cash_out")
        self.print_button.clicked.connect(self.print_cash_out)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        buttons.addWidget(self.print_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.text)
        layout.addLayout(buttons)
        self.hide()

    def show_closed(self, season: str, number: int) -> None:
        """Show the cash-out of event ``number``, just closed."""
        self.closed = (season, number)
        self.refresh()

    def forget(self) -> None:
        """The next night started: the last one's cash-out goes."""
        self.closed = None
        self.text.clear()
        self.hide()

    def refresh(self) -> None:
        """Read the closed night's cash-out again (a payment recorded since shows)."""
        if self.closed is None:
            return
        season, number = self.closed
        service = self._context.service
        try:
            cash = event_cash_out(service.league, service.report(season), season, number)
        except (KeyError, ValueError):  # the season or the event went (renamed, deleted)
            self.forget()
            return
        names = service.player_names()
        currency, locale = service.currency(), service.locale()
        self.setTitle(
            translate("ClosedCashOut", "Event {number} closed: the cash-out").format(number=number)
        )
        text = cash.text(lambda p: names.get(p, p), lambda a: money_text(a, currency, locale))
        # Its first line is the heading ("Cash-out:"): the box's title says it already.
        head, _sep, rest = text.partition("\n")
        text = (rest if not head.startswith(" ") else text).replace("\n  ", "\n").strip()
        self.text.setText(text.replace("Closing records", "The close recorded"))
        self.show()

    def print_cash_out(self) -> None:
        """The cash sheet of the closed night, in the print preview."""
        if self.closed is None:
            return
        from leaguemgr.exporters.money_exports import cash_sheet_html
        from leaguemgr.exporters.pdf import make_document
        from leaguemgr.ui.night.print_seating import preview_seating

        season, number = self.closed
        service = self._context.service
        league = service.league_for_season(season)
        html = cash_sheet_html(league, service.report(season), number)
        letter = league.currency.upper() in {"USD", "CAD"}
        title = translate(
            "ClosedCashOut", "{league} \u2014 season {season} \u2014 Cash sheet"
        ).format(league=league.name, season=season)
        preview_seating(
            self, make_document(html, title, letter=letter), translate("ClosedCashOut", "Cash-out")
        )
