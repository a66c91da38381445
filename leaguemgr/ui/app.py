"""Starting the desktop app: the QApplication, the league to open, the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QMessageBox

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_files import LeagueFileUnreadable
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui import settings
from leaguemgr.ui.collector import making_long_lived_records
from leaguemgr.ui.file_actions import DB_FILTER
from leaguemgr.ui.league_opening import default_league_path, open_default_league, open_league
from leaguemgr.ui.main_window import MainWindow

OPEN_ERRORS = (StorageError, LeagueFileUnreadable, RuleError, OSError)


def create_application(argv: Sequence[str]) -> QApplication:
    """The QApplication with the names QSettings files its state under.

    No style or colors are forced: the app takes the platform's look and its light or dark
    palette, and every screen draws with palette roles.
    """
    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName(settings.ORGANIZATION)
    app.setApplicationName(settings.APPLICATION)
    app.setApplicationDisplayName("leaguemgr")
    return app


def first_league(argv: Sequence[str]) -> LeagueService | None:
    """The league to show at start: a path given on the command line, the last one opened,
    or the default database (created with the sample league on first run).

    A file that cannot be opened is explained in a message box, then the organizer picks
    another; ``None`` only if they cancel every way of opening one.
    """
    given = [Path(a) for a in argv[1:] if not a.startswith("-")]
    recent = settings.recent_files()
    for path in given[:1] or recent[:1]:
        service = _try_open(path)
        if service is not None:
            return service
    if not given and not recent:
        try:
            return _remembered(open_default_league())
        except OPEN_ERRORS as exc:
            _explain(f"The default league at {default_league_path()} cannot be opened:\n\n{exc}")
    return _ask_for_league()


def _try_open(path: Path) -> LeagueService | None:
    try:
        service = open_league(path)
        # Read now so a broken file is reported here: what the first screen shows only, the
        # window reads the rest of the league after its first paint.
        service.read_latest_season()
    except OPEN_ERRORS as exc:
        _explain(f"{path} cannot be opened:\n\n{exc}")
        return None
    return _remembered(service)


def _ask_for_league() -> LeagueService | None:
    """Let the organizer pick a league file, or fall back to the default database."""
    while True:
        path_text, _ = QFileDialog.getOpenFileName(
            None, "Open a league database", str(default_league_path().parent), DB_FILTER
        )
        if path_text:
            service = _try_open(Path(path_text))
            if service is not None:
                return service
            continue
        try:
            return _remembered(open_default_league())
        except OPEN_ERRORS as exc:
            _explain(f"The default league at {default_league_path()} cannot be opened:\n\n{exc}")
            return None


def _remembered(service: LeagueService) -> LeagueService:
    settings.remember_file(service.path)
    return service


def _explain(message: str) -> None:
    QMessageBox.warning(None, "leaguemgr", message)


def run_app(argv: Sequence[str] | None = None) -> int:
    """Run the desktop app until its window closes; returns the exit status."""
    argv = list(sys.argv if argv is None else argv)
    app = create_application(argv)
    with making_long_lived_records():
        service = first_league(argv)
        if service is None:
            return 1
        window = MainWindow()
        window.load_service(service)
        window.show()
    if os.environ.get("LEAGUEMGR_QUIT_AFTER_START"):
        # A packaged build's smoke test: start, show the league, and leave cleanly.
        QTimer.singleShot(0, window.close)
    return app.exec()
