"""Fields marked with a problem: tinted with the reason in the tooltip, and left alone while
the same problem stays (restyling a field re-lays out the window around it)."""

from __future__ import annotations

from decimal import Decimal

from PySide6.QtCore import QDate, QEvent, QObject, Qt
from PySide6.QtWidgets import QDateTimeEdit, QLineEdit

from leaguemgr.ui.form_fields import INVALID_BACKGROUND, DateEdit, mark_widget


class _StyleChanges(QObject):
    def __init__(self) -> None:
        super().__init__()
        self.count = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.StyleChange:
            self.count += 1
        return False


def test_a_marked_field_is_tinted_and_restyled_only_when_its_problem_changes(qtbot):
    field = QLineEdit()
    qtbot.addWidget(field)
    field.show()
    qtbot.waitExposed(field)  # only a field on screen is polished again
    changes = _StyleChanges()
    field.installEventFilter(changes)

    mark_widget(field, "enter an amount")
    assert INVALID_BACKGROUND in field.styleSheet()
    assert field.toolTip() == "enter an amount"
    restyled = changes.count
    assert restyled >= 1

    for _ in range(5):  # every keystroke marks the field again with the same problem
        mark_widget(field, "enter an amount")
    assert changes.count == restyled

    mark_widget(field, None)
    assert field.styleSheet() == "" and field.toolTip() == ""
    assert changes.count > restyled


def test_a_typed_amount_is_digits_only_and_bounded_like_a_league_file() -> None:
    import pytest

    from leaguemgr.ui.form_fields import parse_decimal

    assert parse_decimal("$1,250.50") == Decimal("1250.50")
    assert parse_decimal("66.7%") == Decimal("66.7")
    for typed, says in (
        ("1e30", "is not a number"),
        ("3_0", "is not a number"),
        ("٣٠", "is not a number"),
        ("NaN", "is not a number"),
        ("10000000000", "too large"),
        ("0.000001", "more than 4 decimals"),
    ):
        with pytest.raises(ValueError, match=says):
            parse_decimal(typed)


def _date_field(qtbot, shown: QDate):
    field = DateEdit()
    field.setMinimumDate(QDate(2000, 1, 1))
    field.setSpecialValueText("no date")
    field.setDate(shown)
    qtbot.addWidget(field)
    field.show()
    qtbot.waitExposed(field)
    field.setFocus()
    return field


def test_a_whole_date_typed_over_the_field_is_taken_year_and_all(qtbot):
    field = _date_field(qtbot, QDate(2026, 11, 27))
    qtbot.keyClick(field, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(field, "2013-03-18")
    assert field.text() == "2013-03-18"
    blank = _date_field(qtbot, QDate(2000, 1, 1))  # "no date"
    qtbot.keyClick(blank, Qt.Key.Key_A, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClicks(blank, "20130318")
    assert blank.text() == "2013-03-18"


def test_a_typed_year_is_kept_and_right_moves_to_the_next_section(qtbot):
    field = _date_field(qtbot, QDate(2026, 1, 31))
    field.setCurrentSectionIndex(0)
    qtbot.keyClicks(field, "2013")
    assert field.text() == "2013-01-31"
    assert field.currentSection() is QDateTimeEdit.Section.MonthSection  # moved on by itself
    qtbot.keyClick(field, Qt.Key.Key_Left)
    assert field.currentSection() is QDateTimeEdit.Section.YearSection
    qtbot.keyClick(field, Qt.Key.Key_Right)
    qtbot.keyClicks(field, "2")  # February has no 31st: its last day
    assert field.text() == "2013-02-28"
    assert field.currentSection() is QDateTimeEdit.Section.DaySection
