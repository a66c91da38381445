"""Issue 31's Done-when: a whole night where every money action happens (a walk-in, rebuys,
an add-on, an unpaid arrival, a fine typed on the Money screen, a deal, the close netting
the entry and the fine against the prize), closed in the real window; then the Money
screen, the event, the cash sheet, ``ledger show`` and the report agree for every player to
the cent, and the closed night's cash-out stays on the Night screen."""

from __future__ import annotations

import json
import random
from decimal import Decimal
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QDialog

from leaguemgr.cli import main
from leaguemgr.domain.records import Player
from leaguemgr.exporters.money_tables import cash_sheet_table
from leaguemgr.services.night_service import NightService
from leaguemgr.ui.money.ledger_dialog import LedgerLineDialog
from tests.night_league import make_night_league
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_night_screen import EVENT, SEASON, open_window, press

CATHY = "p02"


@pytest.fixture
def az_db(tmp_path: Path) -> Path:
    return make_night_league(tmp_path / "az.sqlite", tmp_path)


def _play_the_night(window) -> NightService:
    """Seven regulars and a walk-in; Cathy comes unpaid; rebuys, an add-on, a deal."""
    service = window.context.service
    nights = NightService(service, random.Random(11))
    window.screens["night"].nights = nights
    nights.start(SEASON, EVENT)
    walk_in = Player(service.next_player_id(), "Wally Walkin")
    service.add_player(walk_in)
    players = ["p01", CATHY, "p03", "p04", "p05", "p06", "p07", walk_in.id]
    for player in players:
        nights.arrive(SEASON, EVENT, player, paid=player != CATHY)
    nights.draw(SEASON, EVENT, seed=5)
    nights.bust(SEASON, EVENT, ["p07"], by=["p01"])
    nights.rebuy(SEASON, EVENT, "p07")  # a rebuy after a bust
    nights.rebuy(SEASON, EVENT, CATHY)  # a rebuy while still in: she owes it too
    nights.addon(SEASON, EVENT, "p03")
    for out in ("p07", walk_in.id, "p06", "p05"):
        nights.bust(SEASON, EVENT, [out], by=[CATHY])
    for _ in range(8):  # past the rebuy period
        if not nights.night(SEASON, EVENT).rebuy_period_open():
            break
        nights.level(SEASON, EVENT, 1)
    left = nights.night(SEASON, EVENT).remaining
    nights.deal(SEASON, EVENT, {p: 10_000 + 1_000 * i for i, p in enumerate(left)})
    for out in [p for p in left if p != CATHY][:-1]:
        nights.bust(SEASON, EVENT, [out], by=[CATHY])
    last = next(p for p in nights.night(SEASON, EVENT).remaining if p != CATHY)
    nights.bust(SEASON, EVENT, [last], by=[CATHY])
    return nights


def _fine_on_the_money_screen(qtbot, window) -> None:
    """Ctrl+7, Alt+C, "cat", Tab, 5, Enter: Cathy is fined $5."""
    press(qtbot, "Ctrl+7")

    def fine(dialog: QDialog) -> None:
        try:
            assert isinstance(dialog, LedgerLineDialog)
            qtbot.waitUntil(lambda: QApplication.focusWidget() is dialog.player)
            qtbot.keyClicks(dialog.player, "cat")
            qtbot.keyClick(dialog.player, Qt.Key.Key_Tab)
            dialog.amount.selectAll()
            qtbot.keyClicks(dialog.amount, "5")
            qtbot.keyClick(dialog.amount, Qt.Key.Key_Return)
        finally:
            if dialog.isVisible():
                dialog.reject()

    seen = when_dialog_opens(qtbot, fine)
    press(qtbot, "Alt+C")
    qtbot.waitUntil(lambda: bool(seen) and not seen[0].isVisible())


def _json(capsys, *args: str) -> dict:
    capsys.readouterr()
    assert main([*args, "--format", "json"]) == 0
    return json.loads(capsys.readouterr().out)


