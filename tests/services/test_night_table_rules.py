"""The night service's table rules end to end (SPEC 4.1, 4.2): two hitmen in the season's
knockouts, FNC's late seat, absent players, busts ranked by chips, dealers, and a night kept
between actions that is the night the log replays."""

from __future__ import annotations

import random

import pytest

from leaguemgr.domain.night.play import replay
from leaguemgr.domain.night.state import NightError
from leaguemgr.domain.records import Dealer, DealerGame, EntryStatus
from leaguemgr.services.league_service import LeagueService
from leaguemgr.services.night_service import NightService
from leaguemgr.services.night_status import night_status
from tests.night_league import make_night_league

T0 = 1_800_000_000.0


class Clock:
    def __init__(self) -> None:
        self.now = T0

    def __call__(self) -> float:
        return self.now


@pytest.fixture
def make_db(league_target, tmp_path):
    """Makes the AZ league, with the season's night settings ``night``, at ``league_target``."""
    return lambda **night: make_night_league(league_target, tmp_path, night=night)


def open_nights(db, clock: Clock | None = None) -> NightService:
    return NightService(LeagueService.open(db), random.Random(1), now=clock or Clock())


def knockouts(nights: NightService) -> dict[str, float]:
    return {row.player: row.knockouts for row in nights.service.report("2026").standings}


def seated(nights: NightService, players: list[str]) -> None:
    nights.start("2026", 12)
    for player in players:
        nights.arrive("2026", 12, player)
    nights.draw("2026", 12, seed=3)


@pytest.mark.parametrize(("credit", "each"), [("full", 1.0), ("half", 0.5)])
def test_two_hitmen_count_in_the_season_knockouts(make_db, credit, each):
    db = make_db(hitman_credit=credit)
    nights = open_nights(db)
    before = knockouts(nights)
    seated(nights, ["p00", "p01", "p02", "p03"])
    nights.bust("2026", 12, ["p03"], by=["p01", "p02"])
    nights.bust("2026", 12, ["p02"], by=["p00"])
    nights.bust("2026", 12, ["p01"], by=["p00"])
    nights.close("2026", 12)
    after = knockouts(nights)
    gained = {p: after[p] - before.get(p, 0) for p in ("p00", "p01", "p02")}
    assert gained == {"p00": 2, "p01": each, "p02": each}


def test_the_first_hitman_named_collects_the_bounty(make_db) -> None:
    db = make_db()
    nights = open_nights(db)
    season = nights.service.season("2026")
    target = next(e for e in season.events[-1].entries if e.finish == 1).player
    others = [p.id for p in nights.service.league.players if p.id != target][:3]
    seated(nights, [target, *others])
    nights.bust("2026", 12, [target], by=[others[1], others[0]])
    for player in others[2:0:-1]:
        nights.bust("2026", 12, [player], by=[others[0]])
    nights.close("2026", 12)
    result = next(r for r in nights.service.report("2026").events if r.number == 12)
    assert result.bounty is not None and result.bounty.winner == others[1]


def test_fnc_late_seat_moves_the_players_from_seat_3_and_is_in_the_status(make_db) -> None:
    db = make_db(late_seat="seat_3")
    nights = open_nights(db)
    seated(nights, [f"p{i:02d}" for i in range(6)])
    nights.arrive("2026", 12, "p07")
    status = night_status(nights, "2026", 12)
    seats = {s["player"]: s["seat"] for t in status["tables"] for s in t["seats"]}
    assert seats["p07"] == 3
    assert sorted(seats.values()) == [1, 2, 3, 4, 5, 6, 7]
    assert [m["to"] for m in status["last_moves"]][:2] == [[1, 3], [1, 4]]


