"""The director's actions, decided against the night as it stands.

Each function checks the action (by applying it) and returns it with the seats it gives
out, drawn with ``rng``; the caller stores the action and the state it leads to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from decimal import Decimal

from leaguemgr.domain import deals
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.seating import (
    Placement,
    after_bust,
    balance,
    draw,
    seat_late,
    spot_of_card,
)
from leaguemgr.domain.night.state import NightError, NightState, apply


def start_night(rules: NightRules) -> Action:
    return Action(Kind.START, rules=rules)


def arrive(
    state: NightState,
    player: str,
    rng: random.Random,
    *,
    paid: bool = True,
    on_time: bool = False,
    exact_change: bool = False,
    free_entry: bool = False,
) -> Action:
    """A player arrives; after the draw, a random open seat (then any balancing move)."""
    seats = ()
    if state.drawn:
        seats = _late_seat(state, player, rng)
    return _checked(
        state,
        Action(
            Kind.ARRIVE,
            players=(player,),
            paid=paid,
            on_time=on_time,
            exact_change=exact_change,
            free_entry=free_entry,
            seats=seats,
        ),
    )


def draw_seats(state: NightState, rng: random.Random) -> Action:
    placements = tuple(draw(state.remaining, state.rules, rng))
    return _checked(state, Action(Kind.DRAW, seats=placements, redraw=True))


def draw_from_cards(state: NightState, cards: dict[str, str]) -> Action:
    """The seats of the cards the players drew at the table (AZ), by player."""
    seats = []
    for player, text in cards.items():
        try:
            table, seat = spot_of_card(text)
        except ValueError as exc:
            raise NightError(str(exc)) from None
        seats.append(Placement(player, table, seat))
    return _checked(state, Action(Kind.DRAW, seats=tuple(seats), redraw=True))


def rebuy(state: NightState, player: str, rng: random.Random) -> Action:
    """A rebuy keeps its seat; a player who was out comes back to it if it is still free,
    else to a random open seat (a re-entry)."""
    seats = ()
    if player in state.out and state.arrival(player) is not None and state.drawn:
        seats = _late_seat(state, player, rng, wanted=state.vacated.get(player))
    return _checked(state, Action(Kind.REBUY, players=(player,), seats=seats))


def addon(state: NightState, player: str) -> Action:
    return _checked(state, Action(Kind.ADDON, players=(player,)))


def bust(
    state: NightState,
    players: tuple[str, ...],
    by: tuple[str, ...],
    rng: random.Random,
) -> Action:
    """Players out in one hand, with the moves, table break or redraw that follow."""
    plain = _checked(state, Action(Kind.BUST, players=players, by=by))
    after = apply(state, plain)
    redraw, seats = after_bust(after.seats, state.rules, rng)
    return _checked(
        state, Action(Kind.BUST, players=players, by=by, seats=tuple(seats), redraw=redraw)
    )


def deal(
    state: NightState,
    stacks: dict[str, int],
    prizes: Sequence[Decimal],
    method: str,
    unit: Decimal,
) -> Action:
    """The players left share ``prizes`` (places 1..k) by their ``stacks`` (SPEC 4.3)."""
    players = tuple(stacks)
    if sorted(players) != sorted(state.remaining):
        raise NightError("a deal names the stack of every player left, and only theirs")
    try:
        shares = deals.deal([stacks[p] for p in players], prizes, method, unit).shares
    except deals.DealError as exc:
        raise NightError(str(exc)) from None
    amounts = tuple(share.amount for share in shares)
    return _checked(state, Action(Kind.DEAL, players=players, amounts=amounts))


def level(state: NightState, step: int) -> Action:
    if state.level + step < 1:
        raise NightError("the night is at level 1 already")
    return _checked(state, Action(Kind.LEVEL, level=state.level + step))


def _late_seat(
    state: NightState, player: str, rng: random.Random, wanted: tuple[int, int] | None = None
) -> tuple[Placement, ...]:
    seating = {p: spot for p, spot in state.seats.items() if p != player}
    if wanted is not None and wanted not in seating.values():
        placed = [Placement(player, *wanted)]
    else:
        placed = seat_late(seating, player, state.rules, rng)
    seating[player] = placed[0].spot
    return (*placed, *balance(seating, state.rules, rng))


def _checked(state: NightState, action: Action) -> Action:
    apply(state, action)  # raises NightError if the night cannot take it
    return action
