"""How the clock reads: the time left, the blinds, what comes next.

Shared by the Night screen's clock strip, the big screen and the director's page on a
phone, so they all say the same thing.
"""

from __future__ import annotations

from leaguemgr.domain.clock.clock import ClockMove, ClockReading, clock_face
from leaguemgr.domain.clock.structure import Break, Game, Level, Structure
from leaguemgr.domain.league_formats import number
from leaguemgr.domain.night.bounty_words import listed
from leaguemgr.language.texts import N_, _


def chips_text(amount: int, locale: str | None = None) -> str:
    """ "1,000"; "1.000" in a de_DE league (``locale``)."""
    return number(amount, locale)


def blinds_text(level: Level, game: Game, locale: str | None = None) -> str:
    """Hold'em "100 / 200 ante 25"; stud "ante 25, bring-in 50, 100 / 200"; the chips
    written in the league's ``locale``."""

    def chips(amount: int) -> str:
        return chips_text(amount, locale)

    if game is Game.STUD:
        parts = [f"{chips(level.small_bet)} / {chips(level.big_bet)}"]
        if level.bring_in:
            parts.insert(0, _("bring-in {amount}").format(amount=chips(level.bring_in)))
        if level.ante:
            parts.insert(0, _("ante {amount}").format(amount=chips(level.ante)))
        return ", ".join(parts)
    text = f"{chips(level.small)} / {chips(level.big)}"
    if not level.ante:
        return text
    return _("{blinds} ante {amount}").format(blinds=text, amount=chips(level.ante))


def phase_text(reading: ClockReading) -> str:
    """Where the night stands: "Level 3", "Break after level 4", "Clock not started"."""
    if not reading.started:
        return _("Level {level} — clock not started").format(level=reading.level)
    if reading.on_break:
        return _("Break after level {level}").format(level=reading.level)
    return _("Level {level}").format(level=reading.level)


def state_text(reading: ClockReading) -> str:
    """ "" while it runs; else why the time stands still."""
    if reading.finished:
        return _("Structure finished")
    if not reading.started:
        return _("Not started")
    return "" if reading.running else _("Paused")


def blinds_now_text(reading: ClockReading, game: Game, locale: str | None = None) -> str:
    """The blinds up now; during a break, those it leads to."""
    shown = blinds_text(reading.blinds, game, locale)
    return _("Next: {blinds}").format(blinds=shown) if reading.on_break else shown


def next_text(reading: ClockReading, game: Game, locale: str | None = None) -> str:
    """The level after the blinds shown (during a break: after the one it leads to)."""
    if reading.next_level is None:
        return _("Last level")
    return next_blinds_text(blinds_text(reading.next_level, game, locale), reading.on_break)


def next_blinds_text(blinds: str, on_break: bool = False) -> str:
    """ "Next: 100 / 200"; during a break, whose blinds are already shown as "Next: ...",
    the level after comes "Then: ..."."""
    text = _("Then: {blinds}") if on_break else _("Next: {blinds}")
    return text.format(blinds=blinds)


def break_text(reading: ClockReading) -> str:
    """When the next break comes, or what the break now is for."""
    if reading.on_break and reading.current_break is not None:
        note = break_note_text(reading.current_break)
        return _("Break — {note}").format(note=note) if note else _("Break")
    if reading.next_break_in is None:
        return _("No break ahead")
    return break_in_text(reading.next_break_in)


def break_in_text(seconds: int) -> str:
    """ "Break in 12:30": the time left to the next break."""
    return _("Break in {time}").format(time=clock_face(seconds))


def break_note_text(period: Break) -> str:
    """A break's note as it is read: the built-in structures' notes in the language
    spoken, the organizer's own as typed ("" for none)."""
    # The note is stored in English (the structure's data); a catalog knows the presets'.
    return _(period.note) if period.note else ""


def color_up_text(denominations: tuple[int, ...]) -> str:
    """``(5, 25)`` -> "Colour up: take the 5 and 25 chips off the tables"."""
    if not denominations:
        return ""
    chips = listed([chips_text(d) for d in sorted(denominations)])
    return _("Colour up: take the {chips} chips off the tables").format(chips=chips)


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
        text = _("Clock: {time} added") if seconds > 0 else _("Clock: {time} taken off")
        return text.format(time=amount)
    if move is ClockMove.GOTO and structure is not None and period is not None:
        return _("{period} on the clock").format(period=period_text(structure, period))
    return _(_MOVES[move])


def period_text(structure: Structure, period: int) -> str:
    """Period ``period`` (an index of the structure's periods) as the director reads it:
    "Level 4 (100 / 200)", "Break after level 4"."""
    periods = structure.periods[: period + 1]
    level = sum(1 for p in periods if isinstance(p, Level))
    chosen = periods[-1] if periods else None
    if isinstance(chosen, Level):
        return _("Level {level} ({blinds})").format(
            level=level, blinds=blinds_text(chosen, structure.game)
        )
    return _("Break after level {level}").format(level=level) if level else _("Break")


_MOVES = {
    ClockMove.START: N_("Clock started"),
    ClockMove.PAUSE: N_("Clock paused"),
    ClockMove.RESUME: N_("Clock running again"),
    ClockMove.GOTO: N_("Level changed on the clock"),
}


def entry_text(rebuys_open: bool, late_open: bool | None) -> str:
    """Whether rebuys, and late entries where the season closes them, are still taken;
    ``late_open`` is ``None`` when late entries are taken all night."""
    if late_open is None:
        return _("Rebuys open") if rebuys_open else _("Rebuys closed")
    if late_open == rebuys_open:
        return _("Rebuys and late entry open") if rebuys_open else _("Rebuys and late entry closed")
    if rebuys_open:
        return _("Rebuys open · late entry closed")
    return _("Rebuys closed · late entry open")


def entry_short_text(rebuys_open: bool, late_open: bool | None) -> str:
    """:func:`entry_text` in the few characters the Night screen's clock strip has room
    for beside the blinds at 1024 pixels (the full text is its tooltip)."""
    if late_open is None:
        return entry_text(rebuys_open, None)
    if late_open == rebuys_open:
        return _("Entries open") if rebuys_open else _("Entries closed")
    return _("Rebuys only") if rebuys_open else _("Late entry only")
