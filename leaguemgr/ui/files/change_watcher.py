"""Noticing that another program changed the open league, and reading it again.

Every second the league is asked whether it changed (``PRAGMA data_version``, then the
change counter: cheap). If it did, the league is read again, every screen refreshes and the
status bar says who changed it and when, so the organizer never edits what is no longer
there. Answers from the league's web site are read the same way but keep the undo history
(they are not edits, SPEC 10). Not while a screen holds unsaved changes (they were typed
against what is shown; the save is refused with an explanation if it is stale) nor while a
dialog is open.

A league on a server also announces each write as it commits (``storage.server_listen``):
the listener's socket is watched, so another director's change is read within a fraction of
a second. The one-second poll stays: it is what a file has, and what carries on while the
listener has no connection (it makes one again by itself, on the poll's beat).
"""

from __future__ import annotations

from collections.abc import Callable

import shiboken6
from PySide6.QtCore import QObject, QSocketNotifier, QTimer
from PySide6.QtWidgets import QApplication

from leaguemgr.services.change_feed import ChangeFeed
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext

INTERVAL_MS = 1000
HEARD_CHECK_MS = 50
"""A write heard from the server is checked this much later: a director's action stored
by the window's own phone server is announced then by the server itself, with the writes
it made, and read alone (``ui.night.directors_actions_in``) instead of the whole league."""


class ChangeWatcher(QObject):
    """Polls the league of ``context()`` (and, on a server, listens to it); ``busy()`` says
    a screen has unsaved changes; ``note(text)`` puts a line in the status bar."""

    def __init__(
        self,
        context: Callable[[], LeagueContext | None],
        busy: Callable[[], bool],
        note: Callable[[str], None],
        parent: QObject | None = None,
    ):
        super().__init__(parent)
        self._context = context
        self._busy = busy
        self._note = note
        self._last_problem = ""
        self._listened: object | None = None  # the database whose listener is followed
        self.listener: ChangeFeed | None = None
        self._notifier: QSocketNotifier | None = None
        self.timer = QTimer(self)
        self.timer.setInterval(INTERVAL_MS)
        self.timer.timeout.connect(self._tick)

    def start(self) -> None:
        self.timer.start()

    @property
    def listening(self) -> bool:
        """Whether a write on the server is heard as it commits (its socket is watched)."""
        return self._notifier is not None

    def _tick(self) -> None:
        self.listen()
        self.check()

    def listen(self) -> None:
        """Follow the open league's listener: a league on a server has one, a file none.
        Draining it here also lets it connect again after its server went away."""
        context = self._context()
        database = context.service.database if context is not None else None
        if database is not self._listened:
            self._unwatch()
            self._listened, self.listener = database, None
            if database is not None and database.on_server:
                listener = self.listener = database.change_listener()
                # Stop watching before the socket closes with the league: a closed socket
                # number may be reused, and Qt would watch whatever got it.
                listener.when_closed(lambda: self._unwatch() if self.listener is listener else None)
        if self.listener is not None:
            self.listener.drain()  # what it says is checked by the poll that follows
            self._watch(self.listener.fileno())

    def _heard(self) -> None:
        listener = self.listener
        if listener is None:
            return
        heard = listener.drain()
        self._watch(listener.fileno())  # a lost connection was dropped: stop watching it
        if heard:
            QTimer.singleShot(HEARD_CHECK_MS, self, self.check)

    def _watch(self, socket: int | None) -> None:
        notifier = self._notifier
        if notifier is not None and socket == notifier.socket():
            return
        self._unwatch()
        if socket is not None:
            self._notifier = QSocketNotifier(socket, QSocketNotifier.Type.Read, self)
            self._notifier.activated.connect(self._heard)

    def _unwatch(self) -> None:
        notifier, self._notifier = self._notifier, None
        if notifier is not None and shiboken6.isValid(notifier):
            notifier.setEnabled(False)
            notifier.deleteLater()

    def check(self) -> bool:
        """Read the league again if another program changed it; ``True`` if it was."""
        context = self._context()
        if context is None or self._busy() or QApplication.activeModalWidget() is not None:
            return False
        try:
            changed = context.service.changed_elsewhere()
        except StorageError as exc:
            # Said once, not every second; the next edit explains it in a dialog.
            if str(exc) != self._last_problem:
                self._last_problem = str(exc)
                self._note(
                    translate(
                        "ChangeWatcher", "Cannot check the league for changes: {problem}"
                    ).format(problem=exc)
                )
            return False
        self._last_problem = ""
        if not changed:
            return False
        if context.service.answers_only():
            # Players answered on the web: read, but the organizer's undo history stands.
            if not context.reload(answers_only=True):
                return False
            self._note(translate("ChangeWatcher", "New answers from the league's web site"))
            return True
        if not context.reload():
            return False
        at, by = context.service.database.last_change()
        when = at.replace("T", " ") if at else translate("ChangeWatcher", "a moment ago")
        who = by or translate("ChangeWatcher", "another program")
        self._note(
            translate(
                "ChangeWatcher", "Reloaded: the league was changed by {who} at {when}"
            ).format(who=who, when=when)
        )
        return True
