"""Opening a league: a file (made, upgraded, or opened read-only as it needs) or a server.

Kept apart from :mod:`.database` because opening reaches the server, the migrations and the
backups, which all build on the database: from here nothing imports back.
"""

from __future__ import annotations

import os
import sqlite3
import stat
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.storage import migrate
from leaguemgr.storage.database import (
    Database,
    connect,
    connect_read_only,
    engine_over,
    make_engine,
    set_pragmas,
)
from leaguemgr.storage.errors import Fault, StorageError, fault_error
from leaguemgr.storage.faults import storage_error, translate_errors
from leaguemgr.storage.litter import move_into_place, remove_temporary, temporary_path
from leaguemgr.storage.locations import ServerLocation, is_server, locate
from leaguemgr.storage.page_check import check_pages

_SQLITE_HEADER = b"SQLite format 3\x00"


def open_database(
    path: str | Path | ServerLocation,
    *,
    busy_timeout: float = 5.0,
    create: bool = True,
    read_only: bool = False,
    look_at_pages: bool = True,
) -> Database:
    """Open the league database at ``path``: a file, or a ``postgresql://`` URL (SPEC 6,
    see ``storage.server``; the same options mean the same there).

    - ``read_only``: never writes. A missing or empty file is refused, an older schema is
      upgraded in a copy in memory, never in the file. Every page of the file is looked at
      first (:mod:`.page_check`: a reading command reads only part of the league, and a
      damaged page elsewhere must not go unsaid), unless ``look_at_pages`` is false (for
      a caller that runs SQLite's whole integrity check itself).
    - otherwise, with ``create``, a missing or empty file becomes a new league: built in a
      temporary file and renamed, so a kill leaves nothing behind (without ``create`` both
      are refused). A file or folder this
      user may not write is opened read-only (``Database.read_only_reason`` says why). An
      older schema is upgraded after a checked backup into the backups folder.

    Raises ``StorageError`` (with its ``fault``) when the file is not a league database, is
    damaged, is locked for longer than ``busy_timeout`` seconds, or is from a newer leaguemgr.
    """
    if is_server(path):
        from leaguemgr.storage.server import open_server

        return open_server(  # type: ignore[return-value]  # the same interface
            locate(path),  # type: ignore[arg-type]
            busy_timeout=busy_timeout,
            create=create,
            read_only=read_only,
        )
    path = Path(path)
    kind = _file_kind(path)
    denied = _read_only_reason(path) if kind == "file" and not read_only else None
    if read_only or denied:
        if kind != "file":
            raise _absent(path, kind)
        reason = denied or "opened for reading"
        return _open_read_only(path, busy_timeout, reason, look_at_pages=look_at_pages)
    if kind != "file":
        if not create:
            raise _absent(path, kind)
        _create_league_file(path, busy_timeout)
    # Nearly every open: the file is ours and at the current schema. Plain sqlite3 says so
    # in well under a millisecond, and its connection is kept for the first reads.
    with translate_errors(path):
        raw = connect(path, busy_timeout)
        try:
            set_pragmas(raw, busy_timeout, checked=False)
            state = migrate.schema_state(raw, path)
            if state == migrate.CURRENT:
                set_pragmas(raw, busy_timeout, checked=True)
        except BaseException:
            raw.close()
            raise
    if state == migrate.CURRENT:
        return Database(path, None, busy_timeout=busy_timeout, raw=raw)
    raw.close()
    migrator = make_engine(path, busy_timeout, checked=False)
    try:
        with translate_errors(path):
            backup = migrate.upgrade_engine(migrator, path)
    finally:
        migrator.dispose()
    return Database(path, backup, busy_timeout=busy_timeout)


def _file_kind(path: Path) -> str:
    """``missing``, ``empty`` or ``file``; refuses a folder, a device or other non-file."""
    try:
        info = path.stat()
    except FileNotFoundError:
        return "missing"
    except OSError as exc:
        raise fault_error(Fault.READ_ONLY, path, exc.strerror or str(exc)) from None
    if stat.S_ISDIR(info.st_mode):
        raise fault_error(Fault.NOT_A_LEAGUE, path, _("it is a folder"))
    if not stat.S_ISREG(info.st_mode):
        raise fault_error(Fault.NOT_A_LEAGUE, path, _("it is not a regular file"))
    if info.st_size == 0:
        return "empty"
    try:
        with path.open("rb") as handle:
            header = handle.read(len(_SQLITE_HEADER))
    except OSError as exc:
        raise storage_error(path, exc) from None
    if header != _SQLITE_HEADER:
        raise fault_error(Fault.NOT_A_LEAGUE, path)
    return "file"


def _absent(path: Path, kind: str) -> StorageError:
    if kind == "missing":
        return fault_error(Fault.MISSING, path)
    return fault_error(Fault.NOT_A_LEAGUE, path, _("the file is empty"))


def _read_only_reason(path: Path) -> str | None:
    """Why this user may not write the league (SQLite in WAL mode also needs to make files
    beside it), or ``None``."""
    if not os.access(path, os.W_OK):
        return _("you may not write to this file")
    if not os.access(path.parent, os.W_OK | os.X_OK):
        return _("you may not write to its folder")
    return None


def _open_read_only(
    path: Path, busy_timeout: float, reason: str, *, look_at_pages: bool = True
) -> Database:
    with translate_errors(path):
        raw = connect_read_only(path, busy_timeout)
        try:
            state = migrate.schema_state(raw, path)
            if look_at_pages:
                check_pages(raw, path)
            if state == migrate.OLDER:
                raw = _migrated_in_memory(raw, path)
        except BaseException:
            raw.close()
            raise
    return Database(path, None, busy_timeout=busy_timeout, raw=raw, read_only_reason=reason)


def _migrated_in_memory(raw: sqlite3.Connection, path: Path) -> sqlite3.Connection:
    """A copy in memory of the database behind ``raw`` (closed here), at the current schema."""
    memory = sqlite3.connect(":memory:", check_same_thread=False)
    try:
        raw.backup(memory)
        raw.close()
        memory.isolation_level = None
        engine = engine_over(memory)
        with engine.connect() as connection:
            migrate.upgrade(connection, path, backup=False)
    except BaseException:
        memory.close()
        raise
    return memory


def _create_league_file(path: Path, busy_timeout: float) -> None:
    """A new league database at ``path``, with the current schema and nothing else."""
    temporary = temporary_path(path)
    try:
        migrator = make_engine(temporary, busy_timeout, checked=False)
        try:
            with translate_errors(path):
                migrate.upgrade_engine(migrator, temporary)
        finally:
            migrator.dispose()
        with translate_errors(path):
            move_into_place(temporary, path)
    finally:
        remove_temporary(temporary)
