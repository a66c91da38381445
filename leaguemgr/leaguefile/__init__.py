"""The league file (version 1): reading it into domain records and writing it back.

The names below are found on first use (PEP 562): the storage codec reads a few key
modules of this package (the knockout keys) on every start of the app, and importing the
whole reader and writer with them cost the start the night rules and every key module
before the first paint.
"""

from __future__ import annotations

from importlib import import_module
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from leaguemgr.leaguefile.fields import LeagueFileError
    from leaguemgr.leaguefile.reader import read_league
    from leaguemgr.leaguefile.rules_keys import read_rules, rules_document
    from leaguemgr.leaguefile.writer import league_document

_WHERE = {
    "LeagueFileError": "fields",
    "league_document": "writer",
    "read_league": "reader",
    "read_rules": "rules_keys",
    "rules_document": "rules_keys",
}

__all__ = ["LeagueFileError", "league_document", "read_league", "read_rules", "rules_document"]


def __getattr__(name: str) -> object:
    if name not in _WHERE:
        raise AttributeError(f"module {__name__!r} has no attribute {name!r}")
    value = getattr(import_module(f"{__name__}.{_WHERE[name]}"), name)
    globals()[name] = value
    return value
