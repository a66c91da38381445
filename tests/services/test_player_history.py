"""The player's page figures: money in and out, points, knockouts, dealing and free entries."""

from __future__ import annotations

from decimal import Decimal
from pathlib import Path

import pytest

from leaguemgr.domain.records import (
    Basis,
    BountyRules,
    ChampionshipDecisions,
    ChampionshipRules,
    Dealer,
    DealerGame,
    Entry,
    EntryStatus,
    Event,
    EventKind,
    League,
    PayoutRange,
    Player,
    Season,
    SeasonPrizes,
    SeasonRules,
    SetAside,
)
from leaguemgr.domain.season_report import compute_season_report
from leaguemgr.services.league_files import load_league_file
from leaguemgr.services.player_history import player_history
from leaguemgr.services.points_race import points_race

D = Decimal


def _league() -> League:
    rules = SeasonRules(
        buyin=D("30"),
        rebuy_cost=D("30"),
        addon_cost=D("10"),
        set_asides=(
            SetAside("championship", Basis.PER_ENTRY, D("3")),
            SetAside("points", Basis.PER_ENTRY, D("2")),
        ),
        payout_table=(PayoutRange(1, 20, (D("70"), D("30"))),),
        rounding_unit=D("1"),
        bounty=BountyRules(D("10")),
        dealer_credits=True,
        championship=ChampionshipRules(seats=2, buyin=D("20"), starting_chips=1000),
        season_prizes=SeasonPrizes("points", (D("100"),)),
    )
    first = Event(
        number=1,
        entries=(
            Entry("ann", finish=1, rebuys=1, addons=1),
            Entry("bob", finish=2, busted_by=("ann",)),
            Entry("cat", finish=3, busted_by=("ann",)),
        ),
        dealers=(Dealer("bob", DealerGame.FULL), Dealer("cat", DealerGame.FULL)),
    )
    second = Event(
        number=2,
        entries=(
            Entry("bob", finish=1),
            Entry("ann", finish=2, busted_by=("bob",)),
            Entry("cat", finish=3, busted_by=("bob",)),
            Entry("dan", status=EntryStatus.LATE_CANCEL),
        ),
        dealers=(Dealer("bob", DealerGame.FULL),),
    )
    third = Event(
        number=3,
        entries=(Entry("ann", finish=1), Entry("bob", finish=2), Entry("cat", finish=3)),
        dealers=(Dealer("bob", DealerGame.FULL),),
    )
    fourth = Event(
        number=4,
        entries=(
            Entry("cat", finish=1),
            Entry("bob", finish=2, free_entry=True, busted_by=("cat",)),
            Entry("ann", status=EntryStatus.NO_SHOW, paid=True, finish=3),
        ),
    )
    final = Event(
        number=5,
        kind=EventKind.CHAMPIONSHIP,
        entries=(Entry("bob", finish=1), Entry("ann", finish=2, busted_by=("bob",))),
    )
    players = tuple(Player(pid, pid.title()) for pid in ("ann", "bob", "cat", "dan"))
    season = Season(
        "2026",
        rules,
        (first, second, third, fourth, final),
        ChampionshipDecisions(declined=("cat",)),
    )
    return League("Test", players=players, seasons=(season,))


@pytest.fixture
def league() -> League:
    return _league()


def test_money_in_counts_buyins_rebuys_addons_and_nothing_for_a_free_entry(league):
    report = compute_season_report(league, "2026")
    ann = player_history(league, report, "ann")
    bob = player_history(league, report, "bob")
    # Ann: 30 + 30 rebuy + 10 add-on, 30, 30, 30 (a paid no-show), the championship buy-in 20.
    assert [line.money_in for line in ann.events] == [
        D("70.00"), D("30.00"), D("30.00"), D("30.00"), D("20.00")
    ]  # fmt: skip
    assert ann.money_in == D("180.00")
    # Bob's fourth event was comped from his dealing credits: he paid nothing.
    assert [line.money_in for line in bob.events] == [
        D("30.00"), D("30.00"), D("30.00"), D("0.00"), D("20.00")
    ]  # fmt: skip
    assert [line.free_entry for line in bob.events] == [False, False, False, True, False]


