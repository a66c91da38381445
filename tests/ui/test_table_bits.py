"""The smaller things of issue 31 a director notices: whole knockouts read "1", the Night
screen says a night runs after a restart and offers no second night meanwhile."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from leaguemgr.ui.events.entries_table_model import Column
from tests.ui.test_events_view import enter_the_night, press, type_text, view
from tests.ui.test_night_screen import az_db

__all__ = ["az_db", "view"]

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def test_the_knockouts_column_shows_a_whole_knockout_as_1(qtbot, view) -> None:
    enter_the_night(qtbot, view)
    editor = view.editor
    editor.table.setCurrentIndex(editor.model.index(0, Column.BUSTED_BY))
    editor.table.setFocus()
    type_text(qtbot, "Oda")
    press(qtbot, Qt.Key.Key_Return)
    table = editor.side_panel.points
    knockouts = {table.item(r, 1).text(): table.item(r, 3).text() for r in range(table.rowCount())}
    assert knockouts["Oda A14"] == "1"
    assert not any(text.endswith(".0") for text in knockouts.values())


def test_a_players_knockouts_read_1_not_1_0(context) -> None:
    import dataclasses

    from leaguemgr.services.player_history import player_history
    from leaguemgr.ui.players.player_detail import EventColumn, PlayerEventsModel

    service = context.service
    history = player_history(service.league, service.report("2026"), "p00")
    # A half knockout taken back from one and a half (two hitmen, half credit each).
    lines = (dataclasses.replace(history.events[0], knockouts=1.0),)
    model = PlayerEventsModel()
    model.set_lines(lines, "USD")
    assert model.data(model.index(0, EventColumn.KNOCKOUTS)) == "1"


def test_after_a_restart_the_night_screen_says_the_night_runs(qtbot, az_db) -> None:
    from leaguemgr.services.league_service import LeagueService
    from leaguemgr.services.night_service import NightService
    from tests.ui.test_night_screen import open_window
    from tests.ui.test_night_screen import press as press_key

    service = LeagueService.open(az_db)
    NightService(service).start("2026", 12)
    service.close()
    window = open_window(qtbot, az_db)  # the app opened again
    assert "Event 12 is running" in window.statusBar().currentMessage()
    press_key(qtbot, "Ctrl+6")
    view = window.screens["night"]
    assert view.message.text() == "Event 12 is running"
    assert view.start_button.isHidden()  # no "Start night 13" while 12 runs


def test_at_the_default_1200x800_window_the_side_panel_and_busted_by_fit(window, qtbot) -> None:
    from tests.ui.take_editor_screenshots import type_the_night

    window.resize(1200, 800)
    qtbot.waitUntil(lambda: window.size().width() == 1200)
    events = window.show_screen("events")
    type_the_night(events)
    qtbot.wait(10)
    editor = events.editor
    # The side panel is never squeezed under its own width: its amounts are not cut off.
    panel = editor.side_panel
    assert editor.side_scroll.viewport().width() >= panel.minimumSizeHint().width()
    assert panel.width() <= editor.side_scroll.viewport().width()
    # Two hitmen are read in full in Busted by.
    table = editor.table
    two = "Rae Lindqvist, Ned Kowalski"
    assert table.columnWidth(Column.BUSTED_BY) >= table.fontMetrics().horizontalAdvance(two) + 12
    left = table.columnViewportPosition(Column.BUSTED_BY)
    assert left + table.columnWidth(Column.BUSTED_BY) <= table.viewport().width()
