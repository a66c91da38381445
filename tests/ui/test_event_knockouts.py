"""The event editor keeps what it does not show of knockout bounties (SPEC 9): an event's
own rule and the bounties each player won survive an edit and a save."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest
from PySide6.QtCore import Qt

from leaguemgr.domain.records import KnockoutKind, KnockoutRules
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.money_moves_dialog import Decision
from tests.ui.test_events_view import press, type_text, view  # noqa: F401

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")
RULE = KnockoutRules(KnockoutKind.FIXED, Decimal("5"), recorded=True)


def test_an_edited_event_keeps_its_recorded_bounties(qtbot, view, context, money_moves):  # noqa: F811
    service = context.service
    event = service.event("2026", 1)
    winner = next(entry for entry in event.entries if entry.finish == 1)
    entries = tuple(
        dataclasses.replace(entry, bounties_won=Decimal("20")) if entry is winner else entry
        for entry in event.entries
    )
    service.save_event(
        "2026", dataclasses.replace(event, entries=entries, knockout=RULE, knockout_set=True)
    )
    money_moves.answer = Decision.MOVE  # a rebuy more: the pool grows, as it should
    view.select_event(1)
    editor = view.editor
    row = next(r for r in range(editor.model.rowCount()) if editor.model.entries()[r].rebuys == 0)
    editor.table.setFocus()
    editor.table.setCurrentIndex(editor.model.index(row, Column.REBUYS))
    type_text(qtbot, "1")
    press(qtbot, Qt.Key.Key_Return)
    assert editor.is_dirty()
    assert editor.problems == []
    assert editor.save()
    saved = service.event("2026", 1)
    assert (saved.knockout, saved.knockout_set) == (RULE, True)
    assert [e.bounties_won for e in saved.entries if e.player == winner.player] == [Decimal("20")]
    assert sum(e.rebuys for e in saved.entries) == sum(e.rebuys for e in event.entries) + 1


def _choose_knockouts(qtbot, editor, label: str, amount: str) -> None:
    """Pick the night's own knockout rule in its list (Alt+C), by keyboard, and type the
    bounty."""
    fields = editor.fields
    editor.table.setFocus()
    press(qtbot, Qt.Key.Key_C, Qt.KeyboardModifier.AltModifier)  # the night's own rule
    assert fields.knockout.hasFocus()
    index = fields.knockout.findText(label)
    while fields.knockout.currentIndex() < index:
        press(qtbot, Qt.Key.Key_Down)
    fields.knockout_amount.setFocus()
    fields.knockout_amount.selectAll()
    type_text(qtbot, amount)


def test_a_night_with_its_own_fixed_bounties_pays_them_from_the_busts(
    qtbot,
    view,  # noqa: F811
    context,
    money_moves,
):
    money_moves.answer = Decision.MOVE  # the bounties come out of the pool: it moves
    view.select_event(1)
    editor = view.editor
    _choose_knockouts(qtbot, editor, "Fixed", "5")
    assert not editor.fields.knockout_share.isEnabled()  # fixed: the whole bounty
    preview = editor.preview
    assert preview.result is not None and preview.result.bounties is not None
    money = {
        editor.side_panel.money.item(row, 0).text(): editor.side_panel.money.item(row, 1).text()
        for row in range(editor.side_panel.money.rowCount())
    }
    assert money["→ knockout bounties"] == f"${preview.money.knockouts:,.2f}"
    text = editor.side_panel.bounty.text()
    assert "Knockout bounties</b> collected" in text
    top, amount = preview.result.bounties.paid[0]
    assert f"{editor.roster.label(top)} ${amount:,.2f}" in text
    assert editor.table.isColumnHidden(Column.BOUNTIES)  # fixed: nothing to state
    assert editor.undo_stack.undoText() == "Knockout bounties"
    while editor.undo_stack.canUndo():
        editor.undo_stack.undo()
    assert editor.fields.knockout.currentText().startswith("Season's")
    assert editor.preview.money.knockouts == 0
    assert "Knockout bounties" not in editor.side_panel.bounty.text()
    while editor.undo_stack.canRedo():
        editor.undo_stack.redo()
    assert editor.fields.knockout.currentText() == "Fixed"
    assert editor.save()
    saved = context.service.event("2026", 1)
    assert (saved.knockout, saved.knockout_set) == (
        KnockoutRules(KnockoutKind.FIXED, Decimal("5")),
        True,
    )


def test_a_progressive_night_typed_afterwards_asks_what_each_player_collected(
    qtbot,
    view,  # noqa: F811
    context,
    money_moves,
):
    money_moves.answer = Decision.MOVE
    view.select_event(1)
    editor = view.editor
    _choose_knockouts(qtbot, editor, "Progressive", "10")
    assert editor.fields.knockout_share.text() == "50"
    assert not editor.table.isColumnHidden(Column.BOUNTIES)
    knockout_money = editor.preview.money.knockouts
    assert knockout_money == Decimal("140")
    messages = [problem.message for problem in editor.problems]
    assert any("a difference of 140.00" in message for message in messages), messages
    winner = next(r for r, e in enumerate(editor.model.entries()) if e.finish == 1)
    editor.table.setFocus()
    editor.table.setCurrentIndex(editor.model.index(winner, Column.BOUNTIES))
    type_text(qtbot, "100")
    press(qtbot, Qt.Key.Key_Return)
    messages = [problem.message for problem in editor.problems]
    assert any("a difference of 40.00" in message for message in messages), messages
    other = next(r for r, e in enumerate(editor.model.entries()) if e.finish == 2)
    editor.table.setCurrentIndex(editor.model.index(other, Column.BOUNTIES))
    type_text(qtbot, "40")
    press(qtbot, Qt.Key.Key_Return)
    assert editor.problems == []
    assert editor.save()
    saved = context.service.event("2026", 1)
    assert saved.knockout == KnockoutRules(KnockoutKind.PROGRESSIVE, Decimal("10"))
    won = {e.finish: e.bounties_won for e in saved.entries if e.bounties_won is not None}
    assert won == {1: Decimal("100"), 2: Decimal("40")}
