"""Vertical scroll bars drawn from pictures kept of their groove and of their slider.

A table whose rows come and go repaints its scroll bar each time (the slider's length
follows the rows), and the platform's style draws the whole bar again: Fusion, the look on
Linux, fills the groove and the slider with gradients, 1-2.5 ms for a bar 490 pixels tall,
more than the rows a bust changes. Both look the same from one paint to the next:

- the groove, until the bar's size, state or colours change: it is drawn once for each
  (and, being opaque in most styles, copied onto the screen rather than blended);
- the slider, along its length: its two ends and one row of its middle are kept, and a
  slider of any length is put together from them, its middle as that row over the groove.

A slider is put together only where that has been seen to give exactly what the style
draws: when its picture is taken (the bar's first paint in a state), a slider of another
length is drawn too and compared with one put together, and a style whose slider is not the
same all along (a grip in the middle) is drawn by the style every time, as before. So the
bar keeps the platform's look; what is blended may differ from the style's own drawing by
one step of a colour channel.
"""

from __future__ import annotations

from PySide6.QtCore import QPoint, QRect, Qt
from PySide6.QtGui import QColor, QImage, QPainter, QPixmap
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
END = 8  # the rows at each end of a slider that may differ from its middle
MARGIN = 2  # the rows past each end of a slider's rectangle that its drawing may reach
ARGB = QImage.Format.Format_ARGB32_Premultiplied
SMOOTH = QPainter.RenderHint.SmoothPixmapTransform


class ScrollBarPictures(QProxyStyle):
    """The application's style, but for a vertical scroll bar's groove and slider, drawn
    from kept pictures."""

    def __init__(self):
        super().__init__()  # no base named: a copy of the application's style
        self._grooves: dict[tuple, _Groove] = {}
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
            or option.orientation != Qt.Orientation.Vertical
            or not option.subControls & GROOVE
            or painter.device().devicePixelRatioF() != 1.0
            # A bar that fades in and out (macOS) is drawn at an opacity that changes.
            or self.styleHint(QStyle.StyleHint.SH_ScrollBar_Transient, option, widget)
        ):
            super().drawComplexControl(control, option, painter, widget)
            return
        groove = self._groove(option, widget)
        # The pictures go on at their own size and whole pixels: a smooth transform changes
        # none of their pixels, but the painter the bar is given asks for it, and with it
        # each picture took four to ten times as long (Qt's path for a scaled picture).
        smooth = painter.testRenderHint(SMOOTH)
        painter.setRenderHint(SMOOTH, False)
        painter.drawPixmap(option.rect.topLeft(), groove.picture)
        rest = QStyleOptionSlider(option)
        rest.subControls &= ~GROOVE
        if option.subControls & SLIDER and self._draw_slider(option, painter, widget, groove):
            rest.subControls &= ~SLIDER
        painter.setRenderHint(SMOOTH, smooth)
        super().drawComplexControl(control, rest, painter, widget)

    def _groove(self, option: QStyleOptionSlider, widget: QWidget | None) -> _Groove:
        size = option.rect.size()
        key = (size.width(), size.height(), *_looks(option, GROOVE))
        groove = self._grooves.get(key)
        if groove is None:
            alone = QStyleOptionSlider(option)
            alone.rect = QRect(QPoint(0, 0), size)
            on_black = self._drawn(alone, GROOVE, widget, Qt.GlobalColor.black)
            opaque = on_black == self._drawn(alone, GROOVE, widget, Qt.GlobalColor.white)
            if opaque:  # nothing shows through: copied, not blended, onto the screen
                groove = _Groove(on_black.convertToFormat(QImage.Format.Format_RGB32))
            else:
                groove = _Groove(self._drawn(alone, GROOVE, widget, Qt.GlobalColor.transparent))
            _keep(self._grooves, key, groove)
        return groove

    def _draw_slider(
        self, option: QStyleOptionSlider, painter: QPainter, widget: QWidget | None, groove
    ) -> bool:
        """Draw the slider from its kept picture; ``False``: the style must draw it."""
        # A style may draw a row or two past the slider's own rectangle (Fusion's edge).
        place = self.subControlRect(BAR, option, SLIDER, widget)
        place = place.adjusted(0, -MARGIN, 0, MARGIN) & option.rect
        if place.height() < 2 * END + 4:  # too short to tell its middle from its ends
            return False
        key = (place.left() - option.rect.left(), place.width(), *_looks(option, SLIDER))
        if key not in self._sliders:
            checked = self._checked_slider(option, place, widget)
            if checked is False:
                return False  # told apart from the style's another time
            _keep(self._sliders, key, checked)
        slider = self._sliders[key]
        if slider is None:
            return False  # not the same all along: the style draws it
        bar = option.rect
        middle = QRect(bar.left(), place.top() + END, bar.width(), place.height() - 2 * END)
        painter.drawPixmap(middle, groove.filled(key, slider), middle.translated(-bar.topLeft()))
        painter.drawPixmap(place.left(), place.top(), slider.top)
        painter.drawPixmap(place.left(), place.bottom() + 1 - END, slider.bottom)
        return True

    def _checked_slider(
        self, option: QStyleOptionSlider, place: QRect, widget: QWidget | None
    ) -> _Slider | bool | None:
        """The slider's picture taken, if a slider of another length put together from it
        is the one the style draws (checked now, on the first paint, not on a bust's);
        ``None``: it is not; ``False``: no other length to compare with, yet."""
        slider = _Slider(self._slider_alone(option, place, widget))
        for other in _other_lengths(option):
            there = self.subControlRect(BAR, other, SLIDER, widget)
            there = there.adjusted(0, -MARGIN, 0, MARGIN) & option.rect
            if there.height() != place.height() and there.height() >= 2 * END + 4:
                drawn = self._slider_alone(other, there, widget)
                return slider if slider.put_together(there.height()) == drawn else None
        return False

    def _slider_alone(
        self, option: QStyleOptionSlider, place: QRect, widget: QWidget | None
    ) -> QImage:
        """The slider as the style draws it, alone, cut to ``place``."""
        alone = QStyleOptionSlider(option)
        alone.rect = QRect(QPoint(0, 0), option.rect.size())
        drawn = self._drawn(alone, SLIDER, widget, Qt.GlobalColor.transparent)
        return drawn.copy(place.translated(-option.rect.topLeft()))

    def _drawn(
        self, option: QStyleOptionSlider, part, widget: QWidget | None, under: Qt.GlobalColor
    ) -> QImage:
        """``part`` of the bar as the style draws it, alone on a picture of colour ``under``."""
        option.subControls = part
        picture = QImage(option.rect.size(), ARGB)
        picture.fill(QColor(under))
        drawing = QPainter(picture)
        super().drawComplexControl(BAR, option, drawing, widget)
        drawing.end()
        return picture


