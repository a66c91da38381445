"""Every repository function in one namespace: ``from leaguemgr.storage import repository``.

Each takes the session of the caller's unit of work (``Database.transaction()`` or
``Database.read()``) and never commits. The functions are imported on first use (PEP 562):
they bring SQLAlchemy with them, which reading a league with ``fast_load`` does not need.
Reading a league back is :mod:`leaguemgr.storage.fast_load`'s alone.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from leaguemgr.storage.players import add_player, delete_player, merge_players, update_player
    from leaguemgr.storage.seasons import (
        append_ledger_lines,
        create_season,
        delete_event,
        delete_season,
        rename_season,
        save_championship_decisions,
        save_event,
        save_season,
        save_season_complete,
        save_season_rules,
    )
    from leaguemgr.storage.writing import (
        league_locale,
        replace_league,
        save_league_formats,
        save_league_structure,
        save_league_time_zone,
    )

_HOMES = {
    "append_ledger_lines": "seasons",
    "add_player": "players",
    "delete_player": "players",
    "merge_players": "players",
    "update_player": "players",
    "create_season": "seasons",
    "delete_event": "seasons",
    "delete_season": "seasons",
    "rename_season": "seasons",
    "save_championship_decisions": "seasons",
    "save_event": "seasons",
    "save_season": "seasons",
    "save_season_complete": "seasons",
    "save_season_rules": "seasons",
    "league_locale": "writing",
    "replace_league": "writing",
    "save_league_formats": "writing",
    "save_league_structure": "writing",
    "save_league_time_zone": "writing",
}

__all__ = [
    "add_player",
    "append_ledger_lines",
    "create_season",
    "delete_event",
    "delete_player",
    "delete_season",
    "league_locale",
    "merge_players",
    "rename_season",
    "replace_league",
    "save_championship_decisions",
    "save_event",
    "save_league_formats",
    "save_league_structure",
    "save_league_time_zone",
    "save_season",
    "save_season_complete",
    "save_season_rules",
    "update_player",
]


def __getattr__(name: str) -> Any:
    home = _HOMES.get(name)
    if home is None:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(importlib.import_module(f"leaguemgr.storage.{home}"), name)
    globals()[name] = value
    return value
