"""Properties that must hold for any field, pool and table (hypothesis)."""

import itertools
from decimal import Decimal

from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.event_result import BountyState, compute_event
from leaguemgr.domain.payouts import split_by_finish
from leaguemgr.domain.points import points_function
from leaguemgr.domain.records import Basis, BountyRules, Event, SetAside
from tests.domain.builders import AZ_TABLE, FNC_TABLE, played, rules

D = Decimal
UNITS = st.sampled_from([D("0.01"), D("1"), D("5")])


@st.composite
def finishing_orders(draw, max_size=40):
    """A valid finishing sequence with random ties (1, 2, 3, 3, 5 ...)."""
    n = draw(st.integers(1, max_size))
    finishes: list[int] = []
    place = 1
    while len(finishes) < n:
        tied = draw(st.integers(1, min(3, n - len(finishes))))
        finishes += [place] * tied
        place += tied
    return draw(st.permutations(finishes))


@given(finishing_orders(), st.integers(0, 10**7), UNITS, st.sampled_from([AZ_TABLE, FNC_TABLE]))
def test_payouts_always_sum_to_the_pool_exactly(finishes, cents, unit, table):
    from leaguemgr.domain.payouts import percents_for

    n = len(finishes)
    if n > table[-1].max:
        return
    pool = D(cents) / 100
    amounts = split_by_finish(pool, percents_for(table, n), finishes, unit)
    assert sum(a for a in amounts if a is not None) == pool


@given(finishing_orders(), st.integers(0, 20000), UNITS, st.sampled_from([AZ_TABLE, FNC_TABLE]))
def test_a_worse_finish_is_never_paid_more_than_a_better_one(finishes, units, unit, table):
    from leaguemgr.domain.payouts import percents_for

    n = len(finishes)
    if n > table[-1].max:
        return
    pool = units * unit  # SPEC 2.3: the ordering holds when the pool is whole units
    percents = percents_for(table, n)
    # ... and each paid place is worth several units: the smallest share, not the average
    # one (pool 0.37 in cents over 6 paid places averages 6 units, but a tie for 4th rounds
    # down to 3 each while 6th gets 3 plus the leftover cent: the rule as SPEC 2.3 words it).
    if min(percents) * pool / 100 < unit * 20:
        return
    amounts = split_by_finish(pool, percents, finishes, unit)
    paid = sorted((f, a) for f, a in zip(finishes, amounts, strict=True) if a is not None)
    for (better, more), (worse, less) in itertools.pairwise(paid):
        if better < worse:
            assert more >= less, (paid, pool)


@settings(max_examples=150)
@given(
    finishing_orders(max_size=20),
    st.lists(st.integers(0, 1), min_size=20, max_size=20),
    st.sampled_from([D("0"), D("7.5"), D("10")]),
    UNITS,
)
def test_every_dollar_of_gross_ends_up_in_exactly_one_place(finishes, rebuys, bounty, unit):
    season_rules = rules(
        rounding_unit=unit,
        max_rebuys=1,
        set_asides=(
            SetAside("championship", Basis.PERCENT_OF_BUYINS, D("10")),
            SetAside("points", Basis.PER_ENTRY, D("1.25")),
            SetAside("expenses", Basis.PER_EVENT, D("3")),
        ),
        bounty=BountyRules(bounty) if bounty else None,
    )
    entries = tuple(
        played(f"p{i:02d}", finish, rebuys=rebuys[i]) for i, finish in enumerate(finishes)
    )
    state = BountyState(None, D("0")) if bounty else None
    result, after = compute_event(
        Event(1, entries=entries), season_rules, points_function(season_rules.points), state
    )
    paid_out = sum((p.amount for p in result.payouts), D("0"))
    into_funds = sum((amount for _, amount in result.money.set_asides), D("0"))
    assert result.money.gross == paid_out + into_funds
    if bounty:
        assert after.carried == bounty  # the bounty set-aside went into the pot
