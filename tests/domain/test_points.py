"""Event points: presets, tie averaging, statuses and the late-cancel penalty (SPEC 2.4)."""

import math
from decimal import Decimal

import pytest

from leaguemgr.domain.event_result import compute_event
from leaguemgr.domain.points import points_function, preview_points
from leaguemgr.domain.records import Event, PointsRule
from tests.domain.builders import field, played, rules, status

D = Decimal


def points_of(event_rules, entries):
    result, _ = compute_event(
        Event(1, entries=entries), event_rules, points_function(event_rules.points), None
    )
    return dict(result.points), dict(result.penalties)


def test_neau_formula_by_place_and_total_expense():
    points, _ = points_of(rules(), (played("a", 1), played("b", 2, rebuys=1), *field(11)[2:]))
    assert points["a"] == pytest.approx(math.sqrt(11 * 30 * 1) / 2)
    assert points["b"] == pytest.approx(math.sqrt(11 * 30 * (30 / 60)) / 3)


def test_tied_players_get_the_mean_of_the_places_they_span_with_their_own_figures():
    entries = (played("a", 1), played("b", 2), played("c", 2, rebuys=1), played("d", 4))
    points, _ = points_of(rules(), entries)
    assert points["b"] == pytest.approx((math.sqrt(120) / 3 + math.sqrt(120) / 4) / 2)
    assert points["c"] == pytest.approx((math.sqrt(60) / 3 + math.sqrt(60) / 4) / 2)


def test_only_played_entries_earn_points():
    entries = (
        played("a", 1),
        status("b", "disqualified", finish=2),
        status("c", "forfeit", finish=3),
        status("d", "no_show", finish=4),
        status("e", "late_cancel"),
    )
    points, penalties = points_of(rules(), entries)
    assert points["a"] > 0
    assert points["b"] == points["c"] == points["d"] == points["e"] == 0.0
    assert penalties == {}  # the penalty is off in this season


def test_late_cancel_penalty_is_minus_what_the_last_finisher_earns_whatever_their_status():
    entries = (
        played("a", 1),
        played("b", 2),
        status("c", "forfeit", finish=3),
        status("x", "late_cancel"),
    )
    _, penalties = points_of(rules(late_cancel_penalty=True), entries)
    assert penalties["x"] == pytest.approx(-math.sqrt(90) / 4)


def test_late_cancel_penalty_with_a_tie_at_the_bottom_uses_the_tie_averaged_points():
    entries = (played("a", 1), played("b", 2), played("c", 2), status("x", "late_cancel"))
    _, penalties = points_of(rules(late_cancel_penalty=True), entries)
    assert penalties["x"] == pytest.approx(-(math.sqrt(90) / 3 + math.sqrt(90) / 4) / 2)


def test_table_preset_gives_fixed_points_plus_participation():
    table = rules(points=PointsRule(preset="table", places=(10, 7, 5), participation=1))
    points, _ = points_of(table, field(5))
    assert [points[f"p{i:02d}"] for i in range(1, 6)] == [11, 8, 6, 1, 1]


def test_a_custom_formula_sees_knockouts_and_prize():
    custom = rules(points=PointsRule(preset=None, formula="knockouts * 2 + prize / 10"))
    entries = (
        played("a", 1, busted_by=()),
        played("b", 2, busted_by=("a",)),
        played("c", 3, busted_by=("a",)),
    )
    points, _ = points_of(custom, entries)
    assert points["a"] == pytest.approx(2 * 2 + 45 / 10)  # 50% of a 90 pool


def test_preview_shows_points_by_place_for_a_field_size():
    assert preview_points(PointsRule(), 4, 30.0)[0] == pytest.approx(math.sqrt(120) / 2)
