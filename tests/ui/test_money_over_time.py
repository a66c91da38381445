"""Money over time on the real window (issue 40): one figure for what a player owes on every
screen, the Money screen's line counts, and the season's prizes owed only once it is over
(marked complete in Season setup, undone, redone)."""

from __future__ import annotations

import dataclasses
import datetime
import random
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt

from leaguemgr.cli import main as cli_main
from leaguemgr.domain.records import DuesGate, DuesRule, LedgerFor, LedgerKind, LedgerLine
from leaguemgr.exporters.money_exports import cash_sheet_html
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_and_settle, closing_cash_out
from leaguemgr.services.night_service import NightService
from leaguemgr.services.player_view import player_view
from leaguemgr.ui.main_window import MainWindow
from leaguemgr.ui.money.money_models import BalanceColumn

SEASON, NIGHT = "2026", 12
D = Decimal
KIM = "p10"


def _kims_night(service: LeagueService) -> None:
    """Night 12: Kim arrives unpaid and rebuys ($60 fronted), is fined $5, owes $20 dues."""
    rules = service.season(SEASON).rules
    service.save_rules(SEASON, dataclasses.replace(rules, dues=DuesRule(D("20"), 3, DuesGate.NONE)))
    nights = NightService(service, random.Random(11))
    nights.start(SEASON, NIGHT)
    players = ["p19", "p01", "p02", KIM, "p03"]
    for player in players:
        nights.arrive(SEASON, NIGHT, player, paid=player != KIM)
    nights.draw(SEASON, NIGHT, seed=11)
    nights.bust(SEASON, NIGHT, [KIM], by=["p19"])
    nights.rebuy(SEASON, NIGHT, KIM)
    today = datetime.date.today().isoformat()
    fine = LedgerLine(today, KIM, LedgerKind.CHARGE, D("5"), LedgerFor.FINE, "late")
    service.record_ledger_lines(SEASON, [fine])
    for out in ("p03", KIM, "p02", "p01"):
        nights.bust(SEASON, NIGHT, [out], by=["p19"])
    cash = closing_cash_out(service, nights, SEASON, NIGHT)
    close_and_settle(service, nights, SEASON, NIGHT, cash)


@pytest.fixture
def window(qtbot, league_db: Path) -> MainWindow:
    main = MainWindow()
    qtbot.addWidget(main)
    service = LeagueService.open(league_db)
    _kims_night(service)
    main.load_service(service)
    main.resize(1400, 900)
    main.show()
    qtbot.waitExposed(main)
    return main


def test_kim_owes_85_on_every_screen_and_output(qtbot, window: MainWindow, capsys) -> None:
    service = window.context.service
    money = window.show_screen("money")
    assert money.money.owes(KIM) == D("85.00")  # $60 fronted + $5 fine + $20 dues
    row = money.balances.row_of(KIM)
    assert money.balances.index(row, BalanceColumn.BALANCE).data() == "owes $85.00"

    events = window.show_screen("events")
    events.editor.open_event(SEASON, NIGHT)
    warnings = events.editor.side_panel.warning_texts()
    assert any("Kim Walsh owes $85.00 in all: $60.00 not paid here" in w for w in warnings)

    banner = window.show_screen("standings").owes.text()
    assert banner.startswith("Who owes: Kim Walsh $85.00; ")  # the most first
    owing = {p for p, owes in dict(money.money.summary.balances).items() if owes > 0}
    assert banner.count("$") == len(owing) > 16  # those who owe only dues are named too

    assert dict(service.report(SEASON).ledger.balances)[KIM] == D("85.00")
    assert player_view(service, service.players_by_id()[KIM]).owes == D("85.00")  # her web page
    sheet = cash_sheet_html(service.league, service.report(SEASON), NIGHT)
    assert "85.00" in sheet
    capsys.readouterr()
    db = str(service.path)
    assert cli_main(["ledger", "show", "--db", db, "--season", SEASON, "--player", KIM]) == 0
    assert "85.00" in capsys.readouterr().out.splitlines()[-1]


def test_the_lines_column_counts_the_lines_the_panel_lists(qtbot, window: MainWindow) -> None:
    money = window.show_screen("money")
    for player in ("p19", KIM, "p07"):
        row = money.balances.row_of(player)
        assert money.select_player(player)
        listed = money.lines.rowCount()
        assert money.balances.index(row, BalanceColumn.LINES).data() == str(listed)
    # Kim: the dues of her first night, the fine recorded during night 12, then the night's
    # unpaid entry, owed when it closed.
    assert money.select_player(KIM)
    assert [(r.kind_text, r.balance) for r in money.lines.rows] == [
        ("dues", D("20.00")),
        ("charge", D("25.00")),
        ("entry", D("85.00")),
    ]


