"""Where a league lives: a SQLite file (a path) or a PostgreSQL database (a libpq URL).

``--db``, ``leaguemgr PATH|URL`` and File > Open League on a Server all take either; this
module tells them apart. A URL is any ``postgresql://`` or ``postgres://`` string in libpq's
own form, ``?host=/socket/dir&port=N`` included: libpq parses it, so it means what it means
to ``psql``. A password written in the URL is used to connect but never shown or kept:
:func:`str` of a :class:`ServerLocation` leaves it out, and that text is all that is stored
(recent leagues) or printed. libpq's own ways (``~/.pgpass``, ``PGPASSWORD``, ``PGSERVICE``)
are the ones to use.
"""

from __future__ import annotations

import os
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import parse_qsl, urlencode, urlsplit

from leaguemgr.storage.errors import Fault, StorageError

#: The environment variable giving ``--db``'s default (SPEC 6).
DEFAULT_VARIABLE = "LEAGUEMGR_DB"
_SCHEMES = ("postgresql://", "postgres://")
_MAX_URL = 4096  # longer than any real conninfo; bounds what libpq is asked to parse


@dataclass(frozen=True)
class ServerLocation:
    """A league database on a PostgreSQL server, named by a libpq URL."""

    #: The URL as given, password included if it had one: only ever handed to libpq.
    url: str = field(repr=False)
    #: The database's name (libpq's default, the user name, when the URL names none).
    dbname: str = ""

    def __str__(self) -> str:
        return without_password(self.url)

    @property
    def name(self) -> str:
        return self.dbname

    @property
    def stem(self) -> str:
        """The league's short name where a file's stem would be shown."""
        return self.dbname


def is_server(target: object) -> bool:
    """Whether ``target`` names a database on a server rather than a file."""
    if isinstance(target, ServerLocation):
        return True
    return isinstance(target, str) and target[:13].lower().startswith(_SCHEMES)


def locate(target: str | os.PathLike[str] | ServerLocation) -> Path | ServerLocation:
    """The league at ``target``: a :class:`ServerLocation` for a URL, else a ``Path``."""
    if isinstance(target, (ServerLocation, Path)):
        return target
    text = os.fspath(target)
    if not is_server(text):
        return Path(text)
    return server_location(text)


def server_location(url: str) -> ServerLocation:
    """Parse ``url`` as libpq does; ``StorageError`` naming what is wrong if it cannot."""
    if len(url) > _MAX_URL:
        raise StorageError(f"the server URL is longer than {_MAX_URL} characters", Fault.MISSING)
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    try:
        options = conninfo_to_dict(url)
    except ProgrammingError as exc:
        detail = str(exc).strip().splitlines()[0] if str(exc).strip() else "cannot be read"
        raise StorageError(
            f"{without_password(url)} is not a PostgreSQL URL libpq can read: {detail}",
            Fault.MISSING,
        ) from None
    for port in str(options.get("port") or "5432").split(","):
        if not (port.isdigit() and 0 < int(port) < 65536):
            raise StorageError(
                f"{without_password(url)} is not a PostgreSQL URL libpq can read: "
                f"the port {port!r} is not a number from 1 to 65535",
                Fault.MISSING,
            )
    dbname = str(options.get("dbname") or options.get("user") or os.environ.get("PGDATABASE", ""))
    return ServerLocation(url, dbname)


def without_password(url: str) -> str:
    """``url`` with any password taken out (from the user part and from the query)."""
    try:
        parts = urlsplit(url)
    except ValueError:
        return "the server URL"
    netloc = parts.netloc
    if "@" in netloc:
        user, _, host = netloc.rpartition("@")
        netloc = f"{user.split(':', 1)[0]}@{host}"
    query = [(key, value) for key, value in parse_qsl(parts.query) if key != "password"]
    # "/" stays as typed in ?host=/socket/dir, as people write (and libpq reads) it.
    shown = f"{parts.scheme}://{netloc}{parts.path}"
    return f"{shown}?{urlencode(query, safe='/')}" if query else shown


def default_database() -> str | None:
    """The league ``--db`` names when it is not given: ``$LEAGUEMGR_DB``, if set."""
    return os.environ.get(DEFAULT_VARIABLE) or None
