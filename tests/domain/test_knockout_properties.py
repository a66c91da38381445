"""Knockout bounties over random nights (hypothesis): every event reconciles, K is what the
bounties paid, and a progressive night's heads always hold the money not yet paid out."""

from __future__ import annotations

from dataclasses import dataclass, field
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.event_result import compute_event_core
from leaguemgr.domain.knockouts import Heads
from leaguemgr.domain.points import neau_points
from leaguemgr.domain.records import (
    Basis,
    Entry,
    EntryStatus,
    Event,
    KnockoutKind,
    KnockoutRules,
    SetAside,
)
from leaguemgr.domain.validation import event_looks_clean
from tests.domain.builders import rules

D = Decimal
PLAYERS = frozenset(f"p{i:02d}" for i in range(1, 30))
SET_ASIDES = (
    SetAside("championship", Basis.PERCENT_OF_BUYINS, D("10")),
    SetAside("points", Basis.PERCENT_OF_GROSS, D("3.333")),
    SetAside("expenses", Basis.PER_ENTRY, D("0.50")),
)


@dataclass
class Night:
    """A random night played bust by bust, with the heads checked at every step."""

    rule: KnockoutRules
    heads: Heads
    rebuys: dict[str, int] = field(default_factory=dict)
    busted_by: dict[str, list[str]] = field(default_factory=dict)
    out: list[str] = field(default_factory=list)  # busted for good, first out first
    bought: int = 0

    def buy(self, player: str) -> None:
        self.heads.buy(player)
        self.bought += 1

    def unpaid(self) -> Decimal:
        """The knockout money bought so far, less what hitmen have collected."""
        return self.rule.amount * self.bought - sum(self.heads.collected.values(), D(0))


@st.composite
def nights(draw):
    kind = draw(st.sampled_from(list(KnockoutKind)))
    amount = D(draw(st.integers(1, 2500))) / 100
    share = D(draw(st.integers(0, 100)))
    rule = KnockoutRules(kind, amount, share)
    players = [f"p{i:02d}" for i in range(1, draw(st.integers(2, 9)) + 1)]
    no_shows = [f"p{i:02d}" for i in range(20, 20 + draw(st.integers(0, 2)))]
    night = Night(rule, Heads(rule))
    for player in players + no_shows:
        night.buy(player)
        night.rebuys[player] = 0
        night.busted_by[player] = []
    for player in no_shows:  # paid no-shows: their heads nobody wins
        night.heads.bust(player, ())
    alive = list(players)
    while len(alive) > 1:
        assert sum(night.heads.heads.values(), D(0)) + night.heads.unclaimed == night.unpaid()
        player = draw(st.sampled_from(alive))
        if draw(st.integers(0, 5)) == 5 and night.rebuys[player] < 3:
            # A rebuy while still in adds to the head.
            night.buy(player)
            night.rebuys[player] += 1
            continue
        others = [p for p in alive if p != player]
        hitmen = draw(st.lists(st.sampled_from(others), max_size=2, unique=True))
        night.heads.bust(player, hitmen)
        if hitmen:
            night.busted_by[player].append(hitmen[0])
        if draw(st.booleans()) and night.rebuys[player] < 3:
            night.buy(player)  # a rebuy after a bust starts the head again
            night.rebuys[player] += 1
        else:
            alive.remove(player)
            night.out.append(player)
    assert sum(night.heads.heads.values(), D(0)) + night.heads.unclaimed == night.unpaid()
    addons = {player: draw(st.integers(0, 1)) for player in players}
    free = set(draw(st.lists(st.sampled_from(players), max_size=2)))
    return night, alive[0], players, no_shows, addons, free


@settings(max_examples=100, deadline=None)
@given(nights())
def test_every_random_night_reconciles_and_pays_out_exactly_the_knockout_money(drawn):
    night, winner, players, no_shows, addons, free = drawn
    collected = night.heads.finish([winner])
    assert sum(collected.values(), D(0)) == night.rule.amount * night.bought
    finish = {player: len(players) - index for index, player in enumerate(night.out)}
    finish[winner] = 1
    progressive = night.rule.kind is KnockoutKind.PROGRESSIVE
    entries = [
        Entry(
            player=player,
            finish=finish[player],
            rebuys=night.rebuys[player],
            addons=addons[player],
            free_entry=player in free,
            busted_by=tuple(night.busted_by[player][-(night.rebuys[player] + 1) :]),
            bounties_won=collected.get(player, D(0)) if progressive else None,
        )
        for player in players
    ]
    entries += [
        Entry(player, EntryStatus.NO_SHOW, paid=True, finish=len(players) + 1 + index)
        for index, player in enumerate(no_shows)
    ]
    event = Event(number=1, entries=tuple(entries))
    season_rules = rules(
        buyin=D("40"),
        rebuy_cost=D("30"),
        addon_cost=D("10"),
        knockout=night.rule,
        set_asides=SET_ASIDES,
    )
    # The rules core itself: a whole season would also ask the free entries to be earned.
    assert event_looks_clean(event, season_rules, PLAYERS)
    result = compute_event_core(event, season_rules, neau_points).result
    money = result.money
    set_aside = sum((amount for _, amount in money.set_asides), D(0))
    assert money.knockouts == night.rule.amount * night.bought
    assert money.gross + money.added == money.knockouts + set_aside + money.pool
    assert sum(payout.amount for payout in result.payouts) == money.pool
    assert sum((amount for _, amount in result.bounties.paid), D(0)) == money.knockouts
    if progressive:  # typed afterwards, each player's collection is what the night paid
        assert dict(result.bounties.paid) == {p: a for p, a in collected.items() if a > 0}
