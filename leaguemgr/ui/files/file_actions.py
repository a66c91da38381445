"""The File menu: new, open and recent leagues, league files in and out, quit.

Backups have their own actions (:mod:`leaguemgr.ui.files.backup_actions`); opening goes through
:mod:`leaguemgr.ui.files.league_chooser`, so a league that cannot be opened gets its ways out.
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QFileDialog, QMenu, QMessageBox, QStatusBar, QWidget

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.edit_feedback import push_or_explain
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.import_command import import_command
from leaguemgr.ui.files.league_chooser import choose_league_file, create_new_league, open_or_recover
from leaguemgr.ui.files.league_opening import default_league_path
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext

JSON_FILTER = QT_TRANSLATE_NOOP("FileActions", "League files (*.league.json *.json);;All files (*)")
# What can go wrong with a file the organizer picked; each message names the file.
FILE_ERRORS = (StorageError, LeagueFileUnreadable, RuleError, OSError, ValueError)


class LeagueWindow(Protocol):
    """What the File menu needs from the main window."""

    context: LeagueContext | None

    def load_service(self, service: LeagueService) -> None: ...

    def ready_to_leave(self) -> bool: ...

    def statusBar(self) -> QStatusBar: ...


class FileActions:
    """Actions of the File menu; they open leagues into ``window``."""

    def __init__(self, window: QWidget):
        self._window = window
        self.new = _action(
            window, translate("FileActions", "&New league…"), "Ctrl+Shift+N", self.new_league
        )
        self.open = _action(
            window,
            translate("FileActions", "&Open…"),
            QKeySequence.StandardKey.Open,
            self.open_league,
        )
        self.recent_menu = QMenu(translate("FileActions", "Open &Recent"), window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.import_file = _action(
            window, translate("FileActions", "&Import league file…"), "Ctrl+I", self.import_league
        )
        self.import_td3 = _action(
            window, translate("FileActions", "Import from &TD3…"), "", self.import_td3_files
        )
        self.import_td3_folder = _action(
            window,
            translate("FileActions", "Import a TD3 &folder…"),
            "",
            lambda: self.import_td3_files(whole_folder=True),
        )
        self.import_sheet = _action(
            window, translate("FileActions", "Import Sprea&dsheet…"), "", self.import_sheet_files
        )
        # Ctrl+E is File ▸ Export season (the export made every week); this one is rarer.
        self.export_file = _action(
            window,
            translate("FileActions", "&Export league file…"),
            "Ctrl+Shift+E",
            self.export_league,
        )
        # Ctrl+Q by name: the platform's standard Quit key is none on Windows (and offscreen).
        self.quit = _action(window, translate("FileActions", "&Quit"), "Ctrl+Q", self.quit_app)

    def quit_app(self) -> None:
        """Quit the app: the main window closes first (it asks about what is not saved, and
        may stay), then every other window (the seating view and the big screen have no
        reason to stay without it: the seating view would keep the process alive), and the
        event loop ends."""
        if not self._window.close():
            return
        for other in QApplication.topLevelWidgets():
            if other.isVisible():
                other.close()
        QApplication.quit()

    def update(self) -> None:
        """Importing writes the league: not into one that may only be read."""
        context = self._window.context
        self.import_file.setEnabled(context is not None and context.writable)
        self.import_td3.setEnabled(context is not None and context.writable)
        self.import_td3_folder.setEnabled(context is not None and context.writable)
        self.import_sheet.setEnabled(context is not None and context.writable)
        self.export_file.setEnabled(context is not None)

    # Opening ---------------------------------------------------------------------------------

    def new_league(self) -> None:
        """Ask for a file and a league name, create the database and open it."""
        service = create_new_league(self._window, default_league_path().parent)
        if service is not None:
            self._load(service)

    def open_league(self) -> None:
        path = choose_league_file(self._window, self._current_folder())
        if path is not None:
            self.open_path(path)

    def open_path(self, path: Path) -> bool:
        """Open ``path`` in the window; if it cannot be opened, the recovery dialog offers
        the ways out, and the current league stays open unless another is chosen."""
        service = open_or_recover(self._window, path)
        if service is None:
            return False
        return self._load(service)

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = settings.recent_files()
        for number, path in enumerate(paths, 1):
            action = self.recent_menu.addAction(f"&{number} {path.name}  ({path.parent})")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if not paths:
            self.recent_menu.addAction(translate("FileActions", "No recent leagues")).setEnabled(
                False
            )

    def _load(self, service: LeagueService) -> bool:
        if not self._window.ready_to_leave():
            service.close()  # the organizer chose to stay with an unsaved event
            return False
        settings.remember_file(service.path)
        self._window.load_service(service)
        return True

    # League files ----------------------------------------------------------------------------

    def import_league(self) -> None:
        """Create or update the open league from a league file (all of it, or nothing)."""
        context = self._window.context
        if context is None or not context.writable:
            return
        path_text, _ = QFileDialog.getOpenFileName(
            self._window,
            translate("FileActions", "Import league file"),
            str(self._current_folder()),
            translate("FileActions", JSON_FILTER),
        )
        if not path_text:
            return
        answer = QMessageBox.question(
            self._window,
            translate("FileActions", "Import league file"),
            translate(
                "FileActions",
                "Import {file} into {league}?"
                "\n\nSeasons with the same names are replaced and players with the same ids are "
                "updated. Edit ▸ Undo takes the whole import back.",
            ).format(
                file=Path(path_text).name,
                league=context.service.league.name or translate("FileActions", "this league"),
            ),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Yes,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return
        if not self._window.ready_to_leave():
            return
        path = Path(path_text)
        try:
            # Reading and checking a big file takes seconds; the window keeps painting.
            league = run_in_background(
                self._window,
                translate("FileActions", "Reading {file}…").format(file=path.name),
                lambda: load_league_file(path),
            )
        except FILE_ERRORS as exc:
            show_error(self._window, translate("FileActions", "Import league file"), exc)
            return
        command = import_command(context, path, league)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            imported = push_or_explain(
                context, command, self._window, translate("FileActions", "Import league file")
            )
        finally:
            QApplication.restoreOverrideCursor()
        if imported:
            self._window.statusBar().showMessage(
                translate("FileActions", "Imported {file}").format(file=path_text), 8000
            )

    def import_td3_files(self, whole_folder: bool = False) -> None:
        """The Tournament Director 3's tournaments as closed events, after a preview."""
        from leaguemgr.ui.files.td3_actions import choose_td3_paths, import_from_td3

        context = self._window.context
        if context is None or not context.writable or not self._window.ready_to_leave():
            return
        paths = choose_td3_paths(self._window, self._current_folder(), whole_folder=whole_folder)
        if paths and import_from_td3(self._window, context, paths):
            self._window.statusBar().showMessage(
                translate("FileActions", "Imported the TD3 tournaments"), 8000
            )

    def import_sheet_files(self) -> None:
        """A league's history from Excel and CSV files, through the import wizard."""
        from leaguemgr.ui.files.sheet_actions import import_from_sheets

        context = self._window.context
        if context is None or not context.writable or not self._window.ready_to_leave():
            return
        if import_from_sheets(self._window, context, self._current_folder()):
            self._window.statusBar().showMessage(
                translate("FileActions", "Imported the spreadsheet's nights"), 8000
            )

    def export_league(self) -> None:
        context = self._window.context
        if context is None:
            return
        suggested = self._current_folder() / f"{context.service.path.stem}.league.json"
        path_text, _ = QFileDialog.getSaveFileName(
            self._window,
            translate("FileActions", "Export league file"),
            str(suggested),
            translate("FileActions", JSON_FILTER),
        )
        if not path_text:
            return
        try:
            context.service.export_league_file(Path(path_text))
        except FILE_ERRORS as exc:
            show_error(self._window, translate("FileActions", "Export league file"), exc)
            return
        self._window.statusBar().showMessage(
            translate("FileActions", "Exported the league to {file}").format(file=path_text), 8000
        )

    # Helpers ---------------------------------------------------------------------------------

    def _current_folder(self) -> Path:
        context = self._window.context
        if context is not None and isinstance(context.service.path, Path):
            return context.service.path.parent
        return default_league_path().parent  # no league open, or one on a server


def _action(window: QWidget, text: str, shortcut, slot) -> QAction:
    action = QAction(text, window)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action
