"""Render the Money screen mid-season and after the season's last night, the season set-up's
Dues group and the close's cash-out on the sample league.

Run under a virtual display (or any desktop)::

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_money_screenshots.py

It imports the sample league into a temporary database (no real league is touched), gives
its season dues of $40, twelve planned nights and a few weeks of money between nights, and
writes ``docs/screenshots/money.png`` (mid-season: the season prizes expected at the season's
end), ``season-dues.png``, ``close-cash-out.png`` (the twelfth night's close) and
``money-season-end.png`` (that night closed: the prizes owed, each a dated line of its own).
"""

from __future__ import annotations

import dataclasses
import random
import sys
from decimal import Decimal
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox, QScrollArea

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))  # run as a script: the shared helpers live in tests/

from leaguemgr.domain.records import (  # noqa: E402
    DuesGate,
    DuesRule,
    LedgerFor,
    LedgerKind,
    LedgerLine,
)
from leaguemgr.services.league_service import Change, LeagueService  # noqa: E402
from leaguemgr.services.night_cash_out import NightCashOut, close_and_settle  # noqa: E402
from leaguemgr.services.night_service import NightService  # noqa: E402
from leaguemgr.ui.night.cash_out_text import (  # noqa: E402
    cash_out_box,
    cash_out_or_none,
    cash_out_text,
)
from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, shown_window  # noqa: E402

SEASON = "2026"
D = Decimal


def money_between_nights(service: LeagueService) -> None:
    """Dues with the points gate, paid in instalments by some, a fine, a prize sent later."""
    season = service.season(SEASON)
    service.save_championship_decisions(
        SEASON, dataclasses.replace(season.championship, makeups=())
    )
    dues = DuesRule(D("40"), 3, DuesGate.POINTS)
    # Twelve nights: the close of the next one completes the season (its prizes owed).
    service.save_rules(SEASON, dataclasses.replace(season.rules, dues=dues, events_planned=12))
    pay, charge, payout = LedgerKind.PAYMENT, LedgerKind.CHARGE, LedgerKind.PAYOUT
    players = [p.id for p in service.league.players]
    lines = [LedgerLine("2026-01-15", p, pay, D("40"), LedgerFor.DUES, "") for p in players[:9]]
    lines += [
        LedgerLine("2026-01-15", "p10", pay, D("20"), LedgerFor.DUES, "first half"),
        LedgerLine("2026-02-15", "p10", pay, D("10"), LedgerFor.DUES, ""),
        LedgerLine("2026-03-15", "p11", charge, D("10"), LedgerFor.FINE, "no-show, no call"),
        LedgerLine("2026-03-20", "p11", pay, D("40"), LedgerFor.DUES, "late"),
        LedgerLine("2026-04-15", "p11", charge, D("-10"), LedgerFor.FINE, "waived: had called"),
        LedgerLine("2026-05-01", "p08", payout, D("100"), LedgerFor.PRIZE, "sent by transfer"),
        LedgerLine("2026-05-15", "p12", pay, D("30"), LedgerFor.DUES, "cash at the door"),
    ]
    service.record_ledger_lines(SEASON, lines)


def close_question(
    app: QApplication, service: LeagueService, nights: NightService
) -> tuple[QMessageBox, NightCashOut, int]:
    """Tonight: six players, Cathy came unpaid and won; the close's question."""
    number = max(e.number for e in service.season(SEASON).events) + 1
    nights.start(SEASON, number)
    players = ["p02", "p00", "p01", "p03", "p04", "p05"]
    for player in players:
        nights.arrive(SEASON, number, player, paid=player != "p02")
    nights.draw(SEASON, number, seed=5)
    for out in reversed(players[1:]):
        nights.bust(SEASON, number, [out], by=["p02"])
    cash = cash_out_or_none(service, nights, SEASON, number)
    names = service.player_names()
    text = f"Close event {number}? Its result and money are then final."
    text += "\n\n" + cash_out_text(cash, lambda p: names.get(p, p), service)
    box = cash_out_box(None, "Close the night", text)
    box.setDefaultButton(QMessageBox.StandardButton.Yes)
    return box, cash, number


def main() -> int:
    work, app = screenshot_app("leaguemgr-money-shots-")
    db = work / "league.sqlite"
    service = LeagueService.open(db)
    service.import_league_file(SAMPLE)
    money_between_nights(service)

    window = shown_window(service, (1400, 900), app)
    view = window.show_screen("money")
    view.select_player("p08")  # Ivy leads the points: her prize is expected, not owed
    save(window, "money.png", app)

    editor = window.show_screen("season")
    scroll = editor.findChild(QScrollArea)
    scroll.ensureWidgetVisible(editor.dues)
    save(window, "season-dues.png", app)

    nights = NightService(service, random.Random(5))
    box, cash, number = close_question(app, service, nights)
    box.show()
    save(box, "close-cash-out.png", app)
    box.close()

    close_and_settle(service, nights, SEASON, number, cash)
    window.context.announce(Change.of("events", "ledger", season=SEASON))
    view = window.show_screen("money")
    view.select_player("p08")
    save(window, "money-season-end.png", app)
    window.close()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
