"""Dealer credits: units for dealing, free entries earned and used (SPEC 2.6).

Credits belong to the league, not the season: they carry over from one season to the next,
so the state at a season's end is computed over every earlier season too.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import dataclass, field

from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.records import DealerGame, League
from leaguemgr.domain.results import DealerCreditRow

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
    problems = list(_walk(league, season_index, ledger))
    return ledger, problems


def _walk(league: League, through_season: int, ledger: DealerLedger) -> Iterator[Problem]:
    for season_index, season in enumerate(league.seasons[: through_season + 1]):
        ledger.start_season()
        enabled = season.rules.dealer_credits
        in_order = sorted(enumerate(season.events), key=lambda pair: pair[1].number)
        for position, event in in_order:
            base: Location = ("seasons", season_index, "events", position)
            # Credits earned at an event can be used only at a later one: spend first.
            for entry_index, entry in enumerate(event.entries):
                if not entry.free_entry:
                    continue
                where = (*base, "entries", entry_index, "free_entry")
                if not enabled:
                    yield Problem(where, True, "this season has no dealer credits")
                elif not ledger.use_free_entry(entry.player):
                    yield Problem(
                        where,
                        True,
                        f"{entry.player} uses a free entry at event {event.number} "
                        "but has not earned one from dealing",
                    )
            if enabled:
                for dealer in event.dealers:
                    ledger.credit_dealing(dealer.player, dealer.game)
