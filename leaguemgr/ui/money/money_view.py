"""The Money screen (View ▸ Money, Ctrl+7): who owes the league, whom the league owes, each
player's lines with the running balance, and the cash box.

Record payment (Alt+P), Charge (Alt+C) and Payout (Alt+O) open a dialog typed in one breath:
a name, the amount (suggested: what the player owes), Enter. Each line is an undoable edit;
undo records the correction (the ledger is append-only, SPEC 7).
"""

from __future__ import annotations

import datetime
from decimal import Decimal

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QHBoxLayout,
    QHeaderView,
    QLabel,
    QLineEdit,
    QPushButton,
    QSplitter,
    QTableView,
    QVBoxLayout,
    QWidget,
)

from leaguemgr.domain.ledger import dues_paid
from leaguemgr.domain.ledger_index import index_of
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import LedgerFor, LedgerKind
from leaguemgr.services.league_service import Change
from leaguemgr.services.season_money import (
    SeasonMoney,
    league_cash_box,
    night_cash_boxes,
    season_cash_box,
    season_money,
)
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.money import money_commands
from leaguemgr.ui.money.cash_box_panel import LEAGUE, SEASON, CashBoxPanel
from leaguemgr.ui.money.ledger_dialog import TITLES, LedgerLineDialog
from leaguemgr.ui.money.money_models import (
    BalanceColumn,
    BalanceRow,
    BalancesModel,
    BalancesProxy,
    LinesModel,
    balance_text,
)
from leaguemgr.ui.money_text import money_text
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.season_data import season_view
from leaguemgr.ui.table_helpers import configure_table, select_row, widen_to_fit

_SHOWN = frozenset({"league", "players", "events", "championship", "seasons", "rules", "ledger"})
_KEYS = {LedgerKind.PAYMENT: "Alt+P", LedgerKind.CHARGE: "Alt+C", LedgerKind.PAYOUT: "Alt+O"}
_LABELS = {
    LedgerKind.PAYMENT: QT_TRANSLATE_NOOP("MoneyView", "Record &payment…"),
    LedgerKind.CHARGE: QT_TRANSLATE_NOOP("MoneyView", "&Charge…"),
    LedgerKind.PAYOUT: QT_TRANSLATE_NOOP("MoneyView", "Pay&out…"),
}


