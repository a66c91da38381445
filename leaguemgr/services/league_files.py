"""Reading and writing league files on disk, with errors that name the file."""

from __future__ import annotations

import json
import os
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.language.texts import _
from leaguemgr.services.atomic_write import write_bytes_atomically
from leaguemgr.services.output_paths import check_output_path

MAX_FILE_MB = 50
MAX_FILE_BYTES = MAX_FILE_MB * 1024 * 1024


class LeagueFileUnreadable(ValueError):
    """A league file that is missing, not JSON, or not a valid league; the message says why."""


def load_league_file(path: Path) -> League:
    """Read and check a whole league file; nothing is stored by this call."""
    # The league file's reader is imported when a file is first read: opening a league
    # database at the app's start does not need it.
    from leaguemgr.leaguefile import LeagueFileError, read_league
    from leaguemgr.leaguefile.strict_json import JsonTextError, parse_league_json

    path = Path(path)
    text = _league_text(path)
    try:
        return read_league(parse_league_json(text))
    except (JsonTextError, LeagueFileError) as exc:
        raise LeagueFileUnreadable(f"{path}: {exc}") from None


def _league_text(path: Path) -> str:
    """The file's text, refused before it is read whole if it is larger than a league can be."""
    limit = _("a league file is at most {size} MB").format(size=MAX_FILE_MB)
    try:
        with path.open("rb") as stream:
            # The size on disk is checked first; the read is bounded too, for a file that
            # grows meanwhile or has no size (a pipe, a device).
            size = os.fstat(stream.fileno()).st_size
            if size > MAX_FILE_BYTES:
                raise LeagueFileUnreadable(
                    _("{path}: is {size} MB; {limit}").format(
                        path=path, size=f"{size / 1024 / 1024:,.0f}", limit=limit
                    )
                )
            data = stream.read(MAX_FILE_BYTES + 1)
    except FileNotFoundError:
        raise LeagueFileUnreadable(_("{path}: no such file").format(path=path)) from None
    except IsADirectoryError:
        raise LeagueFileUnreadable(
            _("{path}: is a folder, not a league file").format(path=path)
        ) from None
    except OSError as exc:
        raise LeagueFileUnreadable(
            _("{path}: cannot be read ({reason})").format(path=path, reason=exc.strerror or exc)
        ) from None
    if len(data) > MAX_FILE_BYTES:
        raise LeagueFileUnreadable(
            _("{path}: is more than {size} MB; {limit}").format(
                path=path, size=MAX_FILE_MB, limit=limit
            )
        )
    try:
        # Editors on Windows may start UTF-8 files with a byte-order mark; it is not content.
        return data.decode("utf-8-sig")
    except UnicodeDecodeError as exc:
        raise LeagueFileUnreadable(
            _("{path}: is not UTF-8 text (byte {byte} cannot be read)").format(
                path=path, byte=exc.start + 1
            )
        ) from None


def league_file_bytes(league: League) -> bytes:
    from leaguemgr.leaguefile import league_document

    text = json.dumps(league_document(league), indent=2, ensure_ascii=False, allow_nan=False)
    return (text + "\n").encode()


def save_league_file(league: League, path: Path, league_path: Path | None = None) -> None:
    """Write ``league`` as a league file, atomically.

    ``league_path`` is the database the league was read from: writing over it (or its
    journal) is refused with :class:`~leaguemgr.services.atomic_write.ExportError`.
    """
    write_bytes_atomically(check_output_path(Path(path), league_path), league_file_bytes(league))
