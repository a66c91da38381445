"""A QR code of a text (the phone page's address), drawn square and sharp at any size.

The modules come from segno (pure Python); the widget paints them itself, dark on white with
the four-module quiet zone a phone's camera needs, each module a whole number of pixels.
"""

from __future__ import annotations

import segno
from PySide6.QtCore import QRect, QSize
from PySide6.QtGui import QColor, QPainter, QPaintEvent
from PySide6.QtWidgets import QSizePolicy, QWidget

QUIET_ZONE = 4
"""Light modules round the code (ISO/IEC 18004): phones read it badly without them."""


def qr_modules(text: str) -> tuple[tuple[bool, ...], ...]:
    """The dark (True) and light modules of ``text``'s QR code, quiet zone included."""
    code = segno.make(text, error="m", micro=False)
    return tuple(tuple(bool(m) for m in row) for row in code.matrix_iter(border=QUIET_ZONE))


class QrCode(QWidget):
    """Shows the QR code of :meth:`set_text` (nothing while the text is empty)."""

    def __init__(self, parent: QWidget | None = None, side: int = 200):
        super().__init__(parent)
        self._modules: tuple[tuple[bool, ...], ...] = ()
        self._text = ""
        self._side = side
        policy = QSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Preferred)
        policy.setHeightForWidth(True)
        self.setSizePolicy(policy)

    def set_text(self, text: str) -> None:
        if text != self._text:
            self._text = text
            self._modules = qr_modules(text) if text else ()
            self.setToolTip(text)
            self.update()

    def text(self) -> str:
        return self._text

    def modules(self) -> tuple[tuple[bool, ...], ...]:
        return self._modules

    def sizeHint(self) -> QSize:
        return QSize(self._side, self._side)

    def minimumSizeHint(self) -> QSize:
        count = len(self._modules) or 33
        return QSize(count * 2, count * 2)  # two pixels a module: still readable

    def hasHeightForWidth(self) -> bool:
        return True

    def heightForWidth(self, width: int) -> int:
        return width

    def code_rect(self) -> QRect:
        """Where the code is drawn: the largest square of whole-pixel modules, centred."""
        count = len(self._modules)
        if not count:
            return QRect()
        module = max(1, min(self.width(), self.height()) // count)
        side = module * count
        return QRect((self.width() - side) // 2, (self.height() - side) // 2, side, side)

    def paintEvent(self, event: QPaintEvent) -> None:
        if not self._modules:
            return
        area = self.code_rect()
        module = area.width() // len(self._modules)
        painter = QPainter(self)
        painter.fillRect(area, QColor("white"))
        dark = QColor("black")
        for y, row in enumerate(self._modules):
            for x, on in enumerate(row):
                if on:
                    painter.fillRect(
                        area.x() + x * module, area.y() + y * module, module, module, dark
                    )
        painter.end()