def test_absent_players_in_the_status_and_their_chips_removed_at_level_2(make_db) -> None:
    db = make_db(absent_chips_removed_at_level=2, forfeit_after_minutes=20)
    clock = Clock()
    nights = open_nights(db, clock)
    nights.start("2026", 12)
    for player in ("p00", "p01", "p02"):
        nights.arrive("2026", 12, player)
    nights.arrive("2026", 12, "p03", paid=False, absent=True)
    nights.arrive("2026", 12, "p04", absent=True)
    nights.draw("2026", 12, seed=2)
    status = night_status(nights, "2026", 12)
    assert [(a["player"], a["paid"], a["due"]) for a in status["absent"]] == [
        ("p03", False, None),
        ("p04", True, None),
    ]
    assert status["entries"] == 5
    with pytest.raises(NightError, match="until level 2 begins"):
        nights.remove("2026", 12, "p03")
    nights.level("2026", 12, 1)
    clock.now += 21 * 60
    status = night_status(nights, "2026", 12)
    assert [(a["player"], a["due"]) for a in status["absent"]] == [
        ("p03", "remove"),
        ("p04", "forfeit"),
    ]
    nights.remove("2026", 12, "p03")
    nights.present("2026", 12, "p04")
    status = night_status(nights, "2026", 12)
    assert status["absent"] == [] and status["no_shows"] == ["p03"]
    assert status["entries"] == 4 and "p03" not in status["remaining"]
    for player in ("p04", "p02", "p01"):
        nights.bust("2026", 12, [player], by=["p00"])
    nights.close("2026", 12)
    entry = next(e for e in nights.service.event("2026", 12).entries if e.player == "p03")
    assert (entry.status, entry.paid, entry.finish) == (EntryStatus.NO_SHOW, False, None)


def test_same_hand_busts_ranked_by_chips_and_hand_for_hand_in_the_status(make_db) -> None:
    db = make_db()
    nights = open_nights(db)
    seated(nights, ["p00", "p01", "p02", "p03", "p04"])
    nights.hand_for_hand("2026", 12, True)
    assert night_status(nights, "2026", 12)["hand_for_hand"] is True
    nights.bust("2026", 12, ["p03", "p04"], by=["p00"], chips={"p03": 1200, "p04": 3000})
    finishes = {f["player"]: f["finish"] for f in night_status(nights, "2026", 12)["finishes"]}
    assert finishes == {"p03": 5, "p04": 4}


def test_dealers_are_in_the_status_and_the_closed_event(make_db) -> None:
    db = make_db()
    nights = open_nights(db)
    seated(nights, ["p00", "p01", "p02"])
    nights.dealer("2026", 12, "p00", "full")
    nights.dealer("2026", 12, "p05", "half")  # a dealer need not play
    assert night_status(nights, "2026", 12)["dealers"] == [
        {"player": "p00", "game": "full"},
        {"player": "p05", "game": "half"},
    ]
    nights.undo("2026", 12)
    assert night_status(nights, "2026", 12)["dealers"] == [{"player": "p00", "game": "full"}]
    nights.bust("2026", 12, ["p02"], by=["p00"])
    nights.bust("2026", 12, ["p01"], by=["p00"])
    nights.close("2026", 12)
    assert nights.service.event("2026", 12).dealers == (Dealer("p00", DealerGame.FULL),)


def test_the_kept_night_is_the_night_the_log_replays_and_another_writer_is_followed(
    make_db,
) -> None:
    db = make_db()
    one, two = open_nights(db), open_nights(db)
    seated(one, [f"p{i:02d}" for i in range(8)])
    one.bust("2026", 12, ["p07"], by=["p00"])
    two.bust("2026", 12, ["p06"], by=["p01"])  # another copy of the app acts meanwhile
    one.bust("2026", 12, ["p05"], by=["p02"])
    one.undo("2026", 12)
    one.bust("2026", 12, ["p04"], by=["p02"])
    log = one.service.event("2026", 12).night
    assert one.night("2026", 12) == replay(log)
    assert {"p07", "p06", "p04"} <= replay(log).out and "p05" not in replay(log).out
