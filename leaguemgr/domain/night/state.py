"""The state of a night and how each of its actions changes it, checked as it is applied.

Replaying the log is :mod:`.play`'s job, which dispatches to these handlers and to
:mod:`.presence`'s.

The clock is part of the night: its moves are actions like any other, and every action
carries the time it was made. Applying an action first reads the clock at that time, so
the level a bust is recorded in, and whether rebuys, add-ons and late arrivals are still
taken, follow the clock; the domain never reads the real time, so a replay is exact.
"""

from __future__ import annotations

from dataclasses import dataclass, field, replace
from decimal import Decimal

from leaguemgr.domain.clock.clock import (
    ClockEvent,
    ClockMove,
    ClockReading,
    ClockTrack,
    level_period,
    track_clock,
)
from leaguemgr.domain.clock.presets import DEFAULT_STRUCTURE
from leaguemgr.domain.clock.structure import Structure
from leaguemgr.domain.night.actions import MAX_ADJUST, MAX_CHIPS, Action, Kind
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.seating import Placement, Spot
from leaguemgr.domain.records import Entry, EntryStatus
from leaguemgr.language.texts import _


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
    chips: tuple[int, ...] = ()
    """The chips each of ``players`` began the hand with (empty: not given, they share)."""
    tables: tuple[int, ...] = ()
    """The table each of ``players`` sat at: at one table chips rank them (SPEC 4.1)."""
    forfeit: bool = False
    """An absent player blinded off (SPEC 4.2), out like a bust with no hitman."""


@dataclass(frozen=True, slots=True)
class Absence:
    """A seated player not at the table: since when, and whether they came at all tonight
    (a player who never turned up is a no-show, one who left forfeits: SPEC 2.1)."""

    level: int
    at: float | None
    came: bool


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
    """The play level on the clock at the time of the last action (during a break, the
    level just played)."""
    on_break: bool = False
    clock: tuple[ClockEvent, ...] = ()
    """The director's clock moves, in order."""
    clock_track: ClockTrack | None = field(default=None, compare=False, repr=False)
    """The clock after ``clock``, carried from move to move so a replay never reads all the
    earlier moves again (used only while its moves are ``clock`` itself)."""
    at: float | None = None
    """When the last action was made (``None``: a log from before actions had times)."""
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
    absent: dict[str, Absence] = field(default_factory=dict)
    """Seated players not at the table now: their chips are blinded (SPEC 4.2)."""
    removed: frozenset[str] = frozenset()
    """Absent unpaid players whose chips came off: no-shows, not entries (SPEC 2.1)."""
    forfeited: dict[str, bool] = field(default_factory=dict)
    """Absent players blinded off, and whether they had come (``forfeit``) or never did
    (a paid ``no_show``)."""
    hand_for_hand: bool = False
    dealers: tuple[tuple[str, str], ...] = ()
    """Who dealt tonight and what: (player, "full" or "half"), in the order named."""

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
                status=self.status_of(a.player),
                paid=a.paid,
                rebuys=self.rebuys.get(a.player, 0),
                addons=self.addons.get(a.player, 0),
                free_entry=a.free_entry,
            )
            for a in self.arrivals
        )

    def status_of(self, player: str) -> EntryStatus:
        """The entry status the night gives ``player`` (SPEC 2.1): an absent player whose
        chips came off or who never came and was blinded off is a ``no_show``, one who left
        and was blinded off ``forfeit``; everyone else played."""
        if player in self.removed:
            return EntryStatus.NO_SHOW
        came = self.forfeited.get(player)
        if came is None:
            return EntryStatus.PLAYED
        return EntryStatus.FORFEIT if came else EntryStatus.NO_SHOW

    def arrival(self, player: str) -> Arrival | None:
        return next((a for a in self.arrivals if a.player == player), None)

    @property
    def structure(self) -> Structure:
        """The blind structure the clock runs: the night's own, else the built-in one."""
        return self.rules.structure or DEFAULT_STRUCTURE

    def clock_at(self, now: float | None = None) -> ClockReading:
        """The clock at ``now`` (never before the last action; default: its time)."""
        when = self.at if now is None else now if self.at is None else max(now, self.at)
        return self.track().read(when or 0.0)

    def track(self) -> ClockTrack:
        """The clock after the moves of ``clock`` (the one carried along when it is theirs)."""
        track = self.clock_track
        if track is None or track.events is not self.clock or track.structure is not self.structure:
            track = track_clock(self.structure, self.clock)
        return track

    def rebuy_period_open(self) -> bool:
        """Rebuys and add-ons are taken through the end of ``rebuy_until_level`` by the clock.

        The break after that level is outside the period. AZ takes rebuys "until the end of
        the fourth blinds" and FNC before "the last hand of the third blind level is dealt";
        a break begins when the level ends and no hand is dealt at a break, so neither rule
        reaches into it (a break inside the period, after an earlier level, keeps it open).
        The app cannot know which hand is a level's last, so FNC's period closes at the end
        of level 3 as the clock has it; the director stops the clock for a hand in dispute.
        """
        return self._open_through(self.rules.rebuy_until_level)

    def late_registration_open(self) -> bool:
        """Arrivals are taken through the end of ``late_registration_until_level`` (the break
        after it is closed, as for rebuys)."""
        return self._open_through(self.rules.late_registration_until_level)

    def _open_through(self, until: int | None) -> bool:
        return until is None or self.level < until or (self.level == until and not self.on_break)

    def last_bust_of(self, player: str) -> Bust | None:
        return next((b for b in reversed(self.busts) if player in b.players), None)


