"""Knockout bounties (SPEC 9): the knockout money of an event and who collects it.

A bounty rides on a player's head: every buy-in and every rebuy of a counting entry buys one
(unnamed entries too; add-ons do not). A fixed bounty is a progressive one whose hitman takes
100% of the head at once, so one walk over the busts (:func:`play_busts`) serves both, the
night's log and TD3's bust times alike. An event typed afterwards, whose order of rebuys and
busts is not known, pays fixed bounties from ``busted_by`` (:func:`fixed_from_busts`) and
states progressive ones (``bounties_won``).
"""

from __future__ import annotations

from collections.abc import Iterable, Iterator, Mapping, Sequence
from dataclasses import dataclass, field
from decimal import ROUND_FLOOR, Decimal

from leaguemgr.domain.errors import Location, Problem
from leaguemgr.domain.money import CENT, HUNDRED, ZERO, cents, money_problem, percent_problem
from leaguemgr.domain.records import Entry, KnockoutKind, KnockoutRules, UnnamedEntries
from leaguemgr.domain.results import KnockoutPaid, SeasonReport
from leaguemgr.language.texts import _


@dataclass(frozen=True, slots=True)
class KnockoutMoney:
    """The knockout money K of an event and the part of it its buy-ins paid.

    ``buyin_part`` is what the bases of the set-asides leave out of the buy-ins;
    ``outside`` is K when the money came on top of the buy-in prices (recorded bounties,
    which TD3 keeps outside its take-in), else 0: it is added to the gross."""

    money: Decimal
    buyin_part: Decimal = ZERO
    outside: Decimal = ZERO


NO_KNOCKOUT_MONEY = KnockoutMoney(ZERO)


def bounties_bought(counting: Sequence[Entry], others: UnnamedEntries | None) -> tuple[int, int]:
    """(bounties bought with buy-ins, bounties bought with rebuys) of the counting entries and
    the unnamed ones; free entries buy theirs like any buy-in."""
    buyins = len(counting) + (others.entries if others else 0)
    rebuys = sum(entry.rebuys for entry in counting) + (others.rebuys if others else 0)
    return buyins, rebuys


def knockout_money(
    rule: KnockoutRules | None, counting: Sequence[Entry], others: UnnamedEntries | None
) -> KnockoutMoney:
    """K of an event: ``amount`` x bounties bought, or the sum of recorded bounties."""
    if rule is None or not counting:
        return NO_KNOCKOUT_MONEY
    if rule.recorded:
        recorded = sum((entry.bounties_won or ZERO for entry in counting), ZERO)
        return KnockoutMoney(recorded, ZERO, recorded)
    buyins, rebuys = bounties_bought(counting, others)
    return KnockoutMoney(rule.amount * (buyins + rebuys), rule.amount * buyins)


def states_bounties(counting: Iterable[Entry]) -> bool:
    """Whether any entry states what it collected (``bounties_won``)."""
    return any(entry.bounties_won is not None for entry in counting)


def knockouts_paid(
    rule: KnockoutRules | None,
    counting: Sequence[Entry],
    money: Decimal,
) -> KnockoutPaid | None:
    """Who collected the knockout money ``money`` of an event whose counting entries are
    ``counting`` (with their finishes): ``None`` without knockout bounties.

    Stated ``bounties_won`` (a progressive night typed afterwards, recorded bounties, or a
    closed live night, see :mod:`leaguemgr.domain.night.knockouts`) are what each collected;
    otherwise fixed bounties come from the busts (:func:`fixed_from_busts`)."""
    if rule is None:
        return None
    if not counting:
        return KnockoutPaid(ZERO, ())
    if rule.recorded or rule.kind is KnockoutKind.PROGRESSIVE or states_bounties(counting):
        collected = {entry.player: entry.bounties_won or ZERO for entry in counting}
    else:
        collected = fixed_from_busts(rule.amount, counting, money)
    return KnockoutPaid(money, paid_order(collected))


def stated_difference(counting: Sequence[Entry], money: Decimal) -> Decimal:
    """What the stated ``bounties_won`` fall short of K (negative: they are more than K)."""
    return money - sum((entry.bounties_won or ZERO for entry in counting), ZERO)


def fixed_from_busts(
    amount: Decimal, counting: Sequence[Entry], money: Decimal
) -> dict[str, Decimal]:
    """Fixed bounties of an event typed afterwards (SPEC 9): a player with r rebuys was
    busted r + 1 times (r if they finished 1st), ``busted_by`` names the hitman of each bust
    in order, and each bust pays its hitman one bounty. The winner collects the rest: their
    own head, the busts nobody is named for, paid no-shows, unnamed entries."""
    collected: dict[str, Decimal] = {}
    for entry in counting:
        # A winner was busted once less than they bought in: their last bounty is their own.
        busts = entry.rebuys + (0 if entry.finish == 1 else 1)
        for hitman in entry.busted_by[: max(busts, 0)]:
            collected[hitman] = collected.get(hitman, ZERO) + amount
    winners = sorted(entry.player for entry in counting if entry.finish == 1)
    left = money - sum(collected.values(), ZERO)
    for player, share in zip(winners, split_evenly(left, len(winners)), strict=True):
        collected[player] = collected.get(player, ZERO) + share
    return collected


