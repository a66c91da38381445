"""What TD3 computes from a tournament's records, computed the same way (td3-format.md, 4-8).

Finishing places are not stored in a ``.tdt`` file: they follow from the bust-out times.
Hits follow from the hitmen of every bust, the money totals from every payment, and the
points from the file's formula evaluated at each entrant's rank, plus the manual adjustment.
"""

from __future__ import annotations

import datetime as dt
import math
from collections.abc import Mapping
from dataclasses import dataclass
from decimal import ROUND_HALF_UP, Decimal
from fractions import Fraction
from zoneinfo import ZoneInfo

from leaguemgr.domain.knockouts import split_evenly
from leaguemgr.language.texts import _, ngettext
from leaguemgr.td3.errors import Td3FileError
from leaguemgr.td3.formula import Td3Formula, Td3FormulaError, parse_td3_formula
from leaguemgr.td3.tournament import (
    FIXED_AMOUNT,
    FIXED_PERCENT,
    Stack,
    Td3Player,
    Td3Tournament,
)


@dataclass(frozen=True, slots=True)
class Money:
    """Money taken in, by kind, rake included (TD3's ``total…Amount`` variables)."""

    buyins: Decimal
    rebuys: Decimal
    addons: Decimal
    rake: Decimal
    fixed_rake: Decimal = Decimal(0)  # the part of ``rake`` TD3 took from the pot once

    @property
    def gross(self) -> Decimal:
        return self.buyins + self.rebuys + self.addons

    @property
    def pot(self) -> Decimal:
        return self.gross - self.rake


def is_finished(tournament: Td3Tournament) -> bool:
    """Played to the end: it has an end time and exactly one entrant was never busted."""
    alive = [player for player in tournament.entrants if player.stacks[-1].bust is None]
    return tournament.end_time is not None and len(alive) == 1


def unfinished_reason(tournament: Td3Tournament) -> str | None:
    """Why the tournament cannot be imported as a closed event, or ``None`` if it can."""
    entrants = tournament.entrants
    if not entrants:
        return _("nobody bought in (the tournament was never played)")
    alive = [player for player in entrants if player.stacks[-1].bust is None]
    if tournament.end_time is None or len(alive) != 1:
        said = (
            ngettext(
                "the tournament is unfinished ({alive} of {count} players never busted out)",
                "the tournament is unfinished ({alive} of {count} players never busted out)",
                len(entrants),
            )
            if tournament.end_time is None
            else ngettext(
                "the tournament is unfinished ({alive} of {count} players never busted out "
                "although it has an end)",
                "the tournament is unfinished ({alive} of {count} players never busted out "
                "although it has an end)",
                len(entrants),
            )
        )
        return said.format(alive=len(alive), count=len(entrants))
    return None


def finishes(tournament: Td3Tournament) -> dict[str, int]:
    """Each entrant's finishing place (td3-format.md, 5): the first to bust finishes last;
    players busted at the same second tie at the best place of the group (1, 2, 3, 3, 5)."""
    entrants = tournament.entrants
    n = len(entrants)
    busted = sorted(
        (player for player in entrants if player.stacks[-1].bust is not None),
        key=lambda player: player.stacks[-1].bust.time,  # type: ignore[union-attr]
    )
    result: dict[str, int] = {}
    place = n
    index = 0
    while index < len(busted):
        time = busted[index].stacks[-1].bust.time  # type: ignore[union-attr]
        group = [p for p in busted[index:] if p.stacks[-1].bust.time == time]  # type: ignore[union-attr]
        best = place - len(group) + 1
        for player in group:
            result[player.uuid] = best
        place -= len(group)
        index += len(group)
    for player in entrants:
        result.setdefault(player.uuid, 1)
    return result


def hits(tournament: Td3Tournament) -> dict[str, Fraction]:
    """Each player's hits: one per bust they are named hitman of, or ``1/k`` of a bust with
    ``k`` hitmen where the file says so (``FullCreditHit`` false), plus ``HitsAdjustment``."""
    result: dict[str, Fraction] = {player.uuid: Fraction(0) for player in tournament.entrants}
    for player in tournament.entrants:
        for stack in player.stacks:
            if stack.bust is None or not stack.bust.hitmen:
                continue
            shared = not tournament.full_credit_hit
            credit = Fraction(1, len(stack.bust.hitmen)) if shared else Fraction(1)
            for hitman in stack.bust.hitmen:
                result[hitman] = result.get(hitman, Fraction(0)) + credit
    for player in tournament.players:
        if player.hits_adjustment:
            result[player.uuid] = result.get(player.uuid, Fraction(0)) + Fraction(
                player.hits_adjustment
            )
    return result


