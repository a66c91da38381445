"""What the PostgreSQL server (through psycopg) says, as the same faults a file has.

Reached from :func:`leaguemgr.storage.faults.storage_error` only once psycopg is imported,
that is once a league on a server was opened. The server names its errors by SQLSTATE; the
classes below are PostgreSQL's (Appendix A of its manual).
"""

from __future__ import annotations

import re
from typing import Any

from leaguemgr.language.texts import _
from leaguemgr.storage.errors import Fault, ServerReadOnly, StorageError, fault_error
from leaguemgr.storage.locations import ServerLocation, without_secrets

# The server is gone, refused the connection, or is shutting down: try again later.
_GONE_CLASSES = ("08",)  # connection exception
_GONE_STATES = {"57P01", "57P02", "57P03"}  # admin / crash shutdown, cannot connect now
_LOCKED_STATES = {"55P03", "40001", "40P01"}  # lock not available, serialization, deadlock

# libpq's words for a setting of the URL it cannot use, and which setting each names: a
# mistake in the URL (or the service file), not a server gone away.
_SETTING_MISTAKES = (
    (re.compile(r'invalid (\w+) value: "'), None),
    (re.compile(r'invalid integer value "[^"]*" for connection option "(\w+)"'), None),
    (re.compile(r'(\w+) value "[^"]*" invalid when'), None),
    (re.compile(r"definition of service .* not found|service file .* not found"), "service"),
    (re.compile(r"could not parse network address|\d+ hostaddr values"), "hostaddr"),
    (re.compile(r"invalid port number|could not match \d+ port numbers"), "port"),
)


def read_only_on_server(where: Any, reason: str) -> StorageError:
    """Why a league on a server may not be written, and who can change that."""
    if reason == "opened for reading":
        return ServerReadOnly(
            _("{where} was opened for reading only").format(where=where), Fault.READ_ONLY
        )
    return ServerReadOnly(
        _(
            "the league at {where} is read-only: it may only be read ({reason}). Its "
            "database's owner (whoever runs the server) can grant your role writing: {grant}"
        ).format(
            where=where,
            reason=reason,
            grant="GRANT INSERT, UPDATE, DELETE ON ALL TABLES IN SCHEMA public TO the role",
        ),
        Fault.READ_ONLY,
    )


def setting_mistake(where: Any, detail: str) -> StorageError | None:
    """The error for a setting of the URL that libpq cannot use, naming the setting."""
    for pattern, setting in _SETTING_MISTAKES:
        found = pattern.search(detail)
        if found:
            name = setting or found.group(1)
            return StorageError(
                _(
                    "the server URL {where} has a wrong setting, {name}: {detail}. Nothing was "
                    "opened: correct {name} in the URL (or in the service file) and try again"
                ).format(where=where, name=name, detail=detail),
                None,
            )
    return None


def server_error(where: Any, error: BaseException) -> StorageError | None:
    """The user-facing error for a psycopg error, or None for a programming error."""
    import psycopg

    state = getattr(error, "sqlstate", None) or ""
    detail = _first_line(error)
    if isinstance(where, ServerLocation):
        detail = without_secrets(detail, where.url)
    if not state:
        state = _state_of_refused_connection(detail)
    if state.startswith(_GONE_CLASSES) or state in _GONE_STATES:
        return fault_error(Fault.SERVER_GONE, where, detail)
    if state.startswith("28"):  # invalid authorization: wrong user or password
        return StorageError(
            _(
                "the server of {where} refused the login ({detail}); check the user in the URL, "
                "~/.pgpass or PGPASSWORD"
            ).format(where=where, detail=detail),
            Fault.SERVER_GONE,
        )
    if state == "3D000":  # the database does not exist
        return fault_error(Fault.MISSING, where)
    if state == "42501":  # insufficient privilege
        return read_only_on_server(where, _("your role on the server may not write it"))
    if state in _LOCKED_STATES:
        return fault_error(Fault.LOCKED, where)
    if state.startswith("53"):  # insufficient resources: disk full, out of memory
        return fault_error(Fault.DISK_FULL if state == "53100" else Fault.IO_ERROR, where)
    if state == "42P01":  # undefined table
        return fault_error(
            Fault.CORRUPT, where, _("a table is missing: {detail}").format(detail=detail)
        )
    if state.startswith("23"):  # integrity constraint violation
        return fault_error(Fault.REFUSED, where, detail)
    if state.startswith("XX"):  # internal error, data corrupted, index corrupted
        return fault_error(Fault.CORRUPT, where, detail)
    if isinstance(error, psycopg.OperationalError) and not state:
        mistake = setting_mistake(where, detail)
        if mistake is not None:
            return mistake
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
