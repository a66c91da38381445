"""Reading the logs of running nights with plain SQL (no SQLAlchemy: the fast loaders use it)."""

from __future__ import annotations

import dataclasses
import json
from typing import Any

from leaguemgr.domain.night.actions import Action, action_from_payload
from leaguemgr.language.texts import _
from leaguemgr.storage.errors import Fault, StorageError


def nights_by_event(raw: Any, season_id: int | None = None) -> dict[int, tuple[Action, ...]]:
    """The standing actions of every night with a log, by event key (of one season, or all)."""
    query = "SELECT n.event_id, n.payload, n.director FROM night_action AS n"
    params: tuple[int, ...] = ()
    if season_id is not None:
        query += " JOIN event AS ev ON ev.id = n.event_id WHERE ev.season_id = ? AND"
        params = (season_id,)
    else:
        query += " WHERE"
    query += " NOT n.undone ORDER BY n.event_id, n.seq"
    nights: dict[int, list[Action]] = {}
    for event_id, payload, director in raw.execute(query, params):
        try:
            action = action_from_payload(json.loads(payload))
            if director is not None:
                action = dataclasses.replace(action, director=director)
        except ValueError as exc:
            raise StorageError(
                _("the log of a night is damaged: {problem}").format(problem=exc), Fault.CORRUPT
            ) from None
        nights.setdefault(event_id, []).append(action)
    return {key: tuple(actions) for key, actions in nights.items()}
