"""The clock carried from move to move reads as the clock read from all the moves: a night
replay keeps it so reading a long night is linear, and no reading may move by a millisecond."""

from __future__ import annotations

import dataclasses

from hypothesis import given, settings
from hypothesis import strategies as st

from leaguemgr.domain.clock.clock import (
    ClockEvent,
    ClockMove,
    read_clock,
    track_clock,
)
from leaguemgr.domain.clock.structure import Break, Level, Structure
from leaguemgr.domain.night.actions import Action, Kind
from leaguemgr.domain.night.play import apply, start
from leaguemgr.domain.night.rules import NightRules
from leaguemgr.domain.night.state import NightError

T0 = 1_764_020_000.25

periods = st.lists(
    st.one_of(
        st.builds(Level, st.integers(1, 30), st.just(25), st.just(50)),
        st.builds(Break, st.integers(1, 15)),
    ),
    min_size=1,
    max_size=6,
).map(lambda found: (Level(5, 10, 20), *found))
"""A structure's periods: a level first, so the clock has one to run."""

moves = st.lists(
    st.tuples(
        st.sampled_from(list(ClockMove)),
        # Milliseconds after the previous move; a few before it (another machine's clock).
        st.integers(-5_000, 2_000_000),
        st.integers(-4_000, 4_000),
        st.integers(-2, 9),
    ),
    max_size=40,
)
"""Moves as (move, delay in ms, ADJUST seconds, GOTO period), any order, even senseless."""


def events_of(drawn: list[tuple[ClockMove, int, int, int]]) -> list[ClockEvent]:
    events, at = [], T0
    for move, delay, seconds, period in drawn:
        at += delay / 1000
        events.append(ClockEvent(move, at, seconds=seconds, period=period))
    return events


@settings(max_examples=120, deadline=None)
@given(periods, moves, st.lists(st.integers(-3_000, 4_000_000), min_size=1, max_size=4))
def test_the_clock_carried_along_reads_as_the_clock_from_all_moves(found, drawn, reads):
    structure = Structure("random", periods=found)
    events = events_of(drawn)
    track = track_clock(structure)
    tracks = [track]
    for count, event in enumerate(events, start=1):
        track = track.then(event)
        tracks.append(track)
        for offset in reads:
            now = event.at + offset / 1000
            assert track.read(now) == read_clock(structure, events[:count], now)
    # Reading or going on from a track never changes it: every earlier one still reads so.
    end = (events[-1].at if events else T0) + reads[0] / 1000
    for count, earlier in enumerate(tracks):
        assert earlier.events == tuple(events[:count])
        assert earlier.read(end) == read_clock(structure, events[:count], end)
    assert track_clock(structure, events).read(end) == read_clock(structure, events, end)


@settings(max_examples=60, deadline=None)
@given(periods, moves, st.integers(0, 4_000_000))
def test_a_night_replayed_reads_its_clock_as_from_all_its_moves(found, drawn, later):
    """The night's own clock (what the Night screen and ``live status`` show), with the
    moves the night refuses (pause a paused clock...) left out as the director's screen
    would refuse them."""
    rules = NightRules(structure=Structure("random", periods=found))
    state = start(Action(Kind.START, rules=rules, at=T0))
    for event in events_of(drawn):
        period = min(max(event.period, 0), len(found))
        action = Action(Kind.CLOCK, move=event.move, seconds=event.seconds, period=period)
        try:
            state = apply(state, dataclasses.replace(action, at=event.at))
        except NightError:
            continue
        reading = read_clock(state.structure, state.clock, state.at or 0.0)
        assert (state.level, state.on_break) == (reading.level, reading.on_break)
    now = (state.at or T0) + later / 1000
    assert state.clock_at(now) == read_clock(state.structure, state.clock, now)
