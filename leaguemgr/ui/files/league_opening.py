"""Opening league databases for the app: the last one, a chosen one, or the default one."""

from __future__ import annotations

from pathlib import Path

import platformdirs

from leaguemgr.domain.errors import RuleError
from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file
from leaguemgr.services.league_service import LeagueService, create_league_file
from leaguemgr.storage.errors import Fault, StorageError, fault_error
from leaguemgr.ui.resources import sample_league_file

# What opening a league can fail with; each message names the file.
OPEN_ERRORS = (StorageError, LeagueFileUnreadable, RuleError, OSError)


def default_league_path() -> Path:
    """The league database the app creates on first run, in the user's data folder."""
    return Path(platformdirs.user_data_dir("leaguemgr")) / "league.sqlite"


def open_existing(path: Path) -> LeagueService:
    """Open the league database at ``path``, which must exist and be a league.

    A missing or empty file is refused (``StorageError``), never made into a new league. What
    the first screen shows is read now, so a damaged file fails here rather than on screen;
    the window reads the rest of the league after its first paint.
    """
    path = Path(path)
    if not path.exists():
        # ``create=False`` refuses an empty file only; a missing one it would make anew.
        raise fault_error(Fault.MISSING, path)
    return with_first_screen_read(LeagueService.open(path, create=False))


def with_first_screen_read(service: LeagueService) -> LeagueService:
    """``service`` with the latest season read (what the first screen shows), so a league
    that cannot be read fails here, not on screen; closed if it does."""
    try:
        service.read_latest_season()
    except BaseException:
        service.close()
        raise
    return service


def open_default_league() -> LeagueService:
    """Open the default database; the first time it is made, holding the sample league.

    The sample gives a first-time organizer a season to look around in; their own league
    starts with File ▸ New league… or Import league file…. A default database that is there
    but cannot be opened is reported like any other league, never replaced.
    """
    path = default_league_path()
    if not path.exists():
        path.parent.mkdir(parents=True, exist_ok=True)
        # Built whole in a temporary file and renamed: a first run killed half-way leaves no
        # half-made league to trip over next time.
        create_league_file(path, load_league_file(sample_league_file()))
    return open_existing(path)
