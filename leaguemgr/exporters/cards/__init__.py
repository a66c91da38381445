"""Cards for the league's group chat: the standings and a night's result as PNG images.

A card is 1080 px wide and at most 2.5 times as tall, drawn with QPainter on a QImage
(no display needed), in a light or a dark theme, with no text under 28 px.
"""

from __future__ import annotations

import datetime as dt
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice
from PySide6.QtGui import QImage

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.exporters.cards.canvas import THEMES, DrawnText, theme_named
from leaguemgr.exporters.cards.content import night_content, standings_content
from leaguemgr.exporters.cards.night_card import draw_night_card
from leaguemgr.exporters.cards.standings_card import draw_standings_card
from leaguemgr.language.texts import speaking
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically

CARD_KINDS = ("standings-card", "night-card")
__all__ = ["CARD_KINDS", "THEMES", "Card", "card_png", "render_card", "write_card"]


@dataclass(frozen=True)
class Card:
    """A drawn card and the texts on it (what a test or a screen reader would read)."""

    image: QImage
    drawn: tuple[DrawnText, ...]

    @property
    def texts(self) -> list[str]:
        return [item.text for item in self.drawn]

    def png(self) -> bytes:
        return image_png(self.image)


def render_card(
    league: League,
    report: SeasonReport,
    what: str,
    *,
    theme: str = "light",
    event: int | None = None,
    today: dt.date | None = None,
) -> Card:
    """Draw the ``what`` card ("standings-card" or "night-card", of ``event`` or the last
    night played). Raises :class:`ExportError` for an unknown kind or theme, or a night
    card of a season with no night played."""
    try:
        colors = theme_named(theme)
    except ValueError as exc:
        raise ExportError(str(exc)) from None
    with speaking(league.language):  # the league's players read it
        return _drawn(league, report, what, colors, event, today)


def _drawn(league, report, what, colors, event, today) -> Card:
    if what == "standings-card":
        canvas = draw_standings_card(standings_content(league, report, today=today), colors)
    elif what == "night-card":
        canvas = draw_night_card(night_content(league, report, event, today=today), colors)
    else:
        raise ExportError(f"there is no card '{what}' (cards: {', '.join(CARD_KINDS)})")
    return Card(canvas.image, tuple(canvas.drawn))


def card_png(league: League, report: SeasonReport, what: str, **options) -> bytes:
    """The card as PNG bytes (see :func:`render_card` for the options)."""
    return render_card(league, report, what, **options).png()


def write_card(league: League, report: SeasonReport, what: str, path: Path, **options) -> None:
    """Write the card to ``path`` as a PNG, atomically."""
    write_bytes_atomically(Path(path), card_png(league, report, what, **options))


def image_png(image: QImage) -> bytes:
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    image.save(buffer, "PNG")
    buffer.close()
    return bytes(data.data())
