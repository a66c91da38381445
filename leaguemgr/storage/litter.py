"""Temporary files: named after the process that writes them, removed when it is gone.

Every file leaguemgr builds before renaming it into place (a new league, a backup, an
export) is ``.<name>.<pid>.<token>.leaguemgr-tmp`` beside its target. A process killed
mid-write leaves one behind; the next start removes those whose process no longer runs, and
never one that another running copy is still writing.
"""

from __future__ import annotations

import contextlib
import os
import re
import secrets
from pathlib import Path

SUFFIX = ".leaguemgr-tmp"
_PATTERN = re.compile(r"^\..+\.(\d+)\.[0-9a-f]+\.leaguemgr-tmp(-wal|-shm|-journal)?$")


def temporary_path(target: Path) -> Path:
    """A fresh temporary name beside ``target`` (same folder, so a rename is atomic)."""
    target = Path(target)
    return target.with_name(f".{target.name}.{os.getpid()}.{secrets.token_hex(4)}{SUFFIX}")


def remove_temporary(path: Path) -> None:
    """Remove a temporary file and the SQLite files beside it, if there."""
    for suffix in ("", "-wal", "-shm", "-journal"):
        with contextlib.suppress(OSError):
            os.unlink(f"{path}{suffix}")


def remove_stale_temporaries(folder: Path) -> list[Path]:
    """Remove the temporary files in ``folder`` left by processes that no longer run."""
    removed: list[Path] = []
    try:
        names = os.listdir(folder)
    except OSError:
        return removed
    for name in names:
        match = _PATTERN.match(name)
        if match is None or _running(int(match.group(1))):
            continue
        path = Path(folder) / name
        with contextlib.suppress(OSError):
            path.unlink()
            removed.append(path)
    return removed


def _running(pid: int) -> bool:
    if pid == os.getpid():
        return True
    try:
        os.kill(pid, 0)
    except ProcessLookupError:
        return False
    except (PermissionError, OverflowError, OSError):
        return True  # someone else's process, or we cannot tell: leave the file alone
    return True


def move_into_place(temporary: Path, target: Path) -> None:
    """Rename a finished temporary file over ``target``, durably: its bytes are on the disk
    before the rename, and the rename is on the disk before this returns."""
    with open(temporary, "rb+") as handle:
        os.fsync(handle.fileno())
    os.replace(temporary, target)
    fsync_folder(Path(target).parent)


def fsync_folder(folder: Path) -> None:
    """Make a rename in ``folder`` durable (a power cut must not undo it)."""
    with contextlib.suppress(OSError):
        handle = os.open(folder, os.O_RDONLY)
        try:
            os.fsync(handle)
        finally:
            os.close(handle)
