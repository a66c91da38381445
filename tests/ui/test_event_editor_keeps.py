"""The event editor keeps what it does not show yet: a night's unnamed entries and its points
factor (SPEC 8) stay as recorded when the organizer edits and saves the night."""

from __future__ import annotations

import dataclasses

import pytest

from leaguemgr.domain.records import UnnamedEntries
from tests.ui.test_events_view import type_text, view  # noqa: F401

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")


def test_an_edit_keeps_the_unnamed_entries_and_the_points_factor(qtbot, view, context):  # noqa: F811
    service = context.service
    stored = service.event("2026", 1)
    own = dataclasses.replace(stored, others=UnnamedEntries(entries=1), points_factor=2.0)
    service.save_event("2026", own)
    view.select_event(1)
    editor = view.editor
    assert editor.number == 1
    editor.side_panel.added.setFocus()
    type_text(qtbot, "5")
    # The draft the editor would save: the money typed, and what it does not show as it was.
    assert editor.draft.added == 5
    assert (editor.draft.others, editor.draft.points_factor) == (UnnamedEntries(1), 2.0)
    assert editor.draft == dataclasses.replace(own, added=editor.draft.added)
