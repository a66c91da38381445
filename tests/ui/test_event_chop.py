"""A chop recorded in the event editor (SPEC 8 "what was paid"): the money follows the deal,
the finishes stay as played, the points of a ``prize`` formula follow the amounts."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QInputDialog, QMessageBox

from leaguemgr.domain.records import PayoutRange, PointsRule
from leaguemgr.ui.events.paid_dialog import PaidDialog
from tests.ui.conftest import when_dialog_opens
from tests.ui.test_events_view import enter_the_night, press, type_text, view  # noqa: F401

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")

D = Decimal


@pytest.fixture
def half_the_cash(context):
    """The issue's league: $60 a seat, nothing set aside, 60/40 to two places, points =
    half the cash won."""
    service = context.service
    rules = dataclasses.replace(
        service.season("2026").rules,
        buyin=D(60),
        rebuy_cost=D(60),
        set_asides=(),
        bounty=None,
        payout_table=(PayoutRange(2, 100, (D(60), D(40))),),
        points=PointsRule(preset=None, formula="prize / 2"),
        rounding_unit=D(1),
        season_prizes=None,
        championship=None,
    )
    service.save_rules("2026", rules)
    return context


def _night_of_1060(qtbot, view) -> None:  # noqa: F811
    """Fourteen at $60 and $220 from the house: a pool of $1,060, 636/424 by the table."""
    enter_the_night(qtbot, view)
    press(qtbot, Qt.Key.Key_B, Qt.KeyboardModifier.AltModifier)
    type_text(qtbot, "220")
    view.editor.table.setFocus()


def _open_the_dialog(qtbot, view) -> None:  # noqa: F811
    """Ctrl+Shift+D in the editor; back in the editor once the dialog has closed."""
    press(qtbot, Qt.Key.Key_D, CTRL_SHIFT)
    view.activateWindow()  # what the window manager does when a dialog closes
    qtbot.waitUntil(lambda: QApplication.focusWidget() is not None)


def _in_dialog(qtbot, keys):
    """Press ``keys`` (key, modifier) in the next dialog, as the organizer would."""

    def handle(dialog) -> None:
        qtbot.waitUntil(
            lambda: dialog.isActiveWindow() and dialog.isAncestorOf(QApplication.focusWidget())
        )
        for key, modifier in keys:
            qtbot.keyClick(QApplication.focusWidget() or dialog, key, modifier)
            QApplication.processEvents()

    return when_dialog_opens(qtbot, handle)


ALT, NONE = Qt.KeyboardModifier.AltModifier, Qt.KeyboardModifier.NoModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier


def test_a_chop_of_1st_and_2nd_pays_530_each_keeps_one_winner_and_scores_the_cash(
    qtbot,
    view,  # noqa: F811
    half_the_cash,
):
    _night_of_1060(qtbot, view)
    editor, panel = view.editor, view.editor.side_panel
    assert panel.money_rows()["Prize pool"] == "$1,060.00"
    assert panel.payout_rows() == [("1st", "Bob A1", "$636.00"), ("2nd", "Eve A4", "$424.00")]

    # Ctrl+Shift+D, Alt+C (chop among the top 2, even split), Enter: recorded.
    seen = _in_dialog(qtbot, [(Qt.Key.Key_C, ALT), (Qt.Key.Key_Return, NONE)])
    _open_the_dialog(qtbot, view)
    assert len(seen) == 1
    assert panel.payout_rows() == [("1st", "Bob A1", "$530.00"), ("2nd", "Eve A4", "$530.00")]
    assert panel.payouts_heading.text() == "Payouts: paid by a deal (not the table)"
    points = {row[1]: row[2] for row in panel.points_rows()}
    assert (points["Bob A1"], points["Eve A4"], points["Ann A0"]) == ("265.00", "265.00", "0.00")
    assert editor.undo_stack.undoText() == "Record what was paid"

    press(qtbot, Qt.Key.Key_S, Qt.KeyboardModifier.ControlModifier)
    stored = half_the_cash.service.event("2026", 12)
    assert stored.payouts == (("p01", D(530)), ("p04", D(530)))
    finishes = {entry.player: entry.finish for entry in stored.entries}
    assert (finishes["p01"], finishes["p04"]) == (1, 2)  # as played
    report = half_the_cash.service.report("2026")
    night = next(e for e in report.events if e.number == 12)
    assert [(p.player, p.amount) for p in night.payouts] == [("p01", D(530)), ("p04", D(530))]
    assert sum(1 for p in night.payouts if p.finish == 1) == 1  # one win, not two


def test_the_chop_is_undone_back_to_the_table(qtbot, view, half_the_cash):  # noqa: F811
    _night_of_1060(qtbot, view)
    panel = view.editor.side_panel
    _in_dialog(qtbot, [(Qt.Key.Key_Return, NONE)])  # opened and closed: nothing changed
    _open_the_dialog(qtbot, view)
    assert view.editor.draft.payouts is None and panel.payouts_heading.text() == "Payouts"
    view.editor.table.setFocus()
    _in_dialog(qtbot, [(Qt.Key.Key_C, ALT), (Qt.Key.Key_Return, NONE)])
    _open_the_dialog(qtbot, view)
    assert panel.payout_rows()[0] == ("1st", "Bob A1", "$530.00")
    view.editor.undo_stack.undo()  # Edit > Undo: the draft's own edits come first
    assert panel.payout_rows()[0] == ("1st", "Bob A1", "$636.00")
    assert panel.payouts_heading.text() == "Payouts"


def test_a_place_paid_less_sets_the_rest_aside_into_a_named_fund(
    qtbot,
    view,  # noqa: F811
    half_the_cash,
    monkeypatch,
):
    _night_of_1060(qtbot, view)
    panel = view.editor.side_panel

    def pay_second_400(dialog: PaidDialog) -> None:
        qtbot.waitUntil(
            lambda: dialog.isActiveWindow() and dialog.isAncestorOf(QApplication.focusWidget())
        )
        press(qtbot, Qt.Key.Key_Down)  # from 1st's amount to 2nd's
        type_text(qtbot, "400")  # typing over the amount opens the cell
        press(qtbot, Qt.Key.Key_Return)  # closes the cell
        press(qtbot, Qt.Key.Key_Return)  # records
        if dialog.isVisible():  # the keys above did not close it: do not hang
            dialog.reject()

    when_dialog_opens(qtbot, pay_second_400)
    _open_the_dialog(qtbot, view)
    assert panel.payout_rows() == [
        ("1st", "Bob A1", "$636.00"),
        ("2nd", "Eve A4", "$400.00"),
        ("", "Not paid out", "$24.00"),
    ]
    assert panel.payouts_heading.text() == "Payouts: as paid (not the table)"
    asked = []
    monkeypatch.setattr(
        QInputDialog, "getItem", lambda *a, **k: asked.append(a[2]) or ("trip", True)
    )
    assert view.editor.save()
    assert "$24.00 of event 12's prize pool of $1,060.00 was not paid out" in asked[0]
    report = half_the_cash.service.report("2026")
    night = next(e for e in report.events if e.number == 12)
    assert night.money.pool == D(1036)
    assert ("trip", D(24)) in night.money.set_asides
    assert not view.editor.is_dirty()


def test_paid_beyond_the_pool_is_recorded_as_added(qtbot, view, half_the_cash, monkeypatch):  # noqa: F811
    _night_of_1060(qtbot, view)
    view.editor.set_payouts((("p01", D(636)), ("p04", D(484))))
    monkeypatch.setattr(QMessageBox, "question", lambda *a, **k: QMessageBox.StandardButton.Yes)
    assert view.editor.save()
    stored = half_the_cash.service.event("2026", 12)
    assert stored.added == D(280)  # the $220 typed and $60 more the house paid
    assert view.editor.side_panel.money_rows()["Prize pool"] == "$1,120.00"


def test_what_was_paid_needs_no_row_of_the_payout_table_for_the_field(
    qtbot,
    view,  # noqa: F811
    half_the_cash,
):
    service = half_the_cash.service
    table = (PayoutRange(20, 100, (D(60), D(40))),)  # no row for tonight's 14
    service.save_rules(
        "2026", dataclasses.replace(service.season("2026").rules, payout_table=table)
    )
    _night_of_1060(qtbot, view)
    editor = view.editor
    assert [p.message for p in editor.problems] == ["the payout table has no row for 14 entries"]
    dialog = editor.paid_dialog()  # every finish is in: what was paid can be recorded
    assert dialog is not None
    dialog.deleteLater()
    editor.set_payouts((("p01", D(700)), ("p04", D(360))))
    assert editor.problems == []
    assert editor.save()
    night = next(e for e in service.report("2026").events if e.number == 12)
    assert [(p.player, p.finish, p.amount) for p in night.payouts] == [
        ("p01", 1, D(700)),
        ("p04", 2, D(360)),
    ]
