"""Each player's net winnings over a season's regular events: the tie-break by money (SPEC 8)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from decimal import Decimal

from leaguemgr.domain.entries import counting_entries
from leaguemgr.domain.event_money import entry_buyin
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import Event, SeasonRules, event_terms
from leaguemgr.domain.results import EventResult

BountiesWon = Callable[[EventResult], Sequence[tuple[str, Decimal]]]
"""The knockout bounties each player collected at an event (SPEC 9)."""


def no_bounties(result: EventResult) -> Sequence[tuple[str, Decimal]]:
    """Knockout bounties are not part of an event's result yet: nothing was collected.

    The seam for SPEC 9: once an event's result carries the bounties each player collected,
    pass a function that reads them to :func:`net_winnings`.
    """
    return ()


def net_winnings(
    events: Sequence[Event],
    results: Sequence[EventResult],
    rules_of: Callable[[Event], SeasonRules],
    bounties: BountiesWon = no_bounties,
) -> dict[str, Decimal]:
    """Prizes from the pool and bounties collected, less the buy-ins, rebuys and add-ons each
    player paid. A free entry was paid by the league, so its buy-in is not the player's."""
    net: dict[str, Decimal] = {}
    for event, result in zip(events, results, strict=True):
        terms = event_terms(event, rules_of(event))
        for entry in counting_entries(event.entries):
            buyin = ZERO if entry.free_entry else entry_buyin(entry, terms, event.pick_a_stack)
            spent = buyin + entry.rebuys * terms.rebuy_cost + entry.addons * terms.addon_cost
            net[entry.player] = net.get(entry.player, ZERO) - spent
        for payout in result.payouts:
            net[payout.player] = net.get(payout.player, ZERO) + payout.amount
        for player, amount in bounties(result):
            net[player] = net.get(player, ZERO) + amount
    return net
