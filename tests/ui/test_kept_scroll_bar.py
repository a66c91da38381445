"""A scroll bar drawn from kept pictures (``keep_pictures``) looks on screen as the style
draws it: next to a plain bar of the same size, range, value and page step, vertical and
horizontal, its slider short or long, at the start, the middle or the end, hovered or
pressed, no pixel differs by more than 1 in any colour. And a style whose slider is not the
same all along (a mark in its middle) is drawn by the style: the mark shows at every
length."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QStyleOptionSlider,
    QWidget,
)

from leaguemgr.ui import kept_scroll_bar
from leaguemgr.ui.kept_scroll_bar import ScrollBarPictures, keep_pictures
from tests.ui.test_bust_repaint import on_screen

VERTICAL, HORIZONTAL = Qt.Orientation.Vertical, Qt.Orientation.Horizontal
LENGTH, THICKNESS = 300, 16
SLIDER = QStyle.SubControl.SC_ScrollBarSlider
MARK = QColor(255, 0, 0)

# (maximum, page step): sliders from the shortest the style draws to nearly the whole groove.
SLIDERS = [(5000, 10), (1000, 50), (300, 100), (100, 100), (40, 200), (3, 300)]


def values(maximum: int) -> list[int]:
    return [0, maximum // 3, maximum // 2, maximum]  # the start, the middle, the end


class Bars(QWidget):
    """A window with, for each direction, a bar drawn from kept pictures and a plain one."""

    def __init__(self, style: QStyle | None = None, plain_style: QStyle | None = None):
        super().__init__()
        self.resize(2 * LENGTH + 60, LENGTH + 60)
        self.pairs: list[tuple[QScrollBar, QScrollBar]] = []
        for orientation, kept_at, plain_at in (
            (VERTICAL, QPoint(10, 10), QPoint(40, 10)),
            (HORIZONTAL, QPoint(80, 10), QPoint(80, 40)),
        ):
            kept, plain = QScrollBar(orientation, self), QScrollBar(orientation, self)
            size = (THICKNESS, LENGTH) if orientation == VERTICAL else (LENGTH, THICKNESS)
            kept.setGeometry(QRect(kept_at, QPoint(*size) + kept_at - QPoint(1, 1)))
            plain.setGeometry(QRect(plain_at, QPoint(*size) + plain_at - QPoint(1, 1)))
            if style is None:
                keep_pictures(kept)
            else:
                kept.setStyle(style)
            if plain_style is not None:
                plain.setStyle(plain_style)
            self.pairs.append((kept, plain))

    def set_all(self, maximum: int, page: int, value: int) -> None:
        for pair in self.pairs:
            for bar in pair:
                bar.setRange(0, maximum)
                bar.setPageStep(page)
                bar.setValue(value)

    def cases(self) -> Iterator[tuple[int, int, int]]:
        for maximum, page in SLIDERS:
            for value in values(maximum):
                self.set_all(maximum, page, value)
                settle()
                yield maximum, page, value


def away(qtbot, window: QWidget) -> None:
    """The mouse off every bar (a bar hovered looks otherwise)."""
    qtbot.mouseMove(window, QPoint(window.width() - 5, window.height() - 5))
    settle()


def settle() -> None:
    for _ in range(3):
        QApplication.processEvents()


def largest_difference(one: QImage, other: QImage) -> int:
    """The largest difference of one colour channel between two pictures of one size."""
    assert one.size() == other.size()
    one = one.convertToFormat(QImage.Format.Format_RGB32)
    other = other.convertToFormat(QImage.Format.Format_RGB32)
    return max(
        (abs(a - b) for a, b in zip(bytes(one.constBits()), bytes(other.constBits()), strict=True)),
        default=0,
    )


def slider_length(bar: QScrollBar) -> int:
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    place = bar.style().subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, SLIDER, bar)
    return place.height() if bar.orientation() == VERTICAL else place.width()


@pytest.fixture
def bars(qtbot) -> Bars:
    # A window another test of this process left open (a dialog, a modal one) would take the
    # pointer's hover from these bars: only theirs is shown, and it is the active one.
    for other in QApplication.topLevelWidgets():
        if other.isVisible():
            other.close()
    window = Bars()
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    window.activateWindow()
    qtbot.waitUntil(window.isActiveWindow, timeout=2000)
    away(qtbot, window)
    return window


def _assert_alike(window: Bars, case) -> None:
    for kept, plain in window.pairs:
        difference = largest_difference(on_screen(kept), on_screen(plain))
        assert difference <= 1, (kept.orientation(), case, slider_length(kept), difference)


def test_a_bar_from_kept_pictures_looks_like_the_style_at_every_length_and_place(bars) -> None:
    assert isinstance(bars.pairs[0][0].style(), ScrollBarPictures)
    lengths = set()
    for case in bars.cases():
        _assert_alike(bars, case)
        lengths.add(slider_length(bars.pairs[0][0]))
    assert len(lengths) >= 5 and min(lengths) < 50 and max(lengths) > 250
    # The sliders were put together from the kept pictures, not drawn by the style each time.
    assert any(slider is not None for slider in kept_scroll_bar._style._sliders.values())


def test_a_hovered_or_pressed_bar_from_kept_pictures_looks_like_the_style(qtbot, bars) -> None:
    for maximum, page in ((1000, 50), (100, 100), (40, 200)):
        for value in values(maximum):
            bars.set_all(maximum, page, value)
            settle()
            for kept, plain in bars.pairs:
                option = QStyleOptionSlider()
                kept.initStyleOption(option)
                middle = (
                    kept.style()
                    .subControlRect(QStyle.ComplexControl.CC_ScrollBar, option, SLIDER, kept)
                    .center()
                )
                hovered, pressed = [], []
                for bar in (kept, plain):  # hovered over its slider, then pressed on it
                    qtbot.mouseMove(bar, middle)
                    settle()
                    hovered.append(on_screen(bar))
                    qtbot.mousePress(bar, Qt.MouseButton.LeftButton, pos=middle)
                    settle()
                    assert bar.isSliderDown()
                    pressed.append(on_screen(bar))
                    qtbot.mouseRelease(bar, Qt.MouseButton.LeftButton, pos=middle)
                    away(qtbot, bars)
                    assert bar.value() == value
                case = (kept.orientation(), maximum, page, value)
                assert largest_difference(*hovered) <= 1, ("hovered", *case)
                assert largest_difference(*pressed) <= 1, ("pressed", *case)
                # Hovering shows: once the pointer is away the bar is drawn plain again (a
                # loaded machine may take a moment to repaint it).
                qtbot.waitUntil(
                    lambda kept=kept, shown=hovered[0]: (
                        largest_difference(shown, on_screen(kept)) > 1
                    ),
                    timeout=2000,
                )
    # The hovered and pressed sliders were put together from kept pictures too.
    shown_active = [
        slider for key, slider in kept_scroll_bar._style._sliders.items() if key[3] and slider
    ]
    assert len(shown_active) >= 2


class Marked(QProxyStyle):
    """The application's style with a red mark in the middle of every scroll bar's slider
    (as a grip would be): a slider not the same all along."""

    def drawComplexControl(self, control, option, painter: QPainter, widget=None) -> None:
        super().drawComplexControl(control, option, painter, widget)
        if control == QStyle.ComplexControl.CC_ScrollBar and option.subControls & SLIDER:
            place = self.subControlRect(control, option, SLIDER, widget)
            painter.fillRect(
                QRect(place.center() - QPoint(2, 2), place.center() + QPoint(2, 2)), MARK
            )


def test_a_slider_with_a_mark_in_its_middle_is_drawn_by_the_style_at_every_length(
    qtbot,
) -> None:
    pictures = ScrollBarPictures()
    marked = Marked()  # kept here too: its drawing is Python's, while it lives
    pictures.setBaseStyle(marked)
    reference = Marked()
    window = Bars(pictures, reference)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    away(qtbot, window)
    for case in window.cases():
        _assert_alike(window, case)
        for kept, _plain in window.pairs:
            option = QStyleOptionSlider()
            kept.initStyleOption(option)
            middle = pictures.subControlRect(
                QStyle.ComplexControl.CC_ScrollBar, option, SLIDER, kept
            ).center()
            assert on_screen(kept).pixelColor(middle) == MARK, (kept.orientation(), case)
    assert any(slider is None for slider in pictures._sliders.values())  # it fell back


def test_a_bar_leaves_the_painters_smooth_transform_as_it_was_given(qapp) -> None:
    """The kept pictures go on without it (at their own size it changes no pixel and costs
    several times the time); what the style draws after them gets it back."""
    bar = QScrollBar(VERTICAL)
    bar.resize(THICKNESS, LENGTH)
    bar.setRange(0, 1000)
    bar.setPageStep(50)
    style = ScrollBarPictures()
    option = QStyleOptionSlider()
    bar.initStyleOption(option)
    picture = QImage(THICKNESS, LENGTH, QImage.Format.Format_RGB32)
    painter = QPainter(picture)
    try:
        for smooth in (True, False):
            painter.setRenderHint(QPainter.RenderHint.SmoothPixmapTransform, smooth)
            style.drawComplexControl(QStyle.ComplexControl.CC_ScrollBar, option, painter, bar)
            assert painter.testRenderHint(QPainter.RenderHint.SmoothPixmapTransform) is smooth
    finally:
        painter.end()