def money(tournament: Td3Tournament) -> Money:
    """The money taken in; its rake is every payment's raked part and TD3's fixed rake."""
    buyins = rebuys = addons = rake = Decimal(0)
    for player in tournament.entrants:
        first, *more = player.stacks
        buyins += first.amount
        rebuys += sum((stack.amount for stack in more), Decimal(0))
        addons += sum((addon.amount for addon in player.addons), Decimal(0))
        rake += sum((stack.rake for stack in player.stacks), Decimal(0))
        rake += sum((addon.rake for addon in player.addons), Decimal(0))
    fixed = fixed_rake(tournament, buyins + rebuys + addons - rake)
    return Money(buyins, rebuys, addons, rake + fixed, fixed)


FIXED_KINDS = (FIXED_AMOUNT, FIXED_PERCENT)


def fixed_rake(tournament: Td3Tournament, pot: Decimal) -> Decimal:
    """TD3's fixed rake (``Financials.FixedRake``): taken from the ``pot`` once, not per
    player (an amount, or a percent of the pot rounded to its nearest multiple). A type TD3
    is not known to write takes nothing (the import says so)."""
    fixed = tournament.fixed_rake
    if fixed.kind == FIXED_AMOUNT:
        taken = fixed.amount
    elif fixed.kind == FIXED_PERCENT:
        share = pot * fixed.percent / 100 / fixed.nearest
        taken = share.quantize(Decimal(1), rounding=ROUND_HALF_UP) * fixed.nearest
    else:
        return Decimal(0)
    return taken.quantize(Decimal("0.01"))


# A bounty is money on a stack: its ``PersonalBounty`` (SPEC 9), kept by TD3 outside its
# take-in (a stack's ``Amount``, what its ``total...Amount`` variables and its pot add up).
# A fee profile's ``BountyChipCost`` is only the price of the chip on TD3's menu: with
# ``RestrictedBounty`` (on in every file seen) a player chooses, stack by stack, whether to
# buy one, and TD3 puts the bounty on the stacks that did (a real league's bounty
# nights carry one on 9 of 35, 16 of 28 and 24 of 27 stacks, and a "Double" rebuy whose
# chip costs 100 carries a bounty of 50). So the chip's cost times the stacks is not the
# bounty money: the stacks' bounties are.
#
# With ``UseBounties`` off TD3 pays no bounty, but a fee that held a chip's cost was still
# paid in full: the chip's money stays outside the take-in, and a rake TD3 recorded on such
# a stack is taken from it. This is the reading that explains a real night whose rake TD3
# recorded on a take-in of nothing (a profile "Fee 50, Rake 20, BountyChipCost 50" so
# records Amount 0 and Rake 20). Whether the fee held the chip is read from the profile:
# ``Amount`` + ``BountyChipCost`` = ``Fee``.


def bounty_stacks(tournament: Td3Tournament) -> tuple[int, int]:
    """How many stacks carry a bounty, of how many (``(0, n)`` with bounties off)."""
    stacks = [stack for player in tournament.entrants for stack in player.stacks]
    if not tournament.use_bounties:
        return 0, len(stacks)
    return sum(1 for stack in stacks if stack.bounty), len(stacks)


def chip_outside(tournament: Td3Tournament, stack: Stack) -> Decimal:
    """The money of a bounty chip a stack's fee held while TD3 paid no bounties: paid with
    the stack, kept out of TD3's take-in, and no bounty (see above)."""
    if tournament.use_bounties or not stack.chip_cost or stack.fee is None:
        return Decimal(0)
    return stack.chip_cost if stack.amount + stack.chip_cost == stack.fee else Decimal(0)


def bounties(tournament: Td3Tournament) -> dict[str, Decimal]:
    """What each entrant collected in TD3's bounties (SPEC 9), every entrant included
    (``{}`` when ``UseBounties`` is off): each bust pays its hitmen the ``PersonalBounty``
    of the stacks the player bought since their previous bust (two hitmen share, an odd
    cent to the first named); the winner keeps those on their own, and collects every
    bounty of a bust without a hitman who played."""
    if not tournament.use_bounties:
        return {}
    entrants = {player.uuid for player in tournament.entrants}
    collected = dict.fromkeys(entrants, Decimal(0))
    unclaimed = Decimal(0)
    winners = []
    for player in tournament.entrants:
        on_head = Decimal(0)
        for stack in player.stacks:
            on_head += stack.bounty
            if stack.bust is None:
                continue
            hitmen = [
                h for h in dict.fromkeys(stack.bust.hitmen) if h in entrants and h != player.uuid
            ]
            if hitmen:
                for hitman, share in zip(hitmen, split_evenly(on_head, len(hitmen)), strict=True):
                    collected[hitman] += share
            else:
                unclaimed += on_head
            on_head = Decimal(0)
        if player.stacks[-1].bust is None:
            winners.append(player.uuid)
            collected[player.uuid] += on_head
        else:
            unclaimed += on_head
    ordered = sorted(winners)
    for winner, share in zip(ordered, split_evenly(unclaimed, len(ordered)), strict=True):
        collected[winner] += share
    return collected