def test_season_setup_marks_the_season_complete_undo_and_redo(qtbot, window: MainWindow) -> None:
    money = window.show_screen("money")
    assert money.select_player("p19")
    assert money.expected.isVisibleTo(money)
    assert money.expected.text().startswith("Expected at the season's end: $")
    assert "Expected at the season's end (not owed yet): Tess Morgan $" in money.summary.text()
    before = [(r.kind_text, r.balance) for r in money.lines.rows]
    assert "prize" not in [kind for kind, _ in before]

    editor = window.show_screen("season")
    box = editor.complete_box
    box.today = lambda: datetime.date(2026, 12, 2)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    assert box.isChecked() and box.text() == "Regular season complete (since 2026-12-02)"
    assert window.context.service.season(SEASON).complete

    window.show_screen("money")
    assert money.select_player("p19")
    rows = [(r.line.date, r.kind_text, r.balance) for r in money.lines.rows]
    assert [(kind, balance) for _, kind, balance in rows[:-1]] == before  # none rewritten
    date, kind, balance = rows[-1]
    assert (date, kind) == ("2026-12-02", "prize") and balance < 0
    assert money.lines_title.text().startswith("Tess Morgan: is owed $")
    assert not money.expected.isVisibleTo(money)
    assert "Expected at the season's end" not in money.summary.text()
    owed = money.lines_title.text()

    assert window.context.undo()
    assert not box.isChecked() and box.text() == "Regular season complete"
    assert money.select_player("p19")
    assert [(r.kind_text, r.balance) for r in money.lines.rows] == before
    assert money.expected.isVisibleTo(money)

    assert window.context.redo()
    assert box.isChecked()
    assert money.select_player("p19")
    assert [(r.line.date, r.kind_text, r.balance) for r in money.lines.rows] == rows
    assert money.lines_title.text() == owed


def test_season_setup_says_the_last_planned_night_completed_the_season(
    qtbot, window: MainWindow
) -> None:
    service = window.context.service
    box = window.show_screen("season").complete_box
    assert box.isEnabled() and not box.isChecked()
    rules = service.season(SEASON).rules
    window.context.announce(
        service.save_rules(SEASON, dataclasses.replace(rules, events_planned=NIGHT))
    )
    assert box.isChecked() and not box.isEnabled()
    assert box.text() == "Regular season complete (its last planned night, 12, is closed)"
    money = window.show_screen("money")
    assert money.select_player("p19")
    # Her prize sits with night 12's close, just before what the close netted from her win.
    kinds = [row.kind_text for row in money.lines.rows]
    prize = money.lines.rows[kinds.index("prize")]
    assert kinds[-2:] == ["prize", "payment"]
    assert prize.line.date == service.season(SEASON).events[-1].date


def test_a_prize_paid_out_the_day_it_was_marked_owed_goes_below_the_prize_line(
    qtbot, window: MainWindow
) -> None:
    service = window.context.service
    box = window.show_screen("season").complete_box
    box.today = lambda: datetime.date(2026, 12, 2)
    qtbot.mouseClick(box, Qt.MouseButton.LeftButton)
    money = window.show_screen("money")
    assert money.select_player("p19")
    shown = [(r.line.date, r.kind_text, r.balance) for r in money.lines.rows]
    date, kind, owed = shown[-1]
    assert (date, kind) == ("2026-12-02", "prize") and owed < 0

    # Tess is sent her prize that same day: the prize line still reads what it read.
    sent = LedgerLine("2026-12-02", "p19", LedgerKind.PAYOUT, -owed, LedgerFor.PRIZE, "sent")
    window.context.announce(service.record_ledger_lines(SEASON, [sent]))
    assert money.select_player("p19")
    rows = [(r.line.date, r.kind_text, r.balance) for r in money.lines.rows]
    assert rows == [*shown, ("2026-12-02", "payout", D("0.00"))]
    assert money.lines_title.text() == "Tess Morgan: square"

    # Unticked, then the untick undone: the prize is back where it was, above the payout.
    qtbot.mouseClick(window.show_screen("season").complete_box, Qt.MouseButton.LeftButton)
    assert not service.season(SEASON).complete
    assert window.context.undo()
    window.show_screen("money")
    assert money.select_player("p19")
    assert [(r.line.date, r.kind_text, r.balance) for r in money.lines.rows] == rows
