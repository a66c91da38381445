"""The answers' counter: what a player's answer from the web moves instead of the league's
change counter (SPEC 10).

An answer is appended beside the others and changes nothing else, so it is not an edit of
the organizer's: counting it in the change counter (row 1 of ``league_change``) would make
the organizer's next save fail ("another program changed the league") and the app clear its
undo history, during every burst of answers. It is counted in row 2 of the same table
instead (no new column, no migration), under the same write lock. A program that reads the
league keeps both numbers (``Database.seen`` and ``Database.seen_answers``): the first
refuses a write from stale state, the second only says that answers came and are worth
reading; a save that touches a night's answers checks them itself
(:mod:`.kept_answers`).
"""

from __future__ import annotations

from collections.abc import Callable
from datetime import datetime
from typing import Any

from leaguemgr.storage.who_writes import actor

#: The ``league_change`` row that counts answers (row 1 is the change counter).
ANSWERS_ROW = 2

#: What ``changed_elsewhere`` found: the league, or only answers from the web.
LEAGUE = "league"
ANSWERS = "answers"

READ_ANSWERS = f"SELECT counter FROM league_change WHERE id = {ANSWERS_ROW}"


def read_answers(execute: Callable[..., Any]) -> int:
    """The answers' counter (0 before the first answer); ``execute`` runs a statement."""
    row = execute(READ_ANSWERS).fetchone()
    return int(row[0]) if row else 0


def count_answer(execute: Callable[..., Any], counter: int) -> int:
    """Move the answers' counter on from ``counter`` (read under the write lock); returns
    the new value. On a server the caller adds the notification."""
    execute(
        "INSERT INTO league_change (id, counter, changed_at, changed_by)"
        f" VALUES ({ANSWERS_ROW}, ?, ?, ?)"
        " ON CONFLICT (id) DO UPDATE SET counter = excluded.counter,"
        " changed_at = excluded.changed_at, changed_by = excluded.changed_by",
        (counter + 1, datetime.now().isoformat(timespec="seconds"), actor()),
    )
    return counter + 1
