"""The money of one event: gross, set-asides, pool and comped entries (SPEC 2.2)."""

from __future__ import annotations

from collections.abc import Sequence
from decimal import Decimal

from leaguemgr.domain.entries import counting_entries
from leaguemgr.domain.knockouts import knockout_money
from leaguemgr.domain.money import ZERO, cents, percent_of
from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    Entry,
    EventTerms,
    KnockoutRules,
    SetAside,
    UnnamedEntries,
)
from leaguemgr.domain.results import EventMoney

BOUNTY_FUND = "bounty"


def entry_buyin(entry: Entry, terms: EventTerms, pick_a_stack: bool) -> Decimal:
    """What this entry's buy-in is worth: its own in a pick-a-stack event, else the event's."""
    if pick_a_stack and entry.buyin is not None:
        return entry.buyin
    return terms.buyin


def compute_event_money(
    entries: Sequence[Entry],
    terms: EventTerms,
    pick_a_stack: bool,
    set_asides: Sequence[SetAside],
    bounty: BountyRules | None,
    added: Decimal = ZERO,
    knockout: KnockoutRules | None = None,
    others: UnnamedEntries | None = None,
) -> EventMoney:
    """Gross, the knockout money (taken first, SPEC 9), set-asides in the order listed
    (then the bounty), money ``added`` from outside the buy-ins, pool and comped value;
    ``others`` are the entries the league does not name (SPEC 8), at the event's prices.

    The pool may come out negative; callers that accept data refuse it (see validation).
    """
    return money_of_counting(
        counting_entries(entries), terms, pick_a_stack, set_asides, bounty, added, knockout, others
    )


def money_of_counting(
    counting: Sequence[Entry],
    terms: EventTerms,
    pick_a_stack: bool,
    set_asides: Sequence[SetAside],
    bounty: BountyRules | None,
    added: Decimal = ZERO,
    knockout: KnockoutRules | None = None,
    others: UnnamedEntries | None = None,
) -> EventMoney:
    """:func:`compute_event_money` of entries already known to count (SPEC 2.1)."""
    if not counting and (others is None or not others.entries):
        # An event nobody has entered yet is a planned night: no money moves.
        return EventMoney(0, ZERO, ZERO, (), ZERO, ZERO)
    # Counts are summed as integers and priced once: exact decimals make this equal to
    # pricing each entry, and it keeps a 100-entry event to a handful of decimal operations.
    rebuys = 0
    addons = 0
    for entry in counting:
        rebuys += entry.rebuys
        addons += entry.addons
    if pick_a_stack:
        buyins = ZERO
        comped = ZERO
        for entry in counting:
            buyin = entry_buyin(entry, terms, pick_a_stack)
            buyins += buyin
            if entry.free_entry:
                comped += buyin
    else:
        buyins = terms.buyin * len(counting)
        comped = terms.buyin * sum(1 for entry in counting if entry.free_entry)
    entries = len(counting)
    if others is not None:
        # Unnamed entries pay the event's prices and count as entries in every basis.
        entries += others.entries
        buyins += terms.buyin * others.entries
        rebuys += others.rebuys
        addons += others.addons
    gross = buyins + (rebuys * terms.rebuy_cost + addons * terms.addon_cost)
    # The knockout money is taken first: the set-asides are measured without it (SPEC 9).
    ko = knockout_money(knockout, counting, others)
    gross += ko.outside
    taken: list[tuple[str, Decimal]] = []
    for set_aside in set_asides:
        amount = set_aside_amount(set_aside, gross - ko.money, buyins - ko.buyin_part, entries)
        taken.append((set_aside.fund, amount))
    if bounty is not None:
        taken.append((BOUNTY_FUND, cents(bounty.amount_per_event)))
    pool = gross - ko.money - sum((amount for _, amount in taken), ZERO) + added
    return EventMoney(
        entries=entries,
        buyins=cents(buyins),
        gross=cents(gross),
        set_asides=tuple(taken),
        pool=cents(pool),
        comped=cents(comped),
        added=cents(added),
        knockouts=cents(ko.money),
    )


def set_aside_amount(set_aside: SetAside, gross: Decimal, buyins: Decimal, entries: int) -> Decimal:
    """One set-aside, rounded half-up to the cent."""
    match set_aside.basis:
        case Basis.PERCENT_OF_BUYINS:
            return cents(percent_of(buyins, set_aside.amount))
        case Basis.PERCENT_OF_GROSS:
            return cents(percent_of(gross, set_aside.amount))
        case Basis.PER_ENTRY:
            return cents(set_aside.amount * entries)
        case Basis.PER_EVENT:
            return cents(set_aside.amount)
    raise ValueError(f"unknown set-aside basis {set_aside.basis!r}")
