"""The league database: schema, migrations, units of work and repositories.

Typical use::

    database = open_database(path)
    with database.transaction() as session:
        replace_league(session, league)
    with database.read() as session:
        league = load_league(session)

Repositories take the session of the caller's unit of work and never commit. No Qt here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from leaguemgr.storage.database import Database, open_database
    from leaguemgr.storage.errors import NotFoundError, StorageError
    from leaguemgr.storage.repository import (
        add_player,
        create_season,
        delete_event,
        delete_player,
        delete_season,
        load_league,
        load_players,
        load_season,
        merge_players,
        rename_season,
        replace_league,
        save_championship_decisions,
        save_event,
        save_season,
        save_season_rules,
        season_names,
        update_player,
    )

# Imported on first use (PEP 562), so that importing one light module of this package (the
# fast loader, the errors) does not import SQLAlchemy with the repositories.
_HOMES = {
    "Database": "leaguemgr.storage.database",
    "open_database": "leaguemgr.storage.database",
    "NotFoundError": "leaguemgr.storage.errors",
    "StorageError": "leaguemgr.storage.errors",
}

__all__ = [
    "Database",
    "NotFoundError",
    "StorageError",
    "add_player",
    "create_season",
    "delete_event",
    "delete_player",
    "delete_season",
    "load_league",
    "load_players",
    "load_season",
    "merge_players",
    "open_database",
    "rename_season",
    "replace_league",
    "save_championship_decisions",
    "save_event",
    "save_season",
    "save_season_rules",
    "season_names",
    "update_player",
]


def __getattr__(name: str) -> Any:
    if name not in __all__:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    module = importlib.import_module(_HOMES.get(name, "leaguemgr.storage.repository"))
    value = getattr(module, name)
    globals()[name] = value
    return value
