"""The big screen after the close (issue 31, item 10): its time of day runs on, and the
tiles of a running night say what they mean now instead of "—"."""

from __future__ import annotations

import time

from PySide6.QtCore import Qt

from tests.ui.conftest import when_dialog_opens
from tests.ui.test_night_screen import az_db, bust, open_window, press
from tests.ui.test_one_night import seated

__all__ = ["az_db"]


def test_after_the_close_the_time_runs_and_the_tiles_say_what_was_paid(qtbot, az_db) -> None:
    window = open_window(qtbot, az_db)
    service = window.context.service
    players = [p.id for p in service.league.players if p.active][:3]
    view = seated(qtbot, window, players)
    press(qtbot, "Ctrl+Shift+B")
    big = view.clock.big_screen
    while len(view.data.night.remaining) > 1:
        bust(qtbot, view, [view.names.name(view.data.night.remaining[-1])], answer="Return")
    window.activateWindow()
    when_dialog_opens(qtbot, lambda dialog: qtbot.keyClick(dialog, Qt.Key.Key_Return))
    press(qtbot, "Ctrl+Shift+C")
    assert big.payouts_title.text() == "Result"
    titles = {key: big.panel_titles[key].text() for key in ("chips", "average")}
    values = {key: big.panels[key].text() for key in ("chips", "average")}
    assert titles == {"chips": "Paid out", "average": "Players paid"}
    assert values["chips"] == big.panels["pool"].text()  # the whole pool was paid out
    assert values["average"].isdigit() and int(values["average"]) >= 1
    later = time.time() + 3 * 3600  # three hours on, nothing ticks the night any more
    view.nights.now = lambda: later
    big._time_of_day_timer.timeout.emit()
    assert big.time_of_day.text() == time.strftime("%H:%M", time.localtime(later))
