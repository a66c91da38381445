"""Opening league databases for the app: the last one, a chosen one, or the default one."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from leaguemgr.services.league_service import LeagueService
from leaguemgr.ui.resources import sample_league_file


def default_league_path() -> Path:
    """The league database the app creates on first run, in the user's data folder."""
    return Path(platformdirs.user_data_dir("leaguemgr")) / "league.sqlite"


def open_league(path: Path) -> LeagueService:
    """Open an existing (or new, empty) league database; ``StorageError`` says what is wrong."""
    path = Path(path)
    path.parent.mkdir(parents=True, exist_ok=True)
    return LeagueService.open(path)


def open_default_league() -> LeagueService:
    """Open the default database, filling it with the sample league the first time.

    The sample gives a first-time organizer a season to look around in; their own league
    starts with File ▸ New league… or Import league file….
    """
    service = open_league(default_league_path())
    if service.is_empty():
        try:
            service.import_league_file(sample_league_file())
        except BaseException:
            service.close()
            raise
    return service
