"""Running a night live (SPEC 4): every action is one transaction, appended to the night's
log; the night's state is what replaying the log gives. The app's night screen and
``leaguemgr live`` both go through here.

A kill at any moment loses at most the action in flight: its row is in the transaction
that SQLite rolls back. Everything random (seats, moves) is decided before the row is
written and kept in it, so the next start replays exactly the same night.
"""

from __future__ import annotations

import dataclasses
import random
import secrets
from collections.abc import Callable, Sequence
from datetime import date
from decimal import Decimal

from leaguemgr.domain.dealer_credits import DealerLedger, credit_seasons, walk_credits
from leaguemgr.domain.event_money import compute_event_money
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.night import director
from leaguemgr.domain.night.actions import Action
from leaguemgr.domain.night.closing import close_event, finishes, with_deal
from leaguemgr.domain.night.rules import night_rules_for
from leaguemgr.domain.night.state import NightError, NightState, replay
from leaguemgr.domain.payouts import NoPayoutRow, percents_for, split_by_finish
from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventState,
    League,
    SeasonRules,
    event_state,
    event_terms,
)
from leaguemgr.services.league_service import Change, LeagueService
from leaguemgr.storage import night_log

__all__ = ["NightError", "NightService"]


class NightService:
    """The live night of one league's events; ``rng`` decides seats (a seeded
    ``random.Random`` in tests, else ``secrets.SystemRandom``)."""

    def __init__(self, service: LeagueService, rng: random.Random | None = None):
        self._service = service
        self._rng = rng or secrets.SystemRandom()

    @property
    def service(self) -> LeagueService:
        return self._service

    # Reading ------------------------------------------------------------------------------

    def event(self, season: str, number: int) -> Event:
        """The event as stored now (another director's actions included)."""
        self._follow()
        event = self._service.event(season, number)
        if event is None:
            raise NightError(f"season {season} has no event {number}")
        return event

    def state(self, season: str, number: int) -> EventState:
        return event_state(self.event(season, number))

    def night(self, season: str, number: int) -> NightState:
        """The running night as it stands."""
        event = self._running(season, number)
        return replay(event.night)

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
            raise NightError(f"two players are called '{text}': use their ids")
        raise NightError(f"there is no player '{text}'")

    # The night ----------------------------------------------------------------------------

    def start(self, season: str, number: int) -> Change:
        """Mark the event running (creating it if it is new); a running night resumes."""
        self._follow()
        found = self._service.event(season, number)
        if found is not None and event_state(found) is EventState.RUNNING:
            return Change.of(season=season)
        if found is not None and event_state(found) is EventState.CLOSED:
            raise NightError(f"event {number} is closed")
        base = found or Event(number=number, date=date.today().isoformat())
        rules = self._service.season(season).rules
        begin = director.start_night(night_rules_for(rules, event_terms(base, rules)))
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
    ) -> Change:
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
        self, season: str, number: int, players: Sequence[str], by: Sequence[str] = ()
    ) -> Change:
        """Players out in one hand (they share the place), with their hitmen."""
        out = tuple(self.player_id(p) for p in players)
        hitmen = tuple(self.player_id(p) for p in by)
        return self._act(season, number, lambda state: director.bust(state, out, hitmen, self._rng))

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
        return self._act(season, number, lambda state: director.level(state, step))

    def undo(self, season: str, number: int) -> Change:
        """Take back the last action (never the start)."""
        self._follow()
        self._running(season, number)
        with self._service.database.transaction() as session:
            key = self._key(session, season, number)
            if night_log.undo_last(session, key) is None:
                raise NightError("there is nothing to undo")
            actions = tuple(night_log.actions(session, key))
        event = dataclasses.replace(self.event(season, number), night=actions)
        return self._service.event_written(season, event)

    def close(self, season: str, number: int) -> Change:
        """Check the result and close the event: it becomes an ordinary event, its log goes."""
        self._follow()
        event = self._running(season, number)
        night = replay(event.night)
        closed = close_event(night, event)
        if night.deal:
            rules = self._service.season(season).rules
            pool, percents = _pool_and_percents(closed.entries, event, rules)
            payouts = with_deal(night, closed.entries, pool, percents, rules.rounding_unit)
            closed = dataclasses.replace(closed, payouts=payouts)
        return self._service.save_event(season, dataclasses.replace(closed, night=()))

    # Internals ----------------------------------------------------------------------------

    def _running(self, season: str, number: int) -> Event:
        event = self.event(season, number)
        state = event_state(event)
        if state is not EventState.RUNNING:
            raise NightError(f"event {number} is {state.value}, not running")
        return event

    def _key(self, session, season: str, number: int) -> int:
        key, state = night_log.event_key(session, season, number)
        if state is not EventState.RUNNING:
            raise NightError(f"event {number} is not running")
        return key

    def _act(self, season: str, number: int, decide: Callable[[NightState], Action]) -> Change:
        """Decide the action on the night as stored, and append it, in one transaction.

        Another director's action on the same night (another copy, another table) is no
        reason to refuse this one: the night is read again inside the transaction, so the
        league is read again first and the action decided on the night as it now stands.
        """
        self._follow()
        self._running(season, number)
        with self._service.database.transaction() as session:
            key = self._key(session, season, number)
            actions = night_log.actions(session, key)
            action = decide(replay(actions))
            night_log.append(session, key, action)
        event = dataclasses.replace(self.event(season, number), night=(*actions, action))
        return self._service.event_written(season, event)

    def _follow(self) -> None:
        if self._service.changed_elsewhere():
            self._service.reload()

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
            raise NightError(f"{player} has no free entry earned by dealing")


def _pool_and_percents(
    entries: Sequence[Entry], event: Event, rules: SeasonRules
) -> tuple[Decimal, tuple[Decimal, ...]]:
    terms = event_terms(event, rules)
    money = compute_event_money(entries, terms, False, rules.set_asides, rules.bounty)
    try:
        return money.pool, percents_for(rules.payout_table, money.entries)
    except NoPayoutRow as exc:
        raise NightError(str(exc)) from None


def _prizes_left(state: NightState, event: Event, rules: SeasonRules) -> list[Decimal]:
    """The payouts of places 1..k, k the players left, as the night stands."""
    entries = state.entries_so_far()
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
