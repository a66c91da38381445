"""The night card: the winner, who was paid (and whether by a deal), bounty and knockouts."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from leaguemgr.exporters.cards.canvas import MARGIN, MAX_HEIGHT, WIDTH, Canvas, Theme
from leaguemgr.exporters.cards.content import NightCard
from leaguemgr.exporters.cards.standings_card import BAND, FOOTER, SECTION_GAP, _footer
from leaguemgr.language.texts import _, ngettext

HERO = 250
PAID_TITLE = 70
PAID_ROW = 66
RIGHT = WIDTH - MARGIN


def draw_night_card(card: NightCard, theme: Theme) -> Canvas:
    """The card drawn on a canvas as tall as it needs."""
    height = _height(card)
    canvas = Canvas.start(height, theme)
    canvas.title_band(BAND, card.league, card.title, card.subtitle)
    y = BAND + 40
    _hero(canvas, card, y)
    y += HERO + SECTION_GAP
    y = _payouts(canvas, card, y)
    if card.bounty:
        y += SECTION_GAP
        y += canvas.info_box(y, card.bounty, card.bounty_detail, "target")
    if card.knockouts:
        y += SECTION_GAP
        y += canvas.info_box(y, card.knockouts, card.knockouts_detail, "ko")
    _footer(canvas, card.footer, height)
    canvas.finish()
    return canvas


def _height(card: NightCard) -> int:
    height = BAND + 40 + HERO + SECTION_GAP + _payouts_height(card)
    if card.bounty:
        height += SECTION_GAP + (150 if card.bounty_detail else 110)
    if card.knockouts:
        height += SECTION_GAP + (150 if card.knockouts_detail else 110)
    return min(int(height + SECTION_GAP + FOOTER), MAX_HEIGHT)


def _payouts_height(card: NightCard) -> float:
    more = 52 if card.paid_more else 0
    return PAID_TITLE + PAID_ROW * len(card.paid) + more


def _hero(canvas: Canvas, card: NightCard, top: float) -> None:
    """The winner, large, with the prize."""
    theme = canvas.theme
    box = QRectF(MARGIN, top, WIDTH - 2 * MARGIN, HERO)
    canvas.fill(box, theme.leader, 28)
    canvas.fill(QRectF(box.x(), box.y(), 10, box.height()), theme.accent, 5)
    canvas.star(QPointF(MARGIN + 104, top + HERO / 2), 62, theme.accent)
    left = MARGIN + 200
    width = box.right() - left - 36
    canvas.text(_("WINNER"), QRectF(left, top + 28, width, 44), 30, bold=True, color=theme.accent)
    canvas.text(card.winner, QRectF(left, top + 74, width, 90), 64, bold=True)
    if card.winner_prize:
        canvas.text(
            card.winner_prize, QRectF(left, top + 166, width, 60), 44, bold=True, color=theme.accent
        )


def _payouts(canvas: Canvas, card: NightCard, top: float) -> float:
    theme = canvas.theme
    title_rect = QRectF(MARGIN, top, WIDTH - 2 * MARGIN, 56)
    width = canvas.text(_("Payouts"), title_rect, 36, bold=True, color=theme.accent)
    if card.deal:
        label = _("Paid by a deal")
        pill_width = canvas.text_width(label, 28, bold=True) + 36
        pill = QRectF(MARGIN + width + 24, top + 6, pill_width, 46)
        canvas.fill(pill, theme.accent, 23)
        canvas.text(
            label, pill, 28, bold=True, color=theme.background, align=Qt.AlignmentFlag.AlignHCenter
        )
    y = top + PAID_TITLE
    canvas.rule(y - 6)
    if not card.paid:
        canvas.text(
            _("Nobody was paid."),
            QRectF(MARGIN, y, WIDTH - 2 * MARGIN, PAID_ROW),
            34,
            color=theme.muted,
        )
        return y + PAID_ROW
    for index, line in enumerate(card.paid):
        if index % 2 == 1:
            canvas.fill(
                QRectF(MARGIN - 16, y + 4, WIDTH - 2 * MARGIN + 32, PAID_ROW - 8), theme.surface, 16
            )
        canvas.text(line.place, QRectF(MARGIN, y, 110, PAID_ROW), 34, bold=True, color=theme.muted)
        canvas.text(line.name, QRectF(MARGIN + 124, y, 600, PAID_ROW), 38)
        canvas.text(
            line.amount,
            QRectF(RIGHT - 220, y, 220, PAID_ROW),
            38,
            bold=True,
            align=Qt.AlignmentFlag.AlignRight,
        )
        y += PAID_ROW
    if card.paid_more:
        more = ngettext("and {count} more paid", "and {count} more paid", card.paid_more).format(
            count=card.paid_more
        )
        canvas.text(more, QRectF(MARGIN, y, WIDTH - 2 * MARGIN, 52), 30, color=theme.muted)
        y += 52
    return y
