"""The events screen on a league night: entries typed at the keyboard, payouts at a glance."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QHeaderView, QMessageBox

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.events.events_view import EventsView
from leaguemgr.ui.form_fields import INVALID_BACKGROUND
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.season.season_editor import SeasonEditor

# Fourteen AZ regulars, by the first letters the organizer types.
NIGHT = [
    "Ann",
    "Bob",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jon",
    "Kim",
    "Lou",
    "Max",
    "Ned",
    "Oda",
]
FINISHES = [3, 1, 14, 2, 4, 13, 12, 11, 10, 9, 8, 7, 6, 5]


pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


@pytest.fixture
def view(qtbot, context):
    widget = EventsView(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    qtbot.waitExposed(widget)
    widget.activateWindow()
    qtbot.waitUntil(widget.isActiveWindow)
    return widget


def _target():
    """Where a keystroke goes: an open completion popup, else the focused widget."""
    return QApplication.activePopupWidget() or QApplication.focusWidget()


def type_text(qtbot, text: str) -> None:
    for char in text:
        qtbot.keyClicks(_target(), char)
        QApplication.processEvents()  # as between two real keystrokes


def press(qtbot, key, modifier=Qt.KeyboardModifier.NoModifier) -> None:
    qtbot.keyClick(_target(), key, modifier)
    QApplication.processEvents()  # item views close an editor on Enter through the loop


def enter_the_night(qtbot, view) -> None:
    """New event, 14 players typed by name, finishes typed down the Finish column."""
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    editor.add_bar.edit.setFocus()
    for name in NIGHT:
        type_text(qtbot, name)
        press(qtbot, Qt.Key.Key_Return)
    editor.table.setFocus()
    editor.table.setCurrentIndex(editor.model.index(0, Column.FINISH))
    for finish in FINISHES:
        type_text(qtbot, str(finish))
        press(qtbot, Qt.Key.Key_Return)


def test_a_night_of_14_typed_at_the_keyboard_shows_the_payouts(qtbot, view, context):
    enter_the_night(qtbot, view)
    editor = view.editor
    assert editor.draft.number == 12 and editor.number is None  # not stored yet
    assert [editor.model.index(r, Column.PLAYER).data() for r in range(3)] == [
        "Ann A0",
        "Bob A1",
        "Dan A3",
    ]
    money = editor.side_panel.money_rows()
    # 14 x $30 = $420; set aside 14 x $3, 14 x $2, $15 expenses, $10 bounty; pool $325.
    assert money["Gross"] == "$420.00"
    assert money["→ championship"] == "$42.00"
    assert money["→ points"] == "$28.00"
    assert money["Prize pool"] == "$325.00"
    # 40/30/20/10 of $325 = 130, 97.50, 65, 32.50; rounded to $1 that is $1 too much, which
    # comes off the lowest paid place.
    assert editor.side_panel.payout_rows() == [
        ("1st", "Bob A1", "$130.00"),
        ("2nd", "Eve A4", "$98.00"),
        ("3rd", "Ann A0", "$65.00"),
        ("4th", "Fay A5", "$32.00"),
    ]
    assert editor.problems == []
    assert "unsaved" in editor.banner.text()

    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    stored = context.service.event("2026", 12)
    assert len(stored.entries) == 14
    assert {e.player: e.finish for e in stored.entries}["p01"] == 1
    assert "saved" in editor.banner.text() and not editor.is_dirty()
    assert view.list_model.index(11, 4).data() == "$325.00"


def test_undo_of_an_event_save_restores_the_previous_event(qtbot, view, context):
    enter_the_night(qtbot, view)
    assert view.editor.save()
    context.undo_stack.undo()
    assert context.service.event("2026", 12) is None  # new: stored by its save alone
    assert view.editor.model.rowCount() == 0
    context.undo_stack.redo()
    assert len(context.service.event("2026", 12).entries) == 14
    assert view.editor.model.rowCount() == 14


def test_changing_the_payout_table_changes_the_payouts_of_the_event(
    qtbot, view, context, money_moves
):
    enter_the_night(qtbot, view)
    rules_editor = SeasonEditor(context)
    qtbot.addWidget(rules_editor)
    table = rules_editor.payouts.table
    for column, percent in ((2, "50"), (3, "30"), (4, "20"), (5, "")):
        table.item(1, column).setText(percent)  # row 13–20 becomes 50/30/20
    qtbot.mouseClick(rules_editor.apply_button, Qt.MouseButton.LeftButton)
    # 50/30/20 of $325 = 162.50 -> 163, 97.50 -> 98, 65: $1 too much, off the 3rd place.
    assert view.editor.side_panel.payout_rows() == [
        ("1st", "Bob A1", "$163.00"),
        ("2nd", "Eve A4", "$98.00"),
        ("3rd", "Ann A0", "$64.00"),
    ]
    assert view.editor.is_dirty()  # the night typed in is still there, not yet saved
    # The closed nights would pay otherwise under the new table: asked first, and kept.
    assert len(money_moves) == 1 and money_moves[0]


def test_an_invalid_finish_sequence_is_marked_on_the_cell_and_refused(qtbot, view, context):
    enter_the_night(qtbot, view)
    editor = view.editor
    editor.table.setCurrentIndex(editor.model.index(1, Column.FINISH))  # Bob, the winner
    editor.table.setFocus()
    type_text(qtbot, "2")
    press(qtbot, Qt.Key.Key_Return)
    # Now two players finished 2nd and nobody 1st.
    for row in (1, 3):
        cell = editor.model.index(row, Column.FINISH)
        assert "finish 1 is missing" in cell.data(Qt.ItemDataRole.ToolTipRole)
        assert cell.data(Qt.ItemDataRole.BackgroundRole).color().name() == INVALID_BACKGROUND
    assert editor.side_panel.payout_rows()[0] == ("1st", "", "$130.00")  # places, no names

    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert "not saved" in editor.banner.text()
    assert "finish 1 is missing" in editor.banner.text()
    assert context.service.event("2026", 12) is None  # nothing stored


def test_a_finish_still_to_type_is_marked_as_missing(qtbot, view):
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    editor.add_bar.edit.setFocus()
    type_text(qtbot, "Ann")
    press(qtbot, Qt.Key.Key_Return)
    cell = editor.model.index(0, Column.FINISH)
    assert cell.data(Qt.ItemDataRole.ToolTipRole) == "Ann A0 needs a finish"
    assert editor.side_panel.money_rows()["Entries"] == "1"


def test_row_order_moves_and_fills_the_finishes(qtbot, view):
    enter_the_night(qtbot, view)
    editor = view.editor
    editor.model.sort_by_finish()
    editor.table.setCurrentIndex(editor.model.index(3, Column.PLAYER))  # Fay, 4th
    editor.table.setFocus()
    press(qtbot, Qt.Key.Key_Up, Qt.KeyboardModifier.AltModifier)
    assert editor.model.index(2, Column.PLAYER).data() == "Fay A5"
    editor.toolbar.fill_action.trigger()
    assert editor.model.index(2, Column.FINISH).data() == "3"
    assert editor.side_panel.payout_rows()[2] == ("3rd", "Fay A5", "$65.00")


def test_a_player_with_a_dealer_credit_is_offered_a_free_entry(qtbot, view):
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    editor.add_bar.edit.setFocus()
    type_text(qtbot, "Cat")  # dealt 2 full and 2 half games: 6 units, one free entry
    press(qtbot, Qt.Key.Key_Return)
    assert "has 1 free entry" in editor.add_bar.message.text()
    cell = editor.model.index(0, Column.FREE_ENTRY)
    assert cell.data() == "has 1 free entry"
    assert cell.flags() & Qt.ItemFlag.ItemIsUserCheckable
    editor.model.setData(cell, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert editor.side_panel.money_rows()["Comped (free entries)"] == "$30.00"
    type_text(qtbot, "Ann")
    press(qtbot, Qt.Key.Key_Return)
    assert not editor.model.index(1, Column.FREE_ENTRY).flags() & Qt.ItemFlag.ItemIsUserCheckable


def test_busting_the_bounty_target_wins_the_pot(qtbot, view, context):
    report = context.service.report("2026")
    target = report.events[-1].payouts[0].player  # last event's winner
    enter_the_night(qtbot, view)
    editor = view.editor
    row = editor.model.row_of(target)
    if row is None:  # make sure the target played tonight
        editor.add_bar.edit.setFocus()
        type_text(qtbot, editor.roster.label(target))
        press(qtbot, Qt.Key.Key_Return)
        row = editor.model.row_of(target)
        editor.model.setData(editor.model.index(row, Column.FINISH), "15")
    editor.table.setCurrentIndex(editor.model.index(row, Column.BUSTED_BY))
    editor.table.setFocus()
    type_text(qtbot, "Oda")
    press(qtbot, Qt.Key.Key_Return)
    assert editor.model.entries()[row].busted_by == ("p14",)
    text = editor.side_panel.bounty.text()
    assert editor.roster.label(target) in text and "won by <b>Oda A14</b>" in text
    assert editor.preview.pot == report.bounty_pot_end + Decimal("10")


def test_leaving_an_event_with_unsaved_changes_asks_first(qtbot, view, context, monkeypatch):
    enter_the_night(qtbot, view)
    answers = [QMessageBox.StandardButton.Cancel, QMessageBox.StandardButton.Save]
    asked = []

    def question(*args, **kwargs):
        asked.append(args[2])
        return answers.pop(0)

    monkeypatch.setattr(QMessageBox, "question", question)
    view.list.setCurrentIndex(view.list_model.index(0, 0))
    assert asked == ["Event 12 has unsaved changes. Save them?"]
    assert view.editor.draft.number == 12 and view.editor.model.rowCount() == 14  # stayed
    view.list.setCurrentIndex(view.list_model.index(0, 0))
    assert view.editor.number == 1
    assert len(context.service.event("2026", 12).entries) == 14  # saved on the way out


def test_new_and_delete_event_can_be_undone(qtbot, view, context, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    # Opened, not stored: an empty night is never saved by itself (issue 30).
    assert view.editor.draft.number == 12 and context.service.event("2026", 12) is None
    assert view.list_model.rowCount() == 11 and not view.editor.is_dirty()
    assert view.editor.banner.text().startswith("New event 12: stored once you type")
    view.list.setCurrentIndex(view.list_model.index(0, 0))  # leaving it asks nothing
    qtbot.mouseClick(view.delete_button, Qt.MouseButton.LeftButton)
    assert context.service.event("2026", 1) is None
    assert view.list_model.rowCount() == 10
    context.undo_stack.undo()
    assert len(context.service.event("2026", 1).entries) == 12
    assert view.list_model.rowCount() == 11


def test_an_unknown_name_can_join_the_roster(qtbot, view, context, monkeypatch):
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    view.editor.add_bar.edit.setFocus()
    type_text(qtbot, "Zelda Newcomer")
    press(qtbot, Qt.Key.Key_Return)
    assert any(p.name == "Zelda Newcomer" for p in context.service.league.players)
    assert view.editor.model.index(0, Column.PLAYER).data() == "Zelda Newcomer"


def test_closing_the_window_with_unsaved_changes_asks_first(qtbot, view, context, monkeypatch):
    enter_the_night(qtbot, view)
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Cancel)
    view.close()
    assert view.isVisible() and view.editor.model.rowCount() == 14
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Save)
    view.close()
    assert not view.isVisible()
    assert len(context.service.event("2026", 12).entries) == 14


def test_a_pick_a_stack_night_shows_each_buyin_and_pays_in_fives(qtbot, tmp_path, fnc_league_file):
    service = LeagueService.open(tmp_path / "fnc.sqlite")
    service.import_league_file(fnc_league_file)
    view = EventsView(LeagueContext(service))
    qtbot.addWidget(view)
    view.list.setCurrentIndex(view.list_model.index(0, 0))
    editor = view.editor
    assert editor.fields.pick_a_stack.isChecked()
    assert not editor.table.isColumnHidden(Column.BUYIN)
    assert editor.model.index(1, Column.BUYIN).data() == "50"
    # Buy-ins 30+50+50+40+30+40+30+40 = 310, one $40 rebuy, three $20 add-ons: gross $410.
    # 10% of the buy-ins ($31) goes to the championship: pool $379. 6-8 entries pay
    # 66.7/33.3: 252.79 -> 255 and 126.21 -> 125 in fives; the $1 too much comes off 2nd.
    money = editor.side_panel.money_rows()
    assert (money["Gross"], money["Prize pool"]) == ("$410.00", "$379.00")
    assert [row[2] for row in editor.side_panel.payout_rows()] == ["$255.00", "$124.00"]
    service.close()


def test_the_side_panel_columns_fit_their_longest_text_after_each_edit(qtbot, view):
    """Filling the points table sizes its columns once at the end: no name, finish or
    points figure is cut off, however the rows changed."""
    enter_the_night(qtbot, view)
    points = view.editor.side_panel.points
    view.show()
    qtbot.waitExposed(view)
    header = points.horizontalHeader()
    metrics = points.fontMetrics()
    assert points.rowCount() == 14
    for column in (0, 2, 3):  # the player column stretches to the rest of the width
        widest = max(
            metrics.horizontalAdvance(points.item(row, column).text())
            for row in range(points.rowCount())
        )
        assert header.sectionSize(column) >= widest
        assert header.sectionResizeMode(column) == QHeaderView.ResizeMode.ResizeToContents
    assert header.sectionResizeMode(1) == QHeaderView.ResizeMode.Stretch
