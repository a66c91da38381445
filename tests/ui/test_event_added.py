"""Money added to an event's pool, typed in the event editor's side panel (SPEC 2.2)."""

from __future__ import annotations

from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication

from leaguemgr.ui.form_fields import ProblemLabel
from tests.ui.test_events_view import enter_the_night, press, type_text, view  # noqa: F401

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def test_alt_b_types_money_added_to_the_pool_and_the_payouts_grow(qtbot, view, context):  # noqa: F811
    enter_the_night(qtbot, view)
    editor = view.editor
    panel = editor.side_panel
    assert panel.added_caption.text() == "Added to the pool &by the house or a sponsor"
    press(qtbot, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    assert QApplication.focusWidget() is panel.added
    type_text(qtbot, "100")
    money = panel.money_rows()
    # $420 taken in, $95 set aside as before, $100 from the house: a pool of $425.
    assert money["Added to the pool"] == "$100.00"
    assert money["Prize pool"] == "$425.00"
    assert panel.payout_rows()[0] == ("1st", "Bob A1", "$170.00")
    assert editor.undo_stack.undoText() == "Added to the pool"

    night = editor.preview.result
    money = night.money
    assert money.gross + money.added == sum(a for _, a in money.set_asides) + money.pool
    assert money.pool == sum(p.amount for p in night.payouts)

    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    assert context.service.event("2026", 12).added == Decimal(100)
    assert view.list_model.index(11, 4).data() == "$425.00"


def test_negative_money_added_is_marked_on_the_field_and_refused(qtbot, view, context):  # noqa: F811
    enter_the_night(qtbot, view)
    panel = view.editor.side_panel
    panel.added.setFocus()
    type_text(qtbot, "-5")
    assert any(p.location == ("added",) for p in view.editor.problems)
    assert not view.editor.save()
    assert context.service.event("2026", 12) is None  # the new event: not stored
    assert "cannot be negative" in " ".join(panel.findChild(ProblemLabel).text().split())
