"""The formula field and the points section, given what no formula should be."""

from __future__ import annotations

import time

import pytest
from PySide6.QtWidgets import QApplication

from leaguemgr.ui.season.formula_edit import FormulaEdit
from leaguemgr.ui.season.season_editor import SeasonEditor

PROMPTLY = 0.5  # seconds: it takes milliseconds; a hang would take minutes


@pytest.fixture
def field(qtbot) -> FormulaEdit:
    edit = FormulaEdit()
    qtbot.addWidget(edit)
    edit.show()
    return edit


def test_pasting_100_kb_shows_the_error_and_returns_promptly(qtbot, field):
    QApplication.clipboard().setText("place+1" * 14_628)  # 102,396 characters
    start = time.perf_counter()
    with qtbot.waitSignal(field.checked, timeout=5000) as signal:
        field.paste()
    assert time.perf_counter() - start < PROMPTLY
    assert len(field.text()) == 102_396
    message = "the formula is too long (102,396 characters; at most 500) at position 501"
    assert signal.args == [message]
    assert field.error_message == message
    assert field.extraSelections()[0].cursor.selectionStart() == 500


@pytest.mark.parametrize(
    ("text", "shown"),
    [
        ("(" * 10_000 + "1" + ")" * 10_000, "too long"),
        ("-" * 100_000 + "1", "too long"),
        ("1" * 100_000, "too long"),
        ("sqrt(" * 40 + "n" + ")" * 40, "nested too deeply"),
        ("4000000**4000000", "too large"),
        ("round(place, -4000000)", "round() keeps between -15 and 15 digits"),
        ("1 @ 2", "'@' is not allowed in a points formula at position 3"),
    ],
)
def test_hostile_formulas_are_explained_not_raised(field, text, shown):
    start = time.perf_counter()
    field.setText(text)
    assert time.perf_counter() - start < PROMPTLY
    assert shown in field.error_message


@pytest.fixture
def editor(qtbot, context, discard_unsaved_changes):
    widget = SeasonEditor(context)
    qtbot.addWidget(widget)
    widget.resize(1400, 900)
    widget.show()
    return widget


def test_a_formula_failing_at_some_place_is_explained_beside_the_field(qtbot, editor):
    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    points.formula.setText("10/(place-3)")
    assert points.formula.error_message == ""  # it parses, and works at places 1 and 40
    assert points.formula_problem.text() == (
        "points formula: the formula cannot be evaluated at place 3 of 3 (buy-in 30): "
        "division by zero"
    )
    assert not editor.apply_button.isEnabled()
    assert points.preview.rowCount() == 0
    points.formula.setText("10/(place+3)")
    assert points.formula_problem.text() == ""
    assert editor.apply_button.isEnabled()


def test_a_pasted_page_does_not_hang_season_setup(qtbot, editor):
    points = editor.points
    points.kind.setCurrentIndex(points.kind.findData("formula"))
    QApplication.clipboard().setText("place + " * 12_800)
    points.formula.selectAll()
    start = time.perf_counter()
    points.formula.paste()
    assert time.perf_counter() - start < PROMPTLY
    assert "too long" in points.formula_problem.text()
    assert "Cannot apply" in editor.status.text()
