"""Night actions made through the league context: refusals explained, changes announced.

A night has its own undo (the service's), so its actions are not put on the app's undo
stack; like every edit they announce their :class:`Change` so the other screens refresh,
and a fault of the file or the machine is shown in the fault dialog.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import QObject, Signal

from leaguemgr.domain.night.state import NightError
from leaguemgr.services.change_parts import Part
from leaguemgr.services.league_service import Change
from leaguemgr.storage.errors import ChangedMeanwhile
from leaguemgr.ui.i18n import translate
from leaguemgr.ui.league_context import LeagueContext, is_fault
from leaguemgr.ui.undo_commands import REFUSALS

"""The part of a :class:`Change` an action within a running night changes."""


class NightCalls(QObject):
    """Runs one service call of the night; ``refused`` carries the message of a refusal."""

    done = Signal(str)  # what was done, for the screen's message line
    refused = Signal(str)

    def __init__(self, context: LeagueContext, parent: QObject | None = None):
        super().__init__(parent)
        self._context = context

    def run(self, doing: str, call: Callable[[], Change], *, within_night: bool = False) -> bool:
        """Make ``call``; ``True`` when it was done (and its change announced).

        ``within_night``: an action of a running night (an arrival, a bust, a level…). It
        changes nothing the other screens show (a running event counts as planned until it
        closes), so it is announced as a change of the ``night`` only, and the standings are
        not worked out again after every bust. Starting and closing a night announce the
        service's own change.
        """
        context = self._context
        if not context.writable:
            self.refused.emit(translate("NightCalls", "the league is read-only"))
            return False
        try:
            change = call()
        except NightError as exc:
            self.refused.emit(str(exc))
            context.failed.emit(str(exc))
            return False
        except REFUSALS as exc:
            if isinstance(exc, ChangedMeanwhile):
                context.reload()
            self.refused.emit(str(exc))
            context.failed.emit(str(exc))
            if is_fault(exc):
                context.fault.emit(exc, doing)
            return False
        context.announce(Change.of(Part.NIGHT, season=change.season) if within_night else change)
        self.done.emit(doing)
        return True
