"""The Money screen (SPEC 7): dues taken at the door by keyboard in under 10 keys, bad input
holding OK back with the reason, undo recording the correction, and the cash box."""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QKeySequence
from PySide6.QtWidgets import QApplication, QDialog

from leaguemgr.domain.records import DuesGate, DuesRule, LedgerFor, LedgerKind
from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.money.ledger_dialog import LedgerLineDialog
from leaguemgr.ui.money.money_view import MoneyView
from tests.ui.conftest import when_dialog_opens

SEASON = "2026"
DUES = DuesRule(Decimal("40"), 2, DuesGate.NONE)


def _with_dues(service: LeagueService) -> None:
    rules = service.season(SEASON).rules
    service.save_rules(SEASON, dataclasses.replace(rules, dues=DUES))


@pytest.fixture
def window(qtbot, league_db: Path) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    service = LeagueService.open(league_db)
    _with_dues(service)
    main.load_service(service)
    main.show()
    qtbot.waitExposed(main)
    main.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is main)
    return main


class Keys:
    """Presses keys where the focus is, counting them (a chord such as Alt+P is one)."""

    def __init__(self, qtbot):
        self.qtbot = qtbot
        self.count = 0

    def press(self, keys: str) -> None:
        key = QKeySequence(keys)[0]
        self.qtbot.keyClick(QApplication.focusWidget(), key.key(), key.keyboardModifiers())
        self.count += 1

    def type(self, text: str) -> None:
        for char in text:
            self.qtbot.keyClicks(QApplication.focusWidget(), char)
            self.count += 1


def test_a_dues_payment_at_the_door_takes_under_ten_keys_and_undo_corrects_it(
    qtbot, window: MainWindow
) -> None:
    keys = Keys(qtbot)
    keys.press("Ctrl+7")
    view = window.screens["money"]
    assert isinstance(view, MoneyView) and window.tabs.currentWidget() is view
    owed_before = view.money.owes("p02")
    assert owed_before >= DUES.amount  # Cathy played, so she was charged the dues

    def pay(dialog: QDialog) -> None:
        try:
            assert isinstance(dialog, LedgerLineDialog)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.player)
            keys.type("cat")  # "Cathy Nguyen" is the only name holding it
            keys.press("Tab")
            assert QApplication.focusWidget() is dialog.amount
            assert dialog.amount.text() == "40.00"  # the dues still owed, suggested
            assert dialog.ok.isEnabled()
            keys.press("Return")
        finally:
            if dialog.isVisible():  # the keys above did not close it: do not hang
                dialog.reject()

    seen = when_dialog_opens(qtbot, pay)
    keys.press("Alt+P")
    qtbot.waitUntil(lambda: bool(seen) and not seen[0].isVisible())
    assert keys.count < 10
    line = window.context.service.season(SEASON).ledger[-1]
    assert (line.player, line.kind, line.purpose, line.amount) == (
        "p02",
        LedgerKind.PAYMENT,
        LedgerFor.DUES,
        Decimal("40.00"),
    )
    assert view.money.owes("p02") == owed_before - DUES.amount
    assert view.selected_player() == "p02"
    # Her lines: the dues charged at her first night, then the payment, balances adding up.
    assert [(row.kind_text, row.balance) for row in view.lines.rows][-1] == (
        "payment",
        view.money.owes("p02"),
    )
    assert "dues" in [row.kind_text for row in view.lines.rows]
    real_lines = view.lines.rowCount()
    assert "p02" not in view.money.summary.dues_unpaid

    # Undo appends the correction (the ledger is append-only) and the balance comes back.
    assert window.context.undo()
    ledger = window.context.service.season(SEASON).ledger
    assert [line.amount for line in ledger] == [Decimal("40.00"), Decimal("-40.00")]
    assert ledger[-1].note.startswith("undone")
    assert view.money.owes("p02") == owed_before
    assert view.lines.rowCount() == real_lines + 1


@pytest.mark.parametrize(
    ("amount", "reason"),
    [
        ("0", "zero"),
        ("-0", "zero"),
        ("NaN", "not an amount"),
        ("5000000", "at most"),
        ("", "amount"),
    ],
)
def test_ok_stays_disabled_with_the_reason_beside_it(
    qtbot, window: MainWindow, amount: str, reason: str
) -> None:
    view = window.screens["money"]
    players = list(window.context.service.league.players)
    dialog = LedgerLineDialog(LedgerKind.CHARGE, players, view.suggest, "p01")
    qtbot.addWidget(dialog)
    dialog.amount.setText(amount)
    assert not dialog.ok.isEnabled()
    assert reason in dialog.reason.text().lower()
    dialog.amount.setText("5")
    dialog.player.setText("Nobody Here")
    assert not dialog.ok.isEnabled() and "not one of the players" in dialog.reason.text()
    dialog.player.setText("Ann Lee")
    dialog.date.setText("2026-02-30")
    assert not dialog.ok.isEnabled() and "date" in dialog.reason.text().lower()
    dialog.date.setText("2026-02-28")
    assert dialog.ok.isEnabled() and dialog.reason.text() == ""


def test_the_cash_box_reconciles_for_the_season_a_night_and_the_league(window) -> None:
    window.show_screen("money")
    view = window.screens["money"]
    scopes = [view.cash.scope.itemText(i) for i in range(view.cash.scope.count())]
    assert scopes[0] == "The season" and scopes[-1] == "The league"
    assert any(scope.startswith("Night 1") for scope in scopes)
    for scope in scopes:
        view.cash.scope.setCurrentText(scope)
        box = view.cash.box()
        assert box.on_hand == box.taken_in - box.paid_out
        assert view.cash.values["on_hand"].text().replace(",", "").endswith(f"{box.on_hand:.2f}")


