"""An event's live-night keys in a league file: ``state``, ``night`` and ``frozen_rules``.

All three are optional, so every earlier league file reads as before: without ``state`` an
event with entries is closed and one without is planned. ``night`` is the log of a running
night (its actions, in order); ``frozen_rules`` the rules a closed event's money was handed
out with, where the season's rules changed after it.
"""

from __future__ import annotations

import dataclasses
from typing import Any

from leaguemgr.domain.night.actions import action_from_payload, action_payload
from leaguemgr.domain.night.play import replay
from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import Event, EventState, event_state
from leaguemgr.language.texts import _
from leaguemgr.leaguefile.fields import Obj, fail
from leaguemgr.leaguefile.rules_keys import read_rules, rules_document

#: A night of a hundred players with every rebuy and move is well under a thousand actions;
#: replaying grows with the square of the log, so a file cannot ask for millions.
MAX_NIGHT_ACTIONS = 5000


def read_night_keys(obj: Obj, event: Event, known: set[str]) -> Event:
    """``event`` with the night keys of its object ``obj`` (taken from it)."""
    state = obj.choice("state", [s.value for s in EventState]) if obj.has("state") else None
    frozen = obj.nullable_object("frozen_rules")
    night = []
    items = obj.array("night", [])
    if len(items) > MAX_NIGHT_ACTIONS:
        raise fail(
            obj.where("night"),
            len(items),
            _("a night has at most {count} actions").format(count=MAX_NIGHT_ACTIONS),
        )
    for index, item in enumerate(items):
        at = (*obj.where("night"), index)
        try:
            action = action_from_payload(item)
        except ValueError as exc:
            raise fail(at, item, str(exc)) from None
        named = (*action.players, *action.by, *(seat.player for seat in action.seats))
        for player in named:
            if player not in known:
                raise fail(at, player, _("unknown player"))
        night.append(action)
    event = dataclasses.replace(
        event,
        state=None if state is None else EventState(state),
        frozen_rules=None
        if frozen is None
        else read_rules(frozen, obj.where("frozen_rules"), known),
        night=tuple(night),
    )
    _check(obj, event)
    return event


def _check(obj: Obj, event: Event) -> None:
    running = event_state(event) is EventState.RUNNING
    if running and event.entries:
        raise fail(
            obj.where("entries"), len(event.entries), _("a running night has no entries yet")
        )
    if running != bool(event.night):
        message = "a running event needs its night" if running else "only a running event has one"
        raise fail(obj.where("night"), len(event.night), message)
    if running:
        try:
            replay(event.night)
        except NightError as exc:
            message = f"the night does not replay: {exc}"
            raise fail(obj.where("night"), len(event.night), message) from None
    if event.state is EventState.CLOSED and not event.entries:
        raise fail(obj.where("state"), "closed", _("a closed event has its entries"))


def write_night_keys(event: Event, document: dict[str, Any]) -> None:
    """Add the night keys of ``event`` where they differ from what a reader assumes."""
    derived = EventState.CLOSED if event.entries else EventState.PLANNED
    if event.state is not None and event.state is not derived:
        document["state"] = event.state.value
    if event.night:
        document["night"] = [action_payload(action) for action in event.night]
    if event.frozen_rules is not None:
        document["frozen_rules"] = rules_document(event.frozen_rules)
