"""The director's actions, decided against the night as it stands.

Each function checks the action (by applying it) and returns it with the seats it gives
out, drawn with ``rng``; the caller stores the action and the state it leads to.
"""

from __future__ import annotations

import random
from collections.abc import Sequence
from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain import deals
from leaguemgr.domain.clock.clock import PREV_RESTARTS_AFTER, ClockMove, step_period
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.play import apply
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.seating import (
    Placement,
    after_bust,
    balance,
    draw,
    late_seat,
    spot_of_card,
)
from leaguemgr.domain.night.state import NightError, NightState
from leaguemgr.language.texts import _


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
    absent: bool = False,
) -> Action:
    """A player arrives; after the draw, a late seat (then any balancing move). ``absent``:
    registered and seated, chips on the table, but not there yet."""
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
            absent=absent,
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
    chips: dict[str, int] | None = None,
    rebuy_follows: bool = False,
) -> Action:
    """Players out in one hand, with the moves, table break or redraw that follow.
    ``chips``: what each began the hand with (every one of ``players``, or none).
    ``rebuy_follows``: the player out rebuys at once, so the field never shrinks and no
    table moves, breaks or is redrawn (the rebuy takes the seat back)."""
    chips = chips or {}
    unknown = sorted(set(chips) - set(players))
    if unknown:
        raise NightError(
            _("chips are given for {player}, who is not out in this hand").format(player=unknown[0])
        )
    missing = [p for p in players if p not in chips]
    if chips and missing:
        raise NightError(
            _("give the chips {player} began the hand with too").format(player=missing[0])
        )
    stacks = tuple(chips[p] for p in players) if chips else ()
    action = Action(Kind.BUST, players=players, by=by, chips=stacks)
    if rebuy_follows:
        if len(players) != 1:
            raise NightError(_("a rebuy at once follows the bust of one player"))
        return _checked(state, action)
    return _with_moves(state, action, rng)


def present(state: NightState, player: str) -> Action:
    return _checked(state, Action(Kind.PRESENT, players=(player,)))


def away(state: NightState, player: str) -> Action:
    return _checked(state, Action(Kind.AWAY, players=(player,)))


def remove(state: NightState, player: str, rng: random.Random) -> Action:
    """An absent unpaid player's chips come off: they leave the seating (moves follow)."""
    return _with_moves(state, Action(Kind.REMOVE, players=(player,)), rng)


def forfeit(state: NightState, player: str, rng: random.Random) -> Action:
    """An absent player blinded off is out: they leave the seating (moves follow)."""
    return _with_moves(state, Action(Kind.FORFEIT, players=(player,)), rng)


def hand_for_hand(state: NightState, on: bool) -> Action:
    return _checked(state, Action(Kind.HAND_FOR_HAND, hand_for_hand=on))


def dealer(state: NightState, player: str, game: str) -> Action:
    return _checked(state, Action(Kind.DEALER, players=(player,), game=game))


def _with_moves(state: NightState, action: Action, rng: random.Random) -> Action:
    """``action``, by which players leave the tables, with the table break, redraw or
    balancing moves that follow it."""
    after = apply(state, action)  # refused here if the night cannot take it
    redraw, seats = after_bust(after.seats, state.rules, rng)
    return _checked(state, replace(action, seats=tuple(seats), redraw=redraw))


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
        raise NightError(_("a deal names the stack of every player left, and only theirs"))
    try:
        shares = deals.deal([stacks[p] for p in players], prizes, method, unit).shares
    except deals.DealError as exc:
        raise NightError(str(exc)) from None
    amounts = tuple(share.amount for share in shares)
    return _checked(state, Action(Kind.DEAL, players=players, amounts=amounts))


def level(state: NightState, step: int) -> Action:
    """Level NEXT (``step`` > 0) or PREV (< 0): the clock goes to that period, level or
    break, at its full time (PREV first restarts a period that has run a while)."""
    reading = state.clock_at()
    try:
        period = step_period(state.structure, reading, step)
    except ValueError as exc:
        raise NightError(str(exc)) from None
    ran = reading.period_seconds - reading.seconds_left
    if step < 0 and period == reading.period == 0 and ran <= PREV_RESTARTS_AFTER:
        raise NightError(_("the night is at level 1 already"))
    return _checked(state, Action(Kind.CLOCK, move=ClockMove.GOTO, period=period))


def clock(state: NightState, move: ClockMove, seconds: int = 0) -> Action:
    """Start, pause, resume or adjust (by ``seconds``) the clock; GOTO is :func:`level`."""
    if move is ClockMove.GOTO:
        raise NightError(_("the clock goes to a level by level NEXT or PREV"))
    return _checked(state, Action(Kind.CLOCK, move=move, seconds=seconds))


def _late_seat(
    state: NightState, player: str, rng: random.Random, wanted: tuple[int, int] | None = None
) -> tuple[Placement, ...]:
    seating = {p: spot for p, spot in state.seats.items() if p != player}
    if wanted is not None and wanted not in seating.values():
        placed = [Placement(player, *wanted)]
    else:
        placed = late_seat(seating, player, state.rules, rng)
    for placement in placed:
        seating[placement.player] = placement.spot
    return (*placed, *balance(seating, state.rules, rng))


def _checked(state: NightState, action: Action) -> Action:
    apply(state, action)  # raises NightError if the night cannot take it
    return action