def test_after_the_close_every_screen_tells_the_same_money(
    qtbot,
    az_db: Path,
    capsys,
) -> None:
    window = open_window(qtbot, az_db)
    service = window.context.service
    nights = _play_the_night(window)
    _fine_on_the_money_screen(qtbot, window)
    assert service.season(SEASON).ledger[-1].amount == Decimal(5)

    # The close in the window: Ctrl+Shift+C on the Night screen, Enter on the question.
    window.show_screen("night")
    view = window.screens["night"]
    view.refresh()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    view.setFocus()
    qtbot.waitUntil(lambda: view.isAncestorOf(QApplication.focusWidget()))
    asked: list[str] = []

    def close(dialog) -> None:
        asked.append(dialog.text())
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    when_dialog_opens(qtbot, close)
    press(qtbot, "Ctrl+Shift+C")
    assert view.data is None, view.message.text()
    assert nights.state(SEASON, EVENT).value == "closed"
    # Cathy owed her entry and rebuy ($60) and the fine ($5): all netted, the rest handed over.
    assert "owes $65.00: hand over" in asked[0]

    # The closed night's cash-out stays on the Night screen (item 5), as the close said.
    assert window.tabs.currentWidget() is view and view.closed_cash.isVisible()
    shown = view.closed_cash.text.text()
    assert "Cat A2: won" in shown and "owes $65.00: hand over" in shown
    assert next(line for line in asked[0].splitlines() if "Cat A2" in line).strip() in shown

    # Every player's balance, to the cent, from each place that tells it.
    money_view = window.screens["money"]
    money_view.refresh()
    on_screen = {row.player: row.owes for row in money_view.balances.rows if row.owes}
    db = str(az_db)
    ledger = _json(capsys, "ledger", "show", "--db", db, "--season", SEASON)
    shown_by_cli = {b["player"]: Decimal(b["owes"]) for b in ledger["ledger"]["balances"]}
    report = _json(capsys, "report", "--db", db, "--season", SEASON)["ledger"]
    in_report = {b["player"]: Decimal(b["owes"]) for b in report["balances"]}
    assert on_screen == shown_by_cli == in_report
    assert CATHY not in on_screen  # square: the prize paid her entry, rebuy and fine
    # Each player's lines add up to their balance (the last line's balance is it).
    last: dict[str, Decimal] = {}
    for line in ledger["lines"]:
        last[line["player"]] = Decimal(line["balance"])
    assert {p: b for p, b in last.items() if b} == on_screen
    # The Money screen's figures: the season's and the night's owed to the league.
    box = money_view.cash
    scopes = [box.scope.itemText(i) for i in range(box.scope.count())]
    box.scope.setCurrentText(next(s for s in scopes if s.startswith(f"Night {EVENT} ")))
    assert box.box().owed_to_league == 0
    box.scope.setCurrentText("The season")
    assert box.box().owed_to_league == sum((o for o in on_screen.values() if o > 0), Decimal(0))

    # The cash sheet: what was handed over, and nobody still owes what they do not owe.
    table = cash_sheet_table(service.league, service.report(SEASON), EVENT)
    names = service.player_names()
    by_name = {row[0]: row for row in table.rows[:-1]}
    for player, name in names.items():
        if name in by_name:
            assert by_name[name][6] == max(on_screen.get(player, Decimal(0)), Decimal(0)), name
    cathy = by_name["Cat A2"]
    assert cathy[4] == Decimal(65) and cathy[5] == cathy[2] + cathy[3] - 65 and cathy[6] == 0

    # The event on the Events screen: her entry shows paid from the prize.
    window.show_screen("events")
    events = window.screens["events"]
    events.select_event(EVENT)
    warnings = events.editor.side_panel.warning_texts()
    assert any("Cat A2 came unpaid: $60.00 paid from the prize at the close" in w for w in warnings)
    assert not any("Cat A2 owes" in w for w in warnings)

    # The next night takes the cash-out off the Night screen.
    window.show_screen("night")
    nights.start(SEASON, EVENT + 1)
    view.refresh()
    assert not view.closed_cash.isVisible()


def test_an_add_on_that_costs_nothing_and_gives_no_chips_says_so(qtbot, az_db: Path) -> None:
    """AZ's season has a $0 add-on with 0 chips: recorded, with the hint where to set it."""
    window = open_window(qtbot, az_db)
    view = window.show_screen("night")
    view.nights = nights = NightService(window.context.service, random.Random(11))
    nights.start(SEASON, EVENT)
    for player in ("p01", "p03", "p04"):
        nights.arrive(SEASON, EVENT, player)
    nights.draw(SEASON, EVENT, seed=5)
    view.refresh()
    view.setFocus()
    qtbot.waitUntil(lambda: QApplication.focusWidget() is view.bust.name_field)
    qtbot.keyClicks(view.bust.name_field, "Dan A3")
    press(qtbot, "Ctrl+Shift+A")
    assert nights.night(SEASON, EVENT).addons.get("p03") == 1
    assert "costs nothing and gives no chips" in view.message.text()


def test_the_organizer_may_leave_a_debt_standing_at_the_close(qtbot, az_db: Path) -> None:
    """SPEC 7: "Leave a debt standing…" names Cathy; the question is asked again without
    netting her debt, the prize is handed over whole and what she owes stays owed."""
    window = open_window(qtbot, az_db)
    service = window.context.service
    nights = _play_the_night(window)
    view = window.show_screen("night")
    view.refresh()
    asked: list[str] = []

    def answer_again(dialog) -> None:
        asked.append(dialog.text())
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    def choose_cathy(dialog) -> None:
        dialog.setTextValue("Cat A2")
        when_dialog_opens(qtbot, answer_again)
        qtbot.keyClick(dialog, Qt.Key.Key_Return)

    def leave_standing(dialog) -> None:
        asked.append(dialog.text())
        leave = next(b for b in dialog.buttons() if "standing" in b.text())
        when_dialog_opens(qtbot, choose_cathy)
        leave.click()

    when_dialog_opens(qtbot, leave_standing)
    view.actions.close_night()
    assert nights.state(SEASON, EVENT).value == "closed"
    assert "owes $60.00: hand over" in asked[0]
    assert "still owes $60.00 (left standing)" in asked[1]
    assert not [line for line in service.season(SEASON).ledger if line.player == CATHY]
    assert "(left standing)" in view.closed_cash.text.text()
