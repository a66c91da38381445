"""A label whose text always fits it: the font shrinks from its full size until every line
fits the label's width and all of them its height, so nothing is cut off whatever the
window's size, a long name or a long list of payouts."""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtGui import QFont, QFontMetrics, QResizeEvent
from PySide6.QtWidgets import QLabel, QSizePolicy, QWidget

SMALLEST_PX = 8


class FitLabel(QLabel):
    """``share``: the full text height as a share of the window's height (the window sets
    it in :meth:`scale`); ``sample``: a text whose size stands for every text the label
    shows (the time: "88:88"), so the font does not change from one second to the next
    (a longer text still shrinks it)."""

    def __init__(
        self,
        share: float,
        *,
        bold: bool = False,
        sample: str = "",
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignCenter,
        parent: QWidget | None = None,
    ):
        super().__init__(parent)
        self._least_px = SMALLEST_PX
        self.share = share
        self.least_share = 0.0
        """The smallest text height, as a share of the window's height, the label may shrink
        to (a text longer than that room allows wraps onto a second line instead)."""
        self.sample = sample
        self._full_px = SMALLEST_PX
        font = QFont(self.font())
        font.setBold(bold)
        font.setPixelSize(SMALLEST_PX)
        self.setFont(font)
        self.setAlignment(align)
        self.setWordWrap(False)
        # Its size comes from the window, never from its text: a new text each second
        # repaints the label alone, without a relayout of the window.
        self.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)

    def scale(self, window_height: int) -> None:
        self._full_px = max(SMALLEST_PX, round(window_height * self.share))
        self._least_px = max(SMALLEST_PX, round(window_height * self.least_share))
        self._fit()

    def setText(self, text: str) -> None:
        if text != self.text():
            super().setText(text)
            self._fit()

    def resizeEvent(self, event: QResizeEvent) -> None:
        super().resizeEvent(event)
        self._fit()

    def fits(self) -> bool:
        """Every line of the text fits inside the label as it is drawn now."""
        rect = self.contentsRect()
        if self.wordWrap():
            flags = int(self.alignment()) | int(Qt.TextFlag.TextWordWrap)
            needed = QFontMetrics(self.font()).boundingRect(rect, flags, self.text())
            return needed.width() <= rect.width() and needed.height() <= rect.height()
        return _fits(self.font(), self.text(), rect.width(), rect.height())

    def _fit(self) -> None:
        texts = [self.sample, self.text()]
        rect = self.contentsRect()
        width, height = rect.width(), rect.height()
        font = QFont(self.font())
        size = self._full_px
        least = min(self._least_px, size)
        font.setPixelSize(size)
        while size > least and not all(_fits(font, t, width, height) for t in texts):
            size = max(least, int(size * 0.92))
            font.setPixelSize(size)
        # At the least size a text still too wide wraps (a long break note) rather than
        # shrinking out of reach of the room.
        self.setWordWrap(
            size == least and least > SMALLEST_PX and not _fits(font, self.text(), width, height)
        )
        if font.pixelSize() != self.font().pixelSize():
            self.setFont(font)


def _fits(font: QFont, text: str, width: int, height: int) -> bool:
    if not text:
        return True
    metrics = QFontMetrics(font)
    lines = text.split("\n")
    widest = max(metrics.horizontalAdvance(line) for line in lines)
    return widest <= width and metrics.lineSpacing() * len(lines) <= height
