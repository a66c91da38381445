"""The standings card: the table with each player's movement, the bounty and the race."""

from __future__ import annotations

from PySide6.QtCore import QPointF, QRectF, Qt

from leaguemgr.exporters.cards.canvas import MARGIN, MAX_HEIGHT, WIDTH, Canvas, Theme
from leaguemgr.exporters.cards.content import StandingLine, StandingsCard
from leaguemgr.language.texts import _, ngettext

BAND = 260
HEADER = 56
ROW = 74
GAP_ROW = 60
SECTION_GAP = 36
FOOTER = 96
RIGHT = WIDTH - MARGIN
# Columns: rank, movement, name, points, events (left edge, width).
RANK = (MARGIN, 76)
MOVE = (MARGIN + 92, 104)
NAME = (MARGIN + 212, 470)
POINTS = (MARGIN + 690, 150)
EVENTS = (MARGIN + 850, RIGHT - MARGIN - 850)
RIGHT_ALIGNED = Qt.AlignmentFlag.AlignRight
RACE_NAME_WIDTH = 330


def draw_standings_card(card: StandingsCard, theme: Theme) -> Canvas:
    """The card drawn on a canvas as tall as it needs (never over 2.5 times its width)."""
    height = _height(card, theme)
    canvas = Canvas.start(height, theme)
    canvas.title_band(BAND, card.league, card.title, card.subtitle)
    y = _table(canvas, card, BAND + 28)
    if card.bounty:
        y += SECTION_GAP
        y += canvas.info_box(y, card.bounty, card.bounty_detail, "target")
    if card.race_title:
        y += SECTION_GAP
        y += _race(canvas, card, y)
    _footer(canvas, card.footer, height)
    canvas.finish()
    return canvas


def _height(card: StandingsCard, theme: Theme) -> int:
    measure = Canvas.start(10, theme)
    height = BAND + 28 + _table_height(card)
    if card.bounty:
        height += SECTION_GAP + measure.info_box(0, card.bounty, card.bounty_detail, "", draw=False)
    if card.race_title:
        height += SECTION_GAP + _race(measure, card, 0, draw=False)
    measure.finish()
    return min(int(height + SECTION_GAP + FOOTER), MAX_HEIGHT)


def _table_height(card: StandingsCard) -> float:
    if not card.lines:
        return 120
    gap = GAP_ROW if card.hidden else 0
    return HEADER + ROW * len(card.lines) + gap


def _table(canvas: Canvas, card: StandingsCard, top: float) -> float:
    theme = canvas.theme
    if not card.lines:
        canvas.text(
            _("No results yet: the table fills after the first night."),
            QRectF(MARGIN, top, WIDTH - 2 * MARGIN, 120),
            34,
            color=theme.muted,
        )
        return top + 120
    muted = theme.muted
    canvas.text("#", _cell(RANK, top, HEADER), 28, color=muted, align=RIGHT_ALIGNED)
    canvas.text(
        "+/-", _cell(MOVE, top, HEADER), 28, color=muted, align=Qt.AlignmentFlag.AlignHCenter
    )
    canvas.text(_("Player"), _cell(NAME, top, HEADER), 28, color=muted)
    canvas.text(_("Points"), _cell(POINTS, top, HEADER), 28, color=muted, align=RIGHT_ALIGNED)
    canvas.text(_("Nights"), _cell(EVENTS, top, HEADER), 28, color=muted, align=RIGHT_ALIGNED)
    y = top + HEADER
    canvas.rule(y - 2)
    shown_top = len(card.lines) - sum(1 for line in card.lines if line.tag)
    for index, line in enumerate(card.lines):
        if index == shown_top:
            y = _more_players(canvas, card.hidden, y)
        _row(canvas, line, y, stripe=index % 2 == 1)
        y += ROW
    if shown_top == len(card.lines):
        y = _more_players(canvas, card.hidden, y)
    return y


def _more_players(canvas: Canvas, hidden: int, y: float) -> float:
    """ "⋮ 44 more players" between the top of the table and the players named below it."""
    if not hidden:
        return y
    more = "\u22ee  " + ngettext("{count} more player", "{count} more players", hidden).format(
        count=hidden
    )
    canvas.text(
        more,
        QRectF(MARGIN, y, WIDTH - 2 * MARGIN, GAP_ROW),
        28,
        color=canvas.theme.muted,
        align=Qt.AlignmentFlag.AlignHCenter,
    )
    return y + GAP_ROW


