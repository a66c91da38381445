"""A night played to a cash-out (SPEC 8): a timed game whose chips are cashed out at the end.

Its ``payouts`` are every player's cash-out (0 may be listed or left out) and its finishes
follow from them: more first, equal amounts tie. It has no payout table. An event holds the
finishes that follow (the league file may leave them out), so the standings' count-back and
wins read it like any other night; :func:`cash_out_problems` refuses finishes that do not
follow.
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain.entries import counts
from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.money import ZERO, format_money
from leaguemgr.domain.records import Entry, Event, EventKind, SeasonRules
from leaguemgr.language.texts import _


def is_cash_out(event: Event, rules: SeasonRules) -> bool:
    """Whether ``event`` was played to a cash-out: its own word, else the season's. The
    championship is played for its pool and its payout table, never to a cash-out."""
    if event.kind is not EventKind.REGULAR:
        return False
    return rules.cash_out if event.cash_out is None else event.cash_out


def cash_outs(event: Event) -> dict[str, Decimal]:
    """Each listed player's cash-out (a player listed twice: the sum)."""
    amounts: dict[str, Decimal] = {}
    for player, amount in event.payouts or ():
        amounts[player] = amounts.get(player, ZERO) + amount
    return amounts


def finishes_from_cash_outs(
    entries: tuple[Entry, ...], amounts: dict[str, Decimal]
) -> dict[str, int]:
    """The finish of each counting entry: more cashed out first, equal amounts tied (the
    next finish skips, 1, 2, 2, 4); a counting player not listed cashed out 0."""
    counting = [entry.player for entry in entries if counts(entry)]
    ordered = sorted(counting, key=lambda player: -amounts.get(player, ZERO))
    finishes: dict[str, int] = {}
    finish, before = 0, None
    for position, player in enumerate(ordered, 1):
        amount = amounts.get(player, ZERO)
        if amount != before:
            finish, before = position, amount
        finishes[player] = finish
    return finishes


def with_cash_out_finishes(event: Event, rules: SeasonRules, *, refill: bool = False) -> Event:
    """``event`` with the finishes its cash-outs give, where a counting entry has none (every
    counting entry with ``refill``: the editor, after a cash-out was typed), and its
    ``payouts`` a list (none typed yet: everyone cashed out 0). Other events as they are."""
    if not is_cash_out(event, rules):
        return event
    finishes = finishes_from_cash_outs(event.entries, cash_outs(event))
    entries = tuple(
        replace(entry, finish=finishes[entry.player])
        if entry.player in finishes and (refill or entry.finish is None)
        else entry
        for entry in event.entries
    )
    return replace(event, entries=entries, payouts=event.payouts or ())


def cash_out_problems(event: Event, rules: SeasonRules, at: Location) -> Iterator[Problem]:
    """What cannot stand on a night played to a cash-out: a cash-out for an entry that does
    not count, unnamed entries (nobody knows what they cashed out), or a finish other than
    the one the cash-outs give."""
    if not is_cash_out(event, rules):
        return
    counting = {entry.player for entry in event.entries if counts(entry)}
    for index, (player, _amount) in enumerate(event.payouts or ()):
        if player not in counting:
            yield Problem(
                (*at, "payouts", index, "player"),
                player,
                _("{player} cashed out at event {number} without an entry that counts").format(
                    player=player, number=event.number
                ),
            )
            return
    if event.others is not None and event.others.entries:
        yield Problem(
            (*at, "others"),
            event.others.entries,
            _("event {number} was played to a cash-out: name every player who cashed out").format(
                number=event.number
            ),
        )
        return
    amounts = cash_outs(event)
    finishes = finishes_from_cash_outs(event.entries, amounts)
    for index, entry in enumerate(event.entries):
        follows = finishes.get(entry.player)
        if follows is not None and entry.finish is not None and entry.finish != follows:
            yield Problem(
                (*at, "entries", index, "finish"),
                entry.finish,
                _(
                    "{player} cashed out {amount} at event {number}, which finishes {follows}, "
                    "not {finish} (the finishes of a cash-out follow from the amounts)"
                ).format(
                    player=entry.player,
                    amount=format_money(amounts.get(entry.player, ZERO)),
                    number=event.number,
                    follows=follows,
                    finish=entry.finish,
                ),
            )
