"""Reading and writing league files on disk, with errors that name the file."""

from __future__ import annotations

import json
from pathlib import Path

from leaguemgr.domain.records import League
from leaguemgr.leaguefile import LeagueFileError, league_document, read_league
from leaguemgr.services.atomic_write import write_bytes_atomically


class LeagueFileUnreadable(ValueError):
    """A league file that is missing, not JSON, or not a valid league; the message says why."""


def load_league_file(path: Path) -> League:
    """Read and check a whole league file; nothing is stored by this call."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except FileNotFoundError:
        raise LeagueFileUnreadable(f"{path}: no such file") from None
    except (OSError, UnicodeDecodeError) as exc:
        raise LeagueFileUnreadable(f"{path}: cannot be read ({exc})") from None
    try:
        document = json.loads(text)
    except json.JSONDecodeError as exc:
        raise LeagueFileUnreadable(
            f"{path}: not valid JSON at line {exc.lineno}, column {exc.colno}: {exc.msg}"
        ) from None
    try:
        return read_league(document)
    except LeagueFileError as exc:
        raise LeagueFileUnreadable(f"{path}: {exc}") from None


def league_file_bytes(league: League) -> bytes:
    return (json.dumps(league_document(league), indent=2, ensure_ascii=False) + "\n").encode()


def save_league_file(league: League, path: Path) -> None:
    """Write ``league`` as a league file, atomically."""
    write_bytes_atomically(Path(path), league_file_bytes(league))
