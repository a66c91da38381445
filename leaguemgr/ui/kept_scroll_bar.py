"""Scroll bars drawn from pictures kept of their groove and of their slider.

A table whose rows come and go repaints its scroll bar each time (the slider's length
follows the rows), and the platform's style draws the whole bar again: Fusion, the look on
Linux, fills the groove and the slider with gradients, 1-2.5 ms for a bar 490 pixels tall,
more than the rows a bust changes. Both look the same from one paint to the next:

- the groove, until the bar's size, state or colours change: it is drawn once for each;
- the slider, along its length: its two ends and one row of its middle are kept, and a
  slider of any length is put together from them (the middle row repeated).

A slider is put together only where that has been seen to give exactly what the style
draws: the first time a slider of another length is wanted, both are drawn and compared,
and a style whose slider is not the same all along (a grip in the middle) is drawn by the
style every time, as before. The bar keeps the platform's look.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QImage, QPainter, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QProxyStyle,
    QScrollBar,
    QStyle,
    QStyleOptionComplex,
    QStyleOptionSlider,
    QWidget,
)
from shiboken6 import Shiboken

BAR = QStyle.ComplexControl.CC_ScrollBar
GROOVE = QStyle.SubControl.SC_ScrollBarGroove
SLIDER = QStyle.SubControl.SC_ScrollBarSlider
KEPT = 16  # pictures of each kind kept: a few bars, each in a few states
END = 8  # the pixels at each end of a slider that may differ from its middle
MARGIN = 2  # the pixels past each end of a slider's rectangle that its drawing may reach


class ScrollBarPictures(QProxyStyle):
    """The application's style, but for a scroll bar's groove and slider, drawn from kept
    pictures."""

    def __init__(self):
        super().__init__()  # no base named: a copy of the application's style
        self._grooves: dict[tuple, QPixmap] = {}
        self._sliders: dict[tuple, _Slider | None] = {}  # None: drawn by the style

    def drawComplexControl(
        self,
        control: QStyle.ComplexControl,
        option: QStyleOptionComplex,
        painter: QPainter,
        widget: QWidget | None = None,
    ) -> None:
        if (
            control != BAR
            or painter.device().devicePixelRatioF() != 1.0
            # A bar that fades in and out (macOS) is drawn at an opacity that changes.
            or self.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, option, widget)
        ):
            super().drawComplexControl(control, option, painter, widget)
            return
        rest = QStyleOptionSlider(option)
        if option.subControls & GROOVE:
            painter.drawPixmap(option.rect.topLeft(), self._groove(option, widget))
            rest.subControls &= ~GROOVE
        if option.subControls & SLIDER and self._draw_slider(option, painter, widget):
            rest.subControls &= ~SLIDER
        super().drawComplexControl(control, rest, painter, widget)

    def _groove(self, option: QStyleOptionSlider, widget: QWidget | None) -> QPixmap:
        size = option.rect.size()
        key = (size.width(), size.height(), *_looks(option, GROOVE))
        groove = self._grooves.get(key)
        if groove is None:
            alone = QStyleOptionSlider(option)
            alone.rect = QRect(QPoint(0, 0), size)
            groove = QPixmap.fromImage(self._drawn(alone, GROOVE, widget))
            _keep(self._grooves, key, groove)
        return groove

    def _draw_slider(
        self, option: QStyleOptionSlider, painter: QPainter, widget: QWidget | None
    ) -> bool:
        """Draw the slider from its kept picture; ``False``: the style must draw it."""
        vertical = option.orientation == Qt.Orientation.Vertical
        # A style may draw a pixel or two past the slider's own rectangle (Fusion's edge).
        place = self.subControlRect(BAR, option, SLIDER, widget)
        place = (
            place.adjusted(0, -MARGIN, 0, MARGIN)
            if vertical
            else place.adjusted(-MARGIN, 0, MARGIN, 0)
        ) & option.rect
        length = place.height() if vertical else place.width()
        if length < 2 * END + 4:  # too short to tell its middle from its ends
            return False
        thickness = place.width() if vertical else place.height()
        key = (thickness, *_looks(option, SLIDER))
        if key not in self._sliders:
            _keep(self._sliders, key, _Slider(self._slider_alone(option, place, widget)))
            return False  # drawn by the style this once, while its picture was taken
        slider = self._sliders[key]
        if slider is None:
            return False
        if not slider.checked:
            drawn = self._slider_alone(option, place, widget)
            if _pixels(slider.put_together(length, vertical).toImage()) != _pixels(drawn):
                self._sliders[key] = None  # not the same all along: the style draws it
                return False
            slider.checked = True
        painter.drawPixmap(place.topLeft(), slider.put_together(length, vertical))
        return True

    def _slider_alone(
        self, option: QStyleOptionSlider, place: QRect, widget: QWidget | None
    ) -> QImage:
        """The slider as the style draws it, alone, cut to its own rectangle."""
        alone = QStyleOptionSlider(option)
        alone.rect = QRect(QPoint(0, 0), option.rect.size())
        origin = option.rect.topLeft()
        return self._drawn(alone, SLIDER, widget).copy(place.translated(-origin))

    def _drawn(self, option: QStyleOptionSlider, part, widget: QWidget | None) -> QImage:
        """``part`` of the bar as the style draws it, alone on a transparent picture."""
        option.subControls = part
        picture = QImage(option.rect.size(), QImage.Format.Format_ARGB32_Premultiplied)
        picture.fill(Qt.GlobalColor.transparent)
        drawing = QPainter(picture)
        super().drawComplexControl(BAR, option, drawing, widget)
        drawing.end()
        return picture


class _Slider:
    """A slider as the style drew it once, put together again at any length: its two ends
    as drawn, and its first middle row (column, lying down) repeated in between."""

    def __init__(self, drawn: QImage):
        self._drawn = drawn
        self.checked = False  # whether a slider put together was seen to be the drawn one
        self._last: tuple[int, bool, QPixmap] | None = None

    def put_together(self, length: int, vertical: bool) -> QPixmap:
        if self._last is not None and self._last[:2] == (length, vertical):
            return self._last[2]
        drawn = self._drawn
        long = drawn.height() if vertical else drawn.width()
        width, height = (drawn.width(), length) if vertical else (length, drawn.height())
        picture = QImage(width, height, QImage.Format.Format_ARGB32_Premultiplied)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.setCompositionMode(QPainter.CompositionMode.CompositionMode_Source)
        if vertical:
            across = drawn.width()
            painter.drawImage(QRect(0, 0, across, END), drawn, QRect(0, 0, across, END))
            painter.drawImage(
                QRect(0, END, across, length - 2 * END), drawn, QRect(0, END, across, 1)
            )
            painter.drawImage(
                QRect(0, length - END, across, END), drawn, QRect(0, long - END, across, END)
            )
        else:
            across = drawn.height()
            painter.drawImage(QRect(0, 0, END, across), drawn, QRect(0, 0, END, across))
            painter.drawImage(
                QRect(END, 0, length - 2 * END, across), drawn, QRect(END, 0, 1, across)
            )
            painter.drawImage(
                QRect(length - END, 0, END, across), drawn, QRect(long - END, 0, END, across)
            )
        painter.end()
        pixmap = QPixmap.fromImage(picture)
        self._last = (length, vertical, pixmap)
        return pixmap


def _looks(option: QStyleOptionSlider, part) -> tuple:
    """What a part of a bar looks like besides its size: its direction, state and colours."""
    return (
        option.orientation.value,
        option.state.value,
        bool(option.activeSubControls & part),
        option.palette.cacheKey(),
    )


def _pixels(picture: QImage) -> QImage:
    return picture.convertToFormat(QImage.Format.Format_ARGB32_Premultiplied)


def _keep(pictures: dict, key: tuple, picture) -> None:
    if len(pictures) >= KEPT:
        pictures.clear()
    pictures[key] = picture


_style: ScrollBarPictures | None = None


def keep_pictures(bar: QScrollBar) -> None:
    """Draw ``bar``'s groove and slider from kept pictures (one style shared by every such
    bar, owned by the application so that it goes after the widgets that use it)."""
    global _style
    if _style is None or not Shiboken.isValid(_style):
        _style = ScrollBarPictures()
        _style.setParent(QApplication.instance())
    bar.setStyle(_style)
