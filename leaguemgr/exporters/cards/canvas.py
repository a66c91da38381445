"""Drawing a card: a QImage 1080 px wide, its themes, and text that never overflows.

Only QtGui is used (QPainter on a QImage), so a card is drawn the same in the app, on the
command line and in a test, without a display. Every text goes through :meth:`Canvas.text`,
which elides what does not fit and keeps what was drawn in :attr:`Canvas.drawn`: the tests
read the card's words there, and check that none is smaller than :data:`MIN_TEXT_PX`.
"""

from __future__ import annotations

import os
import sys
from dataclasses import dataclass, field

from PySide6.QtCore import QPointF, QRectF, Qt
from PySide6.QtGui import (
    QColor,
    QFont,
    QFontMetricsF,
    QGuiApplication,
    QImage,
    QLinearGradient,
    QPainter,
    QPainterPath,
)

WIDTH = 1080
MAX_HEIGHT = int(WIDTH * 2.5)
MIN_TEXT_PX = 28
"""No text on a card is smaller: it is read on a phone, often scaled down by the chat."""
MARGIN = 56
FONT_FAMILY = "DejaVu Sans"
THEMES = ("light", "dark")


@dataclass(frozen=True, slots=True)
class Theme:
    """The card's colours; every text colour is at least 7:1 against what it is drawn on."""

    name: str
    background: str
    surface: str
    band_top: str
    band_bottom: str
    band_text: str
    band_muted: str
    text: str
    muted: str
    accent: str
    leader: str
    up: str
    down: str
    rule: str


LIGHT = Theme(
    name="light",
    background="#ffffff",
    surface="#eef2f7",
    band_top="#13294b",
    band_bottom="#1b4279",
    band_text="#ffffff",
    band_muted="#eef3fb",
    text="#0f172a",
    muted="#334155",
    accent="#6e3b00",
    leader="#fff4d6",
    up="#0b5524",
    down="#8f1317",
    rule="#cbd5e1",
)
DARK = Theme(
    name="dark",
    background="#0d1321",
    surface="#18233a",
    band_top="#1c2f55",
    band_bottom="#0f1a30",
    band_text="#ffffff",
    band_muted="#c9d6ee",
    text="#f5f7fb",
    muted="#c3cedf",
    accent="#ffc94d",
    leader="#2a2714",
    up="#5ee08a",
    down="#ffa8a8",
    rule="#2c3a57",
)


def theme_named(name: str) -> Theme:
    """The theme called ``name`` ("light" or "dark"); ValueError otherwise."""
    for theme in (LIGHT, DARK):
        if theme.name == name:
            return theme
    raise ValueError(f"there is no card theme '{name}' (themes: {', '.join(THEMES)})")


def ensure_offscreen_application() -> QGuiApplication:
    """The running Qt application, or a new one on the offscreen platform (a card needs
    fonts, never a display). Qt's start-up chatter is not printed."""
    app = QGuiApplication.instance()
    if app is None:
        if sys.platform.startswith("linux"):
            os.environ["QT_QPA_PLATFORM"] = "offscreen"
        os.environ.setdefault("QT_LOGGING_RULES", "qt.qpa.*=false")
        # A QApplication (no widget is made): the app or a widget test may follow in this
        # process, and they need the widget-capable kind.
        from PySide6.QtWidgets import QApplication

        app = QApplication(["leaguemgr"])
    return app  # type: ignore[return-value]


def font(pixels: int, *, bold: bool = False) -> QFont:
    """The cards' type at ``pixels`` high (never below :data:`MIN_TEXT_PX`)."""
    chosen = QFont(FONT_FAMILY)
    chosen.setPixelSize(max(pixels, MIN_TEXT_PX))
    chosen.setBold(bold)
    chosen.setHintingPreference(QFont.HintingPreference.PreferNoHinting)
    return chosen


@dataclass(slots=True)
class DrawnText:
    text: str
    pixels: int
    rect: QRectF