def at_time(state: NightState, at: float | None) -> NightState:
    """The night at wall-clock time ``at`` (``None``: the time of its last action): the
    level and break the clock is on then. A time before the last action's counts as that
    time, so the night never runs backwards when a machine's clock is set back."""
    when = state.at if at is None else at if state.at is None else max(at, state.at)
    if not state.clock:
        return state if when == state.at else replace(state, at=when)
    reading = state.clock_at(when)
    if (when, reading.level, reading.on_break) == (state.at, state.level, state.on_break):
        return state
    return replace(state, at=when, level=reading.level, on_break=reading.on_break)


def _arrive(state: NightState, action: Action) -> NightState:
    player = action.player
    if state.arrival(player) is not None:
        raise NightError(_("{player} has already arrived").format(player=player))
    _no_deal_yet(state)
    if action.free_entry and not state.rules.dealer_credits:
        raise NightError(_("this season has no dealer credits, so no free entries"))
    arrival = Arrival(player, action.paid, action.on_time, action.exact_change, action.free_entry)
    arrived = replace(state, arrivals=(*state.arrivals, arrival), last_moves=())
    if not state.late_registration_open():
        raise NightError(
            _("late registration closed at the end of level {level}").format(
                level=state.rules.late_registration_until_level
            )
        )
    if state.drawn and not action.seats:
        raise NightError(
            _("{player} arrived after the draw and needs a seat").format(player=player)
        )
    if action.absent:
        absence = Absence(state.level, state.at, came=False)
        arrived = replace(arrived, absent={**state.absent, player: absence})
    return give_seats(arrived, action)


def _draw(state: NightState, action: Action) -> NightState:
    if not state.arrivals:
        raise NightError(_("nobody has arrived yet"))
    if state.busts:
        raise NightError(_("the seats were drawn and play has begun"))
    drawn = {p.player for p in action.seats}
    if drawn != set(state.remaining):
        raise NightError(_("a draw seats everyone who arrived"))
    return replace(give_seats(state, action), drawn=True)


def _rebuy(state: NightState, action: Action) -> NightState:
    player = arrived_player(state, action.player)
    _no_deal_yet(state)
    if not state.rebuy_period_open():
        raise NightError(
            _("the rebuy period closed at the end of level {level}").format(
                level=state.rules.rebuy_until_level
            )
        )
    check_not_gone(state, player)
    done = state.rebuys.get(player, 0)
    limit = state.rules.max_rebuys
    if limit is not None and done >= limit:
        raise NightError(
            _("{player} has no rebuys left ({done} of {limit} taken)").format(
                player=player, done=done, limit=limit
            )
        )
    if state.rules.rebuy_or_addon and state.addons.get(player, 0):
        raise NightError(
            _("{player} took an add-on: the season allows a rebuy or an add-on, not both").format(
                player=player
            )
        )
    if player in state.out:
        bust = state.last_bust_of(player)
        if state.rules.rebuy_in_bust_level and bust is not None and bust.level != state.level:
            raise NightError(
                _("{player} went out in level {level}: a rebuy is in that level").format(
                    player=player, level=bust.level
                )
            )
        if not action.seats:
            raise NightError(_("{player} needs a seat to come back").format(player=player))
    # A player still in rebuys on the director's word and keeps the seat (SPEC 4.2).
    rebuys = {**state.rebuys, player: done + 1}
    back = give_seats(replace(state, rebuys=rebuys, out=state.out - {player}), action)
    # Back in the seat just left (the rebuy answered at the bust): nobody has to move.
    home = state.vacated.get(player) if player in state.out else None
    stays = tuple(m for m in back.last_moves if not (m.player == player and m.to == home))
    return replace(back, last_moves=stays)


