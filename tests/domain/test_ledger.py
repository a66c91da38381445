"""SPEC 7: dues, ledger lines, unpaid entries, balances and the dues gates."""

from __future__ import annotations

import dataclasses
from decimal import Decimal

import pytest

from leaguemgr.domain.errors import RuleError
from leaguemgr.domain.ledger import parse_ledger_amount
from leaguemgr.domain.records import (
    Basis,
    ChampionshipRules,
    DuesGate,
    DuesRule,
    Event,
    LedgerFor,
    LedgerKind,
    LedgerLine,
    SeasonPrizes,
    SetAside,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.domain.validation import first_problem
from tests.domain.builders import field, league_of, played, rules

D = Decimal


def _events(count: int = 4, players: int = 4) -> tuple[Event, ...]:
    return tuple(
        Event(number=n, date=f"2026-0{n}-10", entries=field(players)) for n in range(1, count + 1)
    )


def _pay(player: str, amount: str, date: str, purpose=LedgerFor.DUES, kind=LedgerKind.PAYMENT):
    return LedgerLine(date, player, kind, D(amount), purpose, "")


def _league(gate: DuesGate, lines=(), **rule_changes):
    season_rules = rules(dues=DuesRule(D("40"), 2, gate), **rule_changes)
    league = league_of(season_rules, *_events(), players=6, subs=("p04",))
    season = dataclasses.replace(league.seasons[0], ledger=tuple(lines))
    return dataclasses.replace(league, seasons=(season,))


def _points(report, player: str) -> float:
    return next(row.points for row in report.standings if row.player == player)


def test_points_gate_zeroes_points_after_the_due_event_until_the_dues_are_paid() -> None:
    # p01 wins every night. Dues paid on 2026-03-20: event 3 (03-10) scores 0, event 4 counts.
    free = compute_season_report(_league(DuesGate.NONE), "S")
    gated = compute_season_report(_league(DuesGate.POINTS, [_pay("p01", "40", "2026-03-20")]), "S")
    per_event = dict(free.events[0].points)["p01"]
    assert _points(free, "p01") == pytest.approx(4 * per_event)
    assert _points(gated, "p01") == pytest.approx(3 * per_event)
    assert dict(gated.events[2].points)["p01"] == 0
    assert dict(gated.events[3].points)["p01"] == pytest.approx(per_event)
    # p02 never paid: only events 1 and 2 count; the sub p04 is not charged, so not gated.
    assert dict(gated.points_held_back)["p02"] == (3, 4)
    assert "p04" not in dict(gated.points_held_back)
    # The entry still counts for money and attendance.
    assert gated.events[2].payouts == free.events[2].payouts
    assert next(r.events_played for r in gated.standings if r.player == "p02") == 4


def test_championship_gate_leaves_a_short_player_out_of_the_field_like_a_decline() -> None:
    championship = ChampionshipRules(seats=2)
    paid = [_pay(p, "40", "2026-04-01") for p in ("p02", "p03")]
    report = compute_season_report(
        _league(DuesGate.CHAMPIONSHIP, paid, championship=championship), "S"
    )
    field_players = [seat.player for seat in report.championship.field]
    assert "p01" not in field_players  # the points leader did not pay
    assert field_players == ["p02", "p03"]
    reason = next(e for e in report.championship.eligibility if e.player == "p01")
    assert reason.status == "ineligible" and "dues" in reason.reason
    # Paid after the last regular event (2026-04-10): still short at that date.
    late = [*paid, _pay("p01", "40", "2026-04-11")]
    report = compute_season_report(
        _league(DuesGate.CHAMPIONSHIP, late, championship=championship), "S"
    )
    assert "p01" not in [seat.player for seat in report.championship.field]


def test_balances_follow_the_formula_and_dues_unpaid_lists_short_players() -> None:
    unpaid = dataclasses.replace(played("p05", 5), paid=False, rebuys=1)
    events = (*_events(3, 4), Event(number=4, date="2026-04-10", entries=(*field(4), unpaid)))
    season_rules = rules(
        dues=DuesRule(D("40"), 2, DuesGate.NONE),
        set_asides=(SetAside("points", Basis.PER_ENTRY, D("5")),),
        season_prizes=SeasonPrizes("points", (D("100"),)),
        events_planned=4,  # night 4 completes the season: its prize is owed
    )
    league = league_of(season_rules, *events, players=6, subs=("p04",))
    lines = (
        _pay("p01", "25", "2026-01-01"),
        _pay("p01", "15", "2026-02-01"),
        _pay("p02", "10", "2026-02-01"),
        LedgerLine("2026-03-01", "p03", LedgerKind.CHARGE, D("5"), LedgerFor.FINE, "late"),
        LedgerLine("2026-03-02", "p03", LedgerKind.CHARGE, D("-5"), LedgerFor.FINE, "waived"),
        LedgerLine("2026-03-03", "p02", LedgerKind.PAYOUT, D("12.50"), LedgerFor.OTHER, ""),
    )
    league = dataclasses.replace(
        league, seasons=(dataclasses.replace(league.seasons[0], ledger=lines),)
    )
    report = compute_season_report(league, "S")
    prize = dict((a.player, a.amount) for a in report.season_prizes)["p01"]
    balances = dict(report.ledger.balances)
    assert balances["p01"] == -prize  # dues paid in full; the season prize is owed to p01
    assert balances["p02"] == D("40") - D("10") + D("12.50")
    assert balances["p03"] == D("40")  # the fine and its correction cancel
    assert "p04" not in balances  # a sub: no dues when the rule says so
    assert balances["p05"] == D("40") + D("30") + D("30")  # dues + buy-in + one rebuy
    assert report.ledger.dues_unpaid == ("p02", "p03", "p05")
    assert report.ledger.receivable == sum(v for v in balances.values() if v > 0)
    assert report.ledger.payable == prize


def test_a_season_without_dues_or_lines_has_no_ledger_section() -> None:
    league = league_of(rules(), *_events())
    assert compute_season_report(league, "S").ledger is None


def test_a_gate_without_dated_events_is_refused_with_the_path() -> None:
    league = _league(DuesGate.POINTS)
    events = list(league.seasons[0].events)
    events[3] = dataclasses.replace(events[3], date=None)
    season = dataclasses.replace(league.seasons[0], events=tuple(events))
    league = dataclasses.replace(league, seasons=(season,))
    problem = first_problem(league)
    assert problem is not None and problem.location == ("seasons", 0, "events", 3, "date")
    with pytest.raises(RuleError, match=r"\$\.seasons\[0\]\.events\[3\]\.date"):
        compute_season_report(league, "S")


@pytest.mark.parametrize(
    "text", ["0", "-0", "0.00", "NaN", "inf", "1e3", "abc", "1000001", "0.001"]
)
def test_a_ledger_amount_that_moves_no_money_or_is_absurd_is_refused(text: str) -> None:
    with pytest.raises(ValueError):
        parse_ledger_amount(text)


def test_a_correction_is_a_negative_amount_to_the_cent() -> None:
    assert parse_ledger_amount("-20") == D("-20.00")
    assert str(parse_ledger_amount("$1,250.5")) == "1250.50"


def test_the_cash_box_reconciles_to_the_cent_for_the_season_and_each_night() -> None:
    from leaguemgr.domain.cash_box import night_box, season_box

    unpaid = dataclasses.replace(played("p05", 5), paid=False, rebuys=1)
    events = (*_events(3, 4), Event(number=4, date="2026-04-10", entries=(*field(4), unpaid)))
    season_rules = rules(
        dues=DuesRule(D("40"), 2, DuesGate.NONE),
        set_asides=(SetAside("points", Basis.PER_ENTRY, D("5")),),
        season_prizes=SeasonPrizes("points", (D("60"), D("40"))),
    )
    league = league_of(season_rules, *events, players=8)
    lines = (
        _pay("p01", "40", "2026-04-10"),
        LedgerLine("2026-04-10", "p05", LedgerKind.PAYMENT, D("30"), LedgerFor.ENTRIES, ""),
        LedgerLine("2026-04-11", "p02", LedgerKind.PAYOUT, D("7.25"), LedgerFor.PRIZE, ""),
        LedgerLine("2026-04-12", "p03", LedgerKind.CHARGE, D("10"), LedgerFor.FINE, ""),
    )
    season = dataclasses.replace(league.seasons[0], ledger=lines)
    league = dataclasses.replace(league, seasons=(season,))
    report = compute_season_report(league, "S")
    players = {p.id: p for p in league.players}
    box = season_box(season, report, players)
    assert box.on_hand == box.taken_in - box.paid_out
    assert box.owed_to_league == report.ledger.receivable
    assert box.owed_by_league == report.ledger.payable
    night = night_box(season, season.events[3], report.events[3])
    # Night 4: four paid buy-ins, one fronted ($60 with the rebuy); p01's dues and $30 of
    # p05's entry paid that night: $30 of it is still owed (issue 31: one figure a player).
    assert night.owed_to_league == D("30")
    assert night.taken_in == D("120") + D("40") + D("30")
    assert night.on_hand == night.taken_in - night.paid_out


def test_money_added_to_a_pool_comes_into_the_cash_box_as_it_goes_out_in_payouts() -> None:
    from leaguemgr.domain.cash_box import night_box, season_box

    events = (*_events(2, 4), Event(number=3, date="2026-03-10", entries=field(4), added=D("50")))
    league = league_of(rules(), *events, players=6)
    season = league.seasons[0]
    report = compute_season_report(league, "S")
    night = night_box(season, season.events[2], report.events[2])
    assert night.taken_in == report.events[2].money.gross + D("50")
    assert night.paid_out == report.events[2].money.pool
    box = season_box(season, report, {p.id: p for p in league.players})
    assert box.on_hand == box.taken_in - box.paid_out
