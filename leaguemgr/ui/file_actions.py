"""The File menu: new, open and recent leagues, league files in and out, backups, quit."""

from __future__ import annotations

from datetime import datetime
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication, QDialog, QFileDialog, QMenu, QMessageBox, QWidget

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import League
from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.import_command import import_command
from leaguemgr.ui.league_context import LeagueContext
from leaguemgr.ui.league_opening import default_league_path, open_league
from leaguemgr.ui.new_league_dialog import NewLeagueDialog

DB_FILTER = "League databases (*.sqlite *.db);;All files (*)"
JSON_FILTER = "League files (*.league.json *.json);;All files (*)"
# What can go wrong with a file the organizer picked; each message names the file.
FILE_ERRORS = (StorageError, LeagueFileUnreadable, RuleError, OSError, ValueError)


class LeagueWindow(Protocol):
    """What the File menu needs from the main window."""

    context: LeagueContext | None

    def load_service(self, service: LeagueService) -> None: ...

    def ready_to_leave(self) -> bool: ...


class FileActions:
    """Actions of the File menu; they open leagues into ``window``."""

    def __init__(self, window: QWidget):
        self._window = window
        self.new = _action(window, "&New league…", "Ctrl+Shift+N", self.new_league)
        self.open = _action(window, "&Open…", QKeySequence.StandardKey.Open, self.open_league)
        self.recent_menu = QMenu("Open &Recent", window)
        self.recent_menu.aboutToShow.connect(self._fill_recent)
        self.import_file = _action(window, "&Import league file…", "Ctrl+I", self.import_league)
        self.export_file = _action(window, "&Export league file…", "Ctrl+E", self.export_league)
        self.backup = _action(window, "&Back up now…", "Ctrl+B", self.back_up)
        self.quit = _action(window, "&Quit", QKeySequence.StandardKey.Quit, window.close)

    # Opening ---------------------------------------------------------------------------------

    def new_league(self) -> None:
        """Ask for a file and a league name, create the database and open it."""
        folder = str(default_league_path().parent)
        path_text, _ = QFileDialog.getSaveFileName(
            self._window,
            "New league database",
            folder,
            DB_FILTER,
            options=QFileDialog.Option.DontConfirmOverwrite,
        )
        if not path_text:
            return
        path = Path(path_text)
        if not path.suffix:
            path = path.with_suffix(".sqlite")
        if path.exists():
            self._error(
                "New league",
                f"{path} already exists. Choose another name, or use File ▸ Open… to open it.",
            )
            return
        dialog = NewLeagueDialog(path.name, self._window)
        if dialog.exec() != QDialog.DialogCode.Accepted:
            return
        try:
            service = open_league(path)
            service.restore_league(
                League(name=dialog.league_name(), currency=dialog.currency_code())
            )
        except FILE_ERRORS as exc:
            self._error("New league", str(exc))
            return
        self._load(service)

    def open_league(self) -> None:
        start = self._current_folder()
        path_text, _ = QFileDialog.getOpenFileName(
            self._window, "Open league database", start, DB_FILTER
        )
        if path_text:
            self.open_path(Path(path_text))

    def open_path(self, path: Path) -> bool:
        """Open ``path`` in the window; on failure say why and keep the current league."""
        if not path.is_file():
            settings.forget_file(path)
            self._error("Open league", f"{path} no longer exists.")
            return False
        try:
            service = open_league(path)
            # What the first screen shows is read now, so a broken file fails here; the window
            # reads the rest of the league after its first paint, as at start.
            service.read_latest_season()
        except FILE_ERRORS as exc:
            self._error("Open league", str(exc))
            return False
        self._load(service)
        return True

    def _fill_recent(self) -> None:
        self.recent_menu.clear()
        paths = settings.recent_files()
        for number, path in enumerate(paths, 1):
            action = self.recent_menu.addAction(f"&{number} {path.name}  ({path.parent})")
            action.setToolTip(str(path))
            action.triggered.connect(lambda _checked=False, p=path: self.open_path(p))
        if not paths:
            self.recent_menu.addAction("No recent leagues").setEnabled(False)

    def _load(self, service: LeagueService) -> None:
        if not self._window.ready_to_leave():
            service.close()  # the organizer chose to stay with an unsaved event
            return
        settings.remember_file(service.path)
        self._window.load_service(service)

    # League files and backups ----------------------------------------------------------------

    def import_league(self) -> None:
        """Create or update the open league from a league file (all of it, or nothing)."""
        context = self._window.context
        if context is None:
            return
        path_text, _ = QFileDialog.getOpenFileName(
            self._window, "Import league file", self._current_folder(), JSON_FILTER
        )
        if not path_text:
            return
        answer = QMessageBox.question(
            self._window,
            "Import league file",
            f"Import {Path(path_text).name} into {context.service.league.name or 'this league'}?"
            "\n\nSeasons with the same names are replaced and players with the same ids are "
            "updated. Edit ▸ Undo takes the whole import back.",
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
                self._window, f"Reading {path.name}…", lambda: load_league_file(path)
            )
        except FILE_ERRORS as exc:
            self._error("Import league file", str(exc))
            return
        command = import_command(context, path, league)
        QApplication.setOverrideCursor(Qt.CursorShape.WaitCursor)
        try:
            imported = context.push(command)
        finally:
            QApplication.restoreOverrideCursor()
        if imported:
            self._window.statusBar().showMessage(f"Imported {path_text}", 8000)
        else:
            self._error("Import league file", command.failure or "the file was not imported")

    def export_league(self) -> None:
        context = self._window.context
        if context is None:
            return
        suggested = Path(self._current_folder()) / f"{context.service.path.stem}.league.json"
        path_text, _ = QFileDialog.getSaveFileName(
            self._window, "Export league file", str(suggested), JSON_FILTER
        )
        if not path_text:
            return
        try:
            context.service.export_league_file(Path(path_text))
        except FILE_ERRORS as exc:
            self._error("Export league file", str(exc))
            return
        self._window.statusBar().showMessage(f"Exported the league to {path_text}", 8000)

    def back_up(self) -> None:
        context = self._window.context
        if context is None:
            return
        source = context.service.path
        stamp = datetime.now().strftime("%Y%m%d-%H%M")
        suggested = source.with_name(f"{source.stem}-backup-{stamp}.sqlite")
        path_text, _ = QFileDialog.getSaveFileName(
            self._window, "Back up the league database", str(suggested), DB_FILTER
        )
        if not path_text:
            return
        if Path(path_text).resolve() == source.resolve():
            self._error("Back up", "Choose a different file: a backup cannot replace the league.")
            return
        try:
            target = context.service.backup_to(Path(path_text))
        except FILE_ERRORS as exc:
            self._error("Back up", str(exc))
            return
        self._window.statusBar().showMessage(f"Backed up to {target}", 8000)

    # Helpers ---------------------------------------------------------------------------------

    def _current_folder(self) -> str:
        context = self._window.context
        if context is not None:
            return str(context.service.path.parent)
        return str(default_league_path().parent)

    def _error(self, title: str, message: str) -> None:
        QMessageBox.warning(self._window, title, message)


def _action(window: QWidget, text: str, shortcut, slot) -> QAction:
    action = QAction(text, window)
    action.setShortcut(QKeySequence(shortcut))
    action.triggered.connect(slot)
    return action
