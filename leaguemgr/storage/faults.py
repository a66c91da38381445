"""One map from what the driver or the operating system says to one message per fault.

SQLite reports a damaged file, a full disk or a lock as result codes; the operating system
as ``errno``. Both end here, so that the CLI and the app word every fault the same way and
say what to do about it.
"""

from __future__ import annotations

import errno
import os
import sqlite3
import sys
from collections.abc import Iterator
from contextlib import contextmanager
from decimal import InvalidOperation
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import Fault, StorageError, fault_error

# Primary result codes (the low byte of sqlite_errorcode).
_ERROR, _PERM, _BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN = (
    1, 3, 5, 6, 8, 10, 11, 13, 14,
)  # fmt: skip
_NOTADB = 26
_NEARLY_FULL = 1024 * 1024  # bytes free below which a failed write is taken for a full disk


def storage_error(path: Path, error: BaseException) -> StorageError | None:
    """The user-facing error for a driver or OS error, or None for a programming error."""
    if isinstance(error, OSError) and not isinstance(error, StorageError):
        return _os_error(path, error)
    if _is_server_error(error):
        from leaguemgr.storage.server_faults import server_error

        return server_error(path, error)
    code = getattr(error, "sqlite_errorcode", None)
    primary = code & 0xFF if isinstance(code, int) else None
    text = str(error).lower()
    if primary in (_BUSY, _LOCKED) or "database is locked" in text:
        return fault_error(Fault.LOCKED, path)
    if primary == _NOTADB or "file is not a database" in text:
        return fault_error(Fault.NOT_A_LEAGUE, path)
    if primary == _CORRUPT or "malformed" in text:
        return fault_error(Fault.CORRUPT, path, _("the database reports damaged pages"))
    if primary == _FULL or "database or disk is full" in text:
        return fault_error(Fault.DISK_FULL, path)
    if primary == _IOERR or "disk i/o error" in text:
        # SQLite reports some writes that ran out of space (the WAL, its index) as I/O
        # errors: the free space on the disk tells the two apart.
        return fault_error(Fault.DISK_FULL if _nearly_full(path) else Fault.IO_ERROR, path)
    if primary in (_READONLY, _PERM) or "readonly database" in text:
        return fault_error(Fault.READ_ONLY, path)
    if primary == _CANTOPEN:
        return StorageError(
            _(
                "{path} cannot be opened; check that its folder exists and you may write there"
            ).format(path=path),
            Fault.READ_ONLY,
        )
    if primary == _ERROR and "no such table" in text:
        table = text.split("no such table:", 1)[-1].strip()
        return fault_error(
            Fault.CORRUPT, path, _("its table {table} is missing").format(table=table)
        )
    if isinstance(error, sqlite3.IntegrityError):
        return fault_error(Fault.REFUSED, path, str(error))
    return None


def _nearly_full(path: Path) -> bool:
    folder = path if path.is_dir() else path.parent
    try:
        stats = os.statvfs(folder if str(folder) else ".")
    except OSError:
        return False
    return stats.f_bavail * stats.f_frsize < _NEARLY_FULL


def _os_error(path: Path, error: OSError) -> StorageError:
    number = error.errno
    reason = error.strerror or str(error)
    if number in (errno.ENOSPC, errno.EDQUOT):
        return fault_error(Fault.DISK_FULL, path)
    if number in (errno.EROFS, errno.EACCES, errno.EPERM):
        return fault_error(Fault.READ_ONLY, path, reason.lower())
    if number == errno.ENOENT:
        return fault_error(Fault.MISSING, path)
    return fault_error(Fault.IO_ERROR, path, reason)


@contextmanager
def translate_errors(path: Path) -> Iterator[None]:
    """Turn driver and OS errors a user can act on into ``StorageError``; let bugs through."""
    try:
        yield
    except StorageError:
        raise
    except Exception as error:
        original = _driver_error(error)
        if original is None:
            raise
        mapped = storage_error(path, original)
        if mapped is None:
            raise
        raise mapped from error


@contextmanager
def reading_league(path: Path) -> Iterator[None]:
    """Like :func:`translate_errors`, and a value the loaders cannot make sense of (a text
    where a number belongs, a row pointing nowhere) is a damaged file, not a crash."""
    try:
        with translate_errors(path):
            yield
    except StorageError:
        raise
    except (ValueError, TypeError, KeyError, IndexError, InvalidOperation, OverflowError) as exc:
        detail = _("a stored value cannot be read: {kind}").format(kind=type(exc).__name__)
        raise fault_error(Fault.CORRUPT, path, detail) from exc


def _is_server_error(error: BaseException) -> bool:
    if "psycopg" not in sys.modules:  # never imported: no server league is open
        return False
    import psycopg

    return isinstance(error, psycopg.Error)


def _driver_error(error: BaseException) -> BaseException | None:
    # SQLAlchemy wraps driver errors; raw-driver calls raise them bare.
    if isinstance(error, (sqlite3.Error, OSError)) or _is_server_error(error):
        return error
    if "sqlalchemy" in sys.modules:
        from sqlalchemy.exc import DBAPIError

        if isinstance(error, DBAPIError):
            return error.orig
    return None
