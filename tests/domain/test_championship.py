"""The championship: field, declines, ties at the cut, make-ups, pool, bonus chips (SPEC 2.8)."""

from dataclasses import replace
from decimal import Decimal

from leaguemgr.domain.championship import _bonus_chips
from leaguemgr.domain.records import (
    Basis,
    ChampionshipDecisions,
    ChampionshipRules,
    Event,
    EventKind,
    NoShowPolicy,
    PointsRule,
    SetAside,
)
from leaguemgr.domain.season_report import compute_season_report
from tests.domain.builders import FNC_TABLE, league_of, played, rules, status

D = Decimal
TABLE = PointsRule(preset="table", places=(10, 8, 6, 5, 4, 3, 2, 1), participation=0)


NO_DECISIONS = ChampionshipDecisions()


def season(champ, events, decisions=NO_DECISIONS, subs=(), **changes):
    league = league_of(rules(points=TABLE, championship=champ, **changes), *events, subs=subs)
    league = replace(league, seasons=(replace(league.seasons[0], championship=decisions),))
    return compute_season_report(league, "S").championship


def nights(count, order):
    return [
        Event(n, entries=tuple(played(p, i) for i, p in enumerate(order, 1)))
        for n in range(1, count + 1)
    ]


ORDER = ["p01", "p02", "p03", "p04", "p05", "p06"]


def test_fnc_rulebook_check_nine_players_of_20000_with_25_percent_get_45000_bonus_chips():
    rules_ = ChampionshipRules(
        seats=9, starting_chips=20000, bonus_chip_percent=D("25"), smallest_chip=500
    )
    chips = _bonus_chips([30.0] * 9, rules_)
    assert chips == [5000] * 9 and sum(chips) == 45000


def test_bonus_chips_follow_points_and_round_up_to_the_smallest_chip():
    champ = ChampionshipRules(
        seats=3, starting_chips=1000, bonus_chip_percent=D("50"), smallest_chip=25
    )
    result = season(champ, nights(1, ORDER))
    # 1,500 bonus chips shared 10:8:6 -> 625, 500, 375.
    assert [(s.player, s.bonus_chips) for s in result.field] == [
        ("p01", 625),
        ("p02", 500),
        ("p03", 375),
    ]


def test_declines_and_subs_pass_the_seat_down_the_line():
    champ = ChampionshipRules(seats=3)
    result = season(
        champ, nights(1, ORDER), ChampionshipDecisions(declined=("p02",)), subs=("p03",)
    )
    assert [s.player for s in result.field] == ["p01", "p04", "p05"]
    reasons = {e.player: e.reason for e in result.eligibility}
    assert reasons["p02"] == "declined the invitation"
    assert reasons["p03"] == "subs may not play the championship"


def test_an_unbreakable_tie_at_the_last_seat_is_reported_not_guessed():
    events = [
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),
        Event(2, entries=(played("p01", 1), played("p03", 2), played("p02", 3))),
    ]
    champ = ChampionshipRules(seats=2, makeup_fee_per_missed_event=D("20"), min_events=1)
    result = season(champ, events)
    assert [s.player for s in result.field] == ["p01"]
    assert result.ties_at_cut == ("p02", "p03")
    assert result.makeup_offers == ()


def test_makeup_offers_fill_the_seats_left_and_accepted_fees_join_the_pool():
    events = [
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),
        Event(2, entries=(played("p01", 1), played("p04", 2))),
    ]
    champ = ChampionshipRules(seats=3, min_events=2, makeup_fee_per_missed_event=D("60"))
    result = season(champ, events, ChampionshipDecisions(makeups=("p02",)))
    assert [(o.player, o.missed, o.fee) for o in result.makeup_offers] == [
        ("p02", 1, D("60.00")),
        ("p04", 1, D("60.00")),
    ]
    assert [(s.player, s.via) for s in result.field] == [("p01", "points"), ("p02", "makeup")]
    assert result.pool == D("60.00")


