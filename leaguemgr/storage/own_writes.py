"""Which change-counter values this program's own writes produced.

A program that knows the counter before and after each write it made can tell another
holder of the same league (the app's window, beside the site its phone server runs) that a
change is exactly that write: when the holder had read everything up to ``before``, it needs
to read only what the write changed, not the whole league. Kept per database, noted only
while someone asks (:meth:`WriteNotes.noting`); the answers' counter is not this one's.
"""

from __future__ import annotations

import dataclasses
import itertools
from collections.abc import Iterator, Sequence
from contextlib import contextmanager


@dataclasses.dataclass(frozen=True, slots=True)
class OwnWrites:
    """A run of this program's writes with nobody else's between them: the change counter
    right before the first and right after the last."""

    before: int
    after: int


class WriteNotes:
    """The counted writes of one database, as they commit."""

    def __init__(self) -> None:
        self._runs: list[list[tuple[int, int]]] = []

    def note(self, before: int, after: int) -> None:
        """A counted write committed: the counter went from ``before`` to ``after``."""
        for run in self._runs:
            run.append((before, after))

    @contextmanager
    def noting(self) -> Iterator[list[tuple[int, int]]]:
        """The writes committed during the block, in order."""
        run: list[tuple[int, int]] = []
        self._runs.append(run)
        try:
            yield run
        finally:
            self._runs.remove(run)


def spanned(writes: Sequence[tuple[int, int]]) -> OwnWrites | None:
    """The writes as one run, ``None`` when there were none or another program wrote
    between two of them (its change is in no note)."""
    if not writes:
        return None
    for (_before, after), (before, _after) in itertools.pairwise(writes):
        if before != after:
            return None
    return OwnWrites(writes[0][0], writes[-1][1])