def _addon(state: NightState, action: Action) -> NightState:
    player = arrived_player(state, action.player)
    check_not_gone(state, player)
    if player in state.out:
        raise NightError(_("{player} is out").format(player=player))
    if not state.rebuy_period_open():
        raise NightError(
            _("add-ons closed at the end of level {level}").format(
                level=state.rules.rebuy_until_level
            )
        )
    done = state.addons.get(player, 0)
    limit = state.rules.max_addons
    if limit is not None and done >= limit:
        raise NightError(
            _("{player} has no add-ons left ({done} of {limit} taken)").format(
                player=player, done=done, limit=limit
            )
        )
    if state.rules.rebuy_or_addon and state.rebuys.get(player, 0):
        raise NightError(
            _("{player} took a rebuy: the season allows a rebuy or an add-on, not both").format(
                player=player
            )
        )
    return replace(state, addons={**state.addons, player: done + 1}, last_moves=())


def _bust(state: NightState, action: Action) -> NightState:
    if len(set(action.players)) != len(action.players):
        raise NightError(_("a player is named twice in one bust"))
    if len(set(action.by)) != len(action.by):
        raise NightError(_("a hitman is named twice in one bust"))
    for player in action.players:
        _in_the_hand(state, player)
    for hitman in action.by:
        if hitman in action.players:
            raise NightError(
                _("{player} cannot be busted and bust in the same hand").format(player=hitman)
            )
        _in_the_hand(state, hitman)
    if action.chips:
        if len(action.players) < 2:
            raise NightError(_("chips rank two or more players out in the same hand"))
        if len(action.chips) != len(action.players):
            raise NightError(_("give the chips of every player out in that hand, or of none"))
        for player, chips in zip(action.players, action.chips, strict=True):
            if isinstance(chips, bool) or not isinstance(chips, int) or not 0 < chips <= MAX_CHIPS:
                raise NightError(
                    _("{player}'s chips must be a whole number from 1 to {max_chips:,}").format(
                        player=player, max_chips=MAX_CHIPS
                    )
                )
    bust = Bust(
        action.players,
        action.by,
        state.level,
        chips=action.chips,
        tables=tuple(state.seats[p][0] for p in action.players),
    )
    return give_seats(leave(state, bust), action)


def _in_the_hand(state: NightState, player: str) -> None:
    """A player who can bust or be busted: seated and at the table (an absent player's
    cards are killed as they are dealt: FNC, "Absent/late players")."""
    arrived_player(state, player)
    if player in state.out:
        # Said plainly: two directors entering one bust, the second hears why it is refused.
        raise NightError(_("{player} is already out").format(player=player))
    if player not in state.seats:
        raise NightError(_("{player} is not seated").format(player=player))
    if player in state.absent:
        raise NightError(
            _("{player} is absent and plays no hand: mark them present first").format(player=player)
        )


def leave(state: NightState, bust: Bust) -> NightState:
    """``state`` once the players of ``bust`` are out (their seats free)."""
    if len(state.remaining) - len(bust.players) < 1:
        raise NightError(_("someone must be left: the last player standing wins"))
    gone = set(bust.players)
    return replace(
        state,
        seats={p: spot for p, spot in state.seats.items() if p not in gone},
        busts=(*state.busts, bust),
        out=state.out | gone,
        vacated={**state.vacated, **{p: state.seats[p] for p in bust.players}},
        last_moves=(),
    )


def check_not_gone(state: NightState, player: str) -> None:
    if player in state.removed:
        raise NightError(
            _("{player}'s chips came off the table: they do not play tonight").format(player=player)
        )
    if player in state.forfeited:
        raise NightError(_("{player} forfeited tonight").format(player=player))


