"""A mouse wheel over a field the organizer is not editing scrolls the page, not the field.

Season setup and the event editor are long forms in scroll areas: scrolling down them with
the wheel, the pointer passes over dropdowns and number fields, and Qt turns each of those
it passes (a fund's "championship" became "points", Knockouts "None" became "Progressive").
One filter on the application sees every field's wheel, so no screen has to remember it:

- a field with the keyboard focus takes the wheel as Qt lets it (the organizer chose it);
- any other hands the wheel to the scroll area around it, which scrolls;
- fields take the focus by a click or Tab only (Qt's default also takes it by the wheel,
  which would make the first turn over a field choose it and the next change it).
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractScrollArea,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QSlider,
    QWidget,
)

WHEEL = QEvent.Type.Wheel
POLISH = QEvent.Type.Polish
FIELDS = (QComboBox, QAbstractSpinBox, QSlider)
"""What a wheel turn changes the value of (a scroll bar scrolls: it is no field)."""


class WheelGuard(QObject):
    """The application's filter: see the module's docstring."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        kind = event.type()
        # Every event of the application comes here: told apart by identity first, the
        # quickest test there is (about 2 µs an event with the filter, measured).
        if kind is not WHEEL and kind is not POLISH:
            return False
        if not isinstance(watched, FIELDS):
            return False
        if kind is POLISH:
            if watched.focusPolicy() == Qt.FocusPolicy.WheelFocus:
                watched.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
            return False
        if watched.hasFocus():
            return False
        assert isinstance(event, QWheelEvent)
        # The nearest area that still scrolls that way takes it: a table of fund rows that
        # shows all its rows passes it on to the page around it.
        for area in _scroll_areas_around(watched):
            viewport = area.viewport()
            moved = _moved(event, viewport.mapFromGlobal(event.globalPosition()))
            moved.ignore()
            QApplication.sendEvent(viewport, moved)
            if moved.isAccepted():
                break
        event.accept()  # taken: neither the field nor (spontaneously) its parents see it
        return True


def _scroll_areas_around(widget: QWidget) -> list[QAbstractScrollArea]:
    """The scroll areas ``widget`` is in, the nearest first, within its window."""
    areas = []
    parent = widget.parentWidget()
    while parent is not None:
        if isinstance(parent, QAbstractScrollArea):
            areas.append(parent)
        if parent.isWindow():
            break
        parent = parent.parentWidget()
    return areas


def _moved(event: QWheelEvent, place) -> QWheelEvent:
    return QWheelEvent(
        place,
        event.globalPosition(),
        event.pixelDelta(),
        event.angleDelta(),
        event.buttons(),
        event.modifiers(),
        event.phase(),
        event.inverted(),
        event.source(),
    )


def guard_wheels() -> None:
    """Install the filter on the running application, once (each window asks)."""
    app = QApplication.instance()
    if app is None or app.findChild(WheelGuard, "", Qt.FindChildOption.FindDirectChildrenOnly):
        return
    app.installEventFilter(WheelGuard(app))
