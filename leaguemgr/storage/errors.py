"""Errors the storage layer reports to the organizer.

Every fault of the machine or the file that a person can act on is one :class:`Fault`, with
one message (:func:`fault_message`, here; :mod:`leaguemgr.storage.faults` maps what a
driver says to a fault): the CLI prints it on one line with exit
status 2, the app shows it in a dialog whose choices depend on the fault (a damaged league
offers its backups, a full disk asks for space, a changed league is reloaded).
"""

from __future__ import annotations

from enum import StrEnum
from pathlib import Path

from leaguemgr.language.texts import N_, _


class Fault(StrEnum):
    """What went wrong with a league database, as the person using it would put it."""

    CORRUPT = "corrupt"  # damaged pages, a truncated file, a missing table
    NOT_A_LEAGUE = "not a league"  # some other file, or an empty one
    IO_ERROR = "i/o error"  # the disk failed to read or write
    DISK_FULL = "disk full"
    READ_ONLY = "read-only"  # the file or its folder may not be written
    LOCKED = "locked"  # another program holds the write lock
    MISSING = "missing"
    NEWER = "newer"  # saved by a newer leaguemgr
    CHANGED = "changed"  # changed by another program since it was read
    REFUSED = "refused"  # a constraint of the database refused the change
    SERVER_GONE = "server gone"  # the league's PostgreSQL server cannot be reached


class StorageError(Exception):
    """A problem with the league database, worded for the person using the app.

    ``str(error)`` is the whole message: the CLI prints it on one line and the GUI shows it in
    a dialog, so it never needs a traceback to make sense. ``fault`` says which kind of
    problem it is (``None`` for problems of the league's data, such as an unknown season).
    """

    def __init__(self, message: str, fault: Fault | None = None) -> None:
        super().__init__(message)
        self.message = message
        self.fault = fault

    def __str__(self) -> str:
        return self.message


class NotFoundError(StorageError, LookupError):
    """A season, event or player named in a call is not in the database."""


class ChangedMeanwhile(StorageError):
    """The league was changed by another program after this one read it: the write was
    refused so that nothing it did is overwritten. ``by`` and ``at`` say who and when."""

    def __init__(self, message: str, *, by: str = "", at: str = "") -> None:
        super().__init__(message, Fault.CHANGED)
        self.by = by
        self.at = at


class ServerReadOnly(StorageError):
    """The league on a server may only be read by this role: its owner can grant writing."""


RESTORE_HINT = N_(
    "put a backup back with File ▸ Restore from Backup… or `leaguemgr restore BACKUP --db FILE`"
)


def fault_message(fault: Fault, path: Path, detail: str = "") -> str:
    """The one-line message for ``fault`` on the league at ``path``."""
    extra = f" ({detail})" if detail else ""
    messages = {
        Fault.CORRUPT: N_("{path} is damaged{extra}; {hint}"),
        Fault.NOT_A_LEAGUE: N_("{path} is not a leaguemgr league database{extra}"),
        Fault.IO_ERROR: N_(
            "{path} could not be read or written: the disk reported an error{extra}; "
            "check the disk, then try again"
        ),
        Fault.DISK_FULL: N_(
            "the disk holding {path} is full; nothing was saved. Free some space, then try again"
        ),
        Fault.READ_ONLY: N_(
            "{path} is read-only{extra}; copy it to a folder you may write to change it"
        ),
        Fault.LOCKED: N_("{path} is being written by another program; close it and try again"),
        Fault.MISSING: N_("{path}: no such league database"),
        Fault.NEWER: N_(
            "{path} was saved by a newer version of leaguemgr{extra}; "
            "install that version to open it"
        ),
        Fault.REFUSED: N_("the change to {path} was refused by the database{extra}"),
        Fault.SERVER_GONE: N_(
            "the league's server went away ({path}): nothing was saved; try again{extra}"
        ),
    }
    return _(messages[fault]).format(path=path, extra=extra, hint=_(RESTORE_HINT))


def fault_error(fault: Fault, path: Path, detail: str = "") -> StorageError:
    """The error for ``fault`` on the league at ``path``, worded by :func:`fault_message`."""
    return StorageError(fault_message(fault, path, detail), fault)
