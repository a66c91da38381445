"""One message per fault, worded the same in the CLI and the app, saying what to do about it.

Both the file's faults (:mod:`.faults`) and the server's (:mod:`.server_faults`) are worded
here, so neither imports the other.
"""

from __future__ import annotations

from pathlib import Path

from leaguemgr.storage.errors import Fault, StorageError

RESTORE_HINT = (
    "put a backup back with File ▸ Restore from Backup… or `leaguemgr restore BACKUP --db FILE`"
)


def fault_message(fault: Fault, path: Path, detail: str = "") -> str:
    """The one-line message for ``fault`` on the league at ``path``."""
    extra = f" ({detail})" if detail else ""
    messages = {
        Fault.CORRUPT: f"{path} is damaged{extra}; {RESTORE_HINT}",
        Fault.NOT_A_LEAGUE: f"{path} is not a leaguemgr league database{extra}",
        Fault.IO_ERROR: f"{path} could not be read or written: the disk reported an error{extra}; "
        "check the disk, then try again",
        Fault.DISK_FULL: f"the disk holding {path} is full; nothing was saved. "
        "Free some space, then try again",
        Fault.READ_ONLY: f"{path} is read-only{extra}; copy it to a folder you may write "
        "to change it",
        Fault.LOCKED: f"{path} is being written by another program; close it and try again",
        Fault.MISSING: f"{path}: no such league database",
        Fault.NEWER: f"{path} was saved by a newer version of leaguemgr{extra}; "
        "install that version to open it",
        Fault.REFUSED: f"the change to {path} was refused by the database{extra}",
        Fault.SERVER_GONE: f"the league's server went away ({path}): nothing was saved; "
        f"try again{extra}",
    }
    return messages[fault]


def fault_error(fault: Fault, path: Path, detail: str = "") -> StorageError:
    """The error for ``fault`` on the league at ``path``, worded by :func:`fault_message`."""
    return StorageError(fault_message(fault, path, detail), fault)