def _deal(state: NightState, action: Action) -> NightState:
    if state.deal:
        raise NightError(_("the players left have made their deal already"))
    if sorted(action.players) != sorted(state.remaining) or len(action.players) < 2:
        raise NightError(_("a deal is made by all the players left, two or more"))
    if len(action.amounts) != len(action.players):
        raise NightError(_("a deal gives each player left an amount"))
    return replace(state, deal=tuple(zip(action.players, action.amounts, strict=True)))


def _level(state: NightState, action: Action) -> NightState:
    """A level set by hand in a log from before the clock: the clock goes to that level."""
    if action.level is None or action.level < 1:
        raise NightError(_("the level starts at 1"))
    try:
        period = level_period(state.structure, action.level)
    except ValueError as exc:
        raise NightError(str(exc)) from None
    return _clock_event(state, ClockEvent(ClockMove.GOTO, state.at or 0.0, period=period))


def _clock(state: NightState, action: Action) -> NightState:
    """A clock move, refused where it would do nothing (start twice, pause a paused clock)."""
    move = action.move
    if move is None:
        raise NightError(_("a clock action names its move"))
    reading = state.clock_at()
    if move is ClockMove.START and reading.started:
        raise NightError(
            _("the clock has started already")
            if reading.running
            else _("the clock has started already: resume it")
        )
    if move in (ClockMove.PAUSE, ClockMove.RESUME, ClockMove.ADJUST) and not reading.started:
        raise NightError(_("the clock has not started yet"))
    if move in (ClockMove.PAUSE, ClockMove.RESUME) and reading.finished:
        raise NightError(_("the clock has run through the last level: add time or go to a level"))
    if move is ClockMove.PAUSE and not reading.running:
        raise NightError(_("the clock is paused already"))
    if move is ClockMove.RESUME and reading.running:
        raise NightError(_("the clock is running already"))
    if move is ClockMove.ADJUST and not 0 < abs(action.seconds) <= MAX_ADJUST:
        raise NightError(
            _("an adjustment adds or takes off 1 to {max_adjust} seconds").format(
                max_adjust=MAX_ADJUST
            )
        )
    period = 0
    if move is ClockMove.GOTO:
        last = len(state.structure.periods) - 1
        if action.period is None or not 0 <= action.period <= last:
            raise NightError(_("the structure has periods 0 to {last}").format(last=last))
        period = action.period
    event = ClockEvent(move, state.at or 0.0, seconds=action.seconds, period=period)
    return _clock_event(state, event)


def _clock_event(state: NightState, event: ClockEvent) -> NightState:
    track = state.track().then(event)
    moved = replace(state, clock=track.events, clock_track=track, last_moves=())
    reading = moved.clock_at()
    return replace(moved, level=reading.level, on_break=reading.on_break)


def give_seats(state: NightState, action: Action) -> NightState:
    """Give out the seats of ``action`` (all of them again on a redraw).

    The placements are taken together, as the players move at once: FNC's late seat bumps
    the players from seat 3 on back one seat each, every one into a seat still taken by
    the next until the move is done."""
    seats = {} if action.redraw else dict(state.seats)
    moves = []
    for placement in action.seats:
        _check_placement(state, placement)
        seats[placement.player] = placement.spot
        moves.append(Move(placement.player, state.seats.get(placement.player), placement.spot))
    if len(set(seats.values())) != len(seats):
        holders: dict[Spot, str] = {}
        for player, spot in seats.items():
            if spot in holders:
                raise NightError(
                    _("table {table}, seat {seat} is taken").format(table=spot[0], seat=spot[1])
                )
            holders[spot] = player
    return replace(state, seats=seats, last_moves=tuple(moves))


def _check_placement(state: NightState, placement: Placement) -> None:
    if state.arrival(placement.player) is None or placement.player in state.out:
        raise NightError(_("{player} cannot take a seat").format(player=placement.player))


def _no_deal_yet(state: NightState) -> None:
    if state.deal:
        raise NightError(_("the players left have made a deal: nobody comes in any more"))


def arrived_player(state: NightState, player: str) -> str:
    if state.arrival(player) is None:
        raise NightError(_("{player} has not arrived").format(player=player))
    return player


HANDLERS = {
    # The night's own actions; who is at the table and who deals are :mod:`.presence`'s.
    Kind.ARRIVE: _arrive,
    Kind.DRAW: _draw,
    Kind.REBUY: _rebuy,
    Kind.ADDON: _addon,
    Kind.BUST: _bust,
    Kind.LEVEL: _level,
    Kind.DEAL: _deal,
    Kind.CLOCK: _clock,
}
