"""The league's automatic backups for the app and the CLI: listing them, putting one back,
and tidying what killed runs left beside the league and among the backups."""

from __future__ import annotations

from pathlib import Path

from leaguemgr.storage.backups import Backup, backups_folder, backups_of
from leaguemgr.storage.litter import remove_stale_temporaries
from leaguemgr.storage.locations import ServerLocation
from leaguemgr.storage.restore import restore_backup

__all__ = ["Backup", "backups_folder", "backups_of", "remove_litter", "restore_backup"]


def remove_litter(league: Path | ServerLocation) -> None:
    """Remove the temporary files runs that were killed left beside ``league`` (a file) and
    among the backups; files a running copy of the app is still writing are kept."""
    if isinstance(league, Path):
        remove_stale_temporaries(league.parent if str(league.parent) else Path("."))
    remove_stale_temporaries(backups_folder())
