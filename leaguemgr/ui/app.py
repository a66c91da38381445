"""Starting the desktop app: the QApplication, the league to open, the main window."""

from __future__ import annotations

import os
import sys
from collections.abc import Sequence
from pathlib import Path

from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QMessageBox

from leaguemgr.services.backup_service import remove_litter
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.locations import is_server, server_location
from leaguemgr.ui import settings
from leaguemgr.ui.collector import making_long_lived_records
from leaguemgr.ui.files.league_chooser import QUIT, open_or_recover, recover
from leaguemgr.ui.files.league_opening import (
    OPEN_ERRORS,
    default_league_path,
    open_default_league,
)
from leaguemgr.ui.files.server_actions import OPEN_TITLE, open_server_league, refusal_text
from leaguemgr.ui.i18n import install_language, system_language, translate
from leaguemgr.ui.main_window import MainWindow


def create_application(argv: Sequence[str]) -> QApplication:
    """The QApplication with the names QSettings files its state under.

    No style or colors are forced: the app takes the platform's look and its light or dark
    palette, and every screen draws with palette roles.
    """
    app = QApplication.instance() or QApplication(list(argv))
    app.setOrganizationName(settings.ORGANIZATION)
    app.setApplicationName(settings.APPLICATION)
    app.setApplicationDisplayName("leaguemgr")
    install_language(settings.chosen_language() or system_language())
    return app


def first_league(argv: Sequence[str]) -> LeagueService | None:
    """The league to show at start: a path given on the command line, the last one opened,
    or the default database (created with the sample league on first run).

    A league that cannot be opened gets the recovery dialog (its backups, another league, a
    new one); ``None`` only if the organizer quits there.
    """
    arguments = [a for a in argv[1:] if not a.startswith("-")]
    if arguments and is_server(arguments[0]):
        service = _server_league(arguments[0])
        if service is not None:
            settings.remember_file(service.path)
            return service
        arguments = []  # the server refused (the message said why): the last league instead
    given = [Path(a) for a in arguments]
    path = given[0] if given else settings.last_opened()
    remove_litter(path or default_league_path())
    if path is not None:
        service = open_or_recover(None, path, QUIT)
    else:
        try:
            service = open_default_league()
        except OPEN_ERRORS as exc:
            service = recover(None, default_league_path(), exc, QUIT)
    if service is not None:
        settings.remember_file(service.path)
    return service


def _server_league(url: str) -> LeagueService | None:
    """``leaguemgr URL``: the league on that server, or ``None`` once a message said why not."""
    try:
        return open_server_league(server_location(url))
    except OPEN_ERRORS as exc:
        QMessageBox.warning(None, translate("ServerActions", OPEN_TITLE), refusal_text(exc))
        return None


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
    else:
        QTimer.singleShot(0, window, window.welcome_once)  # the first start only
    return app.exec()
