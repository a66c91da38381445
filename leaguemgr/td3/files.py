"""Which files an import reads: ``*.tdt`` files named, or found in a folder named.

TD3 keeps timestamped backups beside a tournament (``NAME.tdt.YYYYMMDD-HHMMSS``): snapshots
taken during play, with the same format and usually the same tournament id. Importing them
would import half-played copies, so they are skipped and counted, never read.
"""

from __future__ import annotations

import re
from collections.abc import Iterable
from dataclasses import dataclass
from pathlib import Path

from leaguemgr.language.texts import _
from leaguemgr.td3.errors import Td3FileError

MAX_FILES = 10_000
_BACKUP = re.compile(r".*\.tdt\.\d{8}-\d{6}\Z", re.IGNORECASE)


@dataclass(frozen=True, slots=True)
class FileSelection:
    files: tuple[Path, ...]  # to import, in name order within each folder
    skipped_backups: tuple[Path, ...]


def is_backup(path: Path) -> bool:
    return bool(_BACKUP.match(path.name))


def select_tdt_files(paths: Iterable[Path]) -> FileSelection:
    """The ``.tdt`` files among ``paths`` and in the folders among them (not their
    subfolders: TD3 keeps its backups in ``saves/Old/``). A named file that is a backup is
    skipped too; a named file that does not exist is a :class:`Td3FileError`."""
    files: list[Path] = []
    backups: list[Path] = []
    seen: set[Path] = set()
    for path in paths:
        if path.is_dir():
            try:
                children = sorted(child for child in path.iterdir() if child.is_file())
            except OSError as exc:
                message = _("the folder cannot be read ({reason})").format(reason=exc.strerror)
                raise Td3FileError(str(path), message) from None
            candidates = [c for c in children if c.suffix.lower() == ".tdt" or is_backup(c)]
        elif path.exists():
            candidates = [path]
        else:
            raise Td3FileError(str(path), _("no such file"))
        for candidate in candidates:
            key = candidate.resolve()
            if key in seen:
                continue
            seen.add(key)
            (backups if is_backup(candidate) else files).append(candidate)
        if len(files) > MAX_FILES:
            raise Td3FileError(
                str(path),
                _("more than {count} files to import at once").format(count=f"{MAX_FILES:,}"),
            )
    return FileSelection(tuple(files), tuple(backups))
