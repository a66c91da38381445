"""Dealer credits: units for dealing, free entries earned and used (SPEC 2.6).

Credits belong to the league, not the season: they carry over from one season to the next,
so the state at a season's end is computed over every earlier season too.
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field

from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.records import Dealer, DealerGame, League
from leaguemgr.domain.results import DealerCreditRow
from leaguemgr.language.texts import _

UNITS_PER_GAME = {DealerGame.FULL: 2, DealerGame.HALF: 1}
UNITS_PER_FREE_ENTRY = 6


@dataclass(slots=True)
class _Account:
    units: int = 0
    available: int = 0
    earned_in_season: int = 0
    used_in_season: int = 0
    active: bool = False


@dataclass(slots=True)
class DealerLedger:
    """The running dealer-credit accounts of a league, walked event by event."""

    accounts: dict[str, _Account] = field(default_factory=dict)

    def account(self, player: str) -> _Account:
        if player not in self.accounts:
            self.accounts[player] = _Account()
        return self.accounts[player]

    def start_season(self) -> None:
        for account in self.accounts.values():
            account.earned_in_season = 0
            account.used_in_season = 0

    def available(self, player: str) -> int:
        account = self.accounts.get(player)
        return account.available if account else 0

    def use_free_entry(self, player: str) -> bool:
        """Spend one free entry; ``False`` (and nothing spent) if the player has none."""
        account = self.account(player)
        account.active = True
        if account.available <= 0:
            return False
        account.available -= 1
        account.used_in_season += 1
        return True

    def credit_dealing(self, player: str, game: DealerGame) -> None:
        account = self.account(player)
        account.active = True
        account.units += UNITS_PER_GAME[game]
        while account.units >= UNITS_PER_FREE_ENTRY:
            account.units -= UNITS_PER_FREE_ENTRY
            account.available += 1
            account.earned_in_season += 1

    def copy(self) -> DealerLedger:
        """An independent copy: a carried-in ledger is walked again after every edit."""
        return DealerLedger(
            {
                player: _Account(
                    a.units, a.available, a.earned_in_season, a.used_in_season, a.active
                )
                for player, a in self.accounts.items()
            }
        )

    def rows(self) -> tuple[DealerCreditRow, ...]:
        return tuple(
            DealerCreditRow(
                player=player,
                units=account.units,
                free_entries_earned=account.earned_in_season,
                free_entries_used=account.used_in_season,
                free_entries_available=account.available,
            )
            for player, account in self.accounts.items()
            if account.active
        )


def dealer_credits_at_season_end(
    league: League, season_index: int
) -> tuple[DealerLedger, list[Problem]]:
    """The ledger at the end of season ``season_index``, and any free entry not earned."""
    ledger = DealerLedger()
    problems = list(walk_credits(credit_seasons(league, 0, season_index + 1), ledger))
    return ledger, problems


@dataclass(frozen=True, slots=True)
class CreditEvent:
    """What dealer credits need from one event: its free entries and its dealers.

    ``position`` is the event's index in its season and each free entry keeps its index in
    the event, so that a problem names the same place in the league file whether the walk
    runs over whole records or over rows read straight from the database.
    """

    position: int
    number: int
    free_entries: tuple[tuple[int, str], ...]
    dealers: tuple[Dealer, ...]


@dataclass(frozen=True, slots=True)
class CreditSeason:
    """One season as the dealer-credit walk sees it.

    Events with neither a dealer nor a free entry change nothing and may be left out.
    """

    index: int
    enabled: bool
    events: tuple[CreditEvent, ...]


def credit_seasons(league: League, start: int, stop: int) -> Iterator[CreditSeason]:
    """Seasons ``start`` to ``stop - 1`` of ``league``, reduced to what the walk needs."""
    for season_index in range(start, stop):
        season = league.seasons[season_index]
        events = []
        for position, event in enumerate(season.events):
            free = tuple([(i, e.player) for i, e in enumerate(event.entries) if e.free_entry])
            if free or event.dealers:
                events.append(CreditEvent(position, event.number, free, event.dealers))
        yield CreditSeason(season_index, season.rules.dealer_credits, tuple(events))


def walk_credits(seasons: Iterable[CreditSeason], ledger: DealerLedger) -> Iterator[Problem]:
    """Walk ``seasons`` in order, event by event, updating ``ledger``; yield unearned uses."""
    for season in seasons:
        ledger.start_season()
        enabled = season.enabled
        # Events are walked in number order (numbers are unique within a season).
        for event in sorted(season.events, key=_by_number):
            base: Location = ("seasons", season.index, "events", event.position)
            # Credits earned at an event can be used only at a later one: spend first.
            for entry_index, player in event.free_entries:
                where = (*base, "entries", entry_index, "free_entry")
                if not enabled:
                    yield Problem(where, True, _("this season has no dealer credits"))
                elif not ledger.use_free_entry(player):
                    yield Problem(
                        where,
                        True,
                        _(
                            "{player} uses a free entry at event {number} "
                            "but has not earned one from dealing"
                        ).format(player=player, number=event.number),
                    )
            if enabled:
                for dealer in event.dealers:
                    ledger.credit_dealing(dealer.player, dealer.game)


def _by_number(event: CreditEvent) -> int:
    return event.number