def _row(canvas: Canvas, line: StandingLine, y: float, *, stripe: bool) -> None:
    theme = canvas.theme
    band = QRectF(MARGIN - 16, y + 4, WIDTH - 2 * MARGIN + 32, ROW - 8)
    if line.rank == 1:
        canvas.fill(band, theme.leader, 18)
        canvas.fill(QRectF(band.x(), band.y(), 8, band.height()), theme.accent, 4)
    elif stripe:
        canvas.fill(band, theme.surface, 18)
    leader = line.rank == 1
    canvas.text(
        str(line.rank),
        _cell(RANK, y, ROW),
        38,
        bold=True,
        color=theme.accent if leader else theme.text,
        align=RIGHT_ALIGNED,
    )
    _movement(canvas, line, _cell(MOVE, y, ROW))
    left, width = NAME
    if line.tag:
        tag_width = canvas.text_width(line.tag, 28, bold=True) + 28
        pill = QRectF(left + width - tag_width, y + 18, tag_width, ROW - 36)
        canvas.fill(pill, theme.accent, (ROW - 36) / 2)
        canvas.text(
            line.tag,
            pill,
            28,
            bold=True,
            color=theme.background,
            align=Qt.AlignmentFlag.AlignHCenter,
        )
        width -= tag_width + 14
    canvas.text(line.name, QRectF(left, y, width, ROW), 38, bold=leader)
    canvas.text(line.points, _cell(POINTS, y, ROW), 38, bold=True, align=RIGHT_ALIGNED)
    canvas.text(str(line.events), _cell(EVENTS, y, ROW), 34, color=theme.muted, align=RIGHT_ALIGNED)


def _movement(canvas: Canvas, line: StandingLine, cell: QRectF) -> None:
    """▲2 in green, ▼3 in red, a dash for no change, NEW for a first night."""
    theme = canvas.theme
    if line.new:
        canvas.text(
            _("NEW"), cell, 28, bold=True, color=theme.accent, align=Qt.AlignmentFlag.AlignHCenter
        )
        return
    if line.movement is None:
        return
    if line.movement == 0:
        canvas.fill(QRectF(cell.center().x() - 14, cell.center().y() - 2, 28, 4), theme.muted)
        return
    up = line.movement > 0
    color = theme.up if up else theme.down
    canvas.triangle(QPointF(cell.x() + 22, cell.center().y()), 24, color, up=up)
    number = QRectF(cell.x() + 40, cell.y(), cell.width() - 40, cell.height())
    canvas.text(str(abs(line.movement)), number, 32, bold=True, color=color)


def _race(canvas: Canvas, card: StandingsCard, top: float, *, draw: bool = True) -> float:
    """The championship race: who still needs how many nights; returns its height."""
    theme = canvas.theme
    y = top
    if draw:
        canvas.text(
            card.race_title or "",
            QRectF(MARGIN, y, WIDTH - 2 * MARGIN, 56),
            36,
            bold=True,
            color=theme.accent,
        )
    y += 64
    text_left = MARGIN + RACE_NAME_WIDTH + 24
    text_width = RIGHT - text_left
    for name, need in card.race:
        height = max(
            canvas.paragraph(need, QRectF(text_left, y, text_width, 0), 30, draw=False), 46
        )
        if draw:
            canvas.text(name, QRectF(MARGIN, y, RACE_NAME_WIDTH, 46), 32, bold=True)
            canvas.paragraph(need, QRectF(text_left, y + 4, text_width, 0), 30, color=theme.muted)
        y += height + 14
    if card.race_more:
        if draw:
            more = ngettext(
                "and {count} more still need nights",
                "and {count} more still need nights",
                card.race_more,
            ).format(count=card.race_more)
            canvas.text(more, QRectF(MARGIN, y, WIDTH - 2 * MARGIN, 46), 30, color=theme.muted)
        y += 52
    return y - top


def _footer(canvas: Canvas, text: str, height: int) -> None:
    canvas.rule(height - FOOTER + 12)
    canvas.text(
        text,
        QRectF(MARGIN, height - FOOTER + 24, WIDTH - 2 * MARGIN, 56),
        28,
        color=canvas.theme.muted,
        align=Qt.AlignmentFlag.AlignHCenter,
    )


def _cell(column: tuple[int, int], y: float, height: float) -> QRectF:
    return QRectF(column[0], y, column[1], height)
