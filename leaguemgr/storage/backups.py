"""Backups that can be trusted: made with SQLite's online backup, checked, then renamed.

A backup is written to a temporary file with SQLite's backup API (safe while the league is
open, and it takes what is still in the WAL file too), fsynced, read back with
``integrity_check`` and only then renamed to its real name: a full disk or a kill leaves no
file under a backup's name that is not a whole league.

Automatic backups (before a migration, once a day before the first write, before a
restore) go to the data folder's ``backups/``, named after the league they came from; the
newest :data:`KEEP` of each league are kept.
"""

from __future__ import annotations

import contextlib
import hashlib
import os
import re
import sqlite3
from dataclasses import dataclass
from datetime import datetime
from pathlib import Path

import platformdirs

from leaguemgr.language.texts import N_, _, ngettext
from leaguemgr.storage.errors import Fault, fault_error
from leaguemgr.storage.faults import translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path

KEEP = 10
_STAMP = "%Y%m%d-%H%M%S-%f"
_NAME = re.compile(r"^(?P<league>.+)\.(?P<stamp>\d{8}-\d{6}-\d{6})\.(?P<reason>[a-z-]+)\.sqlite$")


@dataclass(frozen=True)
class Backup:
    """One backup file, as the organizer chooses among them."""

    path: Path
    taken: datetime
    reason: str
    size: int
    #: Events in the backup, or None when it cannot be read.
    events: int | None

    def describe(self) -> str:
        """One line for a list: when, why, how big, how many events."""
        events = (
            _("unreadable")
            if self.events is None
            else ngettext("{count} events", "{count} events", self.events).format(count=self.events)
        )
        why = _REASONS.get(self.reason)
        return _("{taken}  {why}, {size}, {events}").format(
            taken=f"{self.taken:%Y-%m-%d %H:%M}",
            why=_(why) if why else self.reason,
            size=_size_text(self.size),
            events=events,
        )


# Why a backup was taken, as its file name keeps it.
_REASONS = {
    "daily": N_("daily"),
    "migration": N_("before an upgrade"),
    "restore": N_("before a restore"),
}


def backups_folder() -> Path:
    """The data folder's ``backups/`` (where the default league lives too)."""
    return Path(platformdirs.user_data_dir("leaguemgr")) / "backups"


def league_key(league: Path) -> str:
    """The prefix of this league's backups: its name and a short hash of where it lives, so
    two leagues called ``league.sqlite`` in different folders keep their own backups."""
    where = os.path.abspath(league)
    digest = hashlib.sha256(where.encode("utf-8", "surrogatepass")).hexdigest()[:8]
    return f"{Path(league).stem}-{digest}"


def backups_of(league: Path, folder: Path | None = None) -> list[Backup]:
    """This league's backups, newest first."""
    folder = folder or backups_folder()
    prefix = league_key(league)
    found = []
    with contextlib.suppress(OSError):
        for name in os.listdir(folder):
            match = _NAME.match(name)
            if match is None or match["league"] != prefix:
                continue
            path = folder / name
            with contextlib.suppress(OSError):
                found.append(
                    Backup(
                        path=path,
                        taken=datetime.strptime(match["stamp"], _STAMP),
                        reason=match["reason"],
                        size=path.stat().st_size,
                        events=_count_events(path),
                    )
                )
    return sorted(found, key=lambda backup: backup.taken, reverse=True)


def backed_up_today(league: Path, folder: Path | None = None) -> bool:
    """Whether this league has a backup taken today (cheap: names only, nothing opened)."""
    folder = folder or backups_folder()
    today = datetime.now().strftime("%Y%m%d")
    prefix = f"{league_key(league)}.{today}-"
    with contextlib.suppress(OSError):
        return any(name.startswith(prefix) for name in os.listdir(folder))
    return False


def take_backup(
    source: sqlite3.Connection, league: Path, reason: str, folder: Path | None = None
) -> Path:
    """Back the league behind ``source`` up into the backups folder; returns the file.

    ``source`` must not be inside a transaction that has written. Older backups of the same
    league beyond :data:`KEEP` are removed afterwards.
    """
    folder = folder or backups_folder()
    with translate_errors(folder):
        folder.mkdir(parents=True, exist_ok=True)
    target = folder / f"{league_key(league)}.{datetime.now().strftime(_STAMP)}.{reason}.sqlite"
    copy_database(source, target)
    for old in backups_of(league, folder)[KEEP:]:
        with contextlib.suppress(OSError):
            old.path.unlink()
    return target


def copy_database(source: sqlite3.Connection, target: Path) -> None:
    """Copy the database behind ``source`` to ``target``: whole and checked, or not at all.

    The copy is a rollback-journal file (not WAL), so that reading it later, even from a
    folder one may not write, needs no files beside it.
    """
    temporary = temporary_path(target)
    try:
        with translate_errors(target):
            copy = sqlite3.connect(temporary, isolation_level=None)
            try:
                source.backup(copy)
                copy.execute("PRAGMA journal_mode = DELETE")
                require_intact(copy, target)
            finally:
                copy.close()
            move_into_place(temporary, target)
    finally:
        remove_temporary(temporary)


def require_intact(connection: sqlite3.Connection, path: Path) -> None:
    """Refuse a database SQLite finds damaged."""
    rows = [row[0] for row in connection.execute("PRAGMA integrity_check(5)")]
    if rows != ["ok"]:
        raise fault_error(
            Fault.CORRUPT, path, _("integrity check: {result}").format(result=rows[0])
        )


def _count_events(path: Path) -> int | None:
    try:
        uri = f"{path.absolute().as_uri()}?mode=ro"
        connection = sqlite3.connect(uri, uri=True)
        try:
            (events,) = connection.execute("SELECT count(*) FROM event").fetchone()
        finally:
            connection.close()
    except sqlite3.Error:
        return None
    return int(events)


def _size_text(size: int) -> str:
    if size < 1024 * 1024:
        return f"{max(1, round(size / 1024))} KB"
    return f"{size / (1024 * 1024):.1f} MB"