@dataclass
class Canvas:
    """A card being drawn: its image, painter and theme, and the texts drawn so far."""

    image: QImage
    painter: QPainter
    theme: Theme
    drawn: list[DrawnText] = field(default_factory=list)

    @classmethod
    def start(cls, height: int, theme: Theme) -> Canvas:
        ensure_offscreen_application()
        image = QImage(WIDTH, height, QImage.Format.Format_RGB32)
        image.fill(QColor(theme.background))
        painter = QPainter(image)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        painter.setRenderHint(QPainter.RenderHint.TextAntialiasing)
        return cls(image, painter, theme)

    def finish(self) -> QImage:
        self.painter.end()
        return self.image

    def text(
        self,
        text: str,
        rect: QRectF,
        pixels: int,
        *,
        color: str | None = None,
        bold: bool = False,
        align: Qt.AlignmentFlag = Qt.AlignmentFlag.AlignLeft,
    ) -> float:
        """Draw ``text`` on one line in ``rect`` (elided if too long), vertically centred;
        returns the width it took."""
        chosen = font(pixels, bold=bold)
        metrics = QFontMetricsF(chosen)
        shown = metrics.elidedText(text, Qt.TextElideMode.ElideRight, rect.width())
        self.painter.setFont(chosen)
        self.painter.setPen(QColor(color or self.theme.text))
        flags = align | Qt.AlignmentFlag.AlignVCenter | Qt.TextFlag.TextSingleLine
        self.painter.drawText(rect, flags, shown)
        self.drawn.append(DrawnText(shown, chosen.pixelSize(), QRectF(rect)))
        return metrics.horizontalAdvance(shown)

    def text_width(self, text: str, pixels: int, *, bold: bool = False) -> float:
        return QFontMetricsF(font(pixels, bold=bold)).horizontalAdvance(text)

    def fill(self, rect: QRectF, color: str, radius: float = 0) -> None:
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(color))
        if radius:
            self.painter.drawRoundedRect(rect, radius, radius)
        else:
            self.painter.drawRect(rect)

    def band(self, height: float) -> None:
        """The coloured band across the top that carries the card's title."""
        gradient = QLinearGradient(0, 0, WIDTH, height)
        gradient.setColorAt(0, QColor(self.theme.band_top))
        gradient.setColorAt(1, QColor(self.theme.band_bottom))
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(gradient)
        self.painter.drawRect(QRectF(0, 0, WIDTH, height))

    def title_band(self, height: float, league: str, title: str, subtitle: str) -> None:
        """The band with the league's name over the card's title and its subtitle: the same
        head on every card, so a chat's cards read as one set."""
        theme = self.theme
        self.band(height)
        width = WIDTH - 2 * MARGIN
        # A long league or season name is shrunk to fit before it is ever cut short.
        head = league.upper()
        if self.text_width(head, MIN_TEXT_PX, bold=True) > width:
            head = league  # capitals take a third more width than the name as written
        head_px = self.fitting_pixels(head, width, 32, MIN_TEXT_PX, bold=True)
        title_px = self.fitting_pixels(title, width, 60, 36, bold=True)
        subtitle_px = self.fitting_pixels(subtitle, width, 34, MIN_TEXT_PX)
        self.text(head, QRectF(MARGIN, 44, width, 44), head_px, bold=True, color=theme.band_muted)
        self.text(title, QRectF(MARGIN, 92, width, 84), title_px, bold=True, color=theme.band_text)
        self.text(subtitle, QRectF(MARGIN, 184, width, 48), subtitle_px, color=theme.band_muted)

    def fitting_pixels(
        self, text: str, width: float, pixels: int, smallest: int, *, bold: bool = False
    ) -> int:
        """The largest size from ``pixels`` down to ``smallest`` at which ``text`` fits in
        ``width`` on one line (``smallest`` if none does: the text is then elided)."""
        size = pixels
        while size > smallest and self.text_width(text, size, bold=bold) > width:
            size -= 2
        return max(size, smallest)

    def rule(self, y: float) -> None:
        self.fill(QRectF(MARGIN, y, WIDTH - 2 * MARGIN, 2), self.theme.rule)

    def triangle(self, centre: QPointF, size: float, color: str, *, up: bool) -> None:
        """A movement arrow: a solid triangle pointing up or down."""
        half = size / 2
        tip = -half if up else half
        path = QPainterPath(QPointF(centre.x(), centre.y() + tip))
        path.lineTo(centre.x() + half, centre.y() - tip)
        path.lineTo(centre.x() - half, centre.y() - tip)
        path.closeSubpath()
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(color))
        self.painter.drawPath(path)

    def disc(self, centre: QPointF, radius: float, color: str) -> None:
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(color))
        self.painter.drawEllipse(centre, radius, radius)

    def paragraph(
        self, text: str, rect: QRectF, pixels: int, *, color: str | None = None, draw: bool = True
    ) -> float:
        """``text`` wrapped at word breaks within ``rect``'s width; returns its height (and
        draws it unless ``draw`` is false, for measuring)."""
        chosen = font(pixels)
        metrics = QFontMetricsF(chosen)
        flags = int(Qt.AlignmentFlag.AlignLeft | Qt.TextFlag.TextWordWrap)
        needed = metrics.boundingRect(QRectF(rect.x(), rect.y(), rect.width(), 10_000), flags, text)
        if draw:
            self.painter.setFont(chosen)
            self.painter.setPen(QColor(color or self.theme.text))
            area = QRectF(rect.x(), rect.y(), rect.width(), needed.height())
            self.painter.drawText(area, flags, text)
            self.drawn.append(DrawnText(text, chosen.pixelSize(), area))
        return needed.height()

    def target_icon(self, centre: QPointF, radius: float) -> None:
        """The bounty's mark: a target of three rings."""
        colors = (self.theme.down, self.theme.surface, self.theme.down, self.theme.surface)
        for step, color in enumerate(colors):
            self.disc(centre, radius * (1 - step * 0.24), color)
        self.disc(centre, radius * 0.2, self.theme.down)

    def star(self, centre: QPointF, radius: float, color: str) -> None:
        """The winner's mark: a five-pointed star."""
        import math

        path = QPainterPath()
        for point in range(10):
            reach = radius if point % 2 == 0 else radius * 0.45
            angle = math.pi / 2 + point * math.pi / 5
            spot = QPointF(
                centre.x() + reach * math.cos(angle), centre.y() - reach * math.sin(angle)
            )
            if point == 0:
                path.moveTo(spot)
            else:
                path.lineTo(spot)
        path.closeSubpath()
        self.painter.setPen(Qt.PenStyle.NoPen)
        self.painter.setBrush(QColor(color))
        self.painter.drawPath(path)

    def info_box(
        self, top: float, headline: str, detail: str | None, icon: str, *, draw: bool = True
    ) -> float:
        """A rounded box with an icon, a bold headline and a detail line; returns its height.

        ``icon`` is "target" (the bounty), "ko" (knockouts) or "star"."""
        height = 150 if detail else 110
        if not draw:
            return height
        box = QRectF(MARGIN, top, WIDTH - 2 * MARGIN, height)
        self.fill(box, self.theme.surface, 24)
        centre = QPointF(MARGIN + 78, top + height / 2)
        if icon == "target":
            self.target_icon(centre, 42)
        elif icon == "star":
            self.star(centre, 46, self.theme.accent)
        else:
            self.disc(centre, 42, self.theme.accent)
            self.text(
                "KO",
                QRectF(centre.x() - 42, centre.y() - 42, 84, 84),
                30,
                bold=True,
                color=self.theme.background,
                align=Qt.AlignmentFlag.AlignHCenter,
            )
        left = MARGIN + 150
        width = box.right() - left - 32
        if detail:
            self.text(headline, QRectF(left, top + 22, width, 56), 40, bold=True)
            self.text(detail, QRectF(left, top + 80, width, 46), 32, color=self.theme.muted)
        else:
            self.text(headline, QRectF(left, top, width, height), 40, bold=True)
        return height
