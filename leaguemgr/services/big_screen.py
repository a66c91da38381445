"""What the big screen shows of a running night (issue #10): one frozen record of figures.

The money (pool, payouts) is the night status's, worked out by the night service's money
rules; this module only adds what the room reads off the wall: players left, chips in play
and the average stack, the bounty target, whether rebuys are open, and what to take off
the tables at a colour-up break.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from decimal import Decimal
from typing import Any

from leaguemgr.domain.clock.clock import ClockReading
from leaguemgr.domain.clock.structure import Game, Structure
from leaguemgr.domain.knockouts import paid_order
from leaguemgr.domain.night.facts import (
    NightResult,
    bounty_now,
    bounty_text,
    late_entry_open,
    night_result,
    rebuys_open,
)
from leaguemgr.domain.night.state import NightState, at_time
from leaguemgr.domain.records import (
    ChipRules,
    Entry,
    Event,
    EventState,
    KnockoutKind,
    KnockoutRules,
    SeasonRules,
    event_state,
)
from leaguemgr.services.event_preview import entry_chips, preview_event
from leaguemgr.services.league_service import LeagueService

MOST_HEADS = 2
"""The heads the bounties tile names: two lines are what its height reads from 4 m."""


@dataclass(frozen=True, slots=True)
class BigScreenFigures:
    event: int
    clock: ClockReading
    game: Game
    players_left: int
    entries: int
    rebuys: int
    addons: int
    chips_in_play: int | None
    """Every chip bought tonight; ``None`` when the season does not say how many a buy gives."""
    average_stack: int | None
    pool: Decimal
    payouts: tuple[Decimal, ...]
    """Place 1 first."""
    deal: tuple[tuple[str, Decimal], ...]
    """A deal's shares by player name (they replace the payouts of the places left)."""
    bounty_target: str | None
    """The name of the player with the bounty on their head ("…, won by X" once out)."""
    rebuys_open: bool
    late_entry_open: bool | None
    """Whether late arrivals are still taken (``None``: the season takes them all night)."""
    color_up: tuple[int, ...]
    """At a colour-up break: the chips to take off the tables."""
    heads: tuple[tuple[str, Decimal], ...] = ()
    """Progressive knockout bounties (SPEC 9): the biggest heads in play, by name."""
    bounty_won_by: str | None = None
    """The name of who busted the bounty's target (``None``: still in, or no bounty)."""
    bounty_on: str | None = None
    """The name of the bounty's target alone (``bounty_target`` adds who won it)."""
    bounty_each: Decimal | None = None
    """Fixed knockout bounties (SPEC 9): the bounty every head carries (``None``: none)."""


def big_screen_figures(
    number: int,
    night: NightState,
    status: dict[str, Any],
    rules: SeasonRules,
    now: float,
    *,
    bounty_target: str | None = None,
    names: dict[str, str] | None = None,
    heads: Mapping[str, Decimal] | None = None,
    knockout: KnockoutRules | None = None,
) -> BigScreenFigures:
    """The figures of event ``number`` at wall-clock time ``now`` from its night as stored,
    its status (``night_status``: the pool and payouts as the night's money rules give
    them) and the season's rules; ``names`` maps player ids to the names shown.

    The clock, and with it whether rebuys are still taken, is read at ``now``: the period
    closes when the clock leaves its last level, with or without an action since.
    ``heads``: each progressive head in play, by player id (the biggest are shown);
    ``knockout``: the night's knockout rule (a fixed bounty is shown as the one on every head)."""
    names = names or {}
    current = at_time(night, now)
    clock = current.clock_at()
    structure = night.structure
    rebuys = sum(night.rebuys.values())
    addons = sum(night.addons.values())
    chip_rules = rules.chips
    if chip_rules is None and not addons:  # what an add-on gives is the season's to say
        chip_rules = _structure_chips(structure)
    chips = chips_in_play(night, chip_rules)
    left = len(night.remaining)
    average = round(chips / left) if chips is not None and left else None
    at_break = clock.current_break if clock.on_break else None
    bounty = bounty_now(night, bounty_target)
    return BigScreenFigures(
        event=number,
        clock=clock,
        game=structure.game,
        players_left=left,
        entries=sum(1 for a in night.arrivals if a.player not in night.removed),
        rebuys=rebuys,
        addons=addons,
        chips_in_play=chips,
        average_stack=average,
        pool=Decimal(status["pool"]),
        payouts=tuple(Decimal(p["amount"]) for p in status["payouts"]),
        deal=tuple((names.get(p, p), amount) for p, amount in night.deal),
        bounty_target=bounty_text(bounty, names) or None,
        rebuys_open=rebuys_open(current),
        late_entry_open=late_entry_open(current),
        color_up=at_break.color_up if at_break is not None else (),
        heads=tuple(
            (names.get(p, p), amount) for p, amount in paid_order(heads or {})[:MOST_HEADS]
        ),
        bounty_each=(
            knockout.amount
            if knockout is not None and knockout.kind is KnockoutKind.FIXED
            else None
        ),
        bounty_won_by=names.get(bounty.won_by, bounty.won_by) if bounty and bounty.won_by else None,
        bounty_on=names.get(bounty.target, bounty.target) if bounty else None,
    )


def chips_in_play(night: NightState, chips: ChipRules | None) -> int | None:
    """Starting stacks, the on-time and exact-change bonus chips, and the chips of every
    rebuy and add-on; ``None`` without chip rules. The chips of an absent player taken off
    the table (a no-show) are not in play."""
    if chips is None:
        return None
    return sum(
        entry_chips(
            Entry(
                arrival.player,
                on_time=arrival.on_time,
                exact_change=arrival.exact_change,
                rebuys=night.rebuys.get(arrival.player, 0),
                addons=night.addons.get(arrival.player, 0),
            ),
            chips,
        )
        for arrival in night.arrivals
        if arrival.player not in night.removed
    )


def _structure_chips(structure: Structure) -> ChipRules | None:
    """Without chip rules, the structure's starting stack, which a rebuy buys again."""
    if not structure.starting_stack:
        return None
    stack = structure.starting_stack
    return ChipRules(starting=stack, rebuy=stack)


def closed_night(service: LeagueService, season: str, number: int) -> NightResult | None:
    """The result of event ``number`` once its night is closed (the big screen shows it
    until the next night starts); ``None`` while it is not closed."""
    event = next((e for e in service.season(season).events if e.number == number), None)
    if event is None or event_state(event) is not EventState.CLOSED:
        return None
    result = next((r for r in service.report(season).events if r.number == number), None)
    rules = service.season(season).rules
    return night_result(event, result, rules) if result is not None else None


def carried_bounty(service: LeagueService, season: str, event: Event) -> str | None:
    """Who carries the bounty into ``event`` (AZ: last month's winner), if the season has one."""
    if service.season(season).rules.bounty is None:
        return None
    draft = Event(number=event.number, date=event.date, kind=event.kind)
    return preview_event(service.league, season, draft).bounty_target
