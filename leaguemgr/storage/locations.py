"""Where a league lives: a SQLite file (a path) or a PostgreSQL database (a libpq URL).

``--db``, ``leaguemgr PATH|URL`` and File > Open League on a Server all take either; this
module tells them apart. A URL is any ``postgresql://`` or ``postgres://`` string (the
scheme in any case) in libpq's own form, ``?host=/socket/dir&port=N`` included: libpq
parses it, so it means what it means to ``psql``. A password written in the URL
(``user:password@``, ``?password=``, ``?sslpassword=``) is used to connect but never shown
or kept: :func:`str` of a :class:`ServerLocation` leaves it out, and that text is all that
is stored (recent leagues) or printed; :func:`without_secrets` takes it out of what libpq
or the server says. libpq's own ways (``~/.pgpass``, ``PGPASSWORD``, ``PGSERVICE``) are the
ones to use.
"""

from __future__ import annotations

import os
import re
from dataclasses import dataclass, field
from pathlib import Path
from urllib.parse import unquote

from leaguemgr.language.texts import _
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
    """Parse ``url`` as libpq does; ``StorageError`` naming what is wrong if it cannot.

    The scheme may be written in any case (``Postgres://``): it is lowered here, since libpq
    reads only the lower-case one. No message made here shows a password.
    """
    if len(url) > _MAX_URL:
        raise StorageError(
            _("the server URL is longer than {count} characters").format(count=_MAX_URL),
            Fault.MISSING,
        )
    url = _lower_scheme(url)
    from psycopg import ProgrammingError
    from psycopg.conninfo import conninfo_to_dict

    try:
        options = conninfo_to_dict(url)
    except ProgrammingError as exc:
        detail = str(exc).strip().splitlines()[0] if str(exc).strip() else _("cannot be read")
        raise StorageError(
            _("{url} is not a PostgreSQL URL libpq can read: {detail}").format(
                url=without_password(url), detail=without_secrets(detail, url)
            ),
            Fault.MISSING,
        ) from None
    for port in str(options.get("port") or "5432").split(","):
        if not (port.isdigit() and 0 < int(port) < 65536):
            raise StorageError(
                _("{url} is not a PostgreSQL URL libpq can read: {detail}").format(
                    url=without_password(url),
                    detail=_("the port {port} is not a number from 1 to 65535").format(
                        port=without_secrets(repr(port), url)
                    ),
                ),
                Fault.MISSING,
            )
    dbname = str(options.get("dbname") or options.get("user") or os.environ.get("PGDATABASE", ""))
    return ServerLocation(url, dbname)


def _lower_scheme(url: str) -> str:
    scheme, separator, rest = url.partition("://")
    return f"{scheme.lower()}{separator}{rest}" if separator else url


def _is_password_key(key: str) -> bool:
    """``password``, ``sslpassword`` and any other key naming one, in any case."""
    return "password" in unquote(key).lower()


def _split(url: str) -> tuple[str, str, str, str]:
    """``url`` as its scheme, its user information (before ``@``), the rest up to the query,
    and the query. libpq ends the user information at the first ``@`` before any ``/``;
    here it ends at the last ``@`` before the query when a ``:`` comes before it, so that a
    password typed with a raw ``@`` or ``/`` in it is still all taken for one."""
    scheme, _separator, rest = _lower_scheme(url).partition("://")
    question = rest.find("?")
    at = rest.rfind("@", 0, question if question >= 0 else len(rest))
    if at < 0 or ":" not in rest[:at]:
        at, slash = rest.find("@"), rest.find("/")
        at = at if at >= 0 and (slash < 0 or at < slash) else -1
    userinfo, rest = (rest[:at], rest[at + 1 :]) if at >= 0 else ("", rest)
    place, _mark, query = rest.partition("?")
    return scheme, userinfo, place, query


def without_password(url: str) -> str:
    """``url`` with any password taken out: from the user part, and ``password``,
    ``sslpassword`` (any key naming a password) from the query. Whatever the URL, even one
    no parser reads, the password is left out."""
    scheme, userinfo, place, query = _split(url)
    user = userinfo.split(":", 1)[0]
    # The query is kept as typed ("/" in ?host=/socket/dir, as people write it), less the
    # password pairs.
    kept = [pair for pair in query.split("&") if pair and not _is_password_key(pair.split("=")[0])]
    shown = f"{scheme}://{user + '@' if userinfo else ''}{place}"
    return f"{shown}?{'&'.join(kept)}" if kept else shown


def url_secrets(url: str) -> list[str]:
    """The passwords written in ``url`` (as typed and as libpq decodes them), longest first."""
    _scheme, userinfo, _place, query = _split(url)
    found = []
    if ":" in userinfo:
        password = userinfo.split(":", 1)[1]
        # As libpq cuts it too (at the first "@" or "/"): its messages may quote that part.
        found += [password, re.split("[@/]", password, maxsplit=1)[0]]
    for pair in query.split("&"):
        key, _equals, value = pair.partition("=")
        if _is_password_key(key):
            found.append(value)
    found += [unquote(secret) for secret in found]
    return sorted({secret for secret in found if secret}, key=len, reverse=True)


_QUOTED = re.compile(r'"[^"]*"|\'[^\']*\'')


def without_secrets(text: str, url: str) -> str:
    """``text`` (what libpq or the server said about ``url``) with no password in it: the
    URL is shown without it, a quoted piece holding one becomes "…", and a text still
    holding one is not shown at all."""
    secrets = url_secrets(url)
    text = text.replace(url, without_password(url))
    if not secrets:
        return text
    text = _QUOTED.sub(
        lambda m: (
            f"{m.group()[0]}…{m.group()[0]}" if any(s in m.group() for s in secrets) else m.group()
        ),
        text,
    )
    if any(
        (len(s) >= 4 and s in text) or re.search(rf"(?<!\w){re.escape(s)}(?!\w)", text)
        for s in secrets
    ):
        return _("it cannot be read (what libpq said is not shown: it holds the password)")
    return text


def default_database() -> str | None:
    """The league ``--db`` names when it is not given: ``$LEAGUEMGR_DB``, if set."""
    return os.environ.get(DEFAULT_VARIABLE) or None
