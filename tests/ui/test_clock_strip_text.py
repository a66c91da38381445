"""The clock strip's words fit their labels (issue #23): "No night running" was cut to
"No night r" in the phase label when no night runs."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from leaguemgr.ui.night.clock_strip import ClockStrip


def test_no_night_running_is_shown_in_full_in_a_small_window(qtbot) -> None:
    strip = ClockStrip()
    qtbot.addWidget(strip)
    strip.resize(1024, strip.sizeHint().height())
    strip.show()
    strip.show_clock(None)
    QApplication.processEvents()
    shown = [label for label in strip.findChildren(QLabel) if label.text()]
    assert [label.text() for label in shown] == ["No night running"]
    for label in shown:
        assert label.fontMetrics().horizontalAdvance(label.text()) <= label.contentsRect().width()
