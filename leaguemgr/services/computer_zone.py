"""This computer's time zone by its IANA name: the zone a league is given when it is made
(SPEC 10, :meth:`~.league_transfer.LeagueTransfer.import_league`), so that its deadlines
are judged in it wherever the league is served later.

Python tells a zone's offset, not its name: the name is read where the system keeps it
(``TZ``, ``/etc/timezone``, the ``/etc/localtime`` link, as Linux and macOS do). Where none
names a zone this computer knows (Windows, a POSIX rule in ``TZ`` such as ``JST-9``), the
answer is ``None`` and the league keeps the computer's own zone until the organizer sets
one (File ▸ League settings).
"""

from __future__ import annotations

import os
import zoneinfo
from pathlib import Path

_TIMEZONE_FILE = Path("/etc/timezone")
_LOCALTIME = Path("/etc/localtime")


def computer_time_zone() -> str | None:
    """The IANA name of this computer's time zone ("Europe/Paris"), ``None`` if unknown."""
    given = os.environ.get("TZ")
    if given is not None:
        # TZ decides the process's local time: another file's name would be the wrong zone.
        return _known(given.removeprefix(":"))
    try:
        name = _TIMEZONE_FILE.read_text(encoding="utf-8").strip()
    except OSError:
        name = ""
    if name and _known(name):
        return name
    try:
        target = str(_LOCALTIME.resolve(strict=True))
    except OSError:
        return None
    return _known(target)


def _known(name: str) -> str | None:
    """``name`` (or the zone a zoneinfo path names) if this computer knows the zone."""
    if "zoneinfo/" in name:
        name = name.rsplit("zoneinfo/", 1)[1]
    if not name or name.startswith("/"):
        return None
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError, OSError):
        return None
    return name
