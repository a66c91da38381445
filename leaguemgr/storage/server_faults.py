"""What the PostgreSQL server (through psycopg) says, as the same faults a file has.

Reached from :func:`leaguemgr.storage.faults.storage_error` only once psycopg is imported,
that is once a league on a server was opened. The server names its errors by SQLSTATE; the
classes below are PostgreSQL's (Appendix A of its manual).
"""

from __future__ import annotations

from typing import Any

from leaguemgr.storage.errors import Fault, StorageError
from leaguemgr.storage.faults import fault_error

# The server is gone, refused the connection, or is shutting down: try again later.
_GONE_CLASSES = ("08",)  # connection exception
_GONE_STATES = {"57P01", "57P02", "57P03"}  # admin / crash shutdown, cannot connect now
_LOCKED_STATES = {"55P03", "40001", "40P01"}  # lock not available, serialization, deadlock


def server_error(where: Any, error: BaseException) -> StorageError | None:
    """The user-facing error for a psycopg error, or None for a programming error."""
    import psycopg

    state = getattr(error, "sqlstate", None) or ""
    detail = _first_line(error)
    if not state:
        state = _state_of_refused_connection(detail)
    if state.startswith(_GONE_CLASSES) or state in _GONE_STATES:
        return fault_error(Fault.SERVER_GONE, where, detail)
    if state.startswith("28"):  # invalid authorization: wrong user or password
        return StorageError(
            f"the server of {where} refused the login ({detail}); check the user in the URL, "
            "~/.pgpass or PGPASSWORD",
            Fault.SERVER_GONE,
        )
    if state == "3D000":  # the database does not exist
        return fault_error(Fault.MISSING, where)
    if state == "42501":  # insufficient privilege
        return fault_error(Fault.READ_ONLY, where, "your role on the server may only read it")
    if state in _LOCKED_STATES:
        return fault_error(Fault.LOCKED, where)
    if state.startswith("53"):  # insufficient resources: disk full, out of memory
        return fault_error(Fault.DISK_FULL if state == "53100" else Fault.IO_ERROR, where)
    if state == "42P01":  # undefined table
        return fault_error(Fault.CORRUPT, where, f"a table is missing: {detail}")
    if state.startswith("23"):  # integrity constraint violation
        return fault_error(Fault.REFUSED, where, detail)
    if state.startswith("XX"):  # internal error, data corrupted, index corrupted
        return fault_error(Fault.CORRUPT, where, detail)
    if isinstance(error, psycopg.OperationalError) and not state:
        # libpq's own errors (no SQLSTATE): connection refused, no such socket, the server
        # closed the connection unexpectedly.
        return fault_error(Fault.SERVER_GONE, where, detail)
    return None


def _state_of_refused_connection(detail: str) -> str:
    """A refused connection carries no SQLSTATE in psycopg: its text says which it was."""
    text = detail.lower()
    if "database" in text and "does not exist" in text:
        return "3D000"
    if any(
        words in text
        for words in ("authentication failed", "role", "no pg_hba.conf entry", "password")
    ):
        return "28000"
    return ""


def _first_line(error: BaseException) -> str:
    """What the server said, on one line: its FATAL message when it refused a connection."""
    text = " ".join(str(error).split())
    if "FATAL:" in text:
        text = text.rsplit("FATAL:", 1)[1].strip()
    for noise in ("connection is bad: ", "connection failed: "):
        text = text.removeprefix(noise)
    return text or type(error).__name__
