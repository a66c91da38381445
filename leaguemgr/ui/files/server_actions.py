"""The File menu's ways to a league on a PostgreSQL server (SPEC 6): open one, move the open
league onto one, keep a copy of the open league in a file; and the servers in Open Recent.

Moving and saving a copy are ``leaguemgr copy`` (:mod:`leaguemgr.services.league_copy`): the
whole league, in one transaction on the destination, so the reports are the same after.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QT_TRANSLATE_NOOP
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QDialog, QFileDialog, QMenu, QMessageBox, QWidget

from leaguemgr.services.league_copy import Copied, DestinationHoldsLeague, copy_league
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage.errors import Fault, StorageError
from leaguemgr.storage.locations import ServerLocation
from leaguemgr.ui import settings
from leaguemgr.ui.background import run_in_background
from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.files.league_chooser import DB_FILTER
from leaguemgr.ui.files.league_opening import (
    OPEN_ERRORS,
    default_league_path,
    with_first_screen_read,
)
from leaguemgr.ui.files.server_dialog import ServerDialog, place_text
from leaguemgr.ui.i18n import translate

OPEN_TITLE = QT_TRANSLATE_NOOP("ServerActions", "Open League on a Server")
MOVE_TITLE = QT_TRANSLATE_NOOP("ServerActions", "Move this league to a server")
COPY_TITLE = QT_TRANSLATE_NOOP("ServerActions", "Save a copy as a file")

# What to do when a server would not open a league, by what went wrong.
REFUSAL_ADVICE: dict[Fault, str] = {
    Fault.SERVER_GONE: QT_TRANSLATE_NOOP(
        "ServerActions",
        "Check the server's name and port, the network, and that the server "
        "is running. If it asks for a password, put it in ~/.pgpass (or PGPASSWORD), as for psql.",
    ),
    Fault.MISSING: QT_TRANSLATE_NOOP(
        "ServerActions",
        "Check the database's name. A new league needs an empty database, made "
        "once by whoever runs the server (createdb league).",
    ),
    Fault.READ_ONLY: QT_TRANSLATE_NOOP(
        "ServerActions", "Ask whoever runs the server for a role that may write the league."
    ),
    Fault.NEWER: QT_TRANSLATE_NOOP(
        "ServerActions",
        "The league was saved by a newer leaguemgr: install that version to open it.",
    ),
}
OTHER_REFUSAL = QT_TRANSLATE_NOOP("ServerActions", "Check the URL, or ask whoever runs the server.")


def open_server_league(location: ServerLocation) -> LeagueService:
    """Open the league in the database at ``location`` as a file league is opened: what the
    first screen shows is read now, so a server that refuses does so here. An empty
    database becomes a league (SPEC 6)."""
    return with_first_screen_read(LeagueService.open(location))


def refusal_text(error: BaseException) -> str:
    """What the server said and what to do, for the message the app shows (and stays open)."""
    fault = error.fault if isinstance(error, StorageError) else None
    advice = REFUSAL_ADVICE.get(fault, OTHER_REFUSAL) if fault else OTHER_REFUSAL
    # The error names the server and database (never the password) and what it said.
    opened = translate("ServerActions", "The league on the server could not be opened.")
    return f"{opened}\n\n{error}\n\n{translate('ServerActions', advice)}"


class ServerActions:
    """The server actions of the File menu, on ``window`` (see ``file_actions.LeagueWindow``)."""

    def __init__(self, window: QWidget, recent_menu: QMenu) -> None:
        self._window = window
        self.open = QAction(translate("ServerActions", "Open League on a Ser&ver…"), window)
        self.open.setToolTip(
            translate(
                "ServerActions", "Open a league kept in a PostgreSQL database, by several venues"
            )
        )
        self.open.triggered.connect(self.open_server_league)
        self.move = QAction(translate("ServerActions", "&Move this league to a server…"), window)
        self.move.setToolTip(
            translate(
                "ServerActions", "Copy this league into an empty database on a PostgreSQL server"
            )
        )
        self.move.triggered.connect(self.move_to_server)
        self.save_copy = QAction(translate("ServerActions", "Save a &copy as a file…"), window)
        self.save_copy.setToolTip(
            translate(
                "ServerActions", "The whole league, as it is now, in a league file of its own"
            )
        )
        self.save_copy.triggered.connect(self.save_copy_as_file)
        self.actions = [self.move, self.save_copy]
        # Connected after the File menu's own filling of Open Recent: servers come last.
        recent_menu.aboutToShow.connect(lambda: self._add_recent_servers(recent_menu))

    def update(self) -> None:
        context = self._window.context
        self.move.setEnabled(context is not None and not context.service.database.on_server)
        self.save_copy.setEnabled(context is not None)

    # Opening ---------------------------------------------------------------------------------

    def open_server_league(self) -> bool:
        dialog = ServerDialog(self._window)
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        location = dialog.location()
        dialog.deleteLater()
        if not accepted or location is None:
            return False
        return self.open_location(location)

    def open_location(self, location: ServerLocation) -> bool:
        """Open the league at ``location`` in the window; if the server refuses, say why and
        keep the league that is open."""
        # On a worker thread: a server that does not answer takes up to its connect timeout
        # to be given up, and the window keeps painting (with a busy note) meanwhile.
        try:
            service = run_in_background(
                self._window,
                translate("ServerActions", "Connecting to {place}…").format(
                    place=place_text(location)
                ),
                lambda: open_server_league(location),
            )
        except OPEN_ERRORS as exc:
            QMessageBox.warning(
                self._window, translate("ServerActions", OPEN_TITLE), refusal_text(exc)
            )
            return False
        if not self._window.ready_to_leave():
            service.close()  # the organizer chose to stay with an unsaved event
            return False
        settings.remember_file(location)
        self._window.load_service(service)
        return True

    def _add_recent_servers(self, menu: QMenu) -> None:
        servers = settings.recent_servers()
        if not servers:
            return
        for action in menu.actions():  # "No recent leagues" is not true any more
            if not action.isEnabled() and not action.isSeparator():
                menu.removeAction(action)
        if menu.actions():
            menu.addSeparator()
        for location in servers:
            action = menu.addAction(
                translate("ServerActions", "{place}  (server)").format(place=place_text(location))
            )
            action.setToolTip(str(location))
            action.triggered.connect(lambda _checked=False, at=location: self.open_location(at))

    # Copies ----------------------------------------------------------------------------------

    def move_to_server(self) -> bool:
        """Copy the open league (a file) onto a server, then offer to open it there."""
        context = self._window.context
        if context is None or context.service.database.on_server:
            return False
        if not self._window.ready_to_leave():
            return False
        dialog = ServerDialog(
            self._window,
            title=translate("ServerActions", MOVE_TITLE),
            action=translate("ServerActions", "&Copy there"),
            intro=translate(
                "ServerActions",
                "The whole league is copied into this PostgreSQL database (made empty by "
                "whoever runs the server: createdb league). This file stays as it is.",
            ),
        )
        accepted = dialog.exec() == QDialog.DialogCode.Accepted
        location = dialog.location()
        dialog.deleteLater()
        if not accepted or location is None:
            return False
        copied = self._copy(context.service.path, location, translate("ServerActions", MOVE_TITLE))
        if copied is None:
            return False
        answer = QMessageBox.question(
            self._window,
            translate("ServerActions", MOVE_TITLE),
            f"{copied.summary(context.service.path, location)}.\n\n"
            + translate(
                "ServerActions",
                "Open the league on the server now? From then on every venue opens it from "
                "{place}; {file} stays as it was, as a copy.",
            ).format(place=place_text(location), file=context.service.path.name),
            QMessageBox.StandardButton.Open | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Open,
        )
        if answer == QMessageBox.StandardButton.Open:
            self.open_location(location)
        return True

    def save_copy_as_file(self) -> bool:
        """The open league, whole, in a league file the organizer names."""
        context = self._window.context
        if context is None:
            return False
        source = context.service.path
        folder = source.parent if isinstance(source, Path) else default_league_path().parent
        path_text, _ = QFileDialog.getSaveFileName(
            self._window,
            translate("ServerActions", COPY_TITLE),
            str(folder / f"{source.stem}-copy.sqlite"),
            translate("LeagueChooser", DB_FILTER),
        )
        if not path_text:
            return False
        target = Path(path_text)
        # The file dialog asked already whether to replace a file that is there.
        copied = self._copy(
            source, target, translate("ServerActions", COPY_TITLE), replace=target.exists()
        )
        if copied is None:
            return False
        self._window.statusBar().showMessage(copied.summary(place_text(source), target), 15000)
        return True

    def _copy(
        self,
        source: Path | ServerLocation,
        target: Path | ServerLocation,
        title: str,
        *,
        replace: bool = False,
    ) -> Copied | None:
        """Copy, asking before replacing a league the target holds; ``None`` if not done."""
        try:
            return run_in_background(
                self._window,
                translate("ServerActions", "Copying the league to {place}…").format(
                    place=place_text(target)
                ),
                lambda: copy_league(source, target, replace=replace),
            )
        except DestinationHoldsLeague:
            pass  # asked below
        except (StorageError, OSError) as exc:
            show_error(self._window, title, exc)
            return None
        answer = QMessageBox.question(
            self._window,
            title,
            translate(
                "ServerActions",
                "{place} already holds a league.\n\n"
                "Replace it with this one? What it holds now is removed.",
            ).format(place=place_text(target)),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            QMessageBox.StandardButton.Cancel,
        )
        if answer != QMessageBox.StandardButton.Yes:
            return None
        return self._copy(source, target, title, replace=True)
