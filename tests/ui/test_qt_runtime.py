"""The Qt binding the app runs on keeps Python's objects alive.

PySide6 6.12.0 on Python 3.11 dropped a reference to None on every call returning void,
and a long evening of edits then crashed the app ("deallocating None"). pyproject.toml keeps
that release out; this test catches such a binding before an organizer does.
"""

import sys

from PySide6.QtWidgets import QLabel


def test_many_qt_calls_leave_none_referenced(qtbot):
    label = QLabel()
    qtbot.addWidget(label)
    before = sys.getrefcount(None)
    for _ in range(2000):
        label.setText("Ann Lee")
    assert sys.getrefcount(None) >= before - 50
