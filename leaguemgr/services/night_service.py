"""Running a night live (SPEC 4): every action is one transaction, appended to the night's
log; the night's state is what replaying the log gives. The app's night screen and
``leaguemgr live`` both go through here.

A kill at any moment loses at most the action in flight: its row is in the transaction
that SQLite rolls back. Everything random (seats, moves) is decided before the row is
written and kept in it, so the next start replays exactly the same night.

Every action is stamped with the time it is made (``now``), and the clock is its stored
moves: a night opened again after a restart, at a later time, reads the clock at that time
and finds it where it would have been had nothing stopped.
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections.abc import Callable, Iterator, Mapping, Sequence
from contextlib import contextmanager
from datetime import date
from decimal import Decimal

from leaguemgr.domain.clock.clock import ClockMove, ClockReading
from leaguemgr.domain.dealer_credits import DealerLedger, credit_seasons, walk_credits
from leaguemgr.domain.entries import counting_entries
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.knockouts import Heads
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.names import shown_names, with_names
from leaguemgr.domain.night import director
from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.night.closing import close_event, finishes, with_deal
from leaguemgr.domain.night.knockouts import last_collections, night_heads, with_bounties
from leaguemgr.domain.night.play import apply, replay
from leaguemgr.domain.night.setup import night_rules_for
from leaguemgr.domain.night.state import NightError, NightState, at_time
from leaguemgr.domain.payouts import NoPayoutRow, percents_for, split_by_finish
from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventState,
    KnockoutRules,
    League,
    LedgerLine,
    SeasonRules,
    event_knockout,
    event_state,
    event_terms,
)
from leaguemgr.language.texts import _
from leaguemgr.services.clock_source import Now, WallClock
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.storage import night_log
from leaguemgr.storage.errors import ChangedMeanwhile

__all__ = ["NightError", "NightService"]

# Tries of one action while other directors' actions keep landing first; each lost try
# means another action was written, so this many only run out under a flood of them.
_ATTEMPTS = 8


class NightService:
    """The live night of one league's events; ``rng`` decides seats (a seeded
    ``random.Random`` in tests, else ``secrets.SystemRandom``), ``now`` tells the time
    actions are stamped with and the clock is read at (tests give a fake one).

    ``read_again`` is called each time this service reads the whole league again because
    another program changed it (to follow it, or to decide an action anew): whoever shows
    the league must then show all of it again (the app's window; the CLI shows nothing)."""

    def __init__(
        self,
        service: LeagueService,
        rng: random.Random | None = None,
        now: Now | None = None,
        *,
        read_again: Callable[[], None] | None = None,
    ):
        self._service = service
        self._rng = rng or secrets.SystemRandom()
        self._kept: _Kept | None = None
        self._now = now or WallClock()
        self._director: str | None = None
        self._read_again = read_again

    @property
    def service(self) -> LeagueService:
        return self._service

    @property
    def director(self) -> str | None:
        """Whose actions these are (a director's page); ``None``: the Night screen, the CLI."""
        return self._director

    def acting_as(self, director: str | None) -> NightService:
        """A NightService over the same LeagueService whose actions are logged with
        ``director`` (the web desk makes one per request). It keeps no night of this one's:
        each decides on the night as stored, so two directors' actions never mix."""
        acting = NightService(self._service, self._rng, self._now, read_again=self._read_again)
        acting._director = director
        return acting

    # Reading ------------------------------------------------------------------------------

    def event(self, season: str, number: int) -> Event:
        """The event as stored now (another director's actions included)."""
        self._follow()
        event = self._service.event(season, number)
        if event is None:
            raise NightError(
                _("season {season} has no event {number}").format(season=season, number=number)
            )
        return event

    def state(self, season: str, number: int) -> EventState:
        return event_state(self.event(season, number))

    def night(self, season: str, number: int) -> NightState:
        """The running night as it stands."""
        return self.night_of(season, number, self._running(season, number))

    def night_of(self, season: str, number: int, event: Event) -> NightState:
        """The night of the running ``event`` as just read: the state this service's last
        action produced while that action's log is the one stored (the usual case: no
        replay), else its log replayed (another program or an undo wrote meanwhile)."""
        kept = self._kept_night(season, number)
        if kept is not None and kept[0] == event.night:
            return kept[1]
        return replay(event.night)

    def now(self) -> float:
        """The time now, in seconds since the epoch, as this service tells it."""
        return round(self._now(), 3)

    def clock(self, season: str, number: int) -> ClockReading:
        """The clock of the running night now (a read: nothing is written)."""
        return self.night(season, number).clock_at(self.now())

    def player_id(self, text: str) -> str:
        """A player named by id or by exact name."""
        players = self._service.league.players
        for player in players:
            if player.id == text:
                return player.id
        named = [player.id for player in players if player.name == text]
        if len(named) == 1:
            return named[0]
        if named:
            raise NightError(_("two players are called '{name}': use their ids").format(name=text))
        raise NightError(_("there is no player '{name}'").format(name=text))

    # The night ----------------------------------------------------------------------------

    def start(self, season: str, number: int) -> Change:
        """Mark the event running (creating it if it is new); a running night resumes."""
        self._follow()
        found = self._service.event(season, number)
        if found is not None and event_state(found) is EventState.RUNNING:
            return Change.of(season=season)
        if found is not None and event_state(found) is EventState.CLOSED:
            raise NightError(_("event {number} is closed").format(number=number))
        base = found or Event(number=number, date=date.today().isoformat())
        rules = self._service.season(season).rules
        night_rules = night_rules_for(rules, base, self._service.league_structure())
        begin = dataclasses.replace(
            director.start_night(night_rules), at=self.now(), director=self._director
        )
        event = dataclasses.replace(base, state=EventState.RUNNING, night=(begin,))
        return self._service.save_event(season, event)

    def arrive(
        self,
        season: str,
        number: int,
        player: str,
        *,
        paid: bool = True,
        on_time: bool = False,
        exact_change: bool = False,
        free_entry: bool = False,
        absent: bool = False,
    ) -> Change:
        """A player arrives (after the draw: a late seat). ``absent``: registered and seated,
        chips on the table, but not there yet (SPEC 4.2); :meth:`present` when they come."""
        player = self.player_id(player)
        if free_entry:
            self._check_free_entry(season, number, player)
        return self._act(
            season,
            number,
            lambda state: director.arrive(
                state,
                player,
                self._rng,
                paid=paid,
                on_time=on_time,
                exact_change=exact_change,
                free_entry=free_entry,
                absent=absent,
            ),
        )

    def draw(
        self,
        season: str,
        number: int,
        seed: int | None = None,
        cards: dict[str, str] | None = None,
    ) -> Change:
        """Seat everyone who arrived: drawn here (``seed`` for a repeatable draw), or where
        the ``cards`` they drew at the table say (AZ: {player: "A♠", ...})."""
        if cards is not None:
            named = {self.player_id(player): card for player, card in cards.items()}
            return self._act(season, number, lambda state: director.draw_from_cards(state, named))
        rng = self._rng if seed is None else random.Random(seed)
        return self._act(season, number, lambda state: director.draw_seats(state, rng))

    def rebuy(self, season: str, number: int, player: str) -> Change:
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.rebuy(state, player, self._rng))

    def addon(self, season: str, number: int, player: str) -> Change:
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.addon(state, player))

    def bust(
        self,
        season: str,
        number: int,
        players: Sequence[str],
        by: Sequence[str] = (),
        chips: Mapping[str, int] | None = None,
        rebuy_follows: bool = False,
    ) -> Change:
        """Players out in one hand, with their hitmen (each credited, SPEC 4.2; the first
        named collects a bounty). ``chips``: what each began the hand with, by player: at
        one table fewer chips finish lower and equal chips share; players at different
        tables share the place (SPEC 4.1). Without ``chips`` they all share.
        ``rebuy_follows``: the player rebuys at once (the director answered the rebuy
        question), so no table moves or is redrawn in between; call :meth:`rebuy` next."""
        out = tuple(self.player_id(p) for p in players)
        hitmen = tuple(self.player_id(p) for p in by)
        stacks = {self.player_id(p): count for p, count in (chips or {}).items()}
        return self._act(
            season,
            number,
            lambda state: director.bust(state, out, hitmen, self._rng, stacks, rebuy_follows),
        )

    def knockout(self, season: str, number: int) -> KnockoutRules | None:
        """The knockout bounties of a night (SPEC 9); ``None``: none."""
        return event_knockout(self.event(season, number), self._service.season(season).rules)

    def heads(self, season: str, number: int) -> Heads | None:
        """The heads and the bounties collected as the night stands; ``None``: no bounties."""
        rule = self.knockout(season, number)
        return None if rule is None else night_heads(self.event(season, number).night, rule)

    def last_collections(self, season: str, number: int) -> dict[str, Decimal]:
        """What each hitman collected on the night's last action (a bust), in the order
        named: empty without knockout bounties."""
        rule = self.knockout(season, number)
        if rule is None:
            return {}
        return last_collections(self.event(season, number).night, rule)

    def present(self, season: str, number: int, player: str) -> Change:
        """An absent player has turned up and plays from their seat."""
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.present(state, player))

    def away(self, season: str, number: int, player: str) -> Change:
        """A seated player has left the table: absent from now, their chips blinded."""
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.away(state, player))

    def remove(self, season: str, number: int, player: str) -> Change:
        """An absent unpaid player's chips come off the table (due when the season's
        ``absent_chips_removed_at_level`` begins): a no-show, out of the seating."""
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.remove(state, player, self._rng))

    def forfeit(self, season: str, number: int, player: str) -> Change:
        """An absent paid player, away over ``forfeit_after_minutes`` and blinded off, is out:
        ``forfeit`` at close (a paid ``no_show`` if they never turned up), with a finish."""
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.forfeit(state, player, self._rng))

    def hand_for_hand(self, season: str, number: int, on: bool) -> Change:
        """The tables play hand for hand (or no longer): busts of one hand at different
        tables share the place."""
        return self._act(season, number, lambda state: director.hand_for_hand(state, on))

    def dealer(self, season: str, number: int, player: str, game: str) -> Change:
        """``player`` deals tonight: a ``"full"`` or ``"half"`` game (dealer credits, SPEC
        2.6), or ``"none"`` to take them off the dealers."""
        player = self.player_id(player)
        return self._act(season, number, lambda state: director.dealer(state, player, game))

    def deal(self, season: str, number: int, stacks: dict[str, int], method: str = "icm") -> Change:
        """The players left share the prizes still to be paid by their ``stacks`` (every
        player left, by id or name); they play on for the finish, and at close the deal
        replaces the payouts of their places."""
        named = {self.player_id(player): chips for player, chips in stacks.items()}
        rules = self._service.season(season).rules
        event = self._running(season, number)

        def decide(state: NightState) -> Action:
            prizes = _prizes_left(state, event, rules)
            return director.deal(state, named, prizes, method, rules.rounding_unit)

        return self._act(season, number, decide)

    def level(self, season: str, number: int, step: int) -> Change:
        """Level NEXT (``step`` 1) or PREV (-1): the clock goes to that period, level or
        break, at its full time (the rebuy period follows it)."""
        return self._act(season, number, lambda state: director.level(state, step))

    def clock_start(self, season: str, number: int) -> Change:
        """Start the clock on the level it shows (1, or where level NEXT/PREV put it)."""
        return self._clock(season, number, ClockMove.START)

    def clock_pause(self, season: str, number: int) -> Change:
        """Stop the clock (a dispute); it stays where it is until resumed."""
        return self._clock(season, number, ClockMove.PAUSE)

    def clock_resume(self, season: str, number: int) -> Change:
        return self._clock(season, number, ClockMove.RESUME)

    def clock_adjust(self, season: str, number: int, seconds: int) -> Change:
        """Add ``seconds`` to the level or break on the clock (negative: take them off)."""
        return self._clock(season, number, ClockMove.ADJUST, seconds)

    def undo(self, season: str, number: int) -> Change:
        """Take back the last action (never the start)."""
        self._follow()
        self._running(season, number)
        with self._service.database.transaction() as session:
            key = self._key(session, season, number)
            self._kept = None
            if night_log.undo_last(session, key) is None:
                raise NightError(_("there is nothing to undo"))
            actions = tuple(night_log.actions(session, key))
        event = dataclasses.replace(self.event(season, number), night=actions)
        return self._service.event_written(season, event)

    def close(
        self,
        season: str,
        number: int,
        ledger: Sequence[LedgerLine] = (),
        *,
        answered: Sequence[Entry] = (),
    ) -> Change:
        """Check the result and close the event: it becomes an ordinary event, its log goes.
        ``ledger`` (what the cash-out netted) is appended in the same transaction;
        ``answered``: the late cancels and no-shows the answers proposed and the organizer
        accepted (SPEC 10), added to the result."""
        closed = self.closing(season, number, answered=answered)
        return self._service.save_event(season, closed, ledger=ledger)

    def closing(self, season: str, number: int, *, answered: Sequence[Entry] = ()) -> Event:
        """The event as closing it would save it, nothing written: :class:`NightError` while
        the result is not whole."""
        with self._in_names():
            return self._closing(season, number, answered)

    def _closing(self, season: str, number: int, answered: Sequence[Entry]) -> Event:
        self._follow()
        event = self._running(season, number)
        night = replay(event.night)
        closed = close_event(night, event)
        if closed.cash_out is None and self._service.season(season).rules.cash_out:
            # A night run here is played down to one player standing, busts and all: a
            # tournament, whatever the season's nights usually are (SPEC 8 cash-outs).
            closed = dataclasses.replace(closed, cash_out=False)
        knockout = event_knockout(event, self._service.season(season).rules)
        closed = with_bounties(closed, event.night, knockout)
        if answered:
            closed = dataclasses.replace(closed, entries=(*closed.entries, *answered))
        if night.deal:
            rules = self._service.season(season).rules
            pool, percents = _pool_and_percents(closed.entries, event, rules)
            payouts = with_deal(night, closed.entries, pool, percents, rules.rounding_unit)
            closed = dataclasses.replace(closed, payouts=payouts)
        return dataclasses.replace(closed, night=())

    # Internals ----------------------------------------------------------------------------

    def _clock(self, season: str, number: int, move: ClockMove, seconds: int = 0) -> Change:
        return self._act(season, number, lambda state: director.clock(state, move, seconds))

    def _running(self, season: str, number: int) -> Event:
        event = self.event(season, number)
        state = event_state(event)
        if state is not EventState.RUNNING:
            raise NightError(
                _("event {number} is {state}, not running").format(number=number, state=state.value)
            )
        return event

    def _key(self, session, season: str, number: int) -> int:
        key, state = night_log.event_key(session, season, number)
        if state is not EventState.RUNNING:
            raise NightError(_("event {number} is not running").format(number=number))
        return key

    @contextmanager
    def _in_names(self) -> Iterator[None]:
        """A refusal of the rules names players by id: the director reads their names."""
        try:
            yield
        except NightError as exc:
            shown = shown_names(self._service.league.players)
            raise NightError(with_names(str(exc), shown)) from exc

    def _act(self, season: str, number: int, decide: Callable[[NightState], Action]) -> Change:
        with self._in_names():
            return self._act_named(season, number, decide)

    def _act_named(
        self, season: str, number: int, decide: Callable[[NightState], Action]
    ) -> Change:
        """Decide the action on the night as stored, and append it, in one transaction.

        Another director's action on the same night (another copy, another table) is no
        reason to refuse this one: the night is read again inside the transaction, so the
        league is read again first and the action decided on the night as it now stands.
        That includes an action that lands between the look at the change counter and this
        write (the write is then refused as stale): the league is read again and the
        action decided anew, a few times at most.
        """
        for attempt in range(1, _ATTEMPTS + 1):
            try:
                return self._act_once(season, number, decide)
            except ChangedMeanwhile:
                if attempt == _ATTEMPTS:
                    raise
                self._kept = None  # never decide on the night as it was
                self._reload()
        raise AssertionError("unreachable")  # the loop returns or raises

    def _act_once(self, season: str, number: int, decide: Callable[[NightState], Action]) -> Change:
        self._follow()
        self._running(season, number)
        database = self._service.database
        kept = self._kept_night(season, number)
        if kept is not None and self._kept is not None and not database.on_server:
            # The night as this service left it, nobody having written since (the claim
            # checks it): one row appended on the plain connection, the ORM's work spared.
            key, last = self._kept.key, self._kept.last
            with database.plain_transaction() as raw:
                actions, night = kept
                action, after = self._decided(night, decide)
                last = night_log.append_plainly(raw, key, action, last)
        else:
            with database.transaction() as session:
                kept = self._kept_night(season, number)
                if kept is None:
                    key, last = self._key(session, season, number), None
                    actions = tuple(night_log.actions(session, key))
                    night = replay(actions)
                else:
                    # Nobody wrote since this service's last action (the transaction
                    # checked): the event's key and its last action's number are still
                    # those it wrote.
                    actions, night = kept
                    key, last = self._kept.key, self._kept.last
                action, after = self._decided(night, decide)
                last = night_log.append(session, key, action, last)
        log = (*actions, action)
        seen = self._service.database.seen
        self._kept = _Kept(season, number, seen, log, after, key, last)
        event = dataclasses.replace(self.event(season, number), night=log)
        return self._service.event_written(season, event)

    def _decided(
        self, night: NightState, decide: Callable[[NightState], Action]
    ) -> tuple[Action, NightState]:
        """The action decided on ``night`` as the clock has it now, and the night after it."""
        now = self.now()
        action = dataclasses.replace(decide(at_time(night, now)), at=now, director=self._director)
        return action, apply(night, action)

    def _kept_night(self, season: str, number: int) -> tuple[tuple[Action, ...], NightState] | None:
        """The night kept from this service's last action, while nothing else wrote the
        league since (the change counter it saw then is the one it sees now): an action
        then costs one apply, not a replay of the whole log."""
        kept = self._kept
        if kept is None or (kept.season, kept.number) != (season, number):
            return None
        if kept.seen is None or kept.seen != self._service.database.seen:
            self._kept = None
            return None
        return kept.log, kept.night

    def _follow(self) -> None:
        if self._service.changed_elsewhere():
            self._reload()

    def _reload(self) -> None:
        self._service.reload()
        if self._read_again is not None:
            self._read_again()

    def _check_free_entry(self, season: str, number: int, player: str) -> None:
        """Refuse a free entry the player has not earned by dealing (SPEC 2.6)."""
        league = self._service.league
        event = self._running(season, number)
        state = replay(event.night)
        used = [a.player for a in state.arrivals if a.free_entry] + [player]
        trial = dataclasses.replace(
            event,
            entries=tuple(
                Entry(player=p, status=EntryStatus.NO_SHOW, paid=False, free_entry=True)
                for p in used
            ),
        )
        index = [s.name for s in league.seasons].index(season)
        trial_league = _with_event(league, season, trial)
        problems = list(walk_credits(credit_seasons(trial_league, 0, index + 1), DealerLedger()))
        if problems:
            name = shown_names(league.players).get(player, player)
            raise NightError(_("{name} has no free entry earned by dealing").format(name=name))


