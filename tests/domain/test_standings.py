"""Standings: points, count-back, shared ranks and the no-show policy (SPEC 2.7)."""

from leaguemgr.domain.records import Event, NoShowPolicy, PointsRule
from leaguemgr.domain.season_report import compute_season_report
from tests.domain.builders import league_of, played, rules, status

TABLE = PointsRule(preset="table", places=(10, 6, 4, 2), participation=0)


def standings(*events, **rule_changes):
    league = league_of(rules(points=TABLE, **rule_changes), *events)
    return compute_season_report(league, "S").standings


def test_ranked_by_points_highest_first():
    rows = standings(Event(1, entries=(played("p02", 1), played("p01", 2), played("p03", 3))))
    assert [(r.rank, r.player, r.points) for r in rows] == [
        (1, "p02", 10),
        (2, "p01", 6),
        (3, "p03", 4),
    ]


def test_points_tie_broken_by_count_back_more_firsts_then_more_seconds():
    rows = standings(
        Event(1, entries=(played("p01", 1), played("p02", 3), played("p03", 2), played("p04", 4))),
        Event(2, entries=(played("p02", 2), played("p01", 4), played("p03", 3), played("p04", 1))),
        Event(3, entries=(played("p02", 2), played("p01", 4), played("p04", 3), played("p03", 1))),
    )
    # p01: 10+2+2=14 (one 1st); p02: 4+6+6=16; p03: 6+4+10=20 (one 1st); p04: 2+10+4=16.
    by_player = {r.player: r.rank for r in rows}
    assert by_player == {"p03": 1, "p04": 2, "p02": 3, "p01": 4}  # p04 has a 1st, p02 none


def test_players_still_tied_after_count_back_share_the_rank():
    rows = standings(
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),
        Event(2, entries=(played("p02", 1), played("p01", 2), played("p04", 3))),
    )
    assert [(r.rank, r.player) for r in rows] == [(1, "p01"), (1, "p02"), (3, "p03"), (3, "p04")]


def test_late_cancel_penalty_is_part_of_points_and_shown_as_penalties():
    rows = standings(
        Event(1, entries=(played("p01", 1), played("p02", 2), status("p03", "late_cancel"))),
        late_cancel_penalty=True,
    )
    p03 = next(r for r in rows if r.player == "p03")
    assert (p03.points, p03.penalties, p03.events_played) == (-6, -6, 0)


def test_forfeit_season_points_policy_zeroes_a_no_shows_season():
    rows = standings(
        Event(1, entries=(played("p01", 1), played("p02", 2))),
        Event(2, entries=(played("p02", 1), status("p01", "no_show", finish=2))),
        no_show_policy=NoShowPolicy.FORFEIT_SEASON_POINTS,
    )
    p01 = next(r for r in rows if r.player == "p01")
    assert (p01.points, p01.events_played, p01.wins) == (0, 1, 1)
