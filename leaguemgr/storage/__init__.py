"""The league database: schema, migrations, units of work and repositories.

Typical use::

    database = open_database(path)
    with database.transaction() as session:
        replace_league(session, league)
    with database.read() as session:
        league = load_whole_league(session)  # storage.fast_load

Repositories take the session of the caller's unit of work and never commit. No Qt here.
"""

from __future__ import annotations

import importlib
from typing import TYPE_CHECKING, Any

from leaguemgr.storage import repository  # light: its functions load on first use

if TYPE_CHECKING:
    from leaguemgr.storage.database import Database as Database
    from leaguemgr.storage.errors import NotFoundError as NotFoundError
    from leaguemgr.storage.errors import StorageError as StorageError
    from leaguemgr.storage.opening import open_database as open_database
    from leaguemgr.storage.repository import *  # noqa: F403

# Imported on first use (PEP 562), so that importing one light module of this package (the
# fast loader, the errors) does not import SQLAlchemy with the repositories.
_HOMES = {
    "Database": "leaguemgr.storage.database",
    "open_database": "leaguemgr.storage.opening",
    "NotFoundError": "leaguemgr.storage.errors",
    "StorageError": "leaguemgr.storage.errors",
}

__all__ = [*_HOMES, *repository.__all__]


def __getattr__(name: str) -> Any:
    if name in _HOMES:
        value = getattr(importlib.import_module(_HOMES[name]), name)
    elif name in repository.__all__:
        value = getattr(repository, name)
    else:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    globals()[name] = value
    return value
