"""Bad league data is refused with the path and value of what is wrong."""

from dataclasses import replace
from decimal import Decimal

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.records import (
    Basis,
    Event,
    KnockoutKind,
    KnockoutRules,
    PayoutRange,
    PointsRule,
    SetAside,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from tests.domain.builders import league_of, played, rules, status

D = Decimal


def problem(season_rules=None, *events):
    found = first_problem(league_of(season_rules or rules(), *events))
    return found.describe() if found else None


def test_finishes_that_are_not_a_sequence_name_the_event_and_players():
    text = problem(None, Event(4, entries=(played("p01", 1), played("p02", 3))))
    assert text.startswith("$.seasons[0].events[0].entries:")
    assert "finishes of event 4 are not a valid sequence: finish 2 is missing" in text
    assert "p01 1, p02 3" in text


def test_a_tie_must_skip_the_next_finish():
    text = problem(None, Event(1, entries=(played("p01", 1), played("p02", 1), played("p03", 2))))
    assert "finish 2 follows a tie and should have been skipped" in text


def test_rebuys_over_the_limit():
    text = problem(rules(max_rebuys=1), Event(2, entries=(played("p01", 1, rebuys=2),)))
    assert "$.seasons[0].events[0].entries[0].rebuys" in text
    assert "p01 has 2 rebuys; event 2 allows 1" in text


def test_an_event_can_allow_unlimited_rebuys():
    event = Event(1, max_rebuys=None, max_rebuys_set=True, entries=(played("p01", 1, rebuys=5),))
    assert problem(rules(max_rebuys=1), event) is None


def test_a_counting_entry_needs_a_finish_and_a_late_cancel_has_none():
    assert "p01 needs a finish" in problem(None, Event(1, entries=(played("p01", None),)))
    text = problem(
        None, Event(1, entries=(played("p01", 1), status("p02", "late_cancel", finish=2)))
    )
    assert "a late cancel entry has no finish" in text


def test_payout_rows_must_sum_to_100_and_name_the_row():
    table = (PayoutRange(1, 12, (D("50"), D("30"), D("19.5"))),)
    text = problem(rules(payout_table=table))
    assert text.startswith("$.seasons[0].rules.payout_table[0].percents")
    assert "add up to 99.5, not 100" in text


def test_a_field_with_no_payout_row():
    entries = tuple(played(f"p{i:02d}", i) for i in range(1, 22))
    assert "no row for 21 entries" in problem(None, Event(1, entries=entries))


def test_a_bad_formula_is_refused_with_its_position():
    text = problem(rules(points=PointsRule(preset=None, formula="sqrt(n *)")))
    assert "$.seasons[0].rules.points.formula" in text and "does not parse" in text


def test_a_pool_that_would_go_negative():
    greedy = rules(set_asides=(SetAside("expenses", Basis.PER_EVENT, D("100")),))
    text = problem(greedy, Event(1, entries=(played("p01", 1), played("p02", 2))))
    assert "the pool would be -40.00" in text


def test_busts_must_name_players_of_the_event():
    text = problem(None, Event(1, entries=(played("p01", 1), played("p02", 2, busted_by=("p09",)))))
    assert "p09 did not play event 1" in text


def test_two_hitmen_named_for_one_bust_are_told_to_name_one():
    # "Ann, Bob" typed for a bust they shared reads as two busts: the entry has no rebuy.
    entries = (played("p01", 1), played("p02", 2), played("p03", 3, busted_by=("p01", "p02")))
    text = problem(None, Event(1, entries=entries))
    assert "p03 was busted 2 times with 0 rebuys (Busted by names one player a bust: of two " in (
        text
    )
    assert "who shared a bust, name one)" in text


def test_the_report_refuses_invalid_data_instead_of_guessing():
    league = league_of(rules(), Event(1, entries=(played("p01", 2),)))
    with pytest.raises(RuleError, match="finish 1 is missing"):
        compute_season_report(league, "S")


def test_unknown_players_are_refused():
    league = league_of(rules(), Event(1, entries=(played("zz", 1),)))
    assert "unknown player" in first_problem(league).describe()
    assert first_problem(replace(league, seasons=())) is None


def test_a_winner_busted_as_often_as_they_bought_in_is_refused_naming_the_player():
    """Under fixed bounties each bust named pays one, so a winner's bust too many is money."""
    fixed = rules(knockout=KnockoutRules(KnockoutKind.FIXED, D("10")))
    entries = (
        played("p01", 1, rebuys=1, busted_by=("p02", "p03")),
        played("p02", 2),
        played("p03", 3),
    )
    # Without knockout bounties the busts pay nothing: an edit that swaps 1st and 2nd saves.
    assert problem(None, Event(3, entries=entries)) is None
    text = problem(fixed, Event(3, entries=entries))
    assert "$.seasons[0].events[0].entries[0].busted_by" in text
    assert (
        "p01 won event 3 and was busted 2 times with 1 rebuy: a winner is busted once before "
        "each rebuy, never at the end" in text
    )
    fine = (played("p01", 1, rebuys=1, busted_by=("p02",)), *entries[1:])
    assert problem(fixed, Event(3, entries=fine)) is None


def test_what_was_paid_needs_no_row_of_the_payout_table_for_its_field():
    table = (PayoutRange(6, 20, (D("60"), D("40"))),)  # no row for 5 entries
    entries = tuple(played(f"p0{i}", i) for i in range(1, 6))
    paid = Event(1, entries=entries, payouts=(("p01", D("100")), ("p02", D("50"))))
    assert problem(rules(payout_table=table), paid) is None
    report = compute_season_report(league_of(rules(payout_table=table), paid), "S")
    assert [(p.player, p.amount) for p in report.events[0].payouts] == [
        ("p01", D("100")),
        ("p02", D("50")),
    ]
    unpaid = replace(paid, payouts=None)
    assert "the payout table has no row for 5 entries" in problem(rules(payout_table=table), unpaid)
