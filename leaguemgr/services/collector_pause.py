"""No garbage collection while a season's records are read and reported.

Reading a season makes tens of thousands of small immutable records and result tuples at
once (3,000 entries and their busts at the large size). Each 700 new objects start a
collection that walks every young object and frees nothing: the records hold no cycles, so
reference counting frees them as ever. Pausing the collector for the read and the report
saves about a tenth of the cold report's time (``bench/run.py``'s ``report_cold``).
"""

from __future__ import annotations

import gc
from collections.abc import Iterator
from contextlib import contextmanager


@contextmanager
def collector_paused() -> Iterator[None]:
    """No collection while the block runs; the collector is as it was afterwards (nests:
    inside the app's own pause it stays off)."""
    was_enabled = gc.isenabled()
    gc.disable()
    try:
        yield
    finally:
        if was_enabled:
            gc.enable()
