"""Trust at the keyboard (issue #11): Undo takes back what is on the screen first, the status
bar says what is unsaved, Tab never traps the cursor, every key means one thing."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.season import season_commands

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _undo_text(window) -> str:
    """The Edit menu's Undo item as read (without its mnemonic's ampersand)."""
    return window.undo_action.text().replace("&", "")


def _events(window):
    view = window.show_screen("events")
    QApplication.processEvents()
    return view


def _ctrl(qtbot, widget, key, shift: bool = False) -> None:
    modifiers = Qt.KeyboardModifier.ControlModifier
    if shift:
        modifiers |= Qt.KeyboardModifier.ShiftModifier
    qtbot.keyClick(widget, key, modifiers)
    QApplication.processEvents()


def _type_finish(view, row: int, finish: str) -> str:
    """Type a finish into row ``row`` as the organizer does; return the player's name."""
    editor = view.editor
    index = editor.model.index(row, Column.FINISH)
    editor.table.setFocus()
    editor.table.setCurrentIndex(index)
    editor.model.setData(index, finish)
    return editor.model.index(row, Column.PLAYER).data()


# 1. Undo undoes what is on the screen --------------------------------------------------------


def test_undo_takes_back_the_unsaved_edit_before_a_saved_one(window, qtbot):
    context = window.context
    context.push(season_commands.rename_season(context, "2026", "Spring"))
    view = _events(window)
    editor = view.editor
    first_finish = editor.model.index(0, Column.FINISH).data()
    name = _type_finish(view, 0, "99")
    assert editor.is_dirty()
    assert _undo_text(window) == f"Undo Finish of {name}"

    _type_finish(view, 0, "98")  # Enter, then the next edit of the same cell
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z)
    assert editor.model.index(0, Column.FINISH).data() == first_finish
    assert not editor.is_dirty()
    assert context.service.season_names() == ["Spring"]  # the saved rename stays
    assert _undo_text(window) == "Undo Rename season 2026 to Spring"

    # Once the draft is back as saved, the next Undo takes back the saved rename.
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z)
    assert context.service.season_names() == ["2026"]


def test_redo_puts_an_undone_edit_of_the_draft_back(window, qtbot):
    view = _events(window)
    editor = view.editor
    _type_finish(view, 0, "99")
    name = _type_finish(view, 1, "98")
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z)
    assert editor.model.index(1, Column.FINISH).data() != "98"
    assert window.redo_action.text().replace("&", "") == f"Redo Finish of {name}"
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z, shift=True)
    assert editor.model.index(1, Column.FINISH).data() == "98"
    assert editor.model.index(0, Column.FINISH).data() == "99"


def test_each_edit_in_the_editor_is_undone_in_turn_and_a_save_is_one_edit(window, qtbot):
    view = _events(window)
    editor = view.editor
    editor.fields.name.setFocus()
    editor.fields.name.selectAll()
    qtbot.keyClicks(editor.fields.name, "Final")
    name = _type_finish(view, 1, "42")
    assert _undo_text(window) == f"Undo Finish of {name}"
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z)
    assert _undo_text(window) == "Undo Name"  # the typing of a name is one edit
    _ctrl(qtbot, editor.table, Qt.Key.Key_Z)
    assert editor.fields.name.text() != "Final" and not editor.is_dirty()

    qtbot.keyClicks(editor.fields.name, " night")
    number = editor.draft.number
    assert editor.save()
    assert _undo_text(window) == f"Undo Save event {number}"


# 4. The status bar says what is unsaved ------------------------------------------------------


def test_the_status_bar_names_what_is_unsaved(window, qtbot):
    assert window.saved_label.text() == "All changes saved"
    view = _events(window)
    _type_finish(view, 0, "99")
    number = view.editor.draft.number
    assert window.saved_label.text() == f"Event {number} has unsaved changes"
    view.editor.revert()
    assert window.saved_label.text() == "All changes saved"

    setup = window.show_screen("season")
    setup.prices.buyin.setText("77")
    setup.prices.buyin.edited.emit()
    QApplication.processEvents()
    assert window.saved_label.text() == "Season 2026 setup has unapplied changes"
    setup.revert()
    assert window.saved_label.text() == "All changes saved"


