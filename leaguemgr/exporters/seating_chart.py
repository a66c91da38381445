"""The seating of a running night, to print: the chart (every table with its seats and,
AZ, the card of each seat, two tables across, for the wall) and the table cards (one page
per table in large type, to lay on that table)."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QTextDocument

from leaguemgr.exporters.pdf import make_document
from leaguemgr.exporters.print_html import BORDER_COLOR
from leaguemgr.language.texts import _, speaking

TABLES_ACROSS = 2
CHART_POINTS = 14
CARD_TITLE_POINTS = 44
CARD_SEAT_POINTS = 24
"""Read from a chair at the table: a ten-seat table still fits one landscape page."""


@dataclass(frozen=True)
class SeatLine:
    seat: int
    player: str
    card: str = ""


@dataclass(frozen=True)
class TableSeats:
    table: int
    seats: tuple[SeatLine, ...]


def seating_chart_html(
    title: str, tables: Sequence[TableSeats], *, language: str | None = None
) -> str:
    """``tables`` side by side, ``TABLES_ACROSS`` to a row, each seat on a line, in the
    league's ``language`` (``None``: the user's)."""
    with speaking(language):
        return _chart_html(title, tables)


def _chart_html(title: str, tables: Sequence[TableSeats]) -> str:
    cells = [_table_html(table) for table in tables]
    rows = []
    for start in range(0, len(cells), TABLES_ACROSS):
        row = cells[start : start + TABLES_ACROSS]
        row += ["<td></td>"] * (TABLES_ACROSS - len(row))
        rows.append(f"<tr>{''.join(row)}</tr>")
    if not rows:
        rows.append("<tr><td>" + _not_drawn() + "</td></tr>")
    return (
        f"<h2>{escape(title)}</h2>"
        f'<table width="100%" cellspacing="12" cellpadding="0">{"".join(rows)}</table>'
    )


def _table_html(table: TableSeats) -> str:
    lines = "".join(
        f'<tr><td align="right"><b>{line.seat}</b></td><td>{escape(line.player)}</td>'
        f'<td align="right">{escape(line.card)}</td></tr>'
        for line in table.seats
    )
    return (
        f'<td width="{100 // TABLES_ACROSS}%" valign="top">'
        f'<table width="100%" cellspacing="0" cellpadding="4" border="0.5" '
        f'style="border-collapse: collapse; border-color: {BORDER_COLOR};">'
        f'<tr><th colspan="3" align="left">{_table_name(table)}</th></tr>{lines}</table></td>'
    )


def _not_drawn() -> str:
    return escape(_("The seats have not been drawn yet."))


def _table_name(table: TableSeats) -> str:
    return escape(_("Table {number}").format(number=table.table))


def seating_chart_document(
    header: str,
    title: str,
    tables: Sequence[TableSeats],
    *,
    letter: bool = True,
    language: str | None = None,
) -> QTextDocument:
    """The chart, ready to print or preview (landscape), in the league's ``language``."""
    return make_document(
        seating_chart_html(title, tables, language=language),
        header,
        landscape=True,
        letter=letter,
        points=CHART_POINTS,
    )


def table_cards_html(
    title: str, tables: Sequence[TableSeats], *, language: str | None = None
) -> str:
    """One card per table: "Table N" large, then each seat with its player (and card);
    each card after the first starts a new page. In the league's ``language``."""
    with speaking(language):
        if not tables:
            return "<p>" + _not_drawn() + "</p>"
        return "".join(_card_html(title, table, first=i == 0) for i, table in enumerate(tables))


def _card_html(title: str, table: TableSeats, *, first: bool) -> str:
    lines = "".join(
        f'<tr><td align="right" width="12%"><b>{line.seat}</b></td>'
        f"<td>{escape(line.player)}</td>"
        f'<td align="right" width="15%">{escape(line.card)}</td></tr>'
        for line in table.seats
    )
    brk = "" if first else "page-break-before: always; "
    return (
        f'<div style="{brk}"><p style="font-size: {CARD_TITLE_POINTS}pt; font-weight: bold; '
        f'margin-bottom: 4pt;">{_table_name(table)}</p>'
        f"<p>{escape(title)}</p>"
        f'<table width="100%" cellspacing="0" cellpadding="6" '
        f'style="font-size: {CARD_SEAT_POINTS}pt;">{lines}</table></div>'
    )


def table_cards_document(
    header: str,
    title: str,
    tables: Sequence[TableSeats],
    *,
    letter: bool = True,
    language: str | None = None,
) -> QTextDocument:
    """The table cards, one landscape page per table, ready to print or preview."""
    return make_document(
        table_cards_html(title, tables, language=language),
        header,
        landscape=True,
        letter=letter,
        points=CHART_POINTS,
    )
