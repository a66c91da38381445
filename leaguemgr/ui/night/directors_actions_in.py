"""A director's action from the window's own phone server, taken in without reading the
whole league again (SPEC 11: shown in the app within a second).

The server's site writes on a connection of its own, so to the window its writes are
another program's, and the change watcher would read the whole league (a second and more on
a large one) and clear the undo history. But the site is in this process and says which
change-counter values its writes produced: when the window had read everything up to the
first of them, the writes are that night's actions and nothing else, so only the night's
log is read again, and it is announced as a night action of the window's own is.
"""

from __future__ import annotations

import dataclasses
from typing import TYPE_CHECKING

from leaguemgr.domain.records import EventState, event_state
from leaguemgr.services.change_parts import Part
from leaguemgr.services.league_service import Change
from leaguemgr.storage.errors import StorageError
from leaguemgr.ui.league_context import LeagueContext

if TYPE_CHECKING:
    from leaguemgr.services.director_desk import ActionStored


def take_in(context: LeagueContext, stored: ActionStored) -> bool:
    """Take ``stored`` into ``context`` and announce it; ``False`` when it cannot be taken
    in alone (anything else was written meanwhile, the night started or is not there): the
    league must be checked whole, as another program's change."""
    service, writes = context.service, stored.writes
    database = service.database
    if writes is None or database.seen is None or database.seen != writes.before:
        return False
    known = service.event(stored.season, stored.number)
    if known is None or event_state(known) is not EventState.RUNNING:
        return False  # the director started the night: more than its log changed
    # Imported here: the window starts without the storage's tables (a director's first
    # action is the first time it is needed).
    from leaguemgr.services.stored_night import running_night_log

    try:
        log = running_night_log(service, stored.season, stored.number)
    except StorageError:
        return False  # the watcher's check says what is wrong
    if log is None:
        return False
    service.event_written(stored.season, dataclasses.replace(known, night=log))
    # Read up to these writes (a later one in the log is read again by the next look).
    database.seen = writes.after
    context.announce(Change.of(Part.NIGHT, season=stored.season))
    return True