class _Groove:
    """A groove as the style drew it, and the same with a slider's middle row over each of
    its rows (the middle of a slider of any length, where it lies, is a part of that)."""

    def __init__(self, drawn: QImage):
        self._drawn = drawn
        self.picture = QPixmap.fromImage(drawn)
        self._filled: dict[tuple, QPixmap] = {}

    def filled(self, key: tuple, slider: _Slider) -> QPixmap:
        picture = self._filled.get(key)
        if picture is None:
            image = self._drawn.copy()
            painter = QPainter(image)
            across, width = key[0], key[1]
            painter.drawImage(
                QRect(across, 0, width, image.height()), slider.middle, QRect(0, 0, width, 1)
            )
            painter.end()
            picture = QPixmap.fromImage(image)
            _keep(self._filled, key, picture)
        return picture


class _Slider:
    """A slider as the style drew it once: its two ends as drawn, and its first middle row,
    which is every row of its middle where it is used (checked before)."""

    def __init__(self, drawn: QImage):
        width = drawn.width()
        self.top = QPixmap.fromImage(drawn.copy(0, 0, width, END))
        self.bottom = QPixmap.fromImage(drawn.copy(0, drawn.height() - END, width, END))
        self.middle = drawn.copy(0, END, width, 1)

    def put_together(self, length: int) -> QImage:
        """The slider ``length`` rows long, alone, as it would be put together."""
        width = self.middle.width()
        picture = QImage(width, length, ARGB)
        picture.fill(Qt.GlobalColor.transparent)
        painter = QPainter(picture)
        painter.drawPixmap(0, 0, self.top)
        painter.drawImage(
            QRect(0, END, width, length - 2 * END), self.middle, QRect(0, 0, width, 1)
        )
        painter.drawPixmap(0, length - END, self.bottom)
        painter.end()
        return picture


def _other_lengths(option: QStyleOptionSlider):
    """The bar of ``option`` with its slider longer or shorter (a range or page changed)."""
    for maximum, page in (
        (option.maximum + option.pageStep + 1, option.pageStep),  # shorter
        (option.maximum, 2 * option.pageStep + 1),  # longer
        (option.minimum, option.pageStep),  # the whole groove
        (option.maximum + 100 * option.pageStep + 100, option.pageStep),  # the shortest
    ):
        other = QStyleOptionSlider(option)
        other.maximum, other.pageStep = maximum, page
        yield other


def _looks(option: QStyleOptionSlider, part) -> tuple:
    """What a part of a bar looks like besides its size: its state and colours."""
    return (option.state.value, bool(option.activeSubControls & part), option.palette.cacheKey())


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
