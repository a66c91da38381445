"""The season workbook: one sheet per table group, numbers stored as numbers.

Amounts are converted from ``Decimal`` to ``float`` only when a cell is written (a workbook
cell holds an IEEE double whatever we do); the number format shows them to the cent.
"""

from __future__ import annotations

import datetime as dt
import io
import re
from decimal import Decimal
from pathlib import Path

from openpyxl import Workbook
from openpyxl.cell.cell import Cell as XlCell
from openpyxl.styles import Alignment, Font, PatternFill
from openpyxl.utils import get_column_letter
from openpyxl.worksheet.worksheet import Worksheet

from leaguemgr.domain.league_formats import currency_pattern_sides, date_pattern
from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import season_label
from leaguemgr.exporters.season_tables import season_sheets
from leaguemgr.exporters.tables import (
    Cell,
    Kind,
    Sheet,
    Table,
    currency_symbol,
    looks_like_formula,
    widths_in_characters,
)
from leaguemgr.language.texts import _, speaking
from leaguemgr.services.atomic_write import write_bytes_atomically

POINTS_FORMAT = "0.00"
INT_FORMAT = "0"
CHIPS_FORMAT = "#,##0"
DATE_FORMAT = "yyyy-mm-dd"
Money = tuple[str, str | None]
"""The league's currency and locale, as every money cell is written in them."""
MAX_WIDTH = 45
# Excel refuses a page header longer than 255 characters; "&" is doubled after the cut.
HEADER_LENGTH = 120
# XML 1.0 cannot hold these at all; openpyxl raises rather than write them.
_NOT_IN_XML = re.compile("[\x00-\x08\x0b\x0c\x0e-\x1f\ud800-\udfff\ufffe\uffff]")
# Excel refuses a sheet name with these or longer than 31 characters (a translation may be).
_NOT_IN_SHEET_NAME = re.compile(r"[\[\]:*?/\\]")
SHEET_NAME_LENGTH = 31

_HEADER_FONT = Font(bold=True)
_HEADER_FILL = PatternFill("solid", fgColor="DDE5F0")
_TITLE_FONT = Font(bold=True, size=12)


def money_format(currency: str, *, with_cents: bool = True, locale: str | None = None) -> str:
    """The Excel number format of the league's currency, e.g. '"$"#,##0.00'; with a
    ``locale``, the symbol where the locale puts it ('#,##0.00" €"' in de_DE: Excel writes
    the separators as the reader's own).

    The symbol is a quoted literal, so none of its characters (";", "@", "0") acts as a
    format code; a quote in it is written escaped, as a quoted literal cannot hold one.
    """
    digits = "#,##0.00" if with_cents else "#,##0"
    if locale is None:
        return _literal(currency_symbol(currency)) + digits
    before, after = currency_pattern_sides(locale)
    symbol = currency_symbol(currency, locale)
    return (
        (_literal(before.replace("¤", symbol)) if before else "")
        + digits
        + (_literal(after.replace("¤", symbol)) if after else "")
    )


def date_format(locale: str | None) -> str:
    """The Excel date format: ISO ("yyyy-mm-dd"), or the locale's short date with the
    whole year ("dd.mm.yyyy" in de_DE)."""
    if locale is None:
        return DATE_FORMAT
    return date_pattern(locale).replace("M", "m")


def _literal(text: str) -> str:
    text = xlsx_text(text)
    return '\\"'.join(f'"{part}"' if part else "" for part in text.split('"'))


def xlsx_text(text: str) -> str:
    """``text`` without the characters a workbook cannot hold (control characters and
    unpaired surrogates; league names never hold them, other texts might)."""
    return _NOT_IN_XML.sub("", text)


def write_xlsx(league: League, report: SeasonReport, path: Path | str) -> None:
    """Write the season workbook (Standings, Events, Payouts, Funds and ledger,
    Championship, Dealer credits) to ``path``, atomically."""
    workbook = season_workbook(league, report)
    buffer = io.BytesIO()
    workbook.save(buffer)
    write_bytes_atomically(Path(path), buffer.getvalue())


def season_workbook(league: League, report: SeasonReport) -> Workbook:
    """The workbook in memory (the GUI may save it itself), in the league's language."""
    workbook = Workbook()
    workbook.remove(workbook.active)
    with speaking(league.language):
        title = _("{league}, {season}").format(
            league=league.name, season=season_label(report.season)
        )
        for sheet in season_sheets(league, report):
            sheet_at = workbook.create_sheet(sheet_name(sheet.name))
            _write_sheet(sheet_at, sheet, (league.currency, league.locale), title)
    workbook.properties.title = xlsx_text(title)
    workbook.properties.creator = "leaguemgr"
    return workbook