def test_the_standings_mark_points_held_back_and_a_payment_gives_them_back(
    qtbot, window: MainWindow
) -> None:
    from leaguemgr.domain.records import LedgerLine
    from leaguemgr.ui.standings.standings_table_model import StandingsColumn

    service = window.context.service
    # The sample's make-up would no longer be offered once the gate moves the standings.
    decisions = dataclasses.replace(service.season(SEASON).championship, makeups=())
    service.save_championship_decisions(SEASON, decisions)
    rules = service.season(SEASON).rules
    gated = dataclasses.replace(DUES, gate=DuesGate.POINTS, due_by_event=1)
    window.context.announce(service.save_rules(SEASON, dataclasses.replace(rules, dues=gated)))
    standings = window.show_screen("standings")
    model = standings.model
    tips = {model.held[p] for p in model.held}
    assert "p02" in model.held and all("dues not paid" in tip for tip in tips)
    row = next(i for i in range(model.rowCount()) if model.row_at(i).player == "p02")
    held_points = model.row_at(row).values[StandingsColumn.POINTS]
    tip = model.index(row, StandingsColumn.POINTS).data(Qt.ItemDataRole.ToolTipRole)
    assert tip.startswith("No points at event")

    paid = LedgerLine("2000-01-01", "p02", LedgerKind.PAYMENT, Decimal("40"), LedgerFor.DUES)
    window.context.announce(service.record_ledger_lines(SEASON, [paid]))
    assert "p02" not in model.held
    row = next(i for i in range(model.rowCount()) if model.row_at(i).player == "p02")
    assert model.row_at(row).values[StandingsColumn.POINTS] > held_points


def test_a_player_who_owes_is_told_at_the_door_and_pays_it_with_the_buy_in(
    qtbot, tmp_path: Path
) -> None:
    from leaguemgr.domain.records import LedgerLine
    from tests.night_league import make_night_league
    from tests.ui.test_night_screen import arrive, open_window, start_with

    db = make_night_league(tmp_path / "az.sqlite", tmp_path)

    def fine(service: LeagueService) -> None:
        line = LedgerLine("2026-11-01", "p02", LedgerKind.CHARGE, Decimal("15"), LedgerFor.FINE)
        service.record_ledger_lines("2026", [line])

    window = open_window(qtbot, db, fine)
    view, _ids = start_with(qtbot, window, 4)
    name = window.context.service.players_by_id()["p02"].name
    view.arrivals.field.setText(name)
    assert view.arrivals.owed_note.isVisible()
    assert "owes $15.00" in view.arrivals.owed_note.text()
    view.arrivals.field.clear()
    arrive(qtbot, view, name, "Alt+W")
    ledger = window.context.service.season("2026").ledger
    assert (ledger[-1].player, ledger[-1].kind, ledger[-1].amount) == (
        "p02",
        LedgerKind.PAYMENT,
        Decimal("15.00"),
    )
    assert not view.arrivals.owed_note.isVisible()


def test_export_season_writes_the_statements_and_the_cash_sheet(window, tmp_path: Path) -> None:
    import subprocess

    actions = window.output_actions
    assert actions.write(tmp_path / "statements.pdf", "statements")
    assert actions.write(tmp_path / "cash.pdf", "cash-sheet")
    cash = subprocess.run(
        ["pdftotext", str(tmp_path / "cash.pdf"), "-"], capture_output=True, text=True
    ).stdout
    assert "Cash sheet: Event 11" in cash and "Hand over" in cash
    statements = subprocess.run(
        ["pdftotext", str(tmp_path / "statements.pdf"), "-"], capture_output=True, text=True
    ).stdout
    assert "Cathy Nguyen: season 2026" in statements  # charged the dues: she has a statement


def test_a_dialog_opens_on_the_player_field_so_a_name_typed_replaces_the_selected_one(
    qtbot, window: MainWindow
) -> None:
    """Issue 31 item 9: with Ann selected (the last player paid), the guide's "Alt+P cat Tab"
    names Cathy and types nothing into the amount."""
    keys = Keys(qtbot)
    keys.press("Ctrl+7")
    view = window.screens["money"]
    assert view.select_player("p01")
    view.table.setFocus()

    def pay(dialog: QDialog) -> None:
        try:
            qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.player)
            assert dialog.player.selectedText() == dialog.player.text() != ""
            keys.type("cat")
            keys.press("Tab")
            assert QApplication.focusWidget() is dialog.amount
            assert dialog.player_id() == "p02"
            assert "cat" not in dialog.amount.text()
        finally:
            dialog.reject()

    seen = when_dialog_opens(qtbot, pay)
    keys.press("Alt+P")
    qtbot.waitUntil(lambda: bool(seen) and not seen[0].isVisible())


def test_a_dues_payment_in_a_season_without_dues_is_refused_with_the_reason(
    qtbot, window: MainWindow
) -> None:
    service = window.context.service
    rules = service.season(SEASON).rules
    window.context.announce(service.save_rules(SEASON, dataclasses.replace(rules, dues=None)))
    view = window.screens["money"]
    players = list(service.league.players)
    dialog = LedgerLineDialog(
        LedgerKind.PAYMENT, players, view.suggest, "p02", LedgerFor.DUES, dues=False
    )
    qtbot.addWidget(dialog)
    dialog.amount.setText("40")
    assert not dialog.ok.isEnabled()
    assert "charges no dues" in dialog.reason.text()
    dialog.purpose.setCurrentText("other")
    assert dialog.ok.isEnabled()
