"""Printable documents (standings, an event's payouts, the night sheet) and their PDFs.

Each ``*_document`` function returns a QTextDocument that the GUI can show in a print
preview; :func:`paint_document` prints one on any paged device (a QPrinter or a QPdfWriter)
with a page header (league, season, date) and "Page i of n" at the foot of every page.
Only QtGui is used, so this works without widgets and offscreen.
"""

from __future__ import annotations

import datetime as dt
import os
import sys
from pathlib import Path

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QMarginsF, QRectF, QSizeF, Qt
from PySide6.QtGui import (
    QFont,
    QGuiApplication,
    QPagedPaintDevice,
    QPageLayout,
    QPageSize,
    QPainter,
    QPdfWriter,
    QTextDocument,
    QTextOption,
)

from leaguemgr.domain.records import League
from leaguemgr.domain.results import SeasonReport
from leaguemgr.domain.words import season_label
from leaguemgr.exporters.event_tables import find_event
from leaguemgr.exporters.night_plan import night_plan
from leaguemgr.exporters.night_sheet import plan_html
from leaguemgr.exporters.print_html import event_payout_html, standings_html
from leaguemgr.exporters.tables import event_label
from leaguemgr.language.texts import _, speaking, spoken_language
from leaguemgr.services.atomic_write import ExportError, write_bytes_atomically

FONT_FAMILY = "DejaVu Sans"
BODY_POINTS = 9.5
HEADER_POINTS = 8.0
PDF_DPI = 300
MARGIN_MM = 12
# Where the page header and the page date are kept on a document (QObject properties).
_HEADER = "leaguemgr_header"
_DATE = "leaguemgr_date"
_LANDSCAPE = "leaguemgr_landscape"
_LETTER = "leaguemgr_letter"
_LANGUAGE = "leaguemgr_language"  # the one its pages' foot is written in
PDF_KINDS = ("standings", "event", "night-sheet")
# Type size and row padding tried in turn until the night sheet fits on one page.
NIGHT_SHEET_STEPS = ((9.5, 5), (9.0, 4), (8.5, 3), (8.0, 2), (7.5, 2), (7.0, 1), (6.5, 1), (6.0, 1))


def ensure_gui_application() -> QGuiApplication:
    """The running Qt application, or a new one (Qt needs one to lay out text).

    Without a display (a server, CI, the command line over SSH) Qt runs offscreen.
    """
    app = QGuiApplication.instance()
    if app is None:
        headless = not os.environ.get("DISPLAY") and not os.environ.get("WAYLAND_DISPLAY")
        if sys.platform.startswith("linux") and headless:
            os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
        # A QApplication, not a bare QGuiApplication: if the desktop app (or a widget test)
        # later runs in this process, it needs the widget-capable kind. No widget is made.
        from PySide6.QtWidgets import QApplication

        app = QApplication(["leaguemgr"])
    return app  # type: ignore[return-value]


def make_document(
    html: str, header: str, *, landscape: bool = False, letter: bool = True,
    printed_on: dt.date | None = None, points: float = BODY_POINTS,
) -> QTextDocument:  # fmt: skip
    """A printable document: ``header`` (and the date) will head every page."""
    ensure_gui_application()
    document = QTextDocument()
    document.setDefaultFont(_font(points))
    document.setDocumentMargin(0)
    # Lines break between words only: Qt's default also breaks inside a word that does not
    # fit its column ("Chip" / "s", "FREE ENTR" / "Y"); a table then widens the column.
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    document.setDefaultTextOption(option)
    document.setHtml(html)
    document.setMetaInformation(QTextDocument.MetaInformation.DocumentTitle, header)
    document.setProperty(_HEADER, header)
    document.setProperty(_DATE, (printed_on or dt.date.today()).isoformat())
    document.setProperty(_LANDSCAPE, landscape)
    document.setProperty(_LETTER, letter)
    document.setProperty(_LANGUAGE, spoken_language())
    return document


def _font(points: float) -> QFont:
    font = QFont(FONT_FAMILY)
    font.setPointSizeF(points)
    # Without ligatures "first" stays five letters: the PDF can be searched and copied.
    for tag in ("liga", "clig"):
        font.setFeature(QFont.Tag(tag), 0)
    return font


def _uses_letter(league: League) -> bool:
    # North American leagues print on Letter; everyone else on A4.
    return league.currency.upper() in {"USD", "CAD"}


def _header(league: League, report: SeasonReport, what: str) -> str:
    return f"{league.name} \u2014 {season_label(report.season)} \u2014 {what}"


def standings_document(league: League, report: SeasonReport) -> QTextDocument:
    """The season standings, ready to print or preview, in the league's language."""
    with speaking(league.language):
        return make_document(
            standings_html(league, report),
            _header(league, report, _("Standings")),
            letter=_uses_letter(league),
        )


def event_payout_document(
    league: League, report: SeasonReport, event_number: int | None = None
) -> QTextDocument:
    """One event's money, payouts and results (the last event played by default), in the
    league's language."""
    # Looked up first: an event that is not there is the organizer's error, in the user's words.
    event, _result = find_event(league, report, event_number)
    with speaking(league.language):
        return make_document(
            event_payout_html(league, report, event.number),
            _header(league, report, event_label(event.number, event.name)),
            letter=_uses_letter(league),
        )


def night_sheet_document(
    league: League, season: str, report: SeasonReport, event_number: int | None = None
) -> QTextDocument:
    """The one-page sign-in sheet of the next event (or of ``event_number``).

    A long roster is set in smaller type with tighter rows until it fits on one page. It
    speaks the league's language.
    """
    with speaking(league.language):
        return _night_sheet_document(league, season, report, event_number)