def prize_money(tournament: Td3Tournament) -> dict[str, Decimal]:
    """What TD3 paid each player: each prize's amount shared evenly by its players, plus
    ``CashAdjustment``.

    Players tied over several prizes share their sum: the exact shares are added up first
    and rounded to the cent once, the odd cents going one each to the players with the
    largest remainders (the first listed on equal ones). Three tied over 700 and 500 get
    400 each, and players with equal shares are never more than a cent apart.
    """
    exact: dict[str, Fraction] = {}
    for prize in tournament.prizes:
        if not prize.players or not prize.amount:
            continue
        share = Fraction(prize.amount) * 100 / len(prize.players)  # in cents
        for uuid in prize.players:
            exact[uuid] = exact.get(uuid, Fraction(0)) + share
    result = {uuid: Decimal(math.floor(share)) / 100 for uuid, share in exact.items()}
    odd = round(sum(exact.values(), Fraction(0))) - sum(int(a * 100) for a in result.values())
    by_remainder = sorted(exact, key=lambda uuid: -(exact[uuid] - math.floor(exact[uuid])))
    for uuid in by_remainder[:odd]:
        result[uuid] += Decimal("0.01")
    for player in tournament.players:
        if player.cash_adjustment:
            result[player.uuid] = result.get(player.uuid, Decimal(0)) + player.cash_adjustment
    return {uuid: amount.quantize(Decimal("0.01")) for uuid, amount in result.items()}


def formula_of(tournament: Td3Tournament) -> Td3Formula:
    """The tournament's points formula; :class:`Td3FileError` naming the file if it does not
    parse or uses what the import cannot evaluate."""
    try:
        return parse_td3_formula(tournament.formula)
    except Td3FormulaError as exc:
        raise Td3FileError(
            tournament.source, _("the points formula: {problem}").format(problem=exc)
        ) from None


def formula_variables(
    tournament: Td3Tournament,
    player: Td3Player,
    place: int,
    player_hits: Fraction,
    totals: Money,
    won: Decimal,
) -> dict[str, float]:
    """The values of TD3's variables (canonical names of ``formula.VARIABLES``) for one
    entrant: the tournament's totals, rake included, and the player's own figures."""
    entrants = tournament.entrants
    n = len(entrants)
    first, *more = player.stacks
    rebuy_cost = sum((stack.amount for stack in more), Decimal(0))
    addon_cost = sum((addon.amount for addon in player.addons), Decimal(0))
    return {
        "buyins": n,
        "rank": place,
        "position": n - place + 1,
        "numberofhits": float(player_hits),
        "numberofrebuys": player.rebuys,
        "numberofaddons": len(player.addons),
        "totalbuyinsamount": float(totals.buyins),
        "totalrebuysamount": float(totals.rebuys),
        "totaladdonsamount": float(totals.addons),
        "buyincost": float(first.amount),
        "rebuycost": float(rebuy_cost),
        "addoncost": float(addon_cost),
        "totalcost": float(first.amount + rebuy_cost + addon_cost),
        "prizewinnings": float(won),
        "totalwinnings": float(won),
        "pot": float(totals.pot),
        "inthemoney": 1.0 if won > 0 else 0.0,
        "totalrebuys": sum(p.rebuys for p in entrants),
        "totaladdons": sum(len(p.addons) for p in entrants),
    }


def formula_points(
    tournament: Td3Tournament, formula: Td3Formula | None = None
) -> dict[str, float]:
    """Each entrant's points by the file's formula, before ``PointsAdjustment`` (TD3 stores
    no computed points, td3-format.md 8). Tied players are each evaluated at their shared
    place, as TD3's own prize records treat a tie."""
    formula = formula or formula_of(tournament)
    places = finishes(tournament)
    player_hits = hits(tournament)
    totals = money(tournament)
    won = prize_money(tournament)
    result: dict[str, float] = {}
    for player in tournament.entrants:
        variables = formula_variables(
            tournament,
            player,
            places[player.uuid],
            player_hits.get(player.uuid, Fraction(0)),
            totals,
            won.get(player.uuid, Decimal(0)),
        )
        try:
            result[player.uuid] = formula.evaluate(variables)
        except Td3FormulaError as exc:
            raise Td3FileError(
                tournament.source,
                _(
                    "the points formula cannot be evaluated for {name} (place {place}): {problem}"
                ).format(name=player.name, place=places[player.uuid], problem=exc),
            ) from None
    return result


def total_points(points: Mapping[str, float], tournament: Td3Tournament) -> dict[str, float]:
    """Formula points plus each player's ``PointsAdjustment``: what TD3's statistics show."""
    return {
        player.uuid: points.get(player.uuid, 0.0) + float(player.points_adjustment)
        for player in tournament.entrants
    }


def event_date(tournament: Td3Tournament, zone: str | None = None) -> str | None:
    """The calendar date the tournament started (or ended) in the club's time zone
    (``zone``, e.g. ``"Europe/Stockholm"``; the computer's own when ``None``)."""
    moment = tournament.start_time or tournament.end_time
    if moment is None:
        return None
    when = dt.datetime.fromtimestamp(moment / 1000, tz=dt.UTC)
    local = when.astimezone(ZoneInfo(zone)) if zone else when.astimezone()
    return local.date().isoformat()
