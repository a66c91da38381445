"""The smaller things of issue 40 item 9 outside the Night screen: the status bar names the
league's place once, and Season setup shows its Points column whole at 1200x800."""

from __future__ import annotations

from PySide6.QtCore import QPoint, QSize
from PySide6.QtWidgets import QApplication, QLabel, QScrollArea

from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from tests.ui.test_night_screen import az_db, open_window

__all__ = ["az_db"]


def status_texts(window) -> list[str]:
    """Everything the status bar shows: its message and the labels beside it."""
    bar = window.statusBar()
    labels = [label.text() for label in bar.findChildren(QLabel) if label.isVisible()]
    return [bar.currentMessage(), *labels]


def test_the_status_bar_shows_the_league_s_path_once_after_reopening(qtbot, az_db) -> None:
    service = LeagueService.open(az_db)
    NightService(service).start("2026", 12)  # a night running: the message stays said
    service.close()
    window = open_window(qtbot, az_db)
    window.load_service(LeagueService.open(az_db))  # the same league opened again
    texts = status_texts(window)
    assert sum(text.count(str(az_db)) for text in texts) == 1, texts
    league = window.context.service.league_name()
    assert window.statusBar().currentMessage() == (
        f"Opened {league} · Event 12 is running: the Night screen shows it"
    )


def test_season_setup_shows_the_points_column_whole_at_1200x800(qtbot, window) -> None:
    window.resize(1200, 800)
    setup = window.show_screen("season")
    qtbot.waitUntil(lambda: window.size() == QSize(1200, 800))
    QApplication.processEvents()
    scroll = setup.findChild(QScrollArea)
    view = scroll.viewport()
    points = setup.points
    left = points.mapTo(view, QPoint(0, 0)).x()
    assert left >= 0 and left + points.width() <= view.width()
    assert scroll.horizontalScrollBar().maximum() == 0  # nothing hidden at the right
    # The preview's Points column whole inside the section.
    preview = points.preview
    header = preview.horizontalHeader()
    right = header.sectionViewportPosition(2) + header.sectionSize(2)
    assert right <= preview.viewport().width()
    # A wider window has room for the three columns side by side again.
    window.resize(1600, 1000)
    qtbot.waitUntil(lambda: len(setup.form.columns) == 3)
    assert setup.form.columns[2][0] is points
