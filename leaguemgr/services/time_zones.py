"""The league's time zone (SPEC 10): the IANA names to choose from, and the computer's own,
which a new league is made with, so that every deadline is judged in the league's zone
whatever the zone of the server it is later served from."""

from __future__ import annotations

import os
import zoneinfo
from functools import cache
from pathlib import Path

_LOCALTIME = Path("/etc/localtime")
_TIMEZONE_FILE = Path("/etc/timezone")


@cache
def time_zones() -> tuple[str, ...]:
    """Every IANA zone name this computer knows, sorted ("Africa/Abidjan" … "Pacific/Wake");
    the old aliases without a region ("EST5EDT", "posixrules") left out, UTC kept."""
    names = {n for n in zoneinfo.available_timezones() if "/" in n or n == "UTC"}
    return tuple(sorted(n for n in names if not n.startswith(("posix/", "right/"))))


def known_zone(name: str | None) -> bool:
    """Whether ``name`` is an IANA zone this computer knows."""
    if not name:
        return False
    try:
        zoneinfo.ZoneInfo(name)
    except (zoneinfo.ZoneInfoNotFoundError, ValueError):
        return False
    return True


def computer_time_zone(
    tz: str | None = None, localtime: Path = _LOCALTIME, timezone_file: Path = _TIMEZONE_FILE
) -> str | None:
    """The computer's own zone as an IANA name (``TZ``, else where ``/etc/localtime``
    points, else ``/etc/timezone``); ``None`` if none of them names one."""
    tz = os.environ.get("TZ") if tz is None else tz
    if tz and known_zone(tz.removeprefix(":")):
        return tz.removeprefix(":")
    try:
        target = str(localtime.resolve())
    except OSError:
        target = ""
    if "/zoneinfo/" in target:
        name = target.split("/zoneinfo/", 1)[1]
        if known_zone(name):
            return name
    try:
        name = timezone_file.read_text(encoding="utf-8").strip()
    except OSError:
        return None
    return name if known_zone(name) else None
