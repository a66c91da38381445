"""File ▸ Export season and File ▸ Print: what leaves the app, through the same exporters
the ``leaguemgr export`` command uses.

Workbooks, CSV files and web pages are written on a worker thread (a big league's workbook
takes a second) while the window keeps painting; PDFs are painted on the GUI thread because
Qt's text layout belongs there.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path

from PySide6.QtCore import QObject
from PySide6.QtGui import QAction, QKeySequence, QTextDocument
from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog
from PySide6.QtWidgets import QFileDialog, QInputDialog, QMessageBox, QWidget

from leaguemgr.ui import settings
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.league_context import LeagueContext


@dataclass(frozen=True)
class ExportKind:
    label: str
    suffix: str
    what: str | None


EXPORT_KINDS = (
    ExportKind("Excel workbook, every sheet (*.xlsx)", ".xlsx", None),
    ExportKind("Standings as CSV (*.csv)", ".csv", "standings"),
    ExportKind("Payouts as CSV (*.csv)", ".csv", "payouts"),
    ExportKind("Standings as PDF (*.pdf)", ".pdf", "standings"),
    ExportKind("Players' standings page (*.html)", ".html", None),
)


class OutputActions(QObject):
    """The export and print actions of one main window."""

    def __init__(self, window: QWidget, context: Callable[[], LeagueContext | None]):
        super().__init__(window)
        self._window = window
        self._context = context
        self.export = self._action("&Export season…", "Ctrl+E", self.export_season)
        self.print_standings = self._action("&Print standings…", "Ctrl+P", self.preview_standings)
        self.print_event = self._action("Print event &payout sheet…", None, self.preview_event)
        self.print_night_sheet = self._action("Print &night sheet…", None, self.preview_night)
        self.actions = (self.export, self.print_standings, self.print_event, self.print_night_sheet)

    def _action(self, text: str, shortcut: str | None, slot: Callable[[], object]) -> QAction:
        action = QAction(text, self._window)
        if shortcut:
            action.setShortcut(QKeySequence(shortcut))
        action.triggered.connect(lambda _checked=False: slot())
        return action

    def update(self) -> None:
        """Enable the actions only when there is a season to export."""
        context = self._context()
        has_season = bool(context and context.season)
        for action in self.actions:
            action.setEnabled(has_season)

    # Export ---------------------------------------------------------------------------------

    def export_season(self) -> bool:
        """Ask where and what, then write the season; ``True`` once it is written."""
        context = self._context()
        if context is None or not context.season:
            return False
        folder = settings.settings().value("export/folder", str(Path.home()))
        league = context.service.league
        stem = f"{league.name or 'league'} {context.season}".strip().replace("/", "-")
        path, chosen = QFileDialog.getSaveFileName(
            self._window,
            "Export season",
            str(Path(folder) / f"{stem}.xlsx"),
            ";;".join(kind.label for kind in EXPORT_KINDS),
        )
        if not path:
            return False
        kind = next((k for k in EXPORT_KINDS if k.label == chosen), EXPORT_KINDS[0])
        target = Path(path)
        if target.suffix.lower() != kind.suffix:
            target = target.with_suffix(kind.suffix)
        settings.settings().setValue("export/folder", str(target.parent))
        return self.write(target, kind.what)

    def write(self, target: Path, what: str | None) -> bool:
        """Write the current season to ``target`` (the suffix chooses the format)."""
        from leaguemgr.exporters.dispatch import export_season
        from leaguemgr.services.atomic_write import ExportError

        context = self._context()
        if context is None:
            return False
        league = context.service.league
        report = context.service.report(context.season)
        try:
            if target.suffix.lower() == ".pdf":
                export_season(league, report, target, what=what)
            else:
                run_in_background(
                    self._window,
                    f"Writing {target.name}…",
                    lambda: export_season(league, report, target, what=what),
                )
        except ExportError as exc:
            QMessageBox.warning(self._window, "Export failed", str(exc))
            return False
        self._status(f"Wrote {target}")
        return True

    def _status(self, message: str) -> None:
        status_bar = getattr(self._window, "statusBar", None)
        if status_bar is not None:
            status_bar().showMessage(message, 8000)

    # Print ----------------------------------------------------------------------------------

    def standings_document(self) -> QTextDocument | None:
        from leaguemgr.exporters.pdf import standings_document

        context = self._context()
        if context is None or not context.season:
            return None
        return standings_document(context.service.league, context.service.report(context.season))

    def event_document(self, number: int) -> QTextDocument | None:
        from leaguemgr.exporters.pdf import event_payout_document

        context = self._context()
        if context is None or not context.season:
            return None
        report = context.service.report(context.season)
        return event_payout_document(context.service.league, report, number)

    def night_document(self) -> QTextDocument | None:
        from leaguemgr.exporters.pdf import night_sheet_document

        context = self._context()
        if context is None or not context.season:
            return None
        report = context.service.report(context.season)
        return night_sheet_document(context.service.league, context.season, report)

    def preview_standings(self) -> None:
        self._preview("Print standings", self.standings_document())

    def preview_event(self) -> None:
        context = self._context()
        if context is None or not context.season:
            return
        played = [str(e.number) for e in context.service.report(context.season).events]
        if not played:
            QMessageBox.information(self._window, "Print", "No event has been played yet.")
            return
        number, accepted = QInputDialog.getItem(
            self._window, "Event payout sheet", "Event:", played, len(played) - 1, False
        )
        if accepted:
            self._preview(f"Event {number} payouts", self.event_document(int(number)))

    def preview_night(self) -> None:
        self._preview("Night sheet", self.night_document())

    def _preview(self, title: str, document: QTextDocument | None) -> None:
        from leaguemgr.exporters.pdf import paint_document, setup_device

        if document is None:
            return
        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_device(document, printer)
        dialog = QPrintPreviewDialog(printer, self._window)
        dialog.setWindowTitle(title)
        dialog.paintRequested.connect(lambda device: paint_document(document, device))
        dialog.resize(900, 1000)
        dialog.exec()