def split_evenly(amount: Decimal, ways: int) -> list[Decimal]:
    """``amount`` in ``ways`` shares to the cent, the odd cents one each to the first."""
    if ways <= 0:
        return []
    base = (amount / ways).quantize(CENT, rounding=ROUND_FLOOR)
    odd = int((amount - base * ways) / CENT)
    return [base + (CENT if index < odd else ZERO) for index in range(ways)]


def paid_order(collected: Mapping[str, Decimal]) -> tuple[tuple[str, Decimal], ...]:
    """Every player paid more than 0, most first, then by id."""
    return tuple(
        sorted(
            ((player, amount) for player, amount in collected.items() if amount > 0),
            key=lambda item: (-item[1], item[0]),
        )
    )


# The busts in order: the night's log, TD3's bust times -------------------------------------


@dataclass(frozen=True, slots=True)
class Buy:
    """A buy-in or a rebuy: one more bounty on the player's head."""

    player: str


@dataclass(frozen=True, slots=True)
class Bust:
    """A bust of ``player`` by ``hitmen`` (the first named first; none: nobody won it)."""

    player: str
    hitmen: tuple[str, ...] = ()


@dataclass(slots=True)
class Heads:
    """The bounties as they stand during a night: each player's head and what each collected.

    The heads and the collected money always sum to the knockout money bought so far."""

    rule: KnockoutRules
    heads: dict[str, Decimal] = field(default_factory=dict)
    collected: dict[str, Decimal] = field(default_factory=dict)
    unclaimed: Decimal = ZERO
    """Heads nobody won (a bust without a hitman): the winner's at the end."""

    def buy(self, player: str) -> None:
        self.heads[player] = self.heads.get(player, ZERO) + self.rule.amount

    def bust(self, player: str, hitmen: Sequence[str]) -> dict[str, Decimal]:
        """Empty ``player``'s head into the hitmen's pockets (and heads, progressive);
        what each hitman collects now."""
        head = self.heads.pop(player, ZERO)
        hitmen = [hitman for hitman in dict.fromkeys(hitmen) if hitman != player]
        if not hitmen:
            self.unclaimed += head
            return {}
        share = HUNDRED if self.rule.kind is KnockoutKind.FIXED else self.rule.share
        cash = cents(head * share / HUNDRED)
        now: dict[str, Decimal] = {}
        pockets = split_evenly(cash, len(hitmen))
        onto_heads = split_evenly(head - cash, len(hitmen))
        for hitman, pocket, onto in zip(hitmen, pockets, onto_heads, strict=True):
            self.collected[hitman] = self.collected.get(hitman, ZERO) + pocket
            if onto:
                self.heads[hitman] = self.heads.get(hitman, ZERO) + onto
            now[hitman] = pocket
        return now

    def finish(self, winners: Sequence[str]) -> dict[str, Decimal]:
        """What each player collected once the winners (tied for 1st: by id) take their own
        heads and every bounty nobody won."""
        collected = dict(self.collected)
        left = self.unclaimed + sum(self.heads.values(), ZERO)
        ordered = sorted(winners)
        for player, share in zip(ordered, split_evenly(left, len(ordered)), strict=True):
            collected[player] = collected.get(player, ZERO) + share
        return collected


def play_busts(
    rule: KnockoutRules, happenings: Iterable[Buy | Bust], winners: Sequence[str]
) -> dict[str, Decimal]:
    """What each player collected over a night's buys and busts in order, with ``winners``
    (the players finishing 1st) collecting what is left."""
    heads = Heads(rule)
    for happening in happenings:
        if isinstance(happening, Buy):
            heads.buy(happening.player)
        else:
            heads.bust(happening.player, happening.hitmen)
    return heads.finish(winners)


def stated_bounties_problem(
    rule: KnockoutRules | None, counting: Sequence[Entry], money: Decimal, number: int
) -> str | None:
    """Why the ``bounties_won`` of event ``number`` cannot stand, or ``None``: stated under
    progressive bounties (or stated at all under fixed ones), they must sum to K."""
    stated = states_bounties(counting)
    if rule is None:
        return (
            _("event {number} has no knockout bounties to win").format(number=number)
            if stated
            else None
        )
    if rule.recorded or not (stated or rule.kind is KnockoutKind.PROGRESSIVE):
        return None
    difference = stated_difference(counting, money)
    if not difference:
        return None
    total = money - difference
    return _(
        "the bounties won at event {number} sum to {total:.2f}, not the knockout "
        "money {money:.2f} (a difference of {difference:.2f})"
    ).format(number=number, total=cents(total), money=cents(money), difference=cents(difference))


def knockout_rule_problems(rule: KnockoutRules | None, at: Location) -> Iterator[Problem]:
    """Problems in a knockout rule: its amount is money, its share a percentage."""
    if rule is None:
        return
    if (problem := money_problem(rule.amount)) is not None:
        yield Problem((*at, "amount"), str(rule.amount), problem)
    if (problem := percent_problem(rule.share)) is not None:
        yield Problem((*at, "share"), str(rule.share), problem)


def bounties_by_player(report: SeasonReport) -> dict[str, Decimal] | None:
    """The knockout bounties each player collected over the season's events (SPEC 9);
    ``None`` where no event had them."""
    if all(result.bounties is None for result in report.events):
        return None
    totals: dict[str, Decimal] = {}
    for result in report.events:
        for player, amount in result.bounties.paid if result.bounties else ():
            totals[player] = totals.get(player, ZERO) + amount
    return totals
