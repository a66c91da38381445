"""Absent players (SPEC 4.2, FNC "Absent/late players"): seated with their chips but not
there; an unpaid one's chips come off when the season's level begins, a paid one away too
long is blinded off and out; each closes with the status of SPEC 2.1."""

from __future__ import annotations

from dataclasses import replace

import pytest

from leaguemgr.domain.night import director
from leaguemgr.domain.night.absence import FORFEIT, REMOVE, absent_players
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.closing import close_event, finishes
from leaguemgr.domain.night.play import apply, start
from leaguemgr.domain.night.state import NightError, at_time
from leaguemgr.domain.records import EntryStatus, Event
from tests.domain.test_night import FNC

RULES = replace(FNC, absent_chips_removed_at_level=2, forfeit_after_minutes=20)
T0 = 1_800_000_000.0


class TimedNight:
    """A night whose actions carry their time, as the service stamps them."""

    def __init__(self, absent: dict[str, bool], present: int = 5):
        import random

        self.rng = random.Random(4)
        self.now = T0
        self.state = start(replace(director.start_night(RULES), at=T0))
        for i in range(present):
            self.do(director.arrive(self.state, f"p{i}", self.rng))
        for player, paid in absent.items():
            self.do(director.arrive(self.state, player, self.rng, paid=paid, absent=True))
        self.do(director.draw_seats(self.state, self.rng))

    def do(self, action: Action) -> None:
        self.state = apply(self.state, replace(action, at=self.now))

    def at(self, minutes: float):
        self.now = T0 + minutes * 60
        return at_time(self.state, self.now)


def test_an_absent_player_is_seated_plays_no_hand_and_plays_once_present() -> None:
    night = TimedNight({"a": True})
    assert "a" in night.state.seats and "a" in night.state.absent
    with pytest.raises(NightError, match="a is absent and plays no hand"):
        director.bust(night.state, ("a",), ("p0",), night.rng)
    with pytest.raises(NightError, match="a is absent"):
        director.bust(night.state, ("p1",), ("a",), night.rng)
    night.do(director.present(night.state, "a"))
    assert night.state.absent == {}
    night.do(director.bust(night.state, ("a",), ("p0",), night.rng))
    assert finishes(night.state) == {"a": 6}


def test_an_unpaid_no_show_loses_their_chips_when_level_2_begins_and_is_no_entry() -> None:
    night = TimedNight({"u": False})
    assert [(a.player, a.due) for a in absent_players(night.state)] == [("u", None)]
    with pytest.raises(NightError, match="stay in play until level 2 begins"):
        director.remove(night.state, "u", night.rng)
    night.do(Action(Kind.LEVEL, level=2))
    assert [(a.player, a.due) for a in absent_players(night.state)] == [("u", REMOVE)]
    night.do(director.remove(night.state, "u", night.rng))
    assert "u" not in night.state.seats and "u" not in night.state.remaining
    with pytest.raises(NightError, match="chips came off the table"):
        director.present(night.state, "u")
    while len(night.state.remaining) > 1:
        night.do(director.bust(night.state, (night.state.remaining[-1],), (), night.rng))
    event = close_event(night.state, Event(number=1))
    entry = next(e for e in event.entries if e.player == "u")
    assert (entry.status, entry.paid, entry.finish) == (EntryStatus.NO_SHOW, False, None)
    assert sorted(e.finish for e in event.entries if e.finish) == [1, 2, 3, 4, 5]


def test_a_paid_player_away_20_minutes_is_forfeit_with_the_finish_of_that_moment() -> None:
    night = TimedNight({}, present=6)
    night.do(director.away(night.state, "p2"))
    night.state = night.at(19)
    assert absent_players(night.state)[0].due is None
    with pytest.raises(NightError, match="away 19 of the 20 minutes"):
        director.forfeit(night.state, "p2", night.rng)
    night.state = night.at(20)
    assert [(a.player, a.minutes, a.due) for a in absent_players(night.state)] == [
        ("p2", 20, FORFEIT)
    ]
    night.do(director.forfeit(night.state, "p2", night.rng))
    assert finishes(night.state) == {"p2": 6}
    with pytest.raises(NightError, match="p2 forfeited"):
        director.rebuy(night.state, "p2", night.rng)
    while len(night.state.remaining) > 1:
        night.do(director.bust(night.state, (night.state.remaining[-1],), (), night.rng))
    event = close_event(night.state, Event(number=1))
    entry = next(e for e in event.entries if e.player == "p2")
    assert (entry.status, entry.paid, entry.finish) == (EntryStatus.FORFEIT, True, 6)


def test_a_paid_player_who_never_came_and_is_blinded_off_is_a_paid_no_show() -> None:
    night = TimedNight({"n": True})
    night.state = night.at(25)
    night.do(director.forfeit(night.state, "n", night.rng))
    while len(night.state.remaining) > 1:
        night.do(director.bust(night.state, (night.state.remaining[-1],), (), night.rng))
    entry = next(e for e in close_event(night.state, Event(number=1)).entries if e.player == "n")
    assert (entry.status, entry.paid, entry.finish) == (EntryStatus.NO_SHOW, True, 6)


@pytest.mark.parametrize(
    ("absent", "act", "message"),
    [
        ({"n": True}, lambda n: director.remove(n.state, "n", n.rng), "has paid"),
        ({"u": False}, lambda n: director.forfeit(n.state, "u", n.rng), "never came"),
        ({}, lambda n: director.present(n.state, "p1"), "p1 is not absent"),
        ({"n": True}, lambda n: director.away(n.state, "n"), "absent already"),
    ],
)
def test_what_an_absence_does_not_allow(absent, act, message) -> None:
    night = TimedNight(absent)
    night.state = night.at(30)
    with pytest.raises(NightError, match=message):
        act(night)
