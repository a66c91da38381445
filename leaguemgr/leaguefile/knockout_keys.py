"""The knockout keys of a league file (SPEC 9): rules and event ``knockout``, entry
``bounties_won``.

All are optional and their defaults are not written, so a league file without knockout
bounties reads and writes as before. An event's ``"knockout": null`` is its own rule (none
at that event), which is why an event keeps whether it has the key at all.
"""

from __future__ import annotations

import dataclasses
from decimal import Decimal
from typing import Any

from leaguemgr.domain.errors import Location
from leaguemgr.domain.records import Entry, Event, KnockoutKind, KnockoutRules
from leaguemgr.leaguefile.fields import Obj, money_text

_DEFAULT_SHARE = Decimal(50)


def read_knockout(value: object, at: Location) -> KnockoutRules | None:
    """A ``knockout`` object (or null)."""
    if value is None:
        return None
    obj = Obj(value, at, "knockout")
    rule = KnockoutRules(
        kind=KnockoutKind(obj.choice("kind", [kind.value for kind in KnockoutKind])),
        amount=obj.money("amount"),
        share=obj.percent("share", _DEFAULT_SHARE),
        recorded=obj.flag("recorded", False),
    )
    obj.finish()
    return rule


def knockout_document(rule: KnockoutRules | None) -> dict[str, Any] | None:
    """The ``knockout`` object of ``rule``; ``share`` only where progressive bounties use
    it and it is not the default, ``recorded`` only when true."""
    if rule is None:
        return None
    document: dict[str, Any] = {"kind": rule.kind.value, "amount": money_text(rule.amount)}
    if rule.kind is KnockoutKind.PROGRESSIVE or rule.share != _DEFAULT_SHARE:
        document["share"] = money_text(rule.share)
    if rule.recorded:
        document["recorded"] = True
    return document


def read_event_knockout(obj: Obj, event: Event) -> Event:
    """``event`` with its own ``knockout`` rule where its object ``obj`` has the key."""
    if not obj.has("knockout"):
        return event
    rule = read_knockout(obj.nullable_object("knockout"), obj.where("knockout"))
    return dataclasses.replace(event, knockout=rule, knockout_set=True)


def write_event_knockout(event: Event, document: dict[str, Any]) -> None:
    """Add an event's own ``knockout`` rule (possibly null) to its object."""
    if event.knockout_set:
        document["knockout"] = knockout_document(event.knockout)


def read_bounties_won(obj: Obj) -> Decimal | None:
    """An entry's ``bounties_won`` (money), ``None`` when absent."""
    return obj.money("bounties_won", None)


def write_bounties_won(entry: Entry, document: dict[str, Any]) -> None:
    if entry.bounties_won is not None:
        document["bounties_won"] = money_text(entry.bounties_won)
