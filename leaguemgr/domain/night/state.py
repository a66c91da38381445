"""The state of a night: what replaying its actions gives, each checked as it is applied."""

from __future__ import annotations

from collections.abc import Iterable
from dataclasses import dataclass, field, replace
from decimal import Decimal

from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.seating import Placement, Spot
from leaguemgr.domain.records import Entry


class NightError(ValueError):
    """An action the night cannot take; the message says why, for the director."""


@dataclass(frozen=True, slots=True)
class Arrival:
    player: str
    paid: bool = True
    on_time: bool = False
    exact_change: bool = False
    free_entry: bool = False


@dataclass(frozen=True, slots=True)
class Bust:
    """Players out in one hand (they share the place), who busted them, and when."""

    players: tuple[str, ...]
    by: tuple[str, ...]
    level: int


@dataclass(frozen=True, slots=True)
class Move:
    player: str
    origin: Spot | None
    to: Spot


@dataclass(frozen=True, slots=True)
class NightState:
    """A night as it stands. Its dicts are never changed once built (each action makes a
    new state): treat them as read-only."""

    rules: NightRules = field(default_factory=NightRules)
    level: int = 1
    arrivals: tuple[Arrival, ...] = ()
    rebuys: dict[str, int] = field(default_factory=dict)
    addons: dict[str, int] = field(default_factory=dict)
    seats: dict[str, Spot] = field(default_factory=dict)
    busts: tuple[Bust, ...] = ()
    out: frozenset[str] = frozenset()
    vacated: dict[str, Spot] = field(default_factory=dict)
    """Where each player who went out sat (a rebuy keeps its seat if it is still free)."""
    drawn: bool = False
    deal: tuple[tuple[str, Decimal], ...] = ()
    """What the players left agreed to share (SPEC 4.3), as (player, amount)."""
    last_moves: tuple[Move, ...] = ()

    @property
    def players(self) -> tuple[str, ...]:
        return tuple(arrival.player for arrival in self.arrivals)

    @property
    def remaining(self) -> tuple[str, ...]:
        """Players still in, in arrival order."""
        return tuple(p for p in self.players if p not in self.out)

    def entries_so_far(self) -> tuple[Entry, ...]:
        """The night's entries as money sees them before any finish is known: who came,
        paid or owes, with their rebuys, add-ons and free entries (pool and payouts)."""
        return tuple(
            Entry(
                player=a.player,
                paid=a.paid,
                rebuys=self.rebuys.get(a.player, 0),
                addons=self.addons.get(a.player, 0),
                free_entry=a.free_entry,
            )
            for a in self.arrivals
        )

    def arrival(self, player: str) -> Arrival | None:
        return next((a for a in self.arrivals if a.player == player), None)

    def rebuy_period_open(self) -> bool:
        until = self.rules.rebuy_until_level
        return until is None or self.level <= until

    def last_bust_of(self, player: str) -> Bust | None:
        return next((b for b in reversed(self.busts) if player in b.players), None)


def replay(actions: Iterable[Action]) -> NightState:
    """The state after ``actions``, the first of which starts the night."""
    state: NightState | None = None
    for action in actions:
        state = start(action) if state is None else apply(state, action)
    if state is None:
        raise NightError("the night has not started")
    return state


def start(action: Action) -> NightState:
    if action.kind is not Kind.START:
        raise NightError("a night begins with its start")
    return NightState(rules=action.rules or NightRules())


def apply(state: NightState, action: Action) -> NightState:
    """``state`` after ``action``; :class:`NightError` if the action is not allowed."""
    handler = _HANDLERS.get(action.kind)
    if handler is None:
        raise NightError(f"the night has already started ({action.kind.value})")
    return handler(state, action)


def _arrive(state: NightState, action: Action) -> NightState:
    player = action.player
    if state.arrival(player) is not None:
        raise NightError(f"{player} has already arrived")
    _no_deal_yet(state)
    if action.free_entry and not state.rules.dealer_credits:
        raise NightError("this season has no dealer credits, so no free entries")
    arrival = Arrival(player, action.paid, action.on_time, action.exact_change, action.free_entry)
    arrived = replace(state, arrivals=(*state.arrivals, arrival), last_moves=())
    if state.drawn and not action.seats:
        raise NightError(f"{player} arrived after the draw and needs a seat")
    return _seat(arrived, action)


def _draw(state: NightState, action: Action) -> NightState:
    if not state.arrivals:
        raise NightError("nobody has arrived yet")
    if state.busts:
        raise NightError("the seats were drawn and play has begun")
    drawn = {p.player for p in action.seats}
    if drawn != set(state.remaining):
        raise NightError("a draw seats everyone who arrived")
    return replace(_seat(state, action), drawn=True)


