"""Knockout bounties during a night (SPEC 9): the heads as the log stands, who collects what
on a bust, and what each player collected once the night is over.

Everything comes from the night's log in order, so undoing a bust undoes its bounty: the
heads are played again without it. A rebuy buys a new bounty (on an empty head after a
bust); a player whose chips came off unpaid bought none; a forfeit's head nobody won.
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import replace
from decimal import Decimal
from typing import NamedTuple

from leaguemgr.domain.entries import counting_entries
from leaguemgr.domain.knockouts import Heads, fixed_from_busts, knockout_money
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.records import Event, KnockoutKind, KnockoutRules


def night_heads(log: Iterable[Action], rule: KnockoutRules) -> Heads:
    """The heads and the bounties collected after the actions of ``log``."""
    return _copied(_played(tuple(log), rule).heads)


class _Played(NamedTuple):
    log: tuple[Action, ...]
    rule: KnockoutRules
    heads: Heads
    """The heads after ``log`` (never changed once kept: callers get a copy)."""
    paid: dict[str, Decimal]
    """What the last action of ``log`` paid each hitman."""


_last: _Played | None = None
"""The log played last: a night grows one action at a time, and the Night screen asks for
its heads twice after each (the status, who collected what), so the next play starts from
these instead of the night's first action."""


def _played(log: tuple[Action, ...], rule: KnockoutRules) -> _Played:
    last = _last  # read once: another thread may keep another log meanwhile
    if last is not None and last.rule == rule and len(last.log) in (len(log), len(log) - 1):
        if last.log == log:
            return last
        if last.log == log[:-1]:
            return _keep(log, rule, _copied(last.heads))
    heads = Heads(rule)
    for action in log[:-1]:
        _play(heads, action)
    return _keep(log, rule, heads)


def _keep(log: tuple[Action, ...], rule: KnockoutRules, before_last: Heads) -> _Played:
    """``before_last`` (the heads before the last action of ``log``) played on, kept."""
    global _last
    paid = _play(before_last, log[-1]) if log else {}
    _last = _Played(log, rule, before_last, paid)
    return _last


def _copied(heads: Heads) -> Heads:
    return replace(heads, heads=dict(heads.heads), collected=dict(heads.collected))


def _play(heads: Heads, action: Action) -> dict[str, Decimal]:
    kind = action.kind
    collected: dict[str, Decimal] = {}
    if kind is Kind.ARRIVE or kind is Kind.REBUY:
        for player in action.players:
            heads.buy(player)
    elif kind is Kind.BUST:
        for player in action.players:
            for hitman, amount in heads.bust(player, action.by).items():
                collected[hitman] = collected.get(hitman, Decimal(0)) + amount
    elif kind is Kind.FORFEIT:
        for player in action.players:
            heads.bust(player, ())
    elif kind is Kind.REMOVE:
        for player in action.players:
            heads.heads.pop(player, None)  # an unpaid no-show is no entry: no bounty bought
    return collected


def last_collections(log: Sequence[Action], rule: KnockoutRules) -> dict[str, Decimal]:
    """What each hitman collects on the log's last action (a bust), in the order named."""
    return dict(_played(tuple(log), rule).paid)


def night_bounties(
    log: Iterable[Action], rule: KnockoutRules, winners: Sequence[str]
) -> dict[str, Decimal]:
    """What each player collected over the whole night, ``winners`` (finishing 1st) taking
    their own heads and every bounty nobody won."""
    return night_heads(log, rule).finish(winners)


def with_bounties(closed: Event, log: Sequence[Action], rule: KnockoutRules | None) -> Event:
    """A closed night's event with what each player collected written where the event
    alone would not give the same: always for progressive bounties (``bounties_won``, as a
    night typed afterwards states them), and for fixed ones only where the busts of the
    league file (one hitman each, no order of rebuys) would pay otherwise, say a bust shared
    by two hitmen. So the report after the close pays what the night paid, to the cent."""
    if rule is None:
        return closed
    counting = counting_entries(closed.entries)
    winners = [entry.player for entry in counting if entry.finish == 1]
    collected = {p: a for p, a in night_bounties(log, rule, winners).items() if a}
    if rule.kind is KnockoutKind.FIXED and not rule.recorded:
        money = knockout_money(rule, counting, closed.others).money
        by_busts = fixed_from_busts(rule.amount, counting, money)
        if {p: a for p, a in by_busts.items() if a} == collected:
            return closed
    entries = tuple(
        replace(entry, bounties_won=collected[entry.player]) if entry.player in collected else entry
        for entry in closed.entries
    )
    return replace(closed, entries=entries)
