"""Who is writing the league: the name each write leaves in the change counter, and the
message when another program wrote meanwhile.

The file's database and the server's both name the writer the same way, from here.
"""

from __future__ import annotations

import socket
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

from leaguemgr.storage.errors import ChangedMeanwhile

_actor = "the leaguemgr app"


@contextmanager
def acting_as(name: str) -> Iterator[None]:
    """Name this program in the change counter (``leaguemgr import``) while the block runs;
    outside it the writer is the app."""
    global _actor
    before, _actor = _actor, name
    try:
        yield
    finally:
        _actor = before


def actor() -> str:
    return f"{_actor} on {socket.gethostname()}"


def changed_meanwhile(path: Path, by: str, at: str) -> ChangedMeanwhile:
    when = at.replace("T", " ") if at else "a moment ago"
    who = by or "another program"
    return ChangedMeanwhile(
        f"{path} was changed by {who} at {when}, after this copy read it; "
        "nothing was saved, so that change is not overwritten",
        by=who,
        at=when,
    )