def _rebuy(state: NightState, action: Action) -> NightState:
    player = _arrived(state, action.player)
    _no_deal_yet(state)
    if not state.rebuy_period_open():
        raise NightError(
            f"the rebuy period closed at the end of level {state.rules.rebuy_until_level}"
        )
    done = state.rebuys.get(player, 0)
    limit = state.rules.max_rebuys
    if limit is not None and done >= limit:
        raise NightError(f"{player} has no rebuys left ({done} of {limit} taken)")
    if player in state.out:
        bust = state.last_bust_of(player)
        if state.rules.rebuy_in_bust_level and bust is not None and bust.level != state.level:
            raise NightError(f"{player} went out in level {bust.level}: a rebuy is in that level")
        if not action.seats:
            raise NightError(f"{player} needs a seat to come back")
    elif state.rules.rebuy_in_bust_level:
        raise NightError(f"{player} is still in: a rebuy follows a bust")
    rebuys = {**state.rebuys, player: done + 1}
    back = replace(state, rebuys=rebuys, out=state.out - {player}, last_moves=())
    return _seat(back, action)


def _addon(state: NightState, action: Action) -> NightState:
    player = _arrived(state, action.player)
    if player in state.out:
        raise NightError(f"{player} is out")
    if not state.rebuy_period_open():
        raise NightError(f"add-ons closed at the end of level {state.rules.rebuy_until_level}")
    done = state.addons.get(player, 0)
    limit = state.rules.max_addons
    if limit is not None and done >= limit:
        raise NightError(f"{player} has no add-ons left ({done} of {limit} taken)")
    return replace(state, addons={**state.addons, player: done + 1}, last_moves=())


def _bust(state: NightState, action: Action) -> NightState:
    if len(set(action.players)) != len(action.players):
        raise NightError("a player is named twice in one bust")
    for player in action.players:
        _arrived(state, player)
        if player not in state.seats:
            raise NightError(f"{player} is not seated")
    if len(state.remaining) - len(action.players) < 1:
        raise NightError("someone must be left: the last player standing wins")
    for hitman in action.by:
        _arrived(state, hitman)
        if hitman in action.players:
            raise NightError(f"{hitman} cannot be busted and bust in the same hand")
        if hitman not in state.seats:
            raise NightError(f"{hitman} is not seated")
    seats = {p: spot for p, spot in state.seats.items() if p not in action.players}
    busted = replace(
        state,
        seats=seats,
        busts=(*state.busts, Bust(action.players, action.by, state.level)),
        out=state.out | set(action.players),
        vacated={**state.vacated, **{p: state.seats[p] for p in action.players}},
        last_moves=(),
    )
    return _seat(busted, action)


def _deal(state: NightState, action: Action) -> NightState:
    if state.deal:
        raise NightError("the players left have made their deal already")
    if sorted(action.players) != sorted(state.remaining) or len(action.players) < 2:
        raise NightError("a deal is made by all the players left, two or more")
    if len(action.amounts) != len(action.players):
        raise NightError("a deal gives each player left an amount")
    return replace(state, deal=tuple(zip(action.players, action.amounts, strict=True)))


def _level(state: NightState, action: Action) -> NightState:
    if action.level is None or action.level < 1:
        raise NightError("the level starts at 1")
    return replace(state, level=action.level, last_moves=())


def _seat(state: NightState, action: Action) -> NightState:
    """Give out the seats of ``action`` (all of them again on a redraw)."""
    seats = {} if action.redraw else dict(state.seats)
    moves = []
    for placement in action.seats:
        _check_placement(state, placement)
        origin = state.seats.get(placement.player)
        if placement.spot in {spot for p, spot in seats.items() if p != placement.player}:
            raise NightError(f"table {placement.table}, seat {placement.seat} is taken")
        seats[placement.player] = placement.spot
        moves.append(Move(placement.player, origin, placement.spot))
    return replace(state, seats=seats, last_moves=tuple(moves))


def _check_placement(state: NightState, placement: Placement) -> None:
    if state.arrival(placement.player) is None or placement.player in state.out:
        raise NightError(f"{placement.player} cannot take a seat")


def _no_deal_yet(state: NightState) -> None:
    if state.deal:
        raise NightError("the players left have made a deal: nobody comes in any more")


def _arrived(state: NightState, player: str) -> str:
    if state.arrival(player) is None:
        raise NightError(f"{player} has not arrived")
    return player


_HANDLERS = {
    Kind.ARRIVE: _arrive,
    Kind.DRAW: _draw,
    Kind.REBUY: _rebuy,
    Kind.ADDON: _addon,
    Kind.BUST: _bust,
    Kind.LEVEL: _level,
    Kind.DEAL: _deal,
}
