"""Every repository function in one namespace: ``from leaguemgr.storage import repository``.

Each takes the session of the caller's unit of work (``Database.transaction()`` or
``Database.read()``) and never commits.
"""

from leaguemgr.storage.loading import load_league, load_players, load_season, season_names
from leaguemgr.storage.players import add_player, delete_player, merge_players, update_player
from leaguemgr.storage.seasons import (
    create_season,
    delete_event,
    delete_season,
    rename_season,
    save_championship_decisions,
    save_event,
    save_season,
    save_season_rules,
)
from leaguemgr.storage.writing import replace_league

__all__ = [
    "add_player",
    "create_season",
    "delete_event",
    "delete_player",
    "delete_season",
    "load_league",
    "load_players",
    "load_season",
    "merge_players",
    "rename_season",
    "replace_league",
    "save_championship_decisions",
    "save_event",
    "save_season",
    "save_season_rules",
    "season_names",
    "update_player",
]
