"""Every screen at 1024x600: nothing cut off, nothing overlapping (issue #11, item 9)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QLabel, QWidget

from leaguemgr.ui.events.entries_table_model import Column
from tests.ui.take_editor_screenshots import type_the_night

SCREENS = ["standings", "events", "players", "championship", "season", "night"]

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _rect_in(widget: QWidget, ancestor: QWidget) -> QRect:
    return QRect(widget.mapTo(ancestor, QPoint(0, 0)), widget.size())


@pytest.fixture
def small(window, qtbot):
    window.resize(1024, 600)
    qtbot.waitUntil(lambda: window.size().width() == 1024)
    return window


def test_every_screen_fits_a_1024x600_window(small, qtbot):
    for name in SCREENS:
        small.show_screen(name)
        qtbot.wait(10)
        assert (small.width(), small.height()) == (1024, 600), name  # no minimum beyond it


def test_the_event_editor_keeps_its_key_widgets_in_view_at_1024x600(small, qtbot):
    view = small.show_screen("events")
    type_the_night(view)
    qtbot.wait(10)
    editor = view.editor
    assert small.height() == 600
    # "Remove entry" is a button in view, not in the toolbar's overflow menu.
    button = editor.toolbar.widgetForAction(editor.toolbar.remove_action)
    assert button is not None and button.isVisible()
    assert _rect_in(button, editor.toolbar).right() <= editor.toolbar.width()
    # Busted by and Chips are within the table's viewport without scrolling sideways.
    table = editor.table
    table.horizontalScrollBar().setValue(0)
    viewport = table.viewport().width()
    for column in (Column.PLAYER, Column.FINISH, Column.BUSTED_BY, Column.CHIPS):
        left = table.columnViewportPosition(column)
        assert left >= 0 and left + table.columnWidth(column) <= viewport, column.name
    # At least six entries show at once, and the dealers still show a row.
    assert table.viewport().height() // table.rowHeight(0) >= 6
    dealers = editor.dealers.table
    assert dealers.isVisible() and dealers.viewport().height() >= dealers.rowHeight(0)
    # The side panel's headings never sit on the tables above them.
    panel = editor.side_panel
    payouts_heading = next(
        label for label in panel.findChildren(QLabel) if label.text() == "Payouts"
    )
    money = _rect_in(panel.money, panel)
    assert money.bottom() < _rect_in(payouts_heading, panel).top()
    assert _rect_in(payouts_heading, panel).bottom() < _rect_in(panel.payouts, panel).top()


def test_make_up_offers_wrap_instead_of_running_off_the_box(small):
    championship = small.show_screen("championship")
    assert championship.offers.wordWrap()
    for row in range(championship.offers.count()):
        rect = championship.offers.visualItemRect(championship.offers.item(row))
        assert rect.right() <= championship.offers.viewport().width()
