"""A screenshot of the Night screen after the close: the closed night's cash-out, which
stays until the next night starts (issue 31).

    xvfb-run -a -s "-screen 0 1920x1080x24" .venv/bin/python tests/ui/take_cash_out_screenshot.py

Works on a temporary copy of the AZ example league and temporary settings; writes
``docs/screenshots/close-cash-out.png`` (the close's question, Ctrl+Shift+C on the Night
screen, with its cash-out) and ``docs/screenshots/night-closed-cash-out.png``.
"""

from __future__ import annotations

import random
import sys
from decimal import Decimal
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from leaguemgr.domain.records import LedgerFor, LedgerKind, LedgerLine
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_cash_out import close_night
from leaguemgr.services.night_service import NightService
from leaguemgr.services.season_money import record_lines

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from tests.night_league import make_night_league  # noqa: E402
from tests.ui.take_screenshots import save, screenshot_app, shown_window  # noqa: E402


def main() -> int:
    work, app = screenshot_app("leaguemgr-cash-out-shot-")
    service = LeagueService.open(make_night_league(work / "az.sqlite", work))
    window = shown_window(service, (1280, 820), app)
    view = window.show_screen("night")
    view.nights = nights = NightService(service, random.Random(4))
    view.actions.start_night()
    season, number = view.data.season, view.data.number
    players = [p.id for p in service.league.players][:10]
    cathy = players[2]
    for player in players:
        nights.arrive(season, number, player, paid=player not in (cathy, players[7]))
    date = service.event(season, number).date
    fine = LedgerLine(date, cathy, LedgerKind.CHARGE, Decimal(5), LedgerFor.FINE, "phone")
    record_lines(service, season, [fine])
    nights.draw(season, number, seed=5)
    order = [p for p in nights.night(season, number).remaining if p != cathy]
    nights.bust(season, number, [order[0]], by=[cathy])
    nights.rebuy(season, number, order[0])
    for _ in range(8):
        if not nights.night(season, number).rebuy_period_open():
            break
        nights.level(season, number, 1)
    for out in order[:6]:
        nights.bust(season, number, [out], by=[cathy])
    left = nights.night(season, number).remaining
    nights.deal(season, number, {p: 20_000 + 7_000 * i for i, p in enumerate(left)})
    for out in [p for p in left if p != cathy]:
        nights.bust(season, number, [out], by=[cathy])
    shoot_close_question(view, app)
    close_night(service, nights, season, number)
    view.closed_cash.show_closed(season, number)
    view.refresh()
    view.say(f"Closed event {number}.")
    save(window, "night-closed-cash-out.png", app)
    window.close()
    service.close()
    return 0


def shoot_close_question(view, app) -> None:
    """The close's question as the Night screen asks it, saved and then answered No."""
    shot: list[QWidget] = []

    def poll() -> None:
        box = QApplication.activeModalWidget()
        if isinstance(box, QMessageBox) and box.isVisible():
            save(box, "close-cash-out.png", app)
            shot.append(box)
            box.reject()
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    view.actions.close_night()
    if not shot:
        raise SystemExit("the close asked nothing")


if __name__ == "__main__":
    raise SystemExit(main())
