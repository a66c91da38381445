"""The night service (SPEC 4): each action one transaction, a night that resumes, and the
checks of a free entry; what the night screen calls."""

from __future__ import annotations

import json
import random
from decimal import Decimal

import pytest

from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import EventState
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from tests.night_league import make_night_league


@pytest.fixture
def db(league_target, tmp_path):
    return make_night_league(league_target, tmp_path)


def nights(db, seed=1) -> NightService:
    return NightService(LeagueService.open(db), random.Random(seed))


def test_a_running_night_resumes_after_a_restart_where_it_was(db) -> None:
    first = nights(db)
    first.start("2026", 12)
    for i in range(8):
        first.arrive("2026", 12, f"p{i:02d}", on_time=True)
    first.draw("2026", 12, seed=3)
    first.bust("2026", 12, ["p03"], by=["p04"])
    first.level("2026", 12, 1)
    was = first.night("2026", 12)
    first.service.close()

    second = nights(db)
    assert second.night("2026", 12) == was
    second.start("2026", 12)  # a running night resumes: nothing changes
    assert second.night("2026", 12) == was
    assert second.night("2026", 12).level == 2
    # The season's report shows the running night as a planned one: no money moved yet.
    assert 12 not in [r.number for r in second.service.report("2026").events if r.payouts]
    second.service.close()


def test_undo_takes_back_the_last_action_but_never_the_start(db) -> None:
    service = nights(db)
    service.start("2026", 12)
    service.arrive("2026", 12, "p01")
    service.undo("2026", 12)
    assert service.night("2026", 12).arrivals == ()
    with pytest.raises(NightError, match="nothing to undo"):
        service.undo("2026", 12)


def test_a_player_is_named_by_id_or_exact_name(db) -> None:
    service = nights(db)
    service.start("2026", 12)
    name = service.service.players_by_id()["p02"].name
    service.arrive("2026", 12, name)
    assert service.night("2026", 12).players == ("p02",)
    with pytest.raises(NightError, match="no player"):
        service.arrive("2026", 12, name.lower())


def test_a_free_entry_needs_one_earned_by_dealing(db) -> None:
    service = nights(db)
    credits = service.service.report("2026").dealer_credits
    earned = [row.player for row in credits if row.free_entries_available > 0]
    nobody = next(p.id for p in service.service.league.players if p.id not in earned)
    service.start("2026", 12)
    with pytest.raises(NightError, match="no free entry"):
        service.arrive("2026", 12, nobody, free_entry=True)
    if earned:
        service.arrive("2026", 12, earned[0], free_entry=True)
        assert service.night("2026", 12).arrival(earned[0]).free_entry


def test_two_directors_on_one_night_both_land(db) -> None:
    one, two = nights(db, 1), nights(db, 2)
    one.start("2026", 12)
    two.arrive("2026", 12, "p01")
    one.arrive("2026", 12, "p02")
    two.arrive("2026", 12, "p03")
    assert one.night("2026", 12).players == ("p01", "p02", "p03")


def test_closing_makes_an_ordinary_closed_event(db) -> None:
    service = nights(db)
    service.start("2026", 12)
    for player in ("p01", "p02", "p03"):
        service.arrive("2026", 12, player)
    service.draw("2026", 12)
    with pytest.raises(NightError, match="3 players are still in"):
        service.close("2026", 12)
    service.bust("2026", 12, ["p02", "p03"], by=["p01"])
    status = night_status(service, "2026", 12)
    assert status["finishes"] == [
        {"player": "p02", "finish": 2},
        {"player": "p03", "finish": 2},
        {"player": "p01", "finish": 1},
    ]
    service.close("2026", 12)
    event = service.service.event("2026", 12)
    assert event.state is EventState.CLOSED and event.night == ()
    assert sorted(e.finish for e in event.entries) == [1, 2, 2]
    assert night_status(service, "2026", 12)["state"] == "closed"
    with pytest.raises(NightError, match="closed"):
        service.arrive("2026", 12, "p04")


