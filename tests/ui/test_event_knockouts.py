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
