"""A night played to a cash-out (SPEC 8) typed in the event editor: a Cash out column beside
each player, the finishes following from the amounts, no payout table; the cash-outs must
sum to the pool (the offer of what was paid); Season setup sets the season's rule."""

from __future__ import annotations

import copy
import json
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.events.events_view import EventsView
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.season.season_editor import SeasonEditor
from tests.leaguefile.test_cash_out_keys import CASHED, TIMED
from tests.ui.test_events_view import press, type_text

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")

D = Decimal


@pytest.fixture
def timed_view(qtbot, tmp_path):
    """The timed euro league with its second night only: the first is typed in the test."""
    document = copy.deepcopy(TIMED)
    document["seasons"][0]["events"] = document["seasons"][0]["events"][1:]
    path = tmp_path / "timed.json"
    path.write_text(json.dumps(document))
    service = LeagueService.open(tmp_path / "timed.sqlite")
    service.import_league_file(path)
    context = LeagueContext(service)
    widget = EventsView(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    yield widget
    service.close()


def type_cash_outs(qtbot, view) -> None:
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    editor.add_bar.edit.setFocus()
    for i in range(1, 11):
        type_text(qtbot, f"Player {i:02d}")
        press(qtbot, Qt.Key.Key_Return)
    editor.table.setFocus()
    editor.table.setCurrentIndex(editor.model.index(0, Column.CASH_OUT))
    for amount in CASHED.values():  # p10 is left empty: nothing cashed out
        type_text(qtbot, amount)
        press(qtbot, Qt.Key.Key_Return)


def test_a_cash_out_night_is_typed_beside_each_player_and_its_finishes_follow(qtbot, timed_view):
    type_cash_outs(qtbot, timed_view)
    editor = timed_view.editor
    assert editor.fields.cash_out.isChecked()  # the season's nights are cash-outs
    assert not editor.table.isColumnHidden(Column.CASH_OUT)
    header = editor.table.horizontalHeader()
    assert header.visualIndex(Column.CASH_OUT) == header.visualIndex(Column.PLAYER) + 1
    finishes = [editor.model.index(r, Column.FINISH).data() for r in range(10)]
    assert finishes == ["1", "2", "3", "3", "5", "6", "7", "8", "9", "9"]
    assert not editor.model.flags(editor.model.index(0, Column.FINISH)) & (
        Qt.ItemFlag.ItemIsEditable
    )
    assert editor.problems == []
    assert not editor.paid_action.isEnabled()  # no deal to record: the amounts are typed
    money = editor.side_panel.money_rows()
    assert money["Prize pool"] == "€200.00"
    assert editor.side_panel.payouts_heading.text() == "Cash-outs"
    assert editor.side_panel.payout_rows()[:2] == [
        ("1st", "Player 01", "€47.50"),
        ("2nd", "Player 02", "€38.00"),
    ]
    assert editor.save()
    stored = timed_view.context.service.event("2026", 3)
    assert stored.payouts[0] == ("p01", D("47.50")) and stored.cash_out is None
    report = timed_view.context.service.report("2026")
    night = next(e for e in report.events if e.number == 3)
    assert dict(night.points)["p01"] == 2375.0
    assert dict(night.points)["p10"] == 0.0


def test_cash_outs_short_of_the_pool_are_named_before_the_save(qtbot, timed_view):
    type_cash_outs(qtbot, timed_view)
    editor = timed_view.editor
    editor.table.setCurrentIndex(editor.model.index(0, Column.CASH_OUT))
    press(qtbot, Qt.Key.Key_Delete)
    assert editor.model.index(0, Column.FINISH).data() == "8"  # now level with those at 0
    assert [p.message for p in editor.problems] == [
        "event 3 paid 152.50, 47.50 less than its pool of 200.00"
    ]


def test_a_night_ticked_off_goes_back_to_finishes_and_the_payout_table(qtbot, timed_view):
    type_cash_outs(qtbot, timed_view)
    editor = timed_view.editor
    editor.fields.cash_out.setChecked(False)
    assert editor.table.isColumnHidden(Column.CASH_OUT)
    assert editor.draft.cash_out is False and editor.draft.payouts is None
    assert "the payout table has no row for 10 entries" in editor.problems[0].message


def test_season_setup_sets_the_seasons_nights_to_a_cash_out_and_the_played_ones_stay(
    qtbot, context
):
    before = [event.payouts for event in context.service.report("2026").events]
    editor = SeasonEditor(context)
    qtbot.addWidget(editor)
    editor.show()
    assert not editor.prices.cash_out.isChecked()
    qtbot.mouseClick(editor.prices.cash_out, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(editor.apply_button, Qt.MouseButton.LeftButton)
    assert context.service.season("2026").rules.cash_out is True
    # The closed nights were played as tournaments: they keep their payout table's money.
    assert [event.payouts for event in context.service.report("2026").events] == before
    context.undo_stack.undo()
    assert context.service.season("2026").rules.cash_out is False
    assert not editor.prices.cash_out.isChecked()