def test_a_running_night_goes_through_a_league_file_and_back(db, tmp_path) -> None:
    service = nights(db)
    service.start("2026", 12)
    for player in ("p01", "p02", "p03", "p04"):
        service.arrive("2026", 12, player)
    service.draw("2026", 12)
    service.bust("2026", 12, ["p02"], by=["p01"])
    out = tmp_path / "running.league.json"
    service.service.export_league_file(out)
    event = json.loads(out.read_text())["seasons"][0]["events"][-1]
    assert event["state"] == "running" and event["night"][0]["action"] == "start"
    copy = NightService(LeagueService.open(tmp_path / "copy.sqlite"))
    copy.service.import_league_file(out)
    assert copy.night("2026", 12) == service.night("2026", 12)
    again = tmp_path / "again.league.json"
    copy.service.export_league_file(again)
    assert again.read_text() == out.read_text()


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda e: e.update(state="running"), "a running night has no entries yet"),
        (lambda e: e.update(state="running", entries=[]), "a running event needs its night"),
        (lambda e: e.update(night=[{"action": "start"}]), "only a running event has one"),
        (lambda e: e.update(state="closed", entries=[]), "a closed event has its entries"),
        (lambda e: e.update(state="sleeping"), "must be one of"),
    ],
)
def test_a_league_file_with_a_night_that_does_not_fit_is_refused(
    tmp_path, az_league_file, change, message
) -> None:
    from leaguemgr.services.league_files import LeagueFileUnreadable, load_league_file

    document = json.loads(az_league_file.read_text())
    change(document["seasons"][0]["events"][0])
    bad = tmp_path / "bad.league.json"
    bad.write_text(json.dumps(document))
    with pytest.raises((LeagueFileUnreadable, ValueError), match=message):
        load_league_file(bad)


def test_the_event_editor_cannot_save_over_a_running_night(db) -> None:
    from leaguemgr.domain.errors import RuleError
    from leaguemgr.domain.records import Event

    service = nights(db)
    service.start("2026", 12)
    service.arrive("2026", 12, "p01")
    with pytest.raises(RuleError, match="close the night before editing it"):
        service.service.save_event("2026", Event(number=12))
    assert service.night("2026", 12).players == ("p01",)


def test_a_deal_replaces_the_payouts_of_the_players_who_made_it(db) -> None:
    service = nights(db)
    service.start("2026", 12)
    players = [f"p{i:02d}" for i in range(8)]
    for player in players:
        service.arrive("2026", 12, player)
    service.draw("2026", 12)
    for player in players[3:]:
        service.bust("2026", 12, [player], by=["p00"])
    stacks = {"p00": 50000, "p01": 30000, "p02": 20000}
    service.deal("2026", 12, stacks)
    dealt = dict(service.night("2026", 12).deal)
    status = night_status(service, "2026", 12)
    assert sum(Decimal(p["amount"]) for p in status["payouts"]) == sum(dealt.values())
    assert dealt["p00"] > dealt["p01"] > dealt["p02"]
    with pytest.raises(NightError, match="made a deal"):
        service.arrive("2026", 12, "p09")
    service.bust("2026", 12, ["p00"], by=["p02"])  # they play on for the finish
    service.bust("2026", 12, ["p01"], by=["p02"])
    service.close("2026", 12)
    result = next(r for r in service.service.report("2026").events if r.number == 12)
    paid = {p.player: p.amount for p in result.payouts}
    assert paid == dealt  # three paid places, all dealt
    assert sum(paid.values()) == result.money.pool


def test_a_deal_must_name_every_player_left(db) -> None:
    service = nights(db)
    service.start("2026", 12)
    for player in ("p01", "p02", "p03"):
        service.arrive("2026", 12, player)
    service.draw("2026", 12)
    with pytest.raises(NightError, match="every player left"):
        service.deal("2026", 12, {"p01": 100, "p02": 100})


def test_a_night_run_live_in_a_cash_out_season_closes_as_a_tournament(db) -> None:
    from dataclasses import replace

    service = nights(db)
    rules = service.service.season("2026").rules
    service.service.save_rules("2026", replace(rules, cash_out=True))
    service.start("2026", 12)
    for player in ("p01", "p02", "p03"):
        service.arrive("2026", 12, player)
    service.draw("2026", 12)
    service.bust("2026", 12, ["p03"], by=["p01"])
    service.bust("2026", 12, ["p02"], by=["p01"])
    service.close("2026", 12)
    event = service.service.event("2026", 12)
    assert event.cash_out is False  # busted down to one player: the payout table pays it
    night = next(e for e in service.service.report("2026").events if e.number == 12)
    assert night.payouts[0].player == "p01"