def test_money_out_adds_prizes_bounties_season_prize_and_championship(league):
    report = compute_season_report(league, "2026")
    bob = player_history(league, report, "bob")
    expected_prizes = sum((result.prize_of("bob") for result in report.events), D("0")) + sum(
        (row.amount for row in report.championship.results if row.player == "bob"), D("0")
    )
    assert bob.prizes == expected_prizes
    # Bob busted Ann, the winner of event 1, at event 2: the pot (event 1 had no target, so
    # its 10 carried over) is his.
    assert bob.bounties_won == report.events[1].bounty.pot
    assert bob.bounty_count == 1
    prize = sum((a.amount for a in report.season_prizes if a.player == "bob"), D("0"))
    assert bob.season_prize == prize
    assert bob.money_out == bob.prizes + bob.bounties_won + bob.season_prize
    assert bob.net == bob.money_out - bob.money_in


def test_points_finishes_and_knockouts_by_event(league):
    report = compute_season_report(league, "2026")
    ann = player_history(league, report, "ann")
    assert [line.finish for line in ann.events] == [1, 2, 1, 3, 2]
    assert ann.events[0].knockouts == 2
    assert ann.knockouts == 2
    assert ann.events[3].status is EntryStatus.NO_SHOW
    assert ann.events[3].points == 0.0
    assert ann.events[-1].kind is EventKind.CHAMPIONSHIP
    standing = next(row for row in report.standings if row.player == "ann")
    assert ann.points == standing.points
    assert ann.rank == standing.rank
    assert sum(line.points for line in ann.events) == pytest.approx(standing.points)


def test_dealing_and_free_entries(league):
    report = compute_season_report(league, "2026")
    bob = player_history(league, report, "bob")
    assert bob.full_games_dealt == 3
    assert bob.half_games_dealt == 0
    assert bob.free_entries_used == 1
    credits = next(row for row in report.dealer_credits if row.player == "bob")
    assert bob.free_entries_earned == credits.free_entries_earned
    assert bob.free_entries_available == credits.free_entries_available


def test_a_late_cancel_shows_with_no_money_and_no_finish(league):
    report = compute_season_report(league, "2026")
    dan = player_history(league, report, "dan")
    assert len(dan.events) == 1
    line = dan.events[0]
    assert line.status is EntryStatus.LATE_CANCEL
    assert line.finish is None
    assert line.money_in == D("0")
    assert dan.events_played == 0


def test_sample_league_totals_agree_with_the_report(sample_league):
    report = compute_season_report(sample_league, "2026")
    for row in report.standings:
        history = player_history(sample_league, report, row.player)
        assert history.events_played == row.events_played
        assert history.wins == row.wins
        assert history.points == row.points
        assert sum(line.points for line in history.events) == pytest.approx(row.points)
    all_prizes = sum(
        (player_history(sample_league, report, p.id).prizes for p in sample_league.players),
        D("0"),
    )
    assert all_prizes == sum((r.money.pool for r in report.events), D("0"))


def test_points_race_ends_at_the_standings_points(sample_league):
    report = compute_season_report(sample_league, "2026")
    race = points_race(report, top=8)
    assert race.events == tuple(range(1, 12))
    assert [line.player for line in race.lines] == [row.player for row in report.standings[:8]]
    for line, row in zip(race.lines, report.standings, strict=False):
        assert line.totals[-1] == pytest.approx(row.points)
        assert list(line.totals) == sorted(line.totals)  # no penalties in the sample


@pytest.fixture
def sample_league() -> League:
    return load_league_file(Path(__file__).parents[2] / "resources" / "sample.league.json")


def test_knockout_bounties_are_money_out_with_the_prizes():
    """A player's page says what they collected in knockout bounties (SPEC 9), night by night
    and over the season, and counts it in what the season paid them."""
    import dataclasses

    from leaguemgr.domain.records import KnockoutKind, KnockoutRules
    from tests.exporters.support import load_example

    league, _ = load_example("az-2026")
    season = league.seasons[0]
    rules = dataclasses.replace(
        season.rules, knockout=KnockoutRules(KnockoutKind.FIXED, Decimal("5"))
    )
    league = dataclasses.replace(league, seasons=(dataclasses.replace(season, rules=rules),))
    report = compute_season_report(league, season.name)
    top, _ = report.events[0].bounties.paid[0]
    collected = {
        result.number: dict(result.bounties.paid).get(top, Decimal(0)) for result in report.events
    }
    history = player_history(league, report, top)
    lines = {line.number: line.knockout_bounties for line in history.events}
    assert {n: a for n, a in lines.items() if n in collected} == {
        n: a for n, a in collected.items() if n in lines
    }
    assert history.knockout_bounties == sum(collected.values()) > 0
    season_prize = Decimal(0) if history.season_prize_provisional else history.season_prize
    assert history.money_out == (
        history.prizes + history.bounties_won + history.knockout_bounties + season_prize
    )
