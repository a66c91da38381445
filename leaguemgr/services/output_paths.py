"""Where an export may be written: never over the league it was read from, never a device.

An export replaces its target by renaming a new file over it. Over the league database that
loses the league; over a symbolic link it would replace the link; over /dev/null (or any
device, pipe or socket) it would replace the device node. So the target is resolved first:
links are followed to the file they name, which is written while the link stays a link, and
anything that is not a regular file, or is the league's database or one of its journals, is
refused.
"""

from __future__ import annotations

import os
import stat
from pathlib import Path

from leaguemgr.language.texts import _

# The files SQLite keeps beside a database while it is open or after a crash.
DATABASE_COMPANIONS = ("", "-wal", "-shm", "-journal")


class ExportError(OSError):
    """A file that could not be written; the message names the file and the reason."""


def check_output_path(target: Path | str, league: Path | str | None = None) -> Path:
    """The file to write for ``target``: the file itself, or the file a symbolic link names.

    ``league`` is the league database being exported (``None`` when there is none, or a
    server URL, which no file can be). Raises :class:`ExportError` naming ``target`` when it
    is that database or one of its journals, a folder, or not a regular file.
    """
    target = Path(target)
    real = _resolved(target)
    try:
        status = os.stat(real)
    except FileNotFoundError:
        status = None
    except OSError as exc:
        raise ExportError(
            _("cannot write {target}: {reason}").format(target=target, reason=exc.strerror or exc)
        ) from None
    if status is not None:
        if stat.S_ISDIR(status.st_mode):
            raise ExportError(
                _("cannot write {target}: it is a folder; name a file in it").format(target=target)
            )
        if not stat.S_ISREG(status.st_mode):
            raise ExportError(
                _(
                    "cannot write {target}: it is not a regular file (a device, pipe or socket)"
                ).format(target=target)
            )
    if league is not None and "://" not in str(league):
        companion = _league_file_at(real, Path(league))
        if companion is not None:
            raise ExportError(
                _(
                    "cannot write {target}: it is {companion}, the league being exported; "
                    "choose another file name"
                ).format(target=target, companion=companion)
            )
    return real


def _resolved(target: Path) -> Path:
    try:
        return Path(os.path.realpath(target, strict=True))
    except FileNotFoundError:
        return Path(os.path.realpath(target))  # a new file, or a link to one not made yet
    except OSError as exc:  # a loop of links, or a folder we may not look into
        raise ExportError(
            _("cannot write {target}: {reason}").format(target=target, reason=exc.strerror or exc)
        ) from None


def _league_file_at(real: Path, league: Path) -> Path | None:
    """The league's database or journal that ``real`` is, if it is one of them."""
    # SQLite names the journals after the path it was given; it may or may not resolve links.
    for base in dict.fromkeys((str(league), os.path.realpath(league))):
        for suffix in DATABASE_COMPANIONS:
            candidate = Path(base + suffix)
            if Path(os.path.realpath(candidate)) == real or _same_file(real, candidate):
                return candidate
    return None


def _same_file(a: Path, b: Path) -> bool:
    """True when both exist and are one file (a hard link, another spelling of the path)."""
    try:
        return os.path.samefile(a, b)
    except OSError:
        return False
