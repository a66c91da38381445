"""File ▸ Quit (Ctrl+Q) quits the app with the seating view and the big screen open: every
window closes and the event loop ends (issue 40, item 6: the seating view and the process
stayed after the main window closed)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from tests.ui.test_night_screen import EVENT, SEASON, az_db, open_window, press

__all__ = ["az_db"]


@pytest.fixture
def night_window(qtbot, az_db):
    def started(service) -> None:
        from leaguemgr.services.night_service import NightService

        nights = NightService(service)
        nights.start(SEASON, EVENT)
        for player in [p.id for p in service.league.players][:6]:
            nights.arrive(SEASON, EVENT, player)
        nights.draw(SEASON, EVENT)

    window = open_window(qtbot, az_db, started)
    press(qtbot, "Ctrl+6")
    return window


def test_ctrl_q_closes_every_window_and_ends_the_event_loop(
    qtbot, night_window, monkeypatch
) -> None:
    window = night_window
    view = window.screens["night"]
    view.actions.show_seating()
    press(qtbot, "Ctrl+Shift+B")  # the big screen
    seating, big = view.seating_window, view.clock.big_screen
    assert seating.isVisible() and big.isVisible()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    # The event loop run_app runs ends on QApplication.quit (the tests run none of their
    # own: one that ended would leave Qt quitting for the tests after this one).
    quits: list[bool] = []
    monkeypatch.setattr(QApplication, "quit", lambda: quits.append(True))
    qtbot.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not window.isVisible()
    assert not seating.isVisible()
    assert not big.isVisible()
    assert quits == [True]


def test_ctrl_q_on_the_seating_view_quits_too(qtbot, night_window, monkeypatch) -> None:
    window = night_window
    view = window.screens["night"]
    view.actions.show_seating()
    seating = view.seating_window
    seating.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is seating)
    quits: list[bool] = []
    monkeypatch.setattr(QApplication, "quit", lambda: quits.append(True))
    qtbot.keyClick(seating, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)
    assert not seating.isVisible() and not window.isVisible()
    assert quits == [True]
