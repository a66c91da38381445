"""A night's log played: the state after its actions, each checked as it is applied.

The handlers live beside the state they change (:mod:`.state`) and beside who is at the
table (:mod:`.presence`); this module joins them, so neither imports the other back.
"""

from __future__ import annotations

from collections.abc import Iterable

from leaguemgr.domain.night import presence, state
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.state import NightError, NightState, at_time
from leaguemgr.language.texts import _

HANDLERS = {**state.HANDLERS, **presence.HANDLERS}


def replay(actions: Iterable[Action]) -> NightState:
    """The state after ``actions``, the first of which starts the night."""
    night: NightState | None = None
    for action in actions:
        night = start(action) if night is None else apply(night, action)
    if night is None:
        raise NightError(_("the night has not started"))
    return night


def start(action: Action) -> NightState:
    if action.kind is not Kind.START:
        raise NightError(_("a night begins with its start"))
    return NightState(rules=action.rules or NightRules(), at=action.at)


def apply(night: NightState, action: Action) -> NightState:
    """``night`` after ``action``; :class:`NightError` if the action is not allowed.

    The action is judged at its time: the night is first brought to ``action.at``."""
    handler = HANDLERS.get(action.kind)
    if handler is None:
        raise NightError(
            _("the night has already started ({action})").format(action=action.kind.value)
        )
    return handler(at_time(night, action.at), action)
