"""The prices of an imported night, so that its entries take in exactly what TD3 took in.

An event has one rebuy price and one add-on price; TD3 records what each stack cost, and
a night can have rebuys at two prices (two rebuy profiles, a fee typed at the table, a
profile whose bounty chip TD3 keeps out of its take-in). Priced at the usual rebuy such a
night would take in more or less than TD3 did, so the event keeps the usual price (the
most common) and each player's difference from it goes on their own buy-in (a pick-a-stack
event): every entry then pays to the cent what TD3 recorded for that player. Where the
usual price would leave a buy-in below zero, the cheapest price is the event's instead.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.td3.plan import ImportedEntry

ZERO = Decimal(0)


@dataclass(frozen=True, slots=True)
class EventPrices:
    rebuy: Decimal | None  # None: nobody rebought
    addon: Decimal | None
    buyins: dict[str, Decimal]  # each player's buy-in, with their difference on it
    moved: dict[str, Decimal]  # the differences (non-zero only), by player
    rebuys_paid: tuple[Decimal, ...] = ()  # the prices TD3 recorded, when more than one
    addons_paid: tuple[Decimal, ...] = ()


def event_prices(entries: Sequence[ImportedEntry]) -> EventPrices:
    """The event's rebuy and add-on prices and each entry's buy-in (see the module)."""
    rebuys = [amount for entry in entries for amount in entry.rebuy_amounts]
    addons = [amount for entry in entries for amount in entry.addon_amounts]
    if len(set(rebuys)) <= 1 and len(set(addons)) <= 1:  # the usual night: one price each
        rebuy, addon = _first(rebuys), _first(addons)
        return EventPrices(rebuy, addon, {e.player: e.buyin for e in entries}, {})
    rebuy, addon = _most_common(rebuys), _most_common(addons)
    moved = _differences(entries, rebuy, addon)
    if any(entry.buyin + moved.get(entry.player, ZERO) < 0 for entry in entries):
        rebuy, addon = min(rebuys, default=None), min(addons, default=None)
        moved = _differences(entries, rebuy, addon)
    buyins = {entry.player: entry.buyin + moved.get(entry.player, ZERO) for entry in entries}
    several = (tuple(sorted(set(paid))) if len(set(paid)) > 1 else () for paid in (rebuys, addons))
    return EventPrices(rebuy, addon, buyins, moved, *several)


def _differences(
    entries: Sequence[ImportedEntry], rebuy: Decimal | None, addon: Decimal | None
) -> dict[str, Decimal]:
    moved = {}
    for entry in entries:
        difference = ZERO
        if rebuy is not None:
            difference += sum((a - rebuy for a in entry.rebuy_amounts), ZERO)
        if addon is not None:
            difference += sum((a - addon for a in entry.addon_amounts), ZERO)
        if difference:
            moved[entry.player] = difference
    return moved


def _first(amounts: list[Decimal]) -> Decimal | None:
    return amounts[0] if amounts else None


def _most_common(amounts: Iterable[Decimal]) -> Decimal | None:
    counted = Counter(amounts).most_common()
    if not counted:
        return None
    most = counted[0][1]
    return min(amount for amount, count in counted if count == most)