def sheet_name(name: str) -> str:
    """``name`` as Excel takes a sheet's name: no ``[]:*?/\\``, at most 31 characters."""
    return _NOT_IN_SHEET_NAME.sub("", xlsx_text(name))[:SHEET_NAME_LENGTH].strip() or "-"


def _write_sheet(ws: Worksheet, sheet: Sheet, money: Money, title: str) -> None:
    widths: dict[int, int] = {}
    row = 1
    for index, table in enumerate(sheet.tables):
        if index:
            row += 1  # a blank row between tables
            _set_text(ws.cell(row=row, column=1), table.title)
            ws.cell(row=row, column=1).font = _TITLE_FONT
            row += 1
        row = _write_table(ws, table, row, money)
        for column, width in enumerate(widths_in_characters(table, *money), 1):
            widths[column] = max(widths.get(column, 0), width)
    for column, width in widths.items():
        ws.column_dimensions[get_column_letter(column)].width = min(width + 3, MAX_WIDTH)
    ws.freeze_panes = "A2"  # the first table's header stays in view
    ws.print_title_rows = "1:1"
    ws.page_setup.orientation = "landscape"
    ws.page_setup.fitToWidth = 1
    ws.page_setup.fitToHeight = 0  # as many pages tall as needed
    ws.sheet_properties.pageSetUpPr.fitToPage = True
    # "&" starts a code in Excel headers ("&P" is the page number): double it to print it.
    header = xlsx_text(f"{title}: {sheet.name}")[:HEADER_LENGTH]
    ws.oddHeader.center.text = header.replace("&", "&&")
    # "&P" and "&N" are Excel's page number and count: every translation keeps them.
    ws.oddFooter.center.text = _("Page &P of &N")


def _write_table(ws: Worksheet, table: Table, row: int, money: Money) -> int:
    """Write header, rows and notes from ``row``; return the next free row."""
    for column, spec in enumerate(table.columns, 1):
        cell = ws.cell(row=row, column=column)
        _set_text(cell, spec.title)
        cell.font = _HEADER_FONT
        cell.fill = _HEADER_FILL
        if spec.kind not in (Kind.TEXT, Kind.DATE):
            cell.alignment = Alignment(horizontal="right")
    row += 1
    first_total = len(table.rows) - table.total_rows
    for index, values in enumerate(table.rows):
        for column, (value, spec) in enumerate(zip(values, table.columns, strict=True), 1):
            cell = ws.cell(row=row, column=column)
            _set_value(cell, value, spec.kind, money)
            if index >= first_total:
                cell.font = _HEADER_FONT
        row += 1
    for note in table.notes:
        _set_text(ws.cell(row=row, column=1), note)
        ws.cell(row=row, column=1).font = Font(italic=True)
        row += 1
    return row


def _set_value(cell: XlCell, value: Cell, kind: Kind, money: Money) -> None:
    currency, locale = money
    if value is None:
        return
    match kind:
        case Kind.MONEY:
            cell.value = float(Decimal(value))  # the cell boundary: Decimal ends here
            cell.number_format = money_format(currency, locale=locale)
        case Kind.WHOLE_MONEY:
            cell.value = float(Decimal(value))
            cell.number_format = money_format(currency, with_cents=False, locale=locale)
        case Kind.POINTS:
            cell.value = float(value)
            cell.number_format = POINTS_FORMAT
        case Kind.INT:
            cell.value = int(value)
            cell.number_format = INT_FORMAT
        case Kind.CHIPS:
            cell.value = int(value)
            cell.number_format = CHIPS_FORMAT
        case Kind.DATE:
            _set_date(cell, str(value), locale)
        case _:
            _set_text(cell, str(value))


def _set_date(cell: XlCell, text: str, locale: str | None) -> None:
    try:
        cell.value = dt.date.fromisoformat(text)
    except ValueError:
        _set_text(cell, text)  # an odd date is still shown as the organizer wrote it
        return
    cell.number_format = date_format(locale)
    cell.alignment = Alignment(horizontal="left")


def _set_text(cell: XlCell, text: str) -> None:
    """Store text as text: a player called "=HYPERLINK(...)" must never become a formula."""
    text = xlsx_text(text)
    cell.value = text
    if looks_like_formula(text):
        # openpyxl guesses a formula from a leading "="; the string type and the quote
        # prefix make both openpyxl and Excel keep the literal text.
        cell.data_type = "s"
        cell.quotePrefix = True
