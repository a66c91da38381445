"""A night typed with only the players the league names (SPEC 8 ``others``) and a night
worth more (``points_factor``), in the event editor."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from leaguemgr.domain.records import UnnamedEntries
from tests.ui.test_events_view import press, type_text, view  # noqa: F401

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")

ALT = Qt.KeyboardModifier.AltModifier
CASHERS = ["Bob", "Eve", "Ann", "Fay", "Oda"]


def test_five_cashers_and_15_unnamed_entries_are_typed_without_a_question(qtbot, view):  # noqa: F811
    # 20 in the field: the AZ payout table stops at 20 entries.
    qtbot.mouseClick(view.new_button, Qt.MouseButton.LeftButton)
    editor = view.editor
    editor.add_bar.edit.setFocus()
    for name in CASHERS:
        type_text(qtbot, name)
        press(qtbot, Qt.Key.Key_Return)
    editor.table.setFocus()
    press(
        qtbot, Qt.Key.Key_F, Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier
    )
    press(qtbot, Qt.Key.Key_I, ALT)
    assert QApplication.focusWidget() is editor.fields.others
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, "15")  # a field of 20: the sample league's payout table stops there
    assert editor.draft.others == UnnamedEntries(15, 0, 0)
    assert editor.side_panel.money_rows()["Unnamed entries"] == "15"
    assert editor.undo_stack.undoText() == "Unnamed entries"
    press(qtbot, Qt.Key.Key_X, ALT)  # the final, worth double
    assert QApplication.focusWidget() is editor.fields.points_factor
    press(qtbot, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    type_text(qtbot, "2")
    assert editor.draft.points_factor == 2.0
    assert editor.problems == []
    assert editor.save()
    stored = view.context.service.event("2026", 12)
    assert (stored.others, stored.points_factor) == (UnnamedEntries(15, 0, 0), 2.0)
    night = next(e for e in view.context.service.report("2026").events if e.number == 12)
    assert night.money.entries == 20  # the unnamed entries count in the field