@dataclasses.dataclass(frozen=True, slots=True)
class _Kept:
    """A night as this service left it after its last action, and the league's change
    counter right after that write (with where that action was written)."""

    season: str
    number: int
    seen: int | None
    log: tuple[Action, ...]
    night: NightState
    key: int  # the event's, in the database
    last: int  # the number of the night's last action in the database's log


def _pool_and_percents(
    entries: Sequence[Entry], event: Event, rules: SeasonRules
) -> tuple[Decimal, tuple[Decimal, ...]]:
    terms = event_terms(event, rules)
    knockout = event_knockout(event, rules)
    money = compute_event_money(
        entries, terms, False, rules.set_asides, rules.bounty, event.added, knockout, event.others
    )
    try:
        return money.pool, percents_for(rules.payout_table, money.entries)
    except NoPayoutRow as exc:
        raise NightError(str(exc)) from None


def _prizes_left(state: NightState, event: Event, rules: SeasonRules) -> list[Decimal]:
    """The payouts of places 1..k, k the players left, as the night stands."""
    entries = counting_entries(state.entries_so_far())  # chips taken off: no entry, no place
    pool, percents = _pool_and_percents(entries, event, rules)
    finish = finishes(state)
    for place, player in enumerate(state.remaining, 1):
        finish[player] = place
    amounts = split_by_finish(
        pool, percents, [finish[e.player] for e in entries], rules.rounding_unit
    )
    by_place = {finish[e.player]: amount for e, amount in zip(entries, amounts, strict=True)}
    return [by_place.get(place) or ZERO for place in range(1, len(state.remaining) + 1)]


def _with_event(league: League, season: str, event: Event) -> League:
    seasons = tuple(
        dataclasses.replace(
            s, events=tuple(event if e.number == event.number else e for e in s.events)
        )
        if s.name == season
        else s
        for s in league.seasons
    )
    return dataclasses.replace(league, seasons=seasons)
