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

from PySide6.QtCore import QT_TRANSLATE_NOOP, QObject
from PySide6.QtGui import QAction, QKeySequence, QTextDocument
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFileDialog,
    QInputDialog,
    QLineEdit,
    QMessageBox,
    QWidget,
)

from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


@dataclass(frozen=True)
class ExportKind:
    label: str
    suffix: str
    what: str | None
    name: str = ""
    """What the default file name adds to the season's name ("standings" for standings.csv)."""

    def shown_label(self) -> str:
        """The file dialog's filter, in the app's language."""
        return translate("OutputActions", self.label)

    def file_name(self, stem: str) -> str:
        """The default file name of this kind for a season named ``stem``."""
        return f"{stem} {self.name}{self.suffix}" if self.name else f"{stem}{self.suffix}"


EXPORT_KINDS = (
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Excel workbook, every sheet (*.xlsx)"), ".xlsx", None
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Standings as CSV (*.csv)"),
        ".csv",
        "standings",
        "standings",
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Payouts as CSV (*.csv)"), ".csv", "payouts", "payouts"
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Standings as PDF (*.pdf)"),
        ".pdf",
        "standings",
        "standings",
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Players' standings page (*.html)"), ".html", None
    ),
    # The money between nights (SPEC 7).
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Ledger lines as CSV (*.csv)"),
        ".csv",
        "ledger",
        "ledger",
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Player statements as PDF (*.pdf)"),
        ".pdf",
        "statements",
        "statements",
    ),
    ExportKind(
        QT_TRANSLATE_NOOP("OutputActions", "Last night's cash sheet as PDF (*.pdf)"),
        ".pdf",
        "cash-sheet",
        "cash sheet",
    ),
)


def export_dialog(parent: QWidget, folder: Path, stem: str) -> QFileDialog:
    """The save dialog of Export season: each kind offers its own default file name.

    Choosing another kind renames the file unless the organizer typed a name of their own.
    """
    dialog = QFileDialog(parent, translate("OutputActions", "Export season"), str(folder))
    dialog.setAcceptMode(QFileDialog.AcceptMode.AcceptSave)
    dialog.setNameFilters([kind.shown_label() for kind in EXPORT_KINDS])
    dialog.selectFile(EXPORT_KINDS[0].file_name(stem))
    defaults = {kind.file_name(stem) for kind in EXPORT_KINDS} | {""}
    typed = [EXPORT_KINDS[0].file_name(stem)]

    def remember(text: str) -> None:
        typed[0] = Path(text).name if text else ""

    def follow(label: str) -> None:
        kind = next((k for k in EXPORT_KINDS if k.shown_label() == label), EXPORT_KINDS[0])
        if typed[0] in defaults:
            dialog.selectFile(kind.file_name(stem))
            typed[0] = kind.file_name(stem)

    dialog.currentChanged.connect(remember)
    line = dialog.findChild(QLineEdit, "fileNameEdit")
    if line is not None:
        line.textEdited.connect(remember)
    dialog.filterSelected.connect(follow)
    return dialog


class OutputActions(QObject):
    """The export and print actions of one main window."""

    def __init__(self, window: QWidget, context: Callable[[], LeagueContext | None]):
        super().__init__(window)
        self._window = window
        self._context = context
        # Mnemonics unique in the File menu (E, P and N are the league file's, Print
        # standings' and New league's).
        self.export = self._action(
            translate("OutputActions", "Export &season…"), "Ctrl+E", self.export_season
        )
        self.print_standings = self._action(
            translate("OutputActions", "&Print standings…"), "Ctrl+P", self.preview_standings
        )
        self.print_event = self._action(
            translate("OutputActions", "Print event pa&yout sheet…"), None, self.preview_event
        )
        self.print_night_sheet = self._action(
            translate("OutputActions", "Print ni&ght sheet…"), None, self.preview_night
        )
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
        dialog = export_dialog(self._window, Path(folder), stem)
        if dialog.exec() != QDialog.DialogCode.Accepted or not dialog.selectedFiles():
            return False
        path, chosen = dialog.selectedFiles()[0], dialog.selectedNameFilter()
        kind = next((k for k in EXPORT_KINDS if k.shown_label() == chosen), EXPORT_KINDS[0])
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
                    translate("OutputActions", "Writing {file}…").format(file=target.name),
                    lambda: export_season(league, report, target, what=what),
                )
        except (ExportError, StorageError) as exc:
            show_error(self._window, translate("OutputActions", "Export failed"), exc)
            return False
        self._status(translate("OutputActions", "Wrote {file}").format(file=target))
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
        self._preview(translate("OutputActions", "Print standings"), self.standings_document())

    def preview_event(self) -> None:
        context = self._context()
        if context is None or not context.season:
            return
        played = [str(e.number) for e in context.service.report(context.season).events]
        if not played:
            QMessageBox.information(
                self._window,
                translate("OutputActions", "Print"),
                translate("OutputActions", "No event has been played yet."),
            )
            return
        dialog = self.event_choice_dialog(played)
        if dialog.exec() == QDialog.DialogCode.Accepted:
            number = dialog.textValue()
            self._preview(
                translate("OutputActions", "Event {number} payout sheet").format(number=number),
                self.event_document(int(number)),
            )

    def event_choice_dialog(self, played: list[str]) -> QInputDialog:
        """Which event's payout sheet to print; wide enough that its title is never elided."""
        dialog = QInputDialog(self._window)
        dialog.setWindowTitle(translate("OutputActions", "Print payout sheet"))
        dialog.setLabelText(translate("OutputActions", "Print the payout sheet of event:"))
        dialog.setComboBoxItems(played)
        dialog.setComboBoxEditable(False)
        dialog.setTextValue(played[-1])
        # The dialog sizes itself to its contents; a wide combo keeps the title whole.
        combo = dialog.findChild(QComboBox)
        if combo is not None:
            combo.setMinimumWidth(360)
        return dialog

    def preview_night(self) -> None:
        self._preview(translate("OutputActions", "Night sheet"), self.night_document())

    def _preview(self, title: str, document: QTextDocument | None) -> None:
        from leaguemgr.exporters.pdf import paint_document, setup_device

        if document is None:
            return
        # Qt's printing module is loaded when a preview is first asked for, not at start.
        from PySide6.QtPrintSupport import QPrinter, QPrintPreviewDialog

        printer = QPrinter(QPrinter.PrinterMode.HighResolution)
        setup_device(document, printer)
        dialog = QPrintPreviewDialog(printer, self._window)
        dialog.setWindowTitle(title)
        dialog.paintRequested.connect(lambda device: paint_document(document, device))
        dialog.resize(900, 1000)
        dialog.exec()
