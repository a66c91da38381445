"""What each entry status means for money, attendance, finish and points (SPEC 2.1)."""

from __future__ import annotations

from collections import Counter
from collections.abc import Iterable, Sequence

from leaguemgr.domain.records import Entry, EntryStatus
from leaguemgr.language.texts import _

ATTENDING = frozenset({EntryStatus.PLAYED, EntryStatus.DISQUALIFIED, EntryStatus.FORFEIT})
"""The statuses of a player who sat at the table (SPEC 2.1)."""
_NO_SHOW = EntryStatus.NO_SHOW


def counts(entry: Entry) -> bool:
    """Whether the entry counts as an entry: it pays into the pool and takes a finish."""
    if entry.status in ATTENDING:
        return True
    return entry.status is EntryStatus.NO_SHOW and entry.paid


def attended(entry: Entry) -> bool:
    """Whether the entry counts as an event played by the player."""
    return entry.status in ATTENDING


def earns_points(entry: Entry) -> bool:
    return entry.status is EntryStatus.PLAYED


def counting_entries(entries: Iterable[Entry]) -> list[Entry]:
    """The entries that count, in order (:func:`counts` inlined: this runs for every entry)."""
    attending = ATTENDING
    return [
        entry
        for entry in entries
        if entry.status in attending or (entry.status is _NO_SHOW and entry.paid)
    ]


def finish_sequence_problem(finishes: Sequence[int]) -> str | None:
    """Why ``finishes`` is not a valid sequence (1, 2, 3, 3, 5 ...), or ``None`` if it is.

    Every finish from 1 to n must be taken by exactly the players it should: a finish f
    shared by k players means the finishes f+1 .. f+k-1 are skipped.
    """
    ordered = sorted(finishes)
    # The common case first: a valid sequence is one where each new finish equals its
    # position (ties repeat the finish). Only a broken one is walked again for the reason.
    previous = None
    for position, finish in enumerate(ordered, 1):
        if finish != previous and finish != position:
            break
        previous = finish
    else:
        return None
    expected = 1
    index = 0
    while index < len(ordered):
        finish = ordered[index]
        if finish != expected:
            if finish < expected:
                return _("finish {finish} follows a tie and should have been skipped").format(
                    finish=finish
                )
            return _("finish {finish} is missing").format(finish=expected)
        tied = 1
        while index + tied < len(ordered) and ordered[index + tied] == finish:
            tied += 1
        index += tied
        expected = finish + tied
    return None


def unnamed_finishes(finishes: Sequence[int], unnamed: int) -> list[int] | str:
    """The finishes ``unnamed`` entries take (SPEC 8 ``others``), or why there are none.

    Unnamed entries take the finishes the named ones leave free, once each, from the top;
    together they form a sequence as :func:`finish_sequence_problem` wants.
    """
    if not unnamed:
        return finish_sequence_problem(finishes) or []
    sizes = tie_sizes(finishes)
    taken: list[int] = []
    expected = 1
    named = sorted(sizes)
    index = 0
    while index < len(named) or len(taken) < unnamed:
        if index < len(named) and named[index] == expected:
            expected += sizes[named[index]]
            index += 1
        elif index < len(named) and named[index] < expected:
            return _("finish {finish} follows a tie and should have been skipped").format(
                finish=named[index]
            )
        elif len(taken) < unnamed:
            taken.append(expected)
            expected += 1
        else:
            return _("finish {finish} is missing").format(finish=expected)
    return taken


def tie_sizes(finishes: Iterable[int]) -> dict[int, int]:
    """How many players share each finish (``Counter`` counts in C)."""
    return dict(Counter(finishes))
