"""Bounty and money warnings in the event editor, and who owes what (issue #11, item 6)."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt

from leaguemgr.domain.records import EntryStatus
from leaguemgr.ui.events.entries_table_model import Column
from leaguemgr.ui.standings.standings_view import StandingsView
from tests.ui.test_events_view import enter_the_night, view  # noqa: F401  (a fixture)

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def _target_row(editor, target) -> tuple[str, int]:
    row = editor.model.row_of(target)
    assert row is not None, "the last winner plays in the typed night"
    return target, row


def test_the_bounty_target_out_with_no_buster_is_a_warning(qtbot, view, context):  # noqa: F811
    target = context.service.report("2026").events[-1].payouts[0].player
    enter_the_night(qtbot, view)
    editor = view.editor
    target, row = _target_row(editor, target)
    name = editor.roster.label(target)
    assert editor.model.entries()[row].finish != 1 and not editor.model.entries()[row].busted_by
    warnings = editor.side_panel.warning_texts()
    assert any(
        f"the bounty target {name} was knocked out" in w and "carries over" in w for w in warnings
    )
    assert editor.side_panel.warnings.isVisibleTo(editor)
    assert "carries over" in editor.side_panel.bounty.text()
    editor.model.setData(editor.model.index(row, Column.BUSTED_BY), "Oda A14")
    assert not any("bounty target" in w for w in editor.side_panel.warning_texts())


def test_a_winner_recorded_as_busted_is_a_warning(qtbot, view, context):  # noqa: F811
    enter_the_night(qtbot, view)
    editor = view.editor
    winner = next(i for i, e in enumerate(editor.model.entries()) if e.finish == 1)
    editor.model.setData(editor.model.index(winner, Column.BUSTED_BY), "Oda A14")
    name = editor.roster.label(editor.model.entries()[winner].player)
    assert any(
        f"{name} finished 1st but is recorded as busted 1 time with 0 rebuys" in w
        for w in editor.side_panel.warning_texts()
    )
    assert editor.save_action.isEnabled()  # a warning, not a problem: it can be saved


def test_unticking_paid_lists_who_owes_what(qtbot, view, context):  # noqa: F811
    enter_the_night(qtbot, view)
    editor = view.editor
    cell = editor.model.index(0, Column.PAID)
    editor.model.setData(cell, Qt.CheckState.Unchecked.value, Qt.ItemDataRole.CheckStateRole)
    assert "Row 1: Ann A0 owes $30.00: not paid" in editor.side_panel.warning_texts()
    assert editor.save()
    screen = StandingsView(context)
    qtbot.addWidget(screen)
    assert screen.owes.isVisibleTo(screen)
    assert screen.owes.text() == "Who owes: Ann A0 $30.00"


def test_free_entry_and_late_cancel_rows_show_paid_as_not_applicable(qtbot, view):  # noqa: F811
    enter_the_night(qtbot, view)
    model = view.editor.model
    model.setData(model.index(1, Column.STATUS), EntryStatus.LATE_CANCEL.value)
    paid = model.index(1, Column.PAID)
    assert paid.data() == "n/a"
    assert paid.data(Qt.ItemDataRole.CheckStateRole) is None
    assert not paid.flags() & Qt.ItemFlag.ItemIsUserCheckable
    played = model.index(2, Column.PAID)
    assert played.data(Qt.ItemDataRole.CheckStateRole) == Qt.CheckState.Checked


def test_no_show_with_on_time_is_cleared_and_refused_with_a_message(qtbot, view):  # noqa: F811
    enter_the_night(qtbot, view)
    editor = view.editor
    model = editor.model
    on_time = model.index(3, Column.ON_TIME)
    model.setData(on_time, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert model.entries()[3].on_time
    model.setData(model.index(3, Column.STATUS), EntryStatus.NO_SHOW.value)
    assert not model.entries()[3].on_time
    assert "on-time and exact-change bonuses were cleared" in editor.side_panel.notice.text()
    assert not model.setData(on_time, Qt.CheckState.Checked.value, Qt.ItemDataRole.CheckStateRole)
    assert not model.entries()[3].on_time
    assert "no on time bonus for a player who did not come" in editor.side_panel.notice.text()
