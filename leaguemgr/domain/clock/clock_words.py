"""How the clock reads: the time left, the blinds, what comes next.

Shared by the Night screen's clock strip, the big screen and the director's page on a
phone, so they all say the same thing.
"""

from __future__ import annotations

from leaguemgr.domain.clock.clock import ClockMove, ClockReading, clock_face
from leaguemgr.domain.clock.structure import Game, Level, Structure


def chips_text(amount: int) -> str:
    return f"{amount:,}"


def blinds_text(level: Level, game: Game) -> str:
    """Hold'em "100 / 200 ante 25"; stud "ante 25, bring-in 50, 100 / 200"."""
    if game is Game.STUD:
        parts = [f"{chips_text(level.small_bet)} / {chips_text(level.big_bet)}"]
        if level.bring_in:
            parts.insert(0, f"bring-in {chips_text(level.bring_in)}")
        if level.ante:
            parts.insert(0, f"ante {chips_text(level.ante)}")
        return ", ".join(parts)
    text = f"{chips_text(level.small)} / {chips_text(level.big)}"
    return f"{text} ante {chips_text(level.ante)}" if level.ante else text


def phase_text(reading: ClockReading) -> str:
    """Where the night stands: "Level 3", "Break after level 4", "Clock not started"."""
    if not reading.started:
        return f"Level {reading.level} — clock not started"
    if reading.on_break:
        return f"Break after level {reading.level}"
    return f"Level {reading.level}"


def state_text(reading: ClockReading) -> str:
    """ "" while it runs; else why the time stands still."""
    if reading.finished:
        return "Structure finished"
    if not reading.started:
        return "Not started"
    return "" if reading.running else "Paused"


def blinds_now_text(reading: ClockReading, game: Game) -> str:
    """The blinds up now; during a break, those it leads to."""
    shown = blinds_text(reading.blinds, game)
    return f"Next: {shown}" if reading.on_break else shown


def next_text(reading: ClockReading, game: Game) -> str:
    """The level after the blinds shown (during a break: after the one it leads to)."""
    if reading.next_level is None:
        return "Last level"
    word = "Then" if reading.on_break else "Next"
    return f"{word}: {blinds_text(reading.next_level, game)}"


def break_text(reading: ClockReading) -> str:
    """When the next break comes, or what the break now is for."""
    if reading.on_break and reading.current_break is not None:
        note = reading.current_break.note
        return f"Break — {note}" if note else "Break"
    if reading.next_break_in is None:
        return "No break ahead"
    return f"Break in {clock_face(reading.next_break_in)}"


def color_up_text(denominations: tuple[int, ...]) -> str:
    """``(5, 25)`` -> "Colour up: take the 5 and 25 chips off the tables"."""
    if not denominations:
        return ""
    shown = [chips_text(d) for d in sorted(denominations)]
    chips = shown[0] if len(shown) == 1 else f"{', '.join(shown[:-1])} and {shown[-1]}"
    return f"Colour up: take the {chips} chips off the tables"


def clock_move_text(
    move: ClockMove,
    seconds: int = 0,
    period: int | None = None,
    structure: Structure | None = None,
) -> str:
    """A clock move as the night's log lists it (and Undo names it); a GOTO names the
    period it put on the clock when the ``structure`` is known."""
    if move is ClockMove.ADJUST:
        amount = clock_face(abs(seconds))
        return f"Clock: {amount} added" if seconds > 0 else f"Clock: {amount} taken off"
    if move is ClockMove.GOTO and structure is not None and period is not None:
        return f"{period_text(structure, period)} on the clock"
    return _MOVES[move]


def period_text(structure: Structure, period: int) -> str:
    """Period ``period`` (an index of the structure's periods) as the director reads it:
    "Level 4 (100 / 200)", "Break after level 4"."""
    periods = structure.periods[: period + 1]
    level = sum(1 for p in periods if isinstance(p, Level))
    chosen = periods[-1] if periods else None
    if isinstance(chosen, Level):
        return f"Level {level} ({blinds_text(chosen, structure.game)})"
    return f"Break after level {level}" if level else "Break"


_MOVES = {
    ClockMove.START: "Clock started",
    ClockMove.PAUSE: "Clock paused",
    ClockMove.RESUME: "Clock running again",
    ClockMove.GOTO: "Level changed on the clock",
}


def entry_text(rebuys_open: bool, late_open: bool | None) -> str:
    """Whether rebuys, and late entries where the season closes them, are still taken;
    ``late_open`` is ``None`` when late entries are taken all night."""
    if late_open is None:
        return "Rebuys open" if rebuys_open else "Rebuys closed"
    if late_open == rebuys_open:
        return f"Rebuys and late entry {'open' if rebuys_open else 'closed'}"
    rebuys = "open" if rebuys_open else "closed"
    late = "open" if late_open else "closed"
    return f"Rebuys {rebuys} · late entry {late}"


def entry_short_text(rebuys_open: bool, late_open: bool | None) -> str:
    """:func:`entry_text` in the few characters the Night screen's clock strip has room
    for beside the blinds at 1024 pixels (the full text is its tooltip)."""
    if late_open is None:
        return entry_text(rebuys_open, None)
    if late_open == rebuys_open:
        return "Entries open" if rebuys_open else "Entries closed"
    return "Rebuys only" if rebuys_open else "Late entry only"
