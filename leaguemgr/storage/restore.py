"""Putting a backup back over a league, whatever state the league is in.

The backup is checked first, the league as it is now is kept as a backup of its own, and
the pages are copied with SQLite's backup API into the league's own connection: the copy is
one transaction of the league file, so a WAL file left beside it cannot mix old pages into
the result, and a kill mid-way leaves the league as it was. Only a file SQLite cannot open
at all is replaced by a rename instead.
"""

from __future__ import annotations

import contextlib
import os
import shutil
import sqlite3
from datetime import datetime
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.storage.backups import backups_folder, league_key, require_intact, take_backup
from leaguemgr.storage.errors import Fault, StorageError, fault_error
from leaguemgr.storage.faults import translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path
from leaguemgr.storage.opening import open_database
from leaguemgr.storage.who_writes import actor


def restore_backup(backup: Path, league: Path, *, busy_timeout: float = 5.0) -> Path | None:
    """Put ``backup`` back as the league at ``league``.

    Returns the backup made of the league as it was (``None`` when there was no league).
    Raises ``StorageError`` when the backup is not a whole league, or the league is locked
    by another program; nothing has changed then.
    """
    backup, league = Path(backup), Path(league)
    if league.exists() and backup.exists() and os.path.samefile(backup, league):
        raise StorageError(
            _("{backup} is the league itself; choose a backup of it").format(backup=backup)
        )
    check_backup(backup)
    before = _counter_of(league)
    kept = _keep_current(league)
    try:
        _copy_into(backup, league, busy_timeout)
    except StorageError as exc:
        if exc.fault not in (Fault.NOT_A_LEAGUE, Fault.CORRUPT):
            raise
        _replace_file(backup, league)
    _count_restore(league, before, busy_timeout)
    return kept


def _counter_of(league: Path) -> int:
    """The league's change counter now (0 when it cannot be read)."""
    try:
        connection = sqlite3.connect(f"{league.absolute().as_uri()}?mode=ro", uri=True)
        try:
            row = connection.execute("SELECT counter FROM league_change WHERE id = 1").fetchone()
        finally:
            connection.close()
    except sqlite3.Error:
        return 0
    return int(row[0]) if row else 0


def _keep_current(league: Path) -> Path | None:
    """A backup of the league as it is now; a raw copy if it is too damaged to read."""
    if not league.exists() or league.stat().st_size == 0:
        return None
    try:
        with translate_errors(league):
            source = sqlite3.connect(league, isolation_level=None)
            try:
                return take_backup(source, league, "restore")
            finally:
                source.close()
    except StorageError as exc:
        if exc.fault not in (Fault.CORRUPT, Fault.NOT_A_LEAGUE, Fault.IO_ERROR):
            raise
    folder = backups_folder()
    stamp = datetime.now().strftime("%Y%m%d-%H%M%S-%f")
    target = folder / f"{league_key(league)}.{stamp}.damaged.sqlite"
    temporary = temporary_path(target)
    try:
        with translate_errors(target):
            folder.mkdir(parents=True, exist_ok=True)
            shutil.copyfile(league, temporary)
            os.replace(temporary, target)
    finally:
        remove_temporary(temporary)
    return target


def _copy_into(backup: Path, league: Path, busy_timeout: float) -> None:
    with translate_errors(league):
        source = sqlite3.connect(f"{backup.absolute().as_uri()}?mode=ro", uri=True)
        try:
            target = sqlite3.connect(league, timeout=busy_timeout, isolation_level=None)
            try:
                target.execute(f"PRAGMA busy_timeout = {int(busy_timeout * 1000)}")
                source.backup(target)
                rows = [row[0] for row in target.execute("PRAGMA integrity_check(5)")]
                if rows != ["ok"]:
                    raise fault_error(
                        Fault.CORRUPT,
                        league,
                        _("integrity check: {result}").format(result=rows[0]),
                    )
            finally:
                target.close()
        finally:
            source.close()


def _replace_file(backup: Path, league: Path) -> None:
    """For a league file SQLite cannot open: the backup's copy renamed over it, with the
    files SQLite kept beside the broken one removed (no program can be using them)."""
    temporary = temporary_path(league)
    try:
        with translate_errors(league):
            source = sqlite3.connect(f"{backup.absolute().as_uri()}?mode=ro", uri=True)
            try:
                copy = sqlite3.connect(temporary)
                try:
                    source.backup(copy)
                finally:
                    copy.close()
            finally:
                source.close()
            for suffix in ("-wal", "-shm", "-journal"):
                with contextlib.suppress(FileNotFoundError):
                    os.unlink(f"{league}{suffix}")
            move_into_place(temporary, league)
    finally:
        remove_temporary(temporary)


def _count_restore(league: Path, before: int, busy_timeout: float) -> None:
    """Count the restore as a change past both the league's counter and the backup's: a copy
    of the app that read the league before must see that it changed, even where the
    backup's own counter happens to equal what it read."""
    with translate_errors(league):
        connection = sqlite3.connect(league, timeout=busy_timeout, isolation_level=None)
        try:
            tables = {row[0] for row in connection.execute("SELECT name FROM sqlite_master")}
            if "league_change" not in tables:
                return  # an older schema: the next open migrates it and starts the counter
            connection.execute(
                "UPDATE league_change SET counter = max(counter, ?) + 1, changed_at = ?,"
                " changed_by = ? WHERE id = 1",
                (before, datetime.now().isoformat(timespec="seconds"), _restorer()),
            )
        finally:
            connection.close()


def _restorer() -> str:
    return f"a restore from a backup ({actor()})"


def check_backup(path: Path) -> int:
    """Refuse a file that is not a whole league (damaged, not a league, from a newer
    leaguemgr); returns its number of events."""
    with open_database(path, read_only=True) as database:
        raw = database.connection()
        with translate_errors(path):
            require_intact(raw, path)
            (events,) = raw.execute("SELECT count(*) FROM event").fetchone()
    return events
