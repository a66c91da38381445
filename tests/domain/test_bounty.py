"""Bounty on the previous winner, with carry-over (SPEC 2.5)."""

from decimal import Decimal

from leaguemgr.domain.records import BountyRules, Event
from leaguemgr.domain.season_report import compute_season_report
from tests.domain.builders import league_of, played, rules

D = Decimal
BOUNTY = rules(bounty=BountyRules(D("10"), initial_target="p01"))


def night(number, *entries):
    return Event(number, entries=entries)


def report(*events):
    return compute_season_report(league_of(BOUNTY, *events), "S")


def test_first_buster_of_the_target_wins_the_whole_pot_even_if_the_target_rebought():
    result = report(
        night(
            1,
            played("p02", 1),
            played("p03", 2),
            played("p01", 3, rebuys=1, busted_by=("p03", "p02")),
        )
    )
    bounty = result.events[0].bounty
    assert (bounty.target, bounty.pot, bounty.winner) == ("p01", D("10"), "p03")
    assert result.bounty_pot_end == D("0")


def test_pot_carries_over_when_the_target_is_absent_or_never_busted():
    result = report(
        night(1, played("p02", 1), played("p03", 2, busted_by=("p02",))),  # p01 absent
        night(2, played("p02", 1), played("p03", 2, busted_by=("p02",))),  # p02 wins unbusted
        night(3, played("p03", 1), played("p02", 2, busted_by=("p03",))),  # p03 busts p02
    )
    outcomes = [(e.bounty.target, e.bounty.pot, e.bounty.winner) for e in result.events]
    assert outcomes == [
        ("p01", D("10"), None),
        ("p02", D("20"), None),
        ("p02", D("30"), "p03"),
    ]
    assert result.bounty_pot_end == D("0")


def test_unclaimed_pot_at_season_end_goes_to_the_championship_pool():
    from leaguemgr.domain.records import ChampionshipRules

    season_rules = rules(
        bounty=BountyRules(D("10")), championship=ChampionshipRules(seats=2, buyin=D("0"))
    )
    league = league_of(season_rules, night(1, played("p02", 1), played("p03", 2)))
    result = compute_season_report(league, "S")
    assert result.bounty_pot_end == D("10")
    assert dict(result.championship.pool_sources)["bounty left over"] == D("10")
    assert result.championship.pool == D("10")


def test_knockouts_count_every_bust_a_player_made():
    result = report(
        night(1, played("p02", 1), played("p03", 2, rebuys=1, busted_by=("p02", "p02")))
    )
    assert dict(result.events[0].knockouts) == {"p02": 2}
