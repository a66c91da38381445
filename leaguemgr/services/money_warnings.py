"""Warnings about an event's money that do not stop it being saved.

A problem (:mod:`leaguemgr.domain.validation`) makes an event impossible to compute; a
warning is a result the rules accept but the organizer most likely did not mean: the bounty
target knocked out with nobody recorded as the buster (the pot silently carries over), a
winner recorded as busted, an entry not paid for. Warnings are shown beside the event and
never block a save.
"""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_out import is_settlement
from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import Problem
from leaguemgr.domain.event_money import entry_buyin
from leaguemgr.domain.ledger import entries_still_owed
from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import (
    Entry,
    EntryStatus,
    Event,
    EventTerms,
    LedgerFor,
    Season,
    SeasonRules,
)
from leaguemgr.language.texts import _, ngettext


def paid_applies(entry: Entry) -> bool:
    """Whether "Paid" means anything for the entry.

    A late cancellation pays nothing, and a free entry's buy-in is paid by the league: only
    its rebuys and add-ons are the player's to pay.
    """
    if entry.status is EntryStatus.LATE_CANCEL:
        return False
    return not (entry.free_entry and not entry.rebuys and not entry.addons)


def amount_owed(entry: Entry, terms: EventTerms, pick_a_stack: bool = False) -> Decimal:
    """What an unpaid entry owes: its buy-in (unless free), rebuys and add-ons."""
    if entry.paid or not paid_applies(entry) or not counts(entry):
        return ZERO
    buyin = ZERO if entry.free_entry else entry_buyin(entry, terms, pick_a_stack)
    return buyin + entry.rebuys * terms.rebuy_cost + entry.addons * terms.addon_cost


@dataclass(frozen=True, slots=True)
class EntryPaid:
    """What the ledger paid since of an entry marked unpaid (SPEC 7)."""

    still_owed: Decimal
    by_close: bool
    """Paid (in part) from the player's winnings when the night closed."""


def entries_paid_since(season: Season, number: int) -> dict[str, EntryPaid]:
    """Each unpaid entry of event ``number`` with what is still owed of it: the player's
    payments for entries pay their unpaid entries oldest first."""
    netted = {
        line.player
        for line in season.ledger
        if is_settlement(line, number) and line.purpose is LedgerFor.ENTRIES
    }
    return {
        player: EntryPaid(amount, player in netted)
        for (player, event), amount in entries_still_owed(season).items()
        if event == number
    }


def event_warnings(
    draft: Event,
    terms: EventTerms,
    bounty_target: str | None,
    money: Callable[[Decimal], str],
    paid_since: Mapping[str, EntryPaid] | None = None,
    owes: Mapping[str, Decimal] | None = None,
) -> tuple[Problem, ...]:
    """What looks wrong in an event without breaking a rule; locations as for problems.

    ``paid_since`` (a saved event): what the ledger paid of its unpaid entries since, so an
    entry the prize paid at the close says so instead of "not paid". ``owes``: what each
    player owes the league in all with the event as typed
    (:func:`~leaguemgr.services.season_money.owed_with_event`), the figure the Money screen
    gives (SPEC 7); without it, what the entry owes."""
    warnings: list[Problem] = []
    for index, entry in enumerate(draft.entries):
        where = ("entries", index)
        busted = len(entry.busted_by)
        if entry.finish == 1 and counts(entry) and busted > entry.rebuys:
            warnings.append(
                Problem(
                    (*where, "busted_by"),
                    list(entry.busted_by),
                    ngettext(
                        "{player} finished 1st but is recorded as busted {busted} time with "
                        "{rebuys}: the winner was never knocked out",
                        "{player} finished 1st but is recorded as busted {busted} times with "
                        "{rebuys}: the winner was never knocked out",
                        busted,
                    ).format(
                        player=entry.player,
                        busted=busted,
                        rebuys=ngettext("{count} rebuy", "{count} rebuys", entry.rebuys).format(
                            count=entry.rebuys
                        ),
                    ),
                )
            )
        if (
            bounty_target is not None
            and entry.player == bounty_target
            and counts(entry)
            and entry.finish not in (None, 1)
            and not entry.busted_by
        ):
            warnings.append(
                Problem(
                    (*where, "busted_by"),
                    None,
                    _(
                        "the bounty target {player} was knocked out (finish {finish}) but nobody "
                        "is recorded in Busted by: the bounty carries over unless you name who "
                        "busted them"
                    ).format(player=entry.player, finish=entry.finish),
                )
            )
        owed = amount_owed(entry, terms, draft.pick_a_stack)
        paid = (paid_since or {}).get(entry.player)
        balance = owed if owes is None else owes.get(entry.player, ZERO)
        if owed and paid is not None and paid.still_owed < owed:
            if paid.by_close and balance > 0:
                said = _(
                    "{player} came unpaid: {settled} paid from the prize at the close; owes "
                    "{balance} in all"
                )
            elif paid.by_close:
                said = _("{player} came unpaid: {settled} paid from the prize at the close")
            elif balance > 0:
                said = _(
                    "{player} came unpaid: {settled} paid since (Money screen); owes {balance} "
                    "in all"
                )
            else:
                said = _("{player} came unpaid: {settled} paid since (Money screen)")
            said = said.format(
                player=entry.player,
                settled=money(owed - paid.still_owed),
                balance=money(balance),
            )
            warnings.append(Problem((*where, "paid"), owed, said))
        elif owed:
            said = _("{player} owes {balance}: not paid")
            if balance < 0:  # a prize or a credit covers it, and more
                said = _(
                    "{player} came unpaid ({owed}) and owes nothing in all: the league owes them "
                    "{credit}"
                )
            elif balance == 0:
                said = _("{player} came unpaid ({owed}) and owes nothing in all")
            elif balance != owed:  # dues, fines or other nights besides this entry
                said = _("{player} owes {balance} in all: {owed} not paid here")
            said = said.format(
                player=entry.player,
                balance=money(balance),
                owed=money(owed),
                credit=money(-balance),
            )
            warnings.append(Problem((*where, "paid"), owed, said))
    return tuple(warnings)


def free_addon_hint(event: Event, rules: SeasonRules) -> str:
    """What to say when an add-on costs nothing and gives no chips (most likely the season's
    add-on was never set up), or "" (issue 31)."""
    cost = rules.addon_cost if event.addon_cost is None else event.addon_cost
    chips = rules.chips.addon if rules.chips is not None else 0
    if cost or chips:
        return ""
    return _(
        "this add-on costs nothing and gives no chips: set its price and chips in Season "
        "setup (Ctrl+Z takes it back)"
    )