# 3. Tab never traps the cursor ---------------------------------------------------------------


def _tab_away(qtbot, widget, backwards: bool = False):
    widget.setFocus()
    QApplication.processEvents()
    assert widget.hasFocus()
    key = Qt.Key.Key_Backtab if backwards else Qt.Key.Key_Tab
    modifier = Qt.KeyboardModifier.ShiftModifier if backwards else Qt.KeyboardModifier.NoModifier
    qtbot.keyClick(widget, key, modifier)
    QApplication.processEvents()
    return QApplication.focusWidget()


def test_tab_leaves_the_events_list_and_the_entries_table(window, qtbot):
    view = _events(window)
    editor = view.editor
    assert _tab_away(qtbot, view.list) is view.new_button
    editor.table.setCurrentIndex(editor.model.index(0, Column.FINISH))
    after_table = _tab_away(qtbot, editor.table)
    assert after_table is not editor.table and not editor.table.isAncestorOf(after_table)
    assert after_table is editor.dealers.add_edit
    before_table = _tab_away(qtbot, editor.table, backwards=True)
    assert before_table is not editor.table and not editor.table.isAncestorOf(before_table)


def test_a_dealer_is_added_and_made_a_half_game_at_the_keyboard(window, qtbot):
    view = _events(window)
    dealers = view.editor.dealers
    before = len(dealers.dealers())
    window.activateWindow()
    # Alt+R is the Dealers field's mnemonic.
    qtbot.keyClick(window, Qt.Key.Key_R, Qt.KeyboardModifier.AltModifier)
    QApplication.processEvents()
    assert QApplication.focusWidget() is dealers.add_edit
    qtbot.keyClicks(dealers.add_edit, "Ann Lee")
    qtbot.keyClick(dealers.add_edit, Qt.Key.Key_Return)
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    for _ in range(5):  # Tab on to the list of dealers
        if focus is dealers.table:
            break
        qtbot.keyClick(focus, Qt.Key.Key_Tab)
        QApplication.processEvents()
        focus = QApplication.focusWidget()
    assert focus is dealers.table
    qtbot.keyClick(dealers.table, Qt.Key.Key_Space)
    assert len(dealers.dealers()) == before + 1
    assert dealers.dealers()[-1].game.value == "half"
    assert view.editor.is_dirty()


# 10. Small things ----------------------------------------------------------------------------


@pytest.mark.parametrize("key", ["events", "championship", "season"])
def test_find_goes_to_the_screens_filter(window, qtbot, key):
    screen = window.show_screen(key)
    QApplication.processEvents()
    window.find_action.trigger()
    QApplication.processEvents()
    focus = QApplication.focusWidget()
    assert focus is not None and screen.isAncestorOf(focus)
    expected = {
        "events": lambda: screen.find_edit,
        "championship": lambda: screen.find_edit,
        "season": lambda: screen.prices.buyin,
    }[key]()
    assert focus is expected


def test_the_events_filter_narrows_the_list_and_enter_opens_the_event(window, qtbot):
    view = _events(window)
    view.focus_search()
    qtbot.keyClicks(view.find_edit, "2026-03")
    shown = [r for r in range(view.list_model.rowCount()) if not view.list.isRowHidden(r)]
    assert [view.list_model.event_at(r).number for r in shown] == [3]
    qtbot.keyClick(view.find_edit, Qt.Key.Key_Return)
    assert view.editor.number == 3


def test_the_championship_filter_narrows_the_field(window, qtbot):
    view = window.show_screen("championship")
    rows = view.field_model.rowCount()
    name = view.field_model.index(0, 1).data()
    view.find_edit.setText(name)
    shown = [r for r in range(rows) if not view.field.isRowHidden(r)]
    assert shown == [0]
    view.find_edit.clear()
    assert not any(view.field.isRowHidden(r) for r in range(rows))