class MoneyView(QWidget):
    """Balances, one player's lines and the cash box of the selected season."""

    def __init__(self, context: LeagueContext, parent: QWidget | None = None):
        super().__init__(parent)
        self._context = context
        self.money: SeasonMoney | None = None
        self.problem = QLabel()
        self.problem.setWordWrap(True)
        self.summary = QLabel()
        self.summary.setObjectName("money_summary")

        self.search = QLineEdit()
        self.search.setPlaceholderText(translate("MoneyView", "Filter players…"))
        self.search.setClearButtonEnabled(True)
        self.who = QComboBox()
        for who, text in BalancesProxy.CHOICES:
            self.who.addItem(translate("MoneyView", text), who)
        self.balances = BalancesModel(self)
        self.proxy = BalancesProxy(self)
        self.proxy.setSourceModel(self.balances)
        self.search.textChanged.connect(self._filter)
        self.who.currentIndexChanged.connect(self._filter)
        self.table = QTableView()
        self.table.setObjectName("balances")
        self.table.setModel(self.proxy)
        self.table.setSortingEnabled(True)
        self.table.sortByColumn(BalanceColumn.BALANCE, Qt.SortOrder.DescendingOrder)
        configure_table(self.table, stretch_column=BalanceColumn.PLAYER)
        self.table.selectionModel().selectionChanged.connect(lambda *_: self._show_lines())

        self.lines = LinesModel(self)
        self.lines_table = QTableView()
        self.lines_table.setObjectName("player_lines")
        self.lines_table.setModel(self.lines)
        configure_table(self.lines_table)
        # Sized to the text once per player shown, not on every line recorded.
        self.lines_table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.lines_table.horizontalHeader().setStretchLastSection(True)
        self._lines_of: str | None = None
        self.lines_title = QLabel(translate("MoneyView", "Choose a player to see their lines"))
        # A season prize worked out mid-season is in no balance (SPEC 7): said apart.
        self.expected = QLabel()
        self.expected.setObjectName("money_expected")
        self.expected.setWordWrap(True)
        self.expected.setStyleSheet("color: #555555;")
        self.expected.hide()
        self.cash = CashBoxPanel()
        # Columns sized to the text when the players change, not on every line recorded.
        self.table.horizontalHeader().setSectionResizeMode(QHeaderView.ResizeMode.Interactive)
        self.table.horizontalHeader().setStretchLastSection(True)

        self.actions: dict[LedgerKind, QAction] = {}
        buttons = QHBoxLayout()
        for kind in LedgerKind:
            action = QAction(translate("MoneyView", _LABELS[kind]), self)
            action.setShortcut(QKeySequence(_KEYS[kind]))
            action.setShortcutContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            action.triggered.connect(lambda _checked=False, k=kind: self.record(k))
            self.addAction(action)
            self.actions[kind] = action
            button = QPushButton(translate("MoneyView", _LABELS[kind]).replace("&", ""))
            button.setObjectName(f"money_{kind.value}")
            key = QKeySequence(_KEYS[kind]).toString(QKeySequence.SequenceFormat.NativeText)
            button.setToolTip(f"{translate('LedgerLineDialog', TITLES[kind][2])} ({key})")
            button.clicked.connect(action.trigger)
            buttons.addWidget(button)
        buttons.addStretch(1)

        filters = QHBoxLayout()
        filters.addWidget(self.search, 1)
        filters.addWidget(self.who)
        left = QWidget()
        left_layout = QVBoxLayout(left)
        left_layout.setContentsMargins(0, 0, 0, 0)
        left_layout.addLayout(filters)
        left_layout.addWidget(self.table, 1)
        right = QWidget()
        right_layout = QVBoxLayout(right)
        right_layout.setContentsMargins(0, 0, 0, 0)
        right_layout.addWidget(self.lines_title)
        right_layout.addWidget(self.expected)
        right_layout.addWidget(self.lines_table, 1)
        splitter = QSplitter(Qt.Orientation.Horizontal)
        splitter.addWidget(left)
        splitter.addWidget(right)
        splitter.setSizes([450, 650])
        layout = QVBoxLayout(self)
        layout.addWidget(self.problem)
        layout.addWidget(self.summary)
        layout.addLayout(buttons)
        layout.addWidget(self.cash)
        layout.addWidget(splitter, 1)
        self.setFocusProxy(self.table)

        context.changed.connect(self._on_changed)
        context.season_selected.connect(lambda _name: self.refresh())
        self.refresh()

    # Reading ---------------------------------------------------------------------------------

    def refresh(self) -> None:
        """Read the season's money again, keeping the selected player."""
        view = season_view(self._context)
        selected = self.selected_player()
        writable = self._context.writable and view.report is not None
        for action in self.actions.values():
            action.setEnabled(writable)
        for button in self.findChildren(QPushButton):
            if button.objectName().startswith("money_"):
                button.setEnabled(writable)
        if view.report is None:
            self.money = None
            self.problem.setText(view.problem)
            self.problem.show()
            self.balances.set_rows([], view.currency, view.locale)
            self.lines.set_rows([], view.currency, view.locale)
            self.cash.set_boxes({}, view.currency, view.locale)
            self.summary.clear()
            return
        self.problem.hide()
        service = self._context.service
        money = season_money(service, view.season)
        self.money = money
        league = service.league_for_season(view.season)
        record = league.season(view.season)
        names = Names(league.players)
        dues = record.rules.dues
        index = index_of(record.ledger)
        counts = money.line_counts()  # what each player's panel lists: ledger and league
        rows = []
        for player in league.players:
            part = money.players.get(player.id)
            if part is None and player.id not in counts:
                continue
            owes = ZERO if part is None else part.owes
            dues_text = ""
            if dues is not None and part is not None and part.dues:
                short = dues.amount - index.dues_paid(player.id)
                dues_text = (
                    translate("MoneyView", "paid")
                    if short <= 0
                    else translate("MoneyView", "owes {amount}").format(
                        amount=money_text(short, view.currency, view.locale)
                    )
                )
            rows.append(
                BalanceRow(
                    player.id, names.name(player.id), owes, dues_text, counts.get(player.id, 0)
                )
            )
        self.balances.set_rows(rows, view.currency, view.locale)
        # A balance that grew ("is owed $1,153.00" once a prize is owed) is not cut short.
        widen_to_fit(self.table)
        summary = money.summary
        self.summary.setText(
            translate("MoneyView", "Owed to the league: {amount}").format(
                amount=money_text(summary.receivable, view.currency, view.locale)
            )
            + "   ·   "
            + translate("MoneyView", "Owed by the league: {amount}").format(
                amount=money_text(summary.payable, view.currency, view.locale)
            )
            + (
                "   ·   "
                + translate("MoneyView", "Dues unpaid: {count}").format(
                    count=len(summary.dues_unpaid)
                )
                if dues is not None
                else ""
            )
            + _expected_text(money, names, view.currency, view.locale)
        )
        season = view.season
        boxes = {translate("CashBoxPanel", SEASON): lambda: season_cash_box(service, season)}
        for event, box in night_cash_boxes(service, season):
            night = translate("MoneyView", "Night {number}").format(number=event.number)
            boxes[night + (f" ({event.date})" if event.date else "")] = box
        boxes[translate("CashBoxPanel", LEAGUE)] = lambda: league_cash_box(service)
        self.cash.set_boxes(boxes, view.currency, view.locale)
        if selected is not None and self.selected_player() != selected:
            self.select_player(selected)
        self._show_lines()

    def _on_changed(self, change: Change) -> None:
        if change.parts & {
            "league",
            "players",
            "events",
            "championship",
            "seasons",
            "rules",
            "ledger",
        }:
            self.refresh()

    def _filter(self) -> None:
        self.proxy.set_filter(self.search.text(), self.who.currentData())

    def selected_player(self) -> str | None:
        index = self.table.selectionModel().currentIndex()
        if not index.isValid() or not self.table.selectionModel().isRowSelected(index.row()):
            return None
        return self.balances.rows[self.proxy.mapToSource(index).row()].player

    def select_player(self, player: str) -> bool:
        row = self.balances.row_of(player)
        if row is None:
            return False
        index = self.proxy.mapFromSource(self.balances.index(row, BalanceColumn.PLAYER))
        if not index.isValid():
            return False
        select_row(self.table, index)
        return True

    def _show_lines(self) -> None:
        player = self.selected_player()
        money = self.money
        currency, locale = self.balances.currency, self.balances.locale
        if player is None or money is None:
            self.lines.set_rows([], currency, locale)
            self._lines_of = None
            self.lines_title.setText(translate("MoneyView", "Choose a player to see their lines"))
            self.expected.hide()
            return
        name = self.balances.rows[self.balances.row_of(player)].name
        self.lines.set_rows(money.rows_of(player), currency, locale)
        # Sized again for another player, or an amount that grew (a prize owed: "-$153.00").
        if player != self._lines_of:
            self._lines_of = player
            self.lines_table.resizeColumnsToContents()
        else:
            widen_to_fit(self.lines_table)
        self.lines_title.setText(f"{name}: {balance_text(money.owes(player), currency, locale)}")
        part = money.players.get(player)
        expected = ZERO if part is None else part.expected
        self.expected.setText(
            translate(
                "MoneyView",
                "Expected at the season's end: {amount} in prizes, in no "
                "balance yet: owed once the last planned night is closed or the regular season "
                "is marked complete in Season setup",
            ).format(amount=money_text(expected, currency, locale))
            if expected
            else ""
        )
        self.expected.setVisible(bool(expected))

    # Recording -------------------------------------------------------------------------------

    def suggest(self, player: str, kind: LedgerKind, purpose: LedgerFor) -> Decimal | None:
        """The amount a line most likely moves: the dues still owed, else the balance."""
        money = self.money
        if money is None:
            return None
        record = self._context.service.league_for_season(money.season).season(money.season)
        dues = record.rules.dues
        owes = money.owes(player)
        part = money.players.get(player)
        if kind is LedgerKind.PAYMENT and purpose is LedgerFor.DUES and dues is not None:
            if part is not None and part.dues:
                short = dues.amount - dues_paid(record.ledger, player)
                return short if short > 0 else None
            return dues.amount
        if kind is LedgerKind.PAYMENT and owes > 0:
            return owes
        if kind is LedgerKind.PAYOUT and owes < 0:
            return -owes
        return None

    def record(self, kind: LedgerKind, today: datetime.date | None = None) -> bool:
        """Ask for a line of ``kind`` and record it; ``True`` if it was recorded."""
        if self.money is None or not self._context.writable:
            return False
        season = self.money.season
        league = self._context.service.league_for_season(season)
        players = [p for p in league.players if p.active or p.id == self.selected_player()]
        dues = league.season(season).rules.dues
        purpose = LedgerFor.OTHER if kind is LedgerKind.PAYMENT and dues is None else None
        dialog = LedgerLineDialog(
            kind, players, self.suggest, self.selected_player(), purpose, today, self,
            dues=dues is not None,
        )  # fmt: skip
        if dialog.exec() != QDialog.DialogCode.Accepted or dialog.line() is None:
            return False
        line = dialog.line()
        names = Names(league.players)
        title = translate("LedgerLineDialog", TITLES[kind][0])
        text = f"{title} {line.amount:.2f} ({names.name(line.player)})"
        command = money_commands.record_line(self._context, season, line, text)
        if not push_or_explain(
            self._context, command, self, translate("LedgerLineDialog", TITLES[kind][0])
        ):
            return False
        self.select_player(line.player)
        return True


def _expected_text(
    money: SeasonMoney, names: Names, currency: str, locale: str | None = None
) -> str:
    """The prizes expected at the season's end, apart from what is owed (SPEC 7), or ""."""
    expected = sorted(
        ((part.expected, player) for player, part in money.players.items() if part.expected),
        key=lambda item: (-item[0], item[1]),
    )
    if not expected:
        return ""
    if len(expected) > 4:
        # More than four, so always the plural (lupdate keeps a %n plural of self.tr only).
        listed = translate("MoneyView", "{count} players").format(count=len(expected))
    else:
        listed = ", ".join(
            f"{names.name(p)} {money_text(a, currency, locale)}" for a, p in expected
        )
    return "\n" + translate(
        "MoneyView", "Expected at the season's end (not owed yet): {players}"
    ).format(players=listed)
