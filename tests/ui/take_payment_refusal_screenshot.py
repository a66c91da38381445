"""A screenshot of Record payment refusing a dues payment in a season without dues: the
reason on a line of its own, the dialog grown for it (issue 40, item 8).

    xvfb-run -a .venv/bin/python tests/ui/take_payment_refusal_screenshot.py

Works on a temporary copy of the sample league and temporary settings; writes
``docs/screenshots/record-payment-no-dues.png``.
"""

from __future__ import annotations

import dataclasses
import sys
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication

REPO = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(REPO))

from leaguemgr.domain.records import LedgerKind  # noqa: E402
from leaguemgr.services.league_service import LeagueService  # noqa: E402
from leaguemgr.ui.money.ledger_dialog import LedgerLineDialog  # noqa: E402
from tests.ui.take_screenshots import SAMPLE, save, screenshot_app, shown_window  # noqa: E402

SEASON = "2026"


def main() -> int:
    work, app = screenshot_app("leaguemgr-payment-shot-")
    service = LeagueService.open(work / "league.sqlite")
    service.import_league_file(SAMPLE)
    rules = service.season(SEASON).rules
    service.save_rules(SEASON, dataclasses.replace(rules, dues=None))
    window = shown_window(service, (1280, 820), app)
    view = window.show_screen("money")
    view.select_player("p02")
    shot: list[LedgerLineDialog] = []

    def poll() -> None:
        dialog = QApplication.activeModalWidget()
        if isinstance(dialog, LedgerLineDialog) and dialog.isVisible():
            dialog.player.setText(next(p.name for p in service.league.players if p.id == "p02"))
            dialog.purpose.setCurrentText("dues")  # as the organizer picks it
            dialog.amount.setText("40.00")
            save(dialog, "record-payment-no-dues.png", app)
            shot.append(dialog)
            dialog.reject()
        else:
            QTimer.singleShot(20, poll)

    QTimer.singleShot(0, poll)
    view.record(LedgerKind.PAYMENT)
    window.close()
    service.close()
    return 0 if shot else 1


if __name__ == "__main__":
    raise SystemExit(main())
