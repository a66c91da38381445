"""A mouse wheel over a field the organizer is not editing scrolls Season setup, and leaves
the field as it was (issue 40, item 5): a fund's "championship" became "points" and
Knockouts "None" became "Progressive" as the page scrolled under the pointer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QPoint, QPointF, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import QApplication, QScrollArea, QWidget

pytestmark = pytest.mark.usefixtures("discard_unsaved_changes")

DOWN = -120  # one notch of the wheel towards the organizer


def turn_wheel(widget: QWidget, notches: int = 1) -> None:
    """The wheel turned down over the middle of ``widget``, as Qt delivers it there."""
    middle = QPointF(widget.rect().center())
    event = QWheelEvent(
        middle,
        QPointF(widget.mapToGlobal(middle)),
        QPoint(),
        QPoint(0, DOWN * notches),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


@pytest.fixture
def setup(window, qtbot):
    window.resize(1000, 600)  # short enough that the form scrolls
    editor = window.show_screen("season")
    QApplication.processEvents()
    page = editor.findChild(QScrollArea)
    assert page.verticalScrollBar().maximum() > 0
    return editor, page.verticalScrollBar()


def test_a_wheel_over_dropdowns_and_number_fields_scrolls_setup(setup) -> None:
    editor, scroll = setup
    kind, fund = editor.knockout.kind, editor.set_asides._fund(0)
    fields = [kind, fund, editor.set_asides._basis(0)]
    fields += [box for box in editor.findChildren(QWidget) if box.inherits("QAbstractSpinBox")]
    assert len(fields) > 10  # the prices, chips and knockout amounts are spin boxes too
    before = {id(field): _value(field) for field in fields}
    for field in fields:
        scroll.setValue(0)
        turn_wheel(field)
        assert _value(field) == before[id(field)], field.objectName()
        assert scroll.value() > 0, field.objectName()
    assert kind.currentText() == "None"
    assert fund.currentText() == "championship"
    assert editor.apply_button.isEnabled() is False  # nothing changed
    # A turn of the wheel does not pick the field either: only a click or Tab does.
    assert kind.focusPolicy() == Qt.FocusPolicy.StrongFocus


def test_a_field_the_organizer_is_in_still_takes_the_wheel(setup, qtbot) -> None:
    editor, scroll = setup
    kind = editor.knockout.kind
    kind.setFocus()
    QApplication.processEvents()
    scroll.setValue(0)
    turn_wheel(kind)
    assert kind.currentText() != "None"
    assert scroll.value() == 0


def _value(field: QWidget) -> str:
    return field.currentText() if hasattr(field, "currentText") else field.text()