def test_a_makeup_the_seats_no_longer_leave_room_for_is_listed_and_counts_for_nothing():
    champ = ChampionshipRules(seats=1, min_events=2, makeup_fee_per_missed_event=D("60"))
    result = season(champ, nights(1, ORDER), ChampionshipDecisions(makeups=("p02",)))
    # The one seat is offered to p01, ahead of p02 in the standings.
    assert [o.player for o in result.makeup_offers] == ["p01"]
    assert result.field == ()
    assert result.pool == D("0.00")
    (late,) = result.makeups_no_longer_offered
    assert late.player == "p02"
    assert late.reason == "players qualified on points or higher in the standings took the seats"


def test_a_makeup_of_a_player_a_later_event_qualified_keeps_its_fee_out_of_the_pool():
    # p02 accepted a make-up after one night; a second night brings p02 to min_events.
    champ = ChampionshipRules(seats=3, min_events=2, makeup_fee_per_missed_event=D("60"))
    decisions = ChampionshipDecisions(makeups=("p03", "p02"))
    result = season(champ, nights(2, ORDER), decisions)
    assert [(s.player, s.via, s.fee) for s in result.field] == [
        ("p01", "points", D("0")),
        ("p02", "points", D("0")),
        ("p03", "points", D("0")),
    ]
    assert dict(result.pool_sources)["make-up fees"] == D("0")
    # In the order recorded, each with why.
    assert [(m.player, m.reason) for m in result.makeups_no_longer_offered] == [
        ("p03", "the player qualified on points"),
        ("p02", "the player qualified on points"),
    ]


def test_no_makeup_recorded_lists_none_no_longer_offered():
    champ = ChampionshipRules(seats=3, min_events=2, makeup_fee_per_missed_event=D("60"))
    assert season(champ, nights(1, ORDER)).makeups_no_longer_offered == ()


def test_a_no_show_is_ineligible_under_the_az_policy():
    events = [
        Event(1, entries=(played("p01", 1), status("p02", "no_show", finish=2), played("p03", 3)))
    ]
    result = season(
        ChampionshipRules(seats=2), events, no_show_policy=NoShowPolicy.CHAMPIONSHIP_INELIGIBLE
    )
    assert [s.player for s in result.field] == ["p01", "p03"]


def test_pool_sums_fund_bounty_fees_and_buyins_and_pays_by_the_season_table():
    champ = ChampionshipRules(seats=9, buyin=D("100"))
    nine = [f"p{i:02d}" for i in range(1, 10)]
    events = nights(1, nine)
    result = season(
        champ,
        events,
        payout_table=FNC_TABLE,
        rounding_unit=D("5"),
        set_asides=(SetAside("championship", Basis.PER_EVENT, D("900")),),
        buyin=D("200"),
    )
    assert result.pool == D("1800.00")
    assert [p.amount for p in result.payouts] == [D("980"), D("490"), D("330")]


def test_a_recorded_championship_lists_results_with_payouts():
    champ = ChampionshipRules(seats=3, buyin=D("100"))
    events = [
        *nights(1, ORDER),
        Event(
            2,
            kind=EventKind.CHAMPIONSHIP,
            entries=(played("p03", 1), played("p01", 2), played("p02", 3)),
        ),
    ]
    result = season(champ, events)
    assert [(r.player, r.amount) for r in result.results] == [
        ("p03", D("150")),
        ("p01", D("90")),
        ("p02", D("60")),
    ]


def test_players_outside_the_field_are_told_why():
    events = [
        Event(1, entries=(played("p01", 1), played("p02", 2), played("p03", 3))),
        Event(2, entries=(played("p01", 1), played("p03", 2), played("p04", 3))),
    ]
    champ = ChampionshipRules(seats=1, min_events=2)
    reasons = {e.player: e.reason for e in season(champ, events).eligibility}
    assert reasons["p01"] == "qualified on points"
    assert reasons["p03"] == "not enough points for a seat"
    assert reasons["p02"] == "played 1 of the 2 events needed"
