"""The garbage collector while a league's records are made.

Opening a big league makes hundreds of thousands of immutable records that live as long as
the league is open. Collecting while they are made finds nothing to free and only slows the
reading (a quarter of the time at the stress size); once made, every full collection would
walk them again (50 ms at that size, a pause in the middle of an edit). They hold no
cycles, so reference counting still frees them when the league is closed.
"""

from __future__ import annotations

import gc
from collections.abc import Callable, Iterator
from contextlib import contextmanager
from typing import TypeVar

from leaguemgr.services.collector_pause import collector_paused

T = TypeVar("T")


@contextmanager
def making_long_lived_records() -> Iterator[None]:
    """No collection while the block runs; then what is alive is frozen: later collections
    skip it. Nests and may run on any thread (the collector is the process's)."""
    with collector_paused():
        try:
            yield
        finally:
            gc.freeze()  # before the collector is on again: nothing made here is walked


def without_collecting(work: Callable[[], T]) -> Callable[[], T]:
    """``work`` run inside :func:`making_long_lived_records` (for a worker thread)."""

    def run() -> T:
        with making_long_lived_records():
            return work()

    return run
