"""The seating chart of a running night, to print: every table with its seats (and, AZ,
the card of each seat), two tables across, in large type for the wall or the tables."""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass
from html import escape

from PySide6.QtGui import QTextDocument

from leaguemgr.exporters.pdf import make_document
from leaguemgr.exporters.print_html import BORDER_COLOR

TABLES_ACROSS = 2
CHART_POINTS = 14


@dataclass(frozen=True)
class SeatLine:
    seat: int
    player: str
    card: str = ""


@dataclass(frozen=True)
class TableSeats:
    table: int
    seats: tuple[SeatLine, ...]


def seating_chart_html(title: str, tables: Sequence[TableSeats]) -> str:
    """``tables`` side by side, ``TABLES_ACROSS`` to a row, each seat on a line."""
    cells = [_table_html(table) for table in tables]
    rows = []
    for start in range(0, len(cells), TABLES_ACROSS):
        row = cells[start : start + TABLES_ACROSS]
        row += ["<td></td>"] * (TABLES_ACROSS - len(row))
        rows.append(f"<tr>{''.join(row)}</tr>")
    if not rows:
        rows.append("<tr><td>The seats have not been drawn yet.</td></tr>")
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
        f'<tr><th colspan="3" align="left">Table {table.table}</th></tr>{lines}</table></td>'
    )


def seating_chart_document(
    header: str, title: str, tables: Sequence[TableSeats], *, letter: bool = True
) -> QTextDocument:
    """The chart, ready to print or preview (landscape)."""
    return make_document(
        seating_chart_html(title, tables),
        header,
        landscape=True,
        letter=letter,
        points=CHART_POINTS,
    )
