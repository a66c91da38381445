"""The big screen read from 4 m (issue #23): the tiles' labels at least 40 px and the notes
at least 36 px at 1080p (in proportion at 720p), the league's name and logo in the title,
the time of day, payouts that fill their box, and the phone page's QR code in the corner."""

from __future__ import annotations

import dataclasses
import re

from PySide6.QtGui import QColor, QImage
from PySide6.QtWidgets import QApplication

from leaguemgr.ui import settings
from tests.ui.test_clock_screen import az_db, clock, figure_texts, key, night
from tests.ui.test_phones_dialog import free_port

__all__ = ["az_db", "clock", "night"]

LONG_BREAK = "Remove the T25 chips and half of the T100 chips; race off the odd ones"


def big_screen(qtbot, window, view):
    key(qtbot, window, "Ctrl+Shift+B")
    big = view.clock.big_screen
    big.chooser.hide()  # as in full screen
    return big


def test_labels_and_notes_are_big_enough_at_1080p_and_in_proportion_at_720p(qtbot, night):
    window, view, _names = night
    big = big_screen(qtbot, window, view)
    for width, height in ((1920, 1080), (1280, 720)):
        big.resize(width, height)
        QApplication.processEvents()
        shown = figure_texts(big.figures, "USD")
        big._show_texts(dataclasses.replace(shown, color_up=LONG_BREAK))  # a long note
        QApplication.processEvents()
        labels = [
            label
            for label in big.labels()
            if label.objectName().endswith("_title") and label is not big.title
        ]
        assert len(labels) == 7
        for label in labels:
            assert label.font().pixelSize() >= round(40 * height / 1080), label.objectName()
            assert label.fits(), label.objectName()
        for note in (big.next, big.breaks, big.color_up):
            assert note.font().pixelSize() >= round(36 * height / 1080), note.objectName()
            assert note.fits(), note.objectName()


def test_the_title_names_the_league_and_the_corner_tells_the_time(qtbot, night, tmp_path):
    window, view, _names = night
    logo = tmp_path / "logo.png"
    image = QImage(200, 100, QImage.Format.Format_RGB32)
    image.fill(QColor("gold"))
    image.save(str(logo))
    settings.remember_big_screen_logo(str(logo))
    big = big_screen(qtbot, window, view)
    big.resize(1920, 1080)
    QApplication.processEvents()
    league = window.context.service.league.name
    assert big.title.text().startswith(f"{league} · Event 12")
    assert re.fullmatch(r"\d\d:\d\d", big.time_of_day.text())
    assert big.logo.isVisible() and big.logo.pixmap().height() >= 60


def test_the_payouts_fill_their_box(qtbot, night):
    window, view, _names = night
    big = big_screen(qtbot, window, view)
    big.resize(1920, 1080)
    QApplication.processEvents()
    lines = big.payouts.text().count("\n") + 1
    used = big.payouts.fontMetrics().lineSpacing() * lines
    box = big.payouts.contentsRect()
    # Either the lines fill most of the box's height, or the widest fills its width.
    widest = max(
        big.payouts.fontMetrics().horizontalAdvance(t) for t in big.payouts.text().split("\n")
    )
    assert used >= box.height() * 0.6 or widest >= box.width() * 0.8


def test_the_phone_pages_code_shows_in_the_corner_and_q_switches_it(qtbot, night):
    window, view, _names = night
    big = big_screen(qtbot, window, view)
    big.resize(1920, 1080)
    assert not big.phone_code.isVisible()  # the page is off
    assert window.phones.start("127.0.0.1", free_port()) is None
    try:
        QApplication.processEvents()
        assert big.phone_code.isVisible() and big.phone_code.text() == window.phones.url
        assert big.phone_code.width() >= 250  # a phone reads it across the room
        corner = big.phone_code.geometry()
        assert corner.right() > big.width() * 0.8 and corner.bottom() > big.height() * 0.8
        key(qtbot, big, "Q")
        assert not big.phone_code.isVisible() and not settings.big_screen_phone_code()
        key(qtbot, big, "Q")
        assert big.phone_code.isVisible()
    finally:
        window.phones.stop()
    assert not big.phone_code.isVisible()
