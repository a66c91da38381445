"""Paid money stays paid (SPEC 4): a closed event keeps the money rules it was paid with.

When a season's rules change, each closed event whose money the change would move keeps
the rules it had (``Event.frozen_rules``), unless the organizer chooses to recompute the
closed events too. Only the rules of an event's money are kept: prices, rebuy limit,
set-asides, payout table, rounding, knockout bounties and the bounty contribution. Points,
the no-show policy and the championship follow the season, like any rule that is not money.
"""

from __future__ import annotations

import dataclasses

from leaguemgr.domain.money import ZERO
from leaguemgr.domain.records import (
    BountyRules,
    Event,
    EventState,
    Season,
    SeasonRules,
    event_state,
)

# The knockout bounties (SPEC 9) are money too: a night paid its bounties as it had them;
# a night played to a cash-out (SPEC 8) stays one when the season changes its word.
_MONEY_FIELDS = ("buyin", "rebuy_cost", "addon_cost", "max_rebuys", "set_asides",
                 "payout_table", "rounding_unit", "knockout", "cash_out")  # fmt: skip


def money_rules(rules: SeasonRules) -> tuple:
    """What of ``rules`` decides an event's money (two rules paying alike compare equal)."""
    bounty = None if rules.bounty is None else rules.bounty.amount_per_event
    return (*(getattr(rules, name) for name in _MONEY_FIELDS), bounty)


def rules_at(event: Event, rules: SeasonRules) -> SeasonRules:
    """The season ``rules`` as they apply to ``event``: its frozen money rules, if any."""
    frozen = event.frozen_rules
    if frozen is None:
        return rules
    bounty = rules.bounty
    if bounty is not None:
        # The target and the chain are the season's; only the contribution was paid.
        amount = frozen.bounty.amount_per_event if frozen.bounty is not None else ZERO
        bounty = BountyRules(amount_per_event=amount, initial_target=bounty.initial_target)
    values = {name: getattr(frozen, name) for name in _MONEY_FIELDS}
    return dataclasses.replace(rules, bounty=bounty, **values)


def with_new_rules(season: Season, rules: SeasonRules, recompute_closed: bool = False) -> Season:
    """``season`` under new ``rules``: each closed event keeps the money rules it was paid
    with (unless ``recompute_closed``); an event whose kept rules pay like the new ones
    follows the season again, so changing the rules back changes nothing."""
    new_money = money_rules(rules)
    events = []
    for event in season.events:
        frozen = event.frozen_rules
        if event_state(event) is EventState.CLOSED:
            paid_with = rules_at(event, season.rules) if frozen is not None else season.rules
            # An imported event's money is what its source recorded (SPEC 5): no season
            # rules recompute it.
            recorded = event.source is not None and frozen is not None
            keep = recorded or (not recompute_closed and money_rules(paid_with) != new_money)
            frozen = (frozen or season.rules) if keep else None
        if frozen is not event.frozen_rules:
            event = dataclasses.replace(event, frozen_rules=frozen)
        events.append(event)
    return dataclasses.replace(season, rules=rules, events=tuple(events))
