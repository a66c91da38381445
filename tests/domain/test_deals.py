"""Deals among the last players (SPEC 4.3): ICM and chip-chop, summing to the money dealt."""

from __future__ import annotations

from decimal import Decimal

import pytest
from hypothesis import given
from hypothesis import strategies as st

from leaguemgr.domain.deals import MAX_DEAL_PLAYERS, DealError, deal, even_split, icm_equities

D = Decimal


def test_icm_reproduces_the_published_example() -> None:
    result = deal([5000, 3000, 2000], [D(500), D(300), D(200)], unit=D(1))
    assert [s.equity for s in result.shares] == [D("383.93"), D("327.50"), D("288.57")]
    assert [s.amount for s in result.shares] == [D("384.00"), D("327.00"), D("289.00")]
    assert result.total == D("1000.00")


def test_equal_stacks_share_equally_and_the_odd_cent_goes_to_the_largest_remainder() -> None:
    result = deal([100, 100, 100], [D(50), D(30), D(20)], unit=D("0.01"))
    assert [s.amount for s in result.shares] == [D("33.34"), D("33.33"), D("33.33")]


def test_chip_chop_pays_the_last_place_and_shares_the_rest_by_chips() -> None:
    result = deal([6000, 4000], [D(300), D(100)], "chip-chop", D(1))
    assert [s.amount for s in result.shares] == [D("220.00"), D("180.00")]


def test_icm_of_two_players_is_the_chip_share_of_the_difference() -> None:
    # 1st with chance s/S: equity = 2nd + (1st - 2nd) * s / S.
    assert icm_equities([3, 1], [D(100), D(20)]) == [80, 40]


def test_too_many_players_are_refused_with_the_limit() -> None:
    with pytest.raises(DealError, match=f"at most {MAX_DEAL_PLAYERS}"):
        deal([10] * 11, [D(1)] * 11)


@pytest.mark.parametrize(
    ("stacks", "prizes", "message"),
    [
        ([10, 0], [D(1), D(1)], "stack"),
        ([10, 10], [D(1)], "prizes"),
        ([10, 10], [D(-1), D(1)], "prize"),
        ([], [], "stacks"),
    ],
)
def test_bad_deals_are_refused(stacks, prizes, message) -> None:
    with pytest.raises(DealError, match=message):
        deal(stacks, prizes)


@given(
    st.lists(st.integers(1, 10**7), min_size=1, max_size=6),
    st.lists(st.integers(0, 10**6), min_size=6, max_size=6),
    st.sampled_from([D("0.01"), D(1), D(5)]),
    st.sampled_from(["icm", "chip-chop"]),
)
def test_a_deal_always_sums_to_the_money_dealt(stacks, cents, unit, method) -> None:
    prizes = sorted((D(c) / 100 for c in cents[: len(stacks)]), reverse=True)
    result = deal(stacks, prizes, method, unit)
    assert sum(s.amount for s in result.shares) == sum(prizes)
    for share in result.shares:
        assert abs(share.amount - share.equity) <= unit + D("0.01")


def test_an_even_chop_sums_to_the_money_and_the_odd_unit_goes_to_the_best_finish() -> None:
    assert even_split(Decimal("1060"), 2) == (Decimal("530.00"), Decimal("530.00"))
    assert even_split(Decimal("100"), 3, Decimal("1")) == (
        Decimal("34.00"),
        Decimal("33.00"),
        Decimal("33.00"),
    )
