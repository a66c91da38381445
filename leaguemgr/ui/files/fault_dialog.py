"""The one dialog that tells the organizer what went wrong with a file and what to do next.

Every place the app meets a problem it cannot fix itself (opening, importing, exporting,
backing up, any edit the database refused) shows it here. The storage layer words what
happened (``str(error)`` names the file); this module adds a headline and the way out in the
app's own terms, chosen by the error's :class:`~leaguemgr.storage.errors.Fault`.
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass

from PySide6.QtCore import QT_TRANSLATE_NOOP, Qt
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

from leaguemgr.storage.errors import ChangedMeanwhile, Fault, ServerReadOnly, StorageError
from leaguemgr.ui.i18n import translate


@dataclass(frozen=True)
class Advice:
    headline: str
    what_to_do: str


ADVICE: dict[Fault, Advice] = {
    Fault.CORRUPT: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The league file is damaged."),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "Put back one of its automatic backups with File ▸ Restore from Backup…, "
            "or open another league.",
        ),
    ),
    Fault.NOT_A_LEAGUE: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "This file is not a league database."),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "Choose another file, or start a new league with File ▸ New league….",
        ),
    ),
    Fault.IO_ERROR: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The disk could not read or write the league."),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "Check the disk (or the network drive) and try again. If the league is damaged, "
            "put back a backup with File ▸ Restore from Backup….",
        ),
    ),
    Fault.DISK_FULL: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The disk is full: nothing was saved."),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "Free some space on the disk, then make the change again. "
            "What was saved before is safe.",
        ),
    ),
    Fault.READ_ONLY: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The league may not be written here."),
        QT_TRANSLATE_NOOP(
            "FaultDialog", "Copy the league to a folder you may write to and open the copy."
        ),
    ),
    Fault.LOCKED: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "Another program is writing the league."),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "Wait for it to finish (or close it), then try again. Nothing was changed.",
        ),
    ),
    Fault.MISSING: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The league file is not there."),
        QT_TRANSLATE_NOOP("FaultDialog", "Open another league, or put back one of its backups."),
    ),
    Fault.NEWER: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The league was saved by a newer leaguemgr."),
        QT_TRANSLATE_NOOP(
            "FaultDialog", "Install that version to open it; this one would not read it correctly."
        ),
    ),
    Fault.CHANGED: Advice(
        QT_TRANSLATE_NOOP(
            "FaultDialog", "Another program changed the league: your change was not saved."
        ),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "The league has been read again, so every screen shows it as it is now, and Undo "
            "starts afresh. Make your change again if it is still needed.",
        ),
    ),
    Fault.REFUSED: Advice(
        QT_TRANSLATE_NOOP("FaultDialog", "The database refused the change: nothing was saved."),
        QT_TRANSLATE_NOOP("FaultDialog", "Check the values and try again."),
    ),
    Fault.SERVER_GONE: Advice(
        QT_TRANSLATE_NOOP(
            "FaultDialog", "The league's server cannot be reached: nothing was saved."
        ),
        QT_TRANSLATE_NOOP(
            "FaultDialog",
            "The screens still show the league as it was. Check the network (or ask whoever "
            "runs the server), then do the same again: it works once the server is back.",
        ),
    ),
}
# A file the organizer named could not be written or read (an export's target, a folder).
FILE_ADVICE = Advice(
    QT_TRANSLATE_NOOP("FaultDialog", "The file could not be written or read."),
    QT_TRANSLATE_NOOP(
        "FaultDialog",
        "Check its name and folder, or choose another, then try again. Nothing was changed.",
    ),
)
# Anything else: a league file with a mistake, a league whose data breaks a rule.
OTHER_ADVICE = Advice(
    QT_TRANSLATE_NOOP("FaultDialog", "The file could not be used."),
    QT_TRANSLATE_NOOP(
        "FaultDialog", "Nothing was changed. Correct the file, or choose another, then try again."
    ),
)

# Faults a backup can cure: the dialog offers File ▸ Restore from Backup… right there.
RESTORABLE = frozenset({Fault.CORRUPT, Fault.MISSING, Fault.IO_ERROR})


def fault_of(error: BaseException) -> Fault | None:
    return error.fault if isinstance(error, StorageError) else None


# A league on a server that this role may only read: no folder to copy it to helps.
SERVER_READ_ONLY_ADVICE = Advice(
    QT_TRANSLATE_NOOP("FaultDialog", "Your role on the league's server may only read the league."),
    QT_TRANSLATE_NOOP(
        "FaultDialog",
        "Ask the database's owner (whoever runs the server) to grant your role writing; "
        "meanwhile every screen still shows the league.",
    ),
)


def advice_for(error: BaseException) -> Advice:
    """What to say of ``error`` and what to do, in the app's language."""
    kept = _advice_for(error)
    return Advice(
        translate("FaultDialog", kept.headline), translate("FaultDialog", kept.what_to_do)
    )


def _advice_for(error: BaseException) -> Advice:
    fault = fault_of(error)
    if isinstance(error, ServerReadOnly):
        return SERVER_READ_ONLY_ADVICE
    if fault is not None:
        return ADVICE[fault]
    return FILE_ADVICE if isinstance(error, OSError) else OTHER_ADVICE


def what_happened(error: BaseException, doing: str = "") -> str:
    """The error's own words, and for a stale save who changed the league and when."""
    if isinstance(error, ChangedMeanwhile):
        edit = f"“{doing}”" if doing else translate("FaultDialog", "Your change")
        return translate(
            "FaultDialog",
            "{change} was not saved: {who} changed the league at {when}, after this "
            "window had read it. Saving would have overwritten their change.",
        ).format(change=edit, who=error.by, when=error.at)
    return str(error)


class FaultDialog(QMessageBox):
    """What happened (the error's message) and what to do (chosen by its fault).

    ``restore``: when given and a backup can cure the fault, a "Restore from Backup…" button
    runs it.
    """

    def __init__(
        self,
        parent: QWidget | None,
        title: str,
        error: BaseException,
        *,
        doing: str = "",
        restore: Callable[[], object] | None = None,
    ):
        super().__init__(parent)
        advice = advice_for(error)
        self.error = error
        self.setIcon(QMessageBox.Icon.Warning)
        self.setWindowTitle(title)
        self.setText(advice.headline)
        self.setInformativeText(f"{what_happened(error, doing)}\n\n{advice.what_to_do}")
        self.setStandardButtons(QMessageBox.StandardButton.Ok)
        self._restore = restore if fault_of(error) in RESTORABLE else None
        self.restore_button = None
        if self._restore is not None:
            self.restore_button = self.addButton(
                translate("FaultDialog", "&Restore from Backup…"), QMessageBox.ButtonRole.AcceptRole
            )

    def run(self) -> None:
        """Show the dialog; run the restore if the organizer asked for it."""
        # A refused edit is reported while its wait cursor may still be up: the dialog gets
        # the arrow back, and the wait cursor returns after it.
        QApplication.setOverrideCursor(Qt.CursorShape.ArrowCursor)
        try:
            self.exec()
        finally:
            QApplication.restoreOverrideCursor()
        if self._restore is not None and self.clickedButton() is self.restore_button:
            self._restore()


def show_error(
    parent: QWidget | None,
    title: str,
    error: BaseException,
    *,
    doing: str = "",
    restore: Callable[[], object] | None = None,
) -> None:
    """Explain ``error`` in a :class:`FaultDialog` (modal; returns when it is closed)."""
    FaultDialog(parent, title, error, doing=doing, restore=restore).run()
