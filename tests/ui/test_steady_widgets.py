"""A new text on a screen repaints that text, not the window around it: the steady tab
widget passes a page's new size needs on without repainting all it holds."""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QLabel, QTableWidget, QVBoxLayout, QWidget

from leaguemgr.ui.steady_widgets import SteadyTabs


class Paints(QObject):
    """How many times each watched widget was painted."""

    def __init__(self, *widgets: QWidget):
        super().__init__()
        self.count = dict.fromkeys(widgets, 0)
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Paint and watched in self.count:
            self.count[watched] += 1
        return False


def _settle() -> None:
    """Let the layout requests climb from the label to the window (one level a pass)."""
    for _ in range(8):
        QApplication.processEvents()


def _window(qtbot):
    tabs = SteadyTabs()
    page = QWidget()
    column = QVBoxLayout(page)
    label = QLabel("Level 1")
    label.setWordWrap(True)
    table = QTableWidget(20, 3)
    column.addWidget(label)
    column.addWidget(table, 1)
    tabs.addTab(page, "Night")
    tabs.addTab(QWidget(), "Standings")
    qtbot.addWidget(tabs)
    tabs.resize(400, 300)
    tabs.show()
    qtbot.waitExposed(tabs)
    _settle()
    return tabs, label, table


def test_a_line_that_wraps_repaints_the_page_not_the_tab_bar(qtbot):
    tabs, label, table = _window(qtbot)
    paints = Paints(tabs.tabBar(), label)
    hint = tabs.widget(0).sizeHint()
    label.setText("Ann: table 1 seat 3 → table 2 seat 5; Bob: table 2 seat 1 → table 1 seat 3")
    _settle()

    assert tabs.widget(0).sizeHint() != hint  # the page's needs did change
    assert paints.count[label] >= 1
    assert paints.count[tabs.tabBar()] == 0  # the tab widget itself was not laid out again
    assert table.geometry().top() > label.geometry().top()


def test_the_tabs_still_lay_out_when_their_own_needs_change(qtbot):
    tabs, _label, _table = _window(qtbot)
    paints = Paints(tabs.tabBar())
    tabs.setTabText(1, "Standings after the last night of the season")
    _settle()

    assert paints.count[tabs.tabBar()] >= 1
    assert tabs.tabBar().tabRect(1).width() > tabs.tabBar().tabRect(0).width()


def test_a_page_that_needs_more_room_still_grows_the_window(qtbot):
    window = QWidget()
    tabs = SteadyTabs(window)
    QVBoxLayout(window).addWidget(tabs)
    page = QWidget()
    tabs.addTab(page, "Night")
    qtbot.addWidget(window)
    window.resize(300, 200)
    window.show()
    qtbot.waitExposed(window)
    _settle()

    page.setMinimumSize(500, 400)
    _settle()

    assert window.width() >= 500 and window.height() >= 400