def test_adding_a_player_already_entered_selects_their_row(window, qtbot):
    view = _events(window)
    editor = view.editor
    row = 3
    name = editor.model.index(row, Column.PLAYER).data()
    editor.add_bar.edit.setText(name)
    editor.add_bar.choose()
    assert editor.table.currentIndex().row() == row
    assert {i.row() for i in editor.table.selectionModel().selectedIndexes()} == {row}
    assert "already entered" in editor.add_bar.message.text()
    assert editor.model.rowCount() == len(editor.original.entries)  # nothing added


def test_added_is_cleared_by_revert(window, qtbot):
    view = _events(window)
    editor = view.editor
    entered = {e.player for e in editor.draft.entries}
    newcomer = next(p for p in window.context.service.league.players if p.id not in entered)
    editor.add_entry(newcomer.id)
    assert editor.add_bar.message.text().startswith("Added")
    editor.revert()
    assert editor.add_bar.message.text() == ""


def test_a_deleted_event_leaves_no_bounty_text(window, qtbot, monkeypatch):
    from PySide6.QtWidgets import QMessageBox

    view = _events(window)
    editor = view.editor
    assert editor.side_panel.bounty.text()  # the sample league has a bounty every night
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    view.delete_event()
    assert editor.number is None
    assert editor.side_panel.bounty.text() == ""
    assert editor.side_panel.payouts.rowCount() == 0


def test_a_new_event_follows_the_seasons_monthly_rhythm(window, qtbot):
    view = _events(window)  # the sample's nights are on the 15th, January to November
    view.new_event()
    assert view.editor.draft.date == "2026-12-15"


def test_the_points_chart_shows_a_single_event_and_explains_dashed_lines(qtbot):
    from leaguemgr.services.points_race import PointsRace, RaceLine
    from leaguemgr.ui.standings.points_race_chart import PointsRaceChart

    chart = PointsRaceChart()
    qtbot.addWidget(chart)
    race = PointsRace((1,), (RaceLine("p1", (30.0,)), RaceLine("p2", (20.0,))))
    chart.show_race(race, {"p1": "Ann", "p2": "Bob"})
    series = chart.chart().series()
    assert len(series) == 2 and all(s.pointsVisible() for s in series)
    axis = chart.chart().axes(Qt.Orientation.Horizontal)[0]
    assert axis.min() < 1 < axis.max()
    assert "dashed" in chart.chart().title()


def test_the_status_bar_names_unsaved_championship_finishes(window, qtbot):
    view = window.show_screen("championship")
    model = view.result_panel.model
    model.setData(model.index(0, 1), "1")
    QApplication.processEvents()
    assert window.saved_label.text() == "The championship result has unsaved finishes"


# 2. One meaning per key ----------------------------------------------------------------------


def test_alt_s_opens_the_share_menu_and_alt_n_the_season_menu(window, qtbot):
    from PySide6.QtWidgets import QMenu

    window.activateWindow()
    for key, title in ((Qt.Key.Key_S, "Share"), (Qt.Key.Key_N, "Season")):
        qtbot.keyClick(window, key, Qt.KeyboardModifier.AltModifier)
        qtbot.waitUntil(lambda: isinstance(QApplication.activePopupWidget(), QMenu))
        menu = QApplication.activePopupWidget()
        assert menu.title().replace("&", "") == title
        menu.hide()


def test_alt_w_on_the_events_screen_is_new_event(window, qtbot, qtlog):
    view = _events(window)
    count = view.list_model.rowCount()
    window.activateWindow()
    qtbot.keyClick(window, Qt.Key.Key_W, Qt.KeyboardModifier.AltModifier)
    qtbot.waitUntil(lambda: view.editor.draft is not None and view.editor.draft.number == count + 1)
    assert view.list_model.rowCount() == count  # nothing saved until the night is typed
    # Alt+M is the name of the event now open.
    qtbot.keyClick(window, Qt.Key.Key_M, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is view.editor.fields.name
    assert not [record for record in qtlog.records if "Ambiguous" in record.message]