def _night_sheet_document(
    league: League, season: str, report: SeasonReport, event_number: int | None
) -> QTextDocument:
    plan = night_plan(league, season, report, event_number)
    sink = QBuffer()  # a device to measure pages on; the writer does not own it
    probe = QPdfWriter(sink)
    probe.setResolution(PDF_DPI)
    for points, padding in NIGHT_SHEET_STEPS:
        document = make_document(
            plan_html(plan, padding=padding),
            _header(league, report, _("Night sheet")),
            landscape=True,
            letter=_uses_letter(league),
            points=points,
        )
        setup_device(document, probe)
        _lay_out_on(document, probe)
        pages = document.pageCount()
        document.documentLayout().setPaintDevice(None)
        if pages == 1:
            break
    return document


def setup_device(document: QTextDocument, device: QPagedPaintDevice) -> None:
    """Give ``device`` the document's paper, orientation and margins (call before a preview)."""
    size = QPageSize.PageSizeId.Letter if document.property(_LETTER) else QPageSize.PageSizeId.A4
    orientation = (
        QPageLayout.Orientation.Landscape
        if document.property(_LANDSCAPE)
        else QPageLayout.Orientation.Portrait
    )
    margins = QMarginsF(MARGIN_MM, MARGIN_MM, MARGIN_MM, MARGIN_MM)
    device.setPageLayout(QPageLayout(QPageSize(size), orientation, margins,
                                     QPageLayout.Unit.Millimeter))  # fmt: skip


def paint_document(document: QTextDocument, device: QPagedPaintDevice) -> int:
    """Print ``document`` on ``device`` page by page; return the number of pages.

    Each page has the header and the date at the top and "Page i of n" at the foot; tables
    continue across pages with their header row repeated.
    """
    band, body = _lay_out_on(document, device)
    pages = document.pageCount()
    small = _font(HEADER_POINTS)
    with speaking(document.property(_LANGUAGE) or None):
        foot_text = _("Page {page} of {pages}")
    painter = QPainter()
    if not painter.begin(device):
        raise ExportError(_("cannot start printing: the printer or file is not ready"))
    try:
        for index in range(pages):
            if index:
                device.newPage()
            painter.setFont(small)
            top = QRectF(0, 0, body.width(), band * 0.6)
            left = Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignVCenter
            right = Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter
            painter.drawText(top, left, str(document.property(_HEADER) or ""))
            painter.drawText(top, right, str(document.property(_DATE) or ""))
            painter.drawLine(0, int(band * 0.65), int(body.width()), int(band * 0.65))
            foot = QRectF(0, band + body.height() + band * 0.4, body.width(), band * 0.6)
            foot_line = foot_text.format(page=index + 1, pages=pages)
            painter.drawText(foot, Qt.AlignmentFlag.AlignCenter, foot_line)
            painter.save()
            painter.translate(0, band - index * body.height())
            document.drawContents(painter, QRectF(0, index * body.height(), body.width(),
                                                  body.height()))  # fmt: skip
            painter.restore()
    finally:
        painter.end()
    return pages


def _lay_out_on(document: QTextDocument, device: QPagedPaintDevice) -> tuple[float, QSizeF]:
    """Lay the document out in the device's page; return the header band and body size."""
    dpi = device.logicalDpiY()
    page = device.pageLayout().paintRectPixels(dpi)
    band = HEADER_POINTS * 2.6 * dpi / 72  # room for a header or footer line and a gap
    body = QSizeF(page.width(), page.height() - 2 * band)
    document.documentLayout().setPaintDevice(device)
    document.setPageSize(body)
    return band, body


def pdf_bytes(document: QTextDocument) -> bytes:
    """The document as a PDF, in memory."""
    ensure_gui_application()
    data = QByteArray()
    buffer = QBuffer(data)
    buffer.open(QIODevice.OpenModeFlag.WriteOnly)
    writer = QPdfWriter(buffer)
    writer.setResolution(PDF_DPI)
    writer.setCreator("leaguemgr")
    writer.setTitle(str(document.property(_HEADER) or ""))
    setup_device(document, writer)
    try:
        paint_document(document, writer)
    finally:
        document.documentLayout().setPaintDevice(None)  # the writer is about to go
    buffer.close()
    return bytes(data.data())


def write_document_pdf(document: QTextDocument, path: Path | str) -> None:
    """Write a printable document to ``path`` as a PDF, atomically."""
    write_bytes_atomically(Path(path), pdf_bytes(document))


def write_pdf(
    league: League,
    report: SeasonReport,
    path: Path | str,
    what: str = "standings",
    event_number: int | None = None,
) -> None:
    """Write the standings, an event's payouts or the night sheet as a PDF."""
    kind = (what or "standings").strip().lower()
    if kind == "standings":
        document = standings_document(league, report)
    elif kind == "event":
        document = event_payout_document(league, report, event_number)
    elif kind in ("night-sheet", "night_sheet", "night"):
        document = night_sheet_document(league, report.season, report, event_number)
    else:
        choices = ", ".join(PDF_KINDS)
        raise ExportError(
            _("cannot write {path}: a PDF export is one of {choices}, not '{what}'").format(
                path=path, choices=choices, what=what
            )
        )
    write_document_pdf(document, path)


def write_night_sheet_pdf(
    league: League, season: str, report: SeasonReport, path: Path | str
) -> None:
    """Write the next event's one-page night sheet as a PDF."""
    write_document_pdf(night_sheet_document(league, season, report), path)
