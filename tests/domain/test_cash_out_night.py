"""A night played to a cash-out (SPEC 8): its payouts are every player's cash-out, its
finishes follow from them, and it has no payout table."""

from __future__ import annotations

from dataclasses import replace

from leaguemgr.domain.cash_out_night import finishes_from_cash_outs, with_cash_out_finishes
from leaguemgr.domain.records import Entry, Event, PayoutRange, PointsRule
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from tests.domain.builders import D, league_of, rules

# A timed euro game: 10 players at 20 each, 200 in chips cashed out; points are cash-out x 50.
CASH_OUT_RULES = rules(
    buyin=D("20"),
    rebuy_cost=D("20"),
    rounding_unit=D("0.01"),
    payout_table=(PayoutRange(12, 40, (D("100"),)),),  # no row for 10: none is needed
    points=PointsRule(preset=None, formula="prize * 50"),
    cash_out=True,
)
# Cashed out, in euros: p03 and p04 level, p09 and p10 went home with nothing (p10 unlisted).
CASHED = (
    ("p01", "47.50"),
    ("p02", "38.00"),
    ("p03", "31.25"),
    ("p04", "31.25"),
    ("p05", "20.00"),
    ("p06", "15.00"),
    ("p07", "10.00"),
    ("p08", "7.00"),
    ("p09", "0.00"),
)


def cash_out_night(number: int = 1, cashed=CASHED) -> Event:
    entries = tuple(Entry(player=f"p{i:02d}") for i in range(1, 11))
    event = Event(number, entries=entries, payouts=tuple((p, D(a)) for p, a in cashed))
    return with_cash_out_finishes(event, CASH_OUT_RULES)


def test_the_finishes_follow_from_the_cash_outs_more_first_equal_amounts_tied():
    event = cash_out_night()
    assert [(entry.player, entry.finish) for entry in event.entries] == [
        ("p01", 1),
        ("p02", 2),
        ("p03", 3),
        ("p04", 3),
        ("p05", 5),
        ("p06", 6),
        ("p07", 7),
        ("p08", 8),
        ("p09", 9),
        ("p10", 9),
    ]


def test_a_cash_out_night_pays_every_cash_out_and_scores_them_without_a_payout_table():
    # Night 2 hands the same amounts out the other way round: p10 47.50 ... p02 0, p01 unlisted.
    again = tuple((f"p{11 - i:02d}", amount) for i, (_, amount) in enumerate(CASHED, 1))
    league = league_of(CASH_OUT_RULES, cash_out_night(1), cash_out_night(2, again))
    assert first_problem(league) is None
    report = compute_season_report(league, "S")
    first = report.events[0]
    assert first.money.pool == D("200.00")
    assert [(p.player, p.finish, p.amount) for p in first.payouts][:4] == [
        ("p01", 1, D("47.50")),
        ("p02", 2, D("38.00")),
        ("p03", 3, D("31.25")),
        ("p04", 3, D("31.25")),
    ]
    assert dict(first.points)["p01"] == 2375.0
    assert dict(first.points)["p10"] == 0.0
    standings = [(row.rank, row.player, row.points, row.wins) for row in report.standings]
    # Level pairs: each has the same cash-outs over the two nights, and the same finishes.
    assert standings == [
        (1, "p01", 2375.0, 1),
        (1, "p10", 2375.0, 1),
        (3, "p04", 2062.5, 0),
        (3, "p07", 2062.5, 0),
        (5, "p03", 1912.5, 0),
        (5, "p08", 1912.5, 0),
        (7, "p02", 1900.0, 0),
        (7, "p09", 1900.0, 0),
        (9, "p05", 1750.0, 0),
        (9, "p06", 1750.0, 0),
    ]


def test_cash_outs_that_do_not_add_up_to_the_pool_are_refused_as_what_was_paid_is():
    short = cash_out_night(cashed=CASHED[1:])  # p01's 47.50 left out
    found = first_problem(league_of(CASH_OUT_RULES, short))
    assert found.message == "event 1 paid 152.50, 47.50 less than its pool of 200.00"


def test_a_finish_the_cash_outs_do_not_give_is_refused_naming_the_player():
    event = cash_out_night()
    first, second, *rest = event.entries
    swapped = replace(event, entries=(replace(first, finish=2), replace(second, finish=1), *rest))
    found = first_problem(league_of(CASH_OUT_RULES, swapped))
    assert found.location[-3:] == ("entries", 0, "finish")
    assert found.message == (
        "p01 cashed out 47.50 at event 1, which finishes 1, not 2 (the finishes of a "
        "cash-out follow from the amounts)"
    )


def test_an_event_can_say_it_was_not_played_to_the_seasons_cash_out():
    entries = (Entry("p01", finish=1), Entry("p02", finish=2))
    table = (PayoutRange(1, 40, (D("100"),)),)
    season_rules = replace(CASH_OUT_RULES, payout_table=table)
    league = league_of(season_rules, Event(1, entries=entries, cash_out=False))
    assert first_problem(league) is None
    paid = compute_season_report(league, "S").events[0].payouts
    assert [(p.player, p.amount) for p in paid] == [("p01", D("40.00"))]


def test_nobody_listed_ties_everyone_first():
    entries = (Entry("p01"), Entry("p02"))
    assert finishes_from_cash_outs(entries, {}) == {"p01": 1, "p02": 1}


def test_the_big_screen_and_the_phones_do_not_call_the_cash_outs_a_deal():
    from leaguemgr.domain.night.facts import night_result

    league = league_of(CASH_OUT_RULES, cash_out_night())
    event, result = league.seasons[0].events[0], compute_season_report(league, "S").events[0]
    shown = night_result(event, result, CASH_OUT_RULES)
    assert not shown.deal
    assert [(p.place, p.player, p.prize) for p in shown.places][2:4] == [
        (3, "p03", D("31.25")),
        (3, "p04", D("31.25")),
    ]


def test_the_championship_of_a_cash_out_season_is_played_for_its_payout_table():
    from leaguemgr.domain.cash_out_night import is_cash_out
    from leaguemgr.domain.records import EventKind

    final = Event(9, kind=EventKind.CHAMPIONSHIP, entries=(Entry("p01", finish=1),))
    assert not is_cash_out(final, CASH_OUT_RULES)
    assert with_cash_out_finishes(final, CASH_OUT_RULES) is final
