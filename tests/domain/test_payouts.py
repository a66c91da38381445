"""Payout tables, tie splitting and the rounding rule (SPEC 2.3)."""

from decimal import Decimal

from leaguemgr.domain.payouts import percents_for, split_by_finish
from tests.domain.builders import AZ_TABLE, FNC_TABLE

D = Decimal


def pay(pool, table, finishes, unit):
    percents = percents_for(table, len(finishes))
    return split_by_finish(D(pool), percents, finishes, D(unit))


def test_fnc_rulebook_check_1800_with_9_entries_pays_980_490_330():
    amounts = pay("1800", FNC_TABLE, list(range(1, 10)), "5")
    assert amounts[:3] == [D("980"), D("490"), D("330")]
    assert amounts[3:] == [None] * 6


def test_fnc_tie_for_third_of_20_pays_each_14_percent():
    finishes = [1, 2, 3, 3, *range(5, 21)]
    amounts = pay("1000", FNC_TABLE, finishes, "0.01")
    assert amounts[2] == amounts[3] == D("140.00")
    assert amounts[4] is None  # 5th place is past the paid places


def test_az_small_field_pays_50_30_20():
    amounts = pay("340", AZ_TABLE, list(range(1, 12)), "1")
    assert amounts[:3] == [D("170"), D("102"), D("68")]


def test_rounding_leftover_goes_to_the_lowest_paid_finisher_first():
    # 1000 * 54.5% = 545, 27.3% = 273 -> 275, 18.2% = 182 -> 180: sum 1000, nothing left.
    assert pay("1000", FNC_TABLE, list(range(1, 10)), "5")[:3] == [D("545"), D("275"), D("180")]
    # Pool 1003: shares 546.635 -> 545, 273.819 -> 275, 182.546 -> 185: 1005, two over,
    # a remainder smaller than the unit comes off the lowest finisher.
    assert pay("1003", FNC_TABLE, list(range(1, 10)), "5")[:3] == [D("545"), D("275"), D("183")]


def test_tied_players_share_the_rounding_in_order_listed():
    # FNC example event 2: pool 1080, tie for 4th among 20: 64.80 each rounds to 65, five over.
    finishes = [1, 2, 3, 4, 4, *range(6, 21)]
    amounts = pay("1080", FNC_TABLE, finishes, "5")
    assert amounts[:5] == [D("520"), D("260"), D("175"), D("60"), D("65")]


def test_a_tie_for_first_splits_first_and_second():
    amounts = pay("100", AZ_TABLE, [1, 1, 3, 4], "0.01")
    assert amounts[:3] == [D("40.00"), D("40.00"), D("20.00")]


def test_payouts_always_sum_to_the_pool_even_with_a_remainder():
    amounts = pay("101.37", FNC_TABLE, list(range(1, 16)), "5")
    assert sum(a for a in amounts if a is not None) == D("101.37")
