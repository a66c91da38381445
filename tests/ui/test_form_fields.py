"""Fields marked with a problem: tinted with the reason in the tooltip, and left alone while
the same problem stays (restyling a field re-lays out the window around it)."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QLineEdit

from leaguemgr.ui.form_fields import INVALID_BACKGROUND, mark_widget


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
