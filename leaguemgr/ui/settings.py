"""UI state kept between runs (QSettings): recent league files and window layout.

League rules never go here; they live in the league database.
"""

from __future__ import annotations

from pathlib import Path

from PySide6.QtCore import QSettings

ORGANIZATION = "leaguemgr"
APPLICATION = "leaguemgr"
MAX_RECENT = 8

_RECENT_KEY = "recent_files"


def settings() -> QSettings:
    """The app's settings store (its place follows the platform's conventions)."""
    return QSettings(ORGANIZATION, APPLICATION)


def recent_files() -> list[Path]:
    """Recently opened league databases, newest first; files that no longer exist are dropped."""
    paths = [Path(p) for p in _stored()]
    existing = [p for p in paths if p.is_file()]
    if len(existing) != len(paths):
        _store(existing)
    return existing


def last_opened() -> Path | None:
    """The league opened last, even if it is no longer there: a league that went missing is
    reported at start (with its backups), not silently replaced by another."""
    stored = _stored()
    return Path(stored[0]) if stored else None


def remember_file(path: Path) -> None:
    """Put ``path`` first in the recent files list."""
    path = Path(path).resolve()
    paths = [path, *(p for p in recent_files() if p.resolve() != path)]
    _store(paths[:MAX_RECENT])


def forget_file(path: Path) -> None:
    path = Path(path).resolve()
    _store([p for p in recent_files() if p.resolve() != path])


def _stored() -> list[str]:
    stored = settings().value(_RECENT_KEY, [])
    if isinstance(stored, str):  # QSettings returns a lone string for a one-item list
        stored = [stored]
    return [p for p in stored or [] if p]


def _store(paths: list[Path]) -> None:
    settings().setValue(_RECENT_KEY, [str(p) for p in paths])
