"""The night's actions about who is at the table and who deals (SPEC 4.1, 4.2, 2.6): absent
players turning up, leaving, losing their chips or forfeiting; hand for hand; dealers.

They build on :mod:`.state`; :mod:`.play` dispatches to :data:`HANDLERS`.
"""

from __future__ import annotations

from dataclasses import replace

from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.state import (
    Absence,
    Bust,
    NightError,
    NightState,
    arrived_player,
    check_not_gone,
    give_seats,
    leave,
)
from leaguemgr.language.texts import _


def _present(state: NightState, action: Action) -> NightState:
    player = _absent(state, action.player)
    absent = {p: a for p, a in state.absent.items() if p != player}
    return replace(state, absent=absent, last_moves=())


def _away(state: NightState, action: Action) -> NightState:
    player = arrived_player(state, action.player)
    check_not_gone(state, player)
    if player in state.absent:
        raise NightError(_("{player} is absent already").format(player=player))
    if player not in state.seats:
        raise NightError(_("{player} is not seated").format(player=player))
    absence = Absence(state.level, state.at, came=True)
    return replace(state, absent={**state.absent, player: absence}, last_moves=())


def _remove(state: NightState, action: Action) -> NightState:
    """An absent unpaid player's chips come off the table when the season's level begins
    (FNC: "at the start of the first hand of the second blind level"): a no-show."""
    player = _absent(state, action.player)
    absence = state.absent[player]
    arrival = state.arrival(player)
    if arrival is not None and arrival.paid:
        raise NightError(
            _("{player} has paid: their chips stay until blinded off (forfeit)").format(
                player=player
            )
        )
    if absence.came:
        raise NightError(
            _("{player} played tonight: their chips stay until blinded off (forfeit)").format(
                player=player
            )
        )
    at_level = state.rules.absent_chips_removed_at_level
    if at_level is not None and state.level < at_level:
        raise NightError(
            _("{player}'s chips stay in play until level {at_level} begins").format(
                player=player, at_level=at_level
            )
        )
    if len(state.remaining) < 2:
        raise NightError(_("someone must be left: the last player standing wins"))
    left = replace(
        state,
        seats={p: spot for p, spot in state.seats.items() if p != player},
        out=state.out | {player},
        absent={p: a for p, a in state.absent.items() if p != player},
        removed=state.removed | {player},
        last_moves=(),
    )
    return give_seats(left, action)


def _forfeit(state: NightState, action: Action) -> NightState:
    """An absent player blinded off after ``forfeit_after_minutes`` away is out, with the
    finish of that moment (SPEC 2.1: ``forfeit``, or a paid ``no_show`` if they never came)."""
    player = _absent(state, action.player)
    absence = state.absent[player]
    arrival = state.arrival(player)
    if not absence.came and arrival is not None and not arrival.paid:
        raise NightError(
            _("{player} has not paid and never came: their chips come off (remove)").format(
                player=player
            )
        )
    minutes = state.rules.forfeit_after_minutes
    if minutes is not None and absence.at is not None and state.at is not None:
        away = int(state.at - absence.at) // 60
        if away < minutes:
            raise NightError(
                _("{player} has been away {away} of the {minutes} minutes before a forfeit").format(
                    player=player, away=away, minutes=minutes
                )
            )
    left = leave(state, Bust((player,), (), state.level, forfeit=True))
    left = replace(
        left,
        absent={p: a for p, a in state.absent.items() if p != player},
        forfeited={**state.forfeited, player: absence.came},
    )
    return give_seats(left, action)


def _hand_for_hand(state: NightState, action: Action) -> NightState:
    if state.hand_for_hand == action.hand_for_hand:
        if state.hand_for_hand:
            raise NightError(_("hand for hand is on already"))
        raise NightError(_("hand for hand is off already"))
    return replace(state, hand_for_hand=action.hand_for_hand, last_moves=())


def _dealer(state: NightState, action: Action) -> NightState:
    """A dealer of the night, full or half game (SPEC 2.6); named again, their game changes;
    "none" takes them off."""
    player = action.player
    listed = [p for p, _ in state.dealers]
    if action.game == "none":
        if player not in listed:
            raise NightError(_("{player} is not a dealer tonight").format(player=player))
        dealers = tuple(item for item in state.dealers if item[0] != player)
    elif action.game in ("full", "half"):
        if (player, action.game) in state.dealers:
            text = (
                _("{player} deals a full game already")
                if action.game == "full"
                else _("{player} deals a half game already")
            )
            raise NightError(text.format(player=player))
        if player in listed:
            dealers = tuple((p, action.game if p == player else g) for p, g in state.dealers)
        else:
            dealers = (*state.dealers, (player, action.game))
    else:
        raise NightError(_("a dealer deals a full or a half game"))
    return replace(state, dealers=dealers, last_moves=())


def _absent(state: NightState, player: str) -> str:
    arrived_player(state, player)
    check_not_gone(state, player)
    if player not in state.absent:
        raise NightError(_("{player} is not absent").format(player=player))
    return player


HANDLERS = {
    Kind.PRESENT: _present,
    Kind.AWAY: _away,
    Kind.REMOVE: _remove,
    Kind.FORFEIT: _forfeit,
    Kind.HAND_FOR_HAND: _hand_for_hand,
    Kind.DEALER: _dealer,
}
