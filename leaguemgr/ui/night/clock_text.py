"""How the clock reads on screen: the words are the rules' own
(:mod:`leaguemgr.domain.clock.clock_words`), shared with the big screen and the director's
page on a phone."""

from __future__ import annotations

from leaguemgr.domain.clock.clock_words import (
    blinds_now_text,
    blinds_text,
    break_in_text,
    break_note_text,
    break_text,
    chips_text,
    clock_move_text,
    color_up_text,
    entry_short_text,
    entry_text,
    next_blinds_text,
    next_text,
    period_text,
    phase_text,
    state_text,
)

__all__ = [
    "blinds_now_text",
    "blinds_text",
    "break_in_text",
    "break_note_text",
    "break_text",
    "chips_text",
    "clock_move_text",
    "color_up_text",
    "entry_short_text",
    "entry_text",
    "next_blinds_text",
    "next_text",
    "period_text",
    "phase_text",
    "state_text",
]
