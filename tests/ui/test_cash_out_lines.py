"""The close's question shows each cash-out line on one line (issue 40, item 8): it wrapped
"hand over" on one line and "$101.00" on the next."""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel

from leaguemgr.services.night_service import NightService
from tests.ui.conftest import answered_dialog
from tests.ui.test_night_screen import EVENT, SEASON, az_db, open_window, press

__all__ = ["az_db"]

# The longest name of the night: its cash-out line is the one that wrapped.
LONG_NAME = "Maximilian Featherstonehaugh-Worthington"


@pytest.fixture
def won_owing(qtbot, az_db):
    """Six players; the first came unpaid with a long name, busted everyone and won."""

    def played(service) -> None:
        first = service.league.players[0].id
        service.update_player(dataclasses.replace(service.league.players[0], name=LONG_NAME))
        nights = NightService(service)
        nights.start(SEASON, EVENT)
        players = [p.id for p in service.league.players][:6]
        for player in players:
            nights.arrive(SEASON, EVENT, player, paid=player != first)
        nights.draw(SEASON, EVENT)
        for out in players[1:]:
            nights.bust(SEASON, EVENT, [out], by=[first])

    window = open_window(qtbot, az_db, played)
    press(qtbot, "Ctrl+6")
    return window


def test_no_cash_out_line_of_the_close_is_wrapped(qtbot, won_owing) -> None:
    shown: list[tuple[str, int, list[int]]] = []

    def answer(bot, dialog) -> None:
        label = dialog.findChild(QLabel, "qt_msgbox_label")
        metrics = label.fontMetrics()
        lines = [line for line in label.text().splitlines() if line.startswith("  ")]
        shown.append(
            (
                label.text(),
                label.contentsRect().width(),
                [metrics.horizontalAdvance(line) for line in lines],
            )
        )
        bot.keyClick(dialog, Qt.Key.Key_Escape)

    _dialogs, failures = answered_dialog(qtbot, answer)
    press(qtbot, "Ctrl+Shift+C")
    assert not failures, failures
    text, width, needed = shown[0]
    line = next(line for line in text.splitlines() if LONG_NAME in line)
    assert "owes" in line and ": hand over $" in line
    # Each line fits the label's width: not one is broken, so no amount leaves its words.
    assert needed and max(needed) < width, (width, needed)
    QApplication.processEvents()
