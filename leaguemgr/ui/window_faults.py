"""What the main window says when something goes wrong: in the status bar, or the fault
dialog for a fault of the file or the machine."""

from __future__ import annotations

from collections.abc import Callable
from functools import partial

from PySide6.QtCore import QObject, QTimer
from PySide6.QtWidgets import QMainWindow

from leaguemgr.ui.files.fault_dialog import show_error
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext


class WindowFaults(QObject):
    """The faults of ``window``: ``context`` gives the league shown, ``restore`` offers a
    backup, ``unreadable`` closes a league that cannot be read (saying why)."""

    def __init__(
        self,
        window: QMainWindow,
        context: Callable[[], LeagueContext | None],
        restore: Callable[[], None],
        unreadable: Callable[[Exception], None],
    ):
        super().__init__(window)
        self._window = window
        self._context = context
        self._restore = restore
        self._unreadable = unreadable
        self._backup_problem_shown = ""

    def watch(self, context: LeagueContext) -> None:
        """Say what goes wrong in ``context``, the league now opened."""
        self._backup_problem_shown = ""
        context.failed.connect(self.show_failure)
        context.fault.connect(self.explain_fault)
        # Deferred: the league may turn out unreadable in the middle of an edit, whose code
        # still runs on when the signal returns; the league is closed after it.
        context.unreadable.connect(
            lambda error: QTimer.singleShot(0, self, lambda: self._closing(context, error))
        )

    def show_failure(self, message: str) -> None:
        self._window.statusBar().showMessage(
            translate("WindowFaults", "Not changed: {problem}").format(problem=message), 15000
        )

    def note(self, message: str) -> None:
        self._window.statusBar().showMessage(message, 30000)

    def explain_fault(self, error: Exception, doing: str) -> None:
        """An edit was refused by a fault of the file or the machine: say what to do."""
        restore = None
        context = self._context()
        if context is not None and context.writable:
            # Deferred: the refused edit's own code runs on first; a restore replaces the league.
            restore = partial(QTimer.singleShot, 0, self, self._restore)
        show_error(
            self._window,
            translate("WindowFaults", "Not saved"),
            error,
            doing=doing,
            restore=restore,
        )

    def report_backup_problem(self) -> None:
        """Today's automatic backup failed (the edit itself was saved): say so, once."""
        context = self._context()
        problem = context.service.backup_problem if context is not None else None
        if problem and problem != self._backup_problem_shown:
            self._backup_problem_shown = problem
            self.note(translate("WindowFaults", "Saved, but {problem}").format(problem=problem))

    def _closing(self, context: LeagueContext, error: Exception) -> None:
        if context is self._context():  # not closed or replaced meanwhile
            self._unreadable(error)
