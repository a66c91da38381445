"""Print the night's seating chart or table cards (File-menu printing's preview, over the
exporter)."""

from __future__ import annotations

from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QWidget

from leaguemgr.domain.words import season_label
from leaguemgr.exporters.seating_chart import (
    SeatLine,
    TableSeats,
    seating_chart_document,
    table_cards_document,
)
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.night.names import Names
from leaguemgr.ui.night.night_data import NightData
from leaguemgr.ui.night.seats_model import seat_rows


def chart_tables(data: NightData, names: Names) -> list[TableSeats]:
    tables: dict[int, list[SeatLine]] = {}
    for table, seat, name, card in seat_rows(data.night, names):
        tables.setdefault(table, []).append(SeatLine(seat, name, card))
    return [TableSeats(table, tuple(lines)) for table, lines in sorted(tables.items())]


def seating_document(data: NightData, names: Names, league_name: str, currency: str):
    night = data.night
    title = translate(
        "PrintSeating", "Event {number}: seats at level {level}, {left} of {entries} players left"
    ).format(
        number=data.number,
        level=night.level,
        left=len(night.remaining),
        entries=len(night.arrivals),
    )
    header = translate("PrintSeating", "{league} \u2014 {season} \u2014 Seating").format(
        league=league_name, season=season_label(data.season)
    )
    letter = currency.upper() in {"USD", "CAD"}
    return seating_chart_document(header, title, chart_tables(data, names), letter=letter)


def table_cards(data: NightData, names: Names, league_name: str, currency: str):
    """One card per table, to lay on it: the table, its seats and (AZ) their cards."""
    header = translate("PrintSeating", "{league} \u2014 {season} \u2014 Table cards").format(
        league=league_name, season=season_label(data.season)
    )
    title = translate("PrintSeating", "Event {number}, seats at level {level}").format(
        number=data.number, level=data.night.level
    )
    letter = currency.upper() in {"USD", "CAD"}
    return table_cards_document(header, title, chart_tables(data, names), letter=letter)


def preview_seating(parent: QWidget, document, title: str | None = None) -> None:
    from leaguemgr.exporters.pdf import paint_document, setup_device

    printer = QPrinter(QPrinter.PrinterMode.HighResolution)
    setup_device(document, printer)
    dialog = QPrintPreviewDialog(printer, parent)
    dialog.setWindowTitle(title or translate("PrintSeating", "Seating chart"))
    dialog.paintRequested.connect(lambda device: paint_document(document, device))
    dialog.resize(1000, 800)
    dialog.exec()
