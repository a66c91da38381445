"""The clock's sounds: asked for once when a level's last minute begins and once when it
ends, read second by second as the ticker does; never for a clock moved by hand, paused,
or read again after a while off screen; never when turned off."""

from __future__ import annotations

from leaguemgr.domain.clock.clock import ClockEvent, ClockMove, read_clock
from leaguemgr.domain.clock.structure import Break, Level, Structure
from leaguemgr.ui.night.clock_sounds import ClockSounds, Sound

T0 = 1_764_028_800.0
STRUCTURE = Structure("test", periods=(Level(3, 25, 50), Break(2), Level(3, 50, 100)))


def heard(events, seconds, enabled=True) -> list[tuple[float, Sound, int, int]]:
    """Read the clock at each of ``seconds`` after T0; (time, sound, period, seconds left)
    of each sound asked for."""
    asked: list = []
    sounds = ClockSounds(lambda sound: asked.append(sound), lambda: enabled)
    played = []
    for second in seconds:
        reading = read_clock(STRUCTURE, events, T0 + second)
        before = len(asked)
        sounds.heard(reading)
        if len(asked) > before:
            played.append((second, asked[-1], reading.period, reading.seconds_left))
    return played


def test_each_period_sounds_its_last_minute_and_its_end_once() -> None:
    started = [ClockEvent(ClockMove.START, T0)]
    played = heard(started, range(0, 8 * 60 + 5))
    assert played == [
        (120, Sound.LAST_MINUTE, 0, 60),  # level 1's last minute
        (180, Sound.END, 1, 120),  # level 1 over: the break begins
        (240, Sound.LAST_MINUTE, 1, 60),
        (300, Sound.END, 2, 180),
        (420, Sound.LAST_MINUTE, 2, 60),
        (480, Sound.END, 2, 0),  # the last level over: the structure finished
    ]


def test_reads_a_little_late_still_sound_once() -> None:
    started = [ClockEvent(ClockMove.START, T0)]
    played = heard(started, [t + 0.4 for t in range(100, 200)])
    assert [sound for _t, sound, _p, _s in played] == [Sound.LAST_MINUTE, Sound.END]


def test_no_sound_while_paused_or_when_turned_off() -> None:
    paused = [ClockEvent(ClockMove.START, T0), ClockEvent(ClockMove.PAUSE, T0 + 100)]
    assert heard(paused, range(90, 400)) == []
    started = [ClockEvent(ClockMove.START, T0)]
    assert heard(started, range(0, 400), enabled=False) == []


def test_a_clock_seen_again_after_a_while_or_moved_by_hand_is_silent() -> None:
    started = [ClockEvent(ClockMove.START, T0)]
    # Off screen from 100 s to 150 s: the last minute began unseen.
    assert heard(started, [*range(90, 101), *range(150, 170)]) == []
    moved = [ClockEvent(ClockMove.START, T0), ClockEvent(ClockMove.GOTO, T0 + 30, period=1)]
    # "Next level" at 30 s (two and a half minutes left): no end-of-level chime.
    assert heard(moved, range(25, 40)) == []
