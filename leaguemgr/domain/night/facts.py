"""The facts of a night that several screens show, each worked out in one place.

The Night screen, its clock strip, the big screen, the phone page and ``leaguemgr live
status`` all say whether rebuys are open, who carries the bounty, what the places pay and,
once the night is closed, how it ended. Each says it from here, so they cannot disagree.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from decimal import Decimal

from leaguemgr.domain.cash_out_night import is_cash_out
from leaguemgr.domain.frozen_money import rules_at
from leaguemgr.domain.night.closing import busted_by
from leaguemgr.domain.night.state import NightState
from leaguemgr.domain.records import Event, SeasonRules
from leaguemgr.domain.results import EventResult
from leaguemgr.language.texts import _


def rebuys_open(night: NightState) -> bool:
    """Rebuys and add-ons are taken now: the clock is within the rebuy period and no deal
    was made (after a deal the players left play out the finish for prizes shared)."""
    return night.rebuy_period_open() and not night.deal


def late_entry_open(night: NightState) -> bool | None:
    """Late arrivals are taken now; ``None`` when the season takes them all night."""
    if night.rules.late_registration_until_level is None:
        return None
    return night.late_registration_open() and not night.deal


@dataclass(frozen=True, slots=True)
class Bounty:
    """Who carries the bounty tonight, and who won it once they are out."""

    target: str
    won_by: str | None = None


def bounty_now(night: NightState | None, target: str | None) -> Bounty | None:
    """The bounty as the night stands: the target, and once a hitman busted them the first
    hitman named (as the close will credit it, even if the target rebought since)."""
    if target is None:
        return None
    if night is None:
        return Bounty(target)
    hitmen = [p for p in busted_by(night, target) if p != target]
    return Bounty(target, hitmen[0] if hitmen else None)


def bounty_text(bounty: Bounty | None, names: Mapping[str, str]) -> str:
    """ "Max Moore" while the target plays on, "Max Moore, won by Dana Diaz" once busted;
    empty without a bounty. ``names``: the names shown, by player id."""
    if bounty is None:
        return ""
    target = names.get(bounty.target, bounty.target)
    if bounty.won_by is None:
        return target
    won_by = names.get(bounty.won_by, bounty.won_by)
    return _("{target}, won by {hitman}").format(target=target, hitman=won_by)


@dataclass(frozen=True, slots=True)
class Prize:
    """A prize as the room reads it: a place and its amount, or after a deal a player's
    share (``player`` set; ``place`` then only counts the shares, most first: a deal is no
    finishing place, so no screen shows it as one)."""

    place: int
    amount: Decimal
    player: str | None = None


def prizes_now(table: Sequence[Decimal], deal: Sequence[tuple[str, Decimal]]) -> tuple[Prize, ...]:
    """What the places pay: the payout table's amounts (``table``, place 1 first), or after
    a deal each dealing player's share, most first, then the places below theirs that were
    paid already."""
    if not deal:
        return tuple(Prize(place, amount) for place, amount in enumerate(table, 1))
    # The deal names its players in the order the Deal dialog listed them (the players
    # left, not by chips): read as a list of prizes, that order looks like finishing places.
    most_first = sorted(deal, key=lambda share: share[1], reverse=True)
    shares = tuple(
        Prize(place, amount, player) for place, (player, amount) in enumerate(most_first, 1)
    )
    below = tuple(
        Prize(place, amount) for place, amount in enumerate(table, 1) if place > len(deal)
    )
    return shares + below


@dataclass(frozen=True, slots=True)
class Placed:
    place: int
    player: str
    prize: Decimal


@dataclass(frozen=True, slots=True)
class NightResult:
    """A closed night: its finishes best first with what each won."""

    number: int
    entries: int
    rebuys: int
    addons: int
    pool: Decimal
    places: tuple[Placed, ...]
    bounty: Bounty | None
    deal: bool = False
    """A deal made the prizes of the players who dealt (not the payout table's places)."""


def paid_by_deal(event: Event, rules: SeasonRules | None = None) -> bool:
    """Whether a deal paid the closed ``event``: its own payouts, as the deal set them (an
    import's recorded payouts are what was paid, not a deal; nor are the cash-outs of a
    night played to one, which the season's ``rules`` tell)."""
    source = event.source or ""
    if rules is not None and is_cash_out(event, rules_at(event, rules)):
        return False
    return event.payouts is not None and not source.startswith(("td3:", "sheet:"))


def night_result(
    event: Event, result: EventResult, rules: SeasonRules | None = None
) -> NightResult:
    """The closed ``event`` as the season's money (``result``, its report) paid it, under
    its season's ``rules`` (``None``: a night with payouts of its own was a deal)."""
    ranked = sorted((e for e in event.entries if e.finish), key=lambda e: (e.finish, e.player))
    outcome = result.bounty
    bounty = None
    if outcome is not None and outcome.target is not None:
        bounty = Bounty(outcome.target, outcome.winner)
    return NightResult(
        number=event.number,
        entries=result.money.entries,
        rebuys=sum(e.rebuys for e in event.entries),
        addons=sum(e.addons for e in event.entries),
        pool=result.money.pool,
        places=tuple(Placed(int(e.finish), e.player, result.prize_of(e.player)) for e in ranked),
        bounty=bounty,
        deal=paid_by_deal(event, rules),
    )
