"""A running night's log as stored, read alone (not the whole league with it)."""

from __future__ import annotations

from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.records import EventState
from leaguemgr.services.league_service import LeagueService
from leaguemgr.storage import night_log


def running_night_log(
    service: LeagueService, season: str, number: int
) -> tuple[Action, ...] | None:
    """The stored actions of event ``number``'s night, ``None`` when it is not running (any
    more); raises :class:`~leaguemgr.storage.errors.StorageError` if it cannot be read."""
    with service.database.read() as session:
        key, state = night_log.event_key(session, season, number)
        if state is not EventState.RUNNING:
            return None
        return tuple(night_log.actions(session, key))
